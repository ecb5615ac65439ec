// Determinization: a possible world consistent with a player's view. The face-down markers the
// player cannot see are filled in as real or dummy at random, and the dice to come get a fresh
// state from the driver's own generator; the search plays its candidate moves in such worlds.
import { isHiddenFrom, WEAPONS } from '../engine';
import type { GameState } from '../engine';
import type { AiRng } from './rng';

/**
 * Chance that a face-down marker of an opponent is real. ASSUMPTION (a guess, not a rule): a
 * driver lays a dummy about as often as a real marker.
 */
export const REAL_MARKER_CHANCE = 0.5;

/**
 * A world from `view` (playerView for `player`): it is modified in place, so pass a copy. The
 * first die of the world `k` is forced to 1 + k mod 6, so six worlds see every face of the roll
 * the move itself brings (stratified sampling: the odds of a single hazard roll come out exact).
 */
export function fillWorld(world: GameState, player: string, rng: AiRng, k = -1): GameState {
  for (const m of world.markers) {
    if (!isHiddenFrom(world, m, player)) continue;
    const layer = world.vehicles.find((v) => v.id === m.owner);
    if (!layer) continue;
    const w = layer.weapons.find((x) => x.ammo !== null && x.ammo > 0 && WEAPONS[x.type].passive === m.kind);
    // The view put the marker back on both stocks; take it from the one this world says it came from.
    const real = rng.next() < REAL_MARKER_CHANCE ? w !== undefined : layer.dummies <= 0;
    if (real && w && w.ammo !== null) w.ammo -= 1;
    else if (layer.dummies > 0) layer.dummies -= 1;
    m.dummy = !real;
  }
  world.rng = { seed: 0, s: rng.word(), forced: k >= 0 ? [1 + (k % 6)] : [], rolls: world.rng.rolls };
  // In a real-dice game the table rolls; the computer still imagines the dice to come.
  world.options = { ...world.options, realDice: false };
  return world;
}
