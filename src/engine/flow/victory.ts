// The end of a game: each scenario says when it is over and who won (its `endIf`, p87-88); this
// only asks it and stops the game. Custom set-ups end as Game One does (sides 'lead' and 'chase').
import { emit, type Ctx } from './ctx';
import { scenarioById } from '../scenarios';
import { crossedTheLine } from '../scenarios/chaseEnd';
import type { GameState, Winner } from '../types';

/** The scenario's end condition for this state (custom games: Game One's, p87). */
export function endIf(s: GameState): Winner | null {
  return (scenarioById(s.scenario)?.endIf ?? crossedTheLine)(s);
}

export function checkVictory(ctx: Ctx): Winner | null {
  const s = ctx.s;
  if (s.winner) return s.winner;
  const w = endIf(s);
  if (w) {
    s.winner = w;
    s.flow = { kind: 'over' };
    emit(ctx, { type: 'gameOver', side: w.side, reason: w.reason, rule: w.rule, dice: [] });
  }
  return w;
}
