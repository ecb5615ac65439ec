// Scenario set-up and validation at the door (docs/architecture.md: an unchecked setup becomes a state only
// through validation; bad input gets a coded error, never an exception).
import { cellAt, footprint, offRoadEdge, zonesOverlap } from '../grid';
import { newRng } from '../rng';
import { makeVehicle } from '../design/vehicleFactory';
import { VEHICLES } from '../data/vehicles';
import { WEAPONS } from '../data/weapons';
import { scenarioById } from '../scenarios';
import { parseSeed, parseSetup, SCENARIO_IDS, type CheckedSetup } from '../schema/setup';
import { err, ok } from '../types';
import type { GameState, Result, SetupError, Track, VehicleState } from '../types';
import type { GameSetup } from '../scenarios/types';
import { startTurnFlow } from './turn';
import { newCtx } from '../core/ctx';
import { validateDesign } from '../design/design';
import { DEFAULT_OPTIONS } from '../data/options';

/** Scenario ids (kept with the set-up's schema). */
export const SCENARIOS = SCENARIO_IDS;
// A set-up's shape lives with the scenarios that read it (scenarios/types.ts); named here too.
export type { GameSetup, ScenarioId, ValidSetup } from '../scenarios/types';


const bad = (code: SetupError['code'], message: string, path?: string): SetupError => ({ code, message, path });
type CheckedVehicle = NonNullable<CheckedSetup['vehicles']>[number];

/** The rules a custom vehicle's shape cannot say: speed, ammunition (p83), the design rules (p80-84), position (p10, p52). */
function checkVehicle(x: CheckedVehicle, i: number, players: Set<string>, track: Track): SetupError | VehicleState {
  const path = `vehicles[${i}]`;
  if (!players.has(x.owner)) return bad('BAD_VEHICLE', 'owner must be a player id', `${path}.owner`);
  const max = VEHICLES[x.kind].maxSpeed;
  if (x.speed !== undefined && x.speed > max) return bad('BAD_VEHICLE', `speed must be 0 to ${max}`, `${path}.speed`);
  for (let j = 0; j < x.weapons.length; j++) {
    const w = x.weapons[j];
    const shots = WEAPONS[w.type].shots;
    // p83: a weapon carries its shots; lasers fire without ammunition.
    const fits = w.ammo === undefined || (shots === null ? w.ammo === null : w.ammo !== null && w.ammo <= shots);
    if (!fits) return bad('BAD_VEHICLE', shots === null ? `a ${WEAPONS[w.type].label} carries no ammunition (p83)` : `ammo must be 0 to ${shots}, the ${WEAPONS[w.type].label}'s shots (p83)`, `${path}.weapons[${j}].ammo`);
  }
  // p80-84: a custom vehicle obeys the design rules (mounts, lightweight-only bikes, links, payload); no budget.
  const design = validateDesign({ name: x.id, kind: x.kind, weapons: x.weapons }, null);
  if (!design.ok) return bad('BAD_VEHICLE', design.problems[0].message, `${path}.weapons`);
  const cell = cellAt(track, x.lane, x.t0);
  if (!cell || cell.t0 !== x.t0) return bad('BAD_POSITION', 't0 must be the start of a space on that lane pair', `${path}.t0`);
  // p52: an angled car covers four lanes; all of them must be on the road.
  if (offRoadEdge(footprint(cell, x.heading ?? 0))) return bad('BAD_POSITION', 'at that angle the car lies over the road edge (p52)', path);
  return makeVehicle(x, cell);
}

const isVehicle = (x: SetupError | VehicleState): x is VehicleState => 'cell' in x;

/** The vehicles of a custom set-up, placed on its track: each on the road, none overlapping another. */
function customVehicles(list: CheckedVehicle[], players: Set<string>, track: Track): SetupError | VehicleState[] {
  const ids = new Set<string>();
  const vehicles: VehicleState[] = [];
  for (let i = 0; i < list.length; i++) {
    const v = checkVehicle(list[i], i, players, track);
    if (!isVehicle(v)) return v;
    if (ids.has(v.id)) return bad('BAD_VEHICLE', `duplicate vehicle id ${v.id}`, `vehicles[${i}].id`);
    ids.add(v.id);
    const clash = vehicles.find((o) => zonesOverlap(footprint(o.cell, o.heading), footprint(v.cell, v.heading)));
    if (clash) return bad('OVERLAP', `${v.id} overlaps ${clash.id}`, `vehicles[${i}]`);
    vehicles.push(v);
  }
  return vehicles;
}


export function newGame(input: unknown, seed: number): Result<GameState, SetupError> {
  const parsed = parseSetup(input);
  if (!parsed.ok) return err(parsed.error);
  const sd = parseSeed(seed);
  if (!sd.ok) return err(sd.error);
  const setup = parsed.value;
  const ids = new Set<string>();
  for (const [i, p] of setup.players.entries()) {
    if (ids.has(p.id)) return err(bad('BAD_SETUP', `duplicate player id ${p.id}`, `players[${i}].id`));
    ids.add(p.id);
  }
  const players = setup.players.map((p) => ({ id: p.id, name: p.name || p.id }));
  const options = { ...DEFAULT_OPTIONS, ...(setup.options ?? {}) };
  const base = { schema: 1 as const, players, markers: [], turn: 1, phase: 1, rng: newRng(sd.value, setup.forcedDice ?? []), options, winner: null, nextId: 0, roadHazards: [] };

  const scenario = scenarioById(setup.scenario);
  if (scenario) {
    if (setup.teams && !scenario.sideDesign) return err(bad('BAD_SETUP', 'teams are for the games whose sides are rolled for (Games Six to Eight, p88)', 'teams'));
    const { min, max } = scenario.players;
    // The scenario's own words come first for the two-player games ("Game One is for two players").
    if ((players.length < min || players.length > max) && min !== max)
      return err(bad('BAD_SETUP', `${scenario.label.split(' — ')[0]} is for ${min} to ${max} players`, 'players'));
    return scenario.build({ ...(setup as GameSetup), players, options }, base);
  }

  if (!setup.track) return err(bad('BAD_TRACK', 'a custom setup needs a track {sections, finish}', 'track'));
  if (!setup.vehicles) return err(bad('BAD_SETUP', 'a custom setup lists 1 to 12 vehicles', 'vehicles'));
  const track: Track = { sections: setup.track.sections, finishTick: setup.track.finish ? setup.track.sections.length * 60 : null };
  const vehicles = customVehicles(setup.vehicles, ids, track);
  if (!Array.isArray(vehicles)) return err(vehicles);
  const s: GameState = { ...base, scenario: 'custom', track, vehicles, flow: { kind: 'over' } };
  const ctx = newCtx(s);
  startTurnFlow(ctx);
  return ok(ctx.s);
}
