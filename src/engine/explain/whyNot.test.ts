// Why an option is not offered (issue 10): each refusal names the rule that refuses it, and in
// random play every option legalCommands leaves out gets a named reason (never the fallback),
// while every option it offers gets none.
import { describe, expect, it } from 'vitest';
import { legalCommands, pending, startPhase } from '../flow/turn';
import { candidateOptions, refusals, whyNot } from './whyNot';
import { applyOk, testState } from '../testkit';
import { playRandom, GAME_ONE_SETUP } from '../../sim/playout';
import { curvedSetup } from '../../sim/curvedSetups';
import type { GameState } from '../types';

const offeredKinds = (s: GameState) => legalCommands(s).flatMap((c) => (c.type === 'declare' ? [c.action] : []));

describe('whyNot (issue 10)', () => {
  it('p13: no drift right from lanes 7-8: lane 8 is the road\'s edge; drift left is offered', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 7, space: 3, speed: 40 }] }), 1);
    expect(whyNot(s, 'a', { kind: 'drift', side: 'right' })).toEqual({ reason: "lane 8 is the road's edge", rule: 'p13' });
    expect(whyNot(s, 'a', { kind: 'drift', side: 'left' })).toBeNull();
    expect(offeredKinds(s)).toContainEqual({ kind: 'drift', side: 'left' });
  });

  it('p13: a car in the way of the drift, named', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 40 }, { id: 'b', name: 'Bob\'s car', lane: 5, space: 4, speed: 40 }] }), 1);
    const who = pending(s).vehicle!;
    const other = who === 'a' ? 'b' : 'a';
    expect(other).toBeTruthy();
    const w = whyNot(s, 'a', { kind: 'drift', side: 'right' });
    if (who === 'a') expect(w).toEqual({ reason: "Bob's car is in the way of the drift", rule: 'p13' });
    else expect(w?.reason).toMatch(/not a's turn/);
  });

  it('p13: on a curve a drift goes only outwards', () => {
    const s = startPhase(testState({ sections: [{ kind: 'corner', turn: 'left' }, { kind: 'straight' }], vehicles: [{ id: 'a', lane: 3, space: 0, speed: 20 }] }), 1);
    // A left-hand corner's outside is on the right (higher lanes): left is inwards.
    expect(whyNot(s, 'a', { kind: 'drift', side: 'left' })).toEqual({ reason: 'on a curve a drift may only go to the outside lane', rule: 'p13' });
  });

  it('p15: no acceleration at maximum speed; p16 braking allowance used; p17 no reverse while moving', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 100 }] }), 1);
    expect(whyNot(s, 'a', { kind: 'accelerate', by: 5 })).toEqual({ reason: 'already at its maximum speed of 100 mph', rule: 'p15' });
    expect(whyNot(s, 'a', { kind: 'reverse' })).toEqual({ reason: 'only a car standing still at the start of phase 1 may reverse', rule: 'p17' });
    const used = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 60 }] }), 1);
    used.vehicles[0].brakeUsed = used.vehicles[0].braking;
    expect(whyNot(used, 'a', { kind: 'brake', by: 5 })).toEqual({ reason: 'the 30 mph of braking this phase is used up', rule: 'p41' });
  });

  it('p12: too slow to move in this phase: only shooting', () => {
    // Phase 3: b (80 mph) moves; a (30 mph, speed factor 2) does not, and declares after it.
    const s0 = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 30, weapons: [{ type: 'smoke', mount: 'passive' }] }, { id: 'b', lane: 6, space: 10, speed: 80 }], phase: 3 }), 3);
    expect(pending(s0).vehicle).toBe('b');
    const s = applyOk(s0, { type: 'declare', vehicle: 'b', action: { kind: 'none' } }).s;
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'a' });
    expect(whyNot(s, 'a', { kind: 'drift', side: 'left' })).toEqual({ reason: '30 mph is speed factor 2: too slow to move in phase 3, so only shooting', rule: 'p12' });
  });

  it('p54: no sideswipe with nobody beside', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 40 }] }), 1);
    expect(whyNot(s, 'a', { kind: 'ram', side: 'left' })).toEqual({ reason: 'after the move there is no vehicle beside on the left to sideswipe', rule: 'p54' });
  });

  it('p83: an empty gun', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 40 }] }), 1);
    const mg = s.vehicles[0].weapons.find((w) => w.type === 'machineGun')!;
    mg.ammo = 0;
    expect(whyNot(s, 'a', { kind: 'shoot', weapon: mg.id })).toEqual({ reason: 'the machine gun is out of ammunition', rule: 'p83' });
  });

  it('random play: every candidate left out has a named reason; every offered one has none', () => {
    let refusedCount = 0;
    let checked = 0;
    for (const [setup, seed] of [[GAME_ONE_SETUP, 3], [curvedSetup(4), 5]] as const) {
      playRandom(seed, {
        setup,
        maxCommands: 60,
        onStep: ({ before }) => {
          const p = pending(before);
          if (p.kind !== 'declare' || !p.vehicle) return;
          checked++;
          for (const r of refusals(before, p.vehicle)) {
            refusedCount++;
            expect(r.reason, `${r.option}`).not.toBe('not allowed at this moment');
            expect(r.rule).toMatch(/^p\d+$/);
          }
          const refused = new Set(refusals(before, p.vehicle).map((r) => r.option));
          const legal = offeredKinds(before);
          for (const c of candidateOptions(before, p.vehicle)) if (!refused.has(c.option)) expect(legal.some((a) => a.kind === c.action.kind), c.option).toBe(true);
        },
      });
    }
    expect(checked).toBeGreaterThan(10);
    expect(refusedCount).toBeGreaterThan(10);
  });
});
