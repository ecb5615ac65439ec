// Random-playout fuzzing of Games Three and Four (p87-88): 50 seeded games of each, set-up
// included (armament or drive-skill rolls, the lead die, Game Two's track, placement, the
// starting speed and its objections), every command chosen at random from legalCommands. Each
// game must end without an engine error, with the invariants intact after every command, and
// without stalling (stall.ts).
import { describe, expect, it } from 'vitest';
import { describeEvent, validateDesign } from '../engine';
import type { GameSetup } from '../engine';
import { checkInvariants } from './invariants';
import { playRandom, randomGameFile } from './playout';
import { haltOnStall } from './stall';
import { GAME_FOUR_DESIGNS, GAME_THREE_SETUP, gameFourSetup } from './designs';

const GAMES = 50;

function fuzz(seed: number, setup: GameSetup): string[] {
  const problems: string[] = [];
  const p = playRandom(seed, {
    setup,
    halt: haltOnStall(problems, () => JSON.stringify(randomGameFile(seed, setup))),
    onStep: (step) => {
      if (problems.length > 0) return;
      for (const v of checkInvariants(step.before, step.after, step.events)) problems.push(`${JSON.stringify(step.command)}: ${v}`);
      for (const e of step.events) if (!describeEvent(e, step.after, null)) problems.push(`event ${e.type} has no description`);
    },
  });
  if (p.end === 'error') problems.push(`${p.error!.code} at command ${p.error!.commandIndex} ${JSON.stringify(p.error!.command)}: ${p.error!.message}`);
  if (p.end === 'won' && !p.state.winner) problems.push('the game is over without a winner');
  return problems.map((x) => `seed ${seed}: ${x}\n  repro: ${JSON.stringify(randomGameFile(seed, setup))}`);
}

describe('the fixed Game Four designs (p88)', () => {
  it.each(GAME_FOUR_DESIGNS.map((d) => [d.name, d] as const))('p88: %s is a legal $50,000 Renegade with a weapon', (_n, d) => {
    expect(validateDesign(d, 50000, { kinds: ['renegade'], minWeapons: 1 }).problems).toEqual([]);
  });
});

describe(`random playouts of Game Three (${GAMES} seeds)`, () => {
  it.each(Array.from({ length: GAMES }, (_, i) => i + 1))('p87: seed %i ends cleanly with the invariants intact', (seed) => {
    expect(fuzz(seed, GAME_THREE_SETUP)).toEqual([]);
  });
});

describe(`random playouts of Game Four with designed cars (${GAMES} seeds)`, () => {
  it.each(Array.from({ length: GAMES }, (_, i) => i + 1))('p88: seed %i ends cleanly with the invariants intact', (seed) => {
    expect(fuzz(seed, gameFourSetup(seed))).toEqual([]);
  });
});
