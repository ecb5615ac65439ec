import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import type { GameState, Marker } from '../engine';
import { testState } from '../engine/testkit';
import { badgeFor, boardSummary, closestOnPolygon, markerViews, vehicleViews } from './viewModel';
import { buildTimeline } from './animation';
import { OWNER_COLOURS } from './palette';

const base = testState({
  vehicles: [
    { id: 'a', lane: 3, space: 2, owner: 'p1', name: 'Hawk' },
    { id: 'b', lane: 5, space: 6, owner: 'p2', heading: 2, patch: { outOfControl: true } },
    { id: 'c', lane: 1, space: 9, owner: 'p2', patch: { status: 'crashed' } },
  ],
});
const s: GameState = { ...base, players: [{ id: 'p1', name: 'One' }, { id: 'p2', name: 'Two' }] };
const poses = geometry.sectionPoses(s.track);
const marker = (over: Partial<Marker>): Marker => ({ id: 'm1', kind: 'oil', dummy: false, faceUp: false, owner: 'a', cell: { lane: 3, t0: 20, t1: 40 }, underVehicle: null, ...over });

describe('vehicle views', () => {
  it('draws vehicles in play, coloured by seat, posed by the engine geometry', () => {
    const vs = vehicleViews(s, poses, 'b', null, 0);
    expect(vs.map((v) => v.id)).toEqual(['a', 'b']);
    expect(vs[0].colour).toBe(OWNER_COLOURS[0]);
    expect(vs[1].colour).toBe(OWNER_COLOURS[1]);
    expect(vs[1].pending).toBe(true);
    expect(vs[1].pose).toEqual(geometry.vehiclePose(s.track, poses, s.vehicles[1].cell, 2));
    expect(vs[0].mounts).toEqual(['hood']);
    expect(vs[1].badge).toBe('OUT OF CONTROL');
  });

  it('keeps a car that left play visible while its last move is animated', () => {
    const tl = buildTimeline([{ type: 'moved', vehicle: 'c', from: { lane: 1, t0: 180, t1: 200 }, to: { lane: 1, t0: 200, t1: 220 }, heading: 0, move: 'straight', rule: 'p12', dice: [] }], s, s);
    expect(vehicleViews(s, poses, null, tl, 100).map((v) => v.id)).toContain('c');
    expect(vehicleViews(s, poses, null, tl, 300).map((v) => v.id)).not.toContain('c');
  });

  it('p87: draws the winner that crossed the finish line where it crossed, not a crashed car', () => {
    const over: GameState = { ...s, vehicles: s.vehicles.map((v) => (v.id === 'a' ? { ...v, status: 'finished' as const } : v)) };
    expect(vehicleViews(over, poses, null, null, 0).map((v) => v.id)).toEqual(['a', 'b']);
  });

  it('badges spinning before out of control', () => {
    expect(badgeFor({ ...s.vehicles[0], spin: { dir: 'cw', travel: 1 }, outOfControl: true })).toBe('SPINNING');
    expect(badgeFor(s.vehicles[0])).toBeNull();
  });
});

describe('marker views (p22: dummies are secret)', () => {
  it.each([
    ['face-down, seen by its owner', marker({}), 'p1', 'faceDown', 'oil'],
    ['face-down dummy, seen by its owner', marker({ dummy: true }), 'p1', 'faceDown', 'dummy'],
    ['face-down, seen by the opponent', marker({ dummy: true }), 'p2', 'faceDown', null],
    ['face-down, nobody at the screen', marker({}), null, 'faceDown', null],
    ['face-up oil', marker({ faceUp: true }), 'p2', 'oil', null],
    ['face-up smoke', marker({ faceUp: true, kind: 'smoke' }), 'p2', 'smoke', null],
  ])('%s', (_name, m, viewer, look, tag) => {
    const [v] = markerViews({ ...s, markers: [m] }, poses, viewer);
    expect(v.look).toBe(look);
    expect(v.tag).toBe(tag);
  });
});

describe('helpers', () => {
  it('finds the closest point on an outline', () => {
    const sq = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    expect(closestOnPolygon({ x: 5, y: -3 }, sq)).toEqual({ x: 5, y: 0 });
    expect(closestOnPolygon({ x: 14, y: 14 }, sq)).toEqual({ x: 10, y: 10 });
  });

  it('summarises the board for screen readers', () => {
    const text = boardSummary({ ...s, markers: [marker({})] });
    expect(text).toContain('Hawk: lanes 3-4, section 1, 60 mph, facing 0 degrees');
    expect(text).toContain('b: lanes 5-6, section 3');
    expect(text).toContain('out of control');
    expect(text).toContain('1 counter on the road');
    expect(text).not.toContain('c: ');
    expect(boardSummary(null)).toMatch(/no game/);
  });
});
