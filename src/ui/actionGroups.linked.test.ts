// Linked weapons (p82) against the real engine: one shoot button per linked group, labelled
// with the mounts that fire together and the group's expected damage.
import { describe, expect, it } from 'vitest';
import { legalCommands } from '../engine';
import { testState } from '../engine/testkit';
import { actionGroups } from './actionGroups';

describe('linked weapons in the declare panel', () => {
  const s = testState({
    vehicles: [
      { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'L' }, { type: 'machineGun', mount: 'wingRight', link: 'L' }, { type: 'grenade20', mount: 'hood' }] },
      { id: 'b', lane: 3, space: 3 },
    ],
  });
  s.flow = { kind: 'phase', queue: [{ vehicle: 'a', mode: 'move', why: '' }], step: 'declare', declared: null, deferred: [] };
  const shoot = actionGroups(s, legalCommands(s)).find((g) => g.title === 'Shoot')!;

  it('offers the engine two shoot commands for the pair but shows one button for it', () => {
    expect(legalCommands(s).filter((c) => c.type === 'declare' && c.action.kind === 'shoot')).toHaveLength(3);
    expect(shoot.items).toHaveLength(2);
    expect(shoot.items[0].label).toContain('linked ×2: left wing, right wing');
    expect(shoot.items[1].label).not.toContain('linked');
  });

  it('gives every shot its hit chance and expected damage, explained in the tooltip', () => {
    for (const it of shoot.items) {
      expect(it.details[0]).toMatch(/hit \d+%.* · exp\. damage \d+\.\d/);
      expect(it.tip).toContain('p28');
    }
    expect(shoot.items[0].details[0]).toMatch(/hit \d+% ×2/);
  });
});
