// Watching a game (issue 11): step by event, decision, phase or turn, jump to a turn, play at a
// chosen speed; hidden markers stay hidden unless the watcher reveals all. The board, record
// sheets, dice tray and log follow, since the store shows the replay's position (replaySlice.ts).
import { useEffect } from 'react';
import { turnsOf, useStore, type Unit } from '../store';

const SPEEDS: [number, string][] = [
  [0.5, 'slow'],
  [2, 'normal'],
  [6, 'fast'],
];

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

  // Play: one event per tick at the chosen speed, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => move(1, 'event'), 1000 / speed);
    return () => clearTimeout(t);
  }, [playing, speed, at, atEnd, move, setPlaying]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select')) return;
      const dir = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (dir) {
        e.preventDefault();
        move(dir, e.shiftKey ? 'decision' : 'event');
      } else if (e.key === ' ') {
        e.preventDefault();
        setPlaying(!playing);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move, setPlaying, playing]);

  if (!replay || !tape || !at) return null;
  const decisions = tape.frames.length - 1;
  const events = tape.frames[at.c].events.length;
  const turn = shownTurn;
  return (
    <section className="decision replay-panel" aria-label="Replay" data-testid="replay-panel">
      <h3 className="panel-title">Replay</h3>
      <p data-testid="replay-position" aria-live="polite">
        Decision <b>{at.c}</b> of {decisions}
        {events > 0 && <> · event {at.k} of {events}</>} · turn {turn}
      </p>
      <div className="replay-steps">
        {STEPS.map((s) => (
          <span key={s.unit} className="replay-step" role="group" aria-label={`by ${s.unit}`}>
            <button type="button" data-testid={`replay-back-${s.unit}`} title={`Back one ${s.unit}${s.unit === 'event' ? ' (←)' : s.unit === 'decision' ? ' (shift ←)' : ''}`} aria-label={`back one ${s.unit}`} onClick={() => move(-1, s.unit)}>
              ◀
            </button>
            <span className="replay-unit">{s.label}</span>
            <button type="button" data-testid={`replay-fwd-${s.unit}`} title={`Forward one ${s.unit}${s.unit === 'event' ? ' (→)' : s.unit === 'decision' ? ' (shift →)' : ''}`} aria-label={`forward one ${s.unit}`} onClick={() => move(1, s.unit)}>
              ▶
            </button>
          </span>
        ))}
      </div>
      <div className="row replay-row">
        <button type="button" className="primary" data-testid="replay-play" onClick={() => setPlaying(!playing)} title="Play or pause (space)">
          {playing ? 'Pause' : 'Play'}
        </button>
        <label>
          Speed{' '}
          <select data-testid="replay-speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {SPEEDS.map(([v, name]) => (
              <option key={v} value={v}>
                {name} ({v}/s)
              </option>
            ))}
          </select>
        </label>
        <label>
          Turn{' '}
          <select data-testid="replay-turn" value={turn} onChange={(e) => toTurn(Number(e.target.value))}>
            {Array.from({ length: turnsOf(tape) }, (_, i) => i + 1).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="check" title="Hidden markers stay face down, as every player saw them; reveal shows what each really was (p22).">
        <input type="checkbox" data-testid="replay-reveal" checked={replay.reveal} onChange={(e) => setReveal(e.target.checked)} /> Reveal all hidden markers
      </label>
      <div className="row">
        <button type="button" data-testid="replay-close" onClick={close}>
          {replay.live ? 'Back to the game' : 'Close the replay'}
        </button>
      </div>
    </section>
  );
}
