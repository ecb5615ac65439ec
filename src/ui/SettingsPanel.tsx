// Settings (issue 9): animations and their speed, reduced motion, hints, sound, side colours —
// Dark Future's preferences — inside the shell's generic dialog (src/shell/SettingsDialog), which
// lists the rules options the game was set up with (RULE_OPTIONS) and the keyboard shortcuts.
import { SettingsDialog } from '../shell/SettingsDialog';
import { HINT_LEVELS, useStore, type HintLevel } from '../store';
import { RULE_OPTIONS } from '../engine';
import { PALETTE_LABELS, type PaletteName } from '../render/palette';
import { PageBadge } from './PageBadge';
import { ACTION_KEY_WORDS } from './actionGroups';

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

const SHORTCUTS: (readonly [string, string])[] = [
  // The declare panel's keys mean the same kind of action all game (ACTION_KEYS).
  ...ACTION_KEY_WORDS,
  ['1 – 9', 'elsewhere: press the button showing the number (roll, loadout, choice)'],
  ['Escape', 'clear the board preview; close this panel, the rules reference or a pass-the-device screen you asked for (a turn’s hand-over stays until its player takes the device)'],
  ['+ / −', 'zoom the board in or out (board focused)'],
  ['Arrow keys', 'pan the board (board focused)'],
  ['Escape or Skip', 'skip the animation playing on the board'],
  ['0 or F', 'back to following the action (board focused)'],
  ['Tab', 'move between buttons; every number and rule explains itself on focus'],
];

const badge = (rule: string) => <PageBadge rule={rule} />;

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
  const sound = useStore((s) => s.sound);
  const setSound = useStore((s) => s.setSound);
  const volume = useStore((s) => s.volume);
  const setVolume = useStore((s) => s.setVolume);
  const palette = useStore((s) => s.palette);
  const setPalette = useStore((s) => s.setPalette);
  const options = useStore((s) => s.game?.options ?? null);
  if (!open) return null;
  const system = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <SettingsDialog open onClose={() => openSettings(false)} ruleOptions={RULE_OPTIONS} ruleValues={options} renderRule={badge} shortcuts={SHORTCUTS}>
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
      <label className="check"><input type="checkbox" data-testid="settings-sound" checked={sound} onChange={(e) => setSound(e.target.checked)} /> Sound (engines, guns, hits, crashes, dice)</label>
      <label className="settings-volume">
        Volume
        <input type="range" min={0} max={100} step={5} data-testid="settings-volume" disabled={!sound} value={Math.round(volume * 100)} onChange={(e) => setVolume(Number(e.target.value) / 100)} aria-valuetext={`${Math.round(volume * 100)}%`} />
        <span className="muted">{Math.round(volume * 100)}%</span>
      </label>
      <fieldset className="settings-palette">
        <legend>Side colours</legend>
        {(Object.keys(PALETTE_LABELS) as PaletteName[]).map((p) => (
          <label key={p} className="check">
            <input type="radio" name="palette" data-testid={`settings-palette-${p}`} checked={palette === p} onChange={() => setPalette(p)} /> {PALETTE_LABELS[p]}
          </label>
        ))}
      </fieldset>
    </SettingsDialog>
  );
}
