// The text's contradictions the code resolves, one test each, pinning the reading that
// docs/assumptions.md gives with its reasons (item 15 of issue 8).
import { describe, expect, it } from 'vitest';
import { newGame } from '../flow/setup';
import { startPhase } from '../flow/turn';
import { WEAPONS } from '../data/weapons';
import { VEHICLES } from '../data/vehicles';
import { validateDesign } from '../design/design';
import { applyOk, must, testState } from '../testkit';

describe('readings of contradictory text (docs/assumptions.md)', () => {
  it('p28 vs p32: a hit roll of six only hits; the critical comes from a natural six on the damage roll', () => {
    const shot = (dice: number[]) => {
      let s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [{ type: 'machineGun', mount: 'hood' }] }, { id: 't', lane: 3, space: 3, speed: 0, weapons: [] }] }), 1);
      s = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon: 'a.w1' } }).s;
      s.rng.forced.push(...dice);
      return applyOk(s, { type: 'fire', vehicle: 'a', target: 't' }).events;
    };
    // Hit roll 6, damage roll 5: damage, no critical.
    const six = shot([6, 5]);
    expect(six.find((e) => e.type === 'shot')).toMatchObject({ hit: true, dice: [6] });
    expect(six.find((e) => e.type === 'hit')).toMatchObject({ critical: false, dice: [5] });
    expect(six.some((e) => e.type === 'critical')).toBe(false);
    // Hit roll 3, damage roll 6: a critical (then its location dice).
    const crit = shot([3, 6, 1, 1, 1, 1]);
    expect(crit.find((e) => e.type === 'hit')).toMatchObject({ critical: true, dice: [6] });
  });

  it('p87 vs p1: Game One lays seven straights (the parenthesis and the diagram), not all eight in the box', () => {
    const g = must(newGame({ scenario: 'gameOne', players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] }, 1));
    expect(g.track.sections).toHaveLength(7);
    expect(g.track.sections.every((x) => x.kind === 'straight')).toBe(true);
    expect(g.track.finishTick).toBe(7 * 60);
  });

  it('p81 vs p84: the cost table\'s prices win over the descriptions\' "$5,000": 20mm GL $5,500, 40mm RAG tube $6,000', () => {
    expect(WEAPONS.grenade20.cost).toBe(5500);
    expect(WEAPONS.rag40.cost).toBe(6000);
    // Game Four's $50,000 (p88): three 20mm GLs on a Renegade come to $51,500, over budget.
    const three = validateDesign({ name: 'x', kind: 'renegade', weapons: [{ type: 'grenade20', mount: 'hood' }, { type: 'grenade20', mount: 'wingLeft' }, { type: 'grenade20', mount: 'wingRight' }] }, 50000);
    expect(three.cost).toBe(VEHICLES.renegade.cost + 3 * 5500);
    expect(three.ok).toBe(false);
  });
});
