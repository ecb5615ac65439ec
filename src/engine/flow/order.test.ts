// Move order at equal speeds (p12): "When there are two vehicles moving at exactly the same speed
// the one in front must move first. If the two vehicles are neck and neck or travelling in
// different directions let both players roll a die - whoever gets the lowest score must move first."
// The rule is stated for a pair and holds for every pair of a same-speed group.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending, startPhase } from './turn';
import { moveOrder } from './order';
import { testCtx, testState, type TestVehicle } from '../testkit';
import type { GameEvent } from '../events';
import type { Command, Section, Slot } from '../types';

/** The move order the engine works out for phase 1 of a board, and the events it reported. */
function ordered(vehicles: TestVehicle[], dice: number[] = [], sections?: Section[]): { slots: Slot[]; ties: GameEvent[]; left: number[] } {
  const ctx = testCtx(testState({ vehicles, dice, sections }));
  const slots = moveOrder(ctx);
  return { slots, ties: ctx.events.filter((e) => e.type === 'orderTie'), left: ctx.s.rng.forced };
}

const order = (slots: Slot[]): string[] => slots.map((q) => q.vehicle);
const why = (slots: Slot[], id: string): string => slots.find((q) => q.vehicle === id)?.why ?? '';

const car = (id: string, lane: number, space: number, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, lane, space, speed: 60, weapons: [], ...more });
const bike = (id: string, lane: number, space: number): TestVehicle => ({ id, kind: 'bike', lane, space, speed: 60, weapons: [], driveSkill: 2 });

describe('move order at the same speed (p12)', () => {
  it('p12: two cars neck and neck both roll, the lowest moves first, and the reason says so', () => {
    const { slots: s, left } = ordered([car('a', 2, 3), car('b', 5, 3)], [5, 2, 6]);
    expect(order(s)).toEqual(['b', 'a']);
    expect(left).toEqual([6]); // two dice, one each
    expect(why(s, 'b')).toContain('Neck and neck with a at 60 mph: rolled 2 against 5, lowest moves first');
    expect(why(s, 'a')).toContain('Neck and neck with b at 60 mph: rolled 5 against 2, lowest moves first');
    expect(why(s, 'b')).toContain('(p12)');
    expect(why(s, 'b')).not.toContain('Fastest');
  });

  it('p12: three cars in a line in one lane move front to back without a roll', () => {
    const { slots: s, left } = ordered([car('back', 3, 1), car('front', 3, 5), car('middle', 3, 3)], [1, 2, 3]);
    expect(order(s)).toEqual(['front', 'middle', 'back']);
    expect(left).toEqual([1, 2, 3]);
    expect(why(s, 'front')).toContain('At 60 mph like middle and back, but in front of them');
    expect(why(s, 'middle')).toContain('behind front and in front of back');
    expect(why(s, 'back')).toContain('At 60 mph like front and middle, but behind them');
  });

  it('p12 (Game Six pursuit): three gang cars side by side roll among themselves; the Op a section behind moves after all of them', () => {
    // Old order: all four rolled and the Op, rolling 1, moved first although plainly behind.
    const vs = [car('gang1', 1, 4), car('gang2', 3, 4), car('gang3', 5, 4), car('op', 3, 1)];
    const { slots: s, ties, left } = ordered(vs, [5, 6, 4, 1]);
    expect(order(s)).toEqual(['gang3', 'gang1', 'gang2', 'op']);
    expect(left).toEqual([1]); // the Op does not roll
    expect(ties).toHaveLength(1);
    expect(ties[0]).toMatchObject({ vehicles: ['gang1', 'gang2', 'gang3'], dice: [5, 6, 4], rule: 'p12' });
    expect(ties[0].type === 'orderTie' && ties[0].reason).toMatch(/^Neck and neck at 60 mph.*\(p12\)$/);
    expect(why(s, 'gang3')).toContain('Neck and neck with gang1 and gang2 at 60 mph: rolled 4 against 5 (gang1) and 6 (gang2), lowest moves first; in front of op');
    expect(why(s, 'op')).toContain('At 60 mph like gang3, gang1 and gang2, but behind them');
  });

  it('p12: a gang bike one space behind its teammate in its lane moves after it, so it is not left to ram it', () => {
    // Old order: the bike rolled lowest, moved first, and its only action was to ram gang1.
    const vs = [car('gang1', 2, 3, { side: 'gang', owner: 'ann' }), car('gang2', 4, 3, { side: 'gang', owner: 'bob' }), { ...bike('bike', 2, 2), side: 'gang', owner: 'cat' }];
    const { slots: s, left } = ordered(vs, [4, 5, 1]);
    expect(order(s)).toEqual(['gang1', 'gang2', 'bike']);
    expect(left).toEqual([1]);
    expect(why(s, 'bike')).toContain('At 60 mph like gang1 and gang2, but behind them');
    // Played: when the bike's turn comes gang1 has moved on, so it has the usual actions.
    let t = startPhase(testState({ vehicles: vs, dice: [4, 5, 1] }), 1);
    for (const id of ['gang1', 'gang2']) {
      expect(pending(t)).toMatchObject({ kind: 'declare', vehicle: id });
      const r = apply(t, { type: 'declare', vehicle: id, action: { kind: 'none' } } as Command);
      if (!r.ok) throw new Error(r.error.message);
      t = r.value.state;
    }
    expect(pending(t)).toMatchObject({ kind: 'declare', vehicle: 'bike' });
    const kinds = legalCommands(t).flatMap((c) => (c.type === 'declare' ? [c.action.kind] : []));
    expect(kinds).toContain('none');
    expect(kinds).not.toContain('ram');
  });

  it('p12: in a mixed group only the neck-and-neck pairs roll, each pair in its place front to back', () => {
    // a and b level in space 5, c alone in space 3, d and e level in space 1.
    const vs = [car('e', 6, 1), car('a', 1, 5), car('c', 3, 3), car('b', 5, 5), car('d', 2, 1)];
    const { slots: s, ties, left } = ordered(vs, [6, 2, 3, 1, 4]);
    // The pair in front rolls first (a 6, b 2), then the pair at the back (e 3, d 1).
    expect(order(s)).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(left).toEqual([4]);
    expect(ties.map((e) => (e.type === 'orderTie' ? e.vehicles : []))).toEqual([['a', 'b'], ['e', 'd']]);
    expect(why(s, 'c')).toContain('At 60 mph like b, a, d and e, but behind b and a and in front of d and e');
    expect(why(s, 'e')).toContain('Neck and neck with d at 60 mph: rolled 3 against 1, lowest moves first; behind b, a and c');
  });

  it('p12: equal rolls roll again between themselves only', () => {
    const { slots: s, ties, left } = ordered([car('a', 1, 3), car('b', 3, 3), car('c', 5, 3)], [2, 5, 2, 6, 1, 4]);
    // a and c rolled 2 and roll again (6 against 1); b's 5 stands.
    expect(order(s)).toEqual(['c', 'a', 'b']);
    expect(left).toEqual([4]);
    expect(ties.map((e) => e.dice)).toEqual([[2, 5, 2], [6, 1]]);
    expect(ties[1]).toMatchObject({ vehicles: ['a', 'c'] });
    expect(why(s, 'c')).toContain('Neck and neck with a and b at 60 mph: rolled 2 then 1 against 2 then 6 (a) and 5 (b), lowest moves first');
    expect(why(s, 'b')).toContain('rolled 5 against 2 then 1 (c) and 2 then 6 (a)');
  });

  it('p12: two cars travelling in different directions both roll, the lowest moves first', () => {
    const { slots: s, left } = ordered([car('up', 2, 1), car('down', 5, 5, { heading: 4 })], [3, 1, 6]);
    expect(order(s)).toEqual(['down', 'up']);
    expect(left).toEqual([6]);
    expect(why(s, 'down')).toContain('Going the other way from up at 60 mph: rolled 1 against 3, lowest moves first');
  });

  it('p12: a car going the other way from two in a line: the one behind never moves before the one in front, whatever it rolls', () => {
    // a faces the other way; b is in front of c going their way. a beats b (3 against 5), so a
    // moves before b, and c, behind b, moves after b although its 1 is lower than a's 3.
    const vs = [car('a', 6, 5, { heading: 4 }), car('b', 2, 4), car('c', 2, 2)];
    const { slots: s, left } = ordered(vs, [3, 5, 1, 6]);
    expect(order(s)).toEqual(['a', 'b', 'c']);
    expect(left).toEqual([6]); // all three roll: each meets a going the other way
    expect(why(s, 'c')).toContain('behind b');
    expect(why(s, 'c')).toContain('after a too, which beat b on the dice');
    // With b beating a, b and c both go before a where c's roll beats a's.
    const { slots: s2 } = ordered(vs, [3, 2, 1]);
    expect(order(s2)).toEqual(['b', 'c', 'a']);
    const { slots: s3 } = ordered(vs, [3, 2, 4]);
    expect(order(s3)).toEqual(['b', 'a', 'c']);
  });

  it('p12, p10: on a bend\'s uneven lanes a car whose front is further on is in front even alongside; fronts level are neck and neck', () => {
    // Section 1 bends left: lanes 1-2 have 3 spaces (20 ticks), 5-6 have 5 (12), 6-7 have 5 (12).
    const sections: Section[] = [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'straight' }, { kind: 'straight' }];
    const inner = car('inner', 1, 0, { patch: { cell: { lane: 1, t0: 60, t1: 80 } } });
    const outer = car('outer', 6, 0, { patch: { cell: { lane: 6, t0: 72, t1: 84 } } });
    const { slots: s, left } = ordered([inner, outer], [1, 2], sections);
    expect(order(s)).toEqual(['outer', 'inner']);
    expect(left).toEqual([1, 2]);
    const level = car('level', 5, 0, { patch: { cell: { lane: 5, t0: 108, t1: 120 } } });
    const innerEnd = car('innerEnd', 1, 0, { patch: { cell: { lane: 1, t0: 100, t1: 120 } } });
    const { slots: s2 } = ordered([innerEnd, level], [4, 3], sections);
    expect(order(s2)).toEqual(['level', 'innerEnd']);
  });
});

