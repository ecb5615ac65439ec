// The odds shown before a choice are the dice the rules will roll (one truth: same modifiers).
import { describe, expect, it } from 'vitest';
import { rgPreview } from './preview';
import { rgLegalCommands } from './turn';
import { rgTestState } from './testkit';
import { play } from './testPlay';

describe('road-gang odds', () => {
  it('a ride lists the counters it will test, with the evade chance', () => {
    const s = rgTestState({ vehicles: [{ id: 'c', type: 'compact', gang: 'a', segment: 1 }], counters: [{ kind: 'tacks', owner: 'b', segment: 4 }, { kind: 'oil', owner: 'a', segment: 6 }], dice: [4, 4] });
    const t = play(s, { type: 'activate', by: 'a', vehicle: 'c' }, { type: 'ride', by: 'a' }).s;
    const o = rgPreview(t, { type: 'move', by: 'a', direction: 'forward', boost: 0, nitros: null, chutes: null });
    // Compact mnvr +1: tacks 2D6+1 (26/36), own oil 2D6+2 (30/36).
    expect(o.chance).toBeCloseTo((26 / 36) * (30 / 36));
    expect(o.text).toContain('segment 8');
  });

  it('a shot: 1D6 + to-hit (+1 close) against 1D6 + armor', () => {
    const s = rgTestState({ vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['shotgun'] }, { id: 'y', type: 'bus', gang: 'b', segment: 11 }] });
    const t = play(s, { type: 'activate', by: 'a', vehicle: 'x' }, { type: 'pass', by: 'a' }).s;
    const fire = rgLegalCommands(t).find((c) => c.type === 'fire')!;
    const o = rgPreview(t, fire);
    // x + 2 > y + 3 when x - y is 2 or more: 10 of 36.
    expect(o.chance).toBeCloseTo(10 / 36);
    expect(o.text).toBe('1D6 + 2 against 1D6 + 3 (armor): 28% to hit.');
  });
});
