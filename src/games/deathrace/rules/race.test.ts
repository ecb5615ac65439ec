// THE POINT SYSTEM, laps, the order of play, the end of the race, the set-up and the contract's
// other faces (actions, the player's view), with forced dice.
import { describe, expect, it } from 'vitest';
import { LOCATION_TABLE, STOCK, TEAM_BUDGET } from './data';
import { deathrace } from './index';
import { READINGS } from './readings';
import { drTestState, eventsOf, play, vehicleOf, type TestVehicle } from './testkit';
import { footprint } from './table';
import { convexOverlap } from '../../../engine/polygon';
import type { DrState } from './types';

const BYSTANDER: TestVehicle = { id: 'by', owner: 'b', x: 110, y: 50, heading: 90 };
const two = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }];

describe('THE POINT SYSTEM', () => {
  it('"+1 for every lap you complete": the three checkpoints in order, then the start/finish line', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 50, y: 9, heading: 0, nextGate: 3 }, BYSTANDER] });
    const { state, events } = play(s, { type: 'move', turn: 0, run: 15 });
    expect(eventsOf(events, 'lap')[0]).toMatchObject({ vehicle: 'm', laps: 1 });
    expect(vehicleOf(state, 'm')).toMatchObject({ laps: 1, nextGate: 0 });
    expect(state.points.a).toBe(1);
    // Across the line with the checkpoints not yet passed: nothing.
    const early = play(drTestState({ vehicles: [{ id: 'm', x: 50, y: 9, heading: 0, nextGate: 0 }, BYSTANDER] }), { type: 'move', turn: 0, run: 15 });
    expect(early.state.points.a).toBe(0);
    expect(eventsOf(early.events, 'gate')).toEqual([]);
  });

  it('"+1 for every vehicle you destroy", and a race with one team left is over', () => {
    // The kannon at power 3: a hit (4), the hull (4), save 6+ failed (1): hull 0.
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, modules: [{ kind: 'gobsmashaKannon', active: 3 }] }, { id: 't', owner: 'b', x: 55, y: 9 }], dice: [4, 4, 1] });
    const { state, events } = play(s, { type: 'fire', weapon: 'm.m1', target: 't', power: 3 });
    expect(eventsOf(events, 'destroyed')[0]).toMatchObject({ vehicle: 't', by: 'm' });
    expect(state.points.a).toBe(1);
    expect(deathrace.result(state)).toMatchObject({ over: true, winner: 'a' });
    expect(deathrace.legalCommands(state)).toEqual([]);
  });

  it('readings.ts `killer`: a crash that destroys a vehicle scores for nobody', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 100, y: 40, heading: 90, damage: { hull: 1 } }, BYSTANDER, { id: 'b2', owner: 'b', x: 60, y: 50, heading: 180 }], dice: [4, 1] });
    const { state } = play(s, { type: 'move', turn: 0, run: 20 });
    expect(vehicleOf(state, 'm').status).toBe('destroyed');
    expect(state.points).toEqual({ a: 0, b: 0 });
  });
});

describe('the race (readings.ts `turnOrder`, `end`)', () => {
  it('each round every vehicle rolls a D6, highest first, ties to the higher Reflex', () => {
    // The grid: a.v1 (Hover racer, reflex 4), b.v1 (Gorka buggy, 3), a.v2 (Iron wagon, 2), b.v2 (Grinda tank, 2).
    const g = deathrace.newGame({ ruleset: 'deathrace', players: two, forcedDice: [2, 5, 3, 5] }, 1);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.state.order).toEqual(['b.v1', 'b.v2', 'a.v2', 'a.v1']);
    expect(eventsOf(g.value.events, 'roundStart')[0]).toMatchObject({ round: 1, rolls: [2, 5, 3, 5] });
    expect(deathrace.pending(g.value.state)).toMatchObject({ player: 'b', vehicle: 'b.v1', kind: 'act' });
  });

  it('the race ends at the end of the round in which a vehicle completes its laps; the most points win', () => {
    const s = drTestState({ laps: 1, vehicles: [{ id: 'm', x: 50, y: 9, heading: 0, nextGate: 3 }, BYSTANDER] });
    const lapped = play(s, { type: 'move', turn: 0, run: 15 }, { type: 'end' });
    expect(deathrace.result(lapped.state).over).toBe(false);
    const { state } = play(lapped.state, { type: 'end' });
    expect(deathrace.result(state)).toMatchObject({ over: true, winner: 'a' });
    expect(deathrace.result(state).reason).toContain('completed the race');
  });

  it('at the round limit the race ends; equal points are a draw', () => {
    const s = drTestState({ turnLimit: 1, vehicles: [{ id: 'm', x: 40, y: 9 }, BYSTANDER] });
    const { state, events } = play(s, { type: 'end' }, { type: 'end' });
    expect(deathrace.result(state)).toMatchObject({ over: true, winner: null });
    expect(eventsOf(events, 'gameOver')[0].reason).toContain('1-round limit');
  });
});

describe('set-up', () => {
  it('"These upgrades are not active at the start of the game": every module at 0, the grid clear, behind the line', () => {
    const g = deathrace.newGame({ ruleset: 'deathrace', players: [...two, { id: 'c', name: 'Cy' }, { id: 'd', name: 'Di' }], options: { track: 'chicane', laps: 3 } }, 9);
    if (!g.ok) throw new Error(g.error.message);
    const s: DrState = g.value.state;
    expect(s.vehicles).toHaveLength(8);
    expect(s.vehicles.every((v) => v.modules.every((m) => m.active === 0) && v.x < 50)).toBe(true);
    for (const a of s.vehicles) for (const b of s.vehicles) if (a !== b) expect(convexOverlap(footprint(a), footprint(b))).toBe(false);
    expect(s.options).toEqual({ track: 'chicane', laps: 3, turnLimit: 60 });
    expect(deathrace.invariantProblems!(s)).toEqual([]);
  });

  it('the stock: Move 18-22, values 1-5, any two within the budget', () => {
    for (const v of STOCK) {
      expect([v.skill, v.ballistics, v.reflex].every((x) => x >= 1 && x <= 5)).toBe(true);
      for (const w of STOCK) expect(v.cost + w.cost).toBeLessThanOrEqual(TEAM_BUDGET);
    }
    expect(LOCATION_TABLE).toEqual({ 1: 'drive', 2: 'engine', 3: 'crew', 4: 'hull', 5: 'hull', 6: 'weapons' });
  });

  it.each([
    [{ ruleset: 'deathrace', players: [{ id: 'a', name: 'Ann' }] }],
    [{ ruleset: 'deathrace', players: [{ id: 'a', name: 'Ann' }, { id: 'a', name: 'Bob' }] }],
    [{ ruleset: 'deathrace', players: two, options: { laps: 0 } }],
    [{ ruleset: 'deathrace', players: two, options: { track: 'moon' } }],
    [{ ruleset: 'deathrace', players: two, teams: [{ player: 'b', vehicles: ['skimma'] }, { player: 'a', vehicles: ['skimma'] }] }],
    [{ ruleset: 'deathrace', players: two, teams: [{ player: 'a', vehicles: ['skimma', 'skimma', 'skimma'] }, { player: 'b', vehicles: ['skimma'] }] }],
    [{ ruleset: 'roadGang', players: two }],
  ])('a bad set-up %j is refused', (setup) => {
    const r = deathrace.newGame(setup, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_SETUP');
  });
});

describe('the contract', () => {
  const g = deathrace.newGame({ ruleset: 'deathrace', players: two }, 3);
  if (!g.ok) throw new Error();
  const s = g.value.state;

  it('actions: a drive filled in by its steppers is judged by validate as apply judges it', () => {
    const drive = deathrace.actions!(s).find((a) => a.kind === 'move')!;
    expect(drive.params.map((p) => p.name)).toEqual(['turn', 'run', 'turn2', 'run2']);
    const fill = (run: number) => ({ ...drive.template, turn: 0, run, turn2: 0, run2: 0 });
    expect(deathrace.validate(s, fill(10))).toEqual({ ok: true });
    expect(deathrace.validate(s, fill(40)).ok).toBe(false);
    expect(deathrace.apply(s, fill(40)).ok).toBe(false);
  });

  it('the player\'s view hides the dice to come', () => {
    const v = deathrace.playerView(s, 'a');
    expect(v.rng).toEqual({ seed: 0, s: 0, forced: [], rolls: s.rng.rolls });
    expect(v.vehicles).toEqual(s.vehicles);
  });

  it('a command that rolled dice cannot be taken back; describeEvent cites the rule', () => {
    const c = deathrace.legalCommands(s).find((x) => (x as { type: string }).type === 'end')!;
    const out = deathrace.apply(s, c);
    if (!out.ok) throw new Error(out.error.message);
    expect(deathrace.finalReason!(s, out.value.state, out.value.events)).toBe(null);
    for (const e of [...g.value.events, ...out.value.events]) expect(deathrace.describeEvent(e, out.value.state, null)).toMatch(/\(.+\)$/);
    expect(deathrace.eventRule(g.value.events[0])).toContain('turn order');
  });

  it('every reading names the sentence it completes', () => {
    for (const r of READINGS) expect(r.completes.length).toBeGreaterThan(10);
    expect(new Set(READINGS.map((r) => r.id)).size).toBe(READINGS.length);
  });
});
