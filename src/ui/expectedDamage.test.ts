// Expected damage = hit chance × average points after armour (p26, p28), against the real engine.
import { describe, expect, it } from 'vitest';
import { hitChance } from '../engine';
import { testState } from '../engine/testkit';
import { expectedDamage, expectedPoints, linkedGroup, oneDecimal, shotOdds } from './expectedDamage';

describe('average points per hit (p28: d6 + damage − armour, at least 0)', () => {
  it.each([
    // [damage bonus, armour, expected]: worked by hand over the six faces.
    [1, 3, (0 + 0 + 1 + 2 + 3 + 4) / 6], // machine gun v Renegade: faces 1, 2 do nothing
    [3, 3, 3.5], // autocannon v Renegade: exactly the die
    [5, 4, (2 + 3 + 4 + 5 + 6 + 7) / 6], // chain gun v Interceptor
    [8, 3, 3.5 + 5], // 40mm GL v Renegade
    [0, 6, 0], // nothing gets through
    [1, 2, (0 + 1 + 2 + 3 + 4 + 5) / 6], // machine gun v bike
  ])('+%i against armour %i', (bonus, armour, want) => {
    expect(expectedPoints(bonus, armour)).toBeCloseTo(want, 10);
  });

  it.each([
    [0.5, 1, 3, 0.5 * (10 / 6)],
    [0, 8, 3, 0],
    [1, 3, 3, 3.5],
  ])('hit chance %f with +%i against armour %i', (p, bonus, armour, want) => {
    expect(expectedDamage(p, bonus, armour)).toBeCloseTo(want, 10);
  });

  it('rounds to one decimal for the buttons', () => {
    expect(oneDecimal(1.25)).toBe('1.3');
    expect(oneDecimal(0)).toBe('0.0');
  });
});

describe('shot odds from the engine', () => {
  // A hood MG three spaces behind its target on a straight road (p25-26).
  const s = testState({
    vehicles: [
      { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'hood' }] },
      { id: 'b', lane: 3, space: 3 },
    ],
  });

  it('multiplies the engine hit chance by the average points', () => {
    const o = shotOdds(s, 'a', 'a.w1', 'b')!;
    const p = hitChance(s, 'a', 'a.w1', 'b');
    expect(p).toBeGreaterThan(0);
    expect(o.expected).toBeCloseTo(p * (10 / 6), 10);
    expect(o.text).toMatch(/^hit \d+% · exp\. damage \d\.\d$/);
    expect(o.tip).toContain('p28');
    expect(o.tip).toContain('armour 3');
  });

  it('adds up a linked pair, each shot rolled in turn (p82)', () => {
    const linked = testState({
      vehicles: [
        { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'L' }, { type: 'machineGun', mount: 'wingRight', link: 'L' }] },
        { id: 'b', lane: 3, space: 3 },
      ],
    });
    const o = shotOdds(linked, 'a', 'a.w1', 'b')!;
    expect(o.weapons.map((w) => w.id)).toEqual(['a.w1', 'a.w2']);
    const sum = o.chances.reduce((x, c) => x + c * (10 / 6), 0);
    expect(o.expected).toBeCloseTo(sum, 10);
    expect(o.tip).toContain('linked');
  });

  it('counts no points on a terminally damaged target (p35)', () => {
    const t = { ...s, vehicles: s.vehicles.map((v) => (v.id === 'b' ? { ...v, terminal: true } : v)) };
    expect(shotOdds(t, 'a', 'a.w1', 'b')!.expected).toBe(0);
  });

  it('groups only identical weapons with the same link', () => {
    const ws = testState({ vehicles: [{ id: 'a', lane: 1, space: 0, weapons: [{ type: 'machineGun', mount: 'hood', link: 'L' }, { type: 'grenade20', mount: 'roof', link: 'L' }, { type: 'machineGun', mount: 'wingLeft' }] }] }).vehicles[0].weapons;
    expect(linkedGroup(ws, ws[0]).map((w) => w.id)).toEqual(['a.w1']);
    expect(linkedGroup(ws, ws[2]).map((w) => w.id)).toEqual(['a.w3']);
  });

  it('is null for an unknown weapon or target', () => {
    expect(shotOdds(s, 'a', 'nope', 'b')).toBeNull();
    expect(shotOdds(s, 'a', 'a.w1', 'nope')).toBeNull();
  });
});
