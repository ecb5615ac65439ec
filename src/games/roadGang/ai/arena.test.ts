// The arena's measure of the road-gang computer (npm run arena -- --game roadGang,
// docs/roadGangComputer.md), small: 'normal' against 'random' over 6 seeded games, seats swapped
// every other game (3 as the Slow Gang, 3 as the Fast), with the 30-round limit (short games: the
// suite is bounded by a count and stays quick; the 200-game figure without a limit is the arena's,
// docs/roadGangComputer.md), through the ruleset's contract as the app plays a computer seat
// (playerView, legalCommands, apply). Normal must win most of them. Six, not 12 (issue 31): normal
// won 12 of 12 from seed 1, and the six are the first six of those.
import { describe, expect, it } from 'vitest';
import { formatRoadGangArena, runRoadGangArena } from '../../../sim/arena';
import { roadGangComputer } from './index';

describe('the road-gang computer in the arena', () => {
  it("'normal' beats 'random' in most of 6 seeded games, from both seats and as either gang", () => {
    const r = runRoadGangArena({ driver: roadGangComputer, a: 'normal', b: 'random', games: 6, seed: 1, maxCommands: 20000, roundLimit: 30 });
    expect(r.errors).toBe(0);
    expect(r.a.wins + r.b.wins + r.capped).toBe(6);
    expect(r.a.wins).toBeGreaterThanOrEqual(5);
    expect(r.a.seats.p1.wins).toBeGreaterThanOrEqual(2);
    expect(r.a.seats.p2.wins).toBeGreaterThanOrEqual(2);
    expect(Object.keys(r.a.gangs).sort()).toEqual(['the Fast Gang', 'the Slow Gang']);
    expect(formatRoadGangArena(r)).toMatch(/normal: won \d+\/6 = [\d.]+% \[\d+-\d+%\]/);
  }, 600_000);
});
