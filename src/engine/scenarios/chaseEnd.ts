// The end of the chase scenarios (Game One, p87, and the games that keep its victory): the lead
// car wins by crossing the finish line; the chase car wins by stopping it — crashed, out of play
// or halted for good (a wreck that still moves is played out, docs/assumptions.md).
import { canEverMoveOff } from '../plan/declarations';
import type { GameState, Rule, Winner } from '../types';

export const LEAD = 'lead';
export const CHASE = 'chase';

/** Game One's two sides (p87): the die settles which player drives which. */
export const CHASE_SIDES = [
  { id: LEAD, label: 'the lead car', lead: true },
  { id: CHASE, label: 'the chase car' },
] as const;

/** `finished` words the lead car's win: 'crossed the finish line' (p87), 'moved off the seventh track section' (p88). */
export function chaseEnd(finished: { words: string; rule: Rule }) {
  return (s: GameState): Winner | null => {
    const lead = s.vehicles.find((v) => v.side === LEAD);
    if (lead && lead.status !== 'unplaced') {
      if (lead.status === 'finished') return { side: LEAD, reason: `${lead.name} ${finished.words}`, rule: finished.rule };
      if (lead.status === 'crashed') return { side: CHASE, reason: `${lead.name} crashed`, rule: 'p87' };
      if (lead.status === 'leftPlay') return { side: CHASE, reason: `${lead.name} left play`, rule: 'p87' };
      // A wreck still moving is played out: it may coast or skid over the line (p87: the chase car
      // wins only by stopping the lead car reaching it).
      // Halted for good: stationary, and no move it is offered now or could be once everything
      // that might still move has gone keeps it in the game (the declarations' own list, p17, p46;
      // one off the back of the road only takes it out of play, p75). docs/assumptions.md, p87.
      if (lead.speed === 0 && !canEverMoveOff(s, lead.id, true)) return { side: CHASE, reason: `${lead.name} has been halted for good`, rule: 'p87' };
    } else if (!lead && s.vehicles.every((v) => v.status !== 'inPlay' && v.status !== 'unplaced')) {
      return { side: 'none', reason: 'no vehicle is left in play', rule: 'p75' };
    }
    return null;
  };
}

export const crossedTheLine = chaseEnd({ words: 'crossed the finish line', rule: 'p87' });
