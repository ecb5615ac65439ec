// Issue 9, the table's words: log headings, weapon names and states, saves that are not saves.
import { describe, expect, it } from 'vitest';
import { legalCommands, type GameEvent } from '../engine';
import { testState } from '../engine/testkit';
import { parseSave } from '../store/gameSession';
import { toLog } from '../store/gameSession';
import { actionGroups, outOfAmmo } from './actionGroups';
import { statusText } from './explain';
import { groupLog } from './logText';

const ev = (x: Record<string, unknown>): GameEvent => ({ rule: 'p8', dice: [], ...x }) as unknown as GameEvent;

describe('the table in words (issue 9)', () => {
  it('p8: a new turn\'s heading does not carry the last turn\'s phase ("Turn 2", then "Turn 2 · phase 1")', () => {
    const before = testState({ vehicles: [{ id: 'a', lane: 3, space: 3 }] });
    before.turn = 1;
    before.phase = 5;
    const log = toLog(0, before, [ev({ type: 'phaseStart', turn: 1, phase: 5, order: [] }), ev({ type: 'turnEnd', turn: 1 }), ev({ type: 'turnStart', turn: 2 }), ev({ type: 'phaseStart', turn: 2, phase: 1, order: [] })]);
    expect(groupLog(log).map((g) => [g.title, g.entries.map((e) => e.event.type)])).toEqual([
      ['Turn 1 · phase 5', ['phaseStart', 'turnEnd']],
      ['Turn 2', ['turnStart']],
      ['Turn 2 · phase 1', ['phaseStart']],
    ]);
  });

  it('p25: a hood MG and a wing MG get one button each, named by their mount', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, weapons: [{ type: 'machineGun', mount: 'hood' }, { type: 'machineGun', mount: 'wingLeft' }] }, { id: 'b', lane: 3, space: 6 }] });
    s.flow = { kind: 'phase', queue: [{ vehicle: 'a', mode: 'move', why: '' }], step: 'declare', declared: null, deferred: [] };
    const shoot = actionGroups(s, legalCommands(s)).find((g) => g.title === 'Shoot')!;
    const labels = shoot.items.map((i) => i.label);
    expect(labels).toHaveLength(2);
    expect(new Set(labels).size).toBe(2);
    expect(labels[0]).toMatch(/hood/);
    expect(labels[1]).toMatch(/left wing/);
  });

  it('p83: a gun with no shots left is said to be empty instead of Shoot vanishing', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, weapons: [{ type: 'machineGun', mount: 'hood' }] }] });
    s.vehicles[0].weapons[0].ammo = 0;
    expect(outOfAmmo(s, 'a')).toEqual(['Machine gun (hood): out of ammunition (p83-84)']);
  });

  it('p35: a severed command link is unharmed but cannot fire (not "fires alone")', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, weapons: [{ type: 'machineGun', mount: 'hood' }] }] });
    const w = { ...s.vehicles[0].weapons[0], status: 'linkSevered' as const };
    expect(statusText(w)).toMatch(/cannot fire \(p35\)/);
    expect(statusText(w)).not.toMatch(/fires alone/);
  });

  it('a file that is not a save says so, not "schema undefined"', () => {
    const r = parseSave(JSON.stringify({ format: 'dark-future-design', design: {} }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('SAVE_NOT_A_SAVE');
      expect(r.error.message).not.toMatch(/undefined/);
    }
  });
});
