// Watching a saved road-gang game from the saved-games list (issue 14): the session store's
// replay tape (src/shell/tape.ts), stepped by event, decision or round with the shell's replay
// controls, over the same board, index cards and log the game was played with. The game stays
// on the list; closing goes back to the start screen.
import { useCallback, useMemo, useState } from 'react';
import { rg } from '../../../engine';
import { RoadGangBoard } from '../board/RoadGangBoard';
import { DiceTray } from '../../../shell/DiceTray';
import { GameLog, type LogRow } from '../../../shell/GameLog';
import { ReplayControls } from '../../../shell/ReplayControls';
import { replayAtEnd, replayShown, useSession } from '../../../shell/sessionStore';
import type { Unit } from '../../../shell/tape';
import { GangCards } from './GangCards';
import './roadGang.css';

// Faster than REPLAY_SPEEDS: a watched saved game plays by its first unit, the event.
const SPEEDS: [number, string][] = [
  [1, 'slow'],
  [4, 'normal'],
  [12, 'fast'],
];
const UNITS = [{ unit: 'event', label: 'Event' }, { unit: 'decision', label: 'Decision' }, { unit: 'turn', label: 'Round' }];

export function RoadGangWatch() {
  const replay = useSession((s) => s.replay);
  const replayMove = useSession((s) => s.replayMove);
  const close = useSession((s) => s.closeReplay);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(4);
  const onMove = useCallback((dir: 1 | -1, unit: string) => replayMove(dir, unit as Unit), [replayMove]);
  const shown = useMemo(() => (replay ? replayShown(replay) : null), [replay]);
  const log = useMemo(() => shown?.log ?? [], [shown]);
  const rows = useCallback((start: number, end: number): LogRow[] => log.slice(start, end).map((l, i) => ({ index: start + i, text: l.text, dice: l.dice, rule: l.rule })), [log]);
  if (!replay || !shown) return null;
  const state = shown.state as rg.RgState;
  const decisions = replay.tape.frames.length - 1;
  const last = log.filter((l) => l.at === replay.at.c && l.dice.length > 0);
  return (
    <div className="game-screen rg-screen" data-testid="rg-watch-screen">
      <header className="app-header rg-header">
        <strong>Road gangs — watching a saved game</strong>
        <span data-testid="rg-round">Round {state.round}</span>
        <span className="rg-gangs">{state.players.map((x) => `${x.name}: ${rg.gangWord(state, x.id)}`).join(' · ')}</span>
      </header>
      <div className="game-body">
        <div className="rg-board-area">
          <RoadGangBoard state={state} active={state.flow.kind === 'turn' ? state.flow.vehicle : rg.rgPending(state).vehicle} />
        </div>
        <aside className="side-panel rg-side" aria-label="Replay, vehicles and log">
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
          <GangCards state={state} />
          <GameLog count={log.length} rows={rows} />
        </aside>
      </div>
    </div>
  );
}
