// Builders for rule tests: a board with vehicles where the test puts them, and forced dice.
// Positions are given as (lane, space) on straight track: space k of the track is ticks
// [20k, 20k + 20).
import { newCtx, type Ctx } from './core/ctx';
import { straightTrack } from './grid';
import { newRng } from './rng';
import { makeVehicle, type VehicleSetup } from './design/vehicleFactory';
import type { Command, GameState, Heading, Section, VehicleState } from './types';
import type { GameEvent } from './events';
import { apply } from './flow/turn';
import { DEFAULT_OPTIONS } from './data/options';
import { stateOf } from './scenarios/common';

export interface TestVehicle extends Partial<Omit<VehicleSetup, 'lane' | 't0'>> {
  id: string;
  lane: number;
  space: number;
  speed?: number;
  heading?: Heading;
  /** Any record-sheet field to override (damage, handling, outOfControl, ...). */
  patch?: Partial<VehicleState>;
}

export function testState(opts: { vehicles: TestVehicle[]; sections?: number | Section[]; dice?: number[]; phase?: number; finish?: boolean }): GameState {
  const track = typeof opts.sections === 'object'
    ? { sections: opts.sections, finishTick: null }
    : straightTrack(opts.sections ?? 7, opts.finish ?? false);
  const vehicles = opts.vehicles.map((tv) => {
    const v = makeVehicle(
      {
        id: tv.id,
        name: tv.name ?? tv.id,
        kind: tv.kind ?? 'renegade',
        owner: tv.owner ?? tv.id,
        side: tv.side ?? tv.id,
        driveSkill: tv.driveSkill ?? 3,
        weapons: tv.weapons ?? [{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passive' }],
        dummies: tv.dummies ?? 6,
        heading: tv.heading ?? 0,
        speed: tv.speed ?? 60,
      },
      { lane: tv.lane, t0: tv.space * 20, t1: tv.space * 20 + 20 },
    );
    return { ...v, ...(tv.patch ?? {}) };
  });
  // In the order every state is made in (stateOf), which the rules' copy keeps (cloneState.ts).
  return stateOf(
    { schema: 1, players: vehicles.map((v) => ({ id: v.owner, name: v.owner })), markers: [], turn: 1, phase: opts.phase ?? 1, rng: newRng(1, opts.dice ?? []), options: { ...DEFAULT_OPTIONS }, winner: null, nextId: 100, roadHazards: [] },
    { scenario: 'test', track, vehicles, flow: { kind: 'phase', queue: [], step: 'declare', declared: null, deferred: [] } },
  );
}

/** A context over a state, with dice forced in order. */
export function testCtx(s: GameState, dice: number[] = []): Ctx {
  s.rng.forced.push(...dice);
  return newCtx(s);
}

export const v = (s: GameState, id: string): VehicleState => {
  const x = s.vehicles.find((y) => y.id === id);
  if (!x) throw new Error(`no vehicle ${id}`);
  return x;
};

/** Unwraps a Result in a test: an error fails the test with its code and message. */
export function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Applies a command that must be legal, returning the new state and its events. */
export function applyOk(s: GameState, c: Command): { s: GameState; events: GameEvent[] } {
  const r = apply(s, c);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { s: r.value.state, events: r.value.events };
}

/** The state after every command of `cs`, each of which must be accepted. */
export function applyAll(s: GameState, cs: Command[]): GameState {
  for (const c of cs) s = applyOk(s, c).s;
  return s;
}
