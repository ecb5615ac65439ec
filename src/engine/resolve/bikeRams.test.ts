// Bike collisions (p64-71, "Bike Collisions"; cited p64 as the chapter gives no finer page):
// who may sideswipe whom, bikes losing sideswipe tests against cars, bike-to-bike shunts, and
// stationary or fallen bikes struck head-on. Through the ram sequence with forced dice.
// Positions: space k of a straight track is ticks [20k, 20k + 20).
import { describe, expect, it } from 'vitest';
import { classifyRam, resolveCollision, sideswipeTarget } from './rams';
import { testCtx, testState, v, type TestVehicle } from '../testkit';
import type { GameEvent } from '../events';

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const bike = (id: string, lane: number, space: number, speed: number, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, kind: 'bike', lane, space, speed, weapons: [], driveSkill: 3, ...more });
const car = (id: string, lane: number, space: number, speed: number, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, lane, space, speed, weapons: [], ...more });

describe('who may sideswipe (p64-71: "Bikes can\'t ram or sideswipe cars"; "they can only sideswipe other bikes, and only when the target is travelling in the same direction")', () => {
  it('p64: a bike beside a car may not sideswipe it; the car may sideswipe the bike "from the usual positions"', () => {
    const s = testState({ vehicles: [bike('b', 3, 3, 60), car('c', 5, 3, 60)] });
    expect(sideswipeTarget(s, 'b', 'right')).toBeNull();
    expect(sideswipeTarget(s, 'c', 'left')).toBe('b');
  });

  it('p64: bikes side by side without overlapping contact zones may not sideswipe each other', () => {
    const s = testState({ vehicles: [bike('b', 3, 3, 60), bike('o', 5, 3, 60)] });
    expect(sideswipeTarget(s, 'b', 'right')).toBeNull();
  });

  it('p64: "Bikes can only sideswipe each other when they are travelling in the same direction, and have overlapping contact zones"', () => {
    // Lanes 3-4 and 4-5 of one space: the zones share lane 4.
    const same = testState({ vehicles: [bike('b', 3, 3, 60), bike('o', 4, 3, 50)] });
    expect(sideswipeTarget(same, 'b', 'right')).toBe('o');
    expect(sideswipeTarget(same, 'b', 'left')).toBeNull();
    const opposed = testState({ vehicles: [bike('b', 3, 3, 60), bike('o', 4, 3, 50, { heading: 4 })] });
    expect(sideswipeTarget(opposed, 'b', 'right')).toBeNull();
  });
});

describe('bikes against cars in sideswipes (p64-71: "Bikes taking sideswipe tests automatically lose against cars")', () => {
  it('p64: a car sideswiping a bike wins the test without a roll; only the bike is hit, and it takes the loser\'s hazard roll with reduced handling', () => {
    // Neck and neck (p56): loser one hit at +speed factor; -10 mph each; the loser tests at 40 mph.
    // Dice: the bike's damage roll 1 (1 + 3 - armour 2 = 2 points), its hazard roll 3 at 50 mph: 3 + 1 excess - 3 (reduced handling) = 1, a panic brake.
    const s = testState({ vehicles: [car('c', 3, 3, 60), bike('b', 5, 3, 60)] });
    const ctx = testCtx(s, [1, 3]);
    resolveCollision(ctx, 'c', 'b', 'sideswipe');
    expect(of(ctx.events, 'sideswipeTest')).toEqual([expect.objectContaining({ rammer: 'c', target: 'b', winner: 'c', dice: [], rule: 'p64' })]);
    expect(of(ctx.events, 'hit').map((e) => e.vehicle)).toEqual(['b']);
    expect(of(ctx.events, 'hazardRoll')).toEqual([expect.objectContaining({ vehicle: 'b', limit: 40, optimumControl: 3, total: 1, result: 'panicBrake' })]);
    expect(v(s, 'c').speed).toBe(50);
    expect(s.rng.forced).toEqual([]);
  });
});

describe('bike against bike (p64-71)', () => {
  it('p64: "bikes involved in shunts with other bikes automatically lose control - there is no need to take the usual hazard roll"', () => {
    // 60 mph (speed factor 3) into 20 mph (1): relative speed factor 2 (p56). Damage dice of 1 each.
    const s = testState({ vehicles: [bike('r', 3, 2, 60), bike('t', 3, 3, 20)] });
    const ctx = testCtx(s, [1, 1, 1, 1, 1, 1]);
    const out = resolveCollision(ctx, 'r', 't', 'forward');
    expect(out).toEqual({ kind: 'shunt', shuntTarget: 't', movesOn: false });
    expect(of(ctx.events, 'hazardRoll')).toEqual([]);
    expect(of(ctx.events, 'controlLoss').map((e) => [e.vehicle, e.rule])).toEqual([['r', 'p64'], ['t', 'p64']]);
    expect([v(s, 'r').outOfControl, v(s, 't').outOfControl]).toEqual([true, true]);
    // The speeds are exchanged as usual (p56): half the 40 mph difference.
    expect([v(s, 'r').speed, v(s, 't').speed]).toEqual([40, 40]);
  });

  it('p57: a shunt between two cars still takes the hazard rolls (the contrast)', () => {
    // 80 into 20 mph: both end at 50, over the shunt's 40 mph limit; every die a 1.
    const s = testState({ vehicles: [car('r', 3, 2, 80), car('t', 3, 3, 20)] });
    const ctx = testCtx(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    resolveCollision(ctx, 'r', 't', 'forward');
    expect(of(ctx.events, 'hazardRoll').map((e) => e.vehicle)).toEqual(['r', 't']);
    expect(of(ctx.events, 'controlLoss')).toEqual([]);
  });

  it.each<[string, TestVehicle]>([
    ['a stationary bike facing away (a car would be shunted)', bike('t', 3, 3, 0)],
    ['a fallen bike', bike('t', 3, 3, 0, { patch: { rolled: true } })],
  ])('p64: "collisions with stationary and fallen bikes are always treated as head-on rams": %s', (_, target) => {
    for (const rammer of [bike('r', 3, 2, 60), car('r', 3, 2, 60)]) {
      const s = testState({ vehicles: [rammer, target] });
      expect(classifyRam(s, 'r', 't', 'forward')).toBe('headOn');
    }
    expect(classifyRam(testState({ vehicles: [car('r', 3, 2, 60), car('t', 3, 3, 0)] }), 'r', 't', 'forward')).toBe('shunt');
  });
});

describe('bike against car shunts (p64-71: "In bike vs car shunt rams both sides suffer a relative speed hit")', () => {
  it('p64: "When a bike shunt rams a car, the bike slows to the same speed as the car. The car\'s speed is unaffected"', () => {
    // 80 mph (speed factor 4) into a 30 mph car (2): one hit each at +2. Damage dice 1 and 1
    // (bike 1 + 2 - 2 = 1 point, car 1 + 2 - 3 = 0); the shunt's hazard rolls (40 mph): the car is at 30, the bike at 30.
    const s = testState({ vehicles: [bike('r', 3, 2, 80), car('t', 3, 3, 30)] });
    const ctx = testCtx(s, [1, 1]);
    expect(resolveCollision(ctx, 'r', 't', 'forward').kind).toBe('shunt');
    expect(of(ctx.events, 'hit').map((e) => [e.vehicle, e.damageBonus])).toEqual([['r', 2], ['t', 2]]);
    expect([v(s, 'r').speed, v(s, 't').speed]).toEqual([30, 30]);
    expect(s.rng.forced).toEqual([]);
  });

  it('p64: "When a car shunt rams a bike, the bike automatically accelerates to the car\'s speed-at-impact. The car slows down by 10mph"', () => {
    // 70 mph car (4) into a 30 mph bike (2): one hit each at +2 (dice 1, 1). Then the shunt's 40 mph
    // tests: the car at 60 rolls 1 + 2 - 4 = -1, OK; the bike at 70 (its target's panic brakes ignored) 3 + 3 - 3 = 3, OK.
    const s = testState({ vehicles: [car('r', 3, 2, 70), bike('t', 3, 3, 30)] });
    const ctx = testCtx(s, [1, 1, 1, 3]);
    resolveCollision(ctx, 'r', 't', 'forward');
    expect(of(ctx.events, 'hit')).toHaveLength(2);
    expect([v(s, 'r').speed, v(s, 't').speed]).toEqual([60, 70]);
    expect(of(ctx.events, 'hazardRoll').map((e) => [e.vehicle, e.optimumControl, e.result])).toEqual([['r', 4, 'ok'], ['t', 3, 'ok']]);
  });
});
