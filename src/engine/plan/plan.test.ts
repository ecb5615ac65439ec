// One plan per action (issue 15): legality, the preview and the execution read the same plan,
// and the rules it carries (p13-17, p38, p40, p52, p76) come out the same way in all three.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSim } from '../../sim/runSim';
import { apply, legalCommands, startPhase } from '../flow/turn';
import { plan } from './plan';
import { previewAction } from './preview';
import { executeMove } from '../flow/execute';
import { testCtx, testState, v } from '../testkit';
import type { GameEvent } from '../events';
import type { Action, GameState, RoadHazard } from '../types';

const declared = (s: GameState): Action[] => legalCommands(s).flatMap((c) => (c.type === 'declare' ? [c.action] : []));
const obstacle = (lanes: [number, number], space: number): RoadHazard => ({ id: 'o1', kind: 'obstacle', section: Math.floor(space / 3), side: 'left', zone: [{ laneFrom: lanes[0], laneTo: lanes[1], t0: space * 20, t1: space * 20 + 20 }] });

describe('the drift of issue 15 (p13, p17)', () => {
  const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../../sim-examples/drift-no-ram.json', import.meta.url)), 'utf8'));

  it('sim-examples/drift-no-ram.json: the drift offered on the bend is made as planned, with no ram', () => {
    const out = runSim(file);
    expect(out.ok).toBe(true);
    expect(out.events.filter((e) => e.type === 'ram')).toEqual([]);
    expect(out.events.some((e) => e.type === 'moved' && e.vehicle === 'chase' && e.move === 'drift')).toBe(true);
  });

  it('the car ends on the cell the plan and the preview gave', () => {
    const s0 = runSim({ ...file, commands: [] }).final!;
    const a: Action = { kind: 'drift', side: 'right' };
    expect(declared(s0)).toContainEqual(a);
    const p = plan(s0, 'chase', a)!;
    expect(previewAction(s0, 'chase', a).end).toEqual(p.end);
    const r = apply(s0, { type: 'declare', vehicle: 'chase', action: a });
    if (!r.ok) throw new Error(r.error.message);
    expect(v(r.value.state, 'chase').cell).toEqual(p.end);
    expect(p.end).toEqual({ lane: 3, t0: 60, t1: 75 });
  });
});

describe('the plan of a U-turn (p14)', () => {
  it('ends four lanes over facing the other way, and the preview says so', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 2, space: 3, speed: 10 }] }), 1);
    const a: Action = { kind: 'uTurn', side: 'right' };
    const p = plan(s, 'a', a)!;
    expect(p.steps.map((x) => [x.kind, x.end, x.heading])).toEqual([['uTurn', { lane: 6, t0: 80, t1: 100 }, 4]]);
    expect(previewAction(s, 'a', a)).toMatchObject({ end: { lane: 6, t0: 80, t1: 100 }, heading: 4, steps: [{ kind: 'uTurn', heading: 4 }] });
  });

  it('p14: a U-turn at 31+ mph is certain to lose control and has no steps', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 2, space: 3, speed: 40 }] }), 1);
    expect(plan(s, 'a', { kind: 'uTurn', side: 'right' })).toMatchObject({ certainControlLoss: true, steps: [], hazards: [] });
  });
});

describe('obstacles are wrecks (p14, p17, p52, p58, p76)', () => {
  const board = (lanes: [number, number], space: number, speed = 20): GameState => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed, weapons: [{ type: 'machineGun', mount: 'hood' }] }] });
    s.roadHazards = [obstacle(lanes, space)];
    return startPhase(s, 1);
  };

  it('p17: with an obstacle dead ahead the only action is the ram', () => {
    expect(declared(board([3, 4], 4))).toEqual([{ kind: 'ram' }]);
  });

  it('p14, p58: no drift nor U-turn whose contact zone holds an obstacle', () => {
    const legal = declared(board([5, 8], 4));
    expect(legal).not.toContainEqual({ kind: 'drift', side: 'right' });
    expect(legal).not.toContainEqual({ kind: 'uTurn', side: 'right' });
    expect(legal).toContainEqual({ kind: 'drift', side: 'left' });
  });

  it('p52: a car that runs head-on into an obstacle makes no other action in that phase (no speed change, no shot)', () => {
    // An action carried out on a board that changed since it was declared (a deferred move-off, a shunt).
    const s = board([3, 4], 4, 40);
    const ctx = testCtx(s, [1, 1, 1]);
    const r = executeMove(ctx, 'a', { kind: 'accelerate', by: 10 });
    expect(r).toBe('done');
    expect(ctx.events.some((e) => e.type === 'obstacleHit')).toBe(true);
    expect(v(ctx.s, 'a').speed).toBe(0);
    const ctx2 = testCtx(board([3, 4], 4, 40), [1, 1, 1]);
    expect(executeMove(ctx2, 'a', { kind: 'shoot', weapon: 'a.w1' })).toBe('done');
  });
});

describe('p15, p38 (issue 8 item 8): a car without power slows before the move\'s hazard rolls', () => {
  // A corner's lanes 3-4 are printed 40 mph (data/curveLimits.ts); the car moves from the straight onto it.
  const onCorner = (): GameState => testState({
    sections: [{ kind: 'straight' }, { kind: 'corner', turn: 'left' }, { kind: 'straight' }],
    vehicles: [{ id: 'a', lane: 3, space: 2, speed: 45, patch: { engineDisabled: true, acceleration: 0 } }],
  });

  it('the curve is tested at 40 mph, after the 5 mph loss: no roll', () => {
    const s = startPhase(onCorner(), 1);
    const p = plan(s, 'a', { kind: 'none' })!;
    expect(p).toMatchObject({ speedAfter: 40, coast: { reason: 'engine disabled' } });
    expect(previewAction(s, 'a', { kind: 'none' }).hazards).toEqual([]);
    const r = apply(s, { type: 'declare', vehicle: 'a', action: { kind: 'none' } });
    if (!r.ok) throw new Error(r.error.message);
    const ev = r.value.events;
    const slow = ev.findIndex((e) => e.type === 'speedChanged' && e.vehicle === 'a' && e.from === 45 && e.to === 40);
    const curve = ev.findIndex((e) => (e.type === 'hazardRoll' || e.type === 'hazardSkipped') && e.cause === 'curve');
    expect(slow).toBeGreaterThanOrEqual(0);
    expect(curve).toBeGreaterThan(slow);
    expect(ev[curve]).toMatchObject({ type: 'hazardSkipped', limit: 40 });
  });
});

describe('p40 (issue 8 item 9): regaining control after a U-turn at 31+ mph is an ordinary straight-ahead move', () => {
  it('oil met on that move is tested at 60 mph (straight ahead), not 30', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 40 }], dice: [1] });
    // Control-loss test 1 + 2 (speed factor) - 3 (adverse control) = 0: control regained (p42).
    s.markers.push({ id: 'm1', kind: 'oil', dummy: false, faceUp: false, owner: 'x', cell: { lane: 3, t0: 80, t1: 100 }, underVehicle: null });
    const s0 = startPhase(s, 1);
    const r = apply(s0, { type: 'declare', vehicle: 'a', action: { kind: 'uTurn', side: 'right' } });
    if (!r.ok) throw new Error(r.error.message);
    const ev: GameEvent[] = r.value.events;
    expect(ev.find((e) => e.type === 'controlLossTest')).toMatchObject({ result: 'regain' });
    expect(ev.find((e) => e.type === 'moved' && e.vehicle === 'a')).toMatchObject({ move: 'straight' });
    expect(ev.find((e) => (e.type === 'hazardRoll' || e.type === 'hazardSkipped') && e.cause.includes('oil'))).toMatchObject({ type: 'hazardSkipped', limit: 60 });
    expect(v(r.value.state, 'a').lastMove).toBe('straight');
  });
});
