// @vitest-environment happy-dom
// Issue 31: "The store's dispatch copies the whole command and undo arrays each time: constant cost
// per command, whatever the length of the game." Checked by structure, not by a clock: the array
// elements a command's dispatch copies or walks (through the array built-ins a copy goes through:
// spread and for-of by the array iterator, slice, concat, map, filter, Array.from) are counted at
// command 40 and again at command 500 of the same game. A list of the game copied whole (the old
// `[...commands, cmd]`) adds its whole length to every command's count; the lists themselves
// (History, history.ts) must be extended in place.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The games of the house, as the app registers them (src/games/registry.ts).
import '../games/registry';
import type { Ruleset } from '../engine';
import { loadGames, rulesOf } from './games';
import { History } from './history';
import { playCommand, startSession, type Session } from './session';
import { useSession } from './sessionStore';

await loadGames();

const RG: Ruleset = rulesOf('roadGang')!;
const SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
/** The first legal command each time: a road-gang game of this seed lasts 539 commands. */
const SEED = 10;
const EARLY = 40;
const LATE = 500;
/** Commands counted at each point (their counts summed): one position's own rules vary. */
const SPAN = 10;

type Patched = 'slice' | 'concat' | 'map' | 'filter';
const PATCHED: Patched[] = ['slice', 'concat', 'map', 'filter'];

/** Runs `f`, counting the elements of every array the copying built-ins are called on. */
function elementsTouched(f: () => void): number {
  const proto = Array.prototype as unknown as Record<PropertyKey, unknown>;
  const iter = Array.prototype[Symbol.iterator];
  const from = Array.from;
  const saved = PATCHED.map((k) => proto[k] as (...a: unknown[]) => unknown);
  let touched = 0;
  proto[Symbol.iterator] = function (this: unknown[]) {
    touched += this.length;
    return iter.call(this);
  };
  PATCHED.forEach((k, i) => {
    proto[k] = function (this: unknown[], ...a: unknown[]) {
      touched += this.length;
      return saved[i].apply(this, a);
    };
  });
  Array.from = ((x: ArrayLike<unknown>, ...a: unknown[]) => {
    touched += x?.length ?? 0;
    return (from as (...args: unknown[]) => unknown[]).call(Array, x, ...a);
  }) as typeof Array.from;
  try {
    f();
  } finally {
    proto[Symbol.iterator] = iter;
    PATCHED.forEach((k, i) => (proto[k] = saved[i]));
    Array.from = from;
  }
  return touched;
}

/** Plays the first legal command `n` times through `play`, on the state `state()` reads. */
function playFirst(n: number, state: () => unknown, play: (c: unknown) => void): void {
  for (let k = 0; k < n; k++) {
    expect(RG.result(state()).over, 'the game must last past the counted commands').toBe(false);
    play(RG.legalCommands(state())[0]);
  }
}

/** The elements touched by SPAN commands from command `at`, the game played on to there first. */
function touchedAt(at: number, length: () => number, state: () => unknown, play: (c: unknown) => void): number {
  playFirst(at - length(), state, play);
  // The legal lists are worked out outside the count: the rules', not the dispatch's, cost.
  const next: unknown[] = [];
  return elementsTouched(() => {
    for (let k = 0; k < SPAN; k++) {
      next.length = 0;
      next.push(RG.legalCommands(state())[0]);
      play(next[0]);
    }
  });
}

/** Every History field of `after` extends the same field of `before` in place. */
function extendedInPlace(before: object, after: object): string[] {
  const fields = Object.entries(after).filter(([, v]) => v instanceof History);
  for (const [k, v] of fields) {
    const old = (before as Record<string, unknown>)[k] as History<unknown>;
    expect((v as History<unknown>).sharesStorageWith(old), `${k} was copied`).toBe(true);
    expect((v as History<unknown>).length).toBeGreaterThanOrEqual(old.length);
  }
  return fields.map(([k]) => k);
}

describe('a command costs the same late in a game as early (issue 31: no list of the game copied per command)', () => {
  it('the shell session (session.ts playCommand): every growing list extended in place, the copying no larger at command 500 than at 40', () => {
    const first = startSession(RG, SETUP, SEED);
    if (!first.ok) throw new Error(first.error.message);
    let s: Session = first.value;
    const play = (c: unknown): void => {
      const r = playCommand(RG, s, c);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    };
    const early = touchedAt(EARLY, () => s.commands.length, () => s.state, play);
    const before = s;
    const late = touchedAt(LATE, () => s.commands.length, () => s.state, play);
    expect(s.commands.length).toBe(LATE + SPAN);
    // A list copied whole each command would add about LATE - EARLY elements a command.
    expect(late - early).toBeLessThan(((LATE - EARLY) * SPAN) / 4);
    // The lists of undo and the log, each of them, share their storage across the 460 commands.
    expect(extendedInPlace(before, s).sort()).toEqual(['before', 'commands', 'finals', 'log', 'logFrom', 'takeBack']);
  });

  describe('the one store (sessionStore.ts useSession)', () => {
    beforeEach(() => {
      localStorage.clear();
      useSession.setState({ session: null, problem: null, holder: null, replay: null, chosen: 'roadGang' });
    });
    afterEach(() => localStorage.clear());

    it('its dispatch (play) copies no more at command 500 than at 40, and extends the session\'s lists in place', () => {
      useSession.getState().start('roadGang', SETUP, SEED);
      const session = (): Session => useSession.getState().session!;
      const play = (c: unknown): void => {
        expect(useSession.getState().play(c)).toBe(true);
      };
      const early = touchedAt(EARLY, () => session().commands.length, () => session().state, play);
      const before = session();
      const late = touchedAt(LATE, () => session().commands.length, () => session().state, play);
      expect(session().commands.length).toBe(LATE + SPAN);
    expect(late - early).toBeLessThan(((LATE - EARLY) * SPAN) / 4);
      expect(extendedInPlace(before, session()).length).toBeGreaterThanOrEqual(6);
    });
  });
});
