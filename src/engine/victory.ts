// Victory in the chase scenarios (Game One, p87): the lead car wins by crossing the finish line;
// the chase car wins by stopping it — crashed, out of play or halted for good (a wreck that
// still moves is played out).
import { emit, type Ctx } from './ctx';
import { canMoveOff } from './declarations';
import type { Winner } from './types';

export function checkVictory(ctx: Ctx): Winner | null {
  const s = ctx.s;
  if (s.winner) return s.winner;
  const lead = s.vehicles.find((v) => v.side === 'lead');
  let w: Winner | null = null;
  if (lead && lead.status !== 'unplaced') {
    if (lead.status === 'finished') w = s.scenario === 'gameFive'
      ? { side: 'lead', reason: `${lead.name} moved off the seventh track section`, rule: 'p88' }
      : { side: 'lead', reason: `${lead.name} crossed the finish line`, rule: 'p87' };
    else if (lead.status === 'crashed') w = { side: 'chase', reason: `${lead.name} crashed`, rule: 'p87' };
    else if (lead.status === 'leftPlay') w = { side: 'chase', reason: `${lead.name} left play`, rule: 'p87' };
    // A wreck still moving is played out: it may coast or skid over the line (p87: the chase car
    // wins only by stopping the lead car reaching it).
    else if (lead.speed === 0 && !canMoveOff(lead)) w = { side: 'chase', reason: `${lead.name} has been halted for good`, rule: 'p87' };
  } else if (!lead && s.vehicles.every((v) => v.status !== 'inPlay' && v.status !== 'unplaced')) {
    w = { side: 'none', reason: 'no vehicle is left in play', rule: 'p75' };
  }
  if (w) {
    s.winner = w;
    s.flow = { kind: 'over' };
    emit(ctx, { type: 'gameOver', side: w.side, reason: w.reason, rule: w.rule, dice: [] });
  }
  return w;
}
