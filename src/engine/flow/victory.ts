// The end of a game: each scenario says when it is over and who won (its `endIf`, p87-88); this
// only asks it and stops the game. Custom set-ups end as Game One does (sides 'lead' and 'chase').
// A game in which nothing can ever change again ends with no winner (p87, docs/assumptions.md).
import { emit, inPlay, type Ctx } from '../core/ctx';
import { scenarioById } from '../scenarios';
import { crossedTheLine } from '../scenarios/chaseEnd';
import { anyMightMove, atItsNextTurn, legalDeclarations } from '../plan/declarations';
import { eligibleTarget, hitChance } from '../resolve/shooting';
import type { GameState, Winner } from '../types';

/** The scenario's end condition for this state (custom games: Game One's, p87). */
export function endIf(s: GameState): Winner | null {
  return (scenarioById(s.scenario)?.endIf ?? crossedTheLine)(s);
}

/**
 * Could `vid` ever hit anything that matters from where it stands? A shot it is offered standing
 * still (the declarations' own list, as at its next turn: none for a driver out of control for
 * good, p42) whose target (p25: the nearest, which all fire must go at) is in range with a chance
 * to hit (p26) and is not a wreck (already out of the game, p35). With nothing moving, that never changes.
 */
function hasShot(s: GameState, vid: string): boolean {
  const board = atItsNextTurn(s, vid);
  return legalDeclarations(board, vid, 'still').some((a) => {
    if (a.kind !== 'shoot') return false;
    const t = eligibleTarget(board, vid, a.weapon);
    return !!t && t.inRange && !board.vehicles.find((o) => o.id === t.target)?.wreck && hitChance(board, vid, a.weapon, t.target) > 0;
  });
}

/**
 * p87 (docs/assumptions.md, victory): nothing can ever change again. Every vehicle in play stands
 * still for good (mightMove: the moving-off lists themselves, with every vehicle that might move
 * taken away) and none is offered a shot that could hit anything (with nothing moving, no
 * corridor or range ever changes). Then no vehicle can move or act any more: the game is over
 * with no winner.
 */
export function frozen(s: GameState): boolean {
  if (s.flow.kind !== 'phase') return false;
  // Asked on every step of the turn loop: a loop, no list, to find a moving vehicle.
  let still = false;
  for (const v of s.vehicles) {
    if (!inPlay(v)) continue;
    if (v.speed > 0) return false;
    still = true;
  }
  return still && !anyMightMove(s) && !s.vehicles.some((v) => inPlay(v) && hasShot(s, v.id));
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
