// The arena's measure of the road-gang computer (npm run arena -- --game roadGang,
// docs/roadGangComputer.md), small: 'normal' against 'random' over 20 seeded games, seats swapped
// every other game, set up as the text (no round limit), through the ruleset's contract as the
// app plays a computer seat (playerView, legalCommands, apply). Normal must win most of them.
import { describe, expect, it } from 'vitest';
import { formatRoadGangArena, runRoadGangArena } from '../../../sim/arena';
import { roadGangComputer } from './index';

describe('the road-gang computer in the arena', () => {
  it("'normal' beats 'random' in most of 20 seeded games, from both seats and as either gang", () => {
    const r = runRoadGangArena({ driver: roadGangComputer, a: 'normal', b: 'random', games: 20, seed: 1, maxCommands: 20000, roundLimit: null });
    expect(r.errors).toBe(0);
    expect(r.a.wins + r.b.wins + r.capped).toBe(20);
    expect(r.a.wins).toBeGreaterThanOrEqual(17);
    expect(r.a.seats.p1.wins).toBeGreaterThanOrEqual(8);
    expect(r.a.seats.p2.wins).toBeGreaterThanOrEqual(8);
    expect(Object.keys(r.a.gangs).sort()).toEqual(['the Fast Gang', 'the Slow Gang']);
    expect(formatRoadGangArena(r)).toMatch(/normal: won \d+\/20 = [\d.]+% \[\d+-\d+%\]/);
  }, 600_000);
});
