import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events';
import type { RoadHazard } from '../types';
import { generateInitialTrack } from './generate';
import { edgeLanes, placeOverflow, railroadZone, rollRoadHazards } from './hazards';
import { bend, corner, roadCtx, roadState, S } from './testRoad';

const where = (h: RoadHazard): string => h.zone.map((z) => `${z.laneFrom}-${z.laneTo}@${z.t0}-${z.t1}`).join(' ');
const hazardEvents = (events: GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: 'roadHazard' }> => e.type === 'roadHazard');

describe('random road hazards (p76)', () => {
  it('p76 example: two dice give 5 sand markers on the left of a straight; the fourth and fifth go on the next section', () => {
    const s = roadState({ sections: [S, S, S, S], hazards: true });
    const ctx = roadCtx(s, [1, 6, 5]);
    rollRoadHazards(ctx, s.road!, 2);
    expect(s.roadHazards.map((h) => [h.kind, h.section, h.side, where(h)])).toEqual([
      ['sand', 2, 'left', '1-3@120-140'],
      ['sand', 2, 'left', '1-3@140-160'],
      ['sand', 2, 'left', '1-3@160-180'],
    ]);
    expect(s.road!.overflow).toEqual([{ kind: 'sand', side: 'left', count: 2 }]);
    expect(hazardEvents(ctx.events)[0]).toMatchObject({ result: 'sand', side: 'left', markers: 3, overflow: 2, dice: [1, 6, 5], rule: 'p76' });
    placeOverflow(ctx, s.road!, 3);
    expect(s.roadHazards.slice(3).map((h) => [h.section, where(h)])).toEqual([
      [3, '1-3@180-200'],
      [3, '1-3@200-220'],
    ]);
    expect(s.road!.overflow).toEqual([]);
  });

  it('p76 example through initial generation (p74): the overflow lands on the section laid next', () => {
    // Sections 4-7 all straights; section 4's hazard roll is the example, the others clear.
    const s = roadState({ hazards: true });
    const ctx = roadCtx(s, [1, /* hazards */ 1, 6, 5, /* section 5 */ 2, 3, /* 6 */ 3, 4, /* 7 */ 4, 5]);
    generateInitialTrack(ctx);
    expect(s.roadHazards.map((h) => `${h.section}:${where(h)}`)).toEqual(['3:1-3@180-200', '3:1-3@200-220', '3:1-3@220-240', '4:1-3@240-260', '4:1-3@260-280']);
  });

  it.each([2, 3, 4, 5, 6])('p76: a %i on the first die means no hazard on the section', (d) => {
    const s = roadState({ sections: [S, S, S, S], hazards: true });
    const ctx = roadCtx(s, [d]);
    rollRoadHazards(ctx, s.road!, 3);
    expect(s.roadHazards).toEqual([]);
    expect(hazardEvents(ctx.events)).toEqual([expect.objectContaining({ result: 'none', dice: [d] })]);
  });

  const TABLE: [number, number, string, string, number][] = [
    [6, 1, 'sand', 'left', 1],
    [1, 6, 'sand', 'left', 1],
    [5, 2, 'debris', 'right', 2],
    [3, 5, 'debris', 'left', 3],
    [4, 2, 'obstacle', 'right', 2],
    [1, 4, 'obstacle', 'left', 1],
    [2, 3, 'obstacle', 'right', 2],
  ];
  it.each(TABLE)('p76: dice %i and %i give %s on the %s, %i marker(s): the higher die the type, the lower the side and number', (a, b, kind, side, n) => {
    const s = roadState({ sections: [S, S, S, S], hazards: true });
    rollRoadHazards(roadCtx(s, [1, a, b]), s.road!, 3);
    expect(s.roadHazards).toHaveLength(n);
    expect(s.roadHazards.every((h) => h.kind === kind && h.side === side && h.section === 3)).toBe(true);
    const lanes = side === 'left' ? [1, 3] : [6, 8];
    expect(s.roadHazards.every((h) => h.zone[0].laneFrom === lanes[0] && h.zone[0].laneTo === lanes[1])).toBe(true);
  });

  it('p76: markers go from the space nearest the start of the section forwards, one space each, three lanes wide', () => {
    const s = roadState({ sections: [S, S, S, S], hazards: true });
    rollRoadHazards(roadCtx(s, [1, 4, 2]), s.road!, 3);
    expect(s.roadHazards.map(where)).toEqual(['6-8@180-200', '6-8@200-220']);
  });

  it.each([1, 2])('p76: a double %i is a railroad crossing, across the central spaces of a straight', (d) => {
    const s = roadState({ sections: [S, S, S, S], hazards: true });
    const ctx = roadCtx(s, [1, d, d]);
    rollRoadHazards(ctx, s.road!, 3);
    expect(s.roadHazards).toHaveLength(1);
    expect(s.roadHazards[0]).toMatchObject({ kind: 'railroad', section: 3, side: null });
    expect(where(s.roadHazards[0])).toBe('1-8@200-220');
    expect(hazardEvents(ctx.events)[0]).toMatchObject({ result: 'railroad', dice: [1, d, d] });
  });

  it('p76 (ASSUMPTION: the last space of each lane in the direction of play): a railroad on a curve lies on its end spaces', () => {
    // A left bend: lanes 1-3 have 3 spaces, 4-5 four, 6-8 five (p10).
    const s = roadState({ sections: [S, S, S, bend('left')] });
    expect(railroadZone(s.track, 3, 1).map((z) => `${z.laneFrom}-${z.laneTo}@${z.t0}-${z.t1}`)).toEqual(['1-3@220-240', '4-5@225-240', '6-8@228-240']);
    // Played the other way, the end is at the low ticks.
    expect(railroadZone(s.track, 3, -1).map((z) => `${z.laneFrom}-${z.laneTo}@${z.t0}-${z.t1}`)).toEqual(['1-3@180-200', '4-5@180-195', '6-8@180-192']);
  });

  it('p76: a double 3 or more puts hazards on both sides — rolled again for the left, then the right, doubles re-rolled', () => {
    const s = roadState({ sections: [S, S, S, S], hazards: true });
    const ctx = roadCtx(s, [1, 4, 4, /* left: a double, re-rolled */ 2, 2, 6, 1, /* right */ 5, 2]);
    rollRoadHazards(ctx, s.road!, 3);
    expect(s.roadHazards.map((h) => [h.kind, h.side, where(h)])).toEqual([
      ['sand', 'left', '1-3@180-200'],
      ['debris', 'right', '6-8@180-200'],
      ['debris', 'right', '6-8@200-220'],
    ]);
    expect(hazardEvents(ctx.events).map((e) => [e.result, e.dice])).toEqual([
      ['bothSides', [1, 4, 4]],
      ['sand', [2, 2, 6, 1]],
      ['debris', [5, 2]],
    ]);
  });

  it('p76: on curves there are 2-5 spaces on an edge: a corner\'s inner edge takes two markers, the rest overflow', () => {
    const s = roadState({ sections: [S, S, S, corner('left'), S], hazards: true });
    rollRoadHazards(roadCtx(s, [1, 4, 3]), s.road!, 3);
    // Three obstacles on the left (inner) edge of a left corner: two spaces of 30 ticks.
    expect(s.roadHazards.map(where)).toEqual(['1-3@180-210', '1-3@210-240']);
    expect(s.road!.overflow).toEqual([{ kind: 'obstacle', side: 'left', count: 1 }]);
    const outer = roadState({ sections: [S, S, S, corner('left'), S], hazards: true });
    rollRoadHazards(roadCtx(outer, [1, 6, 4]), outer.road!, 3);
    // Four sand markers on the right (outer) edge: four spaces of 15 ticks, all fit.
    expect(outer.roadHazards.map(where)).toEqual(['6-8@180-195', '6-8@195-210', '6-8@210-225', '6-8@225-240']);
  });

  it('p76: seen against the original direction of play, the left edge is lanes 6-8 and markers run from the high ticks down', () => {
    expect(edgeLanes('left', -1)).toEqual([6, 8]);
    expect(edgeLanes('right', -1)).toEqual([1, 3]);
    const s = roadState({ sections: [S, S, S, S], hazards: true, road: { directionOfPlay: -1 } });
    rollRoadHazards(roadCtx(s, [1, 6, 5]), s.road!, 1);
    expect(s.roadHazards.map(where)).toEqual(['6-8@100-120', '6-8@80-100', '6-8@60-80']);
    expect(s.road!.overflow).toEqual([{ kind: 'sand', side: 'left', count: 2 }]);
  });

  it('p76: markers carried over skip spaces already taken on that edge', () => {
    const s = roadState({ sections: [S, S, S, S], hazards: true });
    s.road!.overflow = [{ kind: 'debris', side: 'left', count: 1 }];
    s.roadHazards.push({ id: 'x', kind: 'obstacle', section: 3, side: 'left', zone: [{ laneFrom: 1, laneTo: 3, t0: 180, t1: 200 }] });
    placeOverflow(roadCtx(s), s.road!, 3);
    expect(s.roadHazards.map((h) => `${h.kind}:${where(h)}`)).toEqual(['obstacle:1-3@180-200', 'debris:1-3@200-220']);
  });
});
