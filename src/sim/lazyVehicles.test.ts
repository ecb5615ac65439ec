// The vehicle write barrier (cloneState.ts ownVehicleAt) against the copy it replaced. Two ways a
// copy-on-lookup can go wrong, each with its oracle, over random games of every bench row:
// - a rule writes into a vehicle still shared with apply's argument: the argument is deep-frozen
//   (playout.ts `freeze`), so the write throws and the game stops with an engine error;
// - a rule reads a vehicle it found before a lookup replaced it with a copy and so acts on stale
//   numbers: the same game played with every vehicle copied up front (copyPolicy.everyVehicle)
//   must give the same states, command for command.
import { afterEach, describe, expect, it } from 'vitest';
import { copyPolicy } from '../engine/cloneState';
import { GAME_ONE_SETUP, playRandom } from './playout';
import { SCENARIO_ROWS } from './bench';
import type { GameSetup } from '../engine';
import type { Variant } from './advancedSetups';

const GAMES = Number(process.env.FUZZ_GAMES ?? 3);
const CAP = 400;

function states(seed: number, setup: GameSetup, steer: Variant['steer'] | undefined, everyVehicle: boolean): { end: string; error: string | null; states: string[] } {
  copyPolicy.everyVehicle = everyVehicle;
  const seen: string[] = [];
  const out = playRandom(seed, { setup, steer, maxCommands: CAP, freeze: !everyVehicle, onStep: (st) => seen.push(JSON.stringify(st.after)) });
  return { end: out.end, error: out.error ? `${out.error.code}: ${out.error.message}` : null, states: seen };
}

afterEach(() => {
  copyPolicy.everyVehicle = false;
});

const ROWS = [{ scenario: 'gameOne', setup: () => GAME_ONE_SETUP, steer: undefined }, ...SCENARIO_ROWS];

describe.each(ROWS.map((r) => [r.scenario, r] as const))('the vehicle write barrier: %s', (_name, row) => {
  it.each(Array.from({ length: GAMES }, (_, i) => i + 1))('seed %i: no write into a shared vehicle, and the same game as copying every vehicle', (seed) => {
    const lazy = states(seed, row.setup(seed), row.steer, false);
    expect(lazy.error).toBeNull();
    const eager = states(seed, row.setup(seed), row.steer, true);
    expect(lazy.end).toBe(eager.end);
    expect(lazy.states.length).toBe(eager.states.length);
    const first = lazy.states.findIndex((x, i) => x !== eager.states[i]);
    expect(first, `the games part at command ${first}`).toBe(-1);
  });
});
