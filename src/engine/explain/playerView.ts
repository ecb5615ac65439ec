// What one player may know of the game (boardgame.io's playerView; docs/architecture.md "Secrets", docs/rulesets.md): the
// state with the opponents' face-down markers shown as "could be real" (p22: dummies are secret
// until turned over), without the dice to come (the seed, the generator's state and any forced
// dice), and without what the others chose in secret during the set-up: a Game Three table until
// both have chosen (p87), a side's design until every side has designed (p88). The computer
// driver decides from this alone, so two states that differ only in what the player may not know
// give it the same view (src/sim/secrets.test.ts walks every view of random games for them).
import { cloneJson } from '../clone';
import { WEAPONS } from '../data/weapons';
import type { GameState, Marker, PassiveKind, VehicleState } from '../types';

/** Who drives the vehicle that laid a marker (markers name their vehicle, vehicles their player). */
function layerOf(s: GameState, m: Marker): VehicleState | undefined {
  return s.vehicles.find((v) => v.id === m.owner);
}

/** Is this marker's real-or-dummy status hidden from the player? Face-down and laid by somebody else. */
export function isHiddenFrom(s: GameState, m: Marker, player: string): boolean {
  return !m.faceUp && layerOf(s, m)?.owner !== player;
}

/**
 * What an opponent's face-down marker shows of its kind: the kind of the layer's first passive that
 * lays face down (all but smoke, p22), whatever it really is. A dummy names the layer it was
 * declared from (smoke included, though real smoke goes face up) and a car may carry two such
 * layers (an Interceptor's two passive mounts), so the true kind would tell a dummy, or which
 * layer, before the marker is turned over. Undefined when the car has no such layer: then every
 * face-down marker it lays is a dummy, which the table knows.
 */
function faceDownKind(car: VehicleState | undefined): PassiveKind | undefined {
  for (const w of car?.weapons ?? []) {
    const k = WEAPONS[w.type].passive;
    if (k && k !== 'smoke') return k;
  }
  return undefined;
}

/**
 * The set-up's secrets (p87-88), hidden from `player` in the view `v` (a copy of `s`). Game Three:
 * "Both players can choose either a defensive or an offensive car. They make this choice and
 * complete the car's record sheet, before rolling the dice" (p87): a table chosen is the
 * chooser's until no choice is left to make. Games Six to Eight: the sides buy their vehicles at
 * the same time at the table (p88: "The one with the lower score has $100,000 to purchase and
 * equip an Interceptor. The other player also has $100,000 to purchase and equip an Outlaw
 * gang"); the engine takes the designs one after another, so until the last is in, a side's
 * vehicles and its role are its own. The role shows when a design still to come depends on it
 * (Game Eight's target designs the other role, an `exclusive` step).
 */
function hideSetup(s: GameState, v: GameState, player: string): void {
  if (s.flow.kind !== 'setup' || v.flow.kind !== 'setup') return;
  const steps = v.flow.steps;
  if (steps.some((x) => x.kind === 'chooseLoadout')) {
    for (const x of steps) if (x.kind === 'rollLoadout' && x.player !== player) delete x.loadout;
  }
  if (steps.some((x) => x.kind === 'designSide')) {
    const roleShown = steps.some((x) => x.kind === 'designSide' && x.exclusive);
    const others = new Set((v.sides ?? []).filter((x) => !x.players.includes(player)).map((x) => x.id));
    v.vehicles = v.vehicles.filter((x) => !others.has(x.side));
    if (!roleShown) for (const x of v.sides ?? []) if (others.has(x.id)) delete x.role;
  }
}

/**
 * The game as `player` may know it. Hidden markers read `dummy: false` (a face-down marker must
 * be treated as real until it is turned over, p22), of their layer's face-down kind
 * (faceDownKind), and each other car's stock is put back by what it laid face down that nobody
 * has turned over (VehicleState.unrevealed), since the record sheet would otherwise tell which it
 * was; that ledger itself is left out. A shot that scattered
 * (p23) or a marker taken off unseen (p75) stays put back: nobody ever saw what it was. The dice
 * generator is blanked: `rolls` (how many dice have been rolled, which everyone saw) is kept;
 * seed, state and forced dice are zero and empty. The set-up's secrets are left out (hideSetup).
 */
export function playerView(s: GameState, player: string): GameState {
  const v = cloneJson(s);
  v.rng = { seed: 0, s: 0, forced: [], rolls: s.rng.rolls };
  for (const m of v.markers) {
    if (!isHiddenFrom(s, m, player)) continue;
    m.dummy = false;
    delete m.weapon;
    const kind = faceDownKind(layerOf(s, m));
    if (kind) m.kind = kind;
  }
  for (const car of v.vehicles) {
    if (car.owner === player || !car.unrevealed) continue;
    car.dummies += car.unrevealed.dummies;
    for (const w of car.weapons) if (w.ammo !== null) w.ammo += car.unrevealed.ammo[w.id] ?? 0;
    delete car.unrevealed;
  }
  hideSetup(s, v, player);
  return v;
}
