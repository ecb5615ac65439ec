// A stand-off with no way past (issue 30): on the rolling road a side wins by taking the other out
// or leaving it behind (p75, p88), and the road is laid only as the lead car drives on. Game Six
// seed 85010 (arena --seed 85001 against random, game 18): the gang's last car on a left bend behind
// obstacles over lanes 6-8, its own wreck across lanes 4-5 behind it and an obstacle over lanes 1-3
// behind that; on the bend it may drift only outwards (p14), so escape.ts finds no way past. The
// Op's car, its engine gone but its guns loaded, stood behind everything, in the fight (p88), and
// the gang car crept up to the obstacle and reversed for 420 turns until the command cap. The
// only end left is to take the Op out: so, with no way past, progress is the moves to a space
// from which one of the car's guns bears on an enemy car still in the fight, read off the engine's
// own targeting (eligibleTarget) for the car put in that space. Nothing here decides a rule.
import { eligibleTarget, fateOf, WEAPONS } from '../engine';
import type { Cell, Command, GameState, VehicleState } from '../engine';
import { blockedAhead, escapeField, escapeWindow, fieldGain, fieldOf, key, movesTo } from './escape';
import { wayOfPlay } from './wayOut';

/** `weapon` of `me` would fire at an enemy of it still in the fight, in range, from where `s` has it. */
function aimsAtEnemy(s: GameState, me: VehicleState, weapon: string): boolean {
  const w = me.weapons.find((x) => x.id === weapon);
  if (!w || WEAPONS[w.type].passive || w.status === 'destroyed' || w.ammo === 0) return false;
  const t = eligibleTarget(s, me.id, w.id);
  const e = t?.inRange ? s.vehicles.find((v) => v.id === t.target) : undefined;
  return !!e && e.side !== me.side && fateOf(e) === 'inTheFight';
}

/** The car `self` put at `cell` facing the way of play, standing still, has a gun bearing on an enemy still in the fight. */
function gunBears(s: GameState, self: string, cell: Cell): boolean {
  const at: GameState = { ...s, vehicles: s.vehicles.map((v) => (v.id === self ? { ...v, cell, heading: wayOfPlay(s), speed: 0, outOfControl: false, spin: null } : v)) };
  const me = at.vehicles.find((v) => v.id === self);
  return !!me && me.weapons.some((w) => aimsAtEnemy(at, me, w.id));
}

/** `c` fires a gun at an enemy still in the fight: in a stand-off, the move that ends the game. */
export function firesAtEnemy(s: GameState, c: Command): boolean {
  if (c.type !== 'declare' || c.action.kind !== 'shoot') return false;
  const me = s.vehicles.find((v) => v.id === c.vehicle);
  return !!me && aimsAtEnemy(s, me, c.action.weapon);
}

/** For the car `self` at `from`: the moves from each space near it to one where a gun bears (movesTo). */
export function shotField(s: GameState, self: string, from: Cell): Map<string, number> {
  return movesTo(s, self, from, (c) => gunBears(s, self, c), escapeWindow(s, from));
}

/**
 * The car `self` at `from` is in a stand-off on the rolling road: no way past everything blocking
 * it (escape.ts), or a gun of it already bears on an enemy still in the fight. The second, because
 * the way past is looked for only a horizon ahead of where the car stands: backed off to its firing
 * place behind the Op, the gang car found one (round the wreck, short of the obstacles on the bend)
 * and drove off towards it, and came back, five times before it fired.
 */
export function inStandOff(s: GameState, self: string, from: Cell): boolean {
  return s.track.finishTick === null && (!fieldOf(s, self, from, escapeField).has(key(from)) || fieldOf(s, self, from, shotField).get(key(from)) === 0);
}

/**
 * How many moves a move of the car `self` from `from` to `to` brings it nearer to a firing place
 * (shotField); a move that leaves it moving with a blocker straight ahead (a compulsory ram next,
 * p17) as a move away, whatever the field says of the space: the field is of spaces, not speeds.
 */
export function standOffGain(s: GameState, self: string, from: Cell, to: Cell, speedAfter: number): number {
  if (speedAfter > 0 && blockedAhead(s, self, to, wayOfPlay(s))) return -1;
  return fieldGain(s, self, from, to, shotField);
}
