// Rules of the bike chapter (p64-71) the audit (docs/issue15-audit.md) found without a test of
// their own: the riderless bike on a curve, the incremental damage at 6 and 3 and a full handling
// of zero, the U-turn and drift limits a bike shares with cars, the falling example at speed
// factor 4, and sim-examples/bikes.json played to its end. Forced dice throughout.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOk, testCtx, testState, v, type TestVehicle } from '../testkit';
import { executeOutOfControl } from '../flow/execute';
import { applyHit, markDamage } from './damage';
import { previewAction } from '../plan/preview';
import { legalDeclarations } from '../plan/declarations';
import { startPhase } from '../flow/turn';
import { runSim } from '../../sim/runSim';
import type { GameEvent } from '../events';
import type { Section } from '../types';

const of = <K extends GameEvent['type']>(events: GameEvent[], type: K) => events.filter((e): e is Extract<GameEvent, { type: K }> => e.type === type);
const S: Section = { kind: 'straight' };
const bendL: Section = { kind: 'bend', turn: 'left' };
const bike = (id: string, lane: number, t0: number, speed: number, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, kind: 'bike', lane, space: t0 / 20, speed, weapons: [], driveSkill: 3, ...more });
const bystander: TestVehicle = { id: 'z', lane: 7, space: 0, speed: 20, weapons: [] };

describe('a bike with no rider (p69: "When a bike has no rider and finishes a move on a curve, it automatically crashes")', () => {
  it('p69: its forced roll ends on the bend: the bike crashes and leaves play instead of falling there', () => {
    // Space 2 of the straight (ticks 40-60); the bend starts at tick 60. Skid test die 1: no skid.
    const s = testState({ vehicles: [bike('a', 3, 40, 40, { patch: { noDriver: true, rollsNextMove: true } }), bystander], sections: [S, bendL, S] });
    const ctx = testCtx(s, [1, 1, 1, 1, 1, 1]);
    executeOutOfControl(ctx, 'a');
    expect([v(s, 'a').status, v(s, 'a').cell.t0]).toEqual(['crashed', 60]);
    expect(of(ctx.events, 'crash').map((e) => e.rule)).toEqual(['p58']);
  });

  it('p69: the same roll ending on a straight falls (p64) and stays on the road as a wreck', () => {
    const s = testState({ vehicles: [bike('a', 3, 40, 40, { patch: { noDriver: true, rollsNextMove: true } }), bystander], sections: [S, S, bendL] });
    executeOutOfControl(testCtx(s, [1, 1, 1, 1, 1, 1]), 'a');
    expect(v(s, 'a')).toMatchObject({ status: 'inPlay', rolled: true, wreck: true, speed: 0 });
  });
});

describe('bike damage levels (p64: "Bikes take incremental damage when they fall below 6 and 3 points ... handling -1, acceleration -3mph and maximum speed -10mph")', () => {
  it.each([
    // [points taken, damage left, maximum speed, acceleration, handling]
    [3, 6, 110, 40, 6],
    [4, 5, 100, 37, 5],
    [6, 3, 100, 37, 5],
    [7, 2, 90, 34, 4],
  ])('p64: %i points from 9 leave %i: maximum %i mph, acceleration %i, handling %i', (points, left, max, acc, handling) => {
    const s = testState({ vehicles: [bike('a', 3, 40, 40)] });
    markDamage(testCtx(s), v(s, 'a'), points);
    expect([v(s, 'a').damage, v(s, 'a').maxSpeed, v(s, 'a').acceleration, v(s, 'a').handling]).toEqual([left, max, acc, handling]);
  });

  it('p69: "In the unlikely event of a bike\'s full handling characteristic falling to zero, the bike automatically loses control"', () => {
    const s = testState({ vehicles: [bike('a', 3, 40, 40, { patch: { handling: 1 } })] });
    markDamage(testCtx(s), v(s, 'a'), 4);
    expect(v(s, 'a')).toMatchObject({ handling: 0, outOfControl: true });
  });
});

describe('a dodge that loses control (p64: "Riders who panic brake or lose control still complete the dodge, and have the reduced contact zones")', () => {
  it('p64: the dodge\'s own roll loses control: the bike still ends its dodge, leaning, in the space ahead', () => {
    // Handling 2, drive skill 2: optimum control 2. 60 mph: 6 + 2 excess - 2 = 6, control loss.
    const s = startPhase(testState({ vehicles: [bike('a', 3, 20, 60, { driveSkill: 2, patch: { handling: 2 } }), bystander], dice: [6] }), 1);
    const { s: after, events } = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'dodge', side: 'left' } });
    expect(of(events, 'hazardRoll').map((e) => [e.cause, e.result])).toEqual([['dodge', 'controlLoss']]);
    expect(v(after, 'a')).toMatchObject({ outOfControl: true, dodge: 'left', cell: { lane: 3, t0: 40, t1: 60 } });
  });
});

describe('an HE hit on a bike (p70: reduced handling for "HE hits")', () => {
  it.each([
    // [kind, drive skill, optimum control]: a bike's 6 - 3 = 3 against a rider of 2; a Renegade's full 4.
    ['bike', 2, 3],
    ['renegade', 2, 4],
  ] as const)('p70: a +2 HE hit on a %s with drive skill %i: the 50 mph hazard roll with optimum control %i', (kind, driveSkill, control) => {
    const s = testState({ vehicles: [{ id: 'a', kind, lane: 3, space: 2, speed: 90, weapons: [], driveSkill }] });
    const ctx = testCtx(s, [1, 1]);
    applyHit(ctx, 'a', { damage: 2, he: true, source: 'grenade', facing: 'front', rule: 'p28' });
    expect(of(ctx.events, 'hazardRoll').map((e) => [e.limit, e.optimumControl])).toEqual([[50, control]]);
  });
});

describe('manoeuvres a bike shares with cars (p64)', () => {
  it.each([
    // [speed, the U-turn's hazard limit or null, certain control loss]
    [10, null, false],
    [20, 10, false],
    [30, 10, false],
  ])('p64: "A bike U-turning is subject to the normal restrictions and speed limits" (p14): at %i mph the hazard limit is %s', (speed, limit, certain) => {
    const s = startPhase(testState({ vehicles: [bike('a', 3, 40, speed), bystander] }), 1);
    const p = previewAction(s, 'a', { kind: 'uTurn', side: 'right' });
    expect(p.hazards.filter((h) => h.cause.includes('U-turn') || h.cause.includes('uTurn')).map((h) => h.limit)).toEqual(limit === null ? [] : [limit]);
    expect(p.certainControlLoss).toBe(certain);
  });

  it('p64, p14: a bike attempting a U-turn at 31 mph or faster loses control instead', () => {
    const s = startPhase(testState({ vehicles: [bike('a', 3, 40, 40), bystander] }), 1);
    expect(previewAction(s, 'a', { kind: 'uTurn', side: 'right' }).certainControlLoss).toBe(true);
  });

  it('p64: "The manoeuvre has the usual 80mph safety limit" (drift)', () => {
    const s = startPhase(testState({ vehicles: [bike('a', 3, 40, 90), bystander] }), 1);
    expect(previewAction(s, 'a', { kind: 'drift', side: 'right' }).hazards.filter((h) => h.cause === 'drift').map((h) => h.limit)).toEqual([80]);
  });

  it('p64: "Bikes are allowed to drift outwards, but not inwards, on curves in the same way as cars"', () => {
    // On a left bend the outside is to the right.
    const s = startPhase(testState({ vehicles: [bike('a', 3, 60, 40), bystander], sections: [S, bendL, S] }), 1);
    const drifts = legalDeclarations(s, 'a', 'move').filter((x) => x.kind === 'drift').map((x) => (x.kind === 'drift' ? x.side : ''));
    expect(drifts).toEqual(['right']);
  });
});

describe('spikes under a bike (p64-71: "Bikes will only take a hazard roll for spikes if they take a critical hit, and always take hazard rolls for criticals against their reduced handling")', () => {
  const over = (dice: number[]) => {
    // Drive skill 2. Optimum control is the higher of handling and drive skill (p40).
    const s = testState({ vehicles: [bike('a', 3, 20, 40, { driveSkill: 2 }), bystander], dice });
    s.markers.push({ id: 'm1', kind: 'spikes', dummy: false, faceUp: false, owner: 'z', cell: { lane: 3, t0: 40, t1: 60 }, underVehicle: null });
    return applyOk(startPhase(s, 1), { type: 'declare', vehicle: 'a', action: { kind: 'none' } }).events;
  };

  it('p69: a spike die of 5 or less does nothing and asks no hazard roll', () => {
    const events = over([5]);
    expect(of(events, 'spikes').map((e) => e.effect)).toEqual(['no effect']);
    expect(of(events, 'hazardRoll')).toEqual([]);
  });

  it('p69: a 6 is a wheel critical, and its hazard roll is against the reduced handling', () => {
    // Spike die 6; wheel location die 1 (front); wheel result die 5 (tyre destroyed, p34: handling
    // 6 - 2 = 4); the tyre's hazard roll takes 4 - 3 = 1 against drive skill 2: optimum control 2
    // (the full handling would give 4).
    const events = over([6, 1, 5, 1, 1, 1, 1]);
    expect(of(events, 'spikes').map((e) => e.effect)).toEqual(['wheel critical at 0 damage']);
    expect(of(events, 'hazardRoll').map((e) => [e.cause, e.optimumControl])).toEqual([['tyre destroyed', 2]]);
  });
});

describe('the falling example (p70: "rolling bikes take speed factor damage -2. A bike rolling at speed factor 4 would take 2 hits, both at +2 damage")', () => {
  it('p70 example: a bike out of control at 80 mph rolls: 2 hits at +2 on one facing, road damage at +2, and it falls', () => {
    // Control-loss die 5: 5 + speed factor 4 - adverse control 3 = 6, a roll; skid test die 1 (no
    // skid); the facing die 3 (roof); damage dice 1 and 2; road damage die 1 (+2: hurt, p34).
    const s = testState({ vehicles: [bike('a', 3, 40, 80, { patch: { outOfControl: true } }), bystander] });
    const ctx = testCtx(s, [5, 1, 3, 1, 2, 1, 1, 1, 1]);
    executeOutOfControl(ctx, 'a');
    expect(of(ctx.events, 'controlLossTest').map((e) => [e.total, e.result])).toEqual([[6, 'roll']]);
    expect(of(ctx.events, 'hit').map((e) => [e.damageBonus, e.source])).toEqual([[2, expect.anything()], [2, expect.anything()]]);
    expect(v(s, 'a')).toMatchObject({ rolled: true, speed: 0 });
  });
});

describe('sim-examples/bikes.json (issue 15: "a custom game with two bikes and a car that plays to its end under auto random play")', () => {
  it('p64-71: it plays to the end of the game, not only without an error', () => {
    const out = runSim(JSON.parse(readFileSync(new URL('../../../sim-examples/bikes.json', import.meta.url), 'utf8')));
    expect(out.error).toBeNull();
    expect(out.final?.flow.kind).toBe('over');
    expect(out.final?.vehicles.filter((x) => x.kind === 'bike')).toHaveLength(2);
  });
});
