import { afterEach, describe, expect, it, vi } from 'vitest';
import * as damage from './damage';
import type { GameEvent } from '../events';
import { canLay, DUMMY, layPassive, lockedOnDeploy, markersIn, resolveMarkerHits, shootPassive, switchOff } from './passives';
import { testCtx, testState, v, type TestVehicle } from '../testkit';
import { cellAt } from '../grid';
import type { GameState, Heading, Marker, Mount, MoveKind, PassiveKind, Section, VehicleKind, WeaponType } from '../types';

afterEach(() => {
  vi.restoreAllMocks();
});

const layer = (type: WeaponType, mount: Mount = 'passive') => ({ type, mount });
const A = (over: Partial<TestVehicle> = {}): TestVehicle => ({ id: 'a', lane: 3, space: 3, weapons: [layer('oil')], ...over });
const board = (vehicles: TestVehicle[], sections?: Section[]): GameState => testState({ vehicles, sections });
const of = <K extends GameEvent['type']>(events: GameEvent[], type: K) => events.filter((e): e is Extract<GameEvent, { type: K }> => e.type === type);

function marker(s: GameState, kind: PassiveKind, lane = 3, space = 3, extra: Partial<Marker> = {}): string {
  const id = `m${s.markers.length + 1}`;
  s.markers.push({ id, kind, dummy: false, faceUp: kind === 'smoke', owner: 'x', cell: { lane, t0: space * 20, t1: space * 20 + 20 }, underVehicle: null, ...extra });
  return id;
}

describe('laying passives (p22)', () => {
  it.each<[Heading, number]>([
    [0, 40],
    [4, 80],
  ])('p22: a car facing %i lays its marker on its two lanes in the space behind it (ticks from %i)', (heading, t0) => {
    const s = board([A({ heading })]);
    const ctx = testCtx(s);
    expect(layPassive(ctx, 'a', 'a.w1', false)).toBe('laid');
    expect(s.markers[0]).toMatchObject({ kind: 'oil', owner: 'a', cell: { lane: 3, t0, t1: t0 + 20 }, underVehicle: null });
    expect(v(s, 'a').weapons[0].ammo).toBe(11);
    expect(of(ctx.events, 'passiveLaid')[0]).toMatchObject({ marker: s.markers[0].id, dummy: false, rule: 'p22' });
  });

  it.each<[WeaponType, boolean, boolean]>([
    ['oil', false, false],
    ['mines', false, false],
    ['spikes', false, false],
    ['smoke', false, true],
    ['oil', true, false],
    ['smoke', true, false],
  ])('p22: %s (dummy: %s) is placed face up: %s', (type, dummy, faceUp) => {
    const s = board([A({ weapons: [layer(type)] })]);
    layPassive(testCtx(s), 'a', 'a.w1', dummy);
    expect(s.markers[0]).toMatchObject({ faceUp, dummy });
  });

  it.each<[string, Partial<TestVehicle>, string, boolean, boolean, boolean]>([
    ['oil while moving', {}, 'a.w1', true, false, true],
    ['oil in a phase the car does not move', {}, 'a.w1', false, false, false],
    ['smoke from a car that does not move (p23)', { weapons: [layer('smoke')] }, 'a.w1', false, false, true],
    ['smoke from a stationary car', { weapons: [layer('smoke')], speed: 0 }, 'a.w1', false, false, true],
    ['a dummy while not moving', {}, 'a.w1', false, true, false],
    ['a dummy while moving', {}, 'a.w1', true, true, true],
    ['a dummy by the id "dummy"', {}, DUMMY, true, false, true],
    ['a dummy from a car without passive weapons', { weapons: [{ type: 'machineGun', mount: 'hood' }] }, DUMMY, true, false, false],
    ['a dummy with none left', { dummies: 0 }, DUMMY, true, false, false],
    ['no road behind the car', { space: 0 }, 'a.w1', true, false, false],
    ['a stationary bike laying smoke (p64)', { kind: 'bike' as VehicleKind, weapons: [layer('lwSmoke')], speed: 0 }, 'a.w1', false, false, false],
    ['a car with terminal damage (p35)', { patch: { terminal: true } }, 'a.w1', true, false, false],
  ])('p22: may lay %s', (_l, over, wid, moving, dummy, ok) => {
    const s = board([A(over)]);
    expect(canLay(s, 'a', wid, moving, dummy)).toBe(ok);
  });

  it.each<[string, (s: GameState) => void, boolean]>([
    ['empty', (s) => (v(s, 'a').weapons[0].ammo = 0), false],
    ['destroyed', (s) => (v(s, 'a').weapons[0].status = 'destroyed'), false],
    ['command link severed', (s) => (v(s, 'a').weapons[0].status = 'linkSevered'), false],
    ['damaged (it rolls)', (s) => (v(s, 'a').weapons[0].status = 'damaged'), true],
  ])('p35: a layer that is %s may lay: %s', (_l, tweak, ok) => {
    const s = board([A()]);
    tweak(s);
    expect(canLay(s, 'a', 'a.w1', true)).toBe(ok);
  });

  it('p22: a dummy spends a dummy, not ammunition, and pretends to be the car\'s passive', () => {
    const s = board([A({ weapons: [layer('mines')] })]);
    const ctx = testCtx(s);
    layPassive(ctx, 'a', DUMMY, false);
    expect(s.markers[0]).toMatchObject({ kind: 'mines', dummy: true, faceUp: false });
    expect(v(s, 'a').dummies).toBe(5);
    expect(v(s, 'a').weapons[0].ammo).toBe(6);
    expect(of(ctx.events, 'passiveLaid')[0].dummy).toBe(true);
  });

  it.each([
    [1, false],
    [3, false],
    [4, true],
  ])('p35: a damaged layer must pass its jam roll even for a dummy: die %i lays it: %s', (die, laid) => {
    const s = board([A()]);
    v(s, 'a').weapons[0].status = 'damaged';
    const ctx = testCtx(s, [die]);
    expect(layPassive(ctx, 'a', 'a.w1', true)).toBe(laid ? 'laid' : 'jammed');
    expect(ctx.events[0]).toMatchObject({ type: 'jam', fired: laid, dice: [die], rule: 'p35' });
    expect(s.markers).toHaveLength(laid ? 1 : 0);
    expect(v(s, 'a').dummies).toBe(laid ? 5 : 6);
  });

  it('p23: an Interceptor using both passive mounts in one move stacks the markers in the same place', () => {
    const s = board([A({ kind: 'interceptor', weapons: [layer('oil', 'passiveLeft'), layer('mines', 'passiveRight')] })]);
    const ctx = testCtx(s);
    layPassive(ctx, 'a', 'a.w1', false);
    layPassive(ctx, 'a', 'a.w2', false);
    expect(s.markers.map((m) => m.kind)).toEqual(['oil', 'mines']);
    expect(s.markers[0].cell).toEqual(s.markers[1].cell);
  });
});

describe('tail-gating (p23)', () => {
  it.each([
    [1, false],
    [5, false],
    [2, true],
    [6, true],
  ])('p23: with a car right behind, die %i places the marker (under it): %s', (die, placed) => {
    const s = board([A(), { id: 'f', lane: 4, space: 2 }]);
    const ctx = testCtx(s, [die]);
    expect(layPassive(ctx, 'a', 'a.w1', false)).toBe(placed ? 'laid' : 'failed');
    expect(v(s, 'a').weapons[0].ammo).toBe(11);
    if (placed) {
      expect(s.markers[0].underVehicle).toBe('f');
      expect(of(ctx.events, 'passiveLaid')[0]).toMatchObject({ rule: 'p23', dice: [die] });
    } else {
      expect(s.markers).toHaveLength(0);
      expect(of(ctx.events, 'passiveFailed')[0]).toMatchObject({ rule: 'p23', dice: [die] });
    }
  });

  it('p23: a dummy scatters like a real marker: the dummy is spent', () => {
    const s = board([A(), { id: 'f', lane: 3, space: 2 }]);
    layPassive(testCtx(s, [3]), 'a', 'a.w1', true);
    expect(s.markers).toHaveLength(0);
    expect(v(s, 'a').dummies).toBe(5);
  });

  it('p23: smoke can always be laid with a car on your tail, without a roll', () => {
    const s = board([A({ weapons: [layer('smoke')] }), { id: 'f', lane: 3, space: 2 }]);
    const ctx = testCtx(s, [1]);
    layPassive(ctx, 'a', 'a.w1', false);
    expect(s.markers[0]).toMatchObject({ kind: 'smoke', underVehicle: null });
    expect(s.rng.forced).toEqual([1]);
  });

  it('p23: a car beside the space behind is no tail-gater', () => {
    const s = board([A(), { id: 'f', lane: 5, space: 2 }]);
    const ctx = testCtx(s, [1]);
    expect(layPassive(ctx, 'a', 'a.w1', false)).toBe('laid');
    expect(s.rng.forced).toEqual([1]);
  });
});

describe('lock-on (p23)', () => {
  it('p23: a locked-on oil layer lays after every move without an action, and a spin disperses the oil', () => {
    const s = board([A()]);
    const ctx = testCtx(s);
    shootPassive(ctx, 'a', 'a.w1', false, true);
    const w = v(s, 'a').weapons[0];
    expect(w.lockedOn).toBe(true);
    expect(s.markers).toHaveLength(1);
    v(s, 'a').cell = { lane: 3, t0: 80, t1: 100 };
    lockedOnDeploy(ctx, 'a', false);
    expect(s.markers).toHaveLength(2);
    expect(s.markers[1].cell).toEqual({ lane: 3, t0: 60, t1: 80 });
    expect(of(ctx.events, 'passiveLaid')[1].locked).toBe(true);
    lockedOnDeploy(ctx, 'a', true);
    expect(s.markers).toHaveLength(2);
    expect(w.ammo).toBe(9);
    expect(of(ctx.events, 'passiveFailed')[0]).toMatchObject({ reason: expect.stringContaining('dispersed'), rule: 'p23' });
  });

  it('p23: smoke locks on too; mines and spikes cannot', () => {
    const s = board([A({ weapons: [layer('smoke'), layer('mines')] })]);
    const ctx = testCtx(s);
    shootPassive(ctx, 'a', 'a.w1', false, true);
    shootPassive(ctx, 'a', 'a.w2', false, true);
    expect(v(s, 'a').weapons.map((w) => w.lockedOn)).toEqual([true, false]);
  });

  it('p23: a layer that runs dry switches off', () => {
    const s = board([A({ weapons: [{ type: 'oil', mount: 'passive', ammo: 2 }] })]);
    const ctx = testCtx(s);
    shootPassive(ctx, 'a', 'a.w1', false, true);
    lockedOnDeploy(ctx, 'a', false);
    expect(v(s, 'a').weapons[0]).toMatchObject({ ammo: 0, lockedOn: false });
    expect(of(ctx.events, 'lockOn').map((e) => e.on)).toEqual([true, false]);
  });

  it('p23: oil layers on stationary vehicles turn themselves off; smoke keeps going', () => {
    const s = board([A({ weapons: [layer('oil'), layer('smoke')] })]);
    const ctx = testCtx(s);
    for (const w of v(s, 'a').weapons) w.lockedOn = true;
    v(s, 'a').speed = 0;
    lockedOnDeploy(ctx, 'a', false);
    expect(v(s, 'a').weapons.map((w) => w.lockedOn)).toEqual([false, true]);
    expect(s.markers.map((m) => m.kind)).toEqual(['smoke']);
  });

  it('p23: switching off lays nothing and uses no ammunition', () => {
    const s = board([A()]);
    const ctx = testCtx(s);
    v(s, 'a').weapons[0].lockedOn = true;
    expect(switchOff(ctx, 'a', 'a.w1')).toBe(true);
    expect(v(s, 'a').weapons[0]).toMatchObject({ lockedOn: false, ammo: 12 });
    expect(s.markers).toHaveLength(0);
    expect(switchOff(ctx, 'a', 'a.w1')).toBe(false);
  });
});

describe('passive hits (p22, p24)', () => {
  it('p24: markers are found by contact zones', () => {
    const s = board([A()]);
    marker(s, 'oil', 3, 5);
    marker(s, 'oil', 5, 5);
    expect(markersIn(s, [{ laneFrom: 4, laneTo: 4, t0: 100, t1: 120 }]).map((m) => m.id)).toEqual(['m1']);
  });

  it('p22: a face-down marker is turned over; a dummy is then removed', () => {
    const s = board([A()]);
    const real = marker(s, 'oil');
    const dummy = marker(s, 'mines', 3, 3, { dummy: true });
    const ctx = testCtx(s);
    resolveMarkerHits(ctx, 'a', [real, dummy], 'straight');
    expect(of(ctx.events, 'markerRevealed').map((e) => [e.marker, e.dummy])).toEqual([[real, false], [dummy, true]]);
    expect(s.markers.map((m) => [m.id, m.faceUp])).toEqual([[real, true]]);
    expect(of(ctx.events, 'markerRemoved')[0].marker).toBe(dummy);
  });

  it('p23: a marker laid under a tail-gater stops being "under" it once it has been hit', () => {
    const s = board([A()]);
    const id = marker(s, 'smoke', 3, 3, { underVehicle: 'a' });
    resolveMarkerHits(testCtx(s), 'a', [id], 'straight');
    expect(s.markers[0].underVehicle).toBeNull();
  });
});

describe('passive damage (p30)', () => {
  it('p30: a pattern mine is one hit at +3 on the floor, a 50 mph hazard, and is removed', () => {
    const hits = vi.spyOn(damage, 'applyHit').mockImplementation(() => {});
    const s = board([A()]);
    const id = marker(s, 'mines');
    const items = resolveMarkerHits(testCtx(s), 'a', [id], 'straight');
    expect(hits).toHaveBeenCalledWith(expect.anything(), 'a', expect.objectContaining({ damage: 3, facing: 'floor', rule: 'p30', by: 'x' }));
    expect(items).toEqual([{ limit: 50, cause: 'pattern mines', rule: 'p30', kind: 'mines' }]);
    expect(s.markers).toHaveLength(0);
  });

  it('p30: with the real damage module a mine hit is rolled and logged', () => {
    const s = board([A()]);
    const id = marker(s, 'mines');
    const ctx = testCtx(s, [2]);
    resolveMarkerHits(ctx, 'a', [id], 'straight');
    expect(of(ctx.events, 'hit')[0]).toMatchObject({ vehicle: 'a', source: 'pattern mines', damageBonus: 3, dice: [2], points: 2 });
  });

  it.each<[MoveKind, Section['kind'], number]>([
    ['straight', 'straight', 60],
    ['accelerate', 'straight', 30],
    ['brake', 'straight', 30],
    ['drift', 'straight', 30],
    ['skid', 'straight', 30],
    ['straight', 'bend', 30],
  ])('p30: oil after a %s move on a %s tests at %i mph, and costs a point of handling', (move, kind, limit) => {
    const sections: Section[] = [{ kind: 'straight' }, kind === 'straight' ? { kind } : { kind, turn: 'left' }, { kind: 'straight' }];
    const s = board([A({ space: 4 })], sections);
    const id = marker(s, 'oil', 3, 4);
    const items = resolveMarkerHits(testCtx(s), 'a', [id], move);
    expect(items).toEqual([{ limit, cause: 'oil', rule: 'p30', oil: true, kind: limit === 60 ? 'oil' : 'oilOffStraight' }]);
    expect(v(s, 'a').handling).toBe(3);
    expect(s.markers).toHaveLength(1);
  });

  it('p30: oil can lower handling by two points at most', () => {
    const s = board([A()]);
    const ctx = testCtx(s);
    for (let i = 0; i < 3; i++) resolveMarkerHits(ctx, 'a', [marker(s, 'oil')], 'straight');
    expect(v(s, 'a').handling).toBe(2);
    expect(of(ctx.events, 'oilHit').map((e) => e.handlingLoss)).toEqual([1, 1, 0]);
  });

  it('p30: smoke is a 60 mph hazard and stays on the road', () => {
    const s = board([A()]);
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'smoke')], 'drift');
    expect(items).toEqual([{ limit: 60, cause: 'smoke', rule: 'p30', kind: 'smoke' }]);
    expect(s.markers).toHaveLength(1);
  });

  it.each([
    [20, [6], false, 'immune at 20 mph or less'],
    [21, [5], false, 'no effect'],
    [21, [6], true, 'wheel critical at 0 damage'],
  ])('p30: spikes at %i mph with the layer\'s die %j: wheel critical %s', (speed, dice, crit, effect) => {
    const spy = vi.spyOn(damage, 'criticalHit').mockImplementation(() => {});
    const s = board([A({ speed })]);
    const ctx = testCtx(s, dice);
    const items = resolveMarkerHits(ctx, 'a', [marker(s, 'spikes')], 'straight');
    expect(items).toEqual([]);
    expect(of(ctx.events, 'spikes')[0].effect).toBe(effect);
    expect(s.rng.forced).toEqual(speed <= 20 ? dice : []);
    if (crit) expect(spy).toHaveBeenCalledWith(expect.anything(), 'a', 'floor', 0, { location: 'wheels' });
    else expect(spy).not.toHaveBeenCalled();
  });
});

describe('double hits (p31)', () => {
  it('p31: two oil markers after a straight-ahead move are two hits: two points of handling, two oil hazards', () => {
    const s = board([A()]);
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'oil'), marker(s, 'oil')], 'straight');
    expect(v(s, 'a').handling).toBe(2);
    expect(items).toEqual([0, 1].map(() => ({ limit: 60, cause: 'two oil slicks', rule: 'p31', oil: true, kind: 'oil' })));
  });

  it('p31: two pattern mines: damage rolled for both, one hazard roll at 30 mph', () => {
    const hits = vi.spyOn(damage, 'applyHit').mockImplementation(() => {});
    const s = board([A()]);
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'mines'), marker(s, 'mines')], 'straight');
    expect(hits).toHaveBeenCalledTimes(2);
    expect(items).toEqual([{ limit: 30, cause: 'two pattern mines', rule: 'p31', kind: 'mines' }]);
    expect(s.markers).toHaveLength(0);
  });

  it('p31: two smoke markers: one hazard roll against the normal limit', () => {
    const s = board([A()]);
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'smoke'), marker(s, 'smoke')], 'brake');
    expect(items).toEqual([{ limit: 60, cause: 'two smoke markers', rule: 'p31', kind: 'smoke' }]);
  });

  it('p31: two spike markers are a single hit: one die', () => {
    vi.spyOn(damage, 'criticalHit').mockImplementation(() => {});
    const s = board([A()]);
    const ctx = testCtx(s, [2, 6]);
    resolveMarkerHits(ctx, 'a', [marker(s, 'spikes'), marker(s, 'spikes')], 'straight');
    expect(of(ctx.events, 'spikes')).toHaveLength(1);
    expect(s.rng.forced).toEqual([6]);
  });

  it('p31: an odd pair (oil and mines) is resolved as two separate hits', () => {
    const hits = vi.spyOn(damage, 'applyHit').mockImplementation(() => {});
    const s = board([A()]);
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'oil'), marker(s, 'mines', 1)], 'straight');
    expect(hits).toHaveBeenCalledTimes(1);
    expect(v(s, 'a').handling).toBe(3);
    expect(items).toEqual([
      { limit: 50, cause: 'pattern mines', rule: 'p30', kind: 'mines' },
      { limit: 60, cause: 'oil', rule: 'p30', oil: true, kind: 'oil' },
    ]);
  });

  it('p31: "either on a straight or a corner": two mines on a corner after a straight-ahead move are the double hit', () => {
    vi.spyOn(damage, 'applyHit').mockImplementation(() => {});
    const s = board([A({ space: 0 })], [{ kind: 'corner', turn: 'left' }]);
    v(s, 'a').cell = cellAt(s.track, 3, 0)!;
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'mines', 3, 0), marker(s, 'mines', 3, 0)], 'accelerate');
    expect(items).toEqual([{ limit: 30, cause: 'two pattern mines', rule: 'p31', kind: 'mines' }]);
  });

  it('p31, p30: two oil markers on a curve: two points of handling, two oil hazards at the curve\'s 30 mph', () => {
    const s = board([A({ space: 0 })], [{ kind: 'bend', turn: 'right' }]);
    v(s, 'a').cell = cellAt(s.track, 3, 0)!;
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'oil', 3, 0), marker(s, 'oil', 3, 0)], 'straight');
    expect(v(s, 'a').handling).toBe(2);
    expect(items).toEqual([0, 1].map(() => ({ limit: 30, cause: 'two oil slicks', rule: 'p31', oil: true, kind: 'oilOffStraight' })));
  });

  it('p31: three pattern mines pair off: a double hit and a single one (assumption)', () => {
    const hits = vi.spyOn(damage, 'applyHit').mockImplementation(() => {});
    const s = board([A()]);
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'mines'), marker(s, 'mines'), marker(s, 'mines')], 'straight');
    expect(hits).toHaveBeenCalledTimes(3);
    expect(items.map((i) => i.limit).sort()).toEqual([30, 50]);
  });

  it('p31: an odd pair (smoke and spikes) is two separate hits: the spikes roll, the smoke is a 60 mph hazard', () => {
    vi.spyOn(damage, 'criticalHit').mockImplementation(() => {});
    const s = board([A()]);
    const ctx = testCtx(s, [6]);
    const items = resolveMarkerHits(ctx, 'a', [marker(s, 'smoke'), marker(s, 'spikes', 4)], 'straight');
    expect(of(ctx.events, 'spikes')).toEqual([expect.objectContaining({ effect: 'wheel critical at 0 damage', dice: [6], rule: 'p30' })]);
    expect(items).toEqual([{ limit: 60, cause: 'smoke', rule: 'p30', kind: 'smoke' }]);
  });

  it('p31: the table is for straight-ahead moves; two mines hit in a drift are two ordinary mine hits', () => {
    vi.spyOn(damage, 'applyHit').mockImplementation(() => {});
    const s = board([A()]);
    const items = resolveMarkerHits(testCtx(s), 'a', [marker(s, 'mines'), marker(s, 'mines')], 'drift');
    expect(items.map((i) => i.limit)).toEqual([50, 50]);
  });
});
