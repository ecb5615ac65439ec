// Linked passives (p82, p23): "Any identical weapons mounted to the vehicle may be linked", and an
// Interceptor's two passive positions lay "one marker ... on top of the other" when both are used.
import { describe, expect, it } from 'vitest';
import { legalDeclarations } from '../plan/declarations';
import { validateDesign } from '../design/design';
import { startPhase } from '../flow/turn';
import { applyOk, testState, v } from '../testkit';
import type { GameState, Mount, WeaponType } from '../types';

const pw = (type: WeaponType, mount: Mount, link: string | null) => ({ type, mount, link });

/** An Interceptor at 40 mph on a straight, with a passive on each passive mount. */
function interceptor(type: WeaponType, link: string | null, dummies = 6): GameState {
  return startPhase(testState({ vehicles: [{ id: 'a', kind: 'interceptor', lane: 3, space: 3, speed: 40, dummies, weapons: [pw(type, 'passiveLeft', link), pw(type, 'passiveRight', link)] }] }), 1);
}
const passives = (s: GameState) => legalDeclarations(s, 'a', 'move').filter((x) => x.kind === 'shootPassive');
const declare = (s: GameState, weapon: string, dummy = false, lockOn?: boolean) =>
  applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'shootPassive', weapon, dummy, ...(lockOn ? { lockOn } : {}) } });

describe('linked passives (p82, p23)', () => {
  it('p82: identical passives on an Interceptor\'s two passive mounts may be linked; different ones may not', () => {
    const int = (weapons: ReturnType<typeof pw>[]) => validateDesign({ name: 'x', kind: 'interceptor', weapons }, null).problems.map((p) => p.code);
    expect(int([pw('oil', 'passiveLeft', 'p'), pw('oil', 'passiveRight', 'p')])).toEqual([]);
    expect(int([pw('oil', 'passiveLeft', 'p'), pw('mines', 'passiveRight', 'p')])).toEqual(['LINK_DIFFERENT']);
  });

  it('p82: a linked pair is one shoot action: it is offered once, for the first of the pair', () => {
    expect(passives(interceptor('oil', 'p')).map((a) => a.kind === 'shootPassive' && a.weapon)).toEqual(['a.w1', 'a.w1', 'a.w1']);
    // Unlinked, each passive is its own shoot action (p22).
    expect(new Set(passives(interceptor('oil', null)).map((a) => a.kind === 'shootPassive' && a.weapon))).toEqual(new Set(['a.w1', 'a.w2']));
  });

  it('p23: laying a linked pair puts both markers in the space behind, one on top of the other; each layer spends a load', () => {
    const r = declare(interceptor('mines', 'p'), 'a.w1');
    expect(r.s.markers.map((m) => [m.kind, m.dummy, m.cell])).toEqual([['mines', false, { lane: 3, t0: 60, t1: 80 }], ['mines', false, { lane: 3, t0: 60, t1: 80 }]]);
    expect(r.events.filter((e) => e.type === 'passiveLaid')).toHaveLength(2);
    expect(v(r.s, 'a').weapons.map((w) => w.ammo)).toEqual([5, 5]); // 6 loads each (p84)
  });

  it('p22, p23: a dummy from a linked pair is two dummies on top of each other, so it looks like the real pair', () => {
    const r = declare(interceptor('oil', 'p'), 'a.w1', true);
    expect(r.s.markers.map((m) => [m.kind, m.dummy, m.faceUp])).toEqual([['oil', true, false], ['oil', true, false]]);
    expect(v(r.s, 'a').dummies).toBe(4);
    expect(v(r.s, 'a').weapons.map((w) => w.ammo)).toEqual([12, 12]);
  });

  it('p23: a linked pair locks on together and both lay after the next move', () => {
    const r = declare(interceptor('oil', 'p'), 'a.w1', false, true);
    expect(v(r.s, 'a').weapons.map((w) => w.lockedOn)).toEqual([true, true]);
    expect(r.s.markers).toHaveLength(2);
    // 40 mph moves in phase 2 too (p12): both locked-on layers lay again after that move.
    expect(r.s.phase).toBe(2);
    const next = applyOk(r.s, { type: 'declare', vehicle: 'a', action: { kind: 'none' } });
    expect(next.s.markers).toHaveLength(4);
    expect(v(next.s, 'a').weapons.map((w) => w.ammo)).toEqual([10, 10]);
  });

  it('p22: unlinked, laying one passive lays one marker', () => {
    const r = declare(interceptor('oil', null), 'a.w2');
    expect(r.s.markers).toHaveLength(1);
    expect(v(r.s, 'a').weapons.map((w) => w.ammo)).toEqual([12, 11]);
  });
});

describe('a linked pair with one layer out of action (p82, p35)', () => {
  it('p82: when the first layer is empty the second names the action and lays alone', () => {
    const s = interceptor('oil', 'p');
    v(s, 'a').weapons[0].ammo = 0;
    expect(new Set(passives(s).map((a) => a.kind === 'shootPassive' && a.weapon))).toEqual(new Set(['a.w2']));
    const r = declare(s, 'a.w2');
    expect(r.s.markers).toHaveLength(1);
    expect(v(r.s, 'a').weapons.map((w) => w.ammo)).toEqual([0, 11]);
    // Its dummy is one marker too, as the real shot would be.
    const d = declare(s, 'a.w2', true);
    expect(d.s.markers.map((m) => m.dummy)).toEqual([true]);
  });
});
