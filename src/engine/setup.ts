// Scenario set-up and validation at the door (STYLE.md: an unchecked setup becomes a state only
// through validation; bad input gets a coded error, never an exception).
import { cellAt, footprint, zonesOverlap } from './grid';
import { newRng } from './rng';
import { makeVehicle, type VehicleSetup } from './vehicleFactory';
import { VEHICLES } from './data/vehicles';
import { SCENARIO_LIST, scenarioById } from './scenarios';
import { err, MOUNTS, ok, SECTION_KINDS, VEHICLE_KINDS, WEAPON_TYPES } from './types';
import type { GameState, Options, Result, Section, SetupError, Track, VehicleState } from './types';
import { advance } from './turn';
import { newCtx } from './ctx';
import type { VehicleDesign } from './design';

/** Scenario ids: the book's games (scenarios/index.ts) and 'custom' (any board, for tests and the sim). */
export const SCENARIOS = [...SCENARIO_LIST.map((x) => x.id), 'custom'] as const;
export type ScenarioId = string;

export interface GameSetup {
  scenario: ScenarioId;
  /** Two players for Game One: the die decides which drives the lead car (p87). */
  players: { id: string; name: string }[];
  options?: Partial<Options>;
  /** Dice to use before the seeded generator (tests, scripted games). */
  forcedDice?: number[];
  /** custom only: the track and the vehicles already placed, with speeds. */
  track?: { sections: Section[]; finish: boolean };
  vehicles?: VehicleSetup[];
  /** Games Four on: each player's designed car, by player id (p88; checked with validateDesign). */
  designs?: Record<string, VehicleDesign>;
}

const DEFAULT_OPTIONS: Options = { crashDamage: false };

type Check = SetupError | null;
const bad = (code: SetupError['code'], message: string, path?: string): SetupError => ({ code, message, path });
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
const isStr = (x: unknown, max = 60): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;

function checkPlayers(p: unknown): Check {
  if (!Array.isArray(p) || p.length < 2 || p.length > 8) return bad('BAD_SETUP', 'players must be a list of 2 to 8 players', 'players');
  const ids = new Set<string>();
  for (let i = 0; i < p.length; i++) {
    const x = p[i];
    if (!isObj(x) || !isStr(x.id, 40) || typeof x.name !== 'string' || x.name.length > 40)
      return bad('BAD_SETUP', 'each player needs an id and a name (at most 40 characters)', `players[${i}]`);
    if (ids.has(x.id)) return bad('BAD_SETUP', `duplicate player id ${x.id}`, `players[${i}].id`);
    ids.add(x.id);
  }
  return null;
}

function checkOptions(o: unknown): Check {
  if (o === undefined) return null;
  if (!isObj(o)) return bad('BAD_SETUP', 'options must be an object', 'options');
  if (o.crashDamage !== undefined && typeof o.crashDamage !== 'boolean') return bad('BAD_SETUP', 'options.crashDamage must be true or false', 'options.crashDamage');
  return null;
}

function checkDice(d: unknown): Check {
  if (d === undefined) return null;
  if (!Array.isArray(d) || d.length > 100000 || !d.every((x) => isInt(x, 1, 6)))
    return bad('BAD_DICE', 'forcedDice must be a list of whole numbers from 1 to 6', 'forcedDice');
  return null;
}

function checkTrack(t: unknown): Check | Track {
  if (!isObj(t) || !Array.isArray(t.sections) || t.sections.length < 1 || t.sections.length > 20)
    return bad('BAD_TRACK', 'track.sections must list 1 to 20 sections', 'track.sections');
  const sections: Section[] = [];
  for (let i = 0; i < t.sections.length; i++) {
    const s = t.sections[i];
    if (!isObj(s) || !SECTION_KINDS.includes(s.kind as never)) return bad('BAD_TRACK', 'a section is straight, bend or corner', `track.sections[${i}]`);
    if (s.kind !== 'straight' && s.turn !== 'left' && s.turn !== 'right') return bad('BAD_TRACK', 'a curve turns left or right', `track.sections[${i}].turn`);
    sections.push(s.kind === 'straight' ? { kind: 'straight' } : { kind: s.kind as Section['kind'], turn: s.turn as 'left' | 'right' });
  }
  if (t.finish !== undefined && typeof t.finish !== 'boolean') return bad('BAD_TRACK', 'track.finish must be true or false', 'track.finish');
  return { sections, finishTick: t.finish ? sections.length * 60 : null };
}

function checkVehicle(x: unknown, i: number, players: Set<string>, track: Track): Check | VehicleState {
  const path = `vehicles[${i}]`;
  if (!isObj(x) || !isStr(x.id, 40)) return bad('BAD_VEHICLE', 'a vehicle needs an id', path);
  if (!VEHICLE_KINDS.includes(x.kind as never)) return bad('BAD_VEHICLE', `kind must be one of ${VEHICLE_KINDS.join(', ')}`, `${path}.kind`);
  if (!isStr(x.owner, 40) || !players.has(x.owner)) return bad('BAD_VEHICLE', 'owner must be a player id', `${path}.owner`);
  if (!isStr(x.side, 40)) return bad('BAD_VEHICLE', 'side must be a name such as lead or chase', `${path}.side`);
  if (!isInt(x.driveSkill, 0, 10)) return bad('BAD_VEHICLE', 'driveSkill must be a whole number from 0 to 10', `${path}.driveSkill`);
  if (!Array.isArray(x.weapons) || x.weapons.length > 12) return bad('BAD_VEHICLE', 'weapons must be a list', `${path}.weapons`);
  for (let j = 0; j < x.weapons.length; j++) {
    const w = x.weapons[j];
    if (!isObj(w) || !WEAPON_TYPES.includes(w.type as never) || !MOUNTS.includes(w.mount as never))
      return bad('BAD_VEHICLE', 'a weapon needs a known type and mount', `${path}.weapons[${j}]`);
  }
  if (x.dummies !== undefined && !isInt(x.dummies, 0, 50)) return bad('BAD_VEHICLE', 'dummies must be 0 to 50', `${path}.dummies`);
  const kind = x.kind as VehicleSetup['kind'];
  if (x.speed !== undefined && !isInt(x.speed, 0, VEHICLES[kind].maxSpeed)) return bad('BAD_VEHICLE', `speed must be 0 to ${VEHICLES[kind].maxSpeed}`, `${path}.speed`);
  if (x.heading !== undefined && !isInt(x.heading, 0, 7)) return bad('BAD_POSITION', 'heading must be 0 to 7 (45-degree steps)', `${path}.heading`);
  if (!isInt(x.lane, 1, 7) || !isInt(x.t0, 0, track.sections.length * 60 - 1)) return bad('BAD_POSITION', 'lane must be 1 to 7 and t0 a tick on the track', path);
  const cell = cellAt(track, x.lane, x.t0);
  if (!cell || cell.t0 !== x.t0) return bad('BAD_POSITION', 't0 must be the start of a space on that lane pair', `${path}.t0`);
  const v = makeVehicle(x as unknown as VehicleSetup, cell);
  return v;
}

function isError(x: unknown): x is SetupError {
  return isObj(x) && typeof x.code === 'string' && typeof x.message === 'string' && !('sections' in x) && !('kind' in x);
}

/** A set-up that passed the common checks (players, options, dice). */
export type ValidSetup = GameSetup & { options: Options };

export function newGame(input: unknown, seed: number): Result<GameState, SetupError> {
  if (!isObj(input)) return err(bad('BAD_SETUP', 'the setup must be an object'));
  if (!(SCENARIOS as readonly string[]).includes(input.scenario as string)) return err(bad('UNKNOWN_SCENARIO', `scenario must be one of ${SCENARIOS.join(', ')}`, 'scenario'));
  if (typeof seed !== 'number' || !Number.isFinite(seed)) return err(bad('BAD_SETUP', 'the seed must be a number', 'seed'));
  const e = checkPlayers(input.players) ?? checkOptions(input.options) ?? checkDice(input.forcedDice);
  if (e) return err(e);
  const players = (input.players as { id: string; name: string }[]).map((p) => ({ id: p.id, name: p.name || p.id }));
  const options = { ...DEFAULT_OPTIONS, ...((input.options as Partial<Options>) ?? {}) };
  const base = { schema: 1 as const, players, markers: [], turn: 1, phase: 1, rng: newRng(seed, (input.forcedDice as number[]) ?? []), options, winner: null, nextId: 0, roadHazards: [] };

  const scenario = scenarioById(input.scenario as string);
  if (scenario) return scenario.build({ ...(input as unknown as GameSetup), players, options }, base);

  const tr = checkTrack(input.track);
  if (isError(tr)) return err(tr);
  const track = tr as Track;
  if (!Array.isArray(input.vehicles) || input.vehicles.length < 1 || input.vehicles.length > 12)
    return err(bad('BAD_SETUP', 'a custom setup lists 1 to 12 vehicles', 'vehicles'));
  const ids = new Set<string>();
  const vehicles: VehicleState[] = [];
  for (let i = 0; i < input.vehicles.length; i++) {
    const r = checkVehicle(input.vehicles[i], i, new Set(players.map((p) => p.id)), track);
    if (isError(r)) return err(r);
    const v = r as VehicleState;
    if (ids.has(v.id)) return err(bad('BAD_VEHICLE', `duplicate vehicle id ${v.id}`, `vehicles[${i}].id`));
    ids.add(v.id);
    const clash = vehicles.find((o) => zonesOverlap(footprint(o.cell, o.heading), footprint(v.cell, v.heading)));
    if (clash) return err(bad('OVERLAP', `${v.id} overlaps ${clash.id}`, `vehicles[${i}]`));
    vehicles.push(v);
  }
  const s: GameState = { ...base, scenario: 'custom', track, vehicles, flow: { kind: 'over' } };
  const ctx = newCtx(s);
  startTurnFlow(ctx);
  return ok(ctx.s);
}

/** Starts turn 1 phase 1 of a state whose vehicles are all placed. */
export function startTurnFlow(ctx: ReturnType<typeof newCtx>): void {
  ctx.s.turn = 1;
  ctx.s.phase = 1;
  ctx.s.flow = { kind: 'phase', queue: [], step: 'declare', declared: null, deferred: [] };
  advance(ctx, true);
}
