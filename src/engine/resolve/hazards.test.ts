import { describe, expect, it } from 'vitest';
import { adverseControl, brakeAllowance, hazardControl, hazardOdds, hazardOrder, hazardRoll, loseControl, optimumControl, runHazards, type HazardItem } from './hazards';
import { SAFETY_LIMITS } from '../data/tables';
import { BIKE_HANDLING, HAZARD_KINDS, type HazardKind } from '../data/handling';
import { sideswipeControl } from './sideswipe';
import { testCtx, testState, v } from '../testkit';
import type { GameEvent } from '../events';
import type { VehicleState } from '../types';

/** One Renegade (handling 4, braking 30) with drive skill 3 unless patched: optimum control 4. */
function board(speed: number, patch: Partial<VehicleState> = {}, dice: number[] = []) {
  const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 1, speed, patch }] });
  const ctx = testCtx(s, dice);
  return { s, ctx, car: v(s, 'a') };
}

const item = (limit: number, cause = 'hazard', extra: Partial<HazardItem> = {}): HazardItem => ({ limit, cause, rule: 'p38', ...extra });
const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('optimum and adverse control (p40)', () => {
  it.each([
    // handling, drive skill, optimum, adverse
    [3, 4, 4, 3], // p40 example
    [4, 3, 4, 3],
    [5, 5, 5, 5],
    [0, 2, 2, 0],
  ])('p40: handling %i and drive skill %i give optimum %i, adverse %i', (handling, driveSkill, opt, adv) => {
    const { car } = board(60, { handling, driveSkill });
    expect(optimumControl(car)).toBe(opt);
    expect(adverseControl(car)).toBe(adv);
  });

  it('p34/p40: a vehicle with no driver counts drive skill 0', () => {
    const { car } = board(60, { handling: 4, driveSkill: 3, noDriver: true });
    expect(optimumControl(car)).toBe(4);
    expect(adverseControl(car)).toBe(0);
  });

  // p64: "Bikes test against their full handling characteristic for manoeuvres and curves ... the
  // tests when the bike is forced to test against reduced handling: HE hits, oil on curves (and
  // straights if the rider adjusted speed earlier in the phase), critical hits, mine hits, debris,
  // sand on curves, collisions"; "riders of bikes which are out of control use reduced handling" in
  // sideswipe tests; adverse control uses "the bike's full handling, not its reduced handling".
  it.each<[HazardKind, 'full' | 'reduced']>([
    ['manoeuvre', 'full'], ['curve', 'full'], ['smoke', 'full'], ['oil', 'full'], ['oilOffStraight', 'reduced'],
    ['he', 'reduced'], ['critical', 'reduced'], ['mines', 'reduced'], ['debris', 'reduced'], ['sand', 'full'],
    ['sandOnCurve', 'reduced'], ['railroad', 'full'], ['collision', 'reduced'], ['sideswipeTest', 'full'],
    ['sideswipeTestOutOfControl', 'reduced'], ['controlLoss', 'full'],
  ])('p64: a bike tests %s with %s handling', (kind, which) => {
    expect(BIKE_HANDLING[kind]).toBe(which);
    const s = testState({ vehicles: [{ id: 'b', kind: 'bike', lane: 3, space: 1, driveSkill: 2 }] });
    // Handling 6, reduced 3; drive skill 2 is below both, so optimum control shows the handling used.
    expect(hazardControl(v(s, 'b'), { kind })).toBe(which === 'full' ? 6 : 3);
    // A car always uses its handling (p40).
    expect(hazardControl(board(60).car, { kind })).toBe(4);
  });

  it('p64: the table covers every kind of test', () => {
    expect(Object.keys(BIKE_HANDLING).sort()).toEqual([...HAZARD_KINDS].sort());
  });

  it('p64: a bike\'s adverse control compares drive skill with its full handling; out of control in a sideswipe test, its reduced handling', () => {
    const s = testState({ vehicles: [{ id: 'b', kind: 'bike', lane: 3, space: 1, driveSkill: 5 }] });
    const bike = v(s, 'b');
    expect(adverseControl(bike)).toBe(5); // min(6, 5)
    expect(sideswipeControl({ ...bike, outOfControl: true })).toBe(3); // min(6 - 3, 5)
    expect(sideswipeControl(bike)).toBe(6); // in control: optimum, full handling
  });
});

describe('hazard rolls (p38)', () => {
  it.each([
    [51, 50, 1],
    [60, 50, 1],
    [61, 50, 2],
    [62, 50, 2], // p38 example
    [90, 50, 4],
  ])('p38: at %i mph against a %i mph limit the excess-speed modifier is %i (1 per 10 mph or part)', (speed, limit, excess) => {
    const { ctx } = board(speed, {}, [1]);
    hazardRoll(ctx, 'a', item(limit));
    expect(ofType(ctx.events, 'hazardRoll')[0].excess).toBe(excess);
  });

  it.each([40, 50])('p38: at %i mph against a 50 mph limit the car is safe and rolls nothing', (speed) => {
    const { s, ctx } = board(speed);
    expect(hazardRoll(ctx, 'a', item(50))).toBe('safe');
    expect(s.rng.rolls).toBe(0);
    expect(ofType(ctx.events, 'hazardRoll')).toHaveLength(0);
    expect(ofType(ctx.events, 'hazardSkipped')[0].rule).toBe('p38');
  });

  it('p38 example: 90 mph, optimum control 4, +2HE hit (limit 50), die 5 -> total 5 = control loss', () => {
    const { ctx, car } = board(90, {}, [5]);
    const out = hazardRoll(ctx, 'a', item(SAFETY_LIMITS.explodingEngine, '+2HE hit'));
    expect(out).toBe('controlLoss');
    const roll = ofType(ctx.events, 'hazardRoll')[0];
    expect(roll).toMatchObject({ speed: 90, excess: 4, optimumControl: 4, total: 5, result: 'controlLoss', dice: [5] });
    expect(car.outOfControl).toBe(true);
    expect(car.speed).toBe(90);
    expect(ofType(ctx.events, 'controlLoss')).toHaveLength(1);
  });

  it.each([
    // die at 60 mph vs limit 50 (excess 1, optimum 4): total, result, speed after
    [1, -2, 'ok', 60],
    [3, 0, 'ok', 60],
    [4, 1, 'panicBrake', 55],
    [6, 3, 'panicBrake', 45],
  ] as const)('p38: die %i gives total %i: %s (panic brake 5 mph x total)', (die, total, result, after) => {
    const { ctx, car } = board(60, {}, [die]);
    expect(hazardRoll(ctx, 'a', item(50))).toBe(result);
    expect(ofType(ctx.events, 'hazardRoll')[0].total).toBe(total);
    expect(car.speed).toBe(after);
    expect(car.outOfControl).toBe(false);
  });

  it('p38: a total of 4 panic brakes 20 mph and records the phase (no action for the rest of it, p41)', () => {
    const { ctx, car } = board(80, {}, [5]);
    ctx.s.phase = 3;
    expect(hazardRoll(ctx, 'a', item(50))).toBe('panicBrake');
    expect(car.speed).toBe(60);
    expect(car.brakeUsed).toBe(20);
    expect(car.panicBrakedPhase).toBe(3);
    expect(ofType(ctx.events, 'panicBrake')[0]).toMatchObject({ by: 20, wanted: 20, ranOut: false });
    expect(ofType(ctx.events, 'speedChanged')[0]).toMatchObject({ from: 80, to: 60 });
  });

  it('p38: a panic brake never takes the speed below 0', () => {
    const { ctx, car } = board(12, { handling: 1, driveSkill: 1 }, [4]);
    expect(hazardRoll(ctx, 'a', item(SAFETY_LIMITS.debris, 'debris'))).toBe('panicBrake');
    expect(car.speed).toBe(0);
  });

  it('p41: a car out of control takes no hazard rolls', () => {
    const { s, ctx } = board(90, { outOfControl: true }, [6]);
    expect(hazardRoll(ctx, 'a', item(50))).toBe('skipped');
    expect(s.rng.rolls).toBe(0);
    expect(ofType(ctx.events, 'hazardSkipped')[0].rule).toBe('p41');
  });

  it('p44: a spinning car takes no hazard rolls either', () => {
    const { s, ctx } = board(90, { spin: { dir: 'cw', travel: 1 } }, [6]);
    expect(hazardRoll(ctx, 'a', item(50))).toBe('skipped');
    expect(s.rng.rolls).toBe(0);
  });

  it('p58: a crashed car takes no hazard rolls', () => {
    const { s, ctx } = board(90, { status: 'crashed' }, [6]);
    expect(hazardRoll(ctx, 'a', item(50))).toBe('skipped');
    expect(s.rng.rolls).toBe(0);
  });

  it('p41 / p56: the target of a shunt treats a panic-brake result as OK (the 40 mph shunt limit is on p38)', () => {
    const { ctx, car } = board(60, {}, [5]);
    const out = hazardRoll(ctx, 'a', item(SAFETY_LIMITS.shunt, 'shunt', { ignorePanicBrake: true }));
    expect(out).toBe('ok');
    expect(ofType(ctx.events, 'hazardRoll')[0]).toMatchObject({ total: 3, result: 'ok', dice: [5] });
    expect(ofType(ctx.events, 'note')).toHaveLength(1);
    expect(car.speed).toBe(60);
    expect(car.brakeUsed).toBe(0);
    expect(car.panicBrakedPhase).toBeNull();
  });

  it('p41: the rammer of a shunt still panic brakes', () => {
    const { ctx, car } = board(60, {}, [5]);
    expect(hazardRoll(ctx, 'a', item(SAFETY_LIMITS.shunt, 'shunt'))).toBe('panicBrake');
    expect(car.speed).toBe(45);
  });

  it('p41: the shunt target still loses control on 5+', () => {
    const { ctx, car } = board(80, {}, [6]);
    expect(hazardRoll(ctx, 'a', item(SAFETY_LIMITS.shunt, 'shunt', { ignorePanicBrake: true }))).toBe('controlLoss');
    expect(car.outOfControl).toBe(true);
  });
});

describe('panic braking and the braking allowance (p41)', () => {
  it('p41 example: 80 mph Renegade, curve (50) panic brakes 20 to 60; a +8HE hit (30) wants 20 with 10 left: brakes 10 and loses control', () => {
    const { ctx, car } = board(80, {}, [5, 5]);
    expect(hazardRoll(ctx, 'a', { limit: 50, cause: 'curve', rule: 'p40' })).toBe('panicBrake');
    expect(car.speed).toBe(60);
    expect(brakeAllowance(car)).toBe(10);
    expect(hazardRoll(ctx, 'a', item(SAFETY_LIMITS.explodingFuel, '40mm GL +8HE hit'))).toBe('controlLoss');
    const brakes = ofType(ctx.events, 'panicBrake');
    expect(brakes[1]).toMatchObject({ by: 10, wanted: 20, ranOut: true, rule: 'p41' });
    expect(car.speed).toBe(50);
    expect(car.brakeUsed).toBe(30);
    expect(car.outOfControl).toBe(true);
    expect(ofType(ctx.events, 'controlLoss')[0].rule).toBe('p41');
  });

  it('p38: braking already used by a brake action comes off the allowance', () => {
    const { ctx, car } = board(60, { brakeUsed: 25 }, [6]);
    expect(brakeAllowance(car)).toBe(5);
    expect(hazardRoll(ctx, 'a', item(50))).toBe('controlLoss');
    expect(car.speed).toBe(55);
    expect(car.outOfControl).toBe(true);
  });

  it('p41: a panic brake that exactly uses up the allowance keeps control', () => {
    const { ctx, car } = board(80, { brakeUsed: 10 }, [5]);
    expect(hazardRoll(ctx, 'a', item(50))).toBe('panicBrake');
    expect(car.brakeUsed).toBe(30);
    expect(car.outOfControl).toBe(false);
  });
});

describe('several hazards in one move (p41, p30)', () => {
  it('p41: tests go in descending safety limit, oil always last; ties keep their order', () => {
    const order = hazardOrder([
      item(30, 'oil', { oil: true }),
      item(50, 'mines'),
      item(60, 'curve'),
      item(50, 'smoke?'),
    ]).map((i) => i.cause);
    expect(order).toEqual(['curve', 'mines', 'smoke?', 'oil']);
  });

  it('p41 example: 65 mph onto a "60" curve with mines (50): the curve first; a 20 mph panic brake to 45 means no mines test', () => {
    const { s, ctx, car } = board(65, { handling: 1, driveSkill: 1 }, [4, 6]);
    const out = runHazards(ctx, 'a', [item(SAFETY_LIMITS.mines, 'pattern mines'), { limit: 60, cause: 'curve', rule: 'p40' }]);
    expect(out).toEqual(['panicBrake', 'safe']);
    expect(car.speed).toBe(45);
    expect(s.rng.rolls).toBe(1);
    expect(ofType(ctx.events, 'hazardRoll')[0].cause).toBe('curve');
    expect(ofType(ctx.events, 'hazardSkipped')[0]).toMatchObject({ cause: 'pattern mines', limit: 50 });
  });

  it('p30 example: 80 mph onto oil on a curve (limit 50): the curve first, a panic brake, then oil against 30', () => {
    const { ctx, car } = board(80, {}, [5, 1]);
    runHazards(ctx, 'a', [item(SAFETY_LIMITS.oilOther, 'oil', { oil: true, rule: 'p30' }), { limit: 50, cause: 'curve', rule: 'p40' }]);
    const rolls = ofType(ctx.events, 'hazardRoll');
    expect(rolls.map((r) => r.cause)).toEqual(['curve', 'oil']);
    expect(rolls[0].result).toBe('panicBrake');
    expect(rolls[1]).toMatchObject({ limit: 30, speed: 60, excess: 3, total: 0, result: 'ok' });
    expect(car.speed).toBe(60);
  });

  it('p30: oil met on a straight run (60) drops to the 30 mph limit after a panic brake for another hazard, and still comes last', () => {
    const { ctx } = board(75, {}, [5, 2]);
    runHazards(ctx, 'a', [item(SAFETY_LIMITS.oilStraight, 'oil', { oil: true, rule: 'p30' }), item(SAFETY_LIMITS.mines, 'mines')]);
    const rolls = ofType(ctx.events, 'hazardRoll');
    expect(rolls.map((r) => r.cause)).toEqual(['mines', 'oil']);
    expect(rolls[0]).toMatchObject({ total: 4, result: 'panicBrake' });
    expect(rolls[1]).toMatchObject({ limit: 30, speed: 55, rule: 'p30' });
  });

  it('p30: oil stays at 60 on a straight run when nothing made the driver panic brake', () => {
    const { ctx } = board(75, {}, [1, 2]);
    runHazards(ctx, 'a', [item(SAFETY_LIMITS.oilStraight, 'oil', { oil: true, rule: 'p30' }), item(SAFETY_LIMITS.mines, 'mines')]);
    expect(ofType(ctx.events, 'hazardRoll')[1]).toMatchObject({ cause: 'oil', limit: 60 });
  });

  it('p30: a panic brake earlier in the same phase (a hit before the move) also drops oil to 30', () => {
    const { ctx } = board(55, { panicBrakedPhase: 2, brakeUsed: 10 }, [3]);
    ctx.s.phase = 2;
    runHazards(ctx, 'a', [item(SAFETY_LIMITS.oilStraight, 'oil', { oil: true, rule: 'p30' })]);
    expect(ofType(ctx.events, 'hazardRoll')[0]).toMatchObject({ limit: 30 });
  });

  it('p41: after a control loss the remaining tests are not rolled', () => {
    const { s, ctx, car } = board(90, {}, [6, 6]);
    const out = runHazards(ctx, 'a', [item(60, 'curve'), item(50, 'mines')]);
    expect(out).toEqual(['controlLoss', 'skipped']);
    expect(s.rng.rolls).toBe(1);
    expect(car.outOfControl).toBe(true);
  });
});

describe('loseControl (p38, p42)', () => {
  it('p42: puts the vehicle out of control once, with the cause', () => {
    const { ctx, car } = board(60, { regainAfterMove: true });
    loseControl(ctx, 'a', 'handling reduced to 0', 'p40');
    loseControl(ctx, 'a', 'again', 'p40');
    expect(car.outOfControl).toBe(true);
    expect(car.regainAfterMove).toBe(false);
    expect(ofType(ctx.events, 'controlLoss')).toEqual([{ type: 'controlLoss', vehicle: 'a', cause: 'handling reduced to 0', rule: 'p40', dice: [] }]);
  });

  it('p44: a spinning car is already out of control: nothing new happens', () => {
    const { ctx } = board(60, { spin: { dir: 'cw', travel: 1 }, outOfControl: true });
    loseControl(ctx, 'a', 'hit', 'p38');
    expect(ctx.events).toHaveLength(0);
  });
});

describe('hazardOdds (p38, p41)', () => {
  it('p38: at or below the limit the odds are all OK', () => {
    const { s } = board(50);
    expect(hazardOdds(s, 'a', 50)).toEqual({ ok: 1, panicBrake: 0, controlLoss: 0 });
  });

  it('p38 example board: 90 mph vs 50 with optimum control 4: dice 1-4 panic brake, 5-6 lose control', () => {
    const { s } = board(90);
    expect(hazardOdds(s, 'a', 50)).toEqual({ ok: 0, panicBrake: 4 / 6, controlLoss: 2 / 6 });
  });

  it('p41: running out of braking turns the bigger panic brakes into control loss', () => {
    const { s } = board(90, { brakeUsed: 20 });
    expect(hazardOdds(s, 'a', 50)).toEqual({ ok: 0, panicBrake: 2 / 6, controlLoss: 4 / 6 });
  });

  it('p41 optimum speed: optimum control 4 at a 60 limit: 80 mph never loses control, 81 can', () => {
    const { s } = board(80);
    expect(hazardOdds(s, 'a', 60).controlLoss).toBe(0);
    expect(hazardOdds(s, 'a', 60, 81)).toEqual({ ok: 1 / 6, panicBrake: 4 / 6, controlLoss: 1 / 6 });
    expect(hazardOdds(s, 'a', 60, 70)).toEqual({ ok: 3 / 6, panicBrake: 3 / 6, controlLoss: 0 });
  });

  it.each([
    [80, 6, 'panicBrake', 4],
    [81, 6, 'controlLoss', 5],
  ] as const)('p41 optimum speed example: at %i mph a %i gives %s (total %i)', (speed, die, result, total) => {
    const { ctx } = board(speed, {}, [die]);
    expect(hazardRoll(ctx, 'a', { limit: 60, cause: 'curve', rule: 'p41' })).toBe(result);
    expect(ofType(ctx.events, 'hazardRoll')[0].total).toBe(total);
  });

  it('p41: odds for a shunt target count panic brakes as OK', () => {
    const { s } = board(70);
    expect(hazardOdds(s, 'a', 40, undefined, { ignorePanicBrake: true })).toEqual({ ok: 5 / 6, panicBrake: 0, controlLoss: 1 / 6 });
    expect(hazardOdds(s, 'a', 40)).toEqual({ ok: 1 / 6, panicBrake: 4 / 6, controlLoss: 1 / 6 });
  });
});
