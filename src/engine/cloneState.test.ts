// The copy apply hands the rules (cloneState.ts) must equal the generic deep copy: the same keys
// in the same order (saves and the identical-games hashes read the JSON), no key gained or lost
// (a vehicle the write barrier copies has every field of VehicleState, undefined ones included),
// sharing with the original only the objects no rule writes in place; and a rule that did write
// into one must be caught by the fuzz suites' frozen-argument oracle (src/sim/deepFreeze.ts).
import { describe, expect, it } from 'vitest';
import { copyForRules, copyPolicy, ownMarker, ownTrack, ownVehicleAt, ownVehicles, releaseForRules } from './cloneState';
import { cloneJson } from './clone';
import { testState } from './testkit';
import { apply, legalCommands } from './index';
import { playRandom } from '../sim/playout';
import { deepFreeze } from '../sim/deepFreeze';
import { SCENARIO_ROWS } from '../sim/bench';
import type { GameState } from './types';

/** The path of the first difference in keys, key order or values; null when there is none. */
function difference(a: unknown, b: unknown, path = '$'): string | null {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b) ? null : path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join('|') !== kb.join('|')) return `${path} keys ${ka.join(',')} / ${kb.join(',')}`;
  for (const k of ka) {
    const d = difference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

/** Every object reachable from the state. */
function objects(x: unknown, out = new Set<object>()): Set<object> {
  if (x === null || typeof x !== 'object' || out.has(x)) return out;
  out.add(x);
  for (const v of Object.values(x)) objects(v, out);
  return out;
}

/** The objects of `b` that are also in `a`. */
function sharedWith(a: unknown, b: unknown): Set<object> {
  const seen = objects(a);
  return new Set([...objects(b)].filter((o) => seen.has(o)));
}

/**
 * What copyForRules may share: the objects no rule writes in place (cloneState.ts), and outside
 * the set-up each vehicle and the track whole until a write barrier has copied it (`owned`: after
 * ownVehicles and ownTrack).
 */
function shareable(s: GameState, owned: boolean): Set<object> {
  const out = new Set<object>();
  const add = (x: unknown) => objects(x, out);
  if (!owned && s.flow.kind !== 'setup') {
    s.vehicles.forEach(add);
    add(s.track);
  }
  for (const v of s.vehicles) [v.cell, v.spin, v.levelsLeft, v.limbs, v.criticals].forEach(add);
  for (const x of s.track.sections) add(x);
  add(s.track.origin);
  // Players and the rules options are written once, by newGame: shared whole (cloneState.ts).
  add(s.players);
  add(s.options);
  s.markers.forEach(add);
  s.roadHazards.forEach(add);
  // A phase's slots, frames and declarations: the rules replace them, never write into one.
  if (s.flow.kind === 'phase') [...s.flow.queue, ...s.flow.deferred, ...(s.flow.predeclared ?? []), ...(s.flow.frames ?? []), s.flow.declared].forEach(add);
  return out;
}

/** Every fourth state of a random game of each bench scenario, and a hand-made one with a spin and a drawn track. */
function sampleStates(): GameState[] {
  const out: GameState[] = [];
  const rows = [{ setup: undefined, steer: undefined }, ...SCENARIO_ROWS.map((r) => ({ setup: r.setup(0), steer: r.steer }))];
  for (const row of rows) {
    let n = 0;
    playRandom(1, { setup: row.setup, steer: row.steer, maxCommands: 100, onStep: (st) => void (n++ % 4 === 0 && out.push(st.after)) });
  }
  const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 1 }] });
  s.vehicles[0].spin = { dir: 'cw', travel: 1 };
  s.track.origin = { x: 1, y: 2, a: 0.5 };
  out.push(s);
  return out;
}

describe('copyForRules', () => {
  const states = sampleStates();

  it('samples states with every optional part: a rolling road, sides, hazards, hidden markers, a spin, set-up steps', () => {
    expect(states.some((s) => s.road && s.roadHazards.length > 0)).toBe(true);
    expect(states.some((s) => s.sides?.length)).toBe(true);
    expect(states.some((s) => s.vehicles.some((v) => v.unrevealed))).toBe(true);
    expect(states.some((s) => s.vehicles.some((v) => v.spin) && s.track.origin)).toBe(true);
    expect(states.some((s) => s.flow.kind === 'setup')).toBe(true);
    expect(states.some((s) => s.markers.length > 0)).toBe(true);
  });

  it('copies each sampled state key for key, in the same order, sharing only what no rule writes in place', () => {
    for (const s of states) {
      const c = copyForRules(s);
      expect(difference(c, s)).toBeNull();
      expect(difference(c, cloneJson(s))).toBeNull();
      expect(JSON.stringify(c)).toBe(JSON.stringify(s));
      const ok = shareable(s, false);
      expect([...sharedWith(c, s)].filter((o) => !ok.has(o))).toEqual([]);
      // Once the rules have looked every vehicle and the track up, only their parts are shared.
      ownVehicles(c);
      ownTrack(c);
      const parts = shareable(s, true);
      expect([...sharedWith(c, s)].filter((o) => !parts.has(o))).toEqual([]);
      expect(JSON.stringify(c)).toBe(JSON.stringify(s));
    }
  });

  it('shares each vehicle until a lookup copies it, once, in its place (the write barrier for vehicles)', () => {
    const s = states.find((x) => x.flow.kind === 'phase' && x.vehicles.length > 1)!;
    const c = copyForRules(s);
    expect(c.vehicles[0]).toBe(s.vehicles[0]);
    const own = ownVehicleAt(c, 0);
    expect(own).not.toBe(s.vehicles[0]);
    expect(c.vehicles[0]).toBe(own);
    expect(own).toEqual(s.vehicles[0]);
    expect(ownVehicleAt(c, 0)).toBe(own);
    expect(c.vehicles[1]).toBe(s.vehicles[1]);
    // The argument itself is never copied into: it is no rules copy.
    expect(ownVehicleAt(s, 1)).toBe(s.vehicles[1]);
  });

  it('shares the track until the rolling road first changes it, then copies it once, in its place (the write barrier for the track)', () => {
    const s = cloneJson(states.find((x) => x.flow.kind === 'phase')!);
    const c = copyForRules(s);
    expect(c.track).toBe(s.track);
    // The unit suite freezes the shared track: a rule laying a section past the barrier would throw.
    expect(() => c.track.sections.push({ kind: 'straight' })).toThrow(TypeError);
    const own = ownTrack(c);
    expect(own).not.toBe(s.track);
    expect(c.track).toBe(own);
    expect(own).toEqual(s.track);
    expect(ownTrack(c)).toBe(own);
    own.sections.push({ kind: 'straight' });
    expect(c.track.sections.length).toBe(s.track.sections.length + 1);
    // The argument itself is never copied into: it is no rules copy.
    expect(ownTrack(s)).toBe(s.track);
    releaseForRules(c);
    // A set-up command's copy has its own track from the start (its steps lay it).
    const setup = states.find((x) => x.flow.kind === 'setup')!;
    expect(copyForRules(setup).track).not.toBe(setup.track);
  });

  it('the unit suite runs with the shared vehicles frozen (tests/support/freezeShared.ts): a write past the barrier throws', () => {
    expect(copyPolicy.freezeShared).toBe(true);
    const s = cloneJson(states.find((x) => x.flow.kind === 'phase')!);
    const c = copyForRules(s);
    expect(() => {
      c.vehicles[0].speed = 1;
    }).toThrow(TypeError);
    expect(() => {
      ownVehicleAt(c, 0).speed = 1;
    }).not.toThrow();
    releaseForRules(c);
  });

  it('never adds a key its original lacks', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 1 }] });
    delete (s.vehicles[0] as { unrevealed?: unknown }).unrevealed;
    delete s.road;
    const c = copyForRules(s);
    expect('unrevealed' in c.vehicles[0]).toBe(false);
    expect('road' in c).toBe(false);
    expect(difference(c, s)).toBeNull();
  });

  it('a vehicle the write barrier copies has every field, one its original lacked as undefined: its JSON is the original\'s', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 1 }] });
    delete (s.vehicles[0] as { unrevealed?: unknown }).unrevealed;
    const c = copyForRules(s);
    const own = ownVehicleAt(c, 0);
    expect(own).not.toBe(s.vehicles[0]);
    expect('unrevealed' in own && own.unrevealed === undefined).toBe(true);
    expect(JSON.stringify(own)).toBe(JSON.stringify(s.vehicles[0]));
    expect(own.weapons).not.toBe(s.vehicles[0].weapons);
    releaseForRules(c);
  });

  it('a write the rules may make into the copy leaves the original alone', () => {
    const s = states.find((x) => x.markers.length > 0 && x.vehicles.some((v) => v.weapons.length))!;
    const before = JSON.stringify(s);
    const c = copyForRules(s);
    ownVehicles(c);
    c.vehicles[0].speed += 10;
    c.vehicles[0].cell = { ...c.vehicles[0].cell, lane: c.vehicles[0].cell.lane + 1 };
    c.vehicles[0].weapons[0].ammo = 0;
    c.vehicles[0].limbs = { ...c.vehicles[0].limbs, leftArm: true };
    c.vehicles[0].criticals = [...c.vehicles[0].criticals, { turn: 1, phase: 1, facing: 'front', location: 'x', result: 'y', rule: 'p34' }];
    ownMarker(c, s, c.markers[0]).faceUp = !c.markers[0].faceUp;
    c.markers.push({ ...c.markers[0], id: 'new' });
    ownTrack(c).sections.push({ kind: 'straight' });
    c.rng.forced.push(6);
    c.flow = { kind: 'over' };
    expect(JSON.stringify(s)).toBe(before);
  });

  it('shares the players and the rules options, which no rule changes after newGame, and the unit suite freezes them so a rule that tried would throw', () => {
    const s = cloneJson(states.find((x) => x.flow.kind === 'phase')!);
    const c = copyForRules(s);
    expect(c.players).toBe(s.players);
    expect(c.options).toBe(s.options);
    expect(() => {
      c.players[0].name = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      c.options.crashDamage = !c.options.crashDamage;
    }).toThrow(TypeError);
    releaseForRules(c);
  });

  it('ownMarker copies a marker shared with the argument once, in its place, and leaves an owned one as it is', () => {
    const s = states.find((x) => x.markers.length > 1)!;
    const c = copyForRules(s);
    const own = ownMarker(c, s, c.markers[1]);
    expect(own).not.toBe(s.markers[1]);
    expect(c.markers[1]).toBe(own);
    expect(own).toEqual(s.markers[1]);
    expect(ownMarker(c, s, own)).toBe(own);
  });

  it('the frozen-argument oracle catches a rule writing into a shared object: apply refuses with INTERNAL', () => {
    const s = states.find((x) => x.flow.kind === 'phase' && x.markers.length > 0 && legalCommands(x).length > 0)!;
    const shared = copyForRules(cloneJson(s));
    // Handed on as a state, as apply hands on its result: no longer the rules' copy.
    releaseForRules(shared);
    const frozen = deepFreeze(shared);
    expect(apply(frozen, legalCommands(frozen)[0]).ok).toBe(true);
    // What a stray in-place write meets: the shared marker is frozen, the rules' own copy is not.
    expect(() => {
      (copyForRules(frozen).markers[0] as { faceUp: boolean }).faceUp = true;
    }).toThrow(TypeError);
    expect(() => {
      copyForRules(frozen).vehicles[0].speed = 1;
    }).toThrow(TypeError);
    expect(() => {
      ownVehicleAt(copyForRules(frozen), 0).speed = 1;
    }).not.toThrow();
  });

  it('keeps an own __proto__ key of a hidden-ammunition ledger as data', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 2, space: 1 }] });
    s.vehicles[0].unrevealed = JSON.parse('{"dummies": 1, "ammo": {"__proto__": 2}}') as { dummies: number; ammo: Record<string, number> };
    const c = copyForRules(s);
    expect(Object.getPrototypeOf(c.vehicles[0].unrevealed!.ammo)).toBe(Object.prototype);
    expect(JSON.stringify(c)).toBe(JSON.stringify(s));
  });
});
