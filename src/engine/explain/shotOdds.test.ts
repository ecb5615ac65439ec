// A shot's odds (issue 27: "rules asked, not re-derived"): the expected damage the shoot buttons
// show is the engine's, from the same hit chance (p26), fire group (p17, p82) and points per hit
// (p28) that firing uses.
import { describe, expect, it } from 'vitest';
import { hitChance } from '../resolve/shooting';
import { hitPoints } from '../resolve/damage';
import { testState } from '../testkit';
import { averageHitPoints, shotOdds } from './shotOdds';

describe('p28: the points of a hit are the die + damage − armour, at least 0', () => {
  it.each([
    // [damage bonus, armour, expected]: worked by hand over the six faces.
    [1, 3, (0 + 0 + 1 + 2 + 3 + 4) / 6], // machine gun v Renegade: faces 1, 2 do nothing
    [3, 3, 3.5], // autocannon v Renegade: exactly the die
    [5, 4, (2 + 3 + 4 + 5 + 6 + 7) / 6], // chain gun v Interceptor
    [8, 3, 3.5 + 5], // 40mm GL v Renegade
    [0, 6, 0], // nothing gets through
    [1, 2, (0 + 1 + 2 + 3 + 4 + 5) / 6], // machine gun v bike
  ])('on average, +%i against armour %i', (bonus, armour, want) => {
    expect(averageHitPoints(bonus, armour)).toBeCloseTo(want, 10);
  });

  it('one hit: 6 + 1 − 3 = 4, and 1 + 1 − 3 is 0, not −1', () => {
    expect(hitPoints(6, 1, 3)).toBe(4);
    expect(hitPoints(1, 1, 3)).toBe(0);
  });
});

describe('shot odds', () => {
  // A hood MG three spaces behind its target on a straight road (p25-26).
  const s = testState({
    vehicles: [
      { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'hood' }] },
      { id: 'b', lane: 3, space: 3 },
    ],
  });

  it('p26, p28: the engine hit chance times the average points', () => {
    const o = shotOdds(s, 'a', 'a.w1', 'b')!;
    const p = hitChance(s, 'a', 'a.w1', 'b');
    expect(p).toBeGreaterThan(0);
    expect(o.chances).toEqual([p]);
    expect(o.expected).toBeCloseTo(p * (10 / 6), 10);
    expect(o.armour).toBe(3);
  });

  it('p82: adds up a linked pair, each shot rolled in turn', () => {
    const linked = testState({
      vehicles: [
        { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'L' }, { type: 'machineGun', mount: 'wingRight', link: 'L' }] },
        { id: 'b', lane: 3, space: 3 },
      ],
    });
    const o = shotOdds(linked, 'a', 'a.w1', 'b')!;
    expect(o.weapons.map((w) => w.id)).toEqual(['a.w1', 'a.w2']);
    expect(o.expected).toBeCloseTo(o.chances.reduce((x, c) => x + c * (10 / 6), 0), 10);
  });

  it('p17: a turret pair fires together and counts twice, unless one is fired alone', () => {
    const turret = testState({
      vehicles: [
        { id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'turret' }, { type: 'machineGun', mount: 'turret' }] },
        { id: 'b', lane: 3, space: 3 },
      ],
    });
    const both = shotOdds(turret, 'a', 'a.w1', 'b')!;
    const one = shotOdds(turret, 'a', 'a.w1', 'b', true)!;
    expect(both.weapons.map((w) => w.id)).toEqual(['a.w1', 'a.w2']);
    expect(one.weapons.map((w) => w.id)).toEqual(['a.w1']);
    expect(one.expected).toBeGreaterThan(0);
    expect(both.expected).toBeCloseTo(2 * one.expected, 10);
  });

  it('p35: counts no points on a terminally damaged target', () => {
    const t = { ...s, vehicles: s.vehicles.map((v) => (v.id === 'b' ? { ...v, terminal: true } : v)) };
    const o = shotOdds(t, 'a', 'a.w1', 'b')!;
    expect(o.armourOnly).toBe(true);
    expect(o.expected).toBe(0);
  });

  it('is null for an unknown weapon or target', () => {
    expect(shotOdds(s, 'a', 'nope', 'b')).toBeNull();
    expect(shotOdds(s, 'a', 'a.w1', 'nope')).toBeNull();
  });
});
