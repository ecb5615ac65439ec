import { describe, expect, it } from 'vitest';
import { tokenTexts } from './draw';
import { rg } from '../../../engine';
import { MIN_ROAD, ZOOMS, counterMarks, fontFor, inToken, inside, roadLayout, segmentAt, slots, tokenAt, tokenCorners, tokens, type RoadLayout } from './layout';

// The board's area on the two screens the studio checks (1280x720 beside the side panel; a
// phone's 46dvh band above it), and the two whole viewports.
const AREAS: [string, number, number][] = [['desktop area', 742, 660], ['phone area', 390, 388], ['1280x720', 1280, 720], ['390x844', 390, 844]];

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** Points well inside a tile: its centre and towards its four sides. */
function probes(l: RoadLayout, n: number) {
  const t = l.tiles[n - 1];
  const along = { x: Math.cos(t.angle), y: Math.sin(t.angle) };
  const left = { x: Math.sin(t.angle), y: -Math.cos(t.angle) };
  const out = [t.centre];
  for (const [a, b] of [[0.3, 0], [-0.3, 0], [0, 0.4], [0, -0.4]]) out.push({ x: t.centre.x + along.x * a * l.seg + left.x * b * l.road, y: t.centre.y + along.y * a * l.seg + left.y * b * l.road });
  return out;
}

describe('road-gang board layout: the winding strip', () => {
  for (const [name, w, h] of AREAS) {
    for (const zoom of ZOOMS) {
      it(`${name} at zoom ${zoom}: every segment 1..100 is on the canvas, at least a finger wide`, () => {
        const l = roadLayout(w, h, 100, zoom);
        expect(l.tiles.map((t) => t.n)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
        expect(l.width).toBeLessThanOrEqual(w);
        expect(l.road).toBeGreaterThanOrEqual(MIN_ROAD * zoom - 0.01);
        const off = l.tiles.filter((t) => t.polygon.some((p) => p.x < 0 || p.x > l.width || p.y < 0 || p.y > l.height) || (t.label && (t.label.at.y < 6 || t.label.at.x - (t.label.text.length * fontFor(l.road) * 0.7) / 2 < 0 || t.label.at.x + (t.label.text.length * fontFor(l.road) * 0.7) / 2 > l.width))).map((t) => t.n);
        expect(off).toEqual([]);
      });
    }
  }

  it('fits the desktop area whole at zoom 1 (no scrolling), and a phone by growing down only', () => {
    const desk = roadLayout(742, 660, 100);
    expect(desk.height).toBe(660);
    expect(desk.road).toBeGreaterThan(MIN_ROAD);
    const phone = roadLayout(390, 388, 100);
    expect(phone.width).toBe(390);
    expect(phone.height).toBeGreaterThan(388);
    expect(phone.road).toBe(MIN_ROAD);
    // Zooming widens the road and lengthens the board.
    expect(roadLayout(742, 660, 100, 1.5).road).toBeGreaterThan(desk.road);
    expect(roadLayout(742, 660, 100, 1.5).height).toBeGreaterThan(desk.height);
  });

  for (const [name, w, h] of AREAS.slice(0, 2)) {
    it(`${name}: consecutive segments are adjacent along the strip, and it winds (runs both ways, turns between)`, () => {
      const l = roadLayout(w, h, 100);
      for (let n = 1; n < 100; n++) {
        const a = l.tiles[n - 1];
        const b = l.tiles[n];
        // Tile n's far edge is tile n+1's near edge: the same two corners.
        const aEnd = [a.polygon[a.polygon.length / 2 - 1], a.polygon[a.polygon.length / 2]];
        const bStart = [b.polygon[0], b.polygon[b.polygon.length - 1]];
        expect(dist(aEnd[0], bStart[0])).toBeLessThan(0.01);
        expect(dist(aEnd[1], bStart[1])).toBeLessThan(0.01);
        // Centres a segment apart along the road (less across a turn's chord, never more).
        expect(dist(a.centre, b.centre)).toBeLessThanOrEqual(l.seg + 0.01);
        expect(dist(a.centre, b.centre)).toBeGreaterThan(l.seg * 0.6);
      }
      const headings = new Set(l.tiles.map((t) => Math.round(Math.cos(t.angle))));
      expect(headings).toEqual(new Set([1, -1, 0]));
      // It starts top left and goes down the board.
      expect(l.tiles[0].centre.y).toBeLessThan(l.tiles[99].centre.y - l.road * 2);
    });

    it(`${name}: no two segments overlap, and a click finds the segment under it`, () => {
      const l = roadLayout(w, h, 100);
      const wrong: string[] = [];
      for (let n = 1; n <= 100; n++) {
        for (const p of probes(l, n)) {
          const holders = l.tiles.filter((t) => inside(p, t.polygon)).map((t) => t.n);
          if (segmentAt(l, p) !== n || holders.join() !== String(n)) wrong.push(`${n}: ${holders.join()}`);
        }
      }
      expect(wrong).toEqual([]);
      // The verge above the first run is no segment.
      expect(segmentAt(l, { x: l.tiles[0].centre.x, y: l.tiles[0].centre.y - l.road })).toBeNull();
    });
  }

  it('labels Start, End and every tenth segment, no two labels overlapping', () => {
    const l = roadLayout(390, 388, 100);
    const labelled = l.tiles.filter((t) => t.label);
    expect(labelled.map((t) => t.label!.text)).toEqual(['START', '10', '20', '30', '40', '50', '60', '70', '80', '90', 'END']);
    for (const a of labelled) for (const b of labelled) if (a !== b) expect(dist(a.label!.at, b.label!.at)).toBeGreaterThan(30);
    // A label is in the verge, not on its own road (but for one clamped at the board's edge).
    expect(labelled.filter((t) => segmentAt(l, t.label!.at) !== null).length).toBeLessThanOrEqual(1);
  });
});

describe('road-gang board layout: stacks and counters', () => {
  it('a stack of N vehicles gives N distinct, non-overlapping places inside the tile, none smaller than readable', () => {
    for (const road of [MIN_ROAD, 70, 110]) {
      for (let n = 1; n <= 16; n++) {
        const sl = slots(n, road);
        expect(sl).toHaveLength(n);
        const bad = sl.filter((a) => Math.abs(a.x) + a.w / 2 > road / 2 || Math.abs(a.y) + a.h / 2 > road / 2 || a.w < road / 6 ||
          sl.some((b) => a !== b && Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.y - b.y) < (a.h + b.h) / 2));
        expect(bad).toEqual([]);
      }
    }
  });

  it('vehicles sharing a place mid-road (issue 29: drawn as vehicles, not chips): each inside its tile on straights and turns, none overlapping, each clickable, facing the road, the count shown from three', () => {
    const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, 4);
    if (!g.ok) throw new Error(g.error.message);
    const base = g.value.state;
    const kinds = [...new Set(base.vehicles.map((v) => v.type))];
    for (const [name, w, h] of AREAS) {
      const l = roadLayout(w, h, 100);
      for (const n of [1, 2, 3, 4, 6, 8]) {
        // n vehicles on every segment between the Start and the End, of the game's kinds in turn.
        const vehicles = l.tiles.slice(1, -1).flatMap((t) => Array.from({ length: n }, (_, k) => ({ ...base.vehicles[k % base.vehicles.length], id: `s${t.n}.${k}`, type: kinds[k % kinds.length], segment: t.n, status: 'active' as const })));
        const { tokens: ts, badges } = tokens({ ...base, vehicles }, l);
        expect(ts).toHaveLength(vehicles.length);
        const bad: string[] = [];
        for (const t of ts) {
          const tile = l.tiles[t.segment - 1];
          if (tokenCorners(t).some((c) => !inside(c, tile.polygon))) bad.push(`${name} n=${n} ${t.id}: a corner off its segment${tile.bent ? ' (a turn)' : ''}`);
          if (t.angle !== tile.angle) bad.push(`${name} n=${n} ${t.id}: not facing the road`);
          if (tokenAt(ts, t)?.id !== t.id) bad.push(`${name} n=${n} ${t.id}: a click on it finds ${tokenAt(ts, t)?.id}`);
          // Longer than wide, and big enough to see: at least a sixth of the road long.
          if (t.w < t.h || t.w < l.road / 6) bad.push(`${name} n=${n} ${t.id}: ${t.w.toFixed(1)} x ${t.h.toFixed(1)}`);
          for (const o of ts) {
            if (o === t || o.segment !== t.segment) continue;
            const q = inToken(t, o);
            if (Math.abs(q.x) < (t.w + o.w) / 2 - 1e-6 && Math.abs(q.y) < (t.h + o.h) / 2 - 1e-6) bad.push(`${name} n=${n} ${t.id} overlaps ${o.id}`);
          }
        }
        expect(bad.slice(0, 5)).toEqual([]);
        expect(badges).toHaveLength(n >= 3 ? 98 : 0);
        for (const b of badges) expect(b.count).toBe(n);
      }
    }
  });

  it('a new game: the Slow Gang waits in the Start\'s pit, side by side at about a lone vehicle\'s size with its tags (issue 29: not chips stacked in the tile); the obstacles on their segments', () => {
    const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, 4);
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value.state;
    for (const [w, h] of [[742, 660], [390, 388]]) {
      const l = roadLayout(w, h, 100);
      const { tokens: ts, badges } = tokens(s, l);
      expect(ts).toHaveLength(6);
      const lone = slots(1, l.road)[0];
      const pit = l.pits.start;
      for (const t of ts) {
        expect(t.segment).toBe(1);
        // A phone's narrow pit may make them a little narrower, never shorter.
        expect(t.w).toBeGreaterThanOrEqual(lone.w * 0.8);
        expect(t.h).toBeCloseTo(lone.h);
        // In the pit, on the canvas, off the road (a click there is the vehicle's, never a segment's).
        expect(t.x - t.w / 2).toBeGreaterThanOrEqual(pit.x);
        expect(t.x + t.w / 2).toBeLessThanOrEqual(Math.min(pit.x + pit.w, l.width));
        expect(t.y - t.h / 2).toBeGreaterThanOrEqual(pit.y);
        expect(t.y + t.h / 2).toBeLessThanOrEqual(pit.y + pit.h);
        expect(segmentAt(l, t)).toBeNull();
        expect(tokenAt(ts, t)?.id).toBe(t.id);
      }
      for (const a of ts) for (const b of ts) if (a !== b) expect(Math.abs(a.x - b.x)).toBeGreaterThanOrEqual((a.w + b.w) / 2);
      // Clear of the zoom buttons (two of 44 px at the top right).
      for (const t of ts) expect(t.x + t.w / 2).toBeLessThanOrEqual(l.width - 96);
      // Pit and road apart: the pit ends above the first run's top edge.
      expect(pit.y + pit.h).toBeLessThan(l.tiles[0].centre.y - l.road / 2);
      // Every tag is written whole, and no count badge is needed.
      expect([...tokenTexts(ts).values()].map((x) => x.text).sort()).toEqual(ts.map((t) => t.label).sort());
      expect(badges).toEqual([]);
    }
    const l = roadLayout(742, 660, 100);
    const marks = counterMarks(s, l);
    expect(marks).toHaveLength(s.counters.length);
    s.counters.forEach((k, i) => expect(segmentAt(l, marks[i])).toBe(k.segment));
  });

  it('vehicles home on the End wait in its pit under the last run, beside the End, on the canvas', () => {
    const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, 4);
    if (!g.ok) throw new Error(g.error.message);
    const home = g.value.state.vehicles.slice(0, 3).map((v) => v.id);
    const s = { ...g.value.state, vehicles: g.value.state.vehicles.map((v) => (home.includes(v.id) ? { ...v, segment: 100, status: 'finished' as const } : v)) };
    for (const [w, h] of [[742, 660], [390, 388]]) {
      const l = roadLayout(w, h, 100);
      const end = l.tiles[99];
      const ts = tokens(s, l).tokens.filter((t) => t.segment === 100);
      expect(ts).toHaveLength(3);
      for (const t of ts) {
        expect(t.y - t.h / 2).toBeGreaterThan(end.centre.y + l.road / 2 - 0.01);
        expect(t.y + t.h / 2).toBeLessThanOrEqual(l.height);
        expect(t.x - t.w / 2).toBeGreaterThanOrEqual(0);
        expect(t.x + t.w / 2).toBeLessThanOrEqual(l.width);
      }
      // The first one home is the nearest the End.
      expect(Math.abs(ts[0].x - end.centre.x)).toBeLessThanOrEqual(l.road);
    }
  });

  it('many counters on one segment stay on it, side by side', () => {
    const g = rg.newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, 4);
    if (!g.ok) throw new Error(g.error.message);
    const s = { ...g.value.state, counters: Array.from({ length: 5 }, (_, i) => ({ id: `k${i}`, kind: 'oil' as const, owner: 'a', segment: 37 })) };
    const l = roadLayout(390, 388, 100);
    const marks = counterMarks(s, l);
    for (const m of marks) expect(segmentAt(l, m)).toBe(37);
    for (const a of marks) for (const b of marks) if (a !== b) expect(dist(a, b)).toBeGreaterThanOrEqual(a.r * 2);
  });
});
