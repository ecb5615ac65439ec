import { describe, expect, it } from 'vitest';
import { boardOf, corridorOf, onRoad, rulerRange, sight } from './corridor';
import { convexOverlap, polygonDistance, rect } from '../polygon';
import { eligibleTarget, fireCorridor, fireCorridorPolygon } from '../resolve/shooting';
import { testState, v } from '../testkit';
import { startPhase } from '../flow/turn';
import { legalDeclarations } from '../plan/declarations';
import type { Heading, Mount, Section, WeaponType } from '../types';

const withWeapon = (mount: Mount, heading: Heading = 0, type: WeaponType = 'machineGun') =>
  testState({ vehicles: [{ id: 'a', lane: 3, space: 2, heading, weapons: [{ type, mount }] }] });

describe('fire corridors per mount on straight track (p25; mounts are an assumption)', () => {
  it.each<[Mount, Heading, number, number, number, number]>([
    ['hood', 0, 3, 4, 60, 420],
    ['roof', 0, 3, 4, 60, 420],
    ['wingLeft', 0, 3, 3, 60, 420],
    ['wingRight', 0, 4, 4, 60, 420],
    ['sideLeft', 0, 3, 3, 60, 420],
    ['sideRight', 0, 4, 4, 60, 420],
    ['fairingLeft', 0, 3, 4, 60, 420],
    ['hood', 4, 3, 4, 0, 40],
    ['wingLeft', 4, 4, 4, 0, 40],
    ['wingRight', 4, 3, 3, 0, 40],
  ])('p25: %s facing %i covers lanes %i-%i from the front to the end of the track', (mount, heading, lf, lt, t0, t1) => {
    expect(fireCorridor(withWeapon(mount, heading), 'a', 'a.w1')).toEqual([{ laneFrom: lf, laneTo: lt, t0, t1 }]);
  });

  it('p27: a turret has no fixed corridor; p22: a passive mount has none', () => {
    expect(fireCorridor(withWeapon('turret'), 'a', 'a.w1')).toEqual([]);
    expect(fireCorridorPolygon(withWeapon('turret'), 'a', 'a.w1')).toBeNull();
    expect(fireCorridor(withWeapon('passive', 0, 'oil'), 'a', 'a.w1')).toEqual([]);
  });

  it('p25: the corridor of a car at the far end of the track is empty (never off the track sections)', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 20 }] });
    expect(fireCorridor(s, 'a', 'a.w1')).toEqual([]);
  });

  it('p25: the corridor polygon of a straight corridor is its lane strip in centimetres', () => {
    const poly = fireCorridorPolygon(withWeapon('hood'), 'a', 'a.w1')!;
    const xs = poly.map((p) => p.x);
    const ys = poly.map((p) => p.y);
    expect(Math.min(...xs)).toBeCloseTo(24);
    expect(Math.max(...xs)).toBeCloseTo(168);
    expect(Math.min(...ys)).toBeCloseTo(4);
    expect(Math.max(...ys)).toBeCloseTo(8);
  });
});

describe('the range ruler (p25)', () => {
  it.each([
    [0, 1],
    [3, 2],
    [7.9, 2],
    [8, 2],
    [8.5, 3],
    [16, 3],
    [40, 6],
  ])('p25: %f cm to the closest point is range %i (target space counted, part of a space counts whole)', (cm, range) => {
    expect(rulerRange(cm)).toBe(range);
  });

  it('p25: a corridor running into a corner goes straight on and is cut where it leaves the road', () => {
    // Straight, then a left corner (inner radius 8 cm): lanes 1-2 aim at the outer edge (radius 24 cm)
    // and reach it after sqrt(24^2 - 12^2) = 20.78 cm.
    const s = testState({ sections: [{ kind: 'straight' }, { kind: 'corner', turn: 'left' }, { kind: 'straight' }], vehicles: [{ id: 'a', lane: 1, space: 2 }] });
    const c = corridorOf(boardOf(s), v(s, 'a'), 'hood')!;
    expect(c.kind).toBe('ruler');
    if (c.kind !== 'ruler') return;
    expect(c.length).toBeCloseTo(Math.sqrt(24 * 24 - 12 * 12), 2);
    const strips = fireCorridor(s, 'a', 'a.w1');
    expect(strips.some((z) => z.laneFrom === 1 && z.t0 === 60)).toBe(true);
    // It crosses the corner towards the outer edge and nothing lies beyond the corner.
    expect(strips.some((z) => z.laneFrom === 8)).toBe(true);
    expect(strips.every((z) => z.t0 >= 60 && z.t1 <= 120)).toBe(true);
  });

  it('p25: on a curve the ruler decides who is in the corridor, by the exact model', () => {
    const s = testState({
      sections: [{ kind: 'straight' }, { kind: 'corner', turn: 'left' }, { kind: 'straight' }],
      vehicles: [{ id: 'a', lane: 1, space: 2 }, { id: 'near', lane: 1, space: 3 }, { id: 'outer', lane: 7, space: 4 }, { id: 'far', lane: 3, space: 7 }],
    });
    // 'near': the corner's first space in lanes 1-2; 'outer': lanes 7-8 where the corridor meets the
    // outer edge (about 14.4 cm away: range 3); 'far': on the straight after the corner, out of sight.
    v(s, 'near').cell = { lane: 1, t0: 60, t1: 90 };
    v(s, 'outer').cell = { lane: 7, t0: 90, t1: 105 };
    const b = boardOf(s);
    const c = corridorOf(b, v(s, 'a'), 'hood')!;
    expect(sight(b, c, v(s, 'a'), v(s, 'near'))?.range).toBe(1);
    expect(sight(b, c, v(s, 'a'), v(s, 'outer'))?.range).toBe(3);
    expect(sight(b, c, v(s, 'a'), v(s, 'far'))).toBeNull();
  });

  it('p25: a car at 45 degrees after a spin lays the ruler from its own front and it stops at the road edge', () => {
    // Lane 4 space 2, turned 45 degrees clockwise (towards lane 8): the right edge of the hood band
    // reaches the road edge (16 cm) after (16 - 12.24) / sin 45 = 5.3 cm.
    const s = testState({ vehicles: [{ id: 'a', lane: 4, space: 2, heading: 1 }, { id: 'ahead', lane: 3, space: 5 }, { id: 'diag', lane: 5, space: 3 }] });
    const b = boardOf(s);
    const c = corridorOf(b, v(s, 'a'), 'hood')!;
    expect(c.kind).toBe('ruler');
    if (c.kind !== 'ruler') return;
    expect(c.length).toBeCloseTo((16 - (10.828 + 1.414)) / Math.SQRT1_2, 1);
    expect(sight(b, c, v(s, 'a'), v(s, 'ahead'))).toBeNull();
    expect(sight(b, c, v(s, 'a'), v(s, 'diag'))?.range).toBe(1);
  });

  it('p25: a car on the grid with straight track ahead counts spaces on the grid', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 1 }, { id: 't', lane: 4, space: 5 }] });
    const b = boardOf(s);
    const c = corridorOf(b, v(s, 'a'), 'hood')!;
    expect(c.kind).toBe('grid');
    expect(sight(b, c, v(s, 'a'), v(s, 't'))).toMatchObject({ range: 4, lanesIn: 1 });
  });

  it('p25: the road edge and the track ends bound the road', () => {
    const s = testState({ sections: 2, vehicles: [] });
    const { poses } = boardOf(s);
    expect(onRoad(s.track, poses, { x: 10, y: 0 })).toBe(true);
    expect(onRoad(s.track, poses, { x: 10, y: 16 })).toBe(true);
    expect(onRoad(s.track, poses, { x: 10, y: 16.1 })).toBe(false);
    expect(onRoad(s.track, poses, { x: 48.1, y: 5 })).toBe(false);
  });
});

describe('polygon helpers for the ruler (p25)', () => {
  it('p25: models in neighbouring lanes touch but are not partly inside each other', () => {
    const a = rect({ x: 4, y: 4 }, 0, 8, 4);
    expect(convexOverlap(a, rect({ x: 4, y: 8 }, 0, 8, 4))).toBe(false);
    expect(convexOverlap(a, rect({ x: 4, y: 7.9 }, 0, 8, 4))).toBe(true);
    expect(convexOverlap(a, rect({ x: 10, y: 6 }, Math.PI / 4, 8, 4))).toBe(true);
  });

  it('p25: the distance between two models is measured to the closest point', () => {
    expect(polygonDistance(rect({ x: 4, y: 4 }, 0, 8, 4), rect({ x: 20, y: 4 }, 0, 8, 4))).toBeCloseTo(8);
    expect(polygonDistance(rect({ x: 4, y: 4 }, 0, 8, 4), rect({ x: 4, y: 10 }, 0, 8, 4))).toBeCloseTo(2);
  });
});

describe('a turret cannot fire across the roadside (p25, p27)', () => {
  // A straight, a left-hand corner, a straight: the turret car waits before the corner, the enemy
  // is just past it. On the inner lanes the straight line between them cuts across the inside of
  // the corner, off the track; on the outer lanes it stays on the road.
  const road: Section[] = [{ kind: 'straight' }, { kind: 'corner', turn: 'left' }, { kind: 'straight' }];
  const board = (lane: number) => startPhase(testState({ sections: road, vehicles: [
    { id: 'a', lane, space: 2, side: 'x', speed: 0, weapons: [{ type: 'machineGun', mount: 'turret' }] },
    { id: 'e', lane, space: 6, side: 'y', speed: 0, weapons: [] },
  ] }), 1);

  it('p25: "a fire corridor may never be extended off the track sections": a turret line of fire through the inside of a corner is blocked', () => {
    const s = board(1);
    expect(eligibleTarget(s, 'a', 'a.w1')).toBeNull();
    // No target for a car that does not move: no shoot action is offered (p22, p25).
    expect(legalDeclarations(s, 'a', 'moveOff').filter((a) => a.kind === 'shoot')).toEqual([]);
  });

  it('p27: on the outer lanes the same shot stays on the road and may be fired', () => {
    const s = board(7);
    expect(eligibleTarget(s, 'a', 'a.w1')?.target).toBe('e');
    expect(legalDeclarations(s, 'a', 'moveOff')).toContainEqual({ kind: 'shoot', weapon: 'a.w1' });
  });

  it('p27: the turret aims at the nearest enemy it can see: a closer one behind the roadside is passed over', () => {
    const longer: Section[] = [{ kind: 'straight' }, ...road];
    const s = testState({ sections: longer, vehicles: [
      { id: 'a', lane: 1, space: 5, side: 'x', speed: 0, weapons: [{ type: 'machineGun', mount: 'turret' }] },
      { id: 'hidden', lane: 1, space: 9, side: 'y', speed: 0, weapons: [] },
      { id: 'behind', lane: 1, space: 0, side: 'y', speed: 0, weapons: [] },
    ] });
    expect(eligibleTarget(s, 'a', 'a.w1')).toMatchObject({ target: 'behind', range: 5 });
  });
});
