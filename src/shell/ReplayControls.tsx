// Replay controls for any ruleset: step back and on by the ruleset's units (the first is the
// smallest: the arrow keys step it, shift + arrow the second), play at a chosen speed one
// smallest step per tick, jump to a round or turn, and leave. Where the replay stands and what
// the board shows are the screen's; this only asks it to move.
import { useEffect, type ReactNode } from 'react';

/** Decisions a second when a replay plays by itself: the pace both games' replay controls offer. */
export const REPLAY_SPEEDS: [number, string][] = [
  [0.5, 'slow'],
  [2, 'normal'],
  [6, 'fast'],
];

export interface ReplayUnit {
  unit: string;
  label: string;
}

export interface ReplayControlsProps {
  /** Where the replay stands, in words. */
  position: ReactNode;
  /** Changes whenever the position does (the play timer restarts from it). */
  positionKey: string;
  atEnd: boolean;
  units: readonly ReplayUnit[];
  onMove(dir: 1 | -1, unit: string): void;
  playing: boolean;
  onPlaying(on: boolean): void;
  speed: number;
  speeds: readonly (readonly [number, string])[];
  onSpeed(speed: number): void;
  /** A select jumping to a turn or round. */
  jump?: { label: string; value: number; options: readonly number[]; onJump(n: number): void };
  closeLabel: string;
  onClose(): void;
  /** The ruleset's own switches (revealing hidden markers, say). */
  children?: ReactNode;
}

const keyHint = (i: number, arrow: string) => (i === 0 ? ` (${arrow})` : i === 1 ? ` (shift ${arrow})` : '');

export function ReplayControls(p: ReplayControlsProps) {
  const { playing, speed, atEnd, positionKey, units, onMove, onPlaying } = p;
  const smallest = units[0]?.unit;
  const second = units[1]?.unit ?? smallest;

  // Play: one smallest step per tick at the chosen speed, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      onPlaying(false);
      return;
    }
    const t = setTimeout(() => onMove(1, smallest), 1000 / speed);
    return () => clearTimeout(t);
  }, [playing, speed, positionKey, atEnd, onMove, onPlaying, smallest]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select')) return;
      const dir = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (dir) {
        e.preventDefault();
        onMove(dir, e.shiftKey ? second : smallest);
      } else if (e.key === ' ') {
        e.preventDefault();
        onPlaying(!playing);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onMove, onPlaying, playing, smallest, second]);

  return (
    <section className="decision replay-panel" aria-label="Replay" data-testid="replay-panel">
      <h3 className="panel-title">Replay</h3>
      <p data-testid="replay-position" aria-live="polite">{p.position}</p>
      <div className="replay-steps">
        {units.map((s, i) => (
          <span key={s.unit} className="replay-step" role="group" aria-label={`by ${s.unit}`}>
            <button type="button" data-testid={`replay-back-${s.unit}`} title={`Back one ${s.unit}${keyHint(i, '←')}`} aria-label={`back one ${s.unit}`} onClick={() => onMove(-1, s.unit)}>
              ◀
            </button>
            <span className="replay-unit">{s.label}</span>
            <button type="button" data-testid={`replay-fwd-${s.unit}`} title={`Forward one ${s.unit}${keyHint(i, '→')}`} aria-label={`forward one ${s.unit}`} onClick={() => onMove(1, s.unit)}>
              ▶
            </button>
          </span>
        ))}
      </div>
      <div className="row replay-row">
        <button type="button" className="primary" data-testid="replay-play" onClick={() => onPlaying(!playing)} title="Play or pause (space)">
          {playing ? 'Pause' : 'Play'}
        </button>
        <label>
          Speed{' '}
          <select data-testid="replay-speed" value={speed} onChange={(e) => p.onSpeed(Number(e.target.value))}>
            {p.speeds.map(([v, name]) => (
              <option key={v} value={v}>
                {name} ({v}/s)
              </option>
            ))}
          </select>
        </label>
        {p.jump && (
          <label>
            {p.jump.label}{' '}
            <select data-testid="replay-turn" value={p.jump.value} onChange={(e) => p.jump!.onJump(Number(e.target.value))}>
              {p.jump.options.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {p.children}
      <div className="row">
        <button type="button" data-testid="replay-close" onClick={p.onClose}>
          {p.closeLabel}
        </button>
      </div>
    </section>
  );
}
