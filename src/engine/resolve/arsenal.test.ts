// Every weapon of the book fired end to end (p25-29, p83-84): through shooting.fire with the real
// damage and hazard modules, and through the turn engine's shoot action.
import { describe, expect, it } from 'vitest';
import { canShoot, eligibleTarget, fire, fireGroup } from './shooting';
import { criticalHit } from './damage';
import { endOfTurn } from './conditions';
import { legalDeclarations } from '../plan/declarations';
import { apply, legalCommands, pending, startPhase } from '../flow/turn';
import { testCtx, testState, v, type TestVehicle, applyOk } from '../testkit';
import { WEAPONS, isPassive } from '../data/weapons';
import { validateDesign } from '../design/design';
import { WEAPON_TYPES, type GameState, type Mount, type WeaponType } from '../types';
import type { GameEvent } from '../events';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const of = <T extends GameEvent['type']>(events: GameEvent[], type: T): Ev<T>[] => events.filter((e): e is Ev<T> => e.type === type);
const gun = (type: WeaponType, mount: Mount = 'hood', link: string | null = null) => ({ type, mount, link });

const step = applyOk;

const DIRECT = WEAPON_TYPES.filter((t) => !isPassive(t));

describe('every weapon fires end to end (p25-28, p83-84)', () => {
  // The HE hazard limits follow the damage (p38-39): +2HE at 50 mph, +8HE at 30 mph.
  const HE_LIMIT: Partial<Record<WeaponType, number>> = { grenade20: 50, lwGrenade20: 50, grenade40: 30, missilePod: 30, rag40: 30 };

  it.each(DIRECT)('p26, p28, p38: %s: hit roll with its accuracy, damage roll with its damage, HE hazard at its limit', (type) => {
    const p = WEAPONS[type];
    // A Renegade with the weapon on its hood (heavy weapons go there too, p82), target 2 spaces ahead at 60 mph.
    expect(validateDesign({ name: 'x', kind: 'renegade', weapons: [gun(type)] }, null).problems).toEqual([]);
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [gun(type)] }, { id: 't', lane: 3, space: 2, speed: 60, weapons: [] }] });
    // hit die 2: 2 + accuracy + hood 1 >= range 2 for every weapon; damage die 4; hazard die 1 (panic-free).
    const ctx = testCtx(s, [2, 4, 1]);
    fire(ctx, 'a', 'a.w1', 't');
    const shot = of(ctx.events, 'shot')[0];
    expect(shot).toMatchObject({ hit: true, total: 2 + p.accuracy + 1, dice: [2] });
    expect(shot.modifiers[0]).toEqual({ label: `${p.label} accuracy`, value: p.accuracy });
    const hit = of(ctx.events, 'hit')[0];
    expect(hit).toMatchObject({ source: p.label, damageBonus: p.damage, he: p.he, roll: 4, points: Math.max(0, 4 + p.damage - 3) });
    expect(v(s, 't').damage).toBe(18 - Math.max(0, 4 + p.damage - 3));
    const hazards = of(ctx.events, 'hazardRoll');
    if (HE_LIMIT[type]) expect(hazards.map((h) => h.limit)).toEqual([HE_LIMIT[type]]);
    else expect(hazards).toEqual([]);
    // Ammunition: one shot spent; lasers have none and fire once per turn (p83).
    const w = v(s, 'a').weapons[0];
    if (p.laser) expect(w).toMatchObject({ ammo: null, firedThisTurn: true });
    else expect(w.ammo).toBe((p.shots ?? 0) - 1);
    expect(s.rng.forced).toEqual(HE_LIMIT[type] ? [] : [1]);
  });

  it('p83: the HE weapons are exactly the grenade launchers, the RAG tube and the missile pod', () => {
    expect(DIRECT.filter((t) => WEAPONS[t].he).sort()).toEqual(['grenade20', 'grenade40', 'lwGrenade20', 'missilePod', 'rag40']);
  });

  it('p38: a +2HE hit on a car at exactly 50 mph takes no hazard roll; a +8HE hit on it does', () => {
    for (const [type, rolls] of [['grenade20', 0], ['grenade40', 1]] as const) {
      const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [gun(type)] }, { id: 't', lane: 3, space: 2, speed: 50, weapons: [] }] });
      const ctx = testCtx(s, [3, 2, 1]);
      fire(ctx, 'a', 'a.w1', 't');
      expect(of(ctx.events, 'hazardRoll')).toHaveLength(rolls);
    }
  });

  it('p83: the chain gun\'s six shots run out', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [gun('chainGun')] }, { id: 't', lane: 3, space: 5, weapons: [] }] });
    for (let i = 0; i < 6; i++) fire(testCtx(s, [1]), 'a', 'a.w1', 't');
    expect(v(s, 'a').weapons[0].ammo).toBe(0);
    expect(canShoot(s, 'a', 'a.w1')).toBe(false);
  });

  it('p83: a laser fires once per turn, again the next turn', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [gun('heavyLaser')] }, { id: 't', lane: 3, space: 5, weapons: [] }] });
    fire(testCtx(s, [1]), 'a', 'a.w1', 't');
    expect(canShoot(s, 'a', 'a.w1')).toBe(false);
    endOfTurn(testCtx(s), 'a');
    expect(canShoot(s, 'a', 'a.w1')).toBe(true);
  });

  it('p83: the heavy laser reaches 30 spaces, counted as 6', () => {
    const s = testState({ sections: 12, vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [gun('heavyLaser')] }, { id: 't', lane: 3, space: 30, weapons: [] }] });
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ range: 30, countedRange: 6, inRange: true });
  });
});

describe('criticals that stop weapons (p34)', () => {
  const armed = (): GameState =>
    testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [gun('missilePod', 'hood'), gun('machineGun', 'turret'), gun('combatLaser', 'roof')] }, { id: 't', lane: 3, space: 3, side: 'x', weapons: [] }] });

  it('p34: generator: lasers, turrets and missile guidance stop at once', () => {
    const s = armed();
    criticalHit(testCtx(s, [4]), 'a', 'front', 0, { location: 'engine' });
    expect(v(s, 'a').weapons.map((w) => canShoot(s, 'a', w.id))).toEqual([false, false, false]);
  });

  it('p34: VDU destroyed: the turret and the missile pod are out of action; the laser still fires', () => {
    const s = armed();
    criticalHit(testCtx(s, [2]), 'a', 'front', 0, { location: 'bodywork' });
    expect(v(s, 'a').weapons.map((w) => canShoot(s, 'a', w.id))).toEqual([false, false, true]);
  });

  it('p34: a disabled engine: turret and guidance stop; the laser keeps one last shot this turn', () => {
    const s = armed();
    criticalHit(testCtx(s, [5]), 'a', 'front', 0, { location: 'engine' }); // ignition
    expect(v(s, 'a').weapons.map((w) => canShoot(s, 'a', w.id))).toEqual([false, false, true]);
    fire(testCtx(s, [1]), 'a', 'a.w3', 't');
    expect(canShoot(s, 'a', 'a.w3')).toBe(false);
    endOfTurn(testCtx(s), 'a');
    expect(canShoot(s, 'a', 'a.w3')).toBe(false);
  });

  it('p34: a laser that already fired this turn gets no last shot when the engine is disabled', () => {
    const s = armed();
    fire(testCtx(s, [1]), 'a', 'a.w3', 't');
    criticalHit(testCtx(s, [5]), 'a', 'front', 0, { location: 'engine' });
    expect(v(s, 'a').laserLastShot).toBe(false);
  });
});

describe('turrets (p17, p27)', () => {
  const pair = (others: TestVehicle[]): GameState =>
    testState({ vehicles: [{ id: 'a', lane: 3, space: 4, side: 'x', weapons: [gun('machineGun', 'turret'), gun('autocannon15', 'turret'), gun('oil', 'passive')] }, ...others] });

  it('p17: one shoot action fires the pair of turret-mounted weapons together, at the one target', () => {
    const s = pair([{ id: 'e', lane: 5, space: 1, side: 'y', weapons: [] }]);
    expect(fireGroup(v(s, 'a'), v(s, 'a').weapons[1]).map((w) => w.id)).toEqual(['a.w2', 'a.w1']);
    const ctx = testCtx(s, [1, 1]);
    fire(ctx, 'a', 'a.w1', 'e');
    expect(of(ctx.events, 'shot').map((e) => [e.weapon, e.target])).toEqual([['a.w1', 'e'], ['a.w2', 'e']]);
    expect(v(s, 'a').weapons.map((w) => w.ammo)).toEqual([11, 7, 12]);
  });

  it('p27: a turret fires through 360 degrees: at a car behind and to the side', () => {
    const s = pair([{ id: 'e', lane: 6, space: 2, side: 'y', weapons: [] }]);
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ target: 'e', inRange: true });
  });

  it('p17: an empty turret weapon is skipped; its partner still fires', () => {
    const s = pair([{ id: 'e', lane: 3, space: 6, side: 'y', weapons: [] }]);
    v(s, 'a').weapons[1].ammo = 0;
    const ctx = testCtx(s, [1]);
    fire(ctx, 'a', 'a.w1', 'e');
    expect(of(ctx.events, 'shot').map((e) => e.weapon)).toEqual(['a.w1']);
  });

  it('p17, p27: through the turn engine: shoot, then fire the pair at the turret\'s target', () => {
    let s = startPhase(pair([{ id: 'e', lane: 3, space: 1, side: 'y', speed: 40, weapons: [] }]), 1);
    expect(pending(s).vehicle).toBe('a');
    s = step(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon: 'a.w1' } }).s;
    expect(legalCommands(s)).toContainEqual({ type: 'fire', vehicle: 'a', target: 'e' });
    s.rng.forced.push(1, 1);
    const r = step(s, { type: 'fire', vehicle: 'a', target: 'e' });
    expect(of(r.events, 'shot').map((e) => e.weapon)).toEqual(['a.w1', 'a.w2']);
  });

  it('p17: "any one vehicle-mounted weapon ... or a pair of turret-mounted weapons": the pair and each turret weapon alone are offered', () => {
    const s = startPhase(pair([{ id: 'e', lane: 3, space: 8, side: 'y', weapons: [] }]), 1);
    expect(legalDeclarations(s, 'a', 'move').filter((x) => x.kind === 'shoot')).toEqual([
      { kind: 'shoot', weapon: 'a.w1' },
      { kind: 'shoot', weapon: 'a.w1', alone: true },
      { kind: 'shoot', weapon: 'a.w2', alone: true },
    ]);
    // With one turret weapon empty there is no pair: the other is one weapon, offered once.
    v(s, 'a').weapons[0].ammo = 0;
    expect(legalDeclarations(s, 'a', 'move').filter((x) => x.kind === 'shoot')).toEqual([{ kind: 'shoot', weapon: 'a.w2' }]);
  });

  it('p17: a turret weapon fired alone through the turn engine fires only itself; its partner keeps its ammunition', () => {
    let s = startPhase(pair([{ id: 'e', lane: 3, space: 1, side: 'y', speed: 40, weapons: [] }]), 1);
    s = step(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon: 'a.w2', alone: true } }).s;
    s.rng.forced.push(1);
    const r = step(s, { type: 'fire', vehicle: 'a', target: 'e' });
    expect(of(r.events, 'shot').map((e) => [e.weapon, e.dice])).toEqual([['a.w2', [1]]]);
    expect(v(r.s, 'a').weapons.map((w) => w.ammo)).toEqual([12, 7, 12]);
  });

  it('p82: linked weapons have no "alone": the driver has no choice', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 4, weapons: [gun('machineGun', 'wingLeft', 'k'), gun('machineGun', 'wingRight', 'k')] }, { id: 'e', lane: 3, space: 8, speed: 40, weapons: [] }] }), 1);
    expect(legalDeclarations(s, 'a', 'move').filter((x) => x.kind === 'shoot')).toEqual([{ kind: 'shoot', weapon: 'a.w1' }, { kind: 'shoot', weapon: 'a.w2' }]);
    const r = apply(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon: 'a.w1', alone: true } });
    expect(r.ok ? null : r.error.code).toBe('ILLEGAL_ACTION');
  });

  it('p34: a car whose turret is off is not offered the turret shot', () => {
    const s = startPhase(pair([{ id: 'e', lane: 3, space: 8, side: 'y', weapons: [] }]), 1);
    expect(legalDeclarations(s, 'a', 'move').some((x) => x.kind === 'shoot')).toBe(true);
    v(s, 'a').turretOff = true;
    expect(legalDeclarations(s, 'a', 'move').some((x) => x.kind === 'shoot')).toBe(false);
  });
});

describe('linked weapons and side mounts (p82, p25)', () => {
  it('p82: linked heavy lasers on an Interceptor\'s side mounts fire together, each at what its own lane sees', () => {
    const s = testState({
      vehicles: [
        { id: 'a', kind: 'interceptor', lane: 3, space: 0, weapons: [gun('heavyLaser', 'sideLeft', 'L'), gun('heavyLaser', 'sideRight', 'L')] },
        { id: 'l', lane: 2, space: 3, weapons: [] }, // in the left lane only
        { id: 'r', lane: 4, space: 5, weapons: [] }, // in the right lane only
      ],
    });
    expect(eligibleTarget(s, 'a', 'a.w1')?.target).toBe('l');
    expect(eligibleTarget(s, 'a', 'a.w2')?.target).toBe('r');
    const ctx = testCtx(s, [1, 1]);
    fire(ctx, 'a', 'a.w1', 'l');
    expect(of(ctx.events, 'shot').map((e) => [e.weapon, e.target, e.range])).toEqual([['a.w1', 'l', 3], ['a.w2', 'r', 5]]);
    expect(v(s, 'a').weapons.every((w) => w.firedThisTurn)).toBe(true);
  });

  it('p82: a hit from the first linked gun is worked out before the second is rolled', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 0, weapons: [gun('autocannon15', 'hood', 'k'), gun('autocannon15', 'roof', 'k')] }, { id: 't', lane: 3, space: 2, weapons: [] }] });
    const ctx = testCtx(s, [4, 5, 4, 5]);
    fire(ctx, 'a', 'a.w2', 't');
    expect(ctx.events.filter((e) => e.type === 'shot' || e.type === 'hit').map((e) => e.type)).toEqual(['shot', 'hit', 'shot', 'hit']);
    expect(v(s, 't').damage).toBe(18 - 2 * (5 + 3 - 3));
  });
});

describe('every passive weapon laid end to end (p22-24, p30, p84)', () => {
  const PASSIVES = WEAPON_TYPES.filter((t) => isPassive(t));
  it.each(PASSIVES)('p22, p84: %s is laid by a shoot passive action behind the car, one shot spent', (type) => {
    const p = WEAPONS[type];
    let s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 40, weapons: [gun(type, 'passive')], dummies: 0 }] }), 1);
    s = step(s, { type: 'declare', vehicle: 'a', action: { kind: 'shootPassive', weapon: 'a.w1', dummy: false } }).s;
    expect(s.markers).toEqual([expect.objectContaining({ kind: p.passive, dummy: false, owner: 'a', faceUp: p.passive === 'smoke', cell: { lane: 3, t0: 60, t1: 80 } })]);
    expect(v(s, 'a').weapons[0].ammo).toBe((p.shots ?? 0) - 1);
  });
});
