import { describe, expect, it } from 'vitest';
import { bikeControlLossResult, controlLossFactors, controlLossMove, controlLossOdds, spinningMove } from './controlLoss';
import { controlLossResult } from '../data/tables';
import { cellAt } from '../grid';
import { testCtx, testState, v } from '../testkit';
import type { GameEvent } from '../events';
import type { Section, VehicleState } from '../types';

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

/**
 * One out-of-control Renegade (handling 4) at lane `lane`, space 1 of a straight track (ticks
 * 20-40) unless patched. Drive skill 3 gives adverse control 3.
 */
function board(speed: number, patch: Partial<VehicleState> = {}, dice: number[] = [], lane = 4) {
  const s = testState({ vehicles: [{ id: 'a', lane, space: 1, speed, patch: { outOfControl: true, ...patch } }] });
  const ctx = testCtx(s, dice);
  return { s, ctx, car: v(s, 'a') };
}

describe('control-loss tests (p42)', () => {
  it.each([
    [-1, 'regain'],
    [1, 'regain'],
    [2, 'skidRegain'],
    [3, 'skidRegain'],
    [4, 'skid'],
    [5, 'skid'],
    [6, 'spin'],
    [7, 'spin'],
    [8, 'roll'],
    [12, 'roll'],
  ] as const)('p42: a car totalling %i gets %s', (total, result) => {
    expect(controlLossResult(total)).toBe(result);
  });

  it.each([
    [1, 'regain'],
    [2, 'skidRegain'],
    [3, 'skidRegain'],
    [4, 'skid'],
    [5, 'skid'],
    [6, 'roll'],
    [9, 'roll'],
  ] as const)('p64: a bike totalling %i gets %s (bikes roll where cars spin)', (total, result) => {
    expect(bikeControlLossResult(total)).toBe(result);
  });

  it.each([
    // speed, handling, drive skill, no driver, speed factor, adverse control, extra
    [60, 4, 3, false, 3, 3, 0],
    [41, 3, 4, false, 3, 3, 0],
    [60, 0, 3, false, 3, 0, 2], // zero handling
    [60, 4, 3, true, 3, 0, 2], // no driver: drive skill 0
    [100, 2, 5, false, 5, 2, 0],
  ])('p42: at %i mph, handling %i, drive skill %i, no driver %s: + speed factor %i - adverse control %i + %i', (speed, handling, driveSkill, noDriver, sf, ac, extra) => {
    const { car } = board(speed, { handling, driveSkill, noDriver });
    expect(controlLossFactors(car)).toEqual({ speedFactor: sf, adverseControl: ac, extra });
  });

  it('p42: the test is rolled and reported with its factors', () => {
    const { ctx } = board(60, { handling: 0 }, [1, 2]);
    controlLossMove(ctx, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0]).toMatchObject({ speedFactor: 3, adverseControl: 0, extra: 2, total: 6, result: 'spin', dice: [1], rule: 'p42' });
  });

  it('p42: 1 or less regains control first, then moves straight ahead (no skid)', () => {
    const { s, ctx, car } = board(40, { regainAfterMove: true }, [2]);
    controlLossMove(ctx, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0]).toMatchObject({ total: 1, result: 'regain' });
    expect(car.outOfControl).toBe(false);
    expect(car.regainAfterMove).toBe(false);
    expect(car.cell).toEqual({ lane: 4, t0: 40, t1: 60 });
    expect(car.speed).toBe(40);
    expect(car.lastMove).toBe('straight');
    expect(ctx.events.map((e) => e.type)).toEqual(['controlLossTest', 'regainControl', 'moved']);
    expect(s.rng.rolls).toBe(1);
  });

  it('p42: 2-3 skids out of control and regains after the move (the turn engine reads regainAfterMove)', () => {
    const { ctx, car } = board(40, {}, [4, 2]);
    controlLossMove(ctx, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0].result).toBe('skidRegain');
    expect(car.outOfControl).toBe(true);
    expect(car.regainAfterMove).toBe(true);
    expect(ofType(ctx.events, 'skid')).toHaveLength(1);
    expect(car.speed).toBe(35);
  });

  it('p42: 4-5 skids and stays out of control', () => {
    const { ctx, car } = board(60, {}, [4, 2]);
    controlLossMove(ctx, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0].result).toBe('skid');
    expect(car.outOfControl).toBe(true);
    expect(car.regainAfterMove).toBe(false);
    expect(car.spin).toBeNull();
  });

  it.each([
    // speed, handling, drive skill, no driver: odds
    [60, 4, 3, false, { regain: 1 / 6, skidRegain: 2 / 6, skid: 2 / 6, spin: 1 / 6, roll: 0 }],
    [60, 4, 3, true, { regain: 0, skidRegain: 0, skid: 0, spin: 2 / 6, roll: 4 / 6 }],
    [20, 5, 5, false, { regain: 5 / 6, skidRegain: 1 / 6, skid: 0, spin: 0, roll: 0 }],
  ])('p42: odds at %i mph, handling %i, drive skill %i, no driver %s', (speed, handling, driveSkill, noDriver, odds) => {
    const { s } = board(speed, { handling, driveSkill, noDriver });
    expect(controlLossOdds(s, 'a')).toEqual(odds);
  });

  it('p64: bike odds use the bike table', () => {
    const s = testState({ vehicles: [{ id: 'b', kind: 'bike', lane: 4, space: 1, speed: 80, driveSkill: 3, patch: { outOfControl: true } }] });
    // + speed factor 4 - adverse control 3: totals 2..7
    expect(controlLossOdds(s, 'b')).toEqual({ regain: 0, skidRegain: 2 / 6, skid: 2 / 6, spin: 0, roll: 2 / 6 });
  });
});

describe('skids (p43)', () => {
  // 40 mph, adverse control 3: a first die of 5 totals 4 (skid, stays out of control).
  it.each([
    // skid dice, kind, side, lane after, speed after
    [[2], 'straight', undefined, 4, 35],
    [[6], 'straight', undefined, 4, 35],
    [[1, 2], 'drift', 'right', 5, 30],
    [[3, 4], 'drift', 'right', 5, 30],
    [[5, 1], 'drift', 'left', 3, 30],
    [[1, 3], 'drift', 'left', 3, 30],
  ] as const)('p43: skid dice %j: %s skid %s, to lanes %i, %i mph', (skidDice, kind, side, lane, speed) => {
    const { ctx, car } = board(40, {}, [5, ...skidDice]);
    controlLossMove(ctx, 'a');
    const skid = ofType(ctx.events, 'skid')[0];
    expect(skid).toMatchObject({ skid: kind, speedLoss: kind === 'straight' ? 5 : 10, dice: skidDice, rule: 'p43' });
    expect(skid.side).toBe(side);
    expect(car.cell.lane).toBe(lane);
    expect(car.cell.t0).toBe(40);
    expect(car.speed).toBe(speed);
    expect(car.lastMove).toBe(kind === 'straight' ? 'skid' : 'driftSkid');
  });

  it('p43: left and right are the car\'s own: a car driving against the direction of play drifts right to lower lanes', () => {
    const { ctx, car } = board(40, { heading: 4 }, [5, 1, 2]);
    controlLossMove(ctx, 'a');
    expect(ofType(ctx.events, 'skid')[0].side).toBe('right');
    expect(car.cell).toEqual({ lane: 3, t0: 0, t1: 20 });
  });

  it('p43: a drift skid on a curve goes outwards without a direction die', () => {
    const sections: Section[] = [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'straight' }];
    const s = testState({ vehicles: [{ id: 'a', lane: 4, space: 2, speed: 40, patch: { outOfControl: true } }], sections });
    const ctx = testCtx(s, [5, 1, 1]);
    controlLossMove(ctx, 'a');
    const car = v(s, 'a');
    expect(ofType(ctx.events, 'skid')[0]).toMatchObject({ skid: 'drift', side: 'right', dice: [1] });
    expect(car.cell.lane).toBe(5);
    expect(s.rng.rolls).toBe(2);
  });

  it('p43: outwards on a right-hand curve is towards the lower lanes', () => {
    const sections: Section[] = [{ kind: 'straight' }, { kind: 'bend', turn: 'right' }, { kind: 'straight' }];
    const s = testState({ vehicles: [{ id: 'a', lane: 4, space: 2, speed: 40, patch: { outOfControl: true } }], sections });
    const ctx = testCtx(s, [5, 1]);
    controlLossMove(ctx, 'a');
    expect(ofType(ctx.events, 'skid')[0].side).toBe('left');
    expect(v(s, 'a').cell.lane).toBe(3);
  });

  it.each([
    ['left', 'drift', 3],
    ['right', 'drift', 5],
    ['straight', 'straight', 4],
  ] as const)('p56: after a lost sideswipe the skid is forced (%s): no skid test, %s, and 10 mph either way', (forcedSkid, kind, lane) => {
    const { s, ctx, car } = board(40, { forcedSkid }, [5]);
    controlLossMove(ctx, 'a');
    expect(s.rng.rolls).toBe(1);
    expect(ofType(ctx.events, 'skid')[0]).toMatchObject({ skid: kind, speedLoss: 10, dice: [], rule: 'p56' });
    expect(car.cell.lane).toBe(lane);
    expect(car.speed).toBe(30);
    expect(car.forcedSkid).toBeNull();
  });

  it('p58: a drift skid off the edge of the road crashes the car', () => {
    const { ctx, car } = board(40, {}, [5, 1, 1], 1);
    controlLossMove(ctx, 'a');
    expect(car.status).toBe('crashed');
    expect(ofType(ctx.events, 'crash')[0].rule).toBe('p58');
  });

  it('p43/p42: a skid that takes the speed to 0 halts the car, which stays out of control until the next turn (assumption)', () => {
    const { ctx, car } = board(5, { driveSkill: 1, handling: 1 }, [4, 2]);
    controlLossMove(ctx, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0].result).toBe('skid');
    expect(car.speed).toBe(0);
    expect(car.outOfControl).toBe(true);
    expect(ofType(ctx.events, 'regainControl')).toEqual([]);
    expect(ofType(ctx.events, 'halted')).toHaveLength(1);
  });

  it('p40: a car with no driver that skids to a halt stays out of control (stationary for the rest of the game)', () => {
    const { ctx, car } = board(5, { noDriver: true }, [2, 2]);
    controlLossMove(ctx, 'a');
    expect(car.speed).toBe(0);
    expect(car.outOfControl).toBe(true);
  });

  it('p58: skidding off the end of the track leaves play', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 4, space: 20, speed: 40, patch: { outOfControl: true } }] });
    const ctx = testCtx(s, [5]);
    controlLossMove(ctx, 'a');
    expect(v(s, 'a').status).toBe('leftPlay');
    expect(ofType(ctx.events, 'skid')).toHaveLength(0);
  });
});

describe('spins (p44-45)', () => {
  it('p44 example: skid die even -> straight; direction die 4 -> clockwise; rotation die 2 + speed factor 2 = 4 -> 90 degrees', () => {
    // "The car hits a mine and loses a tyre": handling 2, drive skill 3, adverse control 2; 40 mph.
    const { s, ctx, car } = board(40, { handling: 2 }, [6, 2, 4, 2]);
    controlLossMove(ctx, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0]).toMatchObject({ total: 6, result: 'spin' });
    expect(ofType(ctx.events, 'skid')[0]).toMatchObject({ skid: 'straight', dice: [2] });
    const spin = ofType(ctx.events, 'spin')[0];
    expect(spin).toMatchObject({ dir: 'cw', total: 4, degrees: 90, speedLoss: 20, heading: 2, dice: [4, 2], rule: 'p44' });
    expect(car.cell).toEqual({ lane: 4, t0: 40, t1: 60 });
    expect(car.heading).toBe(2);
    expect(car.spin).toEqual({ dir: 'cw', travel: 1 });
    expect(car.speed).toBe(15);
    expect(car.outOfControl).toBe(true);
    expect(s.rng.rolls).toBe(4);
  });

  it('p44: an odd direction die spins anticlockwise', () => {
    const { ctx, car } = board(40, { handling: 2 }, [6, 2, 3, 2]);
    controlLossMove(ctx, 'a');
    expect(car.heading).toBe(6);
    expect(car.spin?.dir).toBe('ccw');
  });

  it('p44-45: a spinning car travels along its original line, four lanes wide while angled, and spins on the same way without a direction die', () => {
    const { s, ctx, car } = board(60, { heading: 2, spin: { dir: 'cw', travel: 1 } }, [1]);
    spinningMove(ctx, 'a');
    expect(ofType(ctx.events, 'controlLossTest')).toHaveLength(0);
    expect(ofType(ctx.events, 'skid')).toHaveLength(0);
    expect(car.cell).toEqual({ lane: 4, t0: 40, t1: 60 });
    // 1 + speed factor 3 = 4: another 90 degrees clockwise, 20 mph off.
    expect(ofType(ctx.events, 'spin')[0]).toMatchObject({ dir: 'cw', total: 4, degrees: 90, heading: 4, dice: [1] });
    expect(car.speed).toBe(40);
    expect(car.spin).toEqual({ dir: 'cw', travel: 1 });
    expect(s.rng.rolls).toBe(1);
  });

  it('p44: a car spun round to face backwards still travels the original way', () => {
    const { ctx, car } = board(60, { heading: 4, spin: { dir: 'ccw', travel: 1 } }, [1]);
    spinningMove(ctx, 'a');
    expect(car.cell.t0).toBe(40);
    expect(car.heading).toBe(2);
  });

  it.each([
    // speed, die, total, degrees, speed loss, heading after (from 0, clockwise)
    [20, 1, 2, 45, 20, 1],
    [60, 4, 7, 135, 20, 3],
    [60, 5, 8, 180, 30, 4],
    [100, 4, 9, 225, 40, 5],
    [100, 6, 11, 315, 40, 7],
    [140, 6, 13, 360, 40, 0],
  ])('p44 spin template (assumption): at %i mph a rotation die of %i totals %i: %i degrees, -%i mph', (speed, die, total, degrees, loss, heading) => {
    const { ctx, car } = board(speed, { heading: 0, spin: { dir: 'cw', travel: 1 } }, [die]);
    spinningMove(ctx, 'a');
    expect(ofType(ctx.events, 'spin')[0]).toMatchObject({ total, degrees, speedLoss: loss, heading });
    expect(car.speed).toBe(Math.max(0, speed - loss));
  });

  it('p44/p46: a spin deduction bigger than the speed halts the car (no reverse); it stops spinning and, by assumption, stays out of control until the next turn (p42)', () => {
    const { ctx, car } = board(15, { heading: 2, spin: { dir: 'cw', travel: 1 } }, [3]);
    spinningMove(ctx, 'a');
    expect(car.speed).toBe(0);
    expect(car.spin).toBeNull();
    expect(car.outOfControl).toBe(true);
    expect(car.heading).toBe(4);
    expect(ofType(ctx.events, 'halted')[0]).toMatchObject({ reason: 'spun to a halt', rule: 'p46' });
  });

  it('p44: the spin direction die is rolled only once; an angled car halting at 45 degrees stays angled for its re-alignment (p46)', () => {
    const { ctx, car } = board(20, { heading: 0, spin: { dir: 'ccw', travel: 1 } }, [1]);
    spinningMove(ctx, 'a');
    expect(car.heading).toBe(7);
    expect(car.speed).toBe(0);
  });

  it('p58: a car that must rotate on a curve crashes, without any spin dice', () => {
    const sections: Section[] = [{ kind: 'straight' }, { kind: 'corner', turn: 'left' }, { kind: 'straight' }];
    const s = testState({ vehicles: [{ id: 'a', lane: 4, space: 2, speed: 60, patch: { outOfControl: true, heading: 2, spin: { dir: 'cw', travel: 1 } } }], sections });
    const ctx = testCtx(s, []);
    spinningMove(ctx, 'a');
    const car = v(s, 'a');
    expect(car.cell.t0).toBe(60);
    expect(car.status).toBe('crashed');
    expect(ofType(ctx.events, 'crash')[0]).toMatchObject({ rule: 'p58', cause: 'forced to rotate on a curve' });
    expect(s.rng.rolls).toBe(0);
  });

  it('p58: a first spin on a curve crashes too (skid first, then no direction die)', () => {
    const sections: Section[] = [{ kind: 'bend', turn: 'right' }, { kind: 'bend', turn: 'right' }];
    const s = testState({ vehicles: [{ id: 'a', lane: 4, space: 0, speed: 40, patch: { outOfControl: true, handling: 2 } }], sections });
    s.vehicles[0].cell = cellAt(s.track, 4, 0)!;
    const ctx = testCtx(s, [6, 2]);
    controlLossMove(ctx, 'a');
    expect(v(s, 'a').status).toBe('crashed');
    expect(s.rng.rolls).toBe(2);
  });

  it('p45: a spin whose four-lane zone goes over the road edge crashes', () => {
    const { ctx, car } = board(40, { handling: 2 }, [6, 2], 1);
    controlLossMove(ctx, 'a');
    expect(car.status).toBe('crashed');
    expect(ofType(ctx.events, 'spin')).toHaveLength(0);
    expect(ofType(ctx.events, 'crash')[0].cause).toBe('spun off the edge of the road');
  });

  it('p45: an angled spinning car whose forward move is four lanes wide crashes at the road edge', () => {
    const { ctx, car } = board(60, { heading: 2, spin: { dir: 'cw', travel: 1 } }, [], 7);
    spinningMove(ctx, 'a');
    expect(car.status).toBe('crashed');
    expect(car.cell.t0).toBe(20);
  });

  it('p44: back on the grid after a 180, the next forward move is two lanes wide again', () => {
    // Lanes 1-2 on the grid: the two-lane forward move stays on the road (a four-lane one would
    // not), and only the rotation, always four lanes wide, goes over the edge.
    const { ctx, car } = board(100, { heading: 4, spin: { dir: 'cw', travel: 1 } }, [6], 1);
    spinningMove(ctx, 'a');
    expect(ofType(ctx.events, 'moved')[0].to).toEqual({ lane: 1, t0: 40, t1: 60 });
    expect(ofType(ctx.events, 'crash')[0].cause).toBe('spun off the edge of the road');
    expect(car.status).toBe('crashed');
  });
});

describe('rolling with the real damage rules (p46, p28)', () => {
  it('p46 example: a roll at speed factor 3 makes three damage rolls at +3 against the armour, then the car is a 0 mph wreck', () => {
    // 6 + 3 - 1 = 8: roll; skid die 2 (straight, 55 mph); direction 4; rotation 3; damage dice 1, 2, 3.
    const { ctx, car } = board(60, { driveSkill: 1 }, [6, 2, 4, 3, 1, 2, 3]);
    controlLossMove(ctx, 'a');
    const hits = ofType(ctx.events, 'hit');
    expect(hits.map((h) => [h.source, h.damageBonus, h.roll, h.points, h.rule])).toEqual([
      ['roll', 3, 1, 1, 'p46'],
      ['roll', 3, 2, 2, 'p46'],
      ['roll', 3, 3, 3, 'p46'],
    ]);
    expect(car).toMatchObject({ damage: 12, speed: 0, wreck: true, rolled: true, status: 'inPlay' });
  });
});

