// Editing a vehicle design in the garage: pure helpers over the engine's VehicleDesign. Which
// weapon may go on which mount, and which weapons may be linked, is asked of the engine's
// validateDesign (p80-84): a choice is offered only if the engine finds no mount or link problem
// with it. Budget and payload are not mount rules: they show as problems, not hidden choices.
import { MOUNT_RULES, MOUNTS, validateDesign, VEHICLES, WEAPON_TYPES, WEAPONS } from '../engine';
import { WEAPON_SHORT } from './names';
import type { DesignKind, DesignProblemCode, DesignWeapon, Mount, VehicleDesign, WeaponType } from '../engine';

/** Problems that say a weapon may not sit on a mount (p82-83). */
const MOUNT_CODES: DesignProblemCode[] = ['NO_SUCH_MOUNT', 'MOUNT_TAKEN', 'TURRET_FULL', 'HEAVY_ON_WING', 'NOT_PASSIVE', 'PASSIVE_ON_GUN_MOUNT', 'MISSILE_IN_TURRET', 'NOT_LIGHTWEIGHT'];
const LINK_CODES: DesignProblemCode[] = ['LINK_DIFFERENT', 'LINK_TURRET', 'LINK_ALONE'];

export const emptyDesign = (kind: DesignKind = 'renegade'): VehicleDesign => ({ name: `My ${VEHICLES[kind].label}`, kind, weapons: [] });

/** The mounts of the chassis, in record-sheet order (the engine's table). */
export const mountsFor = (kind: DesignKind): Mount[] => MOUNTS.filter((m) => MOUNT_RULES[kind][m] !== undefined);

/** How many weapons a mount holds (the turret's two, p83). */
export const slotsOf = (kind: DesignKind, mount: Mount): number => MOUNT_RULES[kind][mount]?.capacity ?? 0;

const order = (m: Mount): number => MOUNTS.indexOf(m);
const sorted = (ws: DesignWeapon[]): DesignWeapon[] => ws.map((w, i) => ({ w, i })).sort((a, b) => order(a.w.mount) - order(b.w.mount) || a.i - b.i).map((x) => x.w);

/** Index in design.weapons of the slot-th weapon on a mount, or -1. */
export function weaponIndex(d: VehicleDesign, mount: Mount, slot: number): number {
  let n = 0;
  for (let i = 0; i < d.weapons.length; i++) {
    if (d.weapons[i].mount !== mount) continue;
    if (n === slot) return i;
    n++;
  }
  return -1;
}

/** A link left with one weapon means nothing: it is dropped with its partner. */
function tidyLinks(ws: DesignWeapon[]): DesignWeapon[] {
  const count = new Map<string, number>();
  for (const w of ws) if (w.link) count.set(w.link, (count.get(w.link) ?? 0) + 1);
  return ws.map((w) => (w.link && (count.get(w.link) ?? 0) < 2 ? { ...w, link: null } : w));
}

/** Puts `type` in a mount's slot, or empties it (null). */
export function setWeapon(d: VehicleDesign, mount: Mount, slot: number, type: WeaponType | null): VehicleDesign {
  const i = weaponIndex(d, mount, slot);
  const ws = [...d.weapons];
  if (i >= 0 && type === null) ws.splice(i, 1);
  else if (i >= 0 && type !== null) ws[i] = { type, mount, link: ws[i].type === type ? ws[i].link : null };
  else if (type !== null) ws.push({ type, mount, link: null });
  return { ...d, weapons: tidyLinks(sorted(ws)) };
}

/** Would the engine let this weapon sit on its mount of `kind` (no mount problem, p82-84)? */
const fitsOn = (kind: DesignKind, w: DesignWeapon): boolean =>
  !validateDesign({ name: 'x', kind, weapons: [{ ...w, link: null }] }, null).problems.some((p) => MOUNT_CODES.includes(p.code));

/** A new chassis keeps the weapons it can carry where they are (a car's oil layer does not fit a bike, p64). */
export function changeKind(d: VehicleDesign, kind: DesignKind): VehicleDesign {
  // A name still the default follows the chassis ('My Renegade' -> 'My Interceptor').
  const name = d.name === emptyDesign(d.kind).name ? emptyDesign(kind).name : d.name;
  return { ...d, kind, name, weapons: tidyLinks(d.weapons.filter((w) => fitsOn(kind, w))) };
}

/** The weapons the engine allows in this slot, with the design as it is otherwise. */
export function mountOptions(d: VehicleDesign, mount: Mount, slot: number): WeaponType[] {
  const others = { ...d, weapons: d.weapons.filter((_, i) => i !== weaponIndex(d, mount, slot)) };
  return WEAPON_TYPES.filter((type) => {
    // Every weapon is asked: lightweight ones fit cars too (p84), and only they fit bikes (p64).
    const candidate = { ...others, weapons: [...others.weapons.map((w) => ({ ...w, link: null })), { type, mount, link: null }] };
    return !validateDesign(candidate, null).problems.some((p) => p.mount === mount && MOUNT_CODES.includes(p.code));
  });
}

/** All linked weapons of one type share one link (p82: identical weapons fire together). */
export const linkName = (type: WeaponType): string => `${WEAPON_SHORT[type]} link`;

/** May weapon i be linked to some other weapon of the design? Asked of the engine, pair by pair. */
export function linkable(d: VehicleDesign, i: number): boolean {
  const w = d.weapons[i];
  if (!w) return false;
  return d.weapons.some((o, j) => {
    if (j === i || o.type !== w.type) return false;
    const pair = { ...d, weapons: d.weapons.map((x, k) => ({ ...x, link: k === i || k === j ? 'pair' : null })) };
    return !validateDesign(pair, null).problems.some((p) => LINK_CODES.includes(p.code));
  });
}

export function setLinked(d: VehicleDesign, i: number, on: boolean): VehicleDesign {
  return { ...d, weapons: d.weapons.map((w, k) => (k === i ? { ...w, link: on ? linkName(w.type) : null } : w)) };
}

/** '$5,000 · wt 175' for an option. */
export const priceTag = (type: WeaponType): string => `$${WEAPONS[type].cost.toLocaleString('en-US')} · wt ${WEAPONS[type].weight}`;
