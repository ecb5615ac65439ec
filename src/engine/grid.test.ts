import { describe, expect, it } from 'vitest';
import { cellAhead, cellAt, dividers, firstSection, lastSection, sectionAt, sectionByIndex, sectionIndices, sectionsFrom, spaceLabel, trackEnd, trackStart } from './grid';
import { endPose, headingAt, pointAt, sectionPoses, startPoseBefore, vehiclePose } from './geometry';
import type { Section, Track } from './types';

const S: Section = { kind: 'straight' };
const bendL: Section = { kind: 'bend', turn: 'left' };
const cornerR: Section = { kind: 'corner', turn: 'right' };

/** A rolling track (p75) whose first section in play has global index -2. */
const offset: Track = { sections: [S, bendL, S], finishTick: null, first: -2 };

describe('the grid on a rolling track (p10, p75): global section indices never change', () => {
  it('p75: sections are looked up by global index; ticks outside the sections in play are off the road', () => {
    expect([firstSection(offset), lastSection(offset), trackStart(offset), trackEnd(offset)]).toEqual([-2, 0, -120, 60]);
    expect(sectionIndices(offset)).toEqual([-2, -1, 0]);
    expect(sectionByIndex(offset, -1)).toEqual(bendL);
    expect(sectionAt(offset, -61)).toEqual(S);
    expect(sectionAt(offset, -60)).toEqual(bendL);
    expect(sectionAt(offset, 60)).toBeUndefined();
    expect(sectionAt(offset, -121)).toBeUndefined();
    expect(cellAt(offset, 4, -121)).toBeNull();
    expect(cellAt(offset, 4, 60)).toBeNull();
    expect(sectionsFrom(offset, -30, 1)).toEqual([-1, 0]);
    expect(sectionsFrom(offset, -30, -1)).toEqual([-2, -1]);
  });

  it('p10: uneven lanes keep their dividers on a section with a negative index', () => {
    // Left bend: lane 1 has 3 spaces, lane 8 five (from the inner edge, p10).
    expect(dividers(offset, -1, 1)).toEqual([-60, -40, -20, 0]);
    expect(dividers(offset, -1, 8)).toEqual([-60, -48, -36, -24, -12, 0]);
    expect(dividers(offset, 5, 1)).toEqual([]);
    // The pair (4, 5) is judged on its outer lane 5 (four spaces of 15 ticks).
    expect(cellAt(offset, 4, -50)).toEqual({ lane: 4, t0: -60, t1: -45 });
    expect(cellAhead(offset, { lane: 4, t0: -80, t1: -60 }, 1)).toEqual({ lane: 4, t0: -60, t1: -45 });
    expect(cellAhead(offset, { lane: 4, t0: -120, t1: -100 }, -1)).toBeNull();
    expect(spaceLabel(offset, { lane: 4, t0: -45, t1: -30 })).toEqual({ section: -1, space: 1 });
  });
});

describe('drawing geometry of a rolling track (p75)', () => {
  it('p75: a section laid behind the first ends exactly where the first starts (straight, bend, corner)', () => {
    const at = { x: 3, y: -7, a: 0.4 };
    for (const s of [S, bendL, cornerR]) {
      const start = startPoseBefore(s, at);
      const end = endPose(s, start);
      expect(end.x).toBeCloseTo(at.x, 9);
      expect(end.y).toBeCloseTo(at.y, 9);
      expect(end.a).toBeCloseTo(at.a, 9);
    }
  });

  it('p75: points are found by global tick on an offset track, starting from its origin pose', () => {
    const t: Track = { ...offset, origin: { x: 10, y: 20, a: 0 } };
    const poses = sectionPoses(t);
    expect(poses[0]).toEqual({ x: 10, y: 20, a: 0 });
    const p = pointAt(t, poses, 0, -120);
    expect(p.x).toBeCloseTo(10, 9);
    expect(p.y).toBeCloseTo(20, 9);
    // Half-way along the first straight (24 cm long), 4 cm in from the left edge.
    const q = pointAt(t, poses, 4, -90);
    expect(q.x).toBeCloseTo(22, 9);
    expect(q.y).toBeCloseTo(24, 9);
    expect(headingAt(t, poses, -30)).toBeCloseTo(-Math.PI / 6, 9);
    const car = vehiclePose(t, poses, { lane: 4, t0: -20, t1: 0 }, 0);
    expect(Number.isFinite(car.x) && Number.isFinite(car.y)).toBe(true);
  });
});

describe('cellAt finds the space by arithmetic (issue 13): the same cell as a scan of the dividers (p10)', () => {
  /** The space of the pair (lane, lane + 1) holding t, by a scan of the outer lane's dividers. */
  function scanned(track: Track, lane: number, t: number) {
    const i = Math.floor(t / 60);
    const section = sectionByIndex(track, i);
    if (!section || lane < 1 || lane > 7) return null;
    const ds = dividers(track, i, section.turn === 'right' ? lane : lane + 1);
    for (let k = 0; k < ds.length - 1; k++) if (t >= ds[k] && t < ds[k + 1]) return { lane, t0: ds[k], t1: ds[k + 1] };
    return null;
  }

  it('every lane pair of straights, bends and corners both ways, at every tick and between ticks, on and off the road', () => {
    const track: Track = { sections: [S, bendL, cornerR, { kind: 'bend', turn: 'right' }, { kind: 'corner', turn: 'left' }, S], finishTick: null, first: -2 };
    let checked = 0;
    for (let lane = 0; lane <= 8; lane++)
      for (let t = -200; t <= 300; t += 0.5) {
        expect(cellAt(track, lane, t)).toEqual(scanned(track, lane, t));
        checked++;
      }
    expect(checked).toBe(9 * 1001);
  });
});

