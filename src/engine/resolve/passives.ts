// Passive weapons (p22-24) and passive damage (p30-31): laying markers behind the car, dummies,
// tail-gating, lock-on, and what happens to a vehicle that runs into markers.
import { d6, emit, findVehicle, inPlay, newId, writableMarker, type Ctx } from '../core/ctx';
import { applyHit, criticalHit } from './damage';
import { lowerCharacteristic } from './characteristics';
import { SAFETY_LIMITS } from '../data/tables';
import { isPassive, WEAPONS } from '../data/weapons';
import { cellBehind, footprint, headingDir, markerZone, overlapsFootprint, sectionAt, zonesOverlap } from '../grid';
import type { HazardItem } from './hazards';
import type { Cell, GameState, Marker, MoveKind, PassiveKind, VehicleState, WeaponState, Zone } from '../types';

/** The weapon id that asks for a dummy marker from the car's passive weapon (p22). */
export const DUMMY = 'dummy';

/** Passive damage (p30-31) in one place. */
export const PASSIVE = {
  /** A pattern mine hit is one hit at +3 (p30). */
  mineDamage: 3,
  /** Spikes do nothing to vehicles at this speed or slower (p30). */
  spikeImmuneUpTo: 20,
  /** The layer's die that gives a wheel critical at 0 damage (p30). */
  spikeCritical: 6,
  /** Oil can lower handling by two points at most (p30). */
  maxOilHits: 2,
  /**
   * p31 "Oil: treat as two hits": two oil markers hit together cost two points of handling and
   * make two oil hazard rolls, both last (p30), the second at 30 mph if the first panic braked;
   * the same table gives two mines and two smoke markers one roll each.
   */
  oilPairHazards: 2,
} as const;

/** Moves that are straight ahead for p31's double hits (with or without a speed change). */
const STRAIGHT_AHEAD: MoveKind[] = ['straight', 'accelerate', 'brake'];

export type LayOutcome = 'laid' | 'failed' | 'jammed' | 'illegal';

const weaponOf = (v: VehicleState, id: string): WeaponState | undefined => v.weapons.find((w) => w.id === id);
const usable = (w: WeaponState): boolean => w.status === 'ok' || w.status === 'damaged' || w.status === 'jammed';
const kindOf = (w: WeaponState): PassiveKind | undefined => WEAPONS[w.type].passive;

/** The weapon a dummy pretends to come from: the first working passive weapon (p22). */
function dummySource(v: VehicleState): WeaponState | undefined {
  return v.weapons.find((w) => isPassive(w.type) && usable(w));
}

function resolveWeapon(v: VehicleState, weaponId: string, dummy: boolean): { w: WeaponState; dummy: boolean } | null {
  const asDummy = dummy || weaponId === DUMMY;
  const w = weaponId === DUMMY ? dummySource(v) : weaponOf(v, weaponId);
  if (!w || !isPassive(w.type) || !usable(w)) return null;
  if (asDummy ? v.dummies <= 0 : (w.ammo ?? 0) <= 0) return null;
  return { w, dummy: asDummy };
}

/**
 * Where the marker goes: the two lanes immediately behind the car (p22). ASSUMPTION: a car turned
 * 90 degrees has no "behind" on the grid and lays nothing; at 45 or 135 degrees the space behind
 * along its line of travel is used.
 */
export function layingCell(s: GameState, v: VehicleState): Cell | null {
  if (v.heading === 2 || v.heading === 6) return null;
  return cellBehind(s.track, v.cell, headingDir(v.heading));
}

/**
 * May the driver lay this passive (or, with `dummy` or the id 'dummy', a dummy) now? Only in phases
 * where the car moves, except smoke, which stationary and slow cars may always lay (p22-23);
 * stationary bikes lay nothing (p64). Dummies need a passive weapon on the car (p22).
 */
export function canLay(s: GameState, vid: string, weaponId: string, moving: boolean, dummy = false): boolean {
  const v = findVehicle(s, vid);
  if (!v || !inPlay(v) || v.terminal || v.noDriver) return false;
  const r = resolveWeapon(v, weaponId, dummy);
  if (!r) return false;
  if (!moving && (v.kind === 'bike' || r.dummy || kindOf(r.w) !== 'smoke')) return false;
  return layingCell(s, v) !== null;
}

/**
 * Lays a marker behind the car (p22). A damaged weapon must pass its jam roll, even for a dummy
 * (p35). When a vehicle sits in the cell behind, all but smoke roll: odd scatters the shot, even
 * lays it under the tail-gater, who tests after its next move (p23). Dummies stay secret: the
 * event carries the flag for the UI to hide.
 */
export function layPassive(ctx: Ctx, vid: string, weaponId: string, dummy: boolean, locked = false): LayOutcome {
  const s = ctx.s;
  const v = findVehicle(s, vid);
  const r = v ? resolveWeapon(v, weaponId, dummy) : null;
  const cell = v ? layingCell(s, v) : null;
  if (!v || !r || !cell) {
    emit(ctx, { type: 'passiveFailed', vehicle: vid, weapon: weaponId, reason: 'that passive cannot be laid now', rule: 'p22', dice: [] });
    return 'illegal';
  }
  const { w } = r;
  const kind = kindOf(w) as PassiveKind;
  if (w.status === 'damaged' || w.status === 'jammed') {
    const d = d6(ctx);
    const works = w.status === 'damaged' ? d % 2 === 0 : d === 6;
    emit(ctx, { type: 'jam', vehicle: vid, weapon: w.id, fired: works, rule: 'p35', dice: [d] });
    if (!works) return 'jammed';
    if (w.status === 'jammed') w.status = 'ok';
  }
  if (r.dummy) v.dummies -= 1;
  else if (w.ammo !== null) w.ammo -= 1;
  // Laid face down (everything but real smoke, p22), it is a secret until turned over, even if
  // the shot scatters (p23): the ledger lets the others' sheets put it back.
  if (r.dummy || kind !== 'smoke') {
    const u = (v.unrevealed ??= { dummies: 0, ammo: {} });
    if (r.dummy) u.dummies += 1;
    else u.ammo[w.id] = (u.ammo[w.id] ?? 0) + 1;
  }
  let under: string | null = null;
  const dice: number[] = [];
  // Every face-down marker (a dummy is always one, p22) rolls when tail-gated, so the roll gives
  // nothing away; only real smoke, laid face up, needs none (p23).
  if (kind !== 'smoke' || r.dummy) {
    const tail = s.vehicles.find((o) => o.id !== vid && inPlay(o) && zonesOverlap(markerZone(cell), footprint(o.cell, o.heading)));
    if (tail) {
      const d = d6(ctx);
      dice.push(d);
      if (d % 2 === 1) {
        emit(ctx, { type: 'passiveFailed', vehicle: vid, weapon: w.id, reason: `tail-gated by ${tail.name}: the shot scattered`, rule: 'p23', dice });
        return 'failed';
      }
      under = tail.id;
    }
  }
  const id = newId(s, 'm');
  const faceUp = kind === 'smoke' && !r.dummy;
  // Two literals, not a conditional spread (which missed V8's fast path): a dummy names no weapon.
  const m: Marker = r.dummy
    ? { id, kind, dummy: true, faceUp, owner: vid, cell: { ...cell }, underVehicle: under }
    : { id, kind, dummy: false, faceUp, owner: vid, weapon: w.id, cell: { ...cell }, underVehicle: under };
  s.markers.push(m);
  emit(ctx, { type: 'passiveLaid', vehicle: vid, marker: m.id, cell: m.cell, kind, dummy: r.dummy, locked, rule: under ? 'p23' : 'p22', dice });
  return 'laid';
}

function lockOff(ctx: Ctx, v: VehicleState, w: WeaponState): void {
  if (!w.lockedOn) return;
  w.lockedOn = false;
  emit(ctx, { type: 'lockOn', vehicle: v.id, weapon: w.id, on: false, rule: 'p23', dice: [] });
}

/** The other passives linked to this one (p82): laid with it, one marker on top of the other (p23). */
function linkedPartners(v: VehicleState, w: WeaponState): WeaponState[] {
  return w.link === null ? [] : v.weapons.filter((o) => o !== w && o.link === w.link && o.type === w.type);
}

/** Is this passive the one a linked group's shoot action is named by (p82): its first layer that can still lay, else its first? */
export function namesLinkedGroup(v: VehicleState, w: WeaponState): boolean {
  // An unlinked layer is a group of one, named by itself (legality asks this for every passive).
  if (w.link === null) return true;
  const partners = linkedPartners(v, w);
  const group = v.weapons.filter((o) => o === w || partners.includes(o));
  return (group.find((o) => usable(o) && (o.ammo ?? 0) > 0) ?? group[0]) === w;
}

/**
 * A 'shoot passive' action (p22-23), with every passive linked to the weapon (p82): each is laid,
 * jam and tail-gating rolls its own, in the same space. A dummy from a linked pair is as many
 * dummies, so it looks like the real thing (docs/assumptions.md). A partner that cannot lay
 * (empty, destroyed, no dummy left) is skipped.
 */
export function shootPassive(ctx: Ctx, vid: string, weaponId: string, dummy: boolean, lockOn = false): LayOutcome {
  const out = shootOnePassive(ctx, vid, weaponId, dummy, lockOn);
  const v = findVehicle(ctx.s, vid);
  const w = v ? weaponOf(v, weaponId) : undefined;
  // A partner lays (or a dummy pretends it lays) only if it could lay for real: dummies must not give the pair away.
  if (v && w) for (const o of linkedPartners(v, w)) if (resolveWeapon(v, o.id, false) && resolveWeapon(v, o.id, dummy)) shootOnePassive(ctx, vid, o.id, dummy, lockOn);
  return out;
}

/** One passive weapon's shot. With lockOn an oil or smoke layer keeps laying after every move until switched off; the first marker goes down now. */
function shootOnePassive(ctx: Ctx, vid: string, weaponId: string, dummy: boolean, lockOn: boolean): LayOutcome {
  const v = findVehicle(ctx.s, vid);
  const w = v ? weaponOf(v, weaponId) : undefined;
  const lockable = !!v && !!w && !dummy && weaponId !== DUMMY && (kindOf(w) === 'oil' || kindOf(w) === 'smoke');
  const out = layPassive(ctx, vid, weaponId, dummy, lockOn && lockable);
  if (lockOn && lockable && v && w && (out === 'laid' || out === 'failed') && (w.ammo ?? 0) > 0 && !w.lockedOn) {
    w.lockedOn = true;
    emit(ctx, { type: 'lockOn', vehicle: vid, weapon: w.id, on: true, rule: 'p23', dice: [] });
  }
  return out;
}

/**
 * Locked-on layers after each of the car's moves (p23), called by the turn engine after the move's
 * damage and hazards. A spinning car disperses the load (ammunition -1, no marker); oil turns itself
 * off on a stationary car; an empty or broken layer switches off. A switch-off action must be
 * applied (switchOff) before this is called for the move it completes.
 */
export function lockedOnDeploy(ctx: Ctx, vid: string, spun: boolean): void {
  const v = findVehicle(ctx.s, vid);
  if (!v) return;
  for (const w of v.weapons.filter((x) => x.lockedOn)) {
    if (!inPlay(v) || v.terminal || !usable(w) || (w.ammo ?? 0) <= 0 || (kindOf(w) === 'oil' && v.speed === 0)) {
      lockOff(ctx, v, w);
      continue;
    }
    if (spun) {
      if (w.ammo !== null) w.ammo -= 1;
      emit(ctx, { type: 'passiveFailed', vehicle: vid, weapon: w.id, reason: 'dispersed: the car spun', rule: 'p23', dice: [] });
    } else {
      layPassive(ctx, vid, w.id, false, true);
    }
    if ((w.ammo ?? 0) <= 0) lockOff(ctx, v, w);
  }
}

/** A completed switch-off action: the layer stops, no marker, no ammunition (p23). */
export function switchOff(ctx: Ctx, vid: string, weaponId: string): boolean {
  const v = findVehicle(ctx.s, vid);
  const w = v ? weaponOf(v, weaponId) : undefined;
  if (!v || !w || !w.lockedOn) return false;
  for (const x of [w, ...linkedPartners(v, w)]) lockOff(ctx, v, x);
  return true;
}

/** Markers whose cell meets a zone (p24: hits are judged by contact zones). */
export function markersIn(s: GameState, zone: Zone): Marker[] {
  // A marker's zone is its cell's footprint on the grid (markerZone): asked without building it.
  return s.markers.filter((m) => overlapsFootprint(zone, m.cell, 0));
}

/** Identical markers hit in one straight-ahead move pair up (p31); otherwise each hit stands alone. */
function batches(ms: Marker[], paired: boolean): Marker[][] {
  if (!paired) return ms.map((m) => [m]);
  const out: Marker[][] = [];
  for (let i = 0; i < ms.length; i += 2) out.push(ms.slice(i, i + 2));
  return out;
}

function removeMarker(ctx: Ctx, m: Marker, reason: string, rule: 'p22' | 'p30'): void {
  ctx.s.markers = ctx.s.markers.filter((x) => x.id !== m.id);
  emit(ctx, { type: 'markerRemoved', marker: m.id, reason, rule, dice: [] });
}

/** A marker turned over (p22): the others now know what it was, so their sheets stop putting it back. */
function revealedFromStock(s: GameState, m: Marker): void {
  const u = findVehicle(s, m.owner)?.unrevealed;
  if (!u) return;
  if (m.dummy) u.dummies = Math.max(0, u.dummies - 1);
  else if (m.weapon !== undefined && (u.ammo[m.weapon] ?? 0) > 0) u.ammo[m.weapon] -= 1;
}

/**
 * A vehicle has run into markers (p24). Face-down markers turn over, dummies go; then damage
 * (mines, spikes) and oil's handling loss (p30), pairs of identical markers after a straight-ahead
 * move as p31's table says. Returns the hazards for the turn engine to roll with the move's own.
 * Straight-ahead moves are 'straight', 'accelerate' and 'brake'; oil's 60 mph limit needs a
 * 'straight' one, with neither brake nor accelerate, on a straight section (p30).
 */
export function resolveMarkerHits(ctx: Ctx, vid: string, markerIds: string[], move: MoveKind): HazardItem[] {
  const s = ctx.s;
  const v = findVehicle(s, vid);
  // Turned over or freed from under a tail-gater below: copies this apply may write (ctx.ts).
  const hit = [...new Set(markerIds)].map((id) => s.markers.find((m) => m.id === id)).filter((m): m is Marker => !!m).map((m) => writableMarker(ctx, m));
  for (const m of hit) {
    if (!m.faceUp) {
      m.faceUp = true;
      revealedFromStock(s, m);
      emit(ctx, { type: 'markerRevealed', marker: m.id, kind: m.kind, dummy: m.dummy, by: vid, rule: 'p22', dice: [] });
    }
    if (m.underVehicle === vid) m.underVehicle = null;
  }
  for (const m of hit.filter((x) => x.dummy)) removeMarker(ctx, m, 'a dummy', 'p22');
  if (!v || !inPlay(v)) return [];
  const paired = STRAIGHT_AHEAD.includes(move);
  const of = (k: PassiveKind): Marker[][] => batches(hit.filter((m) => !m.dummy && m.kind === k), paired);
  const items: HazardItem[] = [];

  for (const b of of('mines')) {
    for (const m of b) {
      applyHit(ctx, vid, { damage: PASSIVE.mineDamage, he: false, source: 'pattern mines', facing: 'floor', rule: 'p30', by: m.owner });
      removeMarker(ctx, m, 'the pattern exploded', 'p30');
    }
    items.push(b.length === 2 ? { limit: SAFETY_LIMITS.minesDouble, cause: 'two pattern mines', rule: 'p31', kind: 'mines' } : { limit: SAFETY_LIMITS.mines, cause: 'pattern mines', rule: 'p30', kind: 'mines' });
  }

  for (const b of of('spikes')) {
    const rule = b.length === 2 ? 'p31' : 'p30';
    if (v.speed <= PASSIVE.spikeImmuneUpTo) {
      emit(ctx, { type: 'spikes', vehicle: vid, effect: `immune at ${PASSIVE.spikeImmuneUpTo} mph or less`, rule, dice: [] });
      continue;
    }
    const d = d6(ctx);
    const crit = d >= PASSIVE.spikeCritical;
    emit(ctx, { type: 'spikes', vehicle: vid, effect: crit ? 'wheel critical at 0 damage' : 'no effect', rule, dice: [d] });
    if (crit) criticalHit(ctx, vid, 'floor', 0, { location: 'wheels' });
  }

  const curve = sectionAt(s.track, v.cell.t0)?.kind !== 'straight';
  const straightRun = move === 'straight' && !curve;
  const oilLimit = straightRun ? SAFETY_LIMITS.oilStraight : SAFETY_LIMITS.oilOther;
  // p64: a bike off a straight run tests oil with its reduced handling (the 30 mph test).
  const oilKind = straightRun ? 'oil' : 'oilOffStraight';
  for (const b of of('oil')) {
    for (let i = 0; i < b.length; i++) {
      const loss = v.oilHits < PASSIVE.maxOilHits && v.handling > 0 ? 1 : 0;
      v.oilHits += 1;
      emit(ctx, { type: 'oilHit', vehicle: vid, handlingLoss: loss, rule: 'p30', dice: [] });
      // Through the one characteristic update, so handling 0 loses control at once (p40).
      lowerCharacteristic(ctx, v, 'handling', loss, 'oil on the tyres', 'p30');
    }
    const n = b.length === 2 ? PASSIVE.oilPairHazards : 1;
    for (let i = 0; i < n; i++) items.push({ limit: oilLimit, cause: b.length === 2 ? 'two oil slicks' : 'oil', rule: b.length === 2 ? 'p31' : 'p30', oil: true, kind: oilKind });
  }

  for (const b of of('smoke')) {
    items.push({ limit: SAFETY_LIMITS.smoke, cause: b.length === 2 ? 'two smoke markers' : 'smoke', rule: b.length === 2 ? 'p31' : 'p30', kind: 'smoke' });
  }
  return items;
}
