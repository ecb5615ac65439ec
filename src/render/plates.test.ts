import { describe, expect, it } from 'vitest';
import { geometry } from '../engine';
import { limitPlates, plateRect, PLATE_H } from './plates';
import { PLATE_TICKS, trackShapes } from './trackShapes';

const track = { sections: [{ kind: 'straight' as const }, { kind: 'corner' as const, turn: 'left' as const }], finishTick: null };
const poses = geometry.sectionPoses(track);
const { limitLabels } = trackShapes(track, poses);

describe('limit plates (p38)', () => {
  it('puts one plate per lane pair on the first space of the curve, centred on the pair', () => {
    expect(limitLabels.map((l) => l.text)).toEqual(['30', '40', '50', '60']);
    limitLabels.forEach((l, k) => {
      const want = geometry.pointAt(track, poses, (2 * k + 1) * geometry.LANE_CM, 60 + PLATE_TICKS);
      expect(l.at.x).toBeCloseTo(want.x);
      expect(l.at.y).toBeCloseTo(want.y);
      expect(l.group).toBe(1);
    });
  });

  it('keeps a plate per pair when the lanes are wide enough on screen', () => {
    const items = limitPlates(limitLabels, { scale: 8, rotation: 0, x: 0, y: 0 });
    expect(items.map((i) => i.text)).toEqual(['30', '40', '50', '60']);
    expect(items.every((i) => i.kind === 'limit')).toBe(true);
  });

  it('merges a curve into one plate with its range when the plates would overlap', () => {
    const items = limitPlates(limitLabels, { scale: 2, rotation: 0, x: 0, y: 0 });
    expect(items).toHaveLength(1);
    expect(items[0].text).toBe('30–60');
  });

  it('sizes the plate to its text, centred on the label', () => {
    const r = plateRect({ text: '30', x: 100, y: 50 });
    expect(r.h).toBe(PLATE_H);
    expect(Math.abs(r.x + r.w / 2 - 100)).toBeLessThanOrEqual(1);
    expect(plateRect({ text: '30–60', x: 0, y: 0 }).w).toBeGreaterThan(r.w);
  });
});
