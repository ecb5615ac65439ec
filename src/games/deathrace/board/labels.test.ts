// Issue 29: the board's words never lie on one another. On a phone (390 px wide) the grid of a
// two-player race on The Bowl (seed 7) put the hover racer's "Racer", 2.9" below it, on the
// track's START / FINISH; the names now keep clear of the track's words, the footprints and
// each other, on the whole track and zoomed in.
import { describe, expect, it } from 'vitest';
import { deathrace, trackOf, type DrState } from '../rules';
import { trackLabels, vehicleLabel } from './draw';
import { fontSizes, footBox, textBox, trackTexts, vehicleTexts, type Box } from './labels';
import { fitView } from './view';

const hits = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const race = (): DrState => {
  const g = deathrace.newGame({ ruleset: 'deathrace', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { track: 'bowl' } }, 7);
  if (!g.ok) throw new Error(g.error.message);
  return g.value.state;
};

describe("the Deathrace board's words (issue 29)", () => {
  const s = race();
  const track = trackOf(s.options.track);
  // The phone's board: the whole track in 390 x 254 px, and zoomed in (10 px an inch).
  const views = [fitView(track, 390, 254), fitView(track, 390, 254, true)];

  it("the racer's name, where it used to go (2.9\" below it), lay on START / FINISH on the phone's whole track", () => {
    const v = views[0];
    const sizes = fontSizes(v.scale);
    const start = trackTexts(v, trackLabels(track), sizes.track).find((t) => t.text === 'START / FINISH')!;
    const racer = s.vehicles.find((x) => x.stock === 'hoverRacer')!;
    const old = { text: 'Racer', size: sizes.name, x: v.ox + racer.x * v.scale, y: v.oy + (racer.y + 2.9) * v.scale };
    expect(hits(textBox(old), textBox(start))).toBe(true);
    const [now] = vehicleTexts(v, [{ ...racer, text: 'Racer' }], racer.id, trackTexts(v, trackLabels(track), sizes.track), sizes.name);
    expect(hits(textBox(now), textBox(start))).toBe(false);
    // The Iron wagon's name, with nothing in its way, lies just below its footprint (as close as 3 px).
    const wagon = s.vehicles.find((x) => x.stock === 'ironWagon')!;
    const [w] = vehicleTexts(v, [{ ...wagon, text: 'Wagon' }], wagon.id, trackTexts(v, trackLabels(track), sizes.track), sizes.name, s.vehicles);
    const f = footBox(v, wagon);
    expect(textBox(w).y - (f.y + f.h)).toBeGreaterThan(2);
    expect(textBox(w).y - (f.y + f.h)).toBeLessThan(3);
  });

  it("no vehicle's name lies on the track's words, on a footprint or on another name, whichever vehicle's turn it is", () => {
    for (const v of views) {
      const sizes = fontSizes(v.scale);
      const printed = trackTexts(v, trackLabels(track), sizes.track);
      const feet = s.vehicles.map((x) => footBox(v, x));
      for (const active of s.vehicles) {
        // Below 6 px an inch only the vehicle whose turn it is is named (DeathraceBoard's LABELS_FROM).
        const named = v.scale >= 6 ? s.vehicles : [active];
        const names = vehicleTexts(v, named.map((x) => ({ ...x, text: vehicleLabel(x.stock) })), active.id, printed, sizes.name, s.vehicles);
        expect(names).toHaveLength(named.length);
        names.forEach((n, k) => {
          const b = textBox(n);
          for (const t of printed) expect(hits(b, textBox(t)), `${n.text} on ${t.text} (scale ${v.scale.toFixed(2)})`).toBe(false);
          for (const f of feet) expect(hits(b, f), `${n.text} on a footprint (scale ${v.scale.toFixed(2)})`).toBe(false);
          names.forEach((m, j) => j !== k && expect(hits(b, textBox(m)), `${n.text} on ${m.text}`).toBe(false));
          // Kept near its vehicle: within four lines of its footprint.
          const f = footBox(v, named[k]);
          expect(Math.abs(n.y - (f.y + f.h / 2))).toBeLessThan(f.h / 2 + 4.5 * (sizes.name * 1.25 + 5));
        });
      }
    }
  });
});
