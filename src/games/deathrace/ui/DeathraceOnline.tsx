// The Deathrace table of an online game (issue 32, docs/online.md): the same track, decision with
// its steppers, vehicle cards, dice tray, log and result as the hot-seat table
// (DeathraceScreen.tsx), drawn from the page's online store (src/shell/online/onlineStore.ts)
// instead of the session. The state is this player's view as the server sent it (the whole race
// but the generator: nothing of a Deathrace race is secret), the decision is offered only when the
// server sent this page legal commands (its own seat's turn), and Confirm sends the planned command
// to the server, whose answer is the only change. The other seats' turns show as they come, with
// the last turn's trail (./onlineTrail.ts). No undo, replay, settings or game file here: the server
// keeps the game.
import { useCallback, useMemo } from 'react';
import type { Pt } from '../../../engine';
import { DiceTray } from '../../../shell/DiceTray';
import { GameLog, type LogRow } from '../../../shell/GameLog';
import { useOnline } from '../../../shell/online/onlineStore';
import { DeathraceBoard } from '../board/DeathraceBoard';
import { playerCss } from '../board/colours';
import { deathrace, trackOf, type DrState } from '../rules';
import { dist, headingTo } from '../rules/table';
import { DeathraceResult } from './DeathraceResult';
import { Decision } from './Decision';
import { onlineTrail } from './onlineTrail';
import { usePlan } from './usePlan';
import { VehicleCards } from './VehicleCards';

/** A signed turn in whole degrees, -180 to 180. */
const signed = (a: number): number => ((((a % 360) + 540) % 360) - 180);

export function DeathraceOnline() {
  const message = useOnline((s) => s.state);
  const log = useOnline((s) => s.log);
  const play = useOnline((s) => s.play);
  const leave = useOnline((s) => s.leave);
  const played = useOnline((s) => s.played);
  const state = (message?.view ?? null) as DrState | null;
  const over = state?.flow.kind === 'over';
  // The server's word on whose decision it is: its legal commands come only to the deciding seat's page.
  const mine = !!message && message.legal.length > 0 && !over;
  // usePlan is a hook: called before any early return, with no state an empty plan.
  const plan = usePlan(state as DrState, mine && state !== null);
  const rows = useCallback(
    (start: number, end: number): LogRow[] => log.slice(start, end).map((l, i) => ({ index: start + i, text: l.text, dice: l.dice, rule: l.rule })),
    [log],
  );
  // The last vehicle's turn so far, as on the hot-seat table, from the commands the server sent with their events.
  const commands = message?.commands ?? 0;
  const trail = useMemo(() => onlineTrail(played, commands), [played, commands]);
  if (!message || !state) return null;
  const p = deathrace.pending(state);
  const decider = state.players.find((x) => x.id === p.player);
  const active = p.vehicle;
  const me = state.vehicles.find((v) => v.id === active);
  const track = trackOf(state.options.track);
  const last = log.filter((l) => l.at === message.commands && l.dice.length > 0);
  // A tap on the track aims the planned move there, as on the hot-seat table; only on this page's own turn.
  const onPoint = (pt: Pt) => {
    const a = plan.actions[plan.chosen];
    if (!mine || !me || !a || a.kind !== 'move' || state.flow.kind !== 'turn') return;
    const turn = Math.round(signed(headingTo(me, pt) - me.heading) / 5) * 5;
    plan.setAll({ turn, run: Math.min(state.flow.left, Math.round(dist(me, pt) * 2) / 2), turn2: 0, run2: 0 });
  };
  return (
    <div data-testid="dr-online" data-pending={p.kind} data-commands={message.commands} data-mine={mine}>
      <div className="game-screen dr-screen" data-testid="dr-screen">
        <header className="app-header dr-header">
          <strong className="dr-title">Deathrace 40,000</strong>
          <span data-testid="dr-round">Round {state.round} · {track.name} · {state.options.laps} laps</span>
          <span className="dr-points" data-testid="dr-points">
            {state.players.map((x, i) => (
              <span key={x.id} style={{ color: playerCss(i) }}>{x.name} {state.points[x.id] ?? 0}</span>
            ))}
          </span>
        </header>
        <div className="game-body">
          <div className="dr-board-area" style={{ '--dr-aspect': String((track.height + 3) / (track.width + 3)) } as React.CSSProperties}>
            <DeathraceBoard state={state} active={over ? null : active} ghost={mine ? plan.ghost : null} ghostOk={plan.validation?.ok === true} ruler={mine ? plan.ruler : null} trail={trail} onPoint={mine ? onPoint : undefined} />
          </div>
          <aside className="side-panel dr-side" aria-label="Decision, vehicles and log">
            <DeathraceResult state={state} onNew={() => void leave()} />
            {mine ? (
              <Decision state={state} plan={plan} onConfirm={(c) => play(c)} />
            ) : (
              !over && decider && <p className="dr-computer" role="status" data-testid="dr-online-waiting">{decider.name} drives{me ? ` ${me.name}` : ''}…</p>
            )}
            <DiceTray lines={last} tumble rollKey={message.commands} />
            <GameLog count={log.length} rows={rows} />
            <VehicleCards state={state} active={over ? null : active} />
          </aside>
        </div>
      </div>
    </div>
  );
}
