// The declare panel's buttons: every legal command from the engine, grouped the way the book
// lists actions (p11), each labelled by the engine (describeAction) with the odds it gives
// (previewAction, hitChance) and a shot's expected damage. Nothing here decides what is legal;
// linked weapons, which fire together whichever is named (p82), share one button.
import { describeAction, eligibleTarget, fireGroup, mayMeasure, previewAction, WEAPONS, type Action, type Command, type GameState } from '../engine';
import { shotWords } from './expectedDamage';
import { mountLabel, pct, vehicleName } from './names';
import { OWN_SIDE, ownSideVictims } from './ownSide';
import { ACTION_PAGE } from './rulePages';
import { safe } from './safe';

export type Declare = Extract<Command, { type: 'declare' }>;

export interface ActionItem {
  cmd: Declare;
  action: Action;
  /** 1-based position in the panel: the test id 'action-<n>'. */
  n: number;
  /** Its number key, fixed by the kind of action (ACTION_KEYS), so a key means the same all game (issue 29). */
  key: string;
  label: string;
  /** Odds or target, one line each (empty when no dice are involved). */
  details: string[];
  /** Tooltip: the rule and its page. */
  tip: string;
  danger: boolean;
  /** Speed changes come in many sizes: they share a row of small buttons ('+10', '−10'). */
  row?: 'Accelerate (mph)' | 'Brake (mph)';
  short?: string;
  /** Names of the vehicles of the player's own side this shot or ram would hit: asked twice (issue 29). */
  ownSide?: string[];
}

export interface ActionGroup {
  title: string;
  items: ActionItem[];
}

const GROUPS: { title: string; kinds: Action['kind'][] }[] = [
  { title: 'Drive', kinds: ['none', 'accelerate', 'brake'] },
  { title: 'Manoeuvre', kinds: ['drift', 'uTurn', 'dodge'] },
  { title: 'Shoot', kinds: ['shoot'] },
  { title: 'Passives', kinds: ['shootPassive', 'switchOff'] },
  { title: 'Ram / sideswipe', kinds: ['ram'] },
  { title: 'Moving off', kinds: ['moveOff', 'reverse', 'turnAbout', 'push'] },
  { title: 'Re-align', kinds: ['realign'] },
];

/**
 * The number key of each kind of action, the same in every decision of every game (issue 29): a
 * key never shifts because another button came or went. A key shared by several buttons (the
 * accelerate row, drift left and right) moves the focus into them; the arrows choose, Enter
 * presses (useShortcuts). Hold fire is 1 and Fire 6 after the move (FireOrHold), as here.
 */
export const ACTION_KEYS: Record<Action['kind'], string> = {
  none: '1',
  accelerate: '2',
  brake: '3',
  drift: '4',
  dodge: '4',
  uTurn: '5',
  shoot: '6',
  shootPassive: '7',
  switchOff: '7',
  ram: '8',
  moveOff: '9',
  reverse: '9',
  turnAbout: '9',
  push: '9',
  realign: '9',
};

/** The settings' list of the declare panel's keys, from the same table. */
export const ACTION_KEY_WORDS: (readonly [string, string])[] = [
  ['1', 'straight ahead (after the move: hold fire)'],
  ['2', 'accelerate: into the row, then ← → and Enter'],
  ['3', 'brake: into the row, then ← → and Enter'],
  ['4', 'drift or dodge'],
  ['5', 'U-turn'],
  ['6', 'shoot (after the move: fire)'],
  ['7', 'passives: lay oil, smoke, mines or a dummy; switch off'],
  ['8', 'ram or sideswipe'],
  ['9', 'move off, reverse, turn about, push, re-align'],
];

const fallbackLabel = (a: Action): string => {
  switch (a.kind) {
    case 'none': return 'Straight ahead';
    case 'accelerate': return `Accelerate by ${a.by} mph`;
    case 'brake': return `Brake by ${a.by} mph`;
    case 'drift': return `Drift ${a.side}`;
    case 'uTurn': return `U-turn ${a.side}`;
    case 'dodge': return `Dodge ${a.side}`;
    default: return a.kind;
  }
};

/** The game keeps p22: nothing is measured before the shot (the option measureOnlyWhenCommitted). */
export const COMMITTED = 'no range or odds before you fire: firing commits you (p22, p25)';

function details(s: GameState, vid: string, a: Action): { lines: string[]; danger: boolean; tip?: string } {
  if (a.kind === 'shoot' && !safe(() => mayMeasure(s), true)) return { lines: [COMMITTED], danger: false };
  if (a.kind === 'shoot') {
    const t = safe(() => eligibleTarget(s, vid, a.weapon), null);
    if (!t) return { lines: ['no target in its fire corridor now'], danger: false };
    const odds = shotWords(s, vid, a.weapon, t.target, a.alone);
    const chance = odds ? ` · ${odds.text}` : '';
    const own = ownSideVictims(s, vid, a).length > 0 ? ` (${OWN_SIDE})` : '';
    return { lines: [`${vehicleName(s, t.target)}${own}, range ${t.range}${t.inRange ? '' : ' (out of range)'}${chance}`], danger: false, tip: odds?.tip };
  }
  const pv = safe(() => previewAction(s, vid, a), null);
  if (!pv) return { lines: [], danger: false };
  if (pv.certainControlLoss) return { lines: ['certain control loss (p14)'], danger: true };
  const lines = pv.hazards.map((h) => `${h.cause} (${h.limit} mph): OK ${pct(h.odds.ok)} · panic brake ${pct(h.odds.panicBrake)} · control loss ${pct(h.odds.controlLoss)}`);
  return { lines, danger: pv.hazards.some((h) => h.odds.controlLoss > 0) };
}

const mountOf = (s: GameState, vid: string, wid: string): string => {
  const w = s.vehicles.find((v) => v.id === vid)?.weapons.find((x) => x.id === wid);
  return w ? mountLabel(w.mount) : wid;
};

/** Direct-fire weapons with no shots left: said in words, so Shoot never just vanishes (p83-84). */
export function outOfAmmo(s: GameState, vid: string): string[] {
  const v = s.vehicles.find((x) => x.id === vid);
  return (v?.weapons ?? [])
    .filter((w) => w.ammo === 0 && !w.mount.startsWith('passive') && w.status !== 'destroyed')
    .map((w) => `${WEAPONS[w.type]?.label ?? w.type} (${mountLabel(w.mount)}): out of ammunition (p83-84)`);
}

/** Linked weapons fire together whichever of them is named (p82): one button per group. */
function firstOfGroup(s: GameState, cmd: Declare, seen: Set<string>): { keep: boolean; linked: string | null } {
  if (cmd.action.kind !== 'shoot') return { keep: true, linked: null };
  const weapon = cmd.action.weapon;
  const v = s.vehicles.find((x) => x.id === cmd.vehicle);
  const w = v?.weapons.find((x) => x.id === weapon);
  if (!v || !w || w.link === null) return { keep: true, linked: null };
  const group = fireGroup(v, w);
  if (group.some((g) => seen.has(g.id))) return { keep: false, linked: null };
  seen.add(w.id);
  return { keep: true, linked: group.length > 1 ? `linked ×${group.length}: ${group.map((g) => mountLabel(g.mount)).join(', ')}` : null };
}

export function actionGroups(s: GameState, commands: Command[]): ActionGroup[] {
  const seen = new Set<string>();
  const declares = commands.filter((c): c is Declare => c.type === 'declare');
  let n = 0;
  const groups: ActionGroup[] = [];
  for (const g of GROUPS) {
    const items = declares
      .filter((c) => g.kinds.includes(c.action.kind))
      .flatMap((cmd): ActionItem[] => {
        const a = cmd.action;
        const group = firstOfGroup(s, cmd, seen);
        if (!group.keep) return [];
        const described = safe(() => describeAction(a, s, cmd.vehicle), fallbackLabel(a));
        // Two guns of one type (a hood and a wing MG) differ only by their mount: name it.
        const label = group.linked ? `${described} (${group.linked})` : a.kind === 'shoot' ? `${described} (${mountOf(s, cmd.vehicle, a.weapon)})` : described;
        const d = details(s, cmd.vehicle, a);
        const victims = ownSideVictims(s, cmd.vehicle, a).map((id) => vehicleName(s, id));
        if (a.kind === 'ram' && victims.length) d.lines.unshift(`into ${victims.join(', ')}: ${OWN_SIDE}`);
        const page = a.kind === 'shootPassive' && a.lockOn ? 'p23' : ACTION_PAGE[a.kind];
        const item: ActionItem = { cmd, action: a, n: 0, key: ACTION_KEYS[a.kind], label, details: d.lines, tip: `${label}. Rule: page ${page.slice(1)} (${page}).${d.tip ? ` ${d.tip}` : ''}`, danger: d.danger, ...(victims.length ? { ownSide: victims } : {}) };
        if (a.kind === 'accelerate') return [{ ...item, row: 'Accelerate (mph)', short: `+${a.by}` }];
        if (a.kind === 'brake') return [{ ...item, row: 'Brake (mph)', short: `−${a.by}` }];
        return [item];
      });
    if (items.length) groups.push({ title: g.title, items });
  }
  // Test ids in display order; the keys are the kinds' own (ACTION_KEYS).
  for (const g of groups) for (const it of g.items) it.n = ++n;
  return groups;
}
