// p87 "halted for good", asked of the moving-off list itself (declarations.ts canEverMoveOff):
// the dead positions of the stalled games (a lead car stopped at an angle or backwards whose only
// re-alignment or move runs into a wreck, or off the back of the road), and the moves off the end
// of the track that are legal (p75: a re-aligned or reversing car leaves the track as any does).
import { describe, expect, it } from 'vitest';
import { apply, pending, startPhase } from '../flow/turn';
import { endIf } from '../flow/victory';
import { canEverMoveOff, isMovingOff, legalDeclarations } from '../plan/declarations';
import { plan } from '../plan/plan';
import { testState, v, type TestVehicle } from '../testkit';
import type { Action, GameState } from '../types';

const WRECK = { wreck: true, terminal: true, engineDisabled: true };
const lead = (lane: number, space: number, heading: TestVehicle['heading']): TestVehicle => ({ id: 'lead', side: 'lead', lane, space, heading, speed: 0 });
const chase = (space: number, patch: TestVehicle['patch'] = WRECK, speed = 0): TestVehicle => ({ id: 'chase', side: 'chase', lane: 4, space, speed, patch });
const board = (vs: TestVehicle[]): GameState => testState({ vehicles: vs, finish: true });
/** The phase started, the chase car's declaration (if it is asked) made: the lead car's turn to declare. */
function leadToDeclare(s: GameState): GameState {
  let t = startPhase(s, 1);
  while (pending(t).vehicle === 'chase') {
    const r = apply(t, { type: 'declare', vehicle: 'chase', action: { kind: 'none' } });
    if (!r.ok) throw new Error(r.error.message);
    t = r.value.state;
  }
  expect(pending(t)).toMatchObject({ kind: 'declare', vehicle: 'lead' });
  return t;
}
const movesOff = (s: GameState): Action[] => legalDeclarations(s, 'lead', 'moveOff').filter(isMovingOff);

describe('p87, p46: a lead car halted for good is asked of the moves it is offered', () => {
  it('p46: stopped at 135 degrees with a wreck behind it: its one re-alignment (back 45 degrees) runs into the wreck for good, so the chase car has won', () => {
    const s = board([lead(4, 10, 5), chase(9)]);
    expect(movesOff(s)).toEqual([]);
    expect(canEverMoveOff(s, 'lead')).toBe(false);
    expect(endIf(s)).toMatchObject({ side: 'chase', rule: 'p87' });
  });

  it('p46: the same re-alignment blocked by a car still moving is blocked only for now: the game goes on', () => {
    const s = board([lead(4, 10, 5), chase(9, {}, 40)]);
    expect(movesOff(s)).toEqual([]);
    expect(canEverMoveOff(s, 'lead')).toBe(true);
    expect(endIf(s)).toBeNull();
  });

  it('p15, p17: blocked by a stationary car that can itself still move off (reverse), the game goes on', () => {
    const s = board([lead(4, 10, 5), chase(9, {})]);
    expect(canEverMoveOff(s, 'chase')).toBe(true);
    expect(endIf(s)).toBeNull();
  });

  it('p42: a lead car halted out of control, able to drive on, regains control next turn: not halted for good', () => {
    const s = board([{ ...lead(4, 10, 0), patch: { outOfControl: true } }, chase(2)]);
    expect(legalDeclarations(s, 'lead', 'moveOff')).toEqual([]);
    expect(endIf(s)).toBeNull();
  });

  it('p46, p75: at 135 degrees at the very start of the road, its only move re-aligns it off the back of the track (out of play): it can never reach the line', () => {
    const s = board([lead(4, 0, 5), chase(15)]);
    const offered = movesOff(s);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((a) => a.kind === 'realign' && a.heading === 4)).toBe(true);
    const p = plan(s, 'lead', offered[0], 'moveOff')!;
    expect(p).toMatchObject({ leavesTrack: true, travelDir: -1, steps: [] });
    expect(endIf(s)).toMatchObject({ side: 'chase', reason: expect.stringContaining('halted for good') });
  });
});

describe('p75, p87: re-aligning or reversing off the end of the track is a move like any other', () => {
  it('p46, p87: at 45 degrees in the last space, re-aligning forward drives it over the finish line: the lead car wins', () => {
    let s = leadToDeclare(board([lead(4, 20, 1), chase(5)]));
    expect(endIf(s)).toBeNull();
    const realign = movesOff(s).find((a) => a.kind === 'realign');
    expect(realign).toMatchObject({ heading: 0 });
    const r = apply(s, { type: 'declare', vehicle: 'lead', action: realign! });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    expect(v(s, 'lead').status).toBe('finished');
    expect(s.winner).toMatchObject({ side: 'lead', reason: expect.stringContaining('crossed the finish line') });
  });

  it('p17, p87: facing backwards in the last space with a wreck in front, reversing takes it over the finish line: the lead car wins', () => {
    let s = leadToDeclare(board([lead(4, 20, 4), chase(19)]));
    expect(movesOff(s).map((a) => a.kind)).toEqual(['reverse']);
    expect(plan(s, 'lead', { kind: 'reverse' }, 'moveOff')).toMatchObject({ leavesTrack: true, travelDir: 1 });
    const r = apply(s, { type: 'declare', vehicle: 'lead', action: { kind: 'reverse' } });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    expect(s.winner).toMatchObject({ side: 'lead', reason: expect.stringContaining('crossed the finish line') });
  });

  it('p17: a reverse with a drift or U-turn needs the space behind: not offered off the end', () => {
    const s = board([lead(4, 20, 4), chase(19)]);
    expect(movesOff(s).some((a) => a.kind === 'reverse' && a.manoeuvre)).toBe(false);
  });
});
