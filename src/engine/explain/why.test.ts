// One line of why after a result (issue 10), from the events of real commands with forced dice.
import { describe, expect, it } from 'vitest';
import { startPhase } from '../flow/turn';
import { applyOk, testState } from '../testkit';
import { whyLines } from './why';

describe('whyLines (issue 10)', () => {
  it('p13, p38: a drift at 90 mph, die 6: 6 + 1 − 4 = 3, panic brake 15 mph', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', name: 'Ann\'s car', lane: 3, space: 3, speed: 90 }], dice: [6] }), 1);
    const { s: after, events } = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'drift', side: 'left' } });
    expect(whyLines(after, events)).toContainEqual({
      vehicle: 'a',
      text: "Ann's car panic brakes (drift): rolled 6 + 1 for 10 mph over the 80 mph limit − 4 optimum control = 3, so brake 15 mph",
      rule: 'p38',
    });
  });

  it('p38: a drift at 85 mph, die 2: 2 + 1 − 4 = −1, OK', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', name: 'A', lane: 3, space: 3, speed: 85 }], dice: [2] }), 1);
    const { s: after, events } = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'drift', side: 'left' } });
    expect(whyLines(after, events).map((l) => l.text)).toEqual(['A, drift: rolled 2 + 1 for 5 mph over the 80 mph limit − 4 optimum control = -1, 0 or less is OK']);
  });

  it('a command that rolls nothing has no why', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 40 }] }), 1);
    const { s: after, events } = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'none' } });
    expect(whyLines(after, events)).toEqual([]);
  });
});

describe('optimumSpeed (p41)', () => {
  it('the book\'s example: optimum control 4 at a 60 mph limit gives 80 mph; control 2 or less gives the limit itself', async () => {
    const { optimumSpeed } = await import('../plan/optimum');
    expect(optimumSpeed(60, 4)).toBe(80);
    expect(optimumSpeed(50, 3)).toBe(60);
    expect(optimumSpeed(40, 2)).toBe(40);
    expect(optimumSpeed(30, 0)).toBe(30);
  });
});
