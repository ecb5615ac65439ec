// Issue 29, item 4: names and badges never lie on a car or on the deciding car's ring ("car names
// over the car and under the ring"), at a desktop's and a phone's zoom, landscape and portrait,
// whether the name fits along the car or not, cars alone or side by side.
import { describe, expect, it } from 'vitest';
import type { Camera } from './camera';
import { boardLabels, carRects, EDGE_MARGIN, labelRect } from './labels';
import { overlap, type Rect } from './plates';
import { RING_OUT, type VehicleView } from './viewModel';
import { spinTemplateView } from './spinTemplate';

const car = (id: string, x: number, y: number, a: number, name: string, pending: boolean, badge: string | null = null): VehicleView => ({ id, name, kind: 'renegade', colour: 0, pose: { x, y, a }, wreck: false, badge, pending, mounts: [] });
const cams: Camera[] = [
  { scale: 12, rotation: 0, x: 100, y: 300 },
  { scale: 25, rotation: 0, x: 50, y: 200 },
  { scale: 5, rotation: -Math.PI / 2, x: 150, y: 600 },
  { scale: 11, rotation: -Math.PI / 2, x: 150, y: 700 },
];
const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by });
const scenes: VehicleView[][] = [
  [car('a', 10, 10, 0, 'Hawk', true, 'SPINNING')],
  [car('a', 10, 10, 0, "Bob's Renegade", true, 'OUT OF CONTROL')],
  [car('a', 10, 10, 0, "Ann's Renegade", false), car('b', 22, 10, 0, "Bob's Renegade", true, 'SPINNING')],
  [car('a', 10, 10, 0, 'Hawk', false), car('b', 10, 14, 0, 'Kite', true)],
];

describe('names clear of the cars and the ring (issue 29)', () => {
  it('puts no name or badge on any car or on the deciding car ring', () => {
    for (const cam of cams) {
      for (const vehicles of scenes) {
        const view = { width: 1280, height: 1280 };
        const labels = boardLabels({ cam, vehicles, markers: [], ruler: null, spins: [], view });
        const cars = carRects(cam, vehicles).map((r, k) => grow(r, vehicles[k].pending ? RING_OUT * cam.scale : 0));
        const names = labels.filter((l) => l.kind === 'name' || l.kind === 'badge');
        expect(names.some((l) => l.kind === 'name')).toBe(true);
        for (const l of names) for (const r of cars) expect(overlap(labelRect(l), r, 0), `${l.text} at ${l.x},${l.y} on ${JSON.stringify(r)} (scale ${cam.scale})`).toBe(false);
      }
    }
  });
});

describe('names clear of the labels that stay put (issue 29)', () => {
  it('a spun or rolled car\'s name and badge lie on none of its spin template\'s totals, whichever way it faces', () => {
    const view = { width: 1280, height: 1280 };
    let moved = 0;
    // A desktop's and a phone's zoom of a game's fitted view (5-6 px a cm), the car deciding (named at any zoom).
    for (const cam of [{ scale: 5, rotation: 0, x: 300, y: 300 }, { scale: 6, rotation: -Math.PI / 2, x: 300, y: 600 }]) for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8;
      const v = car('a', 10, 10, a, 'Big Daddy', true, 'OUT OF CONTROL');
      const spins = [{ vehicle: 'a', view: spinTemplateView(v.pose, { type: 'spin', vehicle: 'a', dir: k % 2 ? 'cw' : 'ccw', total: 7, degrees: 135, speedLoss: 20, heading: 3, rule: 'p44', dice: [] } as never) }];
      const labels = boardLabels({ cam, vehicles: [{ ...v, badge: 'OUT OF CONTROL' }], markers: [], ruler: null, spins, view });
      const totals = labels.filter((l) => l.kind === 'spin' || l.kind === 'spinRolled').map(labelRect);
      expect(totals).toHaveLength(8);
      const named = boardLabels({ cam, vehicles: [v], markers: [], ruler: null, spins: [], view }).find((l) => l.kind === 'name')!;
      for (const l of labels.filter((x) => x.kind === 'name' || x.kind === 'badge')) {
        for (const r of totals) expect(overlap(labelRect(l), r, 0), `${l.text} on a total at ${k * 22.5}°`).toBe(false);
        if (l.kind === 'name' && l.y !== named.y) moved++;
      }
    }
    // The totals were in the way at some angles: the name moved off them there.
    expect(moved).toBeGreaterThan(0);
  });
});

describe('names kept whole at the view\'s edge (issue 29)', () => {
  it('a deciding car at either edge of a phone\'s board keeps its whole name in view, bold 12 px letters running 7.6 px', () => {
    const view = { width: 390, height: 332 };
    const cam = { scale: 5, rotation: 0, x: 0, y: 160 };
    for (const name of ['Hawk', "Bob's Renegade", 'Pursuit Special', 'Big Daddy the Second']) {
      for (const x of [0, 390 / 5]) {
        const [l] = boardLabels({ cam, vehicles: [car('a', x, 0, 0, name, true)], markers: [], ruler: null, spins: [], view }).filter((q) => q.kind === 'name');
        const half = (name.length * 7.6) / 2;
        expect(l.x - half, `${name} at ${x}`).toBeGreaterThanOrEqual(0);
        expect(l.x + half, `${name} at ${x}`).toBeLessThanOrEqual(view.width);
      }
    }
  });

  it('keeps EDGE_MARGIN between the edge and a name as drawn, its 3 px outline too (the end screen at 390x844: "Bob\'s Renegade" ran to the edge)', () => {
    const view = { width: 390, height: 332 };
    const cam = { scale: 5, rotation: 0, x: 0, y: 160 };
    for (const pending of [true, false]) {
      for (const x of [0, 390 / 5]) {
        const [l] = boardLabels({ cam, vehicles: [car('a', x, 0, 0, "Bob's Renegade", pending)], markers: [], ruler: null, spins: [], view }).filter((q) => q.kind === 'name');
        const half = (l.text.length * 7.6 + 3) / 2;
        expect(Math.min(l.x - half, view.width - l.x - half), `${pending} at ${x}`).toBeGreaterThanOrEqual(EDGE_MARGIN - 1e-9);
      }
    }
  });
});
