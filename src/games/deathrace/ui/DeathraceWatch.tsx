// Watching a saved Deathrace game from the saved-games list: the session store's replay tape
// (src/shell/tape.ts), stepped by event, decision or round with the shell's replay controls, over
// the same board, cards and log the game was played with. Closing goes back to the start screen.
import { useCallback, useMemo, useState } from 'react';
import { DiceTray } from '../../../shell/DiceTray';
import { GameLog, type LogRow } from '../../../shell/GameLog';
import { ReplayControls } from '../../../shell/ReplayControls';
import { replayAtEnd, replayShown, useSession } from '../../../shell/sessionStore';
import type { Unit } from '../../../shell/tape';
import { DeathraceBoard } from '../board/DeathraceBoard';
import { deathrace, trackOf, type DrEvent, type DrState } from '../rules';
import { trailOf } from './plan';
import { VehicleCards } from './VehicleCards';

const SPEEDS: [number, string][] = [
  [1, 'slow'],
  [4, 'normal'],
  [12, 'fast'],
];
const UNITS = [{ unit: 'event', label: 'Event' }, { unit: 'decision', label: 'Decision' }, { unit: 'turn', label: 'Round' }];

export function DeathraceWatch() {
  const replay = useSession((s) => s.replay);
  const replayMove = useSession((s) => s.replayMove);
  const close = useSession((s) => s.closeReplay);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(4);
  const onMove = useCallback((dir: 1 | -1, unit: string) => replayMove(dir, unit as Unit), [replayMove]);
  const shown = useMemo(() => (replay ? replayShown(replay) : null), [replay]);
  const log = useMemo(() => shown?.log ?? [], [shown]);
  const rows = useCallback((start: number, end: number): LogRow[] => log.slice(start, end).map((l, i) => ({ index: start + i, text: l.text, dice: l.dice, rule: l.rule })), [log]);
  // The trail of the last vehicle's turn up to the position shown (the tape keeps each command's events).
  const trail = useMemo(() => {
    if (!replay) return null;
    const vehicleOf = (k: number) => (replay.tape.commands[k - 1] as { vehicle?: string } | undefined)?.vehicle;
    const last = vehicleOf(replay.at.c);
    const events: DrEvent[] = [];
    for (let c = replay.at.c; c >= 1 && c > replay.at.c - 8 && vehicleOf(c) === last; c--) events.unshift(...(replay.tape.frames[c].events as DrEvent[]));
    return events.length ? trailOf(events) : null;
  }, [replay]);
  if (!replay || !shown) return null;
  const state = shown.state as DrState;
  const decisions = replay.tape.frames.length - 1;
  const last = log.filter((l) => l.at === replay.at.c && l.dice.length > 0);
  const active = deathrace.pending(state).vehicle;
  return (
    <div className="game-screen dr-screen" data-testid="dr-watch-screen">
      <header className="app-header dr-header">
        <strong className="dr-title">Deathrace 40,000 — watching a saved game</strong>
        <span data-testid="dr-round">Round {state.round} · {trackOf(state.options.track).name}</span>
        <span className="dr-points">{state.players.map((x) => `${x.name} ${state.points[x.id] ?? 0}`).join(' · ')}</span>
      </header>
      <div className="game-body">
        <div className="dr-board-area" style={{ '--dr-aspect': String((trackOf(state.options.track).height + 3) / (trackOf(state.options.track).width + 3)) } as React.CSSProperties}>
          <DeathraceBoard state={state} active={active} trail={trail} />
        </div>
        <aside className="side-panel dr-side" aria-label="Replay, vehicles and log">
          <ReplayControls
            position={<>Decision <b>{replay.at.c}</b> of {decisions} · round {state.round}</>}
            positionKey={`${replay.at.c}.${replay.at.k}`}
            atEnd={replayAtEnd(replay)}
            units={UNITS}
            onMove={onMove}
            playing={playing}
            onPlaying={setPlaying}
            speed={speed}
            speeds={SPEEDS}
            onSpeed={setSpeed}
            closeLabel="Back to the saved games"
            onClose={close}
          />
          <DiceTray lines={last} />
          <GameLog count={log.length} rows={rows} />
          <VehicleCards state={state} active={active} />
        </aside>
      </div>
    </div>
  );
}
