// What the two-player scenarios share: one unplaced car per player, whose side the die for the
// lead car settles (p87).
import { makeVehicle, type VehicleSetup } from '../vehicleFactory';
import { GAME_ONE } from '../data/scenarios';
import type { SetupError, VehicleState } from '../types';
import type { ValidSetup } from '../setup';

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
