// A lesson's words about the order of things must be what the engine does (issue 26: "The speed
// changes before the move" taught the opposite of p15, where the car moves and then the speed
// track is adjusted). Each claim of order a lesson may make is a pattern here with the two events
// it orders; the engine's events for the steps around the sentence are its explanation of the same
// commands, and must show the same order. A sentence that speaks of order in words this table does
// not know fails the test, so a new claim cannot slip past unchecked.
import { describe, expect, it } from 'vitest';
import type { EventType, GameEvent } from '../../engine';
import { GAME_LESSONS } from './lessons';
import { traceLesson } from './lessonTrace';

interface OrderClaim {
  re: RegExp;
  first: EventType;
  then: EventType;
}

const ORDER_CLAIMS: OrderClaim[] = [
  // p15: "he moves the car straight ahead, and finally adjusts the speed track".
  { re: /speed changes? before the move/i, first: 'speedChanged', then: 'moved' },
  { re: /moved? [^.]*, then (its|the) speed (changes|track)|speed changes? after the move/i, first: 'moved', then: 'speedChanged' },
  // p8: the sequence of a phase, declare then move.
  { re: /before each move a driver declares/i, first: 'declared', then: 'moved' },
  // p44, p58: a spin on a curve starts as a skid, and the rotation is what crashes the car.
  { re: /then the car must start to rotate/i, first: 'skid', then: 'crash' },
  // p8, p22: shooting comes after the move.
  { re: /move one space before you fire/i, first: 'moved', then: 'shot' },
  // p42: the control-loss table's 2-3 is "skid, then regain control".
  { re: /skid,? (and )?then regain control/i, first: 'skid', then: 'regainControl' },
  // p44: a spin starts as a skid; the template turns the car after it.
  { re: /then the spin template turns/i, first: 'skid', then: 'spin' },
  // p43: a skid is the forward move, then the skid die.
  { re: /forward one space, then the skid die/i, first: 'moved', then: 'skid' },
  // p38: a curve's hazard roll follows the move on it.
  { re: /rolls a hazard after each move/i, first: 'moved', then: 'hazardRoll' },
];

/** Sentences that use an order word without ordering two rule events: instructions to the player, places on the road. */
const NOT_ORDER = [/then press/i, /then “/, /then watch/i, /before the finish line/i, /before it\b/i, /before the corner/i, /\(\d+, then \d+ mph\)/, /then a corner/i, /moves after you/i, /declares first/i, /then it is your move/i];

const ORDER_WORD = /\b(before|after|then)\b/i;

const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

/** True when some `then` event comes after a `first` event, and no `then` event comes before every `first` one. */
function inOrder(events: GameEvent[], c: OrderClaim): boolean {
  const firstAt = events.findIndex((e) => e.type === c.first);
  const thenAt = events.findIndex((e) => e.type === c.then);
  return firstAt >= 0 && thenAt > firstAt;
}

describe.each(GAME_LESSONS.map((l) => [l.id, l] as const))('lesson %s: words about order agree with the engine', (_id, lesson) => {
  const { trace } = traceLesson(lesson);
  // A step's words speak of the command just made (the previous step's, for a step that only explains), its own, or the next one.
  const around = (i: number): GameEvent[] => [i - 1, i, i + 1].filter((j) => j >= 0 && j < trace.length).flatMap((j) => trace[j].events);

  it('every sentence with an order word is a known claim, or not about order', () => {
    for (const step of lesson.steps) {
      for (const s of sentences(`${step.text} ${step.result ?? ''}`)) {
        if (!ORDER_WORD.test(s) || NOT_ORDER.some((re) => re.test(s))) continue;
        expect(ORDER_CLAIMS.some((c) => c.re.test(s)), `${step.id}: "${s}" speaks of order; add its claim to ORDER_CLAIMS`).toBe(true);
      }
    }
  });

  it('each claim of order matches the order of the engine’s events (p15: move, then the speed track)', () => {
    lesson.steps.forEach((step, i) => {
      for (const s of sentences(`${step.text} ${step.result ?? ''}`)) {
        for (const c of ORDER_CLAIMS.filter((x) => x.re.test(s))) {
          expect(inOrder(around(i), c), `${step.id}: "${s}" says ${c.first} before ${c.then}`).toBe(true);
        }
      }
    });
  });
});
