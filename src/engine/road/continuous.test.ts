import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events';
import { cellAt, firstSection, lastSection, sectionAt } from '../grid';
import { sectionPoses } from '../geometry';
import { apply, startPhase } from '../flow/turn';
import { v } from '../testkit';
import type { GameState, Heading } from '../types';
import { leadVehicle, lineOfSight, rollingRoad, rollingTrack, travelling } from './continuous';
import { bend, corner, roadCtx, roadState, S } from './testRoad';

const placed = (events: GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: 'trackPlaced' }> => e.type === 'trackPlaced');
const layout = (s: GameState): string => s.track.sections.map((x) => (x.kind === 'straight' ? 'S' : `${x.kind[0].toUpperCase()}${x.turn![0]}`)).join(' ');

/** A car on straight track: testState's `space` k is ticks [20k, 20k + 20). */
const car = (id: string, space: number, heading: Heading = 0, lane = 4) => ({ id, lane, space, heading, speed: 60 });

describe('continuous generation (p75)', () => {
  it('p75: the game starts with three straights; generation is switched on', () => {
    const { track, road } = rollingRoad();
    expect(layout({ track } as GameState)).toBe('S S S');
    expect(road).toMatchObject({ continuous: true, directionOfPlay: 1, hazards: true });
  });

  it('p75: a lead car on a straight sees three sections past its own: new track is generated up to that', () => {
    const s = roadState({ continuous: true, vehicles: [car('lead', 4), car('chase', 1)] });
    const ctx = roadCtx(s, [2, 3, 6]);
    rollingTrack(ctx);
    // The lead is on section 1 (ticks 60-119): sections 2, 3 and 4 must be down.
    expect(layout(s)).toBe('S S S S S');
    expect(placed(ctx.events).map((e) => [e.section, e.dice, e.rule])).toEqual([[3, [2], 'p75'], [4, [3], 'p75']]);
    expect(s.rng.forced).toEqual([6]); // no third die: the lead can see no further
    rollingTrack(ctx);
    expect(s.track.sections).toHaveLength(5);
  });

  it('p75: the lead car is the one furthest along of those going in the direction of play', () => {
    const s = roadState({ continuous: true, vehicles: [car('a', 2), car('b', 5), car('c', 8, 4)] });
    expect(leadVehicle(s, 1)?.id).toBe('b');
    expect(leadVehicle(s, -1)?.id).toBe('c');
    expect(travelling(v(s, 'c'))).toBe(-1);
  });

  it('p75: a curve stops generation and blocks the view; its straight is laid only when the lead car is on the curve', () => {
    const s = roadState({ continuous: true, vehicles: [car('lead', 4)] });
    let ctx = roadCtx(s, [5, 5, 1]);
    rollingTrack(ctx);
    expect(layout(s)).toBe('S S S Cl');
    // Still on section 1, or on section 2 with the curve ahead: nothing new.
    for (const space of [5, 6, 8]) {
      v(s, 'lead').cell = { lane: 4, t0: space * 20, t1: space * 20 + 20 };
      ctx = roadCtx(s);
      rollingTrack(ctx);
      expect(layout(s)).toBe('S S S Cl');
    }
    // Onto the corner (section 3): the straight after it is laid, without a die (p74, p75).
    v(s, 'lead').cell = cellAt(s.track, 4, 180)!;
    ctx = roadCtx(s);
    const rolls = s.rng.rolls;
    rollingTrack(ctx);
    expect(layout(s)).toBe('S S S Cl S');
    expect(s.rng.rolls).toBe(rolls);
    expect(placed(ctx.events)[0].note).toMatch(/on the curve/);
    // p75: "Extra track is generated after a curve only after a car has moved off the curve."
    rollingTrack(roadCtx(s));
    expect(layout(s)).toBe('S S S Cl S');
    // Into the straight (section 4): three more past it.
    v(s, 'lead').cell = { lane: 4, t0: 240, t1: 260 };
    ctx = roadCtx(s, [1, 1, 1]);
    rollingTrack(ctx);
    expect(s.track.sections).toHaveLength(7);
    expect(lastSection(s.track)).toBe(7);
    expect(firstSection(s.track)).toBe(1); // the eighth section took the first one off the back
  });

  it('p75: never more than seven sections in play — the one at the back is removed with everything on it; cars on it leave play undamaged', () => {
    const s = roadState({ continuous: true, sections: [S, S, S, S, S, S, S], vehicles: [car('lead', 16), { ...car('tail', 1), patch: { damage: 11 } }] });
    s.markers.push({ id: 'm1', kind: 'oil', dummy: false, faceUp: false, owner: 'lead', cell: { lane: 2, t0: 40, t1: 60 }, underVehicle: null });
    s.markers.push({ id: 'm2', kind: 'oil', dummy: false, faceUp: false, owner: 'lead', cell: { lane: 2, t0: 60, t1: 80 }, underVehicle: null });
    s.roadHazards.push({ id: 'h1', kind: 'sand', section: 0, side: 'left', zone: [{ laneFrom: 1, laneTo: 3, t0: 0, t1: 20 }] });
    // The lead moves onto the last section (6): it must see three past it, so sections 7, 8, 9 come and 0, 1, 2 go.
    v(s, 'lead').cell = { lane: 4, t0: 360, t1: 380 };
    const ctx = roadCtx(s, [1, 2, 3]);
    rollingTrack(ctx);
    expect(s.track.sections).toHaveLength(7);
    expect([firstSection(s.track), lastSection(s.track)]).toEqual([3, 9]);
    expect(v(s, 'tail')).toMatchObject({ status: 'leftPlay', damage: 11 });
    expect(ctx.events.find((e) => e.type === 'leftPlay')).toMatchObject({ vehicle: 'tail', rule: 'p75' });
    expect(ctx.events.filter((e) => e.type === 'trackRemoved').map((e) => (e as { section: number }).section)).toEqual([0, 1, 2]);
    // Removal comes before the new section is laid.
    const first = ctx.events.findIndex((e) => e.type === 'trackRemoved');
    expect(ctx.events.findIndex((e) => e.type === 'trackPlaced')).toBeGreaterThan(first);
    expect(s.markers).toEqual([]);
    expect(s.roadHazards).toEqual([]);
    // Ticks keep their meaning: the removed sections are simply off the road.
    expect(cellAt(s.track, 4, 30)).toBeNull();
    expect(cellAt(s.track, 4, 190)).toEqual({ lane: 4, t0: 180, t1: 200 });
    expect(v(s, 'lead').status).toBe('inPlay');
  });

  it('p75: the direction of play follows the majority of cars; on a tie the old direction stays', () => {
    const s = roadState({ continuous: true, sections: [S, S, S, S, S], vehicles: [car('a', 6, 4, 2), car('b', 7, 4, 6), car('c', 5)] });
    const ctx = roadCtx(s, [1, 1, 1]);
    rollingTrack(ctx);
    expect(s.road!.directionOfPlay).toBe(-1);
    expect(ctx.events.find((e) => e.type === 'directionOfPlay')).toMatchObject({ dir: -1, rule: 'p75' });
    // One of the two is turned across the road (90 degrees: neither way): one each way, a tie — the direction stays reversed.
    v(s, 'b').heading = 2;
    const tie = roadCtx(s);
    rollingTrack(tie);
    expect(s.road!.directionOfPlay).toBe(-1);
    expect(tie.events.some((e) => e.type === 'directionOfPlay')).toBe(false);
    // A wreck does not count either: the one car left going up the ticks decides.
    v(s, 'a').wreck = true;
    rollingTrack(roadCtx(s));
    expect(s.road!.directionOfPlay).toBe(1);
  });

  it('p75: against a reversed direction of play, new track is laid in front of the new lead car, before the first section', () => {
    const s = roadState({ continuous: true, sections: [S, S, S], vehicles: [car('a', 1, 4), car('b', 2, 4, 6)] });
    const before = sectionPoses(s.track)[0];
    const ctx = roadCtx(s, [1, 5, 6, 2]);
    rollingTrack(ctx);
    // Lead 'a' on section 0 going down the ticks: sections -1 (a straight) and -2 (a right corner as its driver sees it).
    expect(placed(ctx.events).map((e) => e.section)).toEqual([-1, -2]);
    expect(firstSection(s.track)).toBe(-2);
    expect(sectionAt(s.track, -10)).toEqual(S);
    // Seen looking up the ticks, that corner turns left.
    expect(sectionAt(s.track, -70)).toEqual(corner('left'));
    expect(cellAt(s.track, 4, -1)).toEqual({ lane: 4, t0: -20, t1: 0 });
    // The road already on the table has not moved.
    const poses = sectionPoses(s.track);
    expect(poses[2].x).toBeCloseTo(before.x, 9);
    expect(poses[2].y).toBeCloseTo(before.y, 9);
    expect(poses[2].a).toBeCloseTo(before.a, 9);
  });

  it('p75: cars going against the direction of play drive off the end of the track and leave play', () => {
    // Phase 2: only 'rev' (40 mph) moves; the two going down the ticks (20 mph) keep the direction of play reversed.
    const slow = { speed: 20 };
    const s0 = roadState({ continuous: true, sections: [S, S, S], vehicles: [{ id: 'rev', lane: 4, space: 8, heading: 0, speed: 40 }, { ...car('a', 1, 4), ...slow }, { ...car('b', 2, 4, 6), ...slow }] });
    s0.road!.directionOfPlay = -1;
    s0.rng.forced.push(1, 1, 1, 1, 1, 1);
    const s = startPhase(s0, 2);
    const r = apply(s, { type: 'declare', vehicle: 'rev', action: { kind: 'none' } });
    if (!r.ok) throw new Error(r.error.message);
    expect(v(r.value.state, 'rev').status).toBe('leftPlay');
    expect(r.value.events.find((e) => e.type === 'leftPlay')).toMatchObject({ vehicle: 'rev', rule: 'p75' });
  });

  it('p75: a move of the lead car in play brings new track into sight, with its road hazard roll (p76)', () => {
    const s0 = roadState({ continuous: true, hazards: true, sections: [S, S, S, S, S], vehicles: [car('lead', 7)] });
    s0.rng.forced.push(/* section 5 */ 3, /* its hazard roll */ 4);
    const s = startPhase(s0, 1);
    const r = apply(s, { type: 'declare', vehicle: 'lead', action: { kind: 'none' } });
    if (!r.ok) throw new Error(r.error.message);
    const st = r.value.state;
    expect(v(st, 'lead').cell.t0).toBe(160); // section 2: sight to section 5
    expect(layout(st)).toBe('S S S S S S');
    expect(r.value.events.find((e) => e.type === 'roadHazard')).toMatchObject({ section: 5, result: 'none', dice: [4] });
  });

  it('p75: a lead car still on a curve that is not the front sees nothing more', () => {
    const s = roadState({ continuous: true, sections: [S, S, bend('right'), S], vehicles: [] });
    s.vehicles = roadState({ vehicles: [car('lead', 6)] }).vehicles;
    v(s, 'lead').cell = cellAt(s.track, 4, 130)!;
    const ctx = roadCtx(s, [1]);
    lineOfSight(ctx);
    expect(s.track.sections).toHaveLength(4);
    expect(s.rng.forced).toEqual([1]);
  });
});
