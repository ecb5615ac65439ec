// Real dice (the realDice option, p1: the players roll the box's dice): a game whose commands
// carry the dice the players rolled is the same game as one rolled by the seeded generator with
// those dice; a command short of dice is refused with NEEDS_DIE, saying how many and what for.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, newGame } from '../index';
import { newRng, rollD6 } from '../rng';
import type { Command, GameState } from '../types';
import type { GameSetup } from './setup';
import type { GameEvent } from '../events';
import { SCENARIO_LIST } from '../scenarios';

const players = [
  { id: 'p1', name: 'Ann' },
  { id: 'p2', name: 'Bob' },
];
const setupOf = (scenario: GameSetup['scenario'], realDice: boolean): GameSetup => ({ scenario, players, options: { realDice } });

function mustStart(setup: GameSetup, seed: number): GameState {
  const r = newGame(setup, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A random game in the app's own dice: each command with the dice it drew from the generator. */
function seededGame(seed: number, pickSeed: number, cap: number) {
  let s = mustStart(setupOf('gameOne', false), seed);
  const gen = newRng(seed);
  let k = pickSeed >>> 0;
  const played: { command: Command; dice: number[]; after: GameState; events: GameEvent[] }[] = [];
  for (let i = 0; i < cap && s.flow.kind !== 'over'; i++) {
    const legal = legalCommands(s);
    k = (Math.imul(k, 1664525) + 1013904223) >>> 0;
    const command = legal[k % legal.length];
    const r = apply(s, command);
    if (!r.ok) throw new Error(r.error.message);
    const n = r.value.state.rng.rolls - s.rng.rolls;
    const dice = Array.from({ length: n }, () => rollD6(gen));
    played.push({ command, dice, after: r.value.state, events: r.value.events });
    s = r.value.state;
  }
  return played;
}

/** What the board and the sheets show: everything but the generator and the option itself. */
const table = (s: GameState) => ({ ...s, rng: { rolls: s.rng.rolls }, options: { ...s.options, realDice: false } });

describe('real dice (p1)', () => {
  it('a game played with entered dice equals the same game rolled by the seeded generator', () => {
    let rolled = 0;
    for (const [seed, pick] of [[7, 1], [42, 99], [9, 31]]) {
      const played = seededGame(seed, pick, 150);
      let s = mustStart(setupOf('gameOne', true), seed);
      for (const p of played) {
        const r = apply(s, p.dice.length > 0 ? { ...p.command, dice: p.dice } : p.command);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        expect(r.value.events).toEqual(p.events);
        expect(table(r.value.state)).toEqual(table(p.after));
        s = r.value.state;
        rolled += p.dice.length;
      }
    }
    expect(rolled).toBeGreaterThan(30);
  });

  it('asks for each die in turn, saying what it is for, and changes nothing until it has them all', () => {
    const asked: string[] = [];
    for (const seed of [11, 12, 13]) {
    const played = seededGame(seed, seed * 7, 150);
    let s = mustStart(setupOf('gameOne', true), seed);
    for (const p of played) {
      const dice: number[] = [];
      for (;;) {
        const r = apply(s, dice.length ? { ...p.command, dice } : p.command);
        if (r.ok) {
          s = r.value.state;
          break;
        }
        expect(r.error.code).toBe('NEEDS_DIE');
        const need = r.error.need!;
        expect(need.supplied).toBe(dice.length);
        expect(need.count).toBeGreaterThan(0);
        expect(r.error.message).toMatch(/: roll (one die|two dice|\d+ dice)$/);
        asked.push(r.error.message);
        dice.push(...p.dice.slice(dice.length, dice.length + need.count));
      }
      expect(dice).toEqual(p.dice);
    }
    }
    expect(asked.some((m) => /^hazard roll for (Ann|Bob)'s \w+: roll one die$/.test(m))).toBe(true);
    expect(asked.every((m) => !m.startsWith('the next roll'))).toBe(true);
  });

  it('the roll for the lead names the player and changes nothing while short', () => {
    const s = mustStart(setupOf('gameOne', true), 3);
    const before = JSON.stringify(s);
    const r = apply(s, { type: 'rollForLead' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('NEEDS_DIE');
    expect(r.error.message).toMatch(/^the roll for the lead for Ann: roll (one die|two dice)$/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses surplus dice, dice out of 1-6, and dice in a game the app rolls', () => {
    const real = mustStart(setupOf('gameOne', true), 3);
    const extra = apply(real, { type: 'rollForLead', dice: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2] });
    expect(!extra.ok && extra.error.code).toBe('EXTRA_DICE');
    const seven = apply(real, { type: 'rollForLead', dice: [7] });
    expect(!seven.ok && seven.error.code).toBe('BAD_COMMAND');
    const seeded = mustStart(setupOf('gameOne', false), 3);
    const r = apply(seeded, { type: 'rollForLead', dice: [3, 4] });
    expect(!r.ok && r.error.code).toBe('EXTRA_DICE');
  });

  it('no scenario rolls a die before the first command (every die of a real-dice game is asked for)', () => {
    for (const sc of SCENARIO_LIST) {
      const r = newGame({ scenario: sc.id, players, options: { realDice: true } }, 5);
      if (!r.ok) continue; // scenarios that need designs are set up elsewhere
      expect(r.value.rng.rolls, sc.id).toBe(0);
    }
  });
});
