// "Gangs", "The road", "Victory" (who is slow) and "Setup" (seeds/003); the two variants.
import { describe, expect, it } from 'vitest';
import { ARMORED_TRAIN, EQUIPMENT_TABLE, GYROCOPTER, VEHICLE_TABLE, equipmentOf } from './data';
import { newRoadGang } from './setup';
import { capacityOf, speedOf } from './stats';
import { rgLegalCommands, rgPending } from './turn';
import { rgTestState } from './testkit';
import { of, play } from './testPlay';
import type { RgState } from './types';

const players = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }];
const game = (seed: number, options = {}) => {
  const r = newRoadGang({ ruleset: 'roadGang', players, options }, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Vehicle and equipment tables', () => {
  it('twelve vehicles and twenty pieces of equipment, as printed', () => {
    expect(VEHICLE_TABLE).toHaveLength(12);
    expect(VEHICLE_TABLE[7]).toMatchObject({ name: '18 Wheeler', speed: -1, mnvr: -2, armor: 3, size: 6, crew: 8 });
    expect(VEHICLE_TABLE[9]).toMatchObject({ name: 'Dragster', speed: 3, mnvr: -1, armor: 1, size: 2, crew: 2 });
    expect(EQUIPMENT_TABLE).toHaveLength(20);
    expect(EQUIPMENT_TABLE[4]).toMatchObject({ name: 'Flame Thrower', range: 2, toHit: 2, uses: '1D6', fire: true });
    expect(EQUIPMENT_TABLE[13]).toMatchObject({ name: 'Shotgun', range: 2, toHit: 1, uses: '1D6', hth: 2 });
  });
});

describe('Gangs: six rolled vehicles, each with as many pieces of equipment as its size', () => {
  it('every gang has six vehicles and the right number of items, uses in their dice ranges', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state } = game(seed);
      for (const p of players) {
        const gang = state.vehicles.filter((v) => v.gang === p.id);
        expect(gang).toHaveLength(6);
        for (const v of gang) {
          const size = VEHICLE_TABLE.find((r) => r.type === v.type)!.size;
          expect(v.items).toHaveLength(size);
          expect(v.crew).toBe(capacityOf(v));
          for (const it of v.items) {
            const u = equipmentOf(it.kind).uses;
            const [lo, hi] = u === '2D6' ? [2, 12] : u === '1D3' ? [1, 3] : u === '1D6' ? [1, 6] : [null, null];
            if (lo === null) expect(it.uses).toBeNull();
            else { expect(it.uses).toBeGreaterThanOrEqual(lo); expect(it.uses).toBeLessThanOrEqual(hi!); }
          }
        }
      }
    }
  });

  it('the vehicle die picks the row: a forced 8 and 12s give 18 Wheelers', () => {
    // Ann's first vehicle: d12 8 (18 Wheeler, size 6) then six d20 of 12 (Modified Engine, no uses).
    const r = newRoadGang({ ruleset: 'roadGang', players, forcedDice: [8, 12, 12, 12, 12, 12, 12] }, 1);
    if (!r.ok) throw new Error();
    const v = r.value.state.vehicles[0];
    expect(v.type).toBe('eighteenWheeler');
    expect(v.items.map((i) => i.kind)).toEqual(Array(6).fill('modifiedEngine'));
    expect(speedOf(v)).toBe(5);
  });

  it('passengers add crew', () => {
    const r = newRoadGang({ ruleset: 'roadGang', players, forcedDice: [1, 13] }, 1);
    if (!r.ok) throw new Error();
    expect(r.value.state.vehicles[0]).toMatchObject({ type: 'motorcycle', crew: 2 });
  });
});

describe('The road and the Slow Gang', () => {
  it('1D6 obstacles on random segments, never the Start or the end', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { state, events } = game(seed);
      const obstacles = state.counters.filter((c) => c.kind === 'obstacle');
      expect(obstacles.length).toBeGreaterThanOrEqual(1);
      expect(obstacles.length).toBeLessThanOrEqual(6);
      for (const o of obstacles) { expect(o.segment).toBeGreaterThan(1); expect(o.segment).toBeLessThan(100); }
      expect(of(events, 'obstaclePlaced')).toHaveLength(obstacles.length);
    }
  });

  it('the gang whose speeds add up lower is the Slow Gang, all on the Start; the Fast Gang places', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state: s } = game(seed);
      const total = (p: string) => s.vehicles.filter((v) => v.gang === p).reduce((n, v) => n + speedOf(v), 0);
      expect(total(s.slowGang)).toBeLessThanOrEqual(total(s.fastGang));
      expect(s.vehicles.filter((v) => v.gang === s.slowGang).every((v) => v.segment === 1)).toBe(true);
      expect(rgPending(s)).toMatchObject({ kind: 'place', player: s.fastGang });
    }
  });

  it('after placing, the Slow Gang goes first', () => {
    let s: RgState = game(3).state;
    while (s.flow.kind === 'place') s = play(s, rgLegalCommands(s)[40]).s;
    expect(s.vehicles.filter((v) => v.gang === s.fastGang).every((v) => v.segment === 41)).toBe(true);
    expect(rgPending(s)).toMatchObject({ kind: 'activate', player: s.slowGang });
  });
});

describe('Zaks armored train variant', () => {
  it('the Slow Gang may take the train instead of two vehicles: dart gun, ten rolled items, never armor plates', () => {
    const { state: s } = game(5, { train: true });
    expect(rgPending(s)).toMatchObject({ kind: 'train', player: s.slowGang });
    const two = s.vehicles.filter((v) => v.gang === s.slowGang).slice(0, 2).map((v) => v.id);
    const { s: t } = play(s, { type: 'train', by: s.slowGang, replace: two });
    const gang = t.vehicles.filter((v) => v.gang === t.slowGang);
    expect(gang).toHaveLength(5);
    const train = gang.find((v) => v.type === 'armoredTrain')!;
    expect(train.items[0].kind).toBe('dartGun');
    expect(train.items).toHaveLength(1 + ARMORED_TRAIN.size);
    expect(train.items.some((i) => i.kind === 'armorPlates')).toBe(false);
    expect(train.segment).toBe(1);
  });

  it('the train rides 1D3+1D3 forward only, whatever its speed', () => {
    const s = rgTestState({ vehicles: [{ id: 't', type: 'armoredTrain', gang: 'a', segment: 10, items: ['modifiedEngine'] }], dice: [6, 5] });
    const rolled = play(s, { type: 'activate', by: 'a', vehicle: 't' }, { type: 'ride', by: 'a' }).s;
    expect(rolled.flow).toMatchObject({ roll: 6 });
    const moves = rgLegalCommands(rolled).filter((c) => c.type === 'move');
    expect(moves).toEqual([{ type: 'move', by: 'a', direction: 'forward', boost: 0, nitros: null, chutes: null }]);
    expect(play(rolled, moves[0]).s.vehicles[0].segment).toBe(16);
  });
});

describe('Gyrocopter variant', () => {
  it('each gang\'s sixth vehicle is a gyrocopter with Molotovs (2D6 uses) and one rolled item', () => {
    const { state: s } = game(2, { gyrocopter: true });
    for (const p of players) {
      const g = s.vehicles.find((v) => v.gang === p.id && v.type === 'gyrocopter')!;
      expect(g.items).toHaveLength(GYROCOPTER.size);
      expect(g.items[0].kind).toBe('molotovs');
      expect(g.items[0].uses).toBeGreaterThanOrEqual(2);
    }
  });

  it('cannot ram or be rammed, no hand-to-hand, flies over counters, no tyres', () => {
    const s = rgTestState({
      vehicles: [{ id: 'g', type: 'gyrocopter', gang: 'a', segment: 20, items: ['crossbows'] }, { id: 'v', type: 'van', gang: 'b', segment: 20 }],
      counters: [{ kind: 'oil', owner: 'b', segment: 22 }],
      dice: [1, 1],
    });
    const t = play(s, { type: 'activate', by: 'a', vehicle: 'g' }, { type: 'ride', by: 'a' }, { type: 'move', by: 'a', direction: 'forward', boost: 0, nitros: null, chutes: null });
    expect(of(t.events, 'counterTest')).toHaveLength(0);
    expect(t.s.vehicles[0].segment).toBe(22);
    const enemyTurn = rgTestState({ vehicles: [{ id: 'g', type: 'gyrocopter', gang: 'a', segment: 20 }, { id: 'v', type: 'van', gang: 'b', segment: 20, items: ['crossbows'] }], flow: { kind: 'activate', player: 'b' } });
    const missile = play(enemyTurn, { type: 'activate', by: 'b', vehicle: 'v' }, { type: 'pass', by: 'b' }).s;
    const fires = rgLegalCommands(missile).filter((c) => c.type === 'fire');
    expect(fires.map((c) => (c as { aim: string }).aim)).toEqual(['crew']);
    const after = play(missile, { type: 'pass', by: 'b' }).s;
    // No ram, no hand-to-hand against the gyrocopter: the van's turn is over.
    expect(after.flow.kind).toBe('activate');
  });
});
