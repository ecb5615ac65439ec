import { describe, expect, it } from 'vitest';
import { tokenTexts } from './draw';
import { MIN_ROAD, slots, type Token } from './layout';

const stack = (n: number, road: number, segment = 1): Token[] => slots(n, road).map((s, k) => ({
  id: `v${segment}.${k}`, x: s.x, y: s.y, w: s.w, h: s.h, angle: 0, kind: 'motorcycle', player: 0, label: `${k % 2 ? '18W' : 'MC'}${k + 1}`, status: 'active', segment,
}));

describe('road-gang token words', () => {
  it('a lone vehicle shows its tag; a crowded stack its numbers, never a mix; a huge one none', () => {
    const one = tokenTexts(stack(1, MIN_ROAD));
    expect([...one.values()]).toEqual([{ text: 'MC1', size: expect.any(Number) }]);
    const six = [...tokenTexts(stack(6, 70)).values()].map((w) => w.text);
    expect(six.every((t) => /^\d+$/.test(t)) || six.every((t, k) => t === stack(6, 70)[k].label)).toBe(true);
    expect(six).toHaveLength(6);
    for (const w of tokenTexts(stack(6, 70)).values()) expect(w.size).toBeGreaterThanOrEqual(7);
    expect(tokenTexts(stack(16, MIN_ROAD)).size).toBe(0);
    // Two stacks are judged apart.
    const both = tokenTexts([...stack(1, MIN_ROAD, 1), ...stack(6, MIN_ROAD, 2)]);
    expect(both.get('v1.0')!.text).toBe('MC1');
  });
});
