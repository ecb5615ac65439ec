// Issue 29: the board's words never lie on one another. On a phone (390 px wide) the grid of a
// two-player race on The Bowl (seed 7) put the hover racer's "Racer", 2.9" below it, on the
// track's START / FINISH; the names now keep clear of the track's words, the footprints and
// each other, on the whole track and zoomed in. Then in races played on (random drivers, all three
// tracks, two and three players): the track's words lay under parked vehicles, and the ruler's
// range on the track's words and the vehicles; now every word is clear of every other and of them.
import { describe, expect, it } from 'vitest';
import { newRng, rollDie } from '../../../engine/rng';
import { deathrace, trackOf, TRACK_IDS, type DrCommand, type DrState } from '../rules';
import { trackLabels, vehicleLabel } from './draw';
import { boardWords, fontSizes, footBox, LABELS_FROM, textBox, trackTexts, vehicleTexts, type Box, type BoardWords } from './labels';
import { fitView, toPx, type View } from './view';

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
    const [now] = vehicleTexts(v, [{ ...racer, text: 'Racer' }], racer.id, trackTexts(v, trackLabels(track), sizes.track), sizes.name).names;
    expect(hits(textBox(now), textBox(start))).toBe(false);
    // The Iron wagon's name, with nothing in its way, lies just below its footprint (as close as 3 px).
    const wagon = s.vehicles.find((x) => x.stock === 'ironWagon')!;
    const [w] = vehicleTexts(v, [{ ...wagon, text: 'Wagon' }], wagon.id, trackTexts(v, trackLabels(track), sizes.track), sizes.name, s.vehicles).names;
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
        const { names } = vehicleTexts(v, named.map((x) => ({ ...x, text: vehicleLabel(x.stock) })), active.id, printed, sizes.name, s.vehicles);
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

/** Every tenth state of a race played on by a random driver (as the rules' fuzz test drives: a move or a shot half the time). */
function positions(seed: number): DrState[] {
  const players = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }, ...(seed % 2 ? [{ id: 'c', name: 'Cy' }] : [])];
  const g = deathrace.newGame({ ruleset: 'deathrace', players, options: { track: TRACK_IDS[seed % 3], laps: 1 } }, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value.state;
  const r = newRng(seed * 31 + 7);
  const out: DrState[] = [s];
  for (let k = 1; k <= 400 && !deathrace.result(s).over; k++) {
    const l = deathrace.legalCommands(s) as DrCommand[];
    const eager = l.find((x) => x.type === 'fire' || x.type === 'move');
    const a = deathrace.apply(s, eager && rollDie(r, 2) === 1 ? eager : l[rollDie(r, l.length) - 1]);
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.state;
    if (k % 10 === 0) out.push(s);
  }
  return out;
}

/** The board's words for a position, as DeathraceBoard lays them out (boardWords), with a ruler from `from` to `to` if told. */
function words(v: View, s: DrState, shot: { from: DrState['vehicles'][number]; to: DrState['vehicles'][number] } | null = null): BoardWords {
  const track = trackOf(s.options.track);
  const racing = s.vehicles.filter((x) => x.status === 'racing');
  // As the board: below LABELS_FROM px an inch only the vehicle whose turn it is is named.
  const active = shot?.from.id ?? racing[s.round % Math.max(1, racing.length)]?.id ?? null;
  const named = v.scale >= LABELS_FROM ? racing : racing.filter((x) => x.id === active);
  // The words of a shot's ruler (DeathraceBoard): the range to a decimal and the weapon's.
  const ruler = shot && { from: shot.from, to: shot.to, text: `${Math.hypot(shot.from.x - shot.to.x, shot.from.y - shot.to.y).toFixed(1)}" (range 24")` };
  return boardWords(v, trackTexts(v, trackLabels(track), fontSizes(v.scale).track), named.map((x) => ({ ...x, text: vehicleLabel(x.stock) })), active, s.vehicles, ruler);
}

/** No word on a footprint or on another word: what lies on what, none. */
function expectClear(v: View, s: DrState, w: BoardWords): void {
  const feet = s.vehicles.map((x) => footBox(v, x));
  const all = [...w.printed, ...w.names, ...(w.ruler ? [w.ruler] : [])];
  const on: string[] = [];
  all.forEach((t, k) => {
    if (feet.some((f) => hits(textBox(t), f))) on.push(`${t.text} on a footprint`);
    all.forEach((u, j) => j > k && hits(textBox(t), textBox(u)) && on.push(`${t.text} on ${u.text}`));
  });
  expect(on, `${s.options.track}, scale ${v.scale.toFixed(2)}`).toEqual([]);
}

describe("the Deathrace board's words in races played on (issue 29)", () => {
  const games = [1, 2, 3, 4, 5, 6].map((seed) => positions(seed));
  // A phone's board, whole and zoomed in, and a desktop's.
  const views = (s: DrState) => {
    const t = trackOf(s.options.track);
    return [fitView(t, 390, 254), fitView(t, 390, 254, true), fitView(t, 860, 560)];
  };

  it('the track\'s words lie under no vehicle and on no other word, names on none of them', () => {
    let under = 0, moved = 0, samples = 0, unnamed = 0;
    for (const states of games) for (const s of states) for (const v of views(s)) {
      const feet = s.vehicles.map((x) => footBox(v, x));
      const home = trackTexts(v, trackLabels(trackOf(s.options.track)), fontSizes(v.scale).track);
      // Where they used to be drawn, whatever stood on them.
      under += home.filter((t) => feet.some((f) => hits(textBox(t), f))).length;
      const w = words(v, s);
      expectClear(v, s, w);
      moved += w.printed.filter((t) => home.find((h) => h.key === t.key)!.y !== t.y).length;
      unnamed += (v.scale >= LABELS_FROM ? s.vehicles.filter((x) => x.status === 'racing').length : 1) - w.names.length;
      samples++;
    }
    expect(samples).toBeGreaterThan(100);
    // Vehicles did park on the track's words; those words moved off them.
    expect(under).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
    // Every racing vehicle named is named: the track's words gave way where it came to that.
    expect(unnamed).toBe(0);
  });

  it("the ruler's range lies on no word and no vehicle, from a racing vehicle to every other", () => {
    let before = 0, rulers = 0;
    for (const states of games) for (const s of states) {
      const racing = s.vehicles.filter((x) => x.status === 'racing');
      for (const v of views(s)) {
        const font = fontSizes(v.scale).name;
        const old = words(v, s);
        // Aimed by the vehicle whose turn it might be (each in turn over the samples) at every other.
        const a = racing[s.round % Math.max(1, racing.length)];
        for (const b of racing) {
          if (a === b) continue;
          const w = words(v, s, { from: a, to: b });
          // Where it used to be drawn, a line above the ruler's middle, on a word or a footprint.
          const mid = toPx(v, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
          const was = textBox({ text: w.ruler!.text, size: font, x: mid.x, y: mid.y - font });
          if ([...old.printed, ...old.names].some((t) => hits(was, textBox(t))) || s.vehicles.some((x) => hits(was, footBox(v, x)))) before++;
          expectClear(v, s, w);
          rulers++;
        }
      }
    }
    expect(rulers).toBeGreaterThan(500);
    // It used to lie on a word or a vehicle, often.
    expect(before).toBeGreaterThan(50);
  });
});
