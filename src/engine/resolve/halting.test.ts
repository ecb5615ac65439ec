// Cars coming to a halt, through `apply` with forced dice: a broken axle makes a wreck however
// the car halts (p34), a car halted out of control does not act again before it is back under
// control (p42), and a lead car with terminal damage is played out until it halts (p87).
// Positions: space k of the straight track is ticks [20k, 20k + 20); a Renegade has handling 4.
import { describe, expect, it } from 'vitest';
import { applyOk, testState, v, type TestVehicle } from '../testkit';
import { pending, startPhase } from '../flow/turn';
import type { GameEvent } from '../events';
import type { Command, GameState } from '../types';

const of = <K extends GameEvent['type']>(events: GameEvent[], type: K) => events.filter((e): e is Extract<GameEvent, { type: K }> => e.type === type);
const none = (vehicle: string): Command => ({ type: 'declare', vehicle, action: { kind: 'none' } });
const started = (vehicles: TestVehicle[], dice: number[], finish = false): GameState => startPhase(testState({ vehicles, dice, finish }), 1);

describe('broken axle (p34: "When the vehicle finally comes to a halt, it is treated as a wreck")', () => {
  const brokenAxle = { brokenAxle: true, acceleration: 0, handling: 2 };
  it.each<[string, TestVehicle, Command, string]>([
    // a (40 mph) moves first and must ram b, coming the other way: a head-on ram halts both (p52, p17).
    ['a head-on ram', { id: 'b', lane: 3, space: 3, speed: 20, heading: 4, weapons: [], patch: brokenAxle }, { type: 'declare', vehicle: 'a', action: { kind: 'ram' } }, 'headOn'],
    // a moves one space and sideswipes b, beside it at 10 mph: each loses 10 mph (p56), b halts.
    ['a sideswipe', { id: 'b', lane: 5, space: 3, speed: 10, weapons: [], patch: brokenAxle }, { type: 'declare', vehicle: 'a', action: { kind: 'ram', side: 'right' } }, 'sideswipeNeckAndNeck'],
  ])('p34: a broken-axle car brought to a halt by %s is a wreck, though it has not moved itself', (_l, b, ram, kind) => {
    const s = started([{ id: 'a', lane: 3, space: 2, speed: 40, weapons: [] }, b], Array(12).fill(1));
    const { s: after, events } = applyOk(s, ram);
    expect(of(events, 'ram')).toEqual([expect.objectContaining({ rammer: 'a', target: 'b', kind })]);
    expect(v(after, 'b')).toMatchObject({ speed: 0, wreck: true });
    expect(of(events, 'wreck')).toEqual([expect.objectContaining({ vehicle: 'b', cause: 'halted with a broken axle', rule: 'p34' })]);
    expect(v(after, 'a').wreck).toBe(false);
  });
});

describe('halted while out of control (p42)', () => {
  it('p42: a car that skids to a halt out of control may not shoot later in the turn; it is back under control at the start of the next', () => {
    // A (5 mph, out of control) tests after B's move: 6 + 1 - 3 = 4, skid; skid die 2: straight,
    // -5 mph, a halt. B, ahead in A's hood machine gun's lanes, is a target A may not take.
    const s = started([
      { id: 'A', lane: 3, space: 2, speed: 5, weapons: [{ type: 'machineGun', mount: 'hood' }], patch: { outOfControl: true } },
      { id: 'B', lane: 3, space: 5, speed: 40, weapons: [] },
    ], [6, 2]);
    expect(pending(s).vehicle).toBe('B');
    const one = applyOk(s, none('B'));
    expect(of(one.events, 'controlLossTest')).toEqual([expect.objectContaining({ vehicle: 'A', total: 4, result: 'skid' })]);
    expect(v(one.s, 'A')).toMatchObject({ speed: 0, outOfControl: true, spin: null });
    expect(of(one.events, 'regainControl')).toEqual([]);
    expect(one.s.phase).toBe(2);
    expect(pending(one.s).vehicle).toBe('B');
    const two = applyOk(one.s, none('B'));
    expect(two.s.turn).toBe(2);
    const turnStart = two.events.findIndex((e) => e.type === 'turnStart');
    const regain = two.events.findIndex((e) => e.type === 'regainControl' && e.vehicle === 'A');
    expect(regain).toBeGreaterThan(turnStart);
    expect(two.events[regain]).toMatchObject({ rule: 'p42' });
    expect(v(two.s, 'A').outOfControl).toBe(false);
  });
});

describe('a lead car with terminal damage is played out (p87)', () => {
  // A wreck from terminal damage: engine disabled, handling 0, out of control (p35).
  const terminal = { terminal: true, wreck: true, engineDisabled: true, acceleration: 0, handling: 0, outOfControl: true };

  // L's control-loss test: 1 + 1 - 0 + 2 = 4, skid; skid die 2: straight ahead, losing 5 mph.
  it.each([
    ['p87: "The lead car wins by moving across the finish line": a wreck still moving may skid over it', 20, 20, 'lead', 'crossed the finish line'],
    ['p87: the chase car wins when the wrecked lead car halts for good', 5, 5, 'chase', 'halted for good'],
  ] as const)('%s', (_name, space, speed, side, reason) => {
    const s = started([
      { id: 'L', side: 'lead', lane: 3, space, speed, weapons: [], patch: terminal },
      { id: 'C', side: 'chase', lane: 6, space: space - 3, speed: 60, weapons: [] },
    ], [1, 2], true);
    expect(s.winner).toBeNull();
    const { s: after } = applyOk(s, none('C'));
    expect(v(after, 'L').status).toBe(side === 'lead' ? 'finished' : 'inPlay');
    expect(after.winner).toMatchObject({ side, rule: 'p87' });
    expect(after.winner!.reason).toContain(reason);
  });
});
