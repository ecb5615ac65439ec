// What one player may know of the game (boardgame.io's playerView; STYLE.md "secrets"): the
// state with the opponents' face-down markers shown as "could be real" (p22: dummies are secret
// until turned over) and without the dice to come (the seed, the generator's state and any
// forced dice). The computer driver decides from this alone, so two states that differ only in
// what the player may not know give it the same view.
import { cloneJson } from '../clone';
import type { GameState, Marker, VehicleState } from '../types';

/** Who drives the vehicle that laid a marker (markers name their vehicle, vehicles their player). */
function layerOf(s: GameState, m: Marker): VehicleState | undefined {
  return s.vehicles.find((v) => v.id === m.owner);
}

/** Is this marker's real-or-dummy status hidden from the player? Face-down and laid by somebody else. */
export function isHiddenFrom(s: GameState, m: Marker, player: string): boolean {
  return !m.faceUp && layerOf(s, m)?.owner !== player;
}

/**
 * The game as `player` may know it. Hidden markers read `dummy: false` (a face-down marker must
 * be treated as real until it is turned over, p22), and each other car's stock is put back by
 * what it laid face down that nobody has turned over (VehicleState.unrevealed), since the record
 * sheet would otherwise tell which it was; that ledger itself is left out. A shot that scattered
 * (p23) or a marker taken off unseen (p75) stays put back: nobody ever saw what it was. The dice
 * generator is blanked: `rolls` (how many dice have been rolled, which everyone saw) is kept;
 * seed, state and forced dice are zero and empty.
 */
export function playerView(s: GameState, player: string): GameState {
  const v = cloneJson(s);
  v.rng = { seed: 0, s: 0, forced: [], rolls: s.rng.rolls };
  for (const m of v.markers) {
    if (!isHiddenFrom(s, m, player)) continue;
    m.dummy = false;
    delete m.weapon;
  }
  for (const car of v.vehicles) {
    if (car.owner === player || !car.unrevealed) continue;
    car.dummies += car.unrevealed.dummies;
    for (const w of car.weapons) if (w.ammo !== null) w.ammo += car.unrevealed.ammo[w.id] ?? 0;
    delete car.unrevealed;
  }
  return v;
}
