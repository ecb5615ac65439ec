// The road's events in words (p74-76), for the log; describe.ts hands them over here.
import type { GameEvent } from '../events';
import type { GameState } from '../types';

type RoadEvent = Extract<GameEvent, { type: 'trackPlaced' | 'trackRemoved' | 'directionOfPlay' | 'roadHazard' | 'obstacleHit' | 'train' }>;

const name = (s: GameState, id: string): string => s.vehicles.find((v) => v.id === id)?.name ?? id;
const plural = (n: number, word: string): string => `${n} ${word} marker${n === 1 ? '' : 's'}`;

function hazard(e: Extract<RoadEvent, { type: 'roadHazard' }>): string {
  const at = `section ${e.section + 1}`;
  switch (e.result) {
    case 'none':
      return `Road hazard roll for ${at}: ${e.dice[0]}, the road is clear`;
    case 'railroad':
      return `Road hazards on ${at}: double ${e.dice[e.dice.length - 1]} — a railroad crossing`;
    case 'bothSides':
      return `Road hazards on ${at}: double ${e.dice[e.dice.length - 1]} — hazards on both sides of the road`;
    default: {
      const more = e.overflow ? `; ${e.overflow} more ${e.overflow === 1 ? 'goes' : 'go'} on the next section` : '';
      const how = e.dice.length ? `(dice ${e.dice.join(', ')})` : '(carried over from the section behind)';
      return `Road hazards on ${at} ${how}: ${plural(e.markers, e.result)} on the ${e.side ?? ''} edge${more}`;
    }
  }
}

export function describeRoadEvent(e: RoadEvent, s: GameState): string {
  switch (e.type) {
    case 'trackPlaced': {
      const what = e.kind === 'straight' ? 'a straight' : `a ${e.kind} to the ${e.turn ?? ''}`;
      return `Section ${e.section + 1}: ${what}${e.dice.length ? ` (dice ${e.dice.join(', ')})` : ''} — ${e.note}`;
    }
    case 'trackRemoved':
      return `Section ${e.section + 1} is taken away (${e.reason})`;
    case 'directionOfPlay':
      return `The direction of play ${e.dir === 1 ? 'turns back to the way the road was first laid' : 'turns round'} (${e.reason})`;
    case 'roadHazard':
      return hazard(e);
    case 'obstacleHit':
      return `${name(s, e.vehicle)} hits an obstacle: ${e.kind === 'headOn' ? 'a head-on ram' : 'a sideswipe it loses'} — ${e.damage}`;
    case 'train':
      return `${name(s, e.vehicle)} moves onto the railroad: ${e.dice.join(' + ')}${e.hit ? ' — DOUBLE ONE: an express train!' : ', no train'}`;
  }
}
