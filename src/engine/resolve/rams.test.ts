import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyHit } from './damage';
import type { GameEvent } from '../events';
import { hazardRoll } from './hazards';
import { classifyRam, ramDamagePlan, resolveCollision, sideswipeTarget, sideswipeTest, type RamHow, type RamKind } from './rams';
import { ramHitsFor, struckFacing } from './ramDamage';
import { stepForward } from './movement';
import { forcedSkidAfterSideswipe } from './sideswipe';
import { testCtx, testState, v, type TestVehicle } from '../testkit';
import type { Section } from '../types';

// Spies that run the real modules, so the calls can be checked as well as their effects.
vi.mock('./hazards', async (importOriginal) => {
  const m = await importOriginal<typeof import('./hazards')>();
  return { ...m, hazardRoll: vi.fn(m.hazardRoll) };
});
vi.mock('./damage', async (importOriginal) => {
  const m = await importOriginal<typeof import('./damage')>();
  return { ...m, applyHit: vi.fn(m.applyHit) };
});

const hitSpy = vi.mocked(applyHit);
const hazardSpy = vi.mocked(hazardRoll);
beforeEach(() => {
  hitSpy.mockClear();
  hazardSpy.mockClear();
});

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

/** Rammer 'r' and target 't'; `dice` forced in order. */
function ram(rammer: Omit<TestVehicle, 'id'>, target: Omit<TestVehicle, 'id'>, how: RamHow, dice: number[] = [], sections?: Section[]) {
  const s = testState({ vehicles: [{ id: 'r', ...rammer }, { id: 't', ...target }], sections });
  const ctx = testCtx(s, dice);
  const out = resolveCollision(ctx, 'r', 't', how);
  return { s, ctx, out, events: ctx.events };
}

const behind = (speed: number, more: Partial<TestVehicle> = {}): Omit<TestVehicle, 'id'> => ({ lane: 3, space: 2, speed, ...more });
const ahead = (speed: number, more: Partial<TestVehicle> = {}): Omit<TestVehicle, 'id'> => ({ lane: 3, space: 3, speed, ...more });
const left = (speed: number, more: Partial<TestVehicle> = {}): Omit<TestVehicle, 'id'> => ({ lane: 3, space: 3, speed, ...more });
const right = (speed: number, more: Partial<TestVehicle> = {}): Omit<TestVehicle, 'id'> => ({ lane: 5, space: 3, speed, ...more });

describe('types of ram (p52, p54, p57)', () => {
  const cases: [string, Omit<TestVehicle, 'id'>, Omit<TestVehicle, 'id'>, RamHow, RamKind][] = [
    ['p52: same direction, target slower -> shunt', behind(60), ahead(40), 'forward', 'shunt'],
    ['p52: opposite directions -> head-on', behind(60), ahead(40, { heading: 4 }), 'forward', 'headOn'],
    ['p57: stationary target facing away -> shunt', behind(60), ahead(0), 'forward', 'shunt'],
    ['p57: stationary target facing toward the rammer -> head-on', behind(60), ahead(0, { heading: 4 }), 'forward', 'headOn'],
    ['p57: stationary wreck facing away -> head-on', behind(60), ahead(0, { patch: { wreck: true } }), 'forward', 'headOn'],
    ['p57: moving target at an angle to the grid -> head-on', behind(60), ahead(40, { heading: 1 }), 'forward', 'headOn'],
    ['p57: stationary target at 90 degrees -> head-on', behind(60), ahead(0, { heading: 2 }), 'forward', 'headOn'],
    ['p57: rammer at an angle to the grid -> head-on', behind(60, { heading: 7, patch: { spin: { dir: 'ccw', travel: 1 } } }), ahead(40), 'forward', 'headOn'],
    ['p57: a spinning target travels along its spin line, not its facing -> shunt', behind(60), ahead(40, { heading: 4, patch: { spin: { dir: 'cw', travel: 1 } } }), 'forward', 'shunt'],
    ['p52: a reversing rammer backs into a car behind it going forward -> head-on', { lane: 3, space: 3, speed: 10 }, { lane: 3, space: 2, speed: 40 }, 'forward', 'headOn'],
    ['p54: sideswipe, both moving the same way -> neck and neck', left(60), right(40), 'sideswipe', 'sideswipeNeckAndNeck'],
    ['p54: sideswipe, target stationary -> opposed', left(60), right(0), 'sideswipe', 'sideswipeOpposed'],
    ['p54: sideswipe, opposite directions -> opposed', left(60), right(40, { heading: 4 }), 'sideswipe', 'sideswipeOpposed'],
    ['p54: a drift skid into a car alongside going the same way -> neck and neck', left(60, { patch: { outOfControl: true } }), right(40), 'drift', 'sideswipeNeckAndNeck'],
    ['p57: a spin rotation into a car alongside -> sideswipe', left(60, { patch: { outOfControl: true, spin: { dir: 'cw', travel: 1 } } }), right(40), 'rotate', 'sideswipeNeckAndNeck'],
    ['p57: a sideswipe against a wreck -> head-on', left(60), right(0, { patch: { wreck: true } }), 'sideswipe', 'headOn'],
    ['p57: a sideswipe against an angled car -> head-on', left(60), right(0, { heading: 6 }), 'sideswipe', 'headOn'],
  ];
  it.each(cases)('%s', (_name, rammer, target, how, kind) => {
    const s = testState({ vehicles: [{ id: 'r', ...rammer }, { id: 't', ...target }] });
    expect(classifyRam(s, 'r', 't', how)).toBe(kind);
  });
});

describe('ram damage (p56)', () => {
  it.each([
    ['p56: neck & neck sideswipe between speed factor 3 and 4: relative hit at +1', 'sideswipeNeckAndNeck', 3, 4, { count: 1, bonus: 1 }],
    ['p56: opposed sideswipe speed factors 1 and 3: combined hit at +4', 'sideswipeOpposed', 1, 3, { count: 1, bonus: 4 }],
    ['p56: head-on both at speed factor 3: 6 hits at +6', 'headOn', 3, 3, { count: 6, bonus: 6 }],
    ['p56: shunt sf 5 into sf 4: one hit at +1', 'shunt', 5, 4, { count: 1, bonus: 1 }],
    ['p56: shunt at equal speed factors: no damage', 'shunt', 3, 3, { count: 0, bonus: 0 }],
    ['p56: neck & neck at equal speed factors: still one hit, at +0', 'sideswipeNeckAndNeck', 3, 3, { count: 1, bonus: 0 }],
  ] as const)('%s', (_name, kind, a, b, hits) => {
    expect(ramHitsFor(kind, a, b)).toEqual(hits);
    expect(ramHitsFor(kind, b, a)).toEqual(hits);
  });

  it('p56: ramDamagePlan uses both speed factors, a stationary car counting 0', () => {
    const s = testState({ vehicles: [{ id: 'r', ...left(60) }, { id: 't', ...right(0) }] });
    expect(ramDamagePlan(s, 'r', 't', 'sideswipeOpposed')).toEqual({
      kind: 'sideswipeOpposed', rammerSpeedFactor: 3, targetSpeedFactor: 0,
      rammer: { count: 1, bonus: 3 }, target: { count: 1, bonus: 3 }, loserOnly: true,
    });
  });

  it('p56: head-on both at 57mph (sf 3): 6 hits at +6 each', () => {
    const { events, s } = ram(behind(57, { kind: 'interceptor' }), ahead(57, { kind: 'interceptor', heading: 4 }), 'forward', Array(12).fill(1));
    const hits = ofType(events, 'hit');
    expect(hits.filter((h) => h.vehicle === 'r')).toHaveLength(6);
    expect(hits.filter((h) => h.vehicle === 't')).toHaveLength(6);
    expect(hits.every((h) => h.damageBonus === 6 && h.rule === 'p56')).toBe(true);
    expect(ofType(events, 'ram')[0]).toMatchObject({ kind: 'headOn', rule: 'p52' });
    // 1 + 6 - armour 4 = 3 points, six times.
    expect(v(s, 'r').damage).toBe(24 - 18);
  });

  it('p56: shunt sf 5 into sf 4: one hit at +1 on each, rammer front and target rear (p32)', () => {
    const { events, out } = ram(behind(100), ahead(80), 'forward', [1, 1, 1, 1]);
    const hits = ofType(events, 'hit');
    expect(hits.map((h) => [h.vehicle, h.damageBonus])).toEqual([['r', 1], ['t', 1]]);
    expect(hitSpy.mock.calls.map((c) => c[2].facing)).toEqual(['front', 'rear']);
    expect(out).toEqual({ kind: 'shunt', shuntTarget: 't', movesOn: false });
  });

  it('p56: a shunt between equal speed factors does no damage but both still take hazard rolls', () => {
    const { events } = ram(behind(60), ahead(45), 'forward', [1, 1]);
    expect(ofType(events, 'hit')).toHaveLength(0);
    expect(ofType(events, 'ram')[0].damage).toContain('no damage');
    expect(hazardSpy.mock.calls.map((c) => [c[1], c[2].limit])).toEqual([['r', 40], ['t', 40]]);
  });

  it.each([
    ['p56/p32: head-on, both take it on the front', behind(60), ahead(40, { heading: 4 }), 'forward', { facing: 'front' }, { facing: 'front' }],
    ['p57/p32: a wreck hit from behind takes it on the rear', behind(60), ahead(0, { patch: { wreck: true } }), 'forward', { facing: 'front' }, { facing: 'rear' }],
    ['p57/p32: a car at 90 degrees hit from behind is struck obliquely, its right side toward the rammer', behind(60), ahead(0, { heading: 2 }), 'forward', { facing: 'front' }, { facing: 'oblique', obliqueSide: 'right' }],
    ['p57/p32: a car at 45 degrees hit from behind: oblique, rear and right side toward the rammer', behind(60), ahead(0, { heading: 1 }), 'forward', { facing: 'front' }, { facing: 'oblique', obliqueFrontRear: 'rear', obliqueSide: 'right' }],
    ['p57/p32: a car at 135 degrees hit from behind: oblique, front and right side toward the rammer', behind(60), ahead(0, { heading: 3 }), 'forward', { facing: 'front' }, { facing: 'oblique', obliqueFrontRear: 'front', obliqueSide: 'right' }],
    ['p54/p32: a sideswipe from the left strikes the target\'s left side', left(60), right(40), 'sideswipe', { facing: 'right' }, { facing: 'left' }],
    ['p54/p32: opposite facings: the struck side is relative to each car', left(60), right(40, { heading: 4 }), 'sideswipe', { facing: 'right' }, { facing: 'right' }],
  ] as const)('%s', (_name, rammer, target, how, rf, tf) => {
    const s = testState({ vehicles: [{ id: 'r', ...rammer }, { id: 't', ...target }] });
    const lateral = how !== 'forward';
    expect(struckFacing(v(s, 'r'), v(s, 't'), lateral, 1)).toEqual(rf);
    expect(struckFacing(v(s, 't'), v(s, 'r'), lateral, -1)).toEqual(tf);
  });
});

describe('ram sequence through a move (p52, p57)', () => {
  it('p52/p57: a forward move into a slower car leaves the rammer in place and hands the shunt target to the turn engine', () => {
    const s = testState({ vehicles: [{ id: 'r', ...behind(60) }, { id: 't', ...ahead(40) }] });
    const ctx = testCtx(s, [1, 1, 1, 1, 1, 1]);
    const before = { ...v(s, 'r').cell };
    expect(stepForward(ctx, 'r', 1, false, 'straight')).toBe('blocked');
    expect(v(s, 'r').cell).toEqual(before);
    expect(ctx.shunt).toEqual({ rammer: 'r', target: 't' });
    expect(ofType(ctx.events, 'ram')).toMatchObject([{ rammer: 'r', target: 't', kind: 'shunt' }]);
  });

  it('p57/p32: ram hits on a car at an angle go to the damage roll as oblique, naming the side toward the rammer', () => {
    ram(behind(40, { kind: 'interceptor' }), ahead(0, { kind: 'interceptor', heading: 2 }), 'forward', Array(8).fill(1));
    expect(hitSpy.mock.calls.map((c) => c[2])).toEqual([
      expect.objectContaining({ facing: 'front', damage: 2, by: 't' }),
      expect.objectContaining({ facing: 'front', damage: 2, by: 't' }),
      expect.objectContaining({ facing: 'oblique', obliqueSide: 'right', damage: 2, by: 'r' }),
      expect.objectContaining({ facing: 'oblique', obliqueSide: 'right', damage: 2, by: 'r' }),
    ]);
  });
});

describe('sideswipe test (p54)', () => {
  // Renegade handling 4, drive skill 3: optimum control 4, adverse control 3.
  it.each([
    ['p54: the rammer adds +1: 3+4+1 beats 3+4', false, false, [3, 3], 8, 7, 'r'],
    ['p54: equal totals are a draw: 2+4+1 = 3+4', false, false, [2, 3], 7, 7, null],
    ['p54: an out-of-control target adds its adverse control: 3+4+1 beats 4+3', false, true, [3, 4], 8, 7, 'r'],
    ['p54: an out-of-control rammer adds its adverse control: 3+3+1 loses to 4+4', true, false, [3, 4], 7, 8, 't'],
  ] as const)('%s', (_name, rOut, tOut, dice, rTotal, tTotal, winner) => {
    const s = testState({ vehicles: [{ id: 'r', ...left(60, { patch: { outOfControl: rOut } }) }, { id: 't', ...right(40, { patch: { outOfControl: tOut } }) }] });
    const ctx = testCtx(s, [...dice]);
    const res = sideswipeTest(ctx, 'r', 't');
    expect(res).toMatchObject({ rammerTotal: rTotal, targetTotal: tTotal, winner });
    expect(ctx.events).toEqual([{ type: 'sideswipeTest', rammer: 'r', target: 't', rammerTotal: rTotal, targetTotal: tTotal, winner, rule: 'p54', dice }]);
  });

  it('p54: the test is taken before damage, and only the loser of a neck & neck takes the hit', () => {
    // Test: rammer 3+4+1 = 8 beats target 3+4 = 7. Damage roll 2. Target at 30 after -10: no hazard.
    const { events } = ram(left(80), right(40), 'sideswipe', [3, 3, 2]);
    const types = events.map((e) => e.type);
    expect(types.indexOf('sideswipeTest')).toBeLessThan(types.indexOf('hit'));
    expect(ofType(events, 'hit')).toMatchObject([{ vehicle: 't', damageBonus: 2, roll: 2 }]);
    expect(hitSpy.mock.calls[0][2]).toMatchObject({ facing: 'left', by: 'r', rule: 'p56' });
  });

  it('p56: a drawn opposed sideswipe: both take one combined speed factor hit', () => {
    const { events } = ram(left(20), right(60, { heading: 4 }), 'sideswipe', [2, 3, 1, 1, 1, 1]);
    expect(ofType(events, 'hit').map((h) => [h.vehicle, h.damageBonus])).toEqual([['r', 4], ['t', 4]]);
  });
});

describe('speed adjustment (p56)', () => {
  it('p56: shunt at 60 into 40: both 50', () => {
    const { s, events } = ram(behind(60), ahead(40), 'forward', [1, 1, 1, 1, 1, 1]);
    expect([v(s, 'r').speed, v(s, 't').speed]).toEqual([50, 50]);
    expect(ofType(events, 'speedChanged').map((e) => [e.vehicle, e.from, e.to, e.rule])).toEqual([['t', 40, 50, 'p56'], ['r', 60, 50, 'p56']]);
  });

  it.each([
    ['p56: shunt 65 into 40: half of 25 rounds up to 13', 65, 40, 52, 53],
    ['p56: shunt into a stationary car facing away: 60 into 0 leaves both 30', 60, 0, 30, 30],
  ])('%s', (_name, rs, ts, rAfter, tAfter) => {
    const { s } = ram(behind(rs), ahead(ts), 'forward', Array(8).fill(1));
    expect([v(s, 'r').speed, v(s, 't').speed]).toEqual([rAfter, tAfter]);
  });

  it('p56: head-on: both halt', () => {
    const { s, events } = ram(behind(60, { kind: 'interceptor' }), ahead(20, { kind: 'interceptor', heading: 4 }), 'forward', Array(8).fill(1));
    expect([v(s, 'r').speed, v(s, 't').speed]).toEqual([0, 0]);
    expect(ofType(events, 'halted').map((e) => e.vehicle)).toEqual(['r', 't']);
    expect(hazardSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['p56: neck & neck sideswipe: both lose 10 mph', left(80), right(60), 70, 50],
    ['p56: opposed sideswipe (opposite directions): both lose 20 mph', left(80), right(60, { heading: 4 }), 60, 40],
    ['p56: opposed sideswipe on a stationary car: 20 mph, never below 0', left(30), right(0), 10, 0],
  ])('%s', (_name, rammer, target, rAfter, tAfter) => {
    const { s } = ram(rammer, target, 'sideswipe', [6, 1, 1, 1, 1, 1]);
    expect([v(s, 'r').speed, v(s, 't').speed]).toEqual([rAfter, tAfter]);
  });
});

describe('ram hazard rolls (p56, p38 list)', () => {
  const calls = () => hazardSpy.mock.calls.map((c) => ({ vid: c[1], limit: c[2].limit, ignore: c[2].ignorePanicBrake === true }));

  it('p56: shunt: both test at 40 and only the target ignores panic brakes', () => {
    // Damage rolls 1, 1; hazards: rammer 6 + 1 (over 40 at 50) - 4 = 3: panic brake 15 mph;
    // target 6 + 1 - 4 = 3 too, but ignored: it stays at 50.
    const { s, events } = ram(behind(60), ahead(40), 'forward', [1, 1, 6, 6]);
    expect(calls()).toEqual([{ vid: 'r', limit: 40, ignore: false }, { vid: 't', limit: 40, ignore: true }]);
    expect(ofType(events, 'hazardRoll').map((e) => [e.vehicle, e.result])).toEqual([['r', 'panicBrake'], ['t', 'ok']]);
    expect([v(s, 'r').speed, v(s, 't').speed]).toEqual([35, 50]);
  });

  it.each([
    ['p56: neck & neck: only the loser tests, at 40', left(90), right(90), [6, 1], [{ vid: 't', limit: 40, ignore: false }]],
    ['p56: neck & neck draw: both test at 40 (assumption)', left(90), right(90), [1, 2], [{ vid: 'r', limit: 40, ignore: false }, { vid: 't', limit: 40, ignore: false }]],
    ['p56: opposed: the winner tests at 40, the loser at 20', left(90), right(90, { heading: 4 }), [6, 1], [{ vid: 'r', limit: 40, ignore: false }, { vid: 't', limit: 20, ignore: false }]],
    ['p56: opposed draw: both test at 20 (assumption)', left(90), right(90, { heading: 4 }), [1, 2], [{ vid: 'r', limit: 20, ignore: false }, { vid: 't', limit: 20, ignore: false }]],
  ] as const)('%s', (_name, rammer, target, test, expected) => {
    ram(rammer, target, 'sideswipe', [...test, 1, 1, 1, 1]);
    expect(calls()).toEqual(expected);
  });

  it('p52: vehicles already out of control or halted take no ram hazard roll', () => {
    // Opposed: rammer out of control (adverse 3): 1+3+1 = 5 loses to 6+4; damage 1; target at 0 after -20.
    ram(left(90, { patch: { outOfControl: true } }), right(20, { heading: 4 }), 'sideswipe', [1, 6, 1]);
    expect(hazardSpy).not.toHaveBeenCalled();
  });
});

describe('skids after sideswipes (p57)', () => {
  it('p57: a car that loses control through a sideswipe skids away from the other car', () => {
    // Neck & neck at 90/90: rammer 6+4+1 wins; target hit (die 1); target at 80 tests at 40:
    // 6 + 4 - 4 = 6: control loss. Its next skid is to the right, away from the rammer on its left.
    const { s, events } = ram(left(90), right(90), 'sideswipe', [6, 1, 1, 6]);
    expect(v(s, 't').outOfControl).toBe(true);
    expect(v(s, 't').forcedSkid).toBe('right');
    expect(v(s, 'r').forcedSkid).toBeNull();
    expect(ofType(events, 'note').at(-1)).toMatchObject({ vehicle: 't', rule: 'p57' });
  });

  it('p57: a car still in control after the sideswipe gets no forced skid', () => {
    const { s } = ram(left(90), right(90), 'sideswipe', [6, 1, 1, 1]);
    expect(v(s, 't').outOfControl).toBe(false);
    expect(v(s, 't').forcedSkid).toBeNull();
  });

  const bend: Section[] = [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'straight' }];
  it.each([
    ['p57: on a straight, away from the car on the left', undefined, 5, 3, 'right'],
    ['p57: on a straight, away from the car on the right', undefined, 3, 5, 'left'],
    ['p57: on a curve, sideswiped from an inner lane: drift skid outwards', bend, 5, 3, 'right'],
    ['p57: on a curve, sideswiped from an outer lane: straight skid losing 10 mph', bend, 3, 5, 'straight'],
  ] as const)('%s', (_name, sections, meLane, otherLane, skid) => {
    const s = testState({ sections: sections ? [...sections] : undefined, vehicles: [{ id: 'me', lane: meLane, space: 3, speed: 60 }, { id: 'o', lane: otherLane, space: 3, speed: 60 }] });
    expect(forcedSkidAfterSideswipe(s, v(s, 'me'), v(s, 'o'))).toBe(skid);
  });

  it('p57: facing against the direction of play, "away" is relative to the car', () => {
    const s = testState({ vehicles: [{ id: 'me', lane: 5, space: 3, speed: 60, heading: 4 }, { id: 'o', lane: 3, space: 3, speed: 60 }] });
    expect(forcedSkidAfterSideswipe(s, v(s, 'me'), v(s, 'o'))).toBe('left');
  });
});

describe('who may be sideswiped (p54)', () => {
  it('p54: a car on the adjacent lanes in the same space', () => {
    const s = testState({ vehicles: [{ id: 'r', ...left(60) }, { id: 't', ...right(40) }] });
    expect(sideswipeTarget(s, 'r', 'right')).toBe('t');
    expect(sideswipeTarget(s, 'r', 'left')).toBeNull();
    expect(sideswipeTarget(s, 't', 'left')).toBe('r');
  });

  it('p54: not a car a space ahead, nor one two lanes further over', () => {
    const s = testState({ vehicles: [{ id: 'r', lane: 3, space: 2, speed: 60 }, { id: 'a', lane: 5, space: 3, speed: 40 }, { id: 'b', lane: 6, space: 2, speed: 40, patch: {} }] });
    expect(sideswipeTarget(s, 'r', 'right')).toBeNull();
  });

  it('p54: on curves a rammer whose front is ahead of the target\'s may not sideswipe it', () => {
    const s = testState({ vehicles: [{ id: 'r', ...left(60) }, { id: 't', ...right(40) }] });
    v(s, 't').cell = { lane: 5, t0: 62, t1: 75 };
    expect(sideswipeTarget(s, 'r', 'right')).toBeNull();
    v(s, 't').cell = { lane: 5, t0: 64, t1: 84 };
    expect(sideswipeTarget(s, 'r', 'right')).toBe('t');
  });
});
