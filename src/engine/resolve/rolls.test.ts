// Rolls, collisions during skids and spins, and shunt resumes. Damage, criticals and rams belong
// to other modules: here they are spies, so the tests can check what this module asks of them,
// and in which order (p46: the roll's damage before the crash's; the ram before the roll).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyHit, criticalHit } from './damage';
import { resolveCollision, type RamHow, type RamOutcome } from './rams';
import { controlLossMove, resumeMove, spinningMove } from './controlLoss';
import { testCtx, testState, v } from '../testkit';
import type { Ctx } from '../core/ctx';
import type { GameEvent } from '../events';
import type { VehicleState } from '../types';

vi.mock(import('./damage'), async (orig) => ({ ...(await orig()), applyHit: vi.fn(), criticalHit: vi.fn() }));
// rams imports movement, which imports rams: a factory without the original avoids the cycle.
vi.mock(import('./rams'), () => ({ resolveCollision: vi.fn() }) as unknown as typeof import('./rams'));

const hit = vi.mocked(applyHit);
const crit = vi.mocked(criticalHit);
const ram = vi.mocked(resolveCollision);

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

/** A stand-in for the rams module: a sideswipe takes 10 mph off both, a head-on halts both. */
function fakeRam(kind: RamOutcome['kind'], shuntTarget: string | null = null) {
  return (ctx: Ctx, rammer: string, target: string, _how: RamHow): RamOutcome => {
    for (const id of [rammer, target]) {
      const x = v(ctx.s, id);
      x.speed = kind === 'headOn' ? 0 : Math.max(0, x.speed - 10);
    }
    return { kind, shuntTarget, movesOn: false };
  };
}

interface Car {
  id: string;
  lane: number;
  space: number;
  speed: number;
  kind?: 'renegade' | 'bike';
  driveSkill?: number;
  patch?: Partial<VehicleState>;
}

function board(cars: Car[], dice: number[], crashDamage = false) {
  const s = testState({ vehicles: cars.map((c) => ({ ...c, patch: { ...(c.id === 'a' ? { outOfControl: true } : {}), ...c.patch } })) });
  s.options.crashDamage = crashDamage;
  return { s, ctx: testCtx(s, dice) };
}

beforeEach(() => {
  hit.mockReset();
  crit.mockReset();
  ram.mockReset();
});

describe('rolling (p46)', () => {
  it('p46 example: rolling at speed factor 3 takes three hits at +3 on the roof, then the speed is 0 and the car is a wreck', () => {
    // 60 mph, drive skill 1 (adverse control 1): 6 + 3 - 1 = 8, a roll.
    const { s, ctx } = board([{ id: 'a', lane: 4, space: 1, speed: 60, driveSkill: 1 }], [6, 2, 4, 3]);
    controlLossMove(ctx, 'a');
    const car = v(s, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0]).toMatchObject({ total: 8, result: 'roll' });
    // The skid (-5) leaves 55 mph, still speed factor 3; the spin ignores the template's deduction.
    expect(ofType(ctx.events, 'spin')[0]).toMatchObject({ total: 6, degrees: 135, speedLoss: 0 });
    expect(hit).toHaveBeenCalledTimes(3);
    for (const call of hit.mock.calls) expect(call.slice(1)).toEqual(['a', { damage: 3, he: false, source: 'roll', facing: 'roof', rule: 'p46' }]);
    expect(car).toMatchObject({ speed: 0, wreck: true, rolled: true, outOfControl: true, spin: null, status: 'inPlay', heading: 3 });
    expect(ofType(ctx.events, 'roll')).toHaveLength(1);
    expect(ofType(ctx.events, 'wreck')[0]).toMatchObject({ cause: 'rolled', rule: 'p46' });
  });

  it.each([
    ['spin off the road edge', [6, 2]],
    ['drift skid off the road edge', [6, 1, 1]],
  ])('p46: a roll whose %s crashes takes the roll damage first, then the crash damage', (_what, dice) => {
    const { s, ctx } = board([{ id: 'a', lane: 1, space: 1, speed: 60, driveSkill: 1 }], dice, true);
    controlLossMove(ctx, 'a');
    expect(v(s, 'a').status).toBe('crashed');
    expect(hit.mock.calls.map((c) => c[2].source)).toEqual(['roll', 'roll', 'roll', 'crash', 'crash', 'crash']);
    expect(s.rng.rolls).toBe(dice.length);
  });

  it('p46/p57: when the rotation is blocked by a vehicle, the ram is resolved first, then the car rolls', () => {
    ram.mockImplementation(fakeRam('sideswipeNeckAndNeck'));
    const { s, ctx } = board([
      { id: 'a', lane: 4, space: 1, speed: 60, driveSkill: 1 },
      { id: 'b', lane: 6, space: 2, speed: 60 },
    ], [6, 2, 4]);
    controlLossMove(ctx, 'a');
    expect(ram).toHaveBeenCalledTimes(1);
    expect(ram.mock.calls[0].slice(1)).toEqual(['a', 'b', 'rotate']);
    expect(hit).toHaveBeenCalledTimes(3);
    expect(ram.mock.invocationCallOrder[0]).toBeLessThan(hit.mock.invocationCallOrder[0]);
    expect(v(s, 'a')).toMatchObject({ heading: 0, speed: 0, wreck: true });
    expect(s.rng.rolls).toBe(3);
  });

  it('p57: a roll whose forward move is blocked works out the ram at that speed, then rolls and halts', () => {
    ram.mockImplementation(fakeRam('headOn'));
    const { s, ctx } = board([
      { id: 'a', lane: 4, space: 1, speed: 60, driveSkill: 1 },
      { id: 'b', lane: 4, space: 2, speed: 60, patch: { heading: 4 } },
    ], [6]);
    controlLossMove(ctx, 'a');
    expect(ram.mock.calls[0].slice(1)).toEqual(['a', 'b', 'forward']);
    expect(v(s, 'a')).toMatchObject({ rolled: true, wreck: true, speed: 0, cell: { lane: 4, t0: 20, t1: 40 } });
    expect(ofType(ctx.events, 'skid')).toHaveLength(0);
  });
});

describe('collisions during spins (p44, p57)', () => {
  it('p57: a first spin whose rotation would hit a car is not rolled for rotation; the contact is a sideswipe and the car keeps spinning', () => {
    ram.mockImplementation(fakeRam('sideswipeNeckAndNeck'));
    const { s, ctx } = board([
      { id: 'a', lane: 4, space: 1, speed: 60 },
      { id: 'b', lane: 6, space: 2, speed: 60 },
    ], [6, 2, 4]);
    controlLossMove(ctx, 'a');
    const car = v(s, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0].result).toBe('spin');
    expect(ram.mock.calls[0].slice(1)).toEqual(['a', 'b', 'rotate']);
    expect(ofType(ctx.events, 'spin')).toHaveLength(0);
    expect(ofType(ctx.events, 'note')[0]).toMatchObject({ rule: 'p57', dice: [4] });
    expect(car).toMatchObject({ heading: 0, speed: 45, spin: { dir: 'cw', travel: 1 }, outOfControl: true });
    expect(s.rng.rolls).toBe(3);

    // p57: next move it goes straight ahead and rolls for rotation as usual.
    ram.mockReset();
    s.rng.forced.push(1);
    spinningMove(ctx, 'a');
    expect(ram).not.toHaveBeenCalled();
    expect(car.cell.t0).toBe(60);
    expect(ofType(ctx.events, 'spin')[0]).toMatchObject({ dir: 'cw', total: 4, heading: 2, dice: [1] });
  });

  it('p44/p52: an angled spinning car moves with a four-lane zone, so it hits a car one lane over', () => {
    ram.mockImplementation(fakeRam('headOn'));
    const { s, ctx } = board([
      { id: 'a', lane: 4, space: 1, speed: 60, patch: { heading: 2, spin: { dir: 'cw', travel: 1 } } },
      { id: 'b', lane: 2, space: 2, speed: 60 },
    ], []);
    spinningMove(ctx, 'a');
    expect(ram.mock.calls[0].slice(1)).toEqual(['a', 'b', 'forward']);
    const car = v(s, 'a');
    expect(car.cell.t0).toBe(20);
    expect(car).toMatchObject({ speed: 0, spin: null, outOfControl: true });
    expect(ofType(ctx.events, 'halted')).toHaveLength(1);
  });

  it('p44: on the grid after a 180 the forward move is two lanes wide and passes that car; the four-lane rotation then hits it', () => {
    ram.mockImplementation(fakeRam('sideswipeNeckAndNeck'));
    const { s, ctx } = board([
      { id: 'a', lane: 4, space: 1, speed: 60, patch: { heading: 4, spin: { dir: 'cw', travel: 1 } } },
      { id: 'b', lane: 2, space: 2, speed: 60 },
    ], []);
    spinningMove(ctx, 'a');
    expect(ram.mock.calls.map((c) => c.slice(1))).toEqual([['a', 'b', 'rotate']]);
    expect(v(s, 'a').cell.t0).toBe(40);
    expect(v(s, 'a').heading).toBe(4);
    expect(s.rng.rolls).toBe(0);
  });
});

describe('skidding or spinning into a shunt (p57)', () => {
  it.each([
    // control die, result, resume dice, heading after
    [4, 'skid', [2], 0],
    [6, 'spin', [2, 4, 2], 2],
  ] as const)('p57: a control-loss die of %i (%s) stopped by a shunt completes the forward move later, then skids and/or spins', (die, result, later, heading) => {
    ram.mockImplementation(fakeRam('shunt', 'b'));
    const { s, ctx } = board([
      { id: 'a', lane: 4, space: 1, speed: 60 },
      { id: 'b', lane: 4, space: 2, speed: 30 },
    ], [die]);
    controlLossMove(ctx, 'a');
    const car = v(s, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0].result).toBe(result);
    expect(ctx.shunt).toEqual({ rammer: 'a', target: 'b' });
    expect(car.resumeLoss).toBe(result);
    expect(car.cell.t0).toBe(20);
    expect(ofType(ctx.events, 'skid')).toHaveLength(0);

    // The target moves away; the rammer then completes its move with no new control-loss test.
    v(s, 'b').cell = { lane: 4, t0: 80, t1: 100 };
    ctx.shunt = null;
    s.rng.forced.push(...later);
    resumeMove(ctx, 'a', 'b');
    expect(ofType(ctx.events, 'controlLossTest')).toHaveLength(1);
    expect(car.cell.t0).toBe(40);
    expect(ofType(ctx.events, 'skid')).toHaveLength(1);
    expect(car.heading).toBe(heading);
    expect(car.resumeLoss).toBeNull();
  });

  it('p57 (assumption shared with the turn engine): if the shunted car is still in the way, the rammer stays put', () => {
    ram.mockImplementation(fakeRam('shunt', 'b'));
    const { s, ctx } = board([
      { id: 'a', lane: 4, space: 1, speed: 60 },
      { id: 'b', lane: 4, space: 2, speed: 30 },
    ], [4]);
    controlLossMove(ctx, 'a');
    ram.mockReset();
    resumeMove(ctx, 'a', 'b');
    expect(ram).not.toHaveBeenCalled();
    expect(v(s, 'a').cell.t0).toBe(20);
    expect(v(s, 'a').resumeLoss).toBeNull();
  });
});

describe('bikes losing control (p64)', () => {
  it('p64: a bike rolling at 80 mph or less skids, then takes speed factor - 2 hits on one random facing and road damage, and falls', () => {
    // 60 mph, handling 6, drive skill 3: 6 + 3 - 3 = 6, a roll on the bike table.
    const { s, ctx } = board([{ id: 'a', kind: 'bike', lane: 4, space: 1, speed: 60, driveSkill: 3 }], [6, 2, 3]);
    controlLossMove(ctx, 'a');
    const bike = v(s, 'a');
    expect(ofType(ctx.events, 'controlLossTest')[0]).toMatchObject({ result: 'roll', rule: 'p64' });
    expect(ofType(ctx.events, 'spin')).toHaveLength(0);
    expect(hit).toHaveBeenCalledTimes(1);
    expect(hit.mock.calls[0][2]).toMatchObject({ damage: 1, facing: 'roof', source: 'roll' });
    expect(crit.mock.calls[0].slice(1)).toEqual(['a', 'roof', 0, { location: 'driver', modifier: 0 }]);
    expect(bike).toMatchObject({ speed: 0, rolled: true, wreck: false, outOfControl: false, cell: { lane: 4, t0: 40, t1: 60 } });
  });

  it('p64: road damage at speed factor 2 is at -2 and a fall that slow does no hits', () => {
    const { s, ctx } = board([{ id: 'a', kind: 'bike', lane: 4, space: 1, speed: 40, driveSkill: 2 }], [6, 2]);
    controlLossMove(ctx, 'a');
    expect(hit).not.toHaveBeenCalled();
    expect(crit.mock.calls[0][4]).toEqual({ location: 'driver', modifier: -2 });
    expect(s.rng.rolls).toBe(2);
  });

  it('p64: a fallen bike whose rider is knocked out is a wreck', () => {
    crit.mockImplementation((ctx, vid) => {
      v(ctx.s, vid).driveSkill = 0;
    });
    const { s, ctx } = board([{ id: 'a', kind: 'bike', lane: 4, space: 1, speed: 60, driveSkill: 3 }], [6, 2, 3]);
    controlLossMove(ctx, 'a');
    expect(v(s, 'a')).toMatchObject({ wreck: true, rolled: true, speed: 0 });
  });

  it('p64: a bike rolling at 81+ mph crashes without moving; with crash damage it also takes road damage', () => {
    // 90 mph: 4 + 5 - 3 = 6, a roll.
    const { s, ctx } = board([{ id: 'a', kind: 'bike', lane: 4, space: 1, speed: 90, driveSkill: 3 }], [4], true);
    controlLossMove(ctx, 'a');
    const bike = v(s, 'a');
    expect(bike.status).toBe('crashed');
    expect(bike.cell.t0).toBe(20);
    // The rider's critical takes no hazard roll: the bike is leaving play (p58).
    expect(crit.mock.calls[0][4]).toEqual({ location: 'driver', modifier: 3, hazards: [] });
    expect(hit.mock.calls.map((c) => c[2].source)).toEqual(['crash', 'crash', 'crash', 'crash', 'crash']);
    expect(s.rng.rolls).toBe(1);
  });
});
