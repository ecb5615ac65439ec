import { describe, expect, it, vi } from 'vitest';

vi.mock('../engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('../engine')>();
  const { fake } = await import('../../tests/support/fakeEngine');
  return { ...real, ...fake };
});

const { actionGroups } = await import('./actionGroups');
const { testState } = await import('../engine/testkit');
const { legalCommands } = await import('../engine');

describe('actionGroups', () => {
  const s = testState({ vehicles: [{ id: 'lead', lane: 3, space: 3 }, { id: 'chase', lane: 3, space: 0 }] });
  s.flow = { kind: 'phase', queue: [{ vehicle: 'lead', mode: 'move', why: '' }], step: 'declare', declared: null, deferred: [] };
  const groups = actionGroups(s, legalCommands(s));

  it('groups the legal commands as the book lists actions (p11)', () => {
    expect(groups.map((g) => g.title)).toEqual(['Drive', 'Manoeuvre', 'Shoot', 'Passives']);
    expect(groups[0].items.map((i) => i.label)).toEqual(['Straight ahead', 'Accelerate by 10 mph', 'Brake by 10 mph']);
  });

  it('numbers the buttons in display order', () => {
    expect(groups.flatMap((g) => g.items.map((i) => i.n))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the odds of a move with dice, and the rule page in the tooltip', () => {
    const drift = groups[1].items[0];
    expect(drift.details).toEqual(['drift (80 mph): OK 50% · panic brake 33% · control loss 17%']);
    expect(drift.tip).toContain('p13');
    expect(drift.danger).toBe(true);
  });

  it('shows the target, hit chance and expected damage of a shot (7/12 x 10/6 = 0.97)', () => {
    expect(groups[2].items[0].details).toEqual(['chase, range 6 · hit 58% · exp. damage 1.0']);
    expect(groups[2].items[0].tip).toContain('one die + 1 damage − armour 3');
  });

  it('falls back to plain labels when the engine cannot describe', async () => {
    const engine = await import('../engine');
    const spy = vi.spyOn(engine, 'describeAction').mockImplementation(() => { throw new Error('stub'); });
    expect(actionGroups(s, legalCommands(s))[0].items[0].label).toBe('Straight ahead');
    spy.mockRestore();
  });
});
