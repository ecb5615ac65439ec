// The shot's odds in words: the numbers are the engine's shotOdds (src/engine/explain/shotOdds.test.ts);
// here only what the button and its tip say.
import { describe, expect, it } from 'vitest';
import { shotOdds } from '../engine';
import { testState } from '../engine/testkit';
import { oneDecimal, shotWords } from './expectedDamage';

describe('shot words', () => {
  const s = testState({
    vehicles: [
      { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'hood' }] },
      { id: 'b', lane: 3, space: 3 },
    ],
  });

  it('rounds to one decimal for the buttons', () => {
    expect(oneDecimal(1.25)).toBe('1.3');
    expect(oneDecimal(0)).toBe('0.0');
  });

  it('says the engine’s numbers: hit chance and expected damage, with the formula and its pages in the tip', () => {
    const w = shotWords(s, 'a', 'a.w1', 'b')!;
    expect(w.expected).toBe(shotOdds(s, 'a', 'a.w1', 'b')!.expected);
    expect(w.text).toMatch(/^hit \d+% · exp\. damage \d\.\d$/);
    expect(w.text).toContain(oneDecimal(w.expected));
    expect(w.tip).toContain('p28');
    expect(w.tip).toContain('armour 3');
  });

  it('says a linked pair fires together (p82)', () => {
    const linked = testState({
      vehicles: [
        { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'L' }, { type: 'machineGun', mount: 'wingRight', link: 'L' }] },
        { id: 'b', lane: 3, space: 3 },
      ],
    });
    const w = shotWords(linked, 'a', 'a.w1', 'b')!;
    expect(w.text).toMatch(/×2/);
    expect(w.tip).toContain('p82');
  });

  it('says a terminally damaged target takes only criticals (p35)', () => {
    const t = { ...s, vehicles: s.vehicles.map((v) => (v.id === 'b' ? { ...v, terminal: true } : v)) };
    expect(shotWords(t, 'a', 'a.w1', 'b')!.tip).toContain('p35');
  });

  it('is null for an unknown weapon or target', () => {
    expect(shotWords(s, 'a', 'nope', 'b')).toBeNull();
  });
});
