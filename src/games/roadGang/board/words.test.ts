// Issue 29: the board's words never lie on one another nor on a vehicle. The road-gang board's
// words: the road's numbers in the verge (START, 10, 20 ... END), each vehicle's tag along it
// (tokenTexts, at tagSpot) and a big stack's count badge. Measured in games played on by a random
// driver (seeds 1-6, with and without the train and the gyrocopter, every twentieth position) on the
// desktop's board area and a phone's, at both zooms (788 boards, 8,648 tags, 8,668 road numbers; no
// stack of BADGE_FROM came up): none lay on another, none on a vehicle other than its own (a tag is
// written on its own vehicle, by design). Every tenth position (1,552 boards) gave none either.
// This guards that.
import { describe, expect, it } from 'vitest';
import { rg, roadGang } from '../../../engine';
import { newRng, rollDie } from '../../../engine/rng';
import { tagSpot, textAngle, tokenTexts } from './draw';
import { ZOOMS, fontFor, roadLayout, tokenCorners, tokens, type Pt } from './layout';

type Poly = Pt[];
/** A word's box as drawn: a bold capital about 0.7 of its size wide, its 3 px outline round it. */
const wordPoly = (at: Pt, text: string, size: number, angle = 0): Poly =>
  tokenCorners({ x: at.x, y: at.y, w: text.length * size * 0.7 + 3, h: size + 3, angle } as Parameters<typeof tokenCorners>[0]);

/** Do two convex polygons overlap (separating axes; touching is not overlapping)? */
function hits(a: Poly, b: Poly): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i], q = poly[(i + 1) % poly.length];
      const n = { x: q.y - p.y, y: p.x - q.x };
      const span = (ps: Poly) => ps.map((r) => r.x * n.x + r.y * n.y);
      const [sa, sb] = [span(a), span(b)];
      if (Math.max(...sa) <= Math.min(...sb) + 1e-6 || Math.max(...sb) <= Math.min(...sa) + 1e-6) return false;
    }
  }
  return true;
}

/** Every STEP-th position of a game played on by a random driver. */
const STEP = 20;
function positions(seed: number): rg.RgState[] {
  const g = roadGang.newGame({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], options: { train: seed % 3 === 0, gyrocopter: seed % 2 === 0, roundLimit: 30 } }, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value.state;
  const r = newRng(seed * 31 + 7);
  const out: rg.RgState[] = [s];
  for (let k = 1; k <= 2000 && !roadGang.result(s).over; k++) {
    const l = roadGang.legalCommands(s);
    const a = roadGang.apply(s, l[rollDie(r, l.length) - 1]);
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.state;
    if (k % STEP === 0) out.push(s);
  }
  return out;
}

// The board's area at 1280x720 beside the side panel and a phone's band (layout.test.ts's AREAS).
const AREAS: [number, number][] = [[742, 660], [390, 388]];

describe("the road-gang board's words (issue 29)", () => {
  it('no road number, vehicle tag or count badge lies on another word or on a vehicle (its own tag excepted), in games played on', () => {
    const states = [1, 2, 3, 4, 5, 6].flatMap(positions);
    const on: string[] = [];
    let boards = 0, tags = 0;
    for (const [w, h] of AREAS) for (const zoom of ZOOMS) {
      const l = roadLayout(w, h, rg.ROAD_LENGTH, zoom);
      const font = fontFor(l.road);
      const numbers = l.tiles.filter((t) => t.label).map((t) => ({ id: '', text: t.label!.text, poly: wordPoly(t.label!.at, t.label!.text, font) }));
      for (const s of states) {
        const { tokens: toks, badges } = tokens(s, l);
        const texts = tokenTexts(toks);
        const words = [
          ...numbers,
          ...toks.filter((t) => texts.has(t.id)).map((t) => ({ id: t.id, text: texts.get(t.id)!.text, poly: wordPoly(tagSpot(t), texts.get(t.id)!.text, texts.get(t.id)!.size, textAngle(t)) })),
          ...badges.map((b) => ({ id: '', text: `badge ${b.count}`, poly: tokenCorners({ x: b.x, y: b.y, w: 2 * b.r, h: 2 * b.r, angle: 0 } as Parameters<typeof tokenCorners>[0]) })),
        ];
        tags += texts.size;
        const where = `${w}x${h} zoom ${zoom} round ${s.round}`;
        words.forEach((a, i) => {
          words.forEach((b, j) => j > i && hits(a.poly, b.poly) && on.push(`${a.text} on ${b.text} (${where})`));
          for (const t of toks) if (t.id !== a.id && hits(a.poly, tokenCorners(t))) on.push(`${a.text} on ${t.label} (${where})`);
        });
        boards++;
      }
    }
    expect(boards).toBeGreaterThan(200);
    expect(tags).toBeGreaterThan(1000);
    expect(on).toEqual([]);
  });
});

describe('the check itself', () => {
  it("catches a word on a vehicle: a tag written at its stack neighbour's spot lies on that neighbour; START at the first tile's centre lies on a vehicle there", () => {
    const l = roadLayout(742, 660, rg.ROAD_LENGTH);
    // The first position with two vehicles on one segment of the road (not in a pit).
    const pairs = positions(1).flatMap((s) => {
      const toks = tokens(s, l).tokens.filter((t) => t.segment > 1 && t.segment < rg.ROAD_LENGTH);
      return toks.flatMap((a) => toks.filter((b) => b.segment === a.segment && b.id !== a.id).map((b) => [a, b] as const));
    });
    expect(pairs.length).toBeGreaterThan(0);
    const [a, b] = pairs[0];
    expect(hits(wordPoly(tagSpot(b), a.label, 9, textAngle(b)), tokenCorners(b))).toBe(true);
    expect(hits(wordPoly(tagSpot(a), a.label, 9, textAngle(a)), tokenCorners(b))).toBe(false);
    expect(hits(wordPoly({ x: a.x, y: a.y }, 'START', fontFor(l.road)), tokenCorners(a))).toBe(true);
  });
});
