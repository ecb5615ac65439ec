// The road-gang table of an online game (issue 32): the same board, decision, cards, dice tray,
// log and result as the hot-seat table (RoadGangScreen.tsx), drawn from the page's online store
// (src/shell/online/onlineStore.ts) instead of the session: the state is this player's view as the
// server sent it, a decision is offered only when the server says it is this page's (it sent legal
// commands), and a command goes to the server, whose answer is the only change. No undo, replay or
// game file here: the server keeps the game (docs/online.md).
import { useCallback } from 'react';
import { rg } from '../../../engine';
import { RoadGangBoard } from '../board/RoadGangBoard';
import { playerCss } from '../board/colours';
import { DiceTray } from '../../../shell/DiceTray';
import { GameLog, type LogRow } from '../../../shell/GameLog';
import { useOnline } from '../../../shell/online/onlineStore';
import { Decision } from './Decision';
import { RoadGangResult } from './RoadGangResult';
import { boardClicks } from './boardClicks';
import { GangCards } from './GangCards';
import './roadGang.css';

export function RoadGangOnline() {
  const message = useOnline((s) => s.state);
  const log = useOnline((s) => s.log);
  const play = useOnline((s) => s.play);
  const leave = useOnline((s) => s.leave);
  const rows = useCallback((start: number, end: number): LogRow[] => log.slice(start, end).map((l, i) => ({ index: start + i, text: l.text, dice: l.dice, rule: l.rule })), [log]);
  if (!message) return null;
  const state = message.view as rg.RgState;
  const p = rg.rgPending(state);
  // The server's word on whose decision it is: its legal commands come only to the deciding seat's page.
  const mine = message.legal.length > 0 && state.flow.kind !== 'over';
  const legal = mine ? (message.legal as rg.RgCommand[]) : [];
  const active = state.flow.kind === 'turn' ? state.flow.vehicle : p.vehicle;
  const clicks = boardClicks(legal, play);
  const decider = state.players.find((x) => x.id === p.player);
  const last = log.filter((l) => l.at === message.commands && l.dice.length > 0);
  return (
    <div data-testid="rg-online" data-pending={p.kind} data-commands={message.commands} data-mine={mine}>
      <div className="game-screen rg-screen" data-testid="rg-screen">
        <header className="app-header rg-header">
          <strong>Road gangs</strong>
          <span data-testid="rg-round">Round {state.round}{state.options.roundLimit !== null && ` of ${state.options.roundLimit}`}</span>
          <span className="rg-gangs">
            {state.players.map((x, i) => (
              <span key={x.id} style={{ color: playerCss(i) }}>{x.name}: {rg.gangWord(state, x.id)}</span>
            ))}
          </span>
        </header>
        <div className="game-body">
          <div className="rg-board-area">
            <RoadGangBoard state={state} active={active} {...clicks} />
          </div>
          <aside className="side-panel rg-side" aria-label="Decision, vehicles and log">
            <RoadGangResult state={state} onNew={() => void leave()} />
            {mine ? (
              <Decision state={state} onCommand={(c) => play(c)} />
            ) : (
              state.flow.kind !== 'over' && decider && <p className="rg-computer" role="status" data-testid="rg-online-waiting">{decider.name} decides…</p>
            )}
            <DiceTray lines={last} tumble rollKey={message.commands} />
            <GangCards state={state} active={active} />
            <GameLog count={log.length} rows={rows} />
          </aside>
        </div>
      </div>
    </div>
  );
}
