// The computer driver never leaves a game waiting forever (the stalled games: a Game Five lead
// car alone at 0 mph after the chase car left play chose "no action" for 1,468 turns). Arena
// play of the computer against itself in every scenario (arena.ts's set-ups, the seats the sim
// replays) must end within a bound on turns, and never stall (stall.ts); and a lead car left
// alone, stopped at an angle or backwards, drives on to the line.
import { describe, expect, it } from 'vitest';
import { newGame, SCENARIO_LIST } from '../engine';
import type { GameSetup, GameState, Heading } from '../engine';
import { chooserFor, type PolicyId } from '../ai/policies';
import { playWith } from '../ai/play';
import { arenaSetup } from './arena';
import { picker } from './prng';
import { ProgressWatch } from './stall';

/** Far beyond a game of the computer's (Game One's average is a dozen turns). */
const TURN_BOUND = 150;
const CAP = 4000;

function botGame(setup: GameSetup, seed: number, policy: PolicyId, start?: GameState): { state: GameState; end: string; problems: string[] } {
  const g = start ? { ok: true as const, value: start } : newGame(setup, seed);
  if (!g.ok) throw new Error(g.error.message);
  const pick = picker(seed);
  const choosers = Object.fromEntries(g.value.players.map((p) => [p.id, chooserFor(policy, pick.below)]));
  const watch = new ProgressWatch();
  const problems: string[] = [];
  const r = playWith(g.value, choosers, chooserFor('random', pick.below), CAP, () => 0, (_c, s) => {
    const x = watch.see(s);
    if (x) problems.push(x);
    if (s.turn > TURN_BOUND && problems.length === 0) problems.push(`still going at turn ${s.turn}`);
  });
  if (r.error) problems.push(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, end: r.end, problems };
}

describe('the computer driver ends its games', () => {
  it.each(SCENARIO_LIST.map((s) => s.id))('%s: the computer (easy) against itself ends within the turn bound, never stalling', (id) => {
    const out = botGame(arenaSetup(id, 1), 1, 'bot:easy');
    expect(out.problems).toEqual([]);
    expect(out.end).toBe('won');
    expect(out.state.winner).not.toBeNull();
  }, 600_000);

  const alone = (heading: Heading): GameSetup => ({
    scenario: 'custom',
    players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
    track: { sections: Array.from({ length: 7 }, () => ({ kind: 'straight' as const })), finish: true },
    vehicles: [
      { id: 'lead', kind: 'renegade', owner: 'a', side: 'lead', driveSkill: 3, dummies: 2, lane: 4, t0: 200, speed: 0, heading, weapons: [{ type: 'machineGun', mount: 'hood' }] },
      // It drives over the line in the first phase (p87: it leaves play) and leaves the lead car alone.
      { id: 'chase', kind: 'renegade', owner: 'b', side: 'chase', driveSkill: 3, dummies: 2, lane: 4, t0: 400, speed: 60, weapons: [{ type: 'machineGun', mount: 'hood' }] },
    ],
  });

  it.each([
    [5, 'bot:normal'], [5, 'bot:easy'], [3, 'bot:normal'], [4, 'bot:normal'], [2, 'bot:normal'],
  ] as const)('p46, p87: a lead car alone at 0 mph with heading %i (%s) drives on and crosses the line', (heading, policy) => {
    const out = botGame(alone(heading), 1, policy);
    expect(out.problems).toEqual([]);
    expect(out.state.winner).toMatchObject({ side: 'lead' });
    expect(out.state.turn).toBeLessThan(30);
  }, 120_000);
});
