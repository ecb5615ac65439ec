// The arena's measure of the road-gang computer (npm run arena -- --game roadGang,
// docs/roadGangComputer.md), small: 'normal' against 'random' over 4 seeded games, seats swapped
// every other game (2 as the Slow Gang, 2 as the Fast), with the 30-round limit (short games: the
// suite is bounded by a count and stays quick; the 200-game figure without a limit is the arena's,
// docs/roadGangComputer.md), through the ruleset's contract as the app plays a computer seat
// (playerView, legalCommands, apply). Normal must win all of them. Four, not 12 (issue 31, the
// seventh and eighth trims, docs/tests-moved.md): normal won 12 of 12 from seed 1, and the four are
// the first four of those. A driver no better than random would win 4 of 4 one time in 16, less
// often than the 5 of 6 asked before (7 in 64).
import { describe, expect, it } from 'vitest';
import { formatRoadGangArena, runRoadGangArena } from '../../../sim/arena';
import { roadGangComputer } from './index';

describe('the road-gang computer in the arena', () => {
  it("'normal' beats 'random' in each of 4 seeded games, from both seats and as either gang", () => {
    const r = runRoadGangArena({ driver: roadGangComputer, a: 'normal', b: 'random', games: 4, seed: 1, maxCommands: 20000, roundLimit: 30 });
    expect(r.errors).toBe(0);
    expect(r.a.wins + r.b.wins + r.capped).toBe(4);
    expect(r.a.wins).toBe(4);
    expect(r.a.seats.p1.wins).toBe(2);
    expect(r.a.seats.p2.wins).toBe(2);
    expect(Object.keys(r.a.gangs).sort()).toEqual(['the Fast Gang', 'the Slow Gang']);
    expect(formatRoadGangArena(r)).toMatch(/normal: won 4\/4 = [\d.]+% \[\d+-\d+%\]/);
  }, 600_000);
});
