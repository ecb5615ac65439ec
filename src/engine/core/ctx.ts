// The working context of one `apply`: a private copy of the state that the rules mutate, and
// the events they report. `apply` clones before it starts, so callers never see mutation.
import type { GameEvent } from '../events';
import { cloneJson } from '../clone';
import { ownMarker, ownTrack, ownVehicleAt } from '../cloneState';
import { rollD6 } from '../rng';
import { NeedDie } from './realDice';
import type { Action, GameState, Marker, Slot, Track, VehicleState, Zone } from '../types';

/** What the current move has run into, collected so damage and hazards follow the move (p24, p38). */
export interface MoveRecord {
  vehicle: string;
  markers: string[];
  /** Every contact zone the move covered, in order (for road hazards, p76). */
  zones: Zone[];
}

export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** The move in progress, if any. */
  move: MoveRecord | null;
  /** Set by a shunt ram (p57): the target moves next, then the rammer completes its move. */
  shunt: { rammer: string; target: string } | null;
  /** A real-dice command: dice come only from those it carried (rng.forced); none left stops it (realDice.ts). */
  real: boolean;
  /** When kept (applyByEvent): the state as the rules left it at each event, for a replay stepped by event. */
  states: GameState[] | null;
  /** The argument of apply when `s` shares objects with it (cloneState.ts copyForRules): those are never written. */
  base: GameState | null;
  /**
   * The whole list of declarations the turn loop stopped for (advance), set as it returns: apply
   * keeps it as the legal list of the state it returns, so that list is worked out once (issue 31).
   */
  offered: { vehicle: string; mode: Slot['mode']; actions: Action[] } | null;
}

export function newCtx(s: GameState, base: GameState | null = null): Ctx {
  return { s, events: [], move: null, shunt: null, real: false, states: null, base, offered: null };
}

/** The track of `ctx.s` as one the rules may change: lay or take up sections (the write barrier of cloneState.ts). */
export function writableTrack(ctx: Ctx): Track {
  return ownTrack(ctx.s);
}

/** A marker of `ctx.s` that the rules may change (the write barrier of cloneState.ts). */
export function writableMarker(ctx: Ctx, m: Marker): Marker {
  return ownMarker(ctx.s, ctx.base, m);
}

export function d6(ctx: Ctx): number {
  if (ctx.real && ctx.s.rng.forced.length === 0) throw new NeedDie();
  return rollD6(ctx.s.rng);
}

/** Rolls n dice. */
export function dice(ctx: Ctx, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(d6(ctx));
  return out;
}

/** Has an event from index `start` on matched `test`? (Without copying the tail of the list.) */
export function eventSince(ctx: Ctx, start: number, test: (e: GameEvent) => boolean): boolean {
  for (let i = start; i < ctx.events.length; i++) if (test(ctx.events[i])) return true;
  return false;
}

export function emit(ctx: Ctx, e: GameEvent): void {
  ctx.events.push(e);
  // The rules change the state first and then report it, so this copy is the board after `e`.
  if (ctx.states) ctx.states.push(cloneJson(ctx.s));
}

/** The vehicle `id`, one the rules may change during an apply (the write barrier, cloneState.ts). */
export function vehicle(s: GameState, id: string): VehicleState {
  const v = findVehicle(s, id);
  if (!v) throw new Error(`engine bug: no vehicle ${id}`);
  return v;
}

/**
 * The vehicle `id` to read, never to change: no copy is made of it during an apply (the plan and
 * the questions of legality and odds only read, and a lookup copying for them was most of the copying).
 */
export function readVehicle(s: GameState, id: string): VehicleState | undefined {
  const i = indexOfVehicle(s, id);
  return i < 0 ? undefined : s.vehicles[i];
}

/** A plain loop: the rules look vehicles up many times a command, and find's callback showed. */
function indexOfVehicle(s: GameState, id: string): number {
  const vs = s.vehicles;
  for (let i = 0; i < vs.length; i++) if (vs[i].id === id) return i;
  return -1;
}

/** `v`, found by a scan of `s.vehicles`, as the vehicle the rules may change (the write barrier, cloneState.ts). */
export function writableVehicle(s: GameState, v: VehicleState): VehicleState {
  const i = s.vehicles.indexOf(v);
  return i < 0 ? v : ownVehicleAt(s, i);
}

export function findVehicle(s: GameState, id: string): VehicleState | undefined {
  const i = indexOfVehicle(s, id);
  return i < 0 ? undefined : ownVehicleAt(s, i);
}

export function inPlay(v: VehicleState): boolean {
  return v.status === 'inPlay';
}

export function newId(s: GameState, prefix: string): string {
  s.nextId += 1;
  return `${prefix}${s.nextId}`;
}
