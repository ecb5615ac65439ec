// What the two-player scenarios share: one unplaced car per player, whose side the die for the
// lead car settles (p87).
import { makeVehicle, type VehicleSetup } from '../design/vehicleFactory';
import { GAME_ONE } from '../data/scenarios';
import { validateDesign, type DesignRequirements, type VehicleDesign } from '../design/design';
import { parseDesign } from '../schema/design';
import { err, ok } from '../types';
import type { GameState, Result, SetupError, VehicleState } from '../types';
import type { ValidSetup } from './types';

/** One unplaced car per player (its side is set by the die for the lead car, p87). */
export function twoCars(setup: ValidSetup, car: (p: { id: string; name: string }, i: number) => Omit<VehicleSetup, 'id' | 'owner' | 'side'>): VehicleState[] {
  return setup.players.map((p, i) => {
    const v = makeVehicle({ id: `car${i + 1}`, owner: p.id, side: '', ...car(p, i) }, { lane: 0, t0: -1, t1: -1 });
    v.status = 'unplaced';
    return v;
  });
}

export const twoPlayers = (setup: ValidSetup, game: string): SetupError | null =>
  setup.players.length === 2 ? null : { code: 'BAD_SETUP', message: `${game} is for two players`, path: 'players' };


/** Game One's Renegades (p87): hood MG, oil layer, drive skill 3, 60 mph. Games One and Two use them. */
export function gameOneCars(setup: ValidSetup): VehicleState[] {
  return twoCars(setup, (p) => ({ name: `${p.name || p.id}'s Renegade`, kind: 'renegade', driveSkill: GAME_ONE.driveSkill, weapons: GAME_ONE.weapons, dummies: GAME_ONE.dummies, speed: GAME_ONE.startSpeed }));
}

/**
 * Each player's designed car from the set-up (designs, by player id), parsed and checked against
 * the scenario's budget and requirements (p80-84, p88): a bad one is a coded BAD_DESIGN error.
 */
export function playerDesigns(setup: ValidSetup, game: string, rule: { budget: number | null; require: DesignRequirements }): Result<Map<string, VehicleDesign>, SetupError> {
  const raw: unknown = setup.designs;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return err({ code: 'BAD_DESIGN', message: `${game} needs a designed car for each player (designs, by player id)`, path: 'designs' });
  // By own key only, into a Map: a player called 'constructor' or '__proto__' has no design by
  // inheritance (issue 8 item 17).
  const out = new Map<string, VehicleDesign>();
  for (const p of setup.players) {
    const path = `designs.${p.id}`;
    const parsed = parseDesign(Object.hasOwn(raw, p.id) ? (raw as Record<string, unknown>)[p.id] : undefined);
    if (!parsed.ok) return err({ code: 'BAD_DESIGN', message: `${p.name || p.id}'s car: ${parsed.error.message}`, path });
    const check = validateDesign(parsed.value, rule.budget, rule.require);
    if (!check.ok) return err({ code: 'BAD_DESIGN', message: `${p.name || p.id}'s car: ${check.problems.map((x) => x.message).join('; ')}`, path });
    out.set(p.id, parsed.value);
  }
  return ok(out);
}

/**
 * A scenario's first state: the set-up's common fields (`base`, in newGame's order), then the
 * scenario's own, in that key order: `{ ...base, ...own }` written out, because V8's object
 * spread of them cost 1% of a random Game One (once a game).
 */
export function stateOf(base: Omit<GameState, 'scenario' | 'track' | 'vehicles' | 'flow'>, own: Pick<GameState, 'scenario' | 'track' | 'vehicles' | 'flow'> & Partial<GameState>): GameState {
  const o = { schema: base.schema, players: base.players, markers: base.markers, turn: base.turn, phase: base.phase, rng: base.rng, options: base.options, winner: base.winner, nextId: base.nextId, roadHazards: base.roadHazards };
  return Object.assign(o, own);
}

