// Issue 29, item 2: effects that read at a glance on desktop and phone. The tracer is a bright core
// on a dark outline, wide enough on screen at a phone's zoom; the hit flashes big and saturated;
// the damage number floats clear of every label (names, badges, side tags) and of the cars.
import { describe, expect, it } from 'vitest';
import { geometry, type GameEvent } from '../engine';
import { testState } from '../engine/testkit';
import { buildTimeline } from './animation';
import { drawEffects, liveEffects } from './drawEffects';
import { recorder } from './graphicsRecorder';
import { boardLabels, carRects, labelRect } from './labels';
import { floaterAt, floaterRect, floaterStart } from './floaters';
import { overlap } from './plates';
import { placeSideTags } from './sideTags';
import type { Camera } from './camera';
import { vehicleViews } from './viewModel';

const before = testState({ vehicles: [{ id: 'a', lane: 6, space: 0 }, { id: 'b', lane: 2, space: 4 }] });
const poses = geometry.sectionPoses(before.track);
const ev = (x: Record<string, unknown>): GameEvent => ({ rule: 'p26', dice: [], ...x }) as unknown as GameEvent;
const shot = [ev({ type: 'shot', vehicle: 'a', target: 'b', weapon: 'mg', hit: true }), ev({ type: 'damage', vehicle: 'b', points: 4, left: 14 })];
const tl = buildTimeline(shot, before, before);
/** Desktop (about 12 CSS px a cm, as at 1280x720) and phone (about 5) zooms, landscape and portrait. */
const cams: Camera[] = [
  { scale: 12, rotation: 0, x: 100, y: 300 },
  { scale: 5, rotation: -Math.PI / 2, x: 200, y: 700 },
  { scale: 5, rotation: 0, x: 40, y: 200 },
];

const lum = (c: number) => (0.2126 * ((c >> 16) & 255) + 0.7152 * ((c >> 8) & 255) + 0.0722 * (c & 255)) / 255;

describe('effects that read at a glance (issue 29)', () => {
  it('draws the tracer as a bright core on a dark outline, several px wide on screen at every zoom', () => {
    for (const cam of cams) {
      const live = liveEffects(tl, 60, before.track, poses).filter((x) => x.e.kind === 'hit');
      const { g, calls } = recorder();
      drawEffects(g, live, cam.scale);
      const strokes = calls.filter((c) => c.op === 'stroke').map((c) => c.args[0] as { color: number; width: number; alpha?: number });
      const outline = strokes.find((s) => lum(s.color) < 0.15);
      const core = strokes.find((s) => lum(s.color) > 0.75);
      expect(outline, `dark outline at ${cam.scale} px/cm`).toBeDefined();
      expect(core, `bright core at ${cam.scale} px/cm`).toBeDefined();
      expect(outline!.width * cam.scale).toBeGreaterThanOrEqual(7);
      expect(core!.width * cam.scale).toBeGreaterThanOrEqual(3.5);
      expect(outline!.width).toBeGreaterThan(core!.width);
    }
  });

  it('flashes a hit big and saturated: a disc of at least 16 px and a dark ring round it', () => {
    for (const cam of cams) {
      const live = liveEffects(tl, 0.45 * 500, before.track, poses).filter((x) => x.e.kind === 'hit');
      const { g, calls } = recorder();
      drawEffects(g, live, cam.scale);
      const radii = calls.filter((c) => c.op === 'circle').map((c) => (c.args[2] as number) * cam.scale);
      expect(Math.max(...radii)).toBeGreaterThanOrEqual(16);
      const strokes = calls.filter((c) => c.op === 'stroke').map((c) => c.args[0] as { color: number });
      expect(strokes.some((s) => lum(s.color) < 0.15)).toBe(true);
    }
  });

  it('floats the damage number clear of every name, badge and side tag, and of the cars, all the way up', () => {
    for (const cam of cams) {
      for (const pending of [true, false]) {
        const view = { width: 1280, height: 720 };
        const vehicles = vehicleViews(before, poses, pending ? 'b' : null, null, 0).map((v) => ({ ...v, name: v.id === 'b' ? "Bob's Renegade" : "Ann's Renegade", badge: v.id === 'b' ? 'SPINNING' : null }));
        const named = boardLabels({ cam, vehicles, markers: [], ruler: null, spins: [], view });
        const tags = placeSideTags(cam, [{ id: 's', label: 'Bob', fill: '#3366ff', vehicles: ['b'] }], vehicles, named, [], view);
        const taken = [...[...named, ...tags].map(labelRect), ...carRects(cam, vehicles)];
        expect(named.some((l) => l.key === 'name-b') || !pending).toBe(true);
        const b = vehicles.find((v) => v.id === 'b')!;
        const start = floaterStart('−4', carRects(cam, [b])[0], taken, view);
        for (const f of [0, 0.25, 0.5, 0.75, 0.99]) {
          const p = floaterAt(start, f);
          const r = floaterRect('−4', p.x, p.y);
          for (const q of taken) expect(overlap(r, q, 0), `number at ${JSON.stringify(p)} on ${JSON.stringify(q)} (scale ${cam.scale})`).toBe(false);
        }
      }
    }
  });
});
