// Vehicle design (p80-84): a car bought and armed within a budget. A design is plain data the
// garage edits and saves; validateDesign is the one judge of whether it may be driven, and
// every problem it finds has a code, a message in words and (where it has one) the mount.
import { VEHICLES } from '../data/vehicles';
import { WEAPONS, type WeaponClass } from '../data/weapons';
import { MOUNTS } from '../types';
import type { DesignKind, DesignWeapon, Mount, VehicleDesign, VehicleSetup, WeaponType } from '../types';

// A design's shape lives in types.ts with the other shared types (data/ names it); named here too.
export { DESIGN_KINDS, type DesignKind, type DesignWeapon, type VehicleDesign } from '../types';




/** Long enough for the Game Three table's names (p87). */
export const NAME_MAX = 60;

export const DESIGN_PROBLEM_CODES = [
  'BAD_NAME',
  'WRONG_KIND',
  'NO_WEAPON',
  'NO_SUCH_MOUNT',
  'MOUNT_TAKEN',
  'TURRET_FULL',
  'HEAVY_ON_WING',
  'NOT_PASSIVE',
  'PASSIVE_ON_GUN_MOUNT',
  'MISSILE_IN_TURRET',
  'NOT_LIGHTWEIGHT',
  'LINK_DIFFERENT',
  'LINK_TURRET',
  'LINK_ALONE',
  'OVER_PAYLOAD',
  'OVER_BUDGET',
  'BAD_DRIVE_SKILL',
] as const;
export type DesignProblemCode = (typeof DESIGN_PROBLEM_CODES)[number];

export interface DesignProblem {
  code: DesignProblemCode;
  message: string;
  mount?: Mount;
}

export interface DesignCheck {
  ok: boolean;
  /** Chassis + turret + weapons, in dollars (p80-81). */
  cost: number;
  /** Turret + weapons, in weight points (p80-81). */
  weight: number;
  /** The chassis's maximum payload (p80). */
  payload: number;
  problems: DesignProblem[];
}

/** Scenario demands beyond the design rules (p88 Game Four: a Renegade with at least one weapon). */
export interface DesignRequirements {
  kinds?: readonly DesignKind[];
  minWeapons?: number;
}

/** The turret (p81): any car may fit one; it holds one heavy or two medium weapons (p83). */
export const TURRET = { cost: 25000, weight: 150, mediumSlots: 2, heavySlots: 1 } as const;

/** What a mount takes (p82-83). 'gun': an ordinary weapon; 'passive': one passive weapon. */
export interface MountRule {
  label: string;
  takes: 'gun' | 'passive';
  /** Heavy weapons: hood, roof, side mounts and turret only, never wings (p82, p83). */
  heavy: boolean;
  /** How many weapons the mount holds (the turret's two mediums, p83). */
  capacity: number;
  /** Turrets may not carry missile pods (p82). */
  noMissiles?: boolean;
  /** Bike mounts take lightweight weapons and lightweight passives only (p64, p82, p84). */
  lightweightOnly?: boolean;
}

export const MOUNT_RULES: Record<DesignKind, Partial<Record<Mount, MountRule>>> = {
  // p82: "A Renegade has four ordinary weapons mounts ... the hood, the roof and the two wings ...
  // only one passives position". Any car may add a turret (p82, p83).
  renegade: {
    hood: { label: 'Hood', takes: 'gun', heavy: true, capacity: 1 },
    roof: { label: 'Roof', takes: 'gun', heavy: true, capacity: 1 },
    wingLeft: { label: 'Left wing', takes: 'gun', heavy: false, capacity: 1 },
    wingRight: { label: 'Right wing', takes: 'gun', heavy: false, capacity: 1 },
    turret: { label: 'Turret', takes: 'gun', heavy: true, capacity: TURRET.mediumSlots, noMissiles: true },
    passive: { label: 'Passive', takes: 'passive', heavy: false, capacity: 1 },
  },
  // p82: "An Interceptor has six ordinary weapons mounts: hood, roof, two front wings and two
  // side-mounts. They have two passives positions, left and right."
  interceptor: {
    hood: { label: 'Hood', takes: 'gun', heavy: true, capacity: 1 },
    roof: { label: 'Roof', takes: 'gun', heavy: true, capacity: 1 },
    wingLeft: { label: 'Left front wing', takes: 'gun', heavy: false, capacity: 1 },
    wingRight: { label: 'Right front wing', takes: 'gun', heavy: false, capacity: 1 },
    sideLeft: { label: 'Left side', takes: 'gun', heavy: true, capacity: 1 },
    sideRight: { label: 'Right side', takes: 'gun', heavy: true, capacity: 1 },
    turret: { label: 'Turret', takes: 'gun', heavy: true, capacity: TURRET.mediumSlots, noMissiles: true },
    passiveLeft: { label: 'Left passive', takes: 'passive', heavy: false, capacity: 1 },
    passiveRight: { label: 'Right passive', takes: 'passive', heavy: false, capacity: 1 },
  },
  // p82: "Bikes have two front mounts, and one passive. Bikes can only take lightweight weapons."
  // p84: "Fairing mounts may each carry one lightweight weapon. The passive mount may take one
  // lightweight passive weapon." No turret: p82 and p83 offer turrets to cars only.
  bike: {
    fairingLeft: { label: 'Left fairing', takes: 'gun', heavy: false, capacity: 1, lightweightOnly: true },
    fairingRight: { label: 'Right fairing', takes: 'gun', heavy: false, capacity: 1, lightweightOnly: true },
    passive: { label: 'Passive', takes: 'passive', heavy: false, capacity: 1, lightweightOnly: true },
  },
};

/** The mounts of a kind, in record-sheet order. */
export const mountsOf = (kind: DesignKind): Mount[] => MOUNTS.filter((m) => MOUNT_RULES[kind][m] !== undefined);

/** How a weapon class counts on a car (p84: "Lightweight weapons can be used on cars, in which
 *  case they are treated as medium weapons"; lightweight passives fill a passive mount). */
const ON_CAR: Record<WeaponClass, 'medium' | 'heavy' | 'passive'> = {
  medium: 'medium',
  heavy: 'heavy',
  lightweight: 'medium',
  passive: 'passive',
  lightweightPassive: 'passive',
};
export const carClass = (t: WeaponType): 'medium' | 'heavy' | 'passive' => ON_CAR[WEAPONS[t].cls];

const hasTurret = (d: Pick<VehicleDesign, 'weapons'>): boolean => d.weapons.some((w) => w.mount === 'turret');

/** Chassis, turret (when anything is mounted in it) and weapons (p80-81). */
export function designCost(d: Pick<VehicleDesign, 'kind' | 'weapons'>): number {
  return VEHICLES[d.kind].cost + (hasTurret(d) ? TURRET.cost : 0) + d.weapons.reduce((a, w) => a + WEAPONS[w.type].cost, 0);
}

/** Turret and weapons in weight points; the chassis weighs nothing against its payload (p80). */
export function designWeight(d: Pick<VehicleDesign, 'weapons'>): number {
  return (hasTurret(d) ? TURRET.weight : 0) + d.weapons.reduce((a, w) => a + WEAPONS[w.type].weight, 0);
}

/** $50,000: written out by hand, so the engine depends on no locale. */
export const dollars = (n: number): string => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

function mountProblems(d: VehicleDesign): DesignProblem[] {
  const out: DesignProblem[] = [];
  const rules = MOUNT_RULES[d.kind];
  const used = new Map<Mount, WeaponType[]>();
  for (const w of d.weapons) {
    const r = rules[w.mount];
    const label = WEAPONS[w.type].label;
    const cls = carClass(w.type);
    if (!r) {
      out.push({ code: 'NO_SUCH_MOUNT', message: `A ${VEHICLES[d.kind].label} has no ${w.mount} mount (p82)`, mount: w.mount });
      continue;
    }
    if (r.takes === 'passive' && cls !== 'passive') out.push({ code: 'NOT_PASSIVE', message: `The ${r.label.toLowerCase()} mount takes passive weapons only, not a ${label.toLowerCase()} (p83)`, mount: w.mount });
    if (r.takes === 'gun' && cls === 'passive') out.push({ code: 'PASSIVE_ON_GUN_MOUNT', message: `A ${label.toLowerCase()} goes on a passive mount, not the ${r.label.toLowerCase()} (p83)`, mount: w.mount });
    const lightweight = WEAPONS[w.type].cls === 'lightweight' || WEAPONS[w.type].cls === 'lightweightPassive';
    if (r.lightweightOnly && !lightweight)
      out.push({ code: 'NOT_LIGHTWEIGHT', message: `Bikes can only take lightweight weapons, not a ${label.toLowerCase()} (p64, p82)`, mount: w.mount });
    else if (cls === 'heavy' && !r.heavy) out.push({ code: 'HEAVY_ON_WING', message: `Heavy weapons may not go on the wings: only hood, roof, side mounts or turret (p82)`, mount: w.mount });
    if (r.noMissiles && w.type === 'missilePod') out.push({ code: 'MISSILE_IN_TURRET', message: 'Turrets may not carry missile pods (p82)', mount: w.mount });
    used.set(w.mount, [...(used.get(w.mount) ?? []), w.type]);
  }
  for (const [m, types] of used) {
    const r = rules[m];
    if (!r) continue;
    if (m === 'turret') {
      // p83: one heavy weapon, or two medium ones (lightweights count as medium, p84).
      const heavy = types.filter((t) => carClass(t) === 'heavy').length;
      if (types.length > TURRET.mediumSlots || (heavy > 0 && types.length > TURRET.heavySlots))
        out.push({ code: 'TURRET_FULL', message: 'A turret holds one heavy weapon or two medium weapons (p83)', mount: m });
    } else if (types.length > r.capacity) {
      out.push({ code: 'MOUNT_TAKEN', message: `The ${r.label.toLowerCase()} mount holds one weapon (p83)`, mount: m });
    }
  }
  return out;
}

/** p82: which links are allowed (designs and custom set-ups both ask this). */
export function linkProblems(d: Pick<VehicleDesign, 'weapons'>): DesignProblem[] {
  const out: DesignProblem[] = [];
  const groups = new Map<string, DesignWeapon[]>();
  for (const w of d.weapons) if (w.link) groups.set(w.link, [...(groups.get(w.link) ?? []), w]);
  for (const [name, ws] of groups) {
    if (ws.length < 2) out.push({ code: 'LINK_ALONE', message: `Link '${name}' joins only one weapon: a link needs two or more (p82)`, mount: ws[0].mount });
    if (ws.some((w) => w.type !== ws[0].type)) out.push({ code: 'LINK_DIFFERENT', message: `Link '${name}': only identical weapons may be linked (p82)`, mount: ws[0].mount });
    const t = ws.find((w) => w.mount === 'turret');
    if (t) out.push({ code: 'LINK_TURRET', message: "Weapons mounted in turrets can't be linked (p82)", mount: t.mount });
  }
  return out;
}

/**
 * Judges a design against the design rules (p80-84), a budget in dollars (null: no limit; the
 * budget pays for the chassis too, see docs/assumptions.md) and a scenario's requirements.
 */
export function validateDesign(d: VehicleDesign, budget: number | null, require: DesignRequirements = {}): DesignCheck {
  const cost = designCost(d);
  const weight = designWeight(d);
  const payload = VEHICLES[d.kind].payload;
  const problems: DesignProblem[] = [];
  if (d.name.trim().length === 0 || d.name.length > NAME_MAX) problems.push({ code: 'BAD_NAME', message: `A design needs a name of 1 to ${NAME_MAX} characters` });
  if (require.kinds && !require.kinds.includes(d.kind))
    problems.push({ code: 'WRONG_KIND', message: `This game needs a ${require.kinds.map((k) => VEHICLES[k].label).join(' or ')} (p88)` });
  if (require.minWeapons && d.weapons.length < require.minWeapons)
    problems.push({ code: 'NO_WEAPON', message: 'This game needs at least one weapon, passive or ordinary (p88)' });
  if (d.driveSkill !== undefined && !(Number.isInteger(d.driveSkill) && d.driveSkill >= 1 && d.driveSkill <= 6))
    problems.push({ code: 'BAD_DRIVE_SKILL', message: 'Drive skill must be a whole number from 1 to 6' });
  problems.push(...mountProblems(d), ...linkProblems(d));
  if (weight > payload) problems.push({ code: 'OVER_PAYLOAD', message: `Weight ${weight} is over the ${VEHICLES[d.kind].label}'s maximum payload of ${payload} (p80)` });
  if (budget !== null && cost > budget) problems.push({ code: 'OVER_BUDGET', message: `Cost ${dollars(cost)} is over the budget of ${dollars(budget)} (p88)` });
  return { ok: problems.length === 0, cost, weight, payload, problems };
}

/**
 * A designed car as a vehicle of a custom set-up (newGame's `vehicles`): any kind a design may
 * be, Interceptors included. The design's drive skill is used when the set-up gives none.
 */
export function designVehicle(d: VehicleDesign, at: Omit<VehicleSetup, 'kind' | 'weapons' | 'name' | 'driveSkill'> & { driveSkill?: number }): VehicleSetup {
  return { ...at, name: d.name, kind: d.kind, driveSkill: at.driveSkill ?? d.driveSkill ?? 3, weapons: d.weapons.map((w) => ({ type: w.type, mount: w.mount, link: w.link ?? null })) };
}

// ---------------------------------------------------------------------------------------
// Design files (the garage's import and export); schema/design.ts reads them (shape only).
// ---------------------------------------------------------------------------------------

export const DESIGN_FILE_FORMAT = 'dark-future-design';
export const DESIGN_FILE_VERSION = 1;

export interface DesignFile {
  format: typeof DESIGN_FILE_FORMAT;
  version: typeof DESIGN_FILE_VERSION;
  design: VehicleDesign;
}

export const designFile = (design: VehicleDesign): DesignFile => ({ format: DESIGN_FILE_FORMAT, version: DESIGN_FILE_VERSION, design });
