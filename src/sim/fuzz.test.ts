// Random-playout fuzzing: 200 seeded Game One games, every command chosen uniformly from
// legalCommands. Each game must end (a winner, or the 300-command cap) without an engine error,
// every offered command must be accepted, and the invariants (invariants.ts) must hold after each
// command. A failure prints a sim file that replays the game (docs/sim.md).
import { describe, expect, it } from 'vitest';
import { apply, describeEvent } from '../engine';
import type { Command, GameState } from '../engine';
import { checkInvariants } from './invariants';
import { COMMAND_CAP, playRandom, randomGameFile, type Step } from './playout';

const GAMES = 200;
/** In the first games every offered command is tried, not only the one chosen, and apply is
 *  checked not to change its argument. */
const THOROUGH = 20;

const repro = (seed: number, played: Command[], extra?: Command): string =>
  extra
    ? JSON.stringify({ setup: randomGameFile(seed).setup, seed, commands: [...played, extra] })
    : JSON.stringify(randomGameFile(seed));

function describeAll(step: Step): string[] {
  const out: string[] = [];
  for (const e of step.events) {
    for (const viewer of [null, ...step.after.players.map((p) => p.id)]) {
      try {
        if (!describeEvent(e, step.after, viewer)) out.push(`event ${e.type} has no description`);
      } catch (x) {
        out.push(`describeEvent(${e.type}) threw: ${(x as Error).message}`);
      }
    }
  }
  return out;
}

/** Every offered command is accepted, and apply leaves its argument alone. */
function everyOfferAccepted(before: GameState, legal: Command[]): { problem: string; command: Command } | null {
  const snapshot = JSON.stringify(before);
  for (const c of legal) {
    let r: ReturnType<typeof apply>;
    try {
      r = apply(before, c);
    } catch (x) {
      return { problem: `apply threw: ${(x as Error).message}`, command: c };
    }
    if (!r.ok) return { problem: `offered but rejected: ${r.error.code} ${r.error.message}`, command: c };
    if (JSON.stringify(before) !== snapshot) return { problem: 'apply changed its argument', command: c };
  }
  return null;
}

function fuzzOne(seed: number): string[] {
  const problems: string[] = [];
  const played: Command[] = [];
  const p = playRandom(seed, {
    onStep: (step) => {
      if (problems.length === 0) {
        const at = `command ${played.length} ${JSON.stringify(step.command)}`;
        if (!step.legal.some((c) => JSON.stringify(c) === JSON.stringify(step.command))) problems.push(`${at}: not among the offered commands`);
        for (const v of checkInvariants(step.before, step.after, step.events)) problems.push(`${at}: ${v}\n  repro: ${repro(seed, [...played, step.command])}`);
        for (const d of describeAll(step)) problems.push(`${at}: ${d}`);
        if (seed <= THOROUGH) {
          const bad = everyOfferAccepted(step.before, step.legal);
          if (bad) problems.push(`command ${played.length}: ${JSON.stringify(bad.command)} ${bad.problem}\n  repro: ${repro(seed, played, bad.command)}`);
        }
      }
      played.push(step.command);
    },
  });
  if (p.end === 'error') problems.push(`seed ${seed}: ${p.error!.code} at command ${p.error!.commandIndex} ${JSON.stringify(p.error!.command)}: ${p.error!.message}\n  repro: ${repro(seed, p.commands, p.error!.command)}`);
  if (p.end === 'won' && !p.state.winner) problems.push(`seed ${seed}: the game is over without a winner`);
  if (p.end === 'capped' && p.commands.length !== COMMAND_CAP) problems.push(`seed ${seed}: capped after ${p.commands.length} commands`);
  return problems;
}

describe(`random playouts of Game One (${GAMES} seeds)`, () => {
  const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
  it.each(seeds)('seed %i ends cleanly with the invariants intact', (seed) => {
    expect(fuzzOne(seed)).toEqual([]);
  });
});
