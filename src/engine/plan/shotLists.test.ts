// The short cuts the turn loop and legality take through the shot lists (p22, p25) must give the
// answers of the full lists they stand for, in every position random play reaches with cars and
// bikes on curves (where corridors are range rulers) and with twelve vehicles on the rolling road.
import { describe, expect, it } from 'vitest';
import { declarationsToChoose, legalDeclarations } from './declarations';
import { eligibleTarget, hasTarget, legalTargets } from '../resolve/shooting';
import { inPlay } from '../core/ctx';
import { isPassive } from '../data/weapons';
import { playRandom } from '../../sim/playout';
import { curvedSetup } from '../../sim/curvedSetups';
import { TWELVE } from '../../sim/advancedSetups';
import type { Action, GameState, Slot } from '../types';

const MODES: Slot['mode'][] = ['move', 'still', 'moveOff'];

/** What the turn loop (flow/turn.ts advance) reads of a list: nothing to declare, the straight-ahead move made for a moving car, or a choice. */
const reading = (l: Action[], mode: Slot['mode']): string => (l.length === 0 ? 'nothing' : l.length === 1 && l[0].kind === 'none' && mode === 'move' ? 'onlyNone' : 'choice');

function check(s: GameState, wrong: string[], seen: { targets: number; choices: number }): void {
  for (const v of s.vehicles) {
    if (!inPlay(v)) continue;
    for (const w of v.weapons) {
      if (isPassive(w.type)) continue;
      const e = eligibleTarget(s, v.id, w.id);
      if (hasTarget(s, v.id, w.id) !== (e !== null) || (e !== null) !== legalTargets(s, v.id, w.id).length > 0) wrong.push(`turn ${s.turn} phase ${s.phase} ${w.id}`);
      if (e) seen.targets++;
    }
    for (const mode of MODES) {
      const full = legalDeclarations(s, v.id, mode);
      const short = declarationsToChoose(s, v.id, mode);
      // The short list is the start of the full one and reads the same.
      if (reading(short, mode) !== reading(full, mode) || JSON.stringify(full.slice(0, short.length)) !== JSON.stringify(short)) wrong.push(`turn ${s.turn} phase ${s.phase} ${v.id} ${mode}`);
      if (mode === 'still' && reading(full, mode) === 'choice') seen.choices++;
    }
  }
}

describe('shot lists worked out only as far as they are read (p22, p25)', () => {
  it('hasTarget is eligibleTarget found, and declarationsToChoose reads as legalDeclarations, in random games of cars and bikes on curves', () => {
    const wrong: string[] = [];
    const seen = { targets: 0, choices: 0 };
    // Every third position, to keep the test short.
    for (let i = 0; i < 2; i++) playRandom(40 + i, { setup: curvedSetup(41 + i, 3, 5), maxCommands: 60, onStep: (st) => (st.after.rng.rolls % 3 === 0 ? check(st.after, wrong, seen) : undefined) });
    expect(wrong).toEqual([]);
    // The positions met targets in corridors and still cars with shots, so both sides were tried.
    expect(seen.targets).toBeGreaterThan(20);
    expect(seen.choices).toBeGreaterThan(5);
  });

  it('the same with twelve vehicles (Game Seven, p88)', () => {
    const wrong: string[] = [];
    const seen = { targets: 0, choices: 0 };
    playRandom(3, { setup: TWELVE.setup, steer: TWELVE.steer, maxCommands: 80, onStep: (st) => (st.after.flow.kind === 'phase' && st.after.rng.rolls % 3 === 0 ? check(st.after, wrong, seen) : undefined) });
    expect(wrong).toEqual([]);
  });
});
