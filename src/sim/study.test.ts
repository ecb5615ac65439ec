// The side study (npm run study, issue 12): the foresight reference wins every game the seated
// policy wins, a winning line it finds is the game it then plays, and the fair sampled driver is
// deterministic from its seed like every other driver (docs/sim.md).
import { describe, expect, it } from 'vitest';
import { runStudy, STUDY_DEFAULTS, type StudyOptions, type StudyResult } from './study';

// Cheap drivers keep the play-outs short: the chase car takes the first legal answer, the lead car is random.
const base: StudyOptions = { ...STUDY_DEFAULTS, scenario: 'gameOne', policy: 'first', opponent: 'random', model: 'random', games: 6, seed: 1 };
let runs: { policy: StudyResult; foresight: StudyResult } | null = null;
const both = () => (runs ??= { policy: runStudy({ ...base, driver: 'policy' }), foresight: runStudy({ ...base, driver: 'foresight' }) });

describe('npm run study', () => {
  it('foresight wins every game the policy wins, and every game in which it found a winning line', () => {
    const { policy, foresight } = both();
    expect(policy.playOuts).toBe(0);
    for (const [i, g] of policy.games.entries()) if (g.won) expect(foresight.games[i].won).toBe(true);
    // Once the chase car has a choice to make, it wins exactly when it finds a winning line
    // (a game can end before that: the random lead car crashed on its own, Game Two seed 7).
    for (const g of foresight.games) if (g.decisions > 0) expect(g.won).toBe(g.lineFoundAt !== null);
    expect(foresight.games.every((g) => g.decisions > 0)).toBe(true);
    // The cheat is strong: it knows the dice to come (which is why it is only a reference).
    expect(foresight.wins).toBeGreaterThan(policy.wins);
  });

  it('a game the policy wins is found at the first decision, with no deviation needed', () => {
    const { policy, foresight } = both();
    const won = policy.games.filter((g) => g.won).map((g) => g.seed);
    expect(won.length).toBeGreaterThan(0);
    for (const seed of won) expect(foresight.games.find((g) => g.seed === seed)?.lineFoundAt).toBe(0);
  });

  it('a random chase car draws from its own stream, which the play-outs continue: still every game the policy wins', () => {
    const o = { ...base, policy: 'random' as const, games: 5 };
    const policy = runStudy({ ...o, driver: 'policy' });
    const foresight = runStudy({ ...o, driver: 'foresight' });
    expect(policy.wins).toBeGreaterThan(0);
    for (const [i, g] of policy.games.entries()) if (g.won) expect(foresight.games[i].lineFoundAt).toBe(0);
  });

  it('the sampled driver plays the same games from the same seed', () => {
    const o = { ...base, driver: 'sampled' as const, games: 2, top: 2, worlds: 2 };
    const a = runStudy(o);
    expect(a.playOuts).toBeGreaterThan(0);
    expect(runStudy(o)).toEqual(a);
  });
});
