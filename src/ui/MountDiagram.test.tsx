// @vitest-environment happy-dom
// Every mount on the record sheet (p82-83): weapons with shots left, empty mounts, links (p82).
import { afterEach, describe, expect, it } from 'vitest';
import { testState } from '../engine/testkit';
import { MountDiagram } from './MountDiagram';
import { mount, need, unmount } from './testing/mount';

afterEach(unmount);

const weaponsOf = (weapons: Parameters<typeof testState>[0]['vehicles'][0]['weapons'], kind: 'renegade' | 'interceptor' = 'renegade') =>
  testState({ vehicles: [{ id: 'a', lane: 3, space: 1, kind, weapons }] }).vehicles[0].weapons;

describe('mount diagram', () => {
  it('marks each weapon at its mount with its shots, and the empty mounts', async () => {
    const ws = weaponsOf([{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passive' }]);
    ws[0].ammo = 7;
    await mount(<MountDiagram kind="renegade" weapons={ws} testId="md" />);
    const svg = need('md');
    const at = (m: string) => svg.querySelector(`[data-mount="${m}"]`)!;
    expect(at('hood').textContent).toContain('MG 7');
    expect(at('hood').querySelector('title')!.textContent).toContain('Shots left: 7 of 12');
    expect(at('passive').textContent).toContain('OIL 12');
    for (const m of ['roof', 'wingLeft', 'wingRight']) expect(at(m).getAttribute('class')).toContain('empty');
    // No turret fitted: no turret mark (p81: the turret is bought).
    expect(svg.querySelector('[data-mount="turret"]')).toBeNull();
  });

  it('draws a turret with both its weapons, and a line marked Link between linked weapons (p82)', async () => {
    const ws = weaponsOf(
      [
        { type: 'machineGun', mount: 'sideLeft', link: 'L' },
        { type: 'machineGun', mount: 'sideRight', link: 'L' },
        { type: 'combatLaser', mount: 'turret' },
        { type: 'grenade20', mount: 'turret' },
      ],
      'interceptor',
    );
    await mount(<MountDiagram kind="interceptor" weapons={ws} testId="md" />);
    const svg = need('md');
    expect(svg.querySelector('[data-mount="turret"]')!.textContent).toContain('LAS ∞GL20 10');
    expect(svg.querySelector('.md-link')!.textContent).toBe('Link');
    expect(svg.querySelectorAll('[data-mount^="passive"]')).toHaveLength(2);
    expect(svg.getAttribute('aria-label')).toContain('Machine gun on the left side');
  });
});
