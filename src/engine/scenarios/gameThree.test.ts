import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending } from '../flow/turn';
import { newGame } from '../flow/setup';
import { v, must } from '../testkit';
import { DEFENSIVE, OFFENSIVE } from '../data/gameThree';
import { describeEvent } from '../explain/describe';
import type { GameEvent } from '../events';
import type { Command, GameState } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];


function run(s: GameState, ...cs: Command[]): { s: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const c of cs) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { s, events };
}

const game3 = (dice: number[]) => must(newGame({ scenario: 'gameThree', players, forcedDice: dice }, 5));
const choose = (player: string, loadout: 'offensive' | 'defensive'): Command => ({ type: 'chooseLoadout', player, loadout });
const roll: Command = { type: 'roll' };
const veto = (player: string, reroll: boolean): Command => ({ type: 'veto', player, reroll });

/** Game Two's track die, when that step is in play (its own die, so the tests' dice stay theirs). */
function rollTrackIfAny(s: GameState): GameState {
  if (pending(s).step?.kind !== 'rollTrack') return s;
  const t = structuredClone(s);
  t.rng.forced.unshift(1);
  return run(t, roll).s;
}

/** Through armament and lead (Ann leads on an odd die) to the placements. */
function armedAndPlaced(dice: number[]): GameState {
  let { s } = run(game3([1, 1, 1, ...dice]), choose('ann', 'offensive'), choose('bob', 'defensive'), roll, roll, { type: 'rollForLead' });
  s = rollTrackIfAny(s);
  const chase = legalCommands(s)[0];
  s = run(s, chase).s;
  s = run(s, legalCommands(s)[legalCommands(s).length - 1]).s;
  return s;
}

describe('Game Three set-up (p87)', () => {
  it('p87: each player chooses offensive or defensive, then rolls on that table, before the die for the lead car', () => {
    let s = game3([4, 6, 3]);
    expect(pending(s)).toMatchObject({ kind: 'chooseLoadout', player: 'ann', vehicle: 'car1', step: { kind: 'chooseLoadout', player: 'ann' } });
    expect(legalCommands(s)).toEqual([choose('ann', 'offensive'), choose('ann', 'defensive')]);
    s = run(s, choose('ann', 'offensive')).s;
    expect(pending(s)).toMatchObject({ kind: 'chooseLoadout', player: 'bob' });
    s = run(s, choose('bob', 'defensive')).s;
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'ann', step: { kind: 'rollLoadout', player: 'ann', loadout: 'offensive' } });
    let r = run(s, roll);
    s = r.s;
    expect(r.events).toEqual([expect.objectContaining({ type: 'loadoutRolled', player: 'ann', loadout: 'offensive', armament: OFFENSIVE[3].name, dice: [4], rule: 'p87' })]);
    // 4 on the offensive table: hood-mounted 40mm grenade launcher, smoke layer
    expect(v(s, 'car1').weapons.map((w) => [w.type, w.mount])).toEqual([['grenade40', 'hood'], ['smoke', 'passive']]);
    r = run(s, roll);
    s = r.s;
    // 6 on the defensive table: hood-mounted 15mm autocannon, pattern mine layer
    expect(v(s, 'car2').weapons.map((w) => [w.type, w.mount])).toEqual([['autocannon15', 'hood'], ['mines', 'passive']]);
    expect(pending(s).kind).toBe('rollForLead');
    s = run(s, { type: 'rollForLead' }).s;
    expect(v(s, 'car1').side).toBe('lead');
  });

  it.each([1, 2, 3, 4, 5, 6])('p87: a roll of %i arms the car from that row of each table', (d) => {
    for (const [loadout, table] of [['offensive', OFFENSIVE], ['defensive', DEFENSIVE]] as const) {
      const { s } = run(game3([d]), choose('ann', loadout), choose('bob', 'offensive'), roll);
      const car = v(s, 'car1');
      expect(car.weapons.map((w) => ({ type: w.type, mount: w.mount }))).toEqual(table[d - 1].weapons.map((w) => ({ type: w.type, mount: w.mount })));
      // fully loaded (p80: "the basic cost for a fully loaded weapon")
      expect(car.weapons.every((w) => w.status === 'ok' && w.link === null)).toBe(true);
    }
  });

  it('p87: both drivers have drive skill 3; both cars are Renegades', () => {
    const s = game3([]);
    expect(s.vehicles.map((c) => [c.kind, c.driveSkill])).toEqual([['renegade', 3], ['renegade', 3]]);
  });

  it('p87: Game Three is for two players', () => {
    const r = newGame({ scenario: 'gameThree', players: [...players, { id: 'cy', name: 'Cy' }] }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_SETUP');
  });

  it('p87: the cars are placed as in Game Two, then the starting speed is rolled', () => {
    const s = armedAndPlaced([]);
    expect(s.vehicles.every((c) => c.status === 'inPlay')).toBe(true);
    expect(pending(s)).toMatchObject({ kind: 'roll', step: { kind: 'rollStartSpeed' } });
  });
});

describe('starting speed (p87)', () => {
  it('p87: two dice x 10 mph; with 50 or 60 nobody may object and all cars start at that speed', () => {
    const r = run(armedAndPlaced([2, 4]), roll);
    expect(r.events.map((e) => e.type)).toEqual(['startSpeedRolled', 'startSpeedAgreed', 'turnStart', 'phaseStart']);
    expect(r.events[0]).toMatchObject({ speed: 60, again: false, dice: [2, 4] });
    expect(r.s.vehicles.map((c) => c.speed)).toEqual([60, 60]);
    expect(r.s.flow.kind).toBe('phase');
  });

  it.each([[1, 1], [1, 2], [2, 2], [1, 3]])('p87: a total of %i + %i is rolled again', (a, b) => {
    const r = run(armedAndPlaced([a, b, 3, 2]), roll);
    expect(r.events[0]).toMatchObject({ type: 'startSpeedRolled', again: true, speed: (a + b) * 10 });
    expect(pending(r.s)).toMatchObject({ kind: 'roll', step: { kind: 'rollStartSpeed' } });
    const r2 = run(r.s, roll);
    expect(r2.s.vehicles.map((c) => c.speed)).toEqual([50, 50]);
  });

  it('p87: at 70 to 90 mph only the lead car\'s driver may object', () => {
    let s = run(armedAndPlaced([3, 4]), roll).s; // 70 mph, Ann leads
    expect(pending(s)).toMatchObject({ kind: 'veto', player: 'ann', step: { kind: 'veto', player: 'ann', speed: 70 } });
    expect(legalCommands(s)).toEqual([veto('ann', false), veto('ann', true)]);
    const bad = apply(s, veto('bob', true));
    expect(bad.ok).toBe(false);
    const r = run(s, veto('ann', false));
    s = r.s;
    expect(r.events[0]).toMatchObject({ type: 'startSpeedVeto', player: 'ann', reroll: false, speed: 70 });
    expect(s.vehicles.map((c) => c.speed)).toEqual([70, 70]);
    expect(s.flow.kind).toBe('phase');
  });

  it('p87: at 100+ either driver may object: the lead is asked, then the chase', () => {
    let s = run(armedAndPlaced([5, 5]), roll).s;
    expect(pending(s)).toMatchObject({ kind: 'veto', player: 'ann', step: { speed: 100 } });
    s = run(s, veto('ann', false)).s;
    expect(pending(s)).toMatchObject({ kind: 'veto', player: 'bob', step: { speed: 100 } });
    s = run(s, veto('bob', false)).s;
    expect(s.vehicles.map((c) => c.speed)).toEqual([100, 100]);
  });

  it('p87: an objection rerolls, and the rolling goes on until nobody objects', () => {
    // 110 (Ann objects at once: Bob is not asked) -> 80 (Ann objects) -> 2 (again) -> 90 (Ann accepts)
    const r = run(armedAndPlaced([5, 6, 4, 4, 1, 1, 4, 5]), roll, veto('ann', true), roll, veto('ann', true), roll, roll, veto('ann', false));
    expect(r.events.filter((e) => e.type === 'startSpeedRolled').map((e) => (e as { speed: number }).speed)).toEqual([110, 80, 20, 90]);
    expect(r.events.filter((e) => e.type === 'startSpeedVeto').map((e) => [(e as { player: string }).player, (e as { reroll: boolean }).reroll])).toEqual([['ann', true], ['ann', true], ['ann', false]]);
    expect(r.s.vehicles.map((c) => c.speed)).toEqual([90, 90]);
  });

  it('p87: the chase driver objecting to 100+ after the lead accepted also rerolls', () => {
    const r = run(armedAndPlaced([6, 4, 3, 3]), roll, veto('ann', false), veto('bob', true), roll);
    expect(r.s.vehicles.map((c) => c.speed)).toEqual([60, 60]);
  });

  it('p87: a speed over a car\'s maximum is capped at it (assumption: Renegades start at no more than 100)', () => {
    const r = run(armedAndPlaced([6, 6]), roll, veto('ann', false), veto('bob', false));
    expect(r.events.find((e) => e.type === 'startSpeedAgreed')).toMatchObject({ speed: 120 });
    expect(r.s.vehicles.map((c) => c.speed)).toEqual([100, 100]);
  });
});

describe('Game Three: secret choices and linked wing weapons (p82, p87)', () => {
  it('p87: both players choose before either sees the other\'s choice: the choice is secret (pass the device) and the log keeps it hidden until both have chosen', () => {
    const s = game3([1, 1]);
    expect(pending(s)).toMatchObject({ kind: 'chooseLoadout', player: 'ann', secret: true });
    const r = run(s, choose('ann', 'offensive'));
    const chosen = r.events.find((e) => e.type === 'loadoutChosen')!;
    expect(pending(r.s)).toMatchObject({ kind: 'chooseLoadout', player: 'bob', secret: true });
    expect(describeEvent(chosen, r.s, 'bob')).toBe('Ann has chosen a car (secret until both have chosen, p87)');
    expect(describeEvent(chosen, r.s, null)).not.toMatch(/offensive|defensive/);
    expect(describeEvent(chosen, r.s, 'ann')).toBe('Ann chooses an offensive car');
    const both = run(r.s, choose('bob', 'defensive')).s;
    expect(describeEvent(chosen, both, 'bob')).toBe('Ann chooses an offensive car');
    expect(pending(both)).toMatchObject({ kind: 'roll', secret: false });
  });

  it('p82, p87: a roll that gives two identical wing weapons lets their owner choose whether they are linked', () => {
    // Ann rolls 2 on the offensive table: two wing-mounted 20mm grenade launchers and a smoke layer.
    const s = run(game3([2, 1]), choose('ann', 'offensive'), choose('bob', 'defensive'), roll).s;
    expect(pending(s)).toMatchObject({ kind: 'chooseLink', player: 'ann', vehicle: 'car1', secret: false });
    expect(pending(s).why).toContain('2 20mm grenade launchers');
    expect(legalCommands(s)).toEqual([{ type: 'chooseLink', player: 'ann', linked: true }, { type: 'chooseLink', player: 'ann', linked: false }]);
    expect(apply(s, { type: 'chooseLink', player: 'bob', linked: true }).ok).toBe(false);
    const r = run(s, { type: 'chooseLink', player: 'ann', linked: true });
    expect(r.events).toEqual([expect.objectContaining({ type: 'linkChosen', player: 'ann', vehicle: 'car1', linked: true, rule: 'p82' })]);
    const ws = v(r.s, 'car1').weapons;
    expect(ws.map((w) => [w.type, w.link !== null])).toEqual([['grenade20', true], ['grenade20', true], ['smoke', false]]);
    expect(ws[0].link).toBe(ws[1].link);
    // Bob's defensive roll (1: hood MG, spike layer) has nothing to link: no question.
    const after = run(r.s, roll).s;
    expect(pending(after).kind).toBe('rollForLead');
  });

  it('p82: left unlinked, the two wing weapons stay separate weapons', () => {
    const s = run(game3([3, 1]), choose('ann', 'offensive'), choose('bob', 'defensive'), roll, { type: 'chooseLink', player: 'ann', linked: false }).s;
    expect(v(s, 'car1').weapons.map((w) => [w.type, w.link])).toEqual([['machineGun', null], ['machineGun', null], ['spikes', null]]);
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'bob' });
  });
});
