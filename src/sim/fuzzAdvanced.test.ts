// Random playouts of Games Six to Eight (p88) on the rolling road (p75-76): Game Six, Game Seven
// with an Op attacking and with gang against gang, Game Eight's pursuit and intercept. Every
// command is chosen at random from legalCommands (the set-up's design and approach steps steered
// to the variant); every game must end with a winner or the command cap, without an engine error,
// with the invariants (invariants.ts: never more than seven sections, every removal logged) after
// every command, and none may stall (stall.ts: many whole turns with no vehicle changing).
// FUZZ_GAMES=200 runs the 200 of each; the unit run plays a few.
import { afterAll, describe, expect, it } from 'vitest';
import type { Command, GameState } from '../engine';
import { checkInvariants } from './invariants';
import { playRandom } from './playout';
import { haltOnStall } from './stall';
import { TWELVE, VARIANTS, type Variant } from './advancedSetups';

const GAMES = Number(process.env.FUZZ_GAMES ?? 6);
const CAP = 1000;
/** A capped game of twelve vehicles takes a few seconds on a loaded machine: load, not a bug. */
const TIMEOUT_MS = 30000;

export interface AdvancedPlayout {
  end: 'won' | 'capped' | 'error';
  commands: number;
  /** The game as a sim file's commands (the steering is in them). */
  played: Command[];
  problems: string[];
  state: GameState;
  sawRemoval: boolean;
}

export function playAdvanced(v: Variant, seed: number, cap = CAP): AdvancedPlayout {
  let sawRemoval = false;
  let n = 0;
  const problems: string[] = [];
  const out = playRandom(seed, {
    setup: v.setup,
    maxCommands: cap,
    steer: v.steer,
    freeze: true,
    halt: haltOnStall(problems, () => `seed ${seed}, ${n} commands`),
    onStep: (st) => {
      problems.push(...checkInvariants(st.before, st.after, st.events).map((x) => `command ${n}: ${x}`));
      n++;
      if (st.events.some((e) => e.type === 'trackRemoved')) sawRemoval = true;
    },
  });
  if (out.error) problems.push(`${out.error.code}: ${out.error.message} (command ${out.error.commandIndex}: ${JSON.stringify(out.error.command)})`);
  return { end: out.end, commands: out.commands.length, played: out.commands, problems, state: out.state, sawRemoval };
}

/** Per variant: games won (and by which side), capped, with track taken away; printed at the end. */
const tally = new Map<string, Record<string, number>>();
afterAll(() => {
  if (process.env.FUZZ_GAMES) for (const [name, t] of tally) console.log(`${name}: ${JSON.stringify(t)}`);
});

describe.each([...VARIANTS, TWELVE].map((v) => [v.name, v] as const))('random playouts: %s (p88, p75-76)', (name, variant) => {
  it.each(Array.from({ length: GAMES }, (_, i) => i + 1))('seed %i ends with a winner or the cap, no engine error, the invariants intact', (seed) => {
    const out = playAdvanced(variant, seed);
    const t = tally.get(name) ?? {};
    for (const k of [out.end, out.end === 'won' ? `winner:${out.state.winner?.side}` : null, out.sawRemoval ? 'trackTakenAway' : null, 'commands']) if (k) t[k] = (t[k] ?? 0) + (k === 'commands' ? out.commands : 1);
    tally.set(name, t);
    // A failure prints a sim file that replays the game (docs/sim.md).
    expect(out.problems, JSON.stringify({ setup: variant.setup, seed, commands: out.played })).toEqual([]);
    expect(out.end).not.toBe('error');
    if (out.end === 'won') expect(out.state.winner).not.toBeNull();
  }, TIMEOUT_MS);
});
