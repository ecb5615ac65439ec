// Watching a game (issue 11): step by event, decision, phase or turn, jump to a turn, play at a
// chosen speed; hidden markers stay hidden unless the watcher reveals all. The board, record
// sheets, dice tray and log follow, since the store shows the replay's position (replaySlice.ts).
// The controls are the shell's (src/shell/ReplayControls); the units and the tape are Dark Future's.
import { useCallback } from 'react';
import { REPLAY_SPEEDS, ReplayControls } from '../shell/ReplayControls';
import { turnsOf, useStore, type Unit } from '../store';

const STEPS: { unit: Unit; label: string }[] = [
  { unit: 'event', label: 'Event' },
  { unit: 'decision', label: 'Decision' },
  { unit: 'phase', label: 'Phase' },
  { unit: 'turn', label: 'Turn' },
];

export function ReplayPanel() {
  const replay = useStore((s) => s.replay);
  const move = useStore((s) => s.replayMove);
  const toTurn = useStore((s) => s.replayTurn);
  const setReveal = useStore((s) => s.setReplayReveal);
  const setPlaying = useStore((s) => s.setReplayPlaying);
  const setSpeed = useStore((s) => s.setReplaySpeed);
  const close = useStore((s) => s.closeReplay);
  // The turn of the position shown (part way through a command that starts a turn, still the last one).
  const shownTurn = useStore((s) => s.game?.turn ?? 1);
  const playing = replay?.playing ?? false;
  const speed = replay?.speed ?? 2;
  const at = replay?.at;
  const tape = replay?.tape;
  const end = tape ? { c: tape.frames.length - 1, k: tape.frames[tape.frames.length - 1].events.length } : null;
  const atEnd = !!at && !!end && at.c === end.c && at.k === end.k;

  const step = useCallback((dir: 1 | -1, unit: string) => move(dir, unit as Unit), [move]);

  if (!replay || !tape || !at) return null;
  const decisions = tape.frames.length - 1;
  const events = tape.frames[at.c].events.length;
  const turn = shownTurn;
  return (
    <ReplayControls
      position={<>Decision <b>{at.c}</b> of {decisions}{events > 0 && <> · event {at.k} of {events}</>} · turn {turn}</>}
      positionKey={`${at.c}.${at.k}`}
      atEnd={atEnd}
      units={STEPS}
      onMove={step}
      playing={playing}
      onPlaying={setPlaying}
      speed={speed}
      speeds={REPLAY_SPEEDS}
      onSpeed={setSpeed}
      jump={{ label: 'Turn', value: turn, options: Array.from({ length: turnsOf(tape) }, (_, i) => i + 1), onJump: toTurn }}
      closeLabel={replay.live ? 'Back to the game' : 'Close the replay'}
      onClose={close}
    >
      <label className="check" title="Hidden markers stay face down, as every player saw them; reveal shows what each really was (p22).">
        <input type="checkbox" data-testid="replay-reveal" checked={replay.reveal} onChange={(e) => setReveal(e.target.checked)} /> Reveal all hidden markers
      </label>
    </ReplayControls>
  );
}
