// The copy `apply` hands the rules (issue 13: "copying only what a command changes"). The
// generic deep copy (clone.ts) cost a third of a random game's time, most of it in objects no
// rule writes into. This copy makes new containers for everything the rules change in place and
// shares the rest with the argument:
// - shared, never written in place (a rule replaces them whole): the players and the rules
//   options (written once, by newGame), a vehicle's cell, levelsLeft,
//   limbs, criticals and spin; the track's sections and origin; road hazards; markers, which a
//   rule writes only through `ownMarker` (ctx.ts), the write barrier that copies one first.
// - shared until looked up: each vehicle. A rule gets the vehicle it changes from `vehicle`,
//   `findVehicle` or `writableVehicle` (ctx.ts), which copy it first (`ownVehicleAt`, the write
//   barrier for vehicles); a command changes one or two vehicles, and copying all of them was
//   the largest part of the copy at five and more. During the set-up every vehicle is copied.
// - copied: the state, the vehicles array, a looked-up vehicle's weapons and hidden-marker ledger,
//   the arrays of markers, sections and hazards, the phase's lists (their slots, frames and
//   declarations shared: a rule replaces those), the set-up's steps, the dice, the road, sides.
// The fuzz suites deep-freeze every argument of apply, so a rule writing into a shared object
// throws there (cloneState.test.ts checks that it would) instead of changing the caller's state;
// src/sim/lazyVehicles.test.ts plays every bench row both ways (vehicles copied on lookup, and
// all copied up front) and finds the same games, so no rule acts on a vehicle a lookup replaced.
import { cloneJson } from './clone';
import type { CriticalRecord, EveryField, Flow, GameState, Marker, Options, Player, RoadHazard, RoadState, RngState, SideState, Track, VehicleState, WeaponState, Winner } from './types';

/** The keys of T whose values are objects or arrays: each must be copied or shared on purpose below. */
type ObjectKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends object ? K : never }[keyof T];
/** Fails the typecheck when a new object-valued field is not listed: it would be shared by mistake. */
type Covers<T, Listed extends keyof T> = [Exclude<ObjectKeys<T>, Listed>] extends [never] ? true : Exclude<ObjectKeys<T>, Listed>;

const vehicleCovered: Covers<VehicleState, 'weapons' | 'unrevealed' | 'cell' | 'spin' | 'levelsLeft' | 'limbs' | 'criticals'> = true;
const stateCovered: Covers<GameState, 'players' | 'options' | 'track' | 'vehicles' | 'markers' | 'flow' | 'rng' | 'winner' | 'roadHazards' | 'road' | 'sides'> = true;
const flatCovered: [Covers<WeaponState, never>, Covers<CriticalRecord, never>, Covers<Player, never>, Covers<Options, never>, Covers<Winner, never>] = [true, true, true, true, true];
const nestedCovered: [Covers<Track, 'sections' | 'origin'>, Covers<Marker, 'cell'>, Covers<RoadHazard, 'zone'>, Covers<RoadState, 'curves' | 'overflow'>, Covers<SideState, 'players'>, Covers<RngState, 'forced'>] = [true, true, true, true, true, true];
void [vehicleCovered, stateCovered, flatCovered, nestedCovered];

function copyWeapon(w: WeaponState): WeaponState {
  const o: EveryField<WeaponState> = { id: w.id, type: w.type, mount: w.mount, ammo: w.ammo, status: w.status, firedThisTurn: w.firedThisTurn, lockedOn: w.lockedOn, link: w.link, accuracyPenalty: w.accuracyPenalty };
  return o;
}

/**
 * Written out field by field, in makeVehicle's order (one hidden class for originals and copies):
 * an object spread of a vehicle's 53 fields was 8% of a random game's time in the profile, and
 * this literal is several times cheaper. `EveryField` makes the typecheck fail when a field is
 * added to VehicleState and not here. A vehicle made without its undefined fields (a test's, or
 * a player's view, which deletes `unrevealed`) gains them as undefined, which JSON and the tests'
 * equality leave out.
 */
function copyVehicle(v: VehicleState): VehicleState {
  const ws = v.weapons;
  const weapons = new Array<WeaponState>(ws.length);
  for (let i = 0; i < ws.length; i++) weapons[i] = copyWeapon(ws[i]);
  const o: EveryField<VehicleState> = {
    id: v.id, name: v.name, kind: v.kind, owner: v.owner, side: v.side, status: v.status,
    driveSkill: v.driveSkill, damageMax: v.damageMax, damage: v.damage, armour: v.armour, maxSpeed: v.maxSpeed,
    acceleration: v.acceleration, braking: v.braking, handling: v.handling, levelsLeft: v.levelsLeft,
    speed: v.speed, cell: v.cell, heading: v.heading, outOfControl: v.outOfControl, spin: v.spin,
    forcedSkid: v.forcedSkid, regainAfterMove: v.regainAfterMove, wreck: v.wreck, rolled: v.rolled,
    noDriver: v.noDriver, engineDisabled: v.engineDisabled, terminal: v.terminal, exploded: v.exploded,
    fuelLeak: v.fuelLeak, splitTyre: v.splitTyre, brokenAxle: v.brokenAxle, tyresDestroyed: v.tyresDestroyed,
    limbs: v.limbs, turretOff: v.turretOff, guidanceOff: v.guidanceOff, lasersOff: v.lasersOff,
    laserLastShot: v.laserLastShot, oilHits: v.oilHits, criticals: v.criticals, weapons, dummies: v.dummies,
    brakeUsed: v.brakeUsed, panicBrakedPhase: v.panicBrakedPhase, movedThisPhase: v.movedThisPhase,
    actedThisPhase: v.actedThisPhase, lastMove: v.lastMove, leftBy: v.leftBy, resumeLoss: v.resumeLoss,
    rollsNextMove: v.rollsNextMove, dodge: v.dodge, riderGone: v.riderGone, pushedTurn: v.pushedTurn,
    // Its ammunition is keyed by weapon id: the generic copy guards such keys.
    unrevealed: v.unrevealed ? cloneJson(v.unrevealed) : v.unrevealed,
  };
  return o;
}

/**
 * A phase's lists are copied and their entries shared: the rules push, pop, shift and replace
 * entries (a slot changing its mode is replaced, turn.ts advance) but never write into one. The
 * set-up's steps are of many shapes, some written in place: the generic copy does them. The
 * generic copy of every flow was 4% of a random game's time.
 */
function copyFlow(f: Flow): Flow {
  if (f.kind !== 'phase') return cloneJson(f);
  const o = { ...f };
  o.queue = o.queue.slice();
  o.deferred = o.deferred.slice();
  if (o.predeclared) o.predeclared = o.predeclared.slice();
  if (o.frames) o.frames = o.frames.slice();
  return o;
}

function copyRoad(r: RoadState): RoadState {
  const o = { ...r };
  if (o.curves) o.curves = o.curves.slice();
  if (o.overflow) o.overflow = o.overflow.map((x) => ({ ...x }));
  return o;
}

/**
 * Tests only (lazyVehicles.test.ts): copy every vehicle up front, as before the write barrier, so a
 * game played both ways shows whether a rule read a vehicle a lookup had since replaced.
 */
export const copyPolicy = { everyVehicle: false, freezeShared: false };

/**
 * Tests only (the unit suite turns it on, tests/support/freezeShared.ts): every vehicle a rules
 * copy shares with apply's argument is frozen, so a rule that writes into one without the write
 * barrier throws in whichever test reaches that rule, instead of changing the caller's state.
 */
function freezeVehicle(v: VehicleState): void {
  Object.freeze(v);
  for (const w of v.weapons) Object.freeze(w);
  Object.freeze(v.weapons);
  if (v.unrevealed) Object.freeze(Object.freeze(v.unrevealed).ammo);
}

/**
 * The copy being changed by the apply under way and its argument's vehicles array, whose vehicles
 * it shares until each is owned. One at a time: apply runs to its end before another starts, and
 * a module variable costs a lookup nothing where a WeakMap showed in the profile.
 */
let rules: { s: GameState; shared: readonly VehicleState[]; track: Track | null } | null = null;

/**
 * The write barrier for vehicles: `s.vehicles[i]` as an object this apply may change. One still
 * shared with apply's argument is copied and the copy put in its place. Outside an apply (a state
 * handed out, a plan worked out on the caller's state) it is the vehicle itself.
 */
export function ownVehicleAt(s: GameState, i: number): VehicleState {
  const v = s.vehicles[i];
  if (rules === null || rules.s !== s || rules.shared[i] !== v) return v;
  const own = copyVehicle(v);
  s.vehicles[i] = own;
  return own;
}

/**
 * The write barrier for the track: `s.track` as an object this apply may change (its sections
 * array included). Only the rolling road (road/layout.ts) lays and takes up sections in play; a
 * command that does neither shares the track with its argument (issue 31: copying it every
 * command was 1% of a Game One game). Outside an apply it is the track itself.
 */
export function ownTrack(s: GameState): Track {
  if (rules === null || rules.s !== s || rules.track !== s.track) return s.track;
  const t = s.track;
  const own: Track = { ...t };
  own.sections = t.sections.slice();
  s.track = own;
  rules.track = null;
  return own;
}

/** Every vehicle of `s` as one the rules may change (a rule that writes into each of them). */
export function ownVehicles(s: GameState): VehicleState[] {
  if (rules?.s === s) for (let i = 0; i < s.vehicles.length; i++) ownVehicleAt(s, i);
  return s.vehicles;
}

/** Ends the rules' copy: the state is a value from here on, and a lookup never copies into it. */
export function releaseForRules(s: GameState): void {
  if (rules?.s === s) rules = null;
}

/**
 * A new state object with `s`'s fields, written out in the order every state is made in
 * (scenarios/common.ts stateOf; a custom set-up's too): a state apply returned carries its legal
 * list in a private field (flow/kept.ts), and a spread of such an object misses V8's fast clone
 * (about 300 ns against 35). A required field added to GameState and not here fails the typecheck.
 */
export function stateFields(s: GameState): GameState {
  const o: Omit<GameState, 'road' | 'vehicles' | 'sides' | 'flow'> & Partial<GameState> = {
    schema: s.schema, players: s.players, markers: s.markers, turn: s.turn, phase: s.phase, rng: s.rng, options: s.options,
    winner: s.winner, nextId: s.nextId, roadHazards: s.roadHazards, scenario: s.scenario, track: s.track,
  };
  if ('road' in s) o.road = s.road;
  o.vehicles = s.vehicles;
  if ('sides' in s) o.sides = s.sides;
  o.flow = s.flow;
  return o as GameState;
}

/** The state for one apply to change: equal to `s` key for key, sharing only what no rule writes in place (above). */
export function copyForRules(s: GameState): GameState {
  const o = stateFields(s);
  // Players (id and name) and the rules options are written once, by newGame, and never changed:
  // shared, not copied.
  if (copyPolicy.freezeShared) {
    s.players?.forEach((p) => Object.freeze(p));
    if (s.players) Object.freeze(s.players);
    if (s.options) Object.freeze(s.options);
  }
  // The track is copied when the rolling road first changes it (ownTrack); during the set-up,
  // whose steps lay it, up front. A plain spread, then the field replaced: a spread with a field
  // beside it missed V8's fast object clone and showed in the profile.
  const setup = s.flow.kind === 'setup';
  if (o.track && setup) {
    o.track = { ...o.track };
    if (o.track.sections) o.track.sections = o.track.sections.slice();
  }
  // Vehicles are copied when a rule first looks one up to change it (ownVehicleAt): most commands
  // change one or two of them, and copying every vehicle was the copy's largest part.
  if (o.vehicles) {
    o.vehicles = o.vehicles.slice();
    // The set-up's few commands write into every vehicle (skills, sides, starting speeds).
    if (copyPolicy.everyVehicle || setup) o.vehicles = o.vehicles.map(copyVehicle);
    else if (copyPolicy.freezeShared) s.vehicles.forEach(freezeVehicle);
  }
  // Every vehicle copied above is this copy's own: the barriers find none of them shared.
  if (!setup) {
    rules = { s: o, shared: s.vehicles ?? [], track: o.track ?? null };
    if (copyPolicy.freezeShared && o.track) Object.freeze(Object.freeze(o.track).sections);
  }
  if (o.markers) o.markers = o.markers.slice();
  if (o.flow) o.flow = copyFlow(o.flow);
  // Written out: the generator's word is a double (above 2^31) and a spread of such an object
  // missed V8's fast clone (issue 31).
  if (o.rng) {
    const r = o.rng;
    const rng: EveryField<RngState> = { seed: r.seed, s: r.s, forced: r.forced ? r.forced.slice() : r.forced, rolls: r.rolls };
    o.rng = rng;
  }
  if (o.winner) o.winner = { ...o.winner };
  if (o.roadHazards) o.roadHazards = o.roadHazards.slice();
  if (o.road) o.road = copyRoad(o.road);
  if (o.sides) o.sides = o.sides.map((x) => (x.players ? { ...x, players: x.players.slice() } : { ...x }));
  return o;
}

/**
 * The write barrier for markers: `m` as an object this apply may change. A marker still shared
 * with the argument (`base`) is copied and the copy put in its place in `s.markers`.
 */
export function ownMarker(s: GameState, base: GameState | null, m: Marker): Marker {
  if (!base || !base.markers.includes(m)) return m;
  const own = { ...m };
  const i = s.markers.indexOf(m);
  if (i >= 0) s.markers[i] = own;
  return own;
}
