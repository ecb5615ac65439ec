// p87 (docs/assumptions.md, victory): a game in which nothing can ever change again is over with
// no winner: every vehicle in play stands still for good and none has anything to shoot at.
import { describe, expect, it } from 'vitest';
import { endIf, frozen } from './victory';
import { startPhase } from './turn';
import { testState, type TestVehicle } from '../testkit';
import type { GameState } from '../types';

/** Zero handling: stationary for the rest of the game (p40), but not a wreck. */
const STUCK = { handling: 0 };
const car = (id: string, space: number, heading: TestVehicle['heading'], patch: TestVehicle['patch'] = STUCK): TestVehicle => ({ id, side: id, lane: 4, space, heading, speed: 0, patch });
const board = (vs: TestVehicle[]): GameState => testState({ vehicles: vs });

describe('p87: no vehicle can ever move or act again', () => {
  it('two cars with zero handling facing away from each other: nothing can change, the game is over with no winner', () => {
    const s = board([car('a', 5, 4), car('b', 8, 0)]);
    expect(endIf(s)).toBeNull();
    expect(frozen(s)).toBe(true);
    expect(startPhase(s, 1).winner).toMatchObject({ side: 'none', rule: 'p87' });
  });

  it('the same cars, one with the other in its hood corridor: it can still shoot, the game goes on', () => {
    const s = board([car('a', 5, 0), car('b', 8, 0)]);
    expect(frozen(s)).toBe(false);
    expect(startPhase(s, 1).winner).toBeNull();
  });

  it('p42: the car with the other in its corridor has zero handling and is out of control for good: it can never shoot, nothing can change', () => {
    const s = board([car('a', 5, 0, { handling: 0, outOfControl: true }), car('b', 8, 0)]);
    expect(frozen(s)).toBe(true);
  });

  it('p25: its only target is a wreck (the nearest, which all fire must go at): a shot changes nothing, nothing can change', () => {
    const s = board([car('a', 5, 0), car('b', 8, 0, { wreck: true, terminal: true, engineDisabled: true })]);
    expect(frozen(s)).toBe(true);
  });

  it('one car that can still move off: the game goes on', () => {
    const s = board([car('a', 5, 4, {}), car('b', 8, 0)]);
    expect(frozen(s)).toBe(false);
    expect(startPhase(s, 1).winner).toBeNull();
  });

  it('a car still moving: the game goes on', () => {
    const s = board([car('a', 5, 4), { ...car('b', 8, 0), speed: 30 }]);
    expect(frozen(s)).toBe(false);
  });
});
