import { describe, expect, it } from 'vitest';
import { geometry, plan } from '../engine';
import { startPhase } from '../engine/flow/turn';
import type { GameState, Pending } from '../engine';
import { testState } from '../engine/testkit';
import { aimedWeapon, ENGINE_API, overlays, rangeLabel, rulerAlong, safe, type OverlayApi } from './overlays';

const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 2 }, { id: 'b', lane: 3, space: 6 }] });
const poses = geometry.sectionPoses(s.track);
const gun = s.vehicles[0].weapons.find((w) => w.mount === 'hood')!.id;
const pend = (kind: Pending['kind'], vehicle: string | null = 'a'): Pending => ({ kind, player: 'a', vehicle, why: '', secret: false });

const throwing = (): never => { throw new Error('not implemented'); };
const stubApi = (over: Partial<OverlayApi> = {}): OverlayApi => ({
  pending: () => pend('declare'),
  legalCommands: () => [],
  previewAction: throwing,
  fireCorridor: throwing,
  fireCorridorPolygon: throwing,
  eligibleTarget: throwing,
  rulerBand: () => null,
  mayMeasure: () => true,
  ...over,
});

describe('overlays', () => {
  it('labels ranges, capped ones with what they count as (p25)', () => {
    expect(rangeLabel({ range: 1, countedRange: 1, inRange: true })).toBe('1 space');
    expect(rangeLabel({ range: 4, countedRange: 4, inRange: true })).toBe('4 spaces');
    expect(rangeLabel({ range: 9, countedRange: 6, inRange: true })).toBe('9 spaces (counts as 6)');
    expect(rangeLabel({ range: 20, countedRange: 6, inRange: false })).toBe('20 spaces (counts as 6) — out of range');
  });

  it('survives an engine that throws everywhere', () => {
    const o = overlays(s, poses, { vehicle: 'a', action: { kind: 'drift', side: 'left' } }, { ...stubApi(), pending: throwing });
    expect(o).toMatchObject({ pending: null, zone: [], ghost: null, corridor: [], ruler: null });
    expect(safe(throwing, 7)).toBe(7);
  });

  it('draws the previewed move: zone strips and a ghost at the end cell', () => {
    const api = stubApi({ previewAction: () => ({ zone: [{ laneFrom: 3, laneTo: 4, t0: 60, t1: 100 }], end: { lane: 3, t0: 80, t1: 100 } }) });
    const o = overlays(s, poses, { vehicle: 'a', action: { kind: 'none' } }, api);
    expect(o.zone).toHaveLength(1);
    expect(o.ghost).toEqual(geometry.vehiclePose(s.track, poses, { lane: 3, t0: 80, t1: 100 }, 0));
  });

  it('issue 15: the ghost of a U-turn stands at the plan\'s end cell facing the other way, with the zone of every step (p14)', () => {
    const board = startPhase(testState({ vehicles: [{ id: 'a', lane: 2, space: 3, speed: 10 }] }), 1);
    const bp = geometry.sectionPoses(board.track);
    const o = overlays(board, bp, { vehicle: 'a', action: { kind: 'uTurn', side: 'right' } });
    const p = plan(board, 'a', { kind: 'uTurn', side: 'right' })!;
    expect(p.heading).toBe(4);
    expect(o.ghost).toEqual(geometry.vehiclePose(board.track, bp, p.end!, 4));
    expect(o.zone).toHaveLength(p.steps.flatMap((st) => st.zone).length);
  });

  it('issue 15: a drift draws both steps\' zones, the forward move and the sideways step (p13)', () => {
    const board = startPhase(testState({ vehicles: [{ id: 'a', lane: 2, space: 3, speed: 40 }] }), 1);
    const o = overlays(board, geometry.sectionPoses(board.track), { vehicle: 'a', action: { kind: 'drift', side: 'right' } });
    expect(plan(board, 'a', { kind: 'drift', side: 'right' })!.steps.map((st) => st.kind)).toEqual(['forward', 'drift']);
    expect(o.zone).toHaveLength(2);
  });

  it('aims the previewed weapon, or the declared one at fire-or-hold', () => {
    expect(aimedWeapon(s, { vehicle: 'a', action: { kind: 'shoot', weapon: gun } }, null)).toEqual({ vehicle: 'a', weapon: gun });
    const declared: GameState = { ...s, flow: { kind: 'phase', queue: [], step: 'fireOrHold', declared: { kind: 'shoot', weapon: gun }, deferred: [] } };
    expect(aimedWeapon(declared, null, pend('fireOrHold'))).toEqual({ vehicle: 'a', weapon: gun });
    expect(aimedWeapon(declared, null, pend('declare'))).toBeNull();
  });

  it('draws corridor and a ruler from the hood gun to the closest point of the target (p25)', () => {
    const api = stubApi({
      fireCorridor: () => [{ laneFrom: 3, laneTo: 4, t0: 60, t1: 420 }],
      fireCorridorPolygon: () => [{ x: 24, y: 4 }, { x: 168, y: 4 }, { x: 168, y: 8 }, { x: 24, y: 8 }],
      eligibleTarget: () => ({ target: 'b', range: 4, countedRange: 4, inRange: true }),
    });
    const o = overlays(s, poses, { vehicle: 'a', action: { kind: 'shoot', weapon: gun } }, api);
    expect(o.corridor).toHaveLength(1);
    expect(o.corridorOutline).toHaveLength(4);
    // a: space 2 (ticks 40-60, front at x = 24 cm); b: space 6 (rear at x = 48 cm); both centred at y = 6
    expect(o.ruler?.from.x).toBeCloseTo(24);
    expect(o.ruler?.to.x).toBeCloseTo(48);
    expect(o.ruler?.to.y).toBeCloseTo(6);
    expect(o.ruler?.label).toBe('4 spaces');
  });

  it('p22: a game that measures only when committed draws no corridor and no ruler before the shot', () => {
    const api = stubApi({
      fireCorridor: () => [{ laneFrom: 3, laneTo: 4, t0: 60, t1: 420 }],
      fireCorridorPolygon: () => [{ x: 24, y: 4 }, { x: 168, y: 4 }, { x: 168, y: 8 }, { x: 24, y: 8 }],
      eligibleTarget: () => ({ target: 'b', range: 4, countedRange: 4, inRange: true }),
      mayMeasure: () => false,
    });
    const o = overlays(s, poses, { vehicle: 'a', action: { kind: 'shoot', weapon: gun } }, api);
    expect(o).toMatchObject({ corridor: [], corridorOutline: null, ruler: null });
    // The real engine says so from the game's options.
    expect(ENGINE_API.mayMeasure({ ...s, options: { ...s.options, measureOnlyWhenCommitted: true } })).toBe(false);
    expect(ENGINE_API.mayMeasure(s)).toBe(true);
  });

  it('lists legal placements when a vehicle is being placed', () => {
    const api = stubApi({ pending: () => pend('place'), legalCommands: () => [{ type: 'place', vehicle: 'a', lane: 2, t0: 20 }, { type: 'continue' }] });
    expect(overlays(s, poses, null, api).legalPlaces).toEqual([{ lane: 2, t0: 20, t1: 40 }]);
  });

  it('lays the ruler along a ruler corridor from its start edge to the target, as the engine measures (p25)', () => {
    const band = { p0: { x: 0, y: 0 }, p1: { x: 0, y: 4 }, d: { x: 1, y: 0 } };
    // a target 10 cm ahead, its centre 3 cm across the band
    const target = [{ x: 10, y: 1 }, { x: 18, y: 1 }, { x: 18, y: 5 }, { x: 10, y: 5 }];
    const r = rulerAlong(band, target);
    expect(r.from).toEqual({ x: 0, y: 3 });
    expect(r.to).toEqual({ x: 10, y: 3 });
    // a target sticking out of the band is measured inside it
    expect(rulerAlong(band, target.map((p) => ({ x: p.x, y: p.y + 4 }))).from.y).toBe(4);
  });

  it('asks the engine for the ruler on a curve: the ruler runs from the divider in front of the car', () => {
    const curve = testState({ sections: [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'straight' }], vehicles: [{ id: 'a', lane: 3, space: 3 }, { id: 'b', lane: 3, space: 5 }] });
    const cp = geometry.sectionPoses(curve.track);
    const g = curve.vehicles[0].weapons.find((w) => w.mount === 'hood')!.id;
    const band = ENGINE_API.rulerBand(curve, 'a', g);
    expect(band).not.toBeNull();
    const front = geometry.pointAt(curve.track, cp, 4, 80);
    expect(band!.p0.x).toBeCloseTo(front.x);
    expect(band!.p0.y).toBeCloseTo(front.y);
    const o = overlays(curve, cp, { vehicle: 'a', action: { kind: 'shoot', weapon: g } });
    expect(o.ruler).not.toBeNull();
    const r = o.ruler!;
    const along = (r.to.x - r.from.x) * band!.d.x + (r.to.y - r.from.y) * band!.d.y;
    expect(along).toBeGreaterThan(0);
    expect(Math.hypot(r.to.x - r.from.x, r.to.y - r.from.y)).toBeCloseTo(along);
  });
});
