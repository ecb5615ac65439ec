// Dark Future's table of an online game (issue 32): the hot-seat table's board, decision panel
// (with its previews and odds), record sheets, dice and log, drawn from what the server sent this
// page (src/shell/online/onlineStore.ts) through Dark Future's part of the one store, which the
// mirror (./onlineMirror.ts) puts in front of the online table while it is up: the state is this
// player's view, a decision is offered only when the server sent this page legal commands, and a
// command goes to the server, whose answer is the only change. No undo, replay or game file here:
// the server keeps the game (docs/online.md). The road-gang game's RoadGangOnline.tsx is the same
// table over its own panels' props.
import { useCallback, useEffect, useState } from 'react';
import { pending as pendingOf, type GameState } from '../../engine';
import { DiceTray } from '../../shell/DiceTray';
import { GameLog, type LogRow } from '../../shell/GameLog';
import { myDecision, useOnline } from '../../shell/online/onlineStore';
import { useStore } from '../../store';
import { BoardArea } from '../../ui/BoardArea';
import { DecisionPanel } from '../../ui/DecisionPanel';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { ErrorBox } from '../../ui/ErrorBox';
import { HintBox } from '../../ui/HintBox';
import { OutOfPlayList } from '../../ui/OutOfPlay';
import { decisionHeadline, PendingBanner } from '../../ui/PendingBanner';
import { PhaseDie } from '../../ui/PhaseDie';
import { RecordSheets } from '../../ui/RecordSheets';
import { SideSwatch } from '../../ui/SideSwatch';
import { playerName } from '../../ui/names';
import { safe } from '../../ui/safe';
import { mirrorOnlineTable } from './onlineMirror';

const broken = (what: string) => <p className="error-box" role="alert">The {what} could not be shown.</p>;

export function DarkFutureOnline() {
  // Dark Future's part shows the online table from the first frame this is drawn, until it goes.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const stop = mirrorOnlineTable();
    setReady(true);
    return stop;
  }, []);
  const message = useOnline((s) => s.state);
  const log = useOnline((s) => s.log);
  const mine = useOnline(myDecision);
  const leave = useOnline((s) => s.leave);
  const game = useStore((s) => s.game);
  const rows = useCallback((start: number, end: number): LogRow[] => log.slice(start, end).map((l, i) => ({ index: start + i, text: l.text, dice: l.dice, rule: l.rule })), [log]);
  if (!ready || !message || !game || game !== (message.view as GameState)) return null;
  const p = safe(() => pendingOf(game), null);
  const decider = p?.player ?? null;
  const last = log.filter((l) => l.at === message.commands && l.dice.length > 0);
  return (
    <div className="game-screen df-online" data-testid="df-online" data-pending={p?.kind ?? ''} data-commands={message.commands} data-mine={mine}>
      {/* The hot-seat header's turn, phase die and whose decision it is (Header.tsx); the title and the
          seats are the online bar's, above. No options bar: the server keeps the game. */}
      <header className="app-header df-online-header">
        <div className="turn-info">
          <span data-testid="turn-number">
            Turn <b>{game.turn}</b>
          </span>
          <PhaseDie phase={game.phase} turn={game.turn} />
        </div>
        <PendingBanner pending={p} />
      </header>
      <div className="game-body">
        <BoardArea />
        <div className="side-panel" data-testid="side-panel">
          <h2 className="decision-heading" data-testid="decision-heading">
            <SideSwatch owner={decider} />
            {decisionHeadline(game, p)}
          </h2>
          <HintBox pending={p} />
          <ErrorBox />
          <div className="decision-slot" data-testid="decision-slot">
            <ErrorBoundary fallback={broken('decision panel')}>
              {message.result.over ? (
                <section className="decision" aria-label="The result" data-testid="df-online-result">
                  <p>The game is over: {message.result.reason}</p>
                  <button type="button" className="primary" onClick={() => void leave()}>Leave the table</button>
                </section>
              ) : mine ? (
                <DecisionPanel pending={p} />
              ) : (
                decider !== null && (
                  <p className="muted" role="status" data-testid="df-online-waiting">
                    {playerName(game, decider)} decides…
                  </p>
                )
              )}
            </ErrorBoundary>
          </div>
          <DiceTray lines={last} tumble rollKey={message.commands} />
          <ErrorBoundary fallback={broken('log')}>
            <GameLog count={log.length} rows={rows} />
          </ErrorBoundary>
          <ErrorBoundary fallback={broken('record sheets')}>
            {!message.result.over && <OutOfPlayList />}
            <RecordSheets active={p?.vehicle ?? null} />
          </ErrorBoundary>
        </div>
      </div>
    </div>
  );
}
