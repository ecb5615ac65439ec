// @vitest-environment happy-dom
// The generic session (docs/rulesets.md): a game of any ruleset through the Ruleset interface
// only; undo takes back only what rolled no dice; a save replays to the same state and is checked;
// the store autosaves the one game file with the ruleset's id and version and resumes from it.
import { beforeEach, describe, expect, it } from 'vitest';
// The games of the house, as the app registers them (src/games/registry.ts).
import '../games/registry';
import type { Ruleset } from '../engine';
import { loadGames, rulesOf } from './games';

await loadGames();
import { parseGameText, tagOf, writeGameFile } from './saves/gameFile';
import { keepGame } from './saves/savedGames';
import { mayUndo, playCommand, replaySession, startSession, undoCommand, type Session } from './session';
import { replayAtEnd, replayShown, RULES_CHANGED_KEY, SESSION_KEY, sessionFromText, useSession } from './sessionStore';
import { OLD_RULES_CHANGED_KEY } from './saves/rulesChanged';
import { OLD_UNREADABLE_KEY, UNREADABLE_KEY } from './saves/slot';

// The shell's tests reach a ruleset as the shell does: by its id.
const RG: Ruleset = rulesOf('roadGang')!;
const SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };

function played(n: number, seed = 5): Session {
  const s = startSession(RG, SETUP, seed);
  if (!s.ok) throw new Error(s.error.message);
  let cur = s.value;
  for (let k = 0; k < n && !RG.result(cur.state).over; k++) {
    const next = playCommand(RG, cur, RG.legalCommands(cur.state)[0]);
    if (!next.ok) throw new Error(next.error.message);
    cur = next.value;
  }
  return cur;
}

describe('the generic session', () => {
  it('logs the ruleset\'s words and dice; a refused command changes nothing and keeps its code', () => {
    const s = played(0);
    expect(s.log.length).toBeGreaterThan(0);
    expect(s.log.at(0)!.dice.length).toBeGreaterThan(0);
    expect(s.log.at(0)!.text).toContain('gang');
    const bad = playCommand(RG, s, { type: 'ride', by: 'nobody' });
    expect(bad).toMatchObject({ ok: false, error: { code: expect.any(String) } });
    expect(s.commands).toHaveLength(0);
  });

  it('undo takes back a choice that rolled no dice, to the very state before it; never a roll', () => {
    let s = played(0);
    let undone = 0;
    let refused = 0;
    for (let k = 0; k < 60; k++) {
      const before = s.state;
      const next = playCommand(RG, s, RG.legalCommands(s.state)[0]);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
      if (s.lastDice.length === 0) {
        expect(mayUndo(s)).toBe(true);
        const back = undoCommand(s)!;
        expect(back.state).toEqual(before);
        expect(back.commands).toHaveLength(s.commands.length - 1);
        expect(back.log.some((l) => l.at > back.commands.length)).toBe(false);
        expect(back.log.toArray()).toEqual(s.log.filter((l) => l.at < s.commands.length));
        undone++;
      } else {
        expect(undoCommand(s)).toBeNull();
        refused++;
      }
    }
    expect(undone).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  });

  it('a saved game replays to the same state; a bad command stops the replay naming it', () => {
    const s = played(40);
    const r = replaySession(RG, s.setup, s.seed, s.commands);
    expect(r.ok && r.value.state).toEqual(s.state);
    const broken = [...s.commands];
    broken[10] = { type: 'attack', by: 'p1', target: 'p2.v1' };
    expect(replaySession(RG, s.setup, s.seed, broken)).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^UNREPLAYABLE\//), at: 10 } });
  });

  it('a replay that reaches a state the ruleset\'s invariants refuse is not loaded', () => {
    const strict: Ruleset = { ...RG, invariantProblems: () => ['a vehicle is in two places'] };
    expect(replaySession(strict, SETUP, 5, [])).toMatchObject({ ok: false, error: { code: 'BROKEN_STATE' } });
  });
});

describe('the session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ session: null, problem: null, holder: null });
  });

  it('autosaves the one game file, schema 3, with the ruleset\'s id and version, after every command', () => {
    expect(useSession.getState().start('roadGang', SETUP, 9)).toBe(true);
    for (let k = 0; k < 8; k++) useSession.getState().play(RG.legalCommands(useSession.getState().session!.state)[0]);
    const text = localStorage.getItem(SESSION_KEY)!;
    const f = parseGameText(text);
    expect(f).toMatchObject({ ok: true, value: { schema: 3, ruleset: 'roadGang', rulesetVersion: RG.version, seed: 9 } });
    expect(f.ok && f.value.commands).toHaveLength(8);
    const again = sessionFromText(text);
    expect(again.ok && again.value.state).toEqual(useSession.getState().session!.state);
  });

  it('loading refuses a Dark Future file when asked for the road-gang game, and a broken file changes nothing', () => {
    const df = JSON.stringify({ schema: 2, setup: { scenario: 'gameOne', players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] }, seed: 1, commands: [] });
    expect(useSession.getState().loadText(df, { only: 'roadGang' })).toBe(false);
    expect(useSession.getState().problem?.code).toBe('FILE_OTHER_RULESET');
    // A command of no shape the ruleset knows is refused at its door, naming where.
    const shapeless = writeGameFile(SETUP, 1, [{ type: 'teleport', by: 'p1' }], {}, { ruleset: 'roadGang', rulesetVersion: 1 });
    expect(useSession.getState().loadText(shapeless, { only: 'roadGang' })).toBe(false);
    expect(useSession.getState().problem?.code).toBe('FILE_BAD_SHAPE');
    // One of its shape that the rules refuse where it stands stops the replay, naming it.
    // (A file of the rules' current version: the file is wrong, not the rules.)
    const bad = writeGameFile(SETUP, 1, [{ type: 'attack', by: 'p1', target: 'p2.v1' }], {}, tagOf(RG));
    expect(useSession.getState().loadText(bad, { only: 'roadGang' })).toBe(false);
    expect(useSession.getState().problem?.code).toMatch(/^UNREPLAYABLE\//);
    expect(useSession.getState().session).toBeNull();
    expect(localStorage.getItem(UNREADABLE_KEY)).toBeNull();
  });

  it('a file of older rules that the rules now refuse partway goes on from before that command, and says so', () => {
    const old = writeGameFile(SETUP, 1, [{ type: 'attack', by: 'p1', target: 'p2.v1' }], {}, { ruleset: 'roadGang', rulesetVersion: RG.version - 1 });
    expect(useSession.getState().loadText(old, { only: 'roadGang' })).toBe(true);
    expect(useSession.getState().session?.commands.length).toBe(0);
    expect(useSession.getState().session?.rulesetVersion).toBe(RG.version);
    expect(useSession.getState().problem).toMatchObject({ code: 'RULES_CHANGED', message: expect.stringMatching(/earlier version of the rules.*from its start.*kept aside \(the file you loaded\)/) });
  });

  it('the notice of a file of older rules says how the file came, as its caller tells it', () => {
    const old = writeGameFile(SETUP, 1, [{ type: 'attack', by: 'p1', target: 'p2.v1' }], {}, { ruleset: 'roadGang', rulesetVersion: RG.version - 1 });
    expect(useSession.getState().loadText(old, { only: 'roadGang', came: 'import' })).toBe(true);
    expect(useSession.getState().problem?.message).toMatch(/kept aside \(the file you imported\)\.$/);
    expect(useSession.getState().loadText(old, { came: 'link' })).toBe(true);
    expect(useSession.getState().problem?.message).toMatch(/kept aside \(the link you opened\)\.$/);
  });

  it('one key keeps the saves of older rules of every game: the copies under the first game\'s old key are moved under it at boot, read once, and kept', () => {
    localStorage.setItem(OLD_RULES_CHANGED_KEY, 'first copy');
    localStorage.setItem(`${OLD_RULES_CHANGED_KEY}-2`, 'second copy');
    const old = writeGameFile(SETUP, 1, [{ type: 'attack', by: 'p1', target: 'p2.v1' }], {}, { ruleset: 'roadGang', rulesetVersion: RG.version - 1 });
    localStorage.setItem(SESSION_KEY, old);
    useSession.getState().boot();
    expect(useSession.getState().problem).toMatchObject({ code: 'RULES_CHANGED', message: expect.stringContaining(`kept aside (${RULES_CHANGED_KEY}-3)`) });
    expect([1, 2, 3].map((i) => localStorage.getItem(i === 1 ? RULES_CHANGED_KEY : `${RULES_CHANGED_KEY}-${i}`))).toEqual(['first copy', 'second copy', old]);
    // Read once: the old key is gone, its copies kept under the one key.
    expect([localStorage.getItem(OLD_RULES_CHANGED_KEY), localStorage.getItem(`${OLD_RULES_CHANGED_KEY}-2`)]).toEqual([null, null]);
  });

  it('one key keeps the unreadable autosaves of every game: the copies under the first game\'s old key are moved under it at boot, read once, and kept', () => {
    localStorage.setItem(OLD_UNREADABLE_KEY, 'first copy');
    localStorage.setItem(`${OLD_UNREADABLE_KEY}-2`, 'second copy');
    const bad = writeGameFile(SETUP, 1, [{ type: 'attack', by: 'p1', target: 'p2.v1' }], {}, tagOf(RG));
    localStorage.setItem(SESSION_KEY, bad);
    useSession.getState().boot();
    expect(useSession.getState().problem?.message).toMatch(/could not be resumed.*A copy was kept aside/);
    expect([1, 2, 3].map((i) => localStorage.getItem(i === 1 ? UNREADABLE_KEY : `${UNREADABLE_KEY}-${i}`))).toEqual(['first copy', 'second copy', bad]);
    expect([localStorage.getItem(OLD_UNREADABLE_KEY), localStorage.getItem(`${OLD_UNREADABLE_KEY}-2`)]).toEqual([null, null]);
  });
});

describe('the session store: zustand + immer, history out of the freeze, the generic saves and replay', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ session: null, problem: null, holder: null, replay: null, chosen: 'roadGang' });
  });
  const play = (n: number) => {
    for (let k = 0; k < n && !RG.result(useSession.getState().session!.state).over; k++) expect(useSession.getState().play(RG.legalCommands(useSession.getState().session!.state)[0])).toBe(true);
  };

  it('a command extends the log in place and immer neither copies nor freezes it, even after a recipe ran', () => {
    useSession.getState().start('roadGang', SETUP, 9);
    play(30);
    // A recipe (immer's produce) over the store: it freezes what it reaches, the Histories excepted.
    useSession.getState().take('p1');
    const before = useSession.getState().session!;
    expect(Object.isFrozen(before)).toBe(true);
    expect(Object.isFrozen(before.log)).toBe(false);
    play(1);
    const after = useSession.getState().session!;
    expect(after.log.sharesStorageWith(before.log)).toBe(true);
    expect(after.commands.sharesStorageWith(before.commands)).toBe(true);
    expect(after.log.length).toBeGreaterThan(before.log.length);
    expect(after.log.slice(0, before.log.length)).toEqual(before.log.toArray());
    expect(useSession.getState().holder).toBe('p1');
  });

  it('the saved-games list keeps a road-gang game beside Dark Future\'s: the session lists every registered game\'s, an unknown game\'s not', () => {
    useSession.getState().start('roadGang', SETUP, 9);
    play(12);
    const state = useSession.getState().session!.state;
    expect(useSession.getState().keepCurrent()).toBeNull();
    const [entry] = useSession.getState().savedGames;
    expect(entry).toMatchObject({ ruleset: 'roadGang', name: 'Ann v Bob', players: ['Ann', 'Bob'], turn: RG.turnOf(state) });
    useSession.getState().quit();
    expect(useSession.getState().resumeSaved(entry.id)).toBe(true);
    expect(useSession.getState().session!.state).toEqual(state);
    expect(useSession.getState().savedGames).toEqual([]);
    // One list for every game of the house (issue 27): a game with a store of its own resumes its entries itself (SavedGames.tsx).
    expect(keepGame('{}', { ruleset: 'darkFuture', name: 'DF', scenario: 'gameOne', players: ['Ann', 'Bob'], turn: 1, lastPlayed: '2026-01-01T00:00:00Z' })).toBeNull();
    expect(keepGame('{}', { ruleset: 'noSuchGame', name: 'X', scenario: 'x', players: ['Ann', 'Bob'], turn: 1, lastPlayed: '2026-01-02T00:00:00Z' })).toBeNull();
    useSession.getState().keepCurrent();
    expect(useSession.getState().savedGames.map((g) => g.ruleset)).toEqual(['roadGang', 'darkFuture']);
    // The list's rename is the shell's, for every game's entry.
    const rg = useSession.getState().savedGames[0];
    useSession.getState().renameSaved(rg.id, 'The long road');
    expect(useSession.getState().savedGames.find((g) => g.id === rg.id)?.name).toBe('The long road');
  });

  it('a replay of the session steps by event to the very state it reached, the session waiting untouched', () => {
    useSession.getState().start('roadGang', SETUP, 9);
    play(25);
    const live = useSession.getState().session!;
    expect(useSession.getState().watch()).toBe(true);
    expect(useSession.getState().play(RG.legalCommands(live.state)[0])).toBe(false);
    expect(useSession.getState().problem?.code).toBe('REPLAY');
    let w = useSession.getState().replay!;
    expect(replayShown(w)!.state).toEqual(RG.newGame(SETUP, 9).ok && (RG.newGame(SETUP, 9) as { value: { state: unknown } }).value.state);
    for (let k = 0; k < 2000 && !replayAtEnd(w); k++) {
      useSession.getState().replayMove(1, 'event');
      w = useSession.getState().replay!;
    }
    expect(replayAtEnd(w)).toBe(true);
    expect(replayShown(w)!.state).toEqual(live.state);
    expect(replayShown(w)!.log).toEqual(live.log.toArray());
    // By turn: back to the start, and the rounds the game reached.
    useSession.getState().replayMove(-1, 'turn');
    expect(useSession.getState().replay!.at.c).toBeLessThan(w.at.c);
    useSession.getState().closeReplay();
    expect(useSession.getState().session).toBe(live);
  });
});
