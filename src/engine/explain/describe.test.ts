// The log's words for events and actions (describe.ts), checked on events the engine really emits:
// no internal names reach the players, the articles are right, shots say what was rolled.
import { describe, expect, it } from 'vitest';
import { describeAction, describeEvent } from './describe';
import { legalDeclarations } from '../plan/declarations';
import type { GameEvent } from '../events';
import { legalCommands, pending, startPhase } from '../flow/turn';
import { newGame } from '../flow/setup';
import { applyOk, testState } from '../testkit';

const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3 }] });
const say = (e: GameEvent) => describeEvent(e, s, null);
const name = s.vehicles[0].name;

describe('event words', () => {
  it('p34: a characteristic change names it as the record sheet does ("max speed", not "maxSpeed")', () => {
    const text = say({ type: 'characteristic', vehicle: 'a', name: 'maxSpeed', from: 100, to: 90, reason: 'tyre hit', rule: 'p34', dice: [] });
    expect(text).toBe(`${name}: max speed 100 → 90 (tyre hit)`);
  });

  it('p43: a drift skid reads "drift skids", not "driftSkid"', () => {
    const cell = { lane: 2, t0: 20, t1: 40 };
    const text = say({ type: 'moved', vehicle: 'a', from: cell, to: cell, heading: 0, move: 'driftSkid', rule: 'p43', dice: [] });
    expect(text).toContain(`${name} drift skids to lanes 2-3`);
    expect(text).not.toMatch(/driftSkid/);
  });

  it('p29: "an engine hit", "an oil marker"', () => {
    expect(say({ type: 'hit', vehicle: 'a', source: 'engine', damageBonus: 0, he: false, roll: 3, armour: 1, points: 2, critical: false, terminalIgnored: false, rule: 'p29', dice: [3] })).toContain('takes an engine hit');
    const cell = { lane: 2, t0: 20, t1: 40 };
    const laid = describeEvent({ type: 'passiveLaid', vehicle: 'a', marker: 'm1', cell, kind: 'oil', dummy: false, locked: false, rule: 'p22', dice: [] }, s, s.vehicles[0].owner);
    expect(laid).toBe(`${name} lays an oil marker`);
  });

  it('p12: a car too slow to move this phase is offered "No action", not "Straight ahead"', () => {
    const t = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 10 }] });
    t.flow = { kind: 'phase', queue: [{ vehicle: 'a', mode: 'still', why: 'too slow' }], step: 'declare', declared: null, deferred: [] };
    expect(describeAction({ kind: 'none' }, t, 'a')).toBe('No action (too slow to move this phase)');
    t.flow.queue[0].mode = 'move';
    expect(describeAction({ kind: 'none' }, t, 'a')).toBe('Straight ahead');
  });
});

describe('shots in words', () => {
  it('p25: a shot beyond range says no die was rolled and the shot is spent (not "roll undefined")', () => {
    let s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [{ type: 'lwMachineGun', mount: 'hood' }] }, { id: 't', lane: 3, space: 10, speed: 0, weapons: [] }] }), 1);
    s = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon: 'a.w1' } }).s;
    const r = applyOk(s, { type: 'fire', vehicle: 'a', target: 't' });
    const shot = r.events.find((e) => e.type === 'shot');
    expect(shot).toMatchObject({ outOfRange: true, dice: [] });
    const text = describeEvent(shot!, r.s, null);
    expect(text).not.toMatch(/undefined/);
    expect(text).toContain('beyond range, no roll, shot spent (p25)');
  });

  it('p26: a shot in range gives its die, modifiers and total', () => {
    let s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'hood' }] }, { id: 't', lane: 3, space: 5, speed: 0, weapons: [] }] }), 1);
    s = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon: 'a.w1' } }).s;
    s.rng.forced.push(1);
    const r = applyOk(s, { type: 'fire', vehicle: 'a', target: 't' });
    expect(describeEvent(r.events.find((e) => e.type === 'shot')!, r.s, null)).toBe('a fires the machine gun at t: range 4, roll 1 +2 Machine gun accuracy +1 hood-mounted weapon = 4: a natural 1 always misses');
  });

  it('p17: a turret\'s pair and each turret weapon alone are told apart', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 4, side: 'x', weapons: [{ type: 'machineGun', mount: 'turret' }, { type: 'autocannon15', mount: 'turret' }] }, { id: 'e', lane: 3, space: 8, side: 'y', weapons: [] }] }), 1);
    const words = legalDeclarations(s, 'a', 'move').filter((x) => x.kind === 'shoot').map((x) => describeAction(x, s, 'a'));
    expect(words).toEqual(['Shoot the turret pair (machine gun and 15mm autocannon)', 'Shoot the turret machine gun alone', 'Shoot the turret 15mm autocannon alone']);
  });

  it('p22: a dummy from a smoke layer lies face down, so the others read a face-down marker (real smoke goes face up, in the open)', () => {
    const cell = { lane: 2, t0: 20, t1: 40 };
    const lay = (dummy: boolean) => ({ type: 'passiveLaid' as const, vehicle: 'a', marker: 'm1', cell, kind: 'smoke' as const, dummy, locked: false, rule: 'p22' as const, dice: [] });
    expect(describeEvent(lay(true), s, 'someone else')).toBe(`${name} lays a face-down marker`);
    expect(describeEvent(lay(true), s, null)).toBe(`${name} lays a face-down marker`);
    expect(describeEvent(lay(true), s, s.vehicles[0].owner)).toContain('DUMMY smoke');
    expect(describeEvent(lay(false), s, 'someone else')).toBe(`${name} lays a smoke marker`);
  });

  it("p88: a side's design is told to the other side only once every side has designed", () => {
    const g = newGame({ scenario: 'gameSix', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }], forcedDice: [1, 6] }, 3);
    if (!g.ok) throw new Error(g.error.message);
    let st = g.value;
    while (pending(st).kind === 'roll') st = applyOk(st, { type: 'roll' }).s;
    const op = applyOk(st, legalCommands(st)[0]);
    const e = op.events.find((x) => x.type === 'sideDesigned')!;
    expect(describeEvent(e, op.s, 'bob')).toBe('Ann has bought the Op (secret until every side has designed, p88)');
    expect(describeEvent(e, op.s, null)).toMatch(/secret until every side has designed/);
    expect(describeEvent(e, op.s, 'ann')).toMatch(/^Ann buys the Op, an Op for \$/);
    const done = applyOk(op.s, legalCommands(op.s)[0]).s;
    expect(describeEvent(e, done, 'bob')).toMatch(/^Ann buys the Op, an Op for \$/);
  });
});
