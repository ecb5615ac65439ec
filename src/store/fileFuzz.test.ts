// @vitest-environment happy-dom
// The mutated-file fuzz (issue 11, "Done means"): variants of an autosave, an exported game and a
// design file (truncated, bits flipped, wrong types, `__proto__` keys, deep nesting, an illegal
// command in the middle) never throw, never load a state that breaks the invariants, and never
// lose the game in progress. FILE_FUZZ=1000 runs 1,000 variants of each (the default is quick).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { darkFuture, designFile, legalCommands, pending, type Command, type GameEvent, type GameState, type VehicleDesign } from '../engine';
import { checkInvariants } from '../sim/invariants';
import { picker } from '../sim/prng';
import { runSimText } from '../sim/runSim';
import { MUTATIONS, mutate } from '../sim/mutate';
import { parseGame as parseGameText } from './gameSession';
import { keptAside } from '../shell/saves/keepAside';
import { replaySession } from '../shell/session';
import { useStore, SAVE_KEY } from './index';
import { listed } from '../../tests/support/darkFutureListed';
import { UNREADABLE_KEY } from '../shell/saves/slot';

const N = Number(process.env.FILE_FUZZ ?? 100);
/** Each loop replays real games: allow it its time (1,000 variants run for tens of seconds). */
const LONG = 30_000 + N * 200;
const initial = useStore.getState();
const get = () => useStore.getState();
const setup = { scenario: 'gameOne' as const, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
const mg: VehicleDesign = { name: 'Hood MG', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'hood', link: null }] };

let autosave = '';
let exported = '';
let played: Command[] = [];

/** A game of about 40 legal commands (a rotation through legalCommands, as realEngine.test does). */
function playGame(): void {
  useStore.setState(initial, true);
  localStorage.clear();
  get().start(setup, 3);
  for (let i = 0; i < 40; i++) {
    const s = get().game!;
    if (pending(s).kind === 'gameOver') break;
    const cmds = legalCommands(s);
    get().dispatch(cmds[(i * 7) % cmds.length]);
  }
  autosave = localStorage.getItem(SAVE_KEY)!;
  exported = get().exportGame()!;
  played = get().commands.toArray();
}

/** The game in progress, as it must stay: its commands and its autosave text. */
const snapshot = () => ({ commands: JSON.stringify(get().commands), seed: get().seed, save: localStorage.getItem(SAVE_KEY) });

/** A loaded game is checked independently: replayed, its last position breaks no invariant. */
function expectSound(): void {
  const { setup: su, seed, commands } = get();
  const r = replaySession(darkFuture, su! as unknown as Record<string, unknown>, seed, commands.toArray());
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  const n = r.value.commands.length;
  const before = (n > 0 ? r.value.before.at(n - 1) : r.value.state) as GameState;
  expect(checkInvariants(before, r.value.state as GameState, (n > 0 ? r.value.lastEvents : []) as GameEvent[])).toEqual([]);
}

beforeAll(playGame);
beforeEach(() => {
  useStore.setState(initial, true);
  localStorage.clear();
});

const variants = (base: () => string, seed: number) => {
  const r = picker(seed);
  return Array.from({ length: N }, (_, i) => {
    const how = MUTATIONS[i % MUTATIONS.length];
    return { how, text: mutate(base(), how, r, played) };
  });
};

const tally = (loaded: number, refused: number, what: string) => {
  // The variants must test both paths: some still load (an illegal command that happens to be legal, a harmless flip).
  expect(refused).toBeGreaterThan(0);
  console.info(`${what}: ${N} variants, ${loaded} loaded, ${refused} refused`);
};

describe('mutated files', () => {
  it(`${N} mutated autosaves: resumed or refused with the file kept; never a throw, never a broken state`, () => {
    let loaded = 0;
    let refused = 0;
    for (const [i, { text }] of variants(() => autosave, 11).entries()) {
      useStore.setState(initial, true);
      localStorage.clear();
      localStorage.setItem(SAVE_KEY, text);
      expect(() => get().boot()).not.toThrow();
      if (get().game) {
        loaded++;
        expectSound();
      } else {
        refused++;
        // Kept: offered for download, still in storage, and kept aside when a new game starts.
        expect(get().loadProblem?.raw).toBe(text);
        expect(localStorage.getItem(SAVE_KEY)).toBe(text);
        get().newGame();
        expect(keptAside(UNREADABLE_KEY)).toContain(text);
      }
      // The sim reads the same file: it answers, never throws (every few variants: it replays with descriptions).
      if (i % 4 === 0) expect(() => runSimText(text)).not.toThrow();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
    expect(loaded).toBeGreaterThan(0);
    tally(loaded, refused, 'autosaves');
  }, LONG);

  it(`${N} mutated exported games imported over a game in progress: that game is never lost`, () => {
    let loaded = 0;
    let refused = 0;
    for (const { text } of variants(() => exported, 12)) {
      useStore.setState(initial, true);
      localStorage.clear();
      get().start(setup, 5);
      get().dispatch({ type: 'rollForLead' });
      const before = snapshot();
      let ok = false;
      expect(() => { ok = get().importGame(text); }).not.toThrow();
      if (ok) {
        loaded++;
        expectSound();
        // The game it replaced is on the saved-games list, whole.
        expect(listed()).toHaveLength(1);
        const kept = localStorage.getItem(`dark-future/games/${listed()[0].id}`)!;
        const f = parseGameText(kept);
        expect(f.ok && JSON.stringify(f.value.commands)).toBe(before.commands);
      } else {
        refused++;
        expect(snapshot()).toEqual(before);
        expect(get().error).toMatch(/Import failed, nothing was changed/);
      }
      expect(parseGameText(text).ok || !ok).toBe(true);
    }
    expect(loaded).toBeGreaterThan(0);
    tally(loaded, refused, 'exported games');
  }, LONG);

  it(`${N} mutated design files: imported whole or refused, the garage never loses a design`, () => {
    const base = JSON.stringify(designFile(mg));
    let loaded = 0;
    let refused = 0;
    for (const { text } of variants(() => base, 13)) {
      useStore.setState(initial, true);
      localStorage.clear();
      get().saveDesign(mg);
      const before = JSON.stringify(get().designs);
      let r: ReturnType<ReturnType<typeof get>['importDesign']> = { ok: false, message: '' };
      expect(() => { r = get().importDesign(text); }).not.toThrow();
      if (r.ok) {
        loaded++;
        expect(get().designs).toHaveLength(2);
        expect(JSON.stringify(get().designs.slice(0, 1))).toBe(before);
      } else {
        refused++;
        expect(JSON.stringify(get().designs)).toBe(before);
        expect(r.message).toMatch(/nothing was changed/);
      }
      // A design file is not a game: the game door refuses it without throwing.
      expect(() => get().importGame(text)).not.toThrow();
    }
    tally(loaded, refused, 'design files');
  }, LONG);
});
