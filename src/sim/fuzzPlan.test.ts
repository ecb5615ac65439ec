// The declaration oracle over random play (issue 15): on curved track with three to five cars,
// every accepted declaration does what its plan said (declarationOracle.ts), and the ordinary
// invariants hold. A failure prints a sim file that replays the game (docs/sim.md).
import { describe, expect, it } from 'vitest';
import { watchPlay } from './watchPlay';
import { curvedSetup } from './curvedSetups';
import { GAME_ONE_SETUP, randomGameFile } from './playout';

const CURVED_GAMES = 60;
/** Cars and bikes together on curves (issue 15): dodges, lane sharing and rams with bikes. */
const MIXED_GAMES = 40;
const GAME_ONE_GAMES = 20;

function oracle(seed: number, setup = curvedSetup(seed)): string[] {
  const { problems, play: p } = watchPlay(seed, setup);
  if (p.end === 'error') problems.push(`seed ${seed}: ${p.error!.code} ${p.error!.message}\n  repro: ${JSON.stringify(randomGameFile(seed, setup))}`);
  return problems;
}

describe(`every declaration does what it declared: random 3-5 car games on curves (${CURVED_GAMES} seeds)`, () => {
  const seeds = Array.from({ length: CURVED_GAMES }, (_, i) => i + 1);
  it.each(seeds)('seed %i', (seed) => {
    expect(oracle(seed)).toEqual([]);
  });
});

describe(`every declaration does what it declared: cars and bikes together on curves (${MIXED_GAMES} seeds)`, () => {
  const seeds = Array.from({ length: MIXED_GAMES }, (_, i) => i + 1);
  it.each(seeds)('seed %i', (seed) => {
    expect(oracle(seed, curvedSetup(seed, 1 + (seed % 3)))).toEqual([]);
  });
});

describe(`every declaration does what it declared: Game One (${GAME_ONE_GAMES} seeds)`, () => {
  const seeds = Array.from({ length: GAME_ONE_GAMES }, (_, i) => i + 1);
  it.each(seeds)('seed %i', (seed) => {
    expect(oracle(seed, GAME_ONE_SETUP)).toEqual([]);
  });
});
