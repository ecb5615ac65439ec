// Game Two (p87): a die picks one of six curving layouts, then the set-up of Game One; random
// playouts of the whole game through legalCommands.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending } from './turn';
import { newGame } from './setup';
import { describeEvent } from '../explain/describe';
import { cellAt } from '../grid';
import { pointInSection, sectionPoses, ROAD_CM } from '../geometry';
import { convexOverlap, type Poly } from '../polygon';
import { GAME_TWO_LAYOUTS, gameTwoLayout } from '../data/gameTwoLayouts';
import { v, must, applyOk } from '../testkit';
import { checkInvariants } from '../../sim/invariants';
import { playRandom } from '../../sim/playout';
import type { Command, Section } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const SETUP = { scenario: 'gameTwo', players };


const step = applyOk;

/** The box holds 8 straights, 3 corners and 3 bends (p1); the generator may use no more (p74). */
const STOCK: Record<Section['kind'], number> = { straight: 8, corner: 3, bend: 3 };

/** Breaches of the track generator's rules (p74) in a layout. */
function layoutProblems(sections: readonly Section[]): string[] {
  const out: string[] = [];
  if (sections[0]?.kind !== 'straight') out.push('does not start with a straight');
  if (sections[sections.length - 1]?.kind !== 'straight') out.push('does not end with a straight');
  for (const kind of Object.keys(STOCK) as Section['kind'][]) {
    const n = sections.filter((x) => x.kind === kind).length;
    if (n > STOCK[kind]) out.push(`uses ${n} ${kind}s, the box has ${STOCK[kind]}`);
  }
  sections.forEach((x, i) => {
    if (x.kind !== 'straight' && sections[i + 1] && sections[i + 1].kind !== 'straight') out.push(`section ${i + 1} is a curve not followed by a straight`);
    if (x.kind !== 'straight' && !x.turn) out.push(`curve ${i + 1} has no direction`);
  });
  const turns = sections.flatMap((x) => (x.turn ? [x.turn] : []));
  for (let i = 2; i < turns.length; i++) if (turns[i] === turns[i - 1] && turns[i] === turns[i - 2]) out.push(`three curves ${turns[i]} in a row (the 180 degree rule)`);
  return out;
}

/** Each section as thin convex slices across the road's full width (drawing geometry, cm). */
function slices(sections: readonly Section[]): Poly[][] {
  const poses = sectionPoses({ sections: [...sections], finishTick: null });
  const n = 12;
  return sections.map((sec, i) => {
    const at = (u: number, k: number) => pointInSection(sec, poses[i], u, k / n);
    return Array.from({ length: n }, (_, k) => [at(0, k), at(0, k + 1), at(ROAD_CM, k + 1), at(ROAD_CM, k)]);
  });
}

describe("Game Two's six layouts (p87, p74)", () => {
  it('p87: six layouts, one for each score of the die, seven sections each', () => {
    expect(GAME_TWO_LAYOUTS.map((l) => l.score)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const l of GAME_TWO_LAYOUTS) expect(l.sections).toHaveLength(7);
    expect(new Set(GAME_TWO_LAYOUTS.map((l) => JSON.stringify(l.sections))).size).toBe(6);
    expect(gameTwoLayout(4)).toBe(GAME_TWO_LAYOUTS[3]);
  });

  it.each(GAME_TWO_LAYOUTS.map((l) => [l.score, l.name, l.sections] as const))('p74: layout %i (%s) keeps the track rules: a straight first, after every curve and last; no three curves one way; the box\'s stock', (_n, _name, sections) => {
    expect(layoutProblems(sections)).toEqual([]);
    expect(sections.some((x) => x.kind !== 'straight')).toBe(true); // "curving track layouts"
  });

  it('p74: the rule check itself catches each breach', () => {
    const S: Section = { kind: 'straight' };
    const L: Section = { kind: 'bend', turn: 'left' };
    const C: Section = { kind: 'corner', turn: 'left' };
    expect(layoutProblems([L, S])).toContain('does not start with a straight');
    expect(layoutProblems([S, L, L, S])).toContain('section 2 is a curve not followed by a straight');
    expect(layoutProblems([S, L, S, L, S, C, S])).toContain('three curves left in a row (the 180 degree rule)');
    expect(layoutProblems([S, C, S, C, S, C, S, C, S])).toContain('uses 4 corners, the box has 3');
  });

  it.each(GAME_TWO_LAYOUTS.map((l) => [l.score, l.sections] as const))('p87: layout %i can be laid on a table: no section overlaps another that is not its neighbour', (_n, sections) => {
    const parts = slices(sections);
    const crossings: string[] = [];
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 2; j < parts.length; j++)
        if (parts[i].some((a) => parts[j].some((b) => convexOverlap(a, b, 0.01)))) crossings.push(`${i + 1} and ${j + 1}`);
    expect(crossings).toEqual([]);
  });

  it('p87: the overlap check finds a road that crosses itself', () => {
    const B: Section = { kind: 'bend', turn: 'left' };
    const S: Section = { kind: 'straight' };
    // Six bends one way turn a full circle: the last straight runs back over the first bend.
    const parts = slices([S, B, B, B, B, B, B, S]);
    expect(parts[1].some((a) => parts[7].some((b) => convexOverlap(a, b, 0.01)))).toBe(true);
  });
});

describe('Game Two set-up (p87)', () => {
  it('p87: the game starts with the die for the track; only a roll is offered; the road is a placeholder until then', () => {
    const s = must(newGame(SETUP, 5));
    expect(s.scenario).toBe('gameTwo');
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'ann', vehicle: null, step: { kind: 'rollTrack' } });
    expect(legalCommands(s)).toEqual([{ type: 'roll' }]);
    expect(s.track.sections.every((x) => x.kind === 'straight')).toBe(true);
    expect(s.rng.rolls).toBe(0);
    for (const c of [{ type: 'rollForLead' }, { type: 'place', vehicle: 'car1', lane: 3, t0: 0 }, { type: 'declare', vehicle: 'car1', action: { kind: 'none' } }] as Command[]) {
      const r = apply(s, c);
      expect(r.ok ? 'accepted' : r.error.code).toBe('NOT_PENDING');
    }
  });

  it.each([1, 2, 3, 4, 5, 6])('p87: a roll of %i lays layout %i with the finish line at the far end', (d) => {
    const s0 = must(newGame({ ...SETUP, forcedDice: [d] }, 5));
    const { s, events } = step(s0, { type: 'roll' });
    expect(s.track.sections).toEqual(GAME_TWO_LAYOUTS[d - 1].sections);
    expect(s.track.finishTick).toBe(7 * 60);
    const e = events.find((x) => x.type === 'trackRolled');
    expect(e).toMatchObject({ type: 'trackRolled', player: 'ann', layout: d, rule: 'p87', dice: [d] });
    expect(describeEvent(e!, s, null)).toBe(`Ann rolled ${d}: track layout ${d}, ${GAME_TWO_LAYOUTS[d - 1].name}`);
    expect(pending(s).kind).toBe('rollForLead');
  });

  it('p87: then the die for the lead car, the chase car in section 1 and the lead car anywhere in section 2, as in Game One', () => {
    // Layout 3: section 2 is a left bend. Die 3 for the track, 2 (even) gives Ann the chase car.
    let s = step(must(newGame({ ...SETUP, forcedDice: [3, 2] }, 5)), { type: 'roll' }).s;
    s = step(s, { type: 'rollForLead' }).s;
    expect(v(s, 'car1').side).toBe('chase');
    expect(pending(s)).toMatchObject({ kind: 'place', vehicle: 'car1', player: 'ann' });
    expect(legalCommands(s)).toHaveLength(21); // a straight: lanes 1-7 x 3 spaces
    s = step(s, { type: 'place', vehicle: 'car1', lane: 4, t0: 40 }).s;
    expect(pending(s)).toMatchObject({ kind: 'place', vehicle: 'car2', player: 'bob' });
    const places = legalCommands(s);
    // The bend's lane pairs have 3, 3, 4, 4, 5, 5, 5 spaces (their outer lanes, p10).
    expect(places).toHaveLength(29);
    expect(places.every((c) => c.type === 'place' && cellAt(s.track, c.lane, c.t0)!.t0 === c.t0 && c.t0 >= 60 && c.t0 < 120)).toBe(true);
    expect(apply(s, { type: 'place', vehicle: 'car2', lane: 6, t0: 70 }).ok).toBe(false); // not the start of a space
    s = step(s, { type: 'place', vehicle: 'car2', lane: 6, t0: 72 }).s;
    expect(v(s, 'car2').cell).toEqual({ lane: 6, t0: 72, t1: 84 });
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'car2' });
    expect(s.turn).toBe(1);
  });

  it('p87: two Renegades with a hood MG and an oil layer, drive skill 3, both at 60 mph', () => {
    const s = must(newGame(SETUP, 1));
    expect(s.vehicles.map((c) => [c.kind, c.driveSkill, c.speed, c.status, c.weapons.map((w) => `${w.type}@${w.mount}`).join(' ')])).toEqual([
      ['renegade', 3, 60, 'unplaced', 'machineGun@hood oil@passive'],
      ['renegade', 3, 60, 'unplaced', 'machineGun@hood oil@passive'],
    ]);
  });

  it('p87: Game Two is for two players', () => {
    const r = newGame({ ...SETUP, players: [...players, { id: 'cy', name: 'Cy' }] }, 1);
    expect(r.ok ? 'accepted' : r.error.code).toBe('BAD_SETUP');
  });

  it('p87: the lead car wins by crossing the finish line at the far end of the curving track', () => {
    let s = step(must(newGame({ ...SETUP, forcedDice: [5, 1] }, 5)), { type: 'roll' }).s;
    s = step(s, { type: 'rollForLead' }).s; // odd: Ann leads
    s = step(s, { type: 'place', vehicle: 'car2', lane: 2, t0: 0 }).s;
    s = step(s, { type: 'place', vehicle: 'car1', lane: 4, t0: 100 }).s;
    // Move the lead car to the last space of the track and drive it over the line.
    const lead = s.vehicles.find((c) => c.id === 'car1')!;
    lead.cell = { lane: 4, t0: 400, t1: 420 };
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'car1' });
    const { s: end } = step(s, { type: 'declare', vehicle: 'car1', action: { kind: 'none' } });
    expect(v(end, 'car1').status).toBe('finished');
    expect(end.winner).toMatchObject({ side: 'lead', rule: 'p87' });
    expect(pending(end).kind).toBe('gameOver');
  });
});

describe('Game Two random playouts (100 seeds)', () => {
  const seeds = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each(seeds)('seed %i plays to the end through legalCommands without an engine error, the invariants intact', (seed) => {
    const problems: string[] = [];
    const p = playRandom(seed, {
      setup: SETUP,
      onStep: (st) => {
        if (problems.length < 3) for (const x of checkInvariants(st.before, st.after, st.events)) problems.push(`command ${JSON.stringify(st.command)}: ${x}`);
      },
    });
    if (p.end === 'error') problems.push(`${p.error!.code} at command ${p.error!.commandIndex}: ${p.error!.message}`);
    expect(problems).toEqual([]);
    expect(p.state.scenario).toBe('gameTwo');
    expect(p.state.track.sections).toEqual(GAME_TWO_LAYOUTS.find((l) => JSON.stringify(l.sections) === JSON.stringify(p.state.track.sections))?.sections);
    if (p.end === 'won') expect(['lead', 'chase']).toContain(p.state.winner?.side);
  });
});
