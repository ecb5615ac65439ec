// Shooting at and from bikes (p64: the bike chapter's "Direct Fire" and "Bike Targets") through
// `apply` with forced dice. Positions: space k of a straight track is ticks [20k, 20k + 20). The
// firer 'a' moves first (60 mph, one space) and then shoots; everyone else is slower.
import { describe, expect, it } from 'vitest';
import { applyOk, testState, v, type TestVehicle } from '../testkit';
import { legalCommands, startPhase } from '../flow/turn';
import type { GameEvent } from '../events';
import type { GameState, Mount, WeaponType } from '../types';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const of = <T extends GameEvent['type']>(events: GameEvent[], type: T): Ev<T>[] => events.filter((e): e is Ev<T> => e.type === type);
const gun = (type: WeaponType, mount: Mount) => ({ type, mount, link: null });

/** Phase 2: only the 60 mph firer moves (speed factor 3); the others (20 mph or stopped) wait. */
function board(a: Partial<TestVehicle>, others: TestVehicle[], dice: number[]): GameState {
  const s = testState({ dice, vehicles: [{ id: 'a', lane: 3, space: 1, speed: 60, ...a }, ...others] });
  return startPhase(s, 2);
}

/** Declares the shoot action for `weapon` and, when the game asks, fires at `target`. */
function shoot(s: GameState, weapon: string, target: string | null): { s: GameState; events: GameEvent[] } {
  const d = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'shoot', weapon } });
  if (target === null) return d;
  expect(legalCommands(d.s)).toContainEqual({ type: 'fire', vehicle: 'a', target });
  const f = applyOk(d.s, { type: 'fire', vehicle: 'a', target });
  return { s: f.s, events: [...d.events, ...f.events] };
}

const bikeGuns = [gun('lwMachineGun', 'fairingLeft'), gun('lwMachineGun', 'fairingRight')];

describe('bikes shooting (p64: "the fire corridor for both left and right-hand mounted weapons is the same (the two lanes directly ahead of the bike)")', () => {
  it.each<[string, number, Mount]>([
    ['left-hand fairing gun at a car in lanes 4-5 (the right lane of the bike)', 4, 'fairingLeft'],
    ['right-hand fairing gun at a car in lanes 2-3 (the left lane of the bike)', 2, 'fairingRight'],
  ])('p64: the %s hits', (_, lane, mount) => {
    const weapon = mount === 'fairingLeft' ? 'a.w1' : 'a.w2';
    // Hit die 2: 2 + 2 (4.2mm MG accuracy) = 4 >= range 2; damage die 5: 5 + 1 - 3 armour = 3 points.
    const s = board({ kind: 'bike', weapons: bikeGuns }, [{ id: 't', lane, space: 4, speed: 20, weapons: [] }], [2, 5]);
    const { s: after, events } = shoot(s, weapon, 't');
    expect(of(events, 'shot')).toEqual([expect.objectContaining({ vehicle: 'a', weapon, target: 't', range: 2, total: 4, hit: true, dice: [2] })]);
    expect(v(after, 't').damage).toBe(18 - 3);
  });

  it('p25, p64: the same car gun on a Renegade\'s wing sees only its own lane: the shot is declined', () => {
    const s = board({ weapons: [gun('lwMachineGun', 'wingLeft')] }, [{ id: 't', lane: 4, space: 4, speed: 20, weapons: [] }], []);
    const { events } = shoot(s, 'a.w1', null);
    expect(of(events, 'shotDeclined')).toHaveLength(1);
    expect(of(events, 'shot')).toEqual([]);
  });
});

describe('bike targets (p64)', () => {
  // A Renegade's hood MG: +2 accuracy, +1 hood. The bike is 4 spaces ahead after the firer's move (range 4).
  const at = (lane: number, dice: number[], patch = {}) => board({}, [{ id: 'bike', kind: 'bike', lane, space: 6, speed: 20, weapons: [], patch }], dice);

  it.each<[string, number, number, boolean, number]>([
    // [the bike's lanes, its left lane, hit die, hit?, modifier]
    ['both lanes (3-4) in the corridor: -1, die 2 -> 2 + 3 - 1 = 4 hits', 3, 2, true, -1],
    ['one lane (4-5) in the corridor: -2, die 2 -> 2 + 3 - 2 = 3 misses', 4, 2, false, -2],
    ['one lane (2-3) in the corridor: -2, die 3 -> 3 + 3 - 2 = 4 hits', 2, 3, true, -2],
  ])('p64: %s', (_, lane, die, hit, mod) => {
    const { events } = shoot(at(lane, [die, 1]), 'a.w1', 'bike');
    const shot = of(events, 'shot')[0];
    expect(shot).toMatchObject({ target: 'bike', range: 4, total: die + 3 + mod, hit, dice: [die] });
    expect(shot.modifiers.filter((m) => m.label.includes('bike')).map((m) => m.value)).toEqual([mod]);
  });

  it('p64: "Bikes can only be fired at when one of the lanes they\'re occupying is inside the shooter\'s fire corridor": a bike in lanes 5-6 is no target', () => {
    const { events } = shoot(at(5, []), 'a.w1', null);
    expect(of(events, 'shotDeclined')).toHaveLength(1);
  });

  it.each<[string, object]>([
    ['a fallen bike still working (rolled)', { rolled: true, speed: 0 }],
    ['a fallen wreck', { wreck: true, rolled: true, speed: 0 }],
  ])('p64: "Bikes which have fallen over can\'t be fired at by anything other than turret mounted weapons": %s', (_, patch) => {
    const fallen = { id: 'bike', kind: 'bike' as const, lane: 3, space: 5, speed: 0, weapons: [], patch };
    // The hood gun finds nothing (a car behind the fallen bike is still seen: it blocks nothing).
    const hood = board({ weapons: [gun('machineGun', 'hood'), gun('machineGun', 'turret')] }, [fallen, { id: 'car', lane: 3, space: 8, speed: 20, weapons: [] }], [1]);
    const h = shoot(hood, 'a.w1', 'car');
    expect(of(h.events, 'shot')).toEqual([expect.objectContaining({ target: 'car' })]);
    // The turret aims at the fallen bike, its nearest enemy (p27), and hits: die 2 + 2 + 1 turret >= range 3.
    const turret = board({ weapons: [gun('machineGun', 'hood'), gun('machineGun', 'turret')] }, [fallen], [2, 1]);
    const t = shoot(turret, 'a.w2', 'bike');
    expect(of(t.events, 'shot')).toEqual([expect.objectContaining({ weapon: 'a.w2', target: 'bike', range: 3, hit: true })]);
  });
});
