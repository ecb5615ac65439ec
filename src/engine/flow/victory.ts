// The end of a game: each scenario says when it is over and who won (its `endIf`, p87-88); this
// only asks it and stops the game. Custom set-ups end as Game One does (sides 'lead' and 'chase').
// A game in which nothing can ever change again ends with no winner (p87, docs/assumptions.md).
import { emit, inPlay, type Ctx } from './ctx';
import { scenarioById } from '../scenarios';
import { crossedTheLine } from '../scenarios/chaseEnd';
import { mightMove } from '../plan/declarations';
import { canShoot, hasTarget } from '../resolve/shooting';
import type { GameState, Winner } from '../types';

/** The scenario's end condition for this state (custom games: Game One's, p87). */
export function endIf(s: GameState): Winner | null {
  return (scenarioById(s.scenario)?.endIf ?? crossedTheLine)(s);
}

/** A weapon of `vid` that can fire (a laser's once-a-turn aside, p29) at a target in its corridor now. */
function hasShot(s: GameState, vid: string): boolean {
  const v = s.vehicles.find((x) => x.id === vid)!;
  const rested = { ...v, weapons: v.weapons.map((w) => (w.firedThisTurn ? { ...w, firedThisTurn: false } : w)) };
  const view: GameState = { ...s, vehicles: s.vehicles.map((x) => (x.id === vid ? rested : x)) };
  return rested.weapons.some((w) => canShoot(view, vid, w.id) && hasTarget(view, vid, w.id));
}

/**
 * p87 (docs/assumptions.md, victory): nothing can ever change again. Every vehicle in play stands
 * still for good (mightMove: the moving-off lists themselves, with every vehicle that might move
 * taken away) and none has a weapon that could fire at anything (with nothing moving, no corridor
 * ever changes). Then no vehicle can move or act any more: the game is over with no winner.
 */
export function frozen(s: GameState): boolean {
  if (s.flow.kind !== 'phase') return false;
  const still = s.vehicles.filter(inPlay);
  if (still.length === 0 || still.some((v) => v.speed > 0)) return false;
  return mightMove(s).size === 0 && !still.some((v) => hasShot(s, v.id));
}

const FROZEN: Winner = { side: 'none', reason: 'no vehicle can ever move or act again', rule: 'p87' };

export function checkVictory(ctx: Ctx): Winner | null {
  const s = ctx.s;
  if (s.winner) return s.winner;
  const w = endIf(s) ?? (frozen(s) ? FROZEN : null);
  if (w) {
    s.winner = w;
    s.flow = { kind: 'over' };
    emit(ctx, { type: 'gameOver', side: w.side, reason: w.reason, rule: w.rule, dice: [] });
  }
  return w;
}
