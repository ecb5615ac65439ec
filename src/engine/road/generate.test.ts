import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events';
import type { Section, SectionKind, Turn } from '../types';
import { forcedTurn, generateInitialTrack, nextSection } from './generate';
import { stock } from './layout';
import { BOX, OPENING_STRAIGHTS, SECTIONS_IN_PLAY } from './tables';
import { roadCtx, roadState, S } from './testRoad';

/** Initial generation (no road hazards) with forced dice, then the seeded generator. */
function generate(dice: number[], count = SECTIONS_IN_PLAY, seed?: number) {
  const s = roadState();
  if (seed !== undefined) s.rng = { seed, s: seed >>> 0, forced: [], rolls: 0 };
  const ctx = roadCtx(s, dice);
  generateInitialTrack(ctx, count);
  return { s: ctx.s, events: ctx.events, placed: ctx.events.filter((e): e is Extract<GameEvent, { type: 'trackPlaced' }> => e.type === 'trackPlaced') };
}

const kinds = (secs: Section[]): string[] => secs.map((x) => (x.kind === 'straight' ? 'S' : `${x.kind[0].toUpperCase()}${x.turn![0]}`));

describe('initial track generation (p74)', () => {
  it('p74: three straights are down before any die; the first roll is for the fourth section', () => {
    const { s, placed } = generate([1, 2, 3, 4]);
    expect(kinds(s.track.sections)).toEqual(['S', 'S', 'S', 'S', 'S', 'S', 'S']);
    expect(placed.map((e) => e.section)).toEqual([3, 4, 5, 6]);
    expect(placed.map((e) => e.dice)).toEqual([[1], [2], [3], [4]]);
  });

  it('p74 (ASSUMPTION: seven, not the printed "ten"): generation stops with seven sections in play and the finish at the far end', () => {
    const { s } = generate([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(s.track.sections).toHaveLength(7);
    expect(SECTIONS_IN_PLAY).toBe(7);
    expect(s.track.finishTick).toBe(7 * 60);
    expect(s.rng.forced).toEqual([1, 1, 1, 1]); // only four dice were needed
  });

  const ROLLS: [string, number[], string][] = [
    ['1-4 is a straight', [4], 'S'],
    ['5 is a curve; type 5 a corner; direction 1 (odd) left', [5, 5, 1], 'Cl'],
    ['6 is a curve; type 6 a corner; direction 2 (even) right', [6, 6, 2], 'Cr'],
    ['type 1-4 is a bend; direction 3 left', [5, 4, 3], 'Bl'],
    ['type 1 a bend; direction 6 right', [6, 1, 6], 'Br'],
  ];
  it.each(ROLLS)('p74: %s', (_n, dice, kind) => {
    const { s } = generate([...dice, 1, 1, 1, 1]);
    expect(kinds(s.track.sections)[3]).toBe(kind);
  });

  it('p74: the section after a curve is always a straight, and is not rolled', () => {
    const { s, placed } = generate([5, 5, 1, /* after the corner: no die */ 6, 2, 6, 1]);
    expect(kinds(s.track.sections)).toEqual(['S', 'S', 'S', 'Cl', 'S', 'Br', 'S']);
    expect(placed.map((e) => e.dice)).toEqual([[5, 5, 1], [], [6, 2, 6], []]);
    expect(placed[1].note).toMatch(/always follows a curve/);
    expect(s.rng.forced).toEqual([1]);
  });

  it('p74: the 180 degree rule — after two curves the same way the next goes the other way, without a direction die', () => {
    const s = roadState();
    const ctx = roadCtx(s, [5, 1, 1, 5, 1, 3, 5, 1, /* no direction die */ 5, 2, 2, 5, 1 /* forced */]);
    const road = s.road!;
    const turns: (Turn | undefined)[] = [];
    for (let i = 0; i < 4; i++) turns.push(nextSection(ctx, road, false)!.turn);
    expect(turns).toEqual(['left', 'left', 'right', 'right']);
    expect(forcedTurn(['left', 'left'])).toBe('right');
    expect(forcedTurn(['right', 'right'])).toBe('left');
    expect(forcedTurn(['left', 'right'])).toBeNull();
    expect(forcedTurn(['left'])).toBeNull();
    // After left-left-right-right the next is forced left: the last two went right.
    expect(nextSection(ctx, road, false)!.turn).toBe('left');
  });

  it('p74: when one kind of curve has run out the other is used instead', () => {
    const s = roadState({ sections: [S, S, S, { kind: 'corner', turn: 'left' }, S, { kind: 'corner', turn: 'right' }, S, { kind: 'corner', turn: 'left' }, S] });
    const ctx = roadCtx(s, [6, 6, 2]);
    expect(stock(s.track).corner).toBe(0);
    const g = nextSection(ctx, s.road!, false)!;
    expect(g).toMatchObject({ kind: 'bend', turn: 'right' });
    expect(g.note).toMatch(/no corners left in the box: a bend instead/);
  });

  it('p74: a straight needed when every straight is in play ends generation; the finish is where the track stopped', () => {
    const eight: Section[] = Array.from({ length: 8 }, () => S);
    const s = roadState({ sections: eight });
    const ctx = roadCtx(s, [2]);
    expect(nextSection(ctx, s.road!, false)).toBeNull();
    // Through the whole generator: ten sections wanted from a box of 8 straights, all rolled straight.
    const all = generate(Array.from({ length: 20 }, () => 1), 10);
    expect(all.s.track.sections).toHaveLength(8);
    expect(all.s.road!.ended).toBe(true);
    expect(all.s.track.finishTick).toBe(8 * 60);
    expect(all.events.some((e) => e.type === 'note' && /none is left in the box/.test(e.text))).toBe(true);
  });

  it('p74: an owed straight after a curve with none left also ends generation', () => {
    const s = roadState({ sections: [...Array.from({ length: 8 }, () => S), { kind: 'bend', turn: 'left' }] });
    expect(nextSection(roadCtx(s), s.road!, true)).toBeNull();
  });
});

describe('generated tracks over many seeds (p74, p1)', () => {
  const SEEDS = 400;
  const check = (secs: Section[], count: number): string[] => {
    const out: string[] = [];
    const used: Record<SectionKind, number> = { straight: 0, corner: 0, bend: 0 };
    for (const x of secs) used[x.kind] += 1;
    for (const k of Object.keys(BOX) as SectionKind[]) if (used[k] > BOX[k]) out.push(`${used[k]} ${k}s, the box has ${BOX[k]}`);
    if (secs.slice(0, OPENING_STRAIGHTS).some((x) => x.kind !== 'straight')) out.push('the first three are not all straights');
    if (secs.length > count) out.push(`${secs.length} sections`);
    const curves = secs.filter((x) => x.kind !== 'straight');
    for (let i = 0; i < secs.length - 1; i++) if (secs[i].kind !== 'straight' && secs[i + 1].kind !== 'straight') out.push(`a curve follows the curve at ${i}`);
    for (let i = 2; i < curves.length; i++) if (curves[i].turn === curves[i - 1].turn && curves[i - 1].turn === curves[i - 2].turn) out.push(`three curves ${curves[i].turn} in a row`);
    return out;
  };

  it.each([[SECTIONS_IN_PLAY], [10], [14]])('p74, p1: %i sections wanted — three straights first, a straight after every curve, the 180 degree rule, the box stock', (count) => {
    let sawCurve = false;
    let sawEnd = false;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { s } = generate([], count, seed);
      const secs = s.track.sections;
      expect(check(secs, count), `seed ${seed}: ${kinds(secs).join(' ')}`).toEqual([]);
      // A track ends short only because a straight was owed and the box had none.
      if (secs.length < count) {
        sawEnd = true;
        expect(s.road!.ended).toBe(true);
        expect(secs.filter((x) => x.kind === 'straight')).toHaveLength(BOX.straight);
      } else expect(s.road!.ended).toBe(false);
      sawCurve ||= secs.some((x) => x.kind !== 'straight');
    }
    expect(sawCurve).toBe(true);
    if (count === 14) expect(sawEnd).toBe(true);
  });

  it('p74: seven-section tracks never run short (at most two curves fit after the three straights)', () => {
    for (let seed = 1; seed <= SEEDS; seed++) expect(generate([], SECTIONS_IN_PLAY, seed).s.track.sections).toHaveLength(7);
  });
});
