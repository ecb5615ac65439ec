// The log's words for events and actions (describe.ts), checked on events the engine really emits.
import { describe, expect, it } from 'vitest';
import { describeAction, describeEvent } from './describe';
import { legalDeclarations } from './declarations';
import { startPhase } from './turn';
import { applyOk, testState } from './testkit';

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
});
