// The rules option "measure only when committed" (p22, p25): with it on, nothing is measured
// for the player before he fires; with it off (the default, for learning) the odds are shown.
import { describe, expect, it } from 'vitest';
import { newGame } from '../flow/setup';
import { previewAction } from './preview';
import { mayMeasure } from '../resolve/shooting';
import { RULE_OPTIONS } from '../data/options';
import { legalCommands, pending, startPhase } from '../flow/turn';
import { applyOk, must, testState, v } from '../testkit';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

/** A shooter two spaces behind a stationary target; the lightweight MG reaches 8 spaces. */
function shooter(committed: boolean, targetSpace = 3) {
  const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [{ type: 'lwMachineGun', mount: 'hood' }] }, { id: 't', lane: 3, space: targetSpace, speed: 0, weapons: [] }] });
  s.options = { ...s.options, measureOnlyWhenCommitted: committed };
  return startPhase(s, 1);
}

describe('measure only when committed (p22, p25)', () => {
  it('p22: off by default (for learning): measurements may be shown and the preview gives the hit chance', () => {
    const g = must(newGame({ scenario: 'gameOne', players }, 1));
    expect(g.options.measureOnlyWhenCommitted).toBe(false);
    expect(mayMeasure(g)).toBe(true);
    const s = shooter(false);
    expect(previewAction(s, 'a', { kind: 'shoot', weapon: 'a.w1' }).hitChance).toBeGreaterThan(0);
  });

  it('p22: "once they\'ve started checking the range and fire corridor, the driver is committed to firing": with the option on, no range or hit chance before the shot', () => {
    const g = must(newGame({ scenario: 'gameOne', players, options: { measureOnlyWhenCommitted: true } }, 1));
    expect(g.options.measureOnlyWhenCommitted).toBe(true);
    expect(mayMeasure(g)).toBe(false);
    const s = shooter(true);
    const p = previewAction(s, 'a', { kind: 'shoot', weapon: 'a.w1' });
    expect(p.hitChance).toBeNull();
    expect(p.hint).not.toMatch(/target at|\d spaces/);
    expect(p.hint).toContain('p22');
  });

  it('p25: with the option on a shot beyond range is still fired: no roll, the ammunition is wasted', () => {
    let s = shooter(true, 11);
    s = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon: 'a.w1' } }).s;
    expect(pending(s).kind).toBe('fireOrHold');
    expect(legalCommands(s)).toContainEqual({ type: 'fire', vehicle: 'a', target: 't' });
    s.rng.forced.push(6);
    const r = applyOk(s, { type: 'fire', vehicle: 'a', target: 't' });
    expect(r.events.find((e) => e.type === 'shot')).toMatchObject({ outOfRange: true, hit: false, dice: [], rule: 'p25' });
    expect(v(r.s, 'a').weapons[0].ammo).toBe(5);
    expect(r.s.rng.forced).toEqual([6]);
  });

  it('p22: with the option on a car that does not move may declare the shot without a target in sight: offering it only with one would measure for the player', () => {
    const still = (committed: boolean) => {
      const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 0, speed: 0, weapons: [{ type: 'machineGun', mount: 'hood' }] }, { id: 't', lane: 6, space: 3, speed: 0, weapons: [] }], dice: [1, 6] });
      s.options = { ...s.options, measureOnlyWhenCommitted: committed };
      return startPhase(s, 1);
    };
    const shots = (s: ReturnType<typeof still>) => legalCommands(s).filter((c) => c.type === 'declare' && c.action.kind === 'shoot');
    expect(shots(still(false))).toEqual([]);
    const s = still(true);
    expect(pending(s).vehicle).toBe('a');
    expect(shots(s)).toHaveLength(1);
    // Declared and nothing in the corridor: the shot is not made, no ammunition is spent (p25).
    const r = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon: 'a.w1' } });
    expect(r.events.some((e) => e.type === 'shotDeclined')).toBe(true);
    expect(v(r.s, 'a').weapons[0].ammo).toBe(12);
  });

  it('the option is checked at the door: anything but true or false is refused', () => {
    const r = newGame({ scenario: 'gameOne', players, options: { measureOnlyWhenCommitted: 'yes' } }, 1);
    expect(r.ok ? null : r.error.code).toBe('BAD_SETUP');
  });

  it('the new-game screen\'s words come from one table: each option with the rule it concerns', () => {
    expect(RULE_OPTIONS.map((o) => [o.key, o.rule])).toEqual([['crashDamage', 'p58'], ['measureOnlyWhenCommitted', 'p22'], ['realDice', 'p1'], ['secretRecordSheets', 'p11']]);
    expect(RULE_OPTIONS[1].text).toContain('committed to firing');
  });
});
