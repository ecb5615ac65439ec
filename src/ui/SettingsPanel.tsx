// Settings (issue 9): animations and their speed, reduced motion, and the keyboard shortcuts.
// Escape or Close shuts it; nothing here changes the game.
import { useEffect, useRef } from 'react';
import { HINT_LEVELS, useStore, type HintLevel } from '../store';

const PACES: { label: string; pace: number }[] = [
  { label: 'Slow', pace: 2 },
  { label: 'Normal', pace: 1 },
  { label: 'Fast', pace: 0.5 },
];

/** Hint levels (issue 10): what each shows. */
const HINT_WORDS: Record<HintLevel, string> = {
  full: 'Full (new players): reminders, why this car acts now, limits and optimum speeds ahead, why each result came out',
  brief: 'Brief: the reminder and one line of why',
  off: 'Off: no hints (page badges and the rules reference stay)',
};

const SHORTCUTS: [string, string][] = [
  ['1 – 9', 'press the numbered action, fire or roll button'],
  ['Escape', 'clear the board preview; close the pass-the-device screen or this panel'],
  ['+ / −', 'zoom the board in or out (board focused)'],
  ['Arrow keys', 'pan the board (board focused)'],
  ['0 or F', 'back to following the action (board focused)'],
  ['Tab', 'move between buttons; every number and rule explains itself on focus'],
];

export function SettingsPanel() {
  const open = useStore((s) => s.settingsOpen);
  const openSettings = useStore((s) => s.openSettings);
  const animations = useStore((s) => s.animations);
  const setAnimations = useStore((s) => s.setAnimations);
  const pace = useStore((s) => s.animationPace);
  const setPace = useStore((s) => s.setAnimationPace);
  const reduce = useStore((s) => s.reduceMotion);
  const setReduce = useStore((s) => s.setReduceMotion);
  const hintLevel = useStore((s) => s.hintLevel);
  const setHintLevel = useStore((s) => s.setHintLevel);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);
  if (!open) return null;
  const system = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <div className="settings-backdrop" onClick={() => openSettings(false)}>
      <div
        className="settings-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="settings-title"
        data-testid="settings"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.key === 'Escape' && openSettings(false)}
      >
        <h2 id="settings-title">Settings</h2>
        <label className="check"><input type="checkbox" data-testid="settings-animations" checked={animations} onChange={(e) => setAnimations(e.target.checked)} /> Animations (moves, shots, crashes)</label>
        <fieldset className="settings-pace" disabled={!animations}>
          <legend>Animation speed</legend>
          {PACES.map((p) => (
            <label key={p.pace} className="check">
              <input type="radio" name="pace" data-testid={`settings-pace-${p.label.toLowerCase()}`} checked={pace === p.pace} onChange={() => setPace(p.pace)} /> {p.label}
            </label>
          ))}
        </fieldset>
        <label className="check">
          <input type="checkbox" data-testid="settings-reduce-motion" checked={reduce || system} disabled={system} onChange={(e) => setReduce(e.target.checked)} /> Reduce motion
          {system && <span className="muted"> (your system asks for it)</span>}
        </label>
        <fieldset className="settings-hints" data-testid="settings-hints">
          <legend>Hints</legend>
          {HINT_LEVELS.map((h) => (
            <label key={h} className="check">
              <input type="radio" name="hints" data-testid={`settings-hints-${h}`} checked={hintLevel === h} onChange={() => setHintLevel(h)} /> {HINT_WORDS[h]}
            </label>
          ))}
        </fieldset>
        <h3>Keyboard shortcuts</h3>
        <table className="shortcuts" data-testid="settings-shortcuts">
          <tbody>
            {SHORTCUTS.map(([k, what]) => (
              <tr key={k}><th scope="row"><kbd>{k}</kbd></th><td>{what}</td></tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="primary" ref={close} data-testid="settings-close" onClick={() => openSettings(false)}>Close</button>
      </div>
    </div>
  );
}
