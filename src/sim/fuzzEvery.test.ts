// Random play in every scenario, each game played to its end (the stalled games: 4 of 2,000
// random Games One and Two, 12 of 7,124 over every scenario, never ended). Games One to Five
// (Four and Five with the computer's designs, as the arena plays them), and Games Six to Eight
// in each variant the fuzz suites steer to (advancedSetups.ts). Every game must end, by a win or
// the scenario's rule, without an engine error and without ever stalling (stall.ts: many whole
// turns in which no vehicle's position, speed, status or damage changed). FUZZ_GAMES=n plays n
// games of each (the unit run plays a few); the tally per scenario is printed at the end.
import { afterAll, describe, expect, it } from 'vitest';
import type { Command, GameSetup, GameState } from '../engine';
import { arenaSetup } from './arena';
import { playRandom } from './playout';
import { haltOnStall } from './stall';
import { TWELVE, VARIANTS } from './advancedSetups';

const GAMES = Number(process.env.FUZZ_GAMES ?? 3);
const FIRST = Number(process.env.FUZZ_FIRST ?? 1);
/** Far past any game that makes progress: a game still going here has not ended. */
const CAP = 6000;
const TIMEOUT_MS = 120000;

interface Kind {
  name: string;
  setup: (i: number) => GameSetup;
  steer?: (s: GameState, legal: Command[]) => Command[];
}

const KINDS: Kind[] = [
  ...['gameOne', 'gameTwo', 'gameThree', 'gameFour', 'gameFive'].map((id): Kind => ({ name: id, setup: (i) => arenaSetup(id, i) })),
  ...[...VARIANTS, TWELVE].map((v): Kind => ({ name: v.name, setup: () => v.setup, steer: v.steer })),
];

/**
 * Seeds that stalled in the first FUZZ_GAMES=2000 run after the stalled Games One and Two were
 * fixed, played in every run: every vehicle stationary for good (an Interceptor with its engine
 * out, a car stopped at an angle whose re-alignment runs into a wreck, one boxed in by road
 * obstacles and a car with zero handling), nothing in range, or only a driver out of control for
 * good (p42) with a target, so nothing could ever change (victory.ts frozen).
 */
const FOUND: Record<string, number[]> = {
  'Game Six, three players': [130, 576, 782, 1981],
  'Game Seven, an Op attacking a gang': [481, 576, 772, 782, 1913],
  'Game Seven, gang against gang, four players': [634],
  'Game Eight, an intercept': [197, 322],
};

const tally = new Map<string, Record<string, number>>();
afterAll(() => {
  for (const [name, t] of tally) console.log(`${name}: ${JSON.stringify(t)}`);
});

/** One game to its end: its problems (an error, a stall, the cap) with a sim file that replays it. */
function playToEnd(k: Kind, seed: number): { problems: string[]; state: GameState; commands: number } {
  const setup = k.setup(seed);
  const problems: string[] = [];
  let played: Command[] = [];
  const repro = () => JSON.stringify({ setup, seed, commands: played });
  const p = playRandom(seed, { setup, steer: k.steer, maxCommands: CAP, halt: haltOnStall(problems, repro), onStep: (st) => played.push(st.command) });
  played = p.commands;
  if (p.end === 'error') problems.push(`${p.error!.code} at command ${p.error!.commandIndex}: ${p.error!.message}\n  repro: ${repro()}`);
  if (p.end === 'capped' && problems.length === 0) problems.push(`not over after ${CAP} commands (turn ${p.state.turn})\n  repro: ${repro()}`);
  if (p.end === 'won' && !p.state.winner) problems.push('over without a winner');
  return { problems, state: p.state, commands: p.commands.length };
}

const seedsOf = (name: string): number[] => {
  const run = Array.from({ length: GAMES }, (_, i) => FIRST + i);
  return [...run, ...(FOUND[name] ?? []).filter((x) => !run.includes(x))];
};

describe.each(KINDS.map((k) => [k.name, k] as const))('random play to the end: %s', (name, k) => {
  it.each(seedsOf(name))('p87-88: seed %i ends, never stalling', (seed) => {
    const out = playToEnd(k, seed);
    const t = tally.get(name) ?? { games: 0, ended: 0, neverEnded: 0, commands: 0 };
    t.games += 1;
    t.commands += out.commands;
    if (out.problems.length === 0) t.ended += 1;
    else t.neverEnded += 1;
    const w = `winner:${out.state.winner?.side ?? '-'}`;
    t[w] = (t[w] ?? 0) + 1;
    // The games ended because nothing could ever change again (victory.ts frozen), and by a lead car halted for good (p87).
    if (out.state.winner?.reason === 'no vehicle can ever move or act again') t.frozen = (t.frozen ?? 0) + 1;
    if (out.state.winner?.reason.endsWith('halted for good')) t.haltedForGood = (t.haltedForGood ?? 0) + 1;
    tally.set(name, t);
    expect(out.problems).toEqual([]);
  }, TIMEOUT_MS);
});
