// Direct fire (p25-27): targets in the fire corridor, ranges, hit rolls with accuracy and
// tactical factors, weapon jams (p35), linked weapons (p82). The corridor geometry is corridor.ts.
import { boardOf, corridorOf, inCorridor, MOUNT_CORRIDOR, regionPieces, sight, smokeOnShot, type Board, type Corridor, type Sighting } from '../core/corridor';
import { d6, emit, findVehicle, inPlay, readVehicle, type Ctx } from '../core/ctx';
import { applyHit } from './damage';
import { isPassive, WEAPONS } from '../data/weapons';
import { vehiclePose, type Pt } from '../geometry';
import { dividers, headingDir, isOnGrid, lanesInCommon, sectionAt, sectionIndices, strip } from '../grid';
import { convexHull, dot, EPS, piecesOverlap, rightOf, sub, unit } from '../polygon';
import type { Facing, GameState, Rule, VehicleState, WeaponState, Zone } from '../types';
import { LANES } from '../types';

export interface TargetInfo {
  target: string;
  range: number;
  countedRange: number;
  inRange: boolean;
  /** Every target the weapon may fire at: equally close ones (p25), or a turret's choice (p27). */
  candidates: string[];
}

export interface HitModifier {
  label: string;
  value: number;
  rule: string;
}

/** Tactical factors (p26), the smoke limit (p30) and bike targets (p64), in one place. */
export const TACTICAL = {
  hood: 1,
  turret: 1,
  smokeEach: -1,
  smokeMax: 3,
  /** Firer or target travelling at this speed or faster (p26: 81 mph). */
  fastFrom: 81,
  fast: -1,
  bikeOneLane: -2,
  bikeTwoLanes: -1,
} as const;

/** Ranges beyond six spaces but within the weapon's range count as six (p25). */
export const MAX_COUNTED_RANGE = 6;

const weaponOf = (v: VehicleState, id: string): WeaponState | undefined => v.weapons.find((w) => w.id === id);

/** ASSUMPTION (p64): a bike that has fallen over (a wreck or rolled) is no target for fixed mounts and blocks nothing. */
const fallenBike = (v: VehicleState): boolean => v.kind === 'bike' && (v.wreck || v.rolled);

interface Shooter {
  b: Board;
  v: VehicleState;
  w: WeaponState;
  c: Corridor;
}

function setup(s: GameState, vid: string, weaponId: string): Shooter | null {
  const v = readVehicle(s, vid);
  const w = v ? weaponOf(v, weaponId) : undefined;
  if (!v || !w || isPassive(w.type)) return null;
  const b = boardOf(s);
  const c = corridorOf(b, v, w.mount);
  return c ? { b, v, w, c } : null;
}

/** The corridor as lane strips, for drawing (p25). Ruler corridors give every lane space they cross. */
export function fireCorridor(s: GameState, vid: string, weaponId: string): Zone {
  const x = setup(s, vid, weaponId);
  if (!x || x.c.kind === 'turret') return [];
  if (x.c.kind === 'grid') return x.c.zone;
  if (x.c.length <= 0) return [];
  const band = x.c.poly;
  const out: Zone = [];
  for (const i of sectionIndices(s.track)) {
    if (!piecesOverlap(regionPieces(x.b, 1, LANES, i * 60, i * 60 + 60), [band])) continue;
    for (let lane = 1; lane <= LANES; lane++) {
      const ds = dividers(s.track, i, lane);
      for (let k = 0; k < ds.length - 1; k++) {
        if (piecesOverlap(regionPieces(x.b, lane, lane, ds[k], ds[k + 1]), [band])) out.push(strip(lane, lane, ds[k], ds[k + 1]));
      }
    }
  }
  return out;
}

/** The corridor as one polygon in track centimetres (the range ruler, p25); null for turrets and passives. */
export function fireCorridorPolygon(s: GameState, vid: string, weaponId: string): Pt[] | null {
  const x = setup(s, vid, weaponId);
  if (!x || x.c.kind === 'turret') return null;
  if (x.c.kind === 'ruler') return x.c.length > 0 ? x.c.poly : null;
  const z = x.c.zone[0];
  return z ? convexHull(regionPieces(x.b, z.laneFrom, z.laneTo, z.t0, z.t1).flat()) : null;
}

/** Where the range ruler is laid when a weapon's corridor is a ruler band (curves, angled cars, p25): its start edge and direction, for the board to draw. */
export interface RulerBand { p0: Pt; p1: Pt; d: Pt }

export function rulerBand(s: GameState, vid: string, weaponId: string): RulerBand | null {
  const v = s.vehicles.find((x) => x.id === vid);
  const w = v?.weapons.find((x) => x.id === weaponId);
  const c = v && w ? corridorOf(boardOf(s), v, w.mount) : null;
  return c?.kind === 'ruler' ? { p0: c.p0, p1: c.p1, d: c.d } : null;
}

/** The vehicles a weapon may fire at if they are in its corridor (fixed mounts: friend or foe; turrets: enemies, p27). */
function mayTarget(x: Shooter, o: VehicleState): boolean {
  if (o.id === x.v.id || !inPlay(o)) return false;
  return x.c.kind === 'turret' ? o.side !== x.v.side : !fallenBike(o);
}

/** Everything the weapon could fire at, closest first. */
function sightings(x: Shooter): Sighting[] {
  const { b, v, c } = x;
  const seen: Sighting[] = [];
  for (const o of b.s.vehicles) {
    const at = mayTarget(x, o) ? sight(b, c, v, o) : null;
    if (at) seen.push(at);
  }
  return seen.sort((p, q) => p.dist - q.dist || p.target.localeCompare(q.target));
}

/** The targets a shot may go at: the closest in the corridor (p25), or the turret's pick (p27). */
function candidatesOf(x: Shooter): Sighting[] {
  const all = sightings(x);
  if (all.length === 0) return [];
  // ASSUMPTION (p25): vehicles equally close in a fixed corridor are all "the closest"; the player picks.
  if (x.c.kind !== 'turret') return all.filter((o) => o.dist <= all[0].dist + EPS);
  // Turrets measure in spaces; at equal range they pick a target to the rear, then the player chooses (p27).
  const near = all.filter((o) => o.range === all[0].range);
  const rear = near.filter((o) => o.rear);
  return rear.length > 0 ? rear : near;
}

function info(x: Shooter, o: Sighting, candidates: string[]): TargetInfo {
  const inRange = o.range <= WEAPONS[x.w.type].range;
  return { target: o.target, range: o.range, countedRange: inRange ? Math.min(o.range, MAX_COUNTED_RANGE) : o.range, inRange, candidates };
}

/** The vehicles this weapon may legally be fired at now. */
export function legalTargets(s: GameState, vid: string, weaponId: string): string[] {
  const x = setup(s, vid, weaponId);
  return x ? candidatesOf(x).map((o) => o.target) : [];
}

/** Is anything in this weapon's corridor, i.e. does eligibleTarget find a target? Stops at the first one it sees. */
export function hasTarget(s: GameState, vid: string, weaponId: string): boolean {
  const x = setup(s, vid, weaponId);
  if (!x) return false;
  for (const o of x.b.s.vehicles) if (mayTarget(x, o) && inCorridor(x.b, x.c, x.v, o)) return true;
  return false;
}

/** The target all fire must go at (p25), with its range; null when nothing is in the corridor. */
export function eligibleTarget(s: GameState, vid: string, weaponId: string): TargetInfo | null {
  const x = setup(s, vid, weaponId);
  if (!x) return null;
  const c = candidatesOf(x);
  return c.length > 0 ? info(x, c[0], c.map((o) => o.target)) : null;
}

/** Range and counted range to one legal target (null when the rules do not allow that target). */
export function targetInfo(s: GameState, vid: string, weaponId: string, target: string): TargetInfo | null {
  const x = setup(s, vid, weaponId);
  if (!x) return null;
  const c = candidatesOf(x);
  const o = c.find((y) => y.target === target);
  return o ? info(x, o, c.map((y) => y.target)) : null;
}

/** Accuracy and tactical factors for a shot (p26), smoke (p30-31), bike targets (p64), damage (p35). */
export function hitModifiers(s: GameState, vid: string, weaponId: string, target: string): HitModifier[] {
  const x = setup(s, vid, weaponId);
  const t = readVehicle(s, target);
  if (!x || !t) return [];
  const { b, v, w, c } = x;
  const out: HitModifier[] = [{ label: `${WEAPONS[w.type].label} accuracy`, value: WEAPONS[w.type].accuracy, rule: 'p26' }];
  if (w.accuracyPenalty > 0) out.push({ label: 'damaged weapon', value: -w.accuracyPenalty, rule: 'p35' });
  if (w.mount === 'hood') out.push({ label: 'hood-mounted weapon', value: TACTICAL.hood, rule: 'p26' });
  if (w.mount === 'turret') out.push({ label: 'turret-mounted weapon', value: TACTICAL.turret, rule: 'p26' });
  const smoke = smokeOnShot(b, c, v, t);
  // Smoke under the firer counts once however many markers lie there (p31).
  const under = Math.min(1, smoke.underFirer.length);
  const n = Math.min(TACTICAL.smokeMax, smoke.between.length + under);
  if (n > 0) {
    const parts = [smoke.between.length > 0 ? `${smoke.between.length} in the fire corridor` : '', under > 0 ? `${smoke.underFirer.length} under the firer` : ''].filter(Boolean);
    out.push({ label: `smoke: ${parts.join(', ')}`, value: n * TACTICAL.smokeEach, rule: smoke.underFirer.length >= 2 ? 'p31' : 'p30' });
  }
  if (v.speed >= TACTICAL.fastFrom) out.push({ label: 'firer at 81 mph or faster', value: TACTICAL.fast, rule: 'p26' });
  if (t.speed >= TACTICAL.fastFrom) out.push({ label: 'target at 81 mph or faster', value: TACTICAL.fast, rule: 'p26' });
  if (t.kind === 'bike') {
    const o = sight(b, c, v, t);
    if (o && o.lanesIn === 1) out.push({ label: 'bike with one lane in the corridor', value: TACTICAL.bikeOneLane, rule: 'p64' });
    else if (o && o.lanesIn >= 2) out.push({ label: 'bike target', value: TACTICAL.bikeTwoLanes, rule: 'p64' });
  }
  return out;
}

/**
 * May range, ruler and hit chance be shown before the shot is fired? Not when the game keeps p22:
 * "Once they've started checking the range and fire corridor, the driver is committed to firing"
 * (the option measureOnlyWhenCommitted, data/options.ts). The UI and the board ask this.
 */
export function mayMeasure(s: GameState): boolean {
  return !s.options.measureOnlyWhenCommitted;
}

/** Chance that the die clears a jam first (p35). */
function jamChance(w: WeaponState): number {
  return w.status === 'damaged' ? 1 / 2 : w.status === 'jammed' ? 1 / 6 : 1;
}

/**
 * The exact chance that firing now hits `target`: the weapon must clear any jam (p35), the die
 * must not be a natural 1, and die + modifiers must reach the counted range (p26); 0 out of range.
 */
export function hitChance(s: GameState, vid: string, weaponId: string, target: string): number {
  const v = readVehicle(s, vid);
  const w = v ? weaponOf(v, weaponId) : undefined;
  const ti = targetInfo(s, vid, weaponId, target);
  if (!w || !ti || !ti.inRange || !canShoot(s, vid, weaponId)) return 0;
  const m = hitModifiers(s, vid, weaponId, target).reduce((a, x) => a + x.value, 0);
  let n = 0;
  for (let d = 2; d <= 6; d++) if (d + m >= ti.countedRange) n++;
  return (n / 6) * jamChance(w);
}

/** May this weapon be fired now (p34-35, p83)? Damaged and jammed weapons may be tried: they roll. */
export function canShoot(s: GameState, vid: string, weaponId: string): boolean {
  const v = readVehicle(s, vid);
  const w = v ? weaponOf(v, weaponId) : undefined;
  if (!v || !w || !inPlay(v) || v.noDriver || v.terminal) return false;
  if (isPassive(w.type) || MOUNT_CORRIDOR[w.mount] === null) return false;
  if (w.status === 'destroyed' || w.status === 'linkSevered' || w.ammo === 0) return false;
  if (WEAPONS[w.type].laser && (w.firedThisTurn || (v.lasersOff && !v.laserLastShot))) return false;
  if (w.mount === 'turret' && v.turretOff) return false;
  if (w.type === 'missilePod' && v.guidanceOff) return false;
  return true;
}

/**
 * The facing a shot hits (p32): cars on straights sharing a lane are hit front or rear; a car
 * turned 90 degrees on the side facing the firer; anything else (45 degrees, curves, no lane in
 * common) is oblique, which the damage roll settles.
 */
export function targetFacing(s: GameState, firerId: string, targetId: string): Facing | 'oblique' {
  const f = readVehicle(s, firerId);
  const t = readVehicle(s, targetId);
  if (!f || !t) return 'oblique';
  if (t.heading === 2 || t.heading === 6) {
    const b = boardOf(s);
    const pt = vehiclePose(s.track, b.poses, t.cell, t.heading);
    const pf = vehiclePose(s.track, b.poses, f.cell, f.heading);
    return dot(sub(pf, pt), rightOf(pt.a)) > 0 ? 'right' : 'left';
  }
  const straight = (v: VehicleState): boolean => sectionAt(s.track, v.cell.t0)?.kind === 'straight';
  if (isOnGrid(f.heading) && isOnGrid(t.heading) && straight(f) && straight(t) && lanesInCommon(f.cell, t.cell) > 0) {
    const travel = t.cell.t0 > f.cell.t0 ? 1 : -1;
    return headingDir(t.heading) === travel ? 'rear' : 'front';
  }
  return 'oblique';
}

function note(ctx: Ctx, vid: string, text: string, rule: Rule): void {
  emit(ctx, { type: 'note', vehicle: vid, text, rule, dice: [] });
}

/** One weapon's shot: jam roll (p35), ammunition, hit roll (p26), damage (p28). */
function fireOne(ctx: Ctx, v: VehicleState, w: WeaponState, target: string | null): void {
  if (w.status === 'damaged' || w.status === 'jammed') {
    const d = d6(ctx);
    const works = w.status === 'damaged' ? d % 2 === 0 : d === 6;
    emit(ctx, { type: 'jam', vehicle: v.id, weapon: w.id, fired: works, rule: 'p35', dice: [d] });
    if (!works) return;
    if (w.status === 'jammed') w.status = 'ok';
  }
  const p = WEAPONS[w.type];
  if (w.ammo !== null) w.ammo = Math.max(0, w.ammo - 1);
  if (p.laser) w.firedThisTurn = true;
  const ti = target === null ? null : targetInfo(ctx.s, v.id, w.id, target);
  if (!ti) {
    note(ctx, v.id, `${p.label} fired with no target in its corridor`, 'p82');
    return;
  }
  const mods = hitModifiers(ctx.s, v.id, w.id, ti.target);
  const sum = mods.reduce((a, m) => a + m.value, 0);
  const base = { type: 'shot' as const, vehicle: v.id, weapon: w.id, target: ti.target, range: ti.range, countedRange: ti.countedRange, modifiers: mods.map((m) => ({ label: m.label, value: m.value })) };
  if (!ti.inRange) {
    // Beyond the weapon's range the shot is still fired and the ammunition wasted (p25).
    emit(ctx, { ...base, total: sum, hit: false, natural1: false, outOfRange: true, rule: 'p25', dice: [] });
    return;
  }
  const d = d6(ctx);
  const hit = d !== 1 && d + sum >= ti.countedRange;
  emit(ctx, { ...base, total: d + sum, hit, natural1: d === 1, outOfRange: false, rule: 'p26', dice: [d] });
  if (!hit) return;
  const facing = targetFacing(ctx.s, v.id, ti.target);
  applyHit(ctx, ti.target, { damage: p.damage, he: p.he, source: p.label, facing, rule: 'p28', by: v.id, ...(facing === 'oblique' ? obliqueSides(ctx.s, v.id, ti.target) : {}) });
}

/** For an oblique hit, the end and the side of the target that face the firer (p32). */
export function obliqueSides(s: GameState, firerId: string, targetId: string): { obliqueFrontRear: 'front' | 'rear'; obliqueSide: 'left' | 'right' } {
  const f = readVehicle(s, firerId);
  const t = readVehicle(s, targetId);
  if (!f || !t) return { obliqueFrontRear: 'front', obliqueSide: 'left' };
  const b = boardOf(s);
  const pt = vehiclePose(s.track, b.poses, t.cell, t.heading);
  const rel = sub(vehiclePose(s.track, b.poses, f.cell, f.heading), pt);
  return { obliqueFrontRear: dot(rel, unit(pt.a)) >= 0 ? 'front' : 'rear', obliqueSide: dot(rel, rightOf(pt.a)) > 0 ? 'right' : 'left' };
}

/**
 * The weapons one shoot action fires: one weapon, or the pair of turret-mounted weapons together
 * (p17: "any one vehicle-mounted weapon ... or a pair of turret-mounted weapons"; a turret aims
 * both at its one target, p27) unless one is fired `alone`, or every weapon linked to it (p82:
 * "the driver has no choice").
 */
export function fireGroup(v: VehicleState, w: WeaponState, alone = false): WeaponState[] {
  if (w.mount === 'turret' && alone) return [w];
  if (w.mount === 'turret') return [w, ...v.weapons.filter((o) => o !== w && o.mount === 'turret' && !isPassive(o.type))];
  if (w.link === null) return [w];
  return [w, ...v.weapons.filter((o) => o !== w && o.link === w.link && o.type === w.type)];
}

/**
 * Fires a weapon at a legal target (legalTargets), with the rest of its group (fireGroup), each
 * shot resolved before the next (p82); a linked weapon that cannot see the chosen target fires at
 * the closest one in its own corridor. A group member that cannot fire now (empty, destroyed, a
 * laser already fired) is skipped. Bad input changes nothing and leaves a note.
 */
export function fire(ctx: Ctx, vid: string, weaponId: string, target: string, alone = false): void {
  const v = findVehicle(ctx.s, vid);
  const w = v ? weaponOf(v, weaponId) : undefined;
  if (!v || !w || !canShoot(ctx.s, vid, weaponId)) {
    note(ctx, vid, 'that weapon cannot fire now', 'p35');
    return;
  }
  if (!legalTargets(ctx.s, vid, weaponId).includes(target)) {
    note(ctx, vid, 'that vehicle is not the target the rules allow (the closest in the fire corridor)', 'p25');
    return;
  }
  // A disabled engine's lasers each keep the one shot stored in them (p34): `laserLastShot` lasts
  // the turn and every laser's own once-per-turn flag spends it (docs/assumptions.md).
  for (const x of fireGroup(v, w, alone)) {
    if (!canShoot(ctx.s, vid, x.id)) continue;
    const legal = legalTargets(ctx.s, vid, x.id);
    const tid = legal.includes(target) ? target : (legal[0] ?? null);
    fireOne(ctx, v, x, tid);
  }
}
