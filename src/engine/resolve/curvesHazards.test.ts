// Curve hazards through real curve moves (p38, p40, p41, p30), crashes on curves (p34, p58), and the
// curve hazard in the action preview. Dice are forced; positions are global ticks (section k covers
// [60k, 60k + 60)). A Renegade with drive skill 3 has optimum control 4 and braking 30 (p40, p16).
import { describe, expect, it } from 'vitest';
import { cellAt } from '../grid';
import { testCtx, testState, v } from '../testkit';
import { executeMove, executeOutOfControl } from '../flow/execute';
import { applyHit } from './damage';
import { previewAction } from '../plan/preview';
import { apply, startPhase } from '../flow/turn';
import type { GameEvent } from '../events';
import type { Action, GameState, Heading, Marker, PassiveKind, Section, VehicleState } from '../types';

const S: Section = { kind: 'straight' };
const bendL: Section = { kind: 'bend', turn: 'left' };
const bendR: Section = { kind: 'bend', turn: 'right' };
const cornerL: Section = { kind: 'corner', turn: 'left' };

interface Car { id?: string; lane: number; t0: number; speed?: number; heading?: Heading; patch?: Partial<VehicleState> }

function board(sections: Section[], cars: Car[], markers: { kind: PassiveKind; lane: number; t0: number }[] = []): GameState {
  const s = testState({ sections, vehicles: cars.map((c, i) => ({ id: c.id ?? `c${i}`, lane: c.lane, space: 0, speed: c.speed ?? 60, heading: c.heading, patch: c.patch })) });
  cars.forEach((c, i) => {
    s.vehicles[i].cell = cellAt(s.track, c.lane, c.t0)!;
    expect(s.vehicles[i].cell.t0).toBe(c.t0);
  });
  s.markers = markers.map((m, i): Marker => ({ id: `m${i}`, kind: m.kind, dummy: false, faceUp: false, owner: 'other', cell: cellAt(s.track, m.lane, m.t0)!, underVehicle: null }));
  return s;
}

/** One declared move of car c0 with forced dice; returns the events. */
function move(s: GameState, action: Action, dice: number[]) {
  const ctx = testCtx(s, dice);
  executeMove(ctx, 'c0', action);
  return { ctx, events: ctx.events, car: v(s, 'c0') };
}

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const curveRolls = (events: GameEvent[]) => of(events, 'hazardRoll').filter((e) => e.cause === 'curve');

describe('curve hazards (p38, p40)', () => {
  it('p40: a move onto a curve above its printed limit takes a hazard roll against the limit under the outer lane', () => {
    // Lanes 3-4 of a left corner: lane 3 is printed 30, lane 4 is printed 40: the car tests at 40 (p38).
    const { events, car } = move(board([S, cornerL, S], [{ lane: 3, t0: 40, speed: 60 }]), { kind: 'none' }, [3]);
    expect(car.cell).toEqual({ lane: 3, t0: 60, t1: 80 });
    expect(curveRolls(events)).toEqual([expect.objectContaining({ limit: 40, speed: 60, excess: 2, optimumControl: 4, total: 1, result: 'panicBrake', rule: 'p40', dice: [3] })]);
    expect(car.speed).toBe(55);
  });

  it('p38: a car at exactly the printed limit is safe and rolls nothing', () => {
    const s = board([S, cornerL, S], [{ lane: 3, t0: 40, speed: 40 }]);
    const { events } = move(s, { kind: 'none' }, []);
    expect(curveRolls(events)).toEqual([]);
    expect(of(events, 'hazardSkipped')).toEqual([expect.objectContaining({ limit: 40, cause: 'curve', rule: 'p38' })]);
    expect(s.rng.rolls).toBe(0);
  });

  it('p40: the roll comes after every move that ends on the curve, until the car is back on a straight', () => {
    // Lanes 1-2 of a left corner (limit 30, two spaces): two moves on the corner, then off it.
    let s = board([S, cornerL, S], [{ lane: 1, t0: 40, speed: 50 }]);
    const rolls: number[] = [];
    for (let k = 0; k < 3; k++) {
      const r = move(s, { kind: 'none' }, [1]);
      rolls.push(curveRolls(r.events).length);
      s = r.ctx.s;
      v(s, 'c0').speed = 50; // keep the speed: this test counts rolls, not their results
    }
    expect(rolls).toEqual([1, 1, 0]);
    expect(v(s, 'c0').cell).toEqual({ lane: 1, t0: 120, t1: 140 });
  });

  it('p40: no roll for the move that takes the car off the curve onto a straight', () => {
    const { events, car } = move(board([S, bendR, S], [{ lane: 7, t0: 100, speed: 100 }]), { kind: 'none' }, []);
    expect(car.cell).toEqual({ lane: 7, t0: 120, t1: 140 });
    expect(events.filter((e) => (e.type === 'hazardRoll' || e.type === 'hazardSkipped') && e.cause === 'curve')).toEqual([]);
  });

  it('p38: an accelerating car tests the curve at its new speed; a braking one at its slower speed', () => {
    // Lanes 1-2 of a left bend: printed 50.
    const up = move(board([S, bendL, S], [{ lane: 1, t0: 40, speed: 50 }]), { kind: 'accelerate', by: 20 }, [1]);
    expect(curveRolls(up.events)[0]).toMatchObject({ speed: 70, limit: 50, excess: 2 });
    const down = move(board([S, bendL, S], [{ lane: 1, t0: 40, speed: 70 }]), { kind: 'brake', by: 20 }, []);
    expect(curveRolls(down.events)).toEqual([]);
    expect(down.car.speed).toBe(50);
  });

  it('p13, p41: a drift onto a curve tests the drift (80) before the curve (its lower limit)', () => {
    // 90 mph from lanes 4-5 of a straight onto a left bend, drifting outwards to lanes 5-6 (printed 70).
    const { events, car } = move(board([S, bendL, S], [{ lane: 4, t0: 40, speed: 90 }]), { kind: 'drift', side: 'right' }, [1, 1]);
    expect(car.cell).toEqual({ lane: 5, t0: 60, t1: 72 });
    expect(of(events, 'hazardRoll').map((e) => [e.cause, e.limit])).toEqual([['drift', 80], ['curve', 70]]);
  });

  it('p40: a U-turn across a curve at 30 mph onto lanes printed 30 is safe; the curve is still checked', () => {
    // From lanes 5-6 of the straight, a left U-turn ends on lanes 1-2 of the left corner (30).
    const { events, car } = move(board([S, cornerL, S], [{ lane: 5, t0: 40, speed: 30 }]), { kind: 'uTurn', side: 'left' }, [1]);
    expect(car.heading).toBe(4);
    expect(car.cell.lane).toBe(1);
    expect(of(events, 'hazardSkipped').map((e) => e.cause)).toContain('curve');
    expect(of(events, 'hazardRoll').map((e) => e.cause)).toEqual(['U-turn']);
  });

  it('p41 example: a Renegade at 80 mph moves onto a 50 curve, panic brakes 20 to 60; a 40 mm GL hit later in the phase wants 20 more with 10 left: it brakes 10 and loses control', () => {
    // Lanes 1-2 of a left bend are printed 50. Curve: die 5 + 3 (excess) - 4 = 4: a 20 mph panic brake.
    const s = board([S, bendL, S], [{ lane: 1, t0: 40, speed: 80 }]);
    const { ctx, car } = move(s, { kind: 'none' }, [5]);
    expect(curveRolls(ctx.events)[0]).toMatchObject({ limit: 50, total: 4, result: 'panicBrake' });
    expect(car.speed).toBe(60);
    expect(car.outOfControl).toBe(false);
    // The +8HE hit (damage die 1: 6 points, no increment) tests at 30: die 5 + 3 - 4 = 4 again.
    ctx.s.rng.forced.push(1, 5);
    const from = ctx.events.length;
    applyHit(ctx, 'c0', { damage: 8, he: true, source: '40mm grenade launcher', facing: 'rear', rule: 'p28' });
    const later = ctx.events.slice(from);
    expect(of(later, 'hazardRoll')[0]).toMatchObject({ limit: 30, speed: 60, total: 4, result: 'panicBrake' });
    expect(of(later, 'panicBrake')[0]).toMatchObject({ by: 10, wanted: 20, ranOut: true, rule: 'p41' });
    expect(car.speed).toBe(50);
    expect(car.outOfControl).toBe(true);
    expect(of(later, 'controlLoss')).toHaveLength(1);
  });

  it("p41 example: a car at 65 mph moves onto a '60' curve and hits pattern mines (50): the curve first; its 20 mph panic brake to 45 means no mines test", () => {
    // Lanes 3-4 of a left bend are printed 60. The book's example leaves out optimum control; a
    // driver with optimum control 1 gets its 20 mph panic brake from a 4: 4 + 1 (excess) - 1 = 4.
    const s = board([S, bendL, S], [{ lane: 3, t0: 40, speed: 65, patch: { handling: 1, driveSkill: 1 } }], [{ kind: 'mines', lane: 3, t0: 60 }]);
    const { events, car } = move(s, { kind: 'none' }, [1, 4]); // mines damage die 1, curve die 4
    expect(of(events, 'hit')[0]).toMatchObject({ source: 'pattern mines', dice: [1] });
    expect(of(events, 'hazardRoll')).toEqual([expect.objectContaining({ cause: 'curve', limit: 60, total: 4, result: 'panicBrake' })]);
    expect(car.speed).toBe(45);
    expect(of(events, 'hazardSkipped')).toEqual([expect.objectContaining({ cause: 'pattern mines', limit: 50 })]);
  });

  it('p30 example: 80 mph onto oil on a curve printed 50: the curve first; after its panic brake the oil test is against 30', () => {
    // The oil costs a point of handling first (p30): optimum control 3 for both rolls (p40).
    // Curve: die 1 + 3 - 3 = 1: panic brake 5 to 75. Oil: 30 mph, die 1 + 5 - 3 = 3: 15 more.
    const s = board([S, bendL, S], [{ lane: 1, t0: 40, speed: 80 }], [{ kind: 'oil', lane: 1, t0: 60 }]);
    const { events, car } = move(s, { kind: 'none' }, [1, 1]);
    expect(of(events, 'hazardRoll').map((e) => [e.cause, e.limit, e.speed, e.result])).toEqual([
      ['curve', 50, 80, 'panicBrake'],
      ['oil', 30, 75, 'panicBrake'],
    ]);
    expect(car.speed).toBe(60);
  });

  it('p30: on a curve oil always tests against 30 mph, even after a plain straight-ahead move at the curve\'s limit', () => {
    const s = board([S, bendL, S], [{ lane: 1, t0: 40, speed: 50 }], [{ kind: 'oil', lane: 1, t0: 60 }]);
    const { events } = move(s, { kind: 'none' }, [1]);
    expect(of(events, 'hazardRoll').map((e) => [e.cause, e.limit])).toEqual([['oil', 30]]);
    expect(of(events, 'hazardSkipped').map((e) => e.cause)).toEqual(['curve']);
  });

  it('p41 optimum speed example: optimum control 4 onto a 60 curve: at 80 mph even a 6 only panic brakes; at 81 a 6 loses control', () => {
    const at80 = move(board([S, bendL, S], [{ lane: 3, t0: 40, speed: 80 }]), { kind: 'none' }, [6]);
    expect(curveRolls(at80.events)[0]).toMatchObject({ limit: 60, excess: 2, optimumControl: 4, total: 4, result: 'panicBrake' });
    expect(at80.car.outOfControl).toBe(false);
    const at81 = move(board([S, bendL, S], [{ lane: 3, t0: 40, speed: 81 }]), { kind: 'none' }, [6]);
    expect(curveRolls(at81.events)[0]).toMatchObject({ limit: 60, excess: 3, total: 5, result: 'controlLoss' });
    expect(at81.car.outOfControl).toBe(true);
  });

  it('p41: an out-of-control car moving on a curve takes no curve hazard roll', () => {
    const s = board([S, bendL, S], [{ lane: 3, t0: 40, speed: 60, patch: { outOfControl: true } }]);
    const ctx = testCtx(s, [4, 2]); // total 4 + 3 - 3 = 4: skid; skid die 2: straight skid
    executeOutOfControl(ctx, 'c0');
    expect(curveRolls(ctx.events)).toEqual([]);
    expect(of(ctx.events, 'hazardSkipped')).toEqual([expect.objectContaining({ cause: 'curve', rule: 'p41' })]);
  });
});

describe('crashes on curves (p34, p58)', () => {
  it('p34, p58: a car with no driver crashes after a move that ends on a curve', () => {
    // Out of control with no driver (p40): 20 mph, adverse control 0, +2: die 1 -> total 4, a skid; die 2 a straight skid.
    const s = board([S, bendL, S], [{ lane: 3, t0: 40, speed: 20, patch: { noDriver: true, outOfControl: true } }]);
    const ctx = testCtx(s, [1, 2]);
    executeOutOfControl(ctx, 'c0');
    const car = v(s, 'c0');
    expect(car.cell.t0).toBe(60);
    expect(car.status).toBe('crashed');
    expect(of(ctx.events, 'crash')).toEqual([expect.objectContaining({ cause: 'no driver at the wheel on a curve', rule: 'p58' })]);
  });

  it('p34: the same car ending its move on a straight does not crash', () => {
    const s = board([S, S, bendL], [{ lane: 3, t0: 40, speed: 20, patch: { noDriver: true, outOfControl: true } }]);
    executeOutOfControl(testCtx(s, [1, 2]), 'c0');
    expect(v(s, 'c0').status).toBe('inPlay');
  });

  it('p58: a car forced to spin as it moves onto a curve crashes the moment it would rotate', () => {
    // 60 mph, adverse control 3: control-loss die 6 -> total 6, a spin; skid die 2, a straight skid;
    // the rotation would happen on the bend, so the car crashes with no spin dice.
    const s = board([S, bendL, S], [{ lane: 3, t0: 40, speed: 60, patch: { outOfControl: true } }]);
    const ctx = testCtx(s, [6, 2]);
    executeOutOfControl(ctx, 'c0');
    expect(v(s, 'c0').status).toBe('crashed');
    expect(v(s, 'c0').cell.t0).toBe(60);
    expect(of(ctx.events, 'crash')).toEqual([expect.objectContaining({ cause: 'forced to rotate on a curve', rule: 'p58' })]);
    expect(of(ctx.events, 'spin')).toEqual([]);
    expect(s.rng.rolls).toBe(2);
  });

  it('p44: the same spin onto a straight rotates the car instead', () => {
    const s = board([S, S, bendL], [{ lane: 3, t0: 40, speed: 60, patch: { outOfControl: true } }]);
    executeOutOfControl(testCtx(s, [6, 2, 1, 1]), 'c0');
    expect(v(s, 'c0').status).toBe('inPlay');
    expect(v(s, 'c0').spin).not.toBeNull();
  });
});

describe('the curve hazard in the preview (p40, p41)', () => {
  const preview = (s: GameState, a: Action) => previewAction(startPhase(s, 1), 'c0', a);

  it('p40: going straight onto a 50 curve at 80 mph shows the curve and its odds', () => {
    // die + 3 - 4: 1 OK, 2-5 panic brake (5-20 mph, within 30), 6 control loss.
    const p = preview(board([S, bendL, S], [{ lane: 1, t0: 40, speed: 80 }]), { kind: 'none' });
    expect(p.hazards).toEqual([{ limit: 50, cause: 'curve', rule: 'p40', odds: { ok: 1 / 6, panicBrake: 4 / 6, controlLoss: 1 / 6 } }]);
    expect(p.hint).toContain('50 mph');
  });

  it('p41: braking 20 onto the curve: 60 mph against 50, with only 10 mph of allowance left: OK 50%, panic brake 33%, control loss 17%', () => {
    const p = preview(board([S, bendL, S], [{ lane: 1, t0: 40, speed: 80 }]), { kind: 'brake', by: 20 });
    expect(p.hazards).toEqual([{ limit: 50, cause: 'curve', rule: 'p40', odds: { ok: 3 / 6, panicBrake: 2 / 6, controlLoss: 1 / 6 } }]);
  });

  it('p41: a drift onto a curve lists the drift (80) before the curve (70)', () => {
    const p = preview(board([S, bendL, S], [{ lane: 4, t0: 40, speed: 90 }]), { kind: 'drift', side: 'right' });
    expect(p.hazards.map((h) => [h.cause, h.limit])).toEqual([['drift', 80], ['curve', 70]]);
  });

  it('p40: no curve hazard when the move leaves the curve, at or below the limit, or in reverse (p17)', () => {
    expect(preview(board([S, bendL, S], [{ lane: 1, t0: 100, speed: 90 }]), { kind: 'none' }).hazards).toEqual([]);
    expect(preview(board([S, bendL, S], [{ lane: 1, t0: 40, speed: 50 }]), { kind: 'none' }).hazards).toEqual([]);
    expect(preview(board([S, bendL, S], [{ lane: 1, t0: 120, speed: 0 }]), { kind: 'reverse' }).hazards).toEqual([]);
  });

  it('p40: the preview odds match the roll the move then makes', () => {
    // Play the previewed move through apply with each die and count the results.
    const s0 = startPhase(board([S, bendL, S], [{ lane: 1, t0: 40, speed: 80 }]), 1);
    const counts = { ok: 0, panicBrake: 0, controlLoss: 0 };
    for (let d = 1; d <= 6; d++) {
      const s = JSON.parse(JSON.stringify(s0)) as GameState;
      s.rng.forced = [d];
      const r = apply(s, { type: 'declare', vehicle: 'c0', action: { kind: 'none' } });
      if (!r.ok) throw new Error(r.error.message);
      counts[curveRolls(r.value.events)[0].result] += 1;
    }
    const odds = previewAction(s0, 'c0', { kind: 'none' }).hazards[0].odds;
    expect([counts.ok / 6, counts.panicBrake / 6, counts.controlLoss / 6]).toEqual([odds.ok, odds.panicBrake, odds.controlLoss]);
  });
});
