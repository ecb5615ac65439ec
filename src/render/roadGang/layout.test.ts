import { describe, expect, it } from 'vitest';
import { rg } from '../../engine';
import { CELL, COLUMNS, boardSize, counterMarks, segmentCentre, slots, tokens } from './layout';

describe('road-gang board layout', () => {
  it('consecutive segments touch (a winding strip) and all fit the board', () => {
    const size = boardSize(100);
    for (let n = 1; n < 100; n++) {
      const a = segmentCentre(n);
      const b = segmentCentre(n + 1);
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      expect(d).toBeLessThanOrEqual(CELL + 8 + 0.01);
      expect(a.x - CELL / 2).toBeGreaterThanOrEqual(0);
      expect(a.y + CELL / 2).toBeLessThanOrEqual(size.height);
    }
    // Row 2 runs back: segment 11 is under segment 10.
    expect(segmentCentre(11).x).toBe(segmentCentre(COLUMNS).x);
  });

  it('up to twelve tokens in one segment never overlap and stay inside it', () => {
    for (let n = 1; n <= 12; n++) {
      const sl = slots(n);
      for (const a of sl) {
        expect(Math.abs(a.x) + a.w / 2).toBeLessThanOrEqual(CELL / 2);
        expect(Math.abs(a.y) + a.h / 2).toBeLessThanOrEqual(CELL / 2);
        for (const b of sl) if (a !== b) expect(Math.abs(a.x - b.x) >= (a.w + b.w) / 2 || Math.abs(a.y - b.y) >= (a.h + b.h) / 2).toBe(true);
      }
    }
  });

  it('a new game: the Slow Gang stacked on the Start, the obstacles drawn', () => {
    const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, 4);
    if (!g.ok) throw new Error();
    const s = g.value.state;
    const t = tokens(s);
    expect(t).toHaveLength(6);
    const start = segmentCentre(1);
    for (const x of t) expect(Math.abs(x.x - start.x)).toBeLessThan(CELL / 2);
    expect(counterMarks(s)).toHaveLength(s.counters.length);
  });
});
