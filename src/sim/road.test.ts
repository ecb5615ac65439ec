// Random playouts on generated roads: 100 seeded Game Five games (p88, initial generation p74,
// road hazards p76) and random games on the rolling track (p75), every command chosen uniformly
// from legalCommands. No engine error, the invariants hold, and so do the road's own rules.
import { describe, expect, it } from 'vitest';
import { apply, describeEvent, grid, legalCommands } from '../engine';
import { startPhase } from '../engine/flow/turn';
import type { Command, GameEvent, GameSetup, GameState } from '../engine';
import { testState } from '../engine/testkit';
import { newRoad, openingTrack } from '../engine/road/generate';
import { checkInvariants } from './invariants';
import { COMMAND_CAP, playRandom, randomGameFile } from './playout';
import { picker } from './prng';

const design = (name: string, weapons: { type: string; mount: string }[]) => ({ name, kind: 'renegade', weapons });
const GAME_FIVE_SETUP = {
  scenario: 'gameFive',
  players: [{ id: 'p1', name: 'Player 1' }, { id: 'p2', name: 'Player 2' }],
  designs: {
    p1: design('Runner', [{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passive' }]),
    p2: design('Chaser', [{ type: 'machineGun', mount: 'hood' }, { type: 'spikes', mount: 'passive' }]),
  },
} as unknown as GameSetup;

/** The road's rules after every command (p74-76). */
function roadFacts(s: GameState, opening: boolean): string[] {
  const out: string[] = [];
  const secs = s.track.sections;
  if (secs.length > 7) out.push(`${secs.length} sections in play (p75: never more than seven)`);
  for (let i = 0; i + 1 < secs.length; i++) if (secs[i].kind !== 'straight' && secs[i + 1].kind !== 'straight') out.push(`two curves side by side at ${grid.firstSection(s.track) + i} (p74)`);
  if (opening && secs.slice(0, 3).some((x) => x.kind !== 'straight')) out.push('the first three sections are not straights (p74)');
  const counts = { straight: 0, bend: 0, corner: 0 };
  for (const x of secs) counts[x.kind] += 1;
  if (counts.straight > 8 || counts.bend > 3 || counts.corner > 3) out.push(`more sections than the box holds: ${JSON.stringify(counts)} (p1)`);
  for (const v of s.vehicles) {
    if (v.status !== 'inPlay') continue;
    const fp = grid.footprint(v.cell, v.heading);
    const o = s.roadHazards.find((h) => h.kind === 'obstacle' && grid.zonesOverlap(h.zone, fp));
    if (o) out.push(`${v.id} stands on obstacle ${o.id} (p76: a collision stops the move)`);
  }
  for (const h of s.roadHazards) if (!grid.sectionByIndex(s.track, h.section)) out.push(`hazard ${h.id} lies on section ${h.section}, which is not in play`);
  return out;
}

function described(events: GameEvent[], s: GameState): string[] {
  const out: string[] = [];
  for (const e of events) {
    try {
      if (!describeEvent(e, s, null)) out.push(`event ${e.type} has no description`);
    } catch (x) {
      out.push(`describeEvent(${e.type}) threw: ${(x as Error).message}`);
    }
  }
  return out;
}

describe('random playouts of Game Five (p88; 100 seeds)', () => {
  const seeds = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each(seeds)('p88, p74, p76: seed %i ends without an engine error, the invariants and the road rules intact', (seed) => {
    const problems: string[] = [];
    const played: Command[] = [];
    const p = playRandom(seed, {
      setup: GAME_FIVE_SETUP,
      onStep: (st) => {
        if (problems.length === 0) {
          const at = `command ${played.length} ${JSON.stringify(st.command)}`;
          for (const x of [...checkInvariants(st.before, st.after, st.events), ...roadFacts(st.after, true), ...described(st.events, st.after)]) problems.push(`${at}: ${x}`);
        }
        played.push(st.command);
      },
    });
    if (p.end === 'error') problems.push(`${p.error!.code} at command ${p.error!.commandIndex}: ${p.error!.message}\n  repro: ${JSON.stringify(randomGameFile(seed, GAME_FIVE_SETUP))}`);
    expect(problems).toEqual([]);
    expect(p.end === 'won' || p.commands.length === COMMAND_CAP).toBe(true);
    expect(p.state.track.sections).toHaveLength(7);
  });
});

/** A board on the rolling track: the lead car on section 1, `chasers` behind it on section 0. */
function rolling(seed: number, chasers: number): GameState {
  const s = testState({
    vehicles: [
      { id: 'lead', side: 'lead', lane: 4, space: 4, speed: 40 },
      ...Array.from({ length: chasers }, (_, i) => ({ id: `chase${i + 1}`, side: 'chase', lane: 1 + 3 * i, space: i, speed: 40 })),
    ],
    sections: openingTrack().sections,
  });
  s.road = newRoad(true, true);
  s.rng = { seed, s: seed >>> 0, forced: [], rolls: 0 };
  return startPhase(s, 1);
}

describe('random playouts on the rolling track (p75, p76)', () => {
  const GAMES = 60;
  let removed = 0;
  let reversed = 0;
  it.each(Array.from({ length: GAMES }, (_, i) => i + 1))('p75, p76: seed %i plays on without an engine error, never more than seven sections', (seed) => {
    const choose = picker(seed);
    let s = rolling(seed, seed % 3);
    const problems: string[] = [];
    for (let n = 0; n < COMMAND_CAP && s.flow.kind !== 'over' && problems.length === 0; n++) {
      const legal = legalCommands(s);
      if (legal.length === 0) problems.push('no legal command');
      const c = choose.pick(legal);
      const r = apply(s, c);
      if (!r.ok) {
        problems.push(`${r.error.code} at command ${n} ${JSON.stringify(c)}: ${r.error.message}`);
        break;
      }
      for (const x of [...checkInvariants(s, r.value.state, r.value.events), ...roadFacts(r.value.state, false), ...described(r.value.events, r.value.state)]) problems.push(`command ${n}: ${x}`);
      removed += r.value.events.filter((e) => e.type === 'trackRemoved').length;
      reversed += r.value.events.filter((e) => e.type === 'directionOfPlay').length;
      s = r.value.state;
    }
    expect(problems).toEqual([]);
  });

  it('p75: the playouts took track away behind the cars and turned the direction of play round', () => {
    expect(removed).toBeGreaterThan(0);
    expect(reversed).toBeGreaterThan(0);
  });
});
