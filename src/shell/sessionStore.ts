// The store of a game of any ruleset but Dark Future's (which keeps its own store, src/store):
// the session, the device holder for pass-the-device, and the autosave in the one game file
// (src/shell/saves/gameFile.ts) carrying the ruleset's id and version. Loaded saves are replayed and
// checked (session.ts) before play resumes; a save that fails is kept aside, never overwritten.
import { create } from 'zustand';
import { rulesetOf } from '../engine';
import { parseGameText, readRulesetGame, writeGameFile } from './saves/gameFile';
import { playCommand, replaySession, startSession, undoCommand, type Session, type SessionError } from './session';

export const SESSION_KEY = 'dark-future/session';
export const SESSION_BAD_KEY = 'dark-future/session-unreadable';

export interface SessionStore {
  session: Session | null;
  /** The last refusal or failed load, in words with its code. */
  problem: SessionError | null;
  /** Saving failed (storage full or disabled): the game goes on, the player is told. */
  saveProblem: string | null;
  /** The ruleset picked on the new-game screen. */
  chosen: string;
  /** Cover the screen whenever the device passes to another player. */
  cover: boolean;
  /** Who said they hold the device (pass-the-device). */
  holder: string | null;
  choose(id: string): void;
  start(id: string, setup: Record<string, unknown>, seed: number): boolean;
  play(command: unknown): boolean;
  undo(): void;
  quit(): void;
  /** Loads a game file; with `only`, a file of another ruleset is refused, naming it. */
  loadText(text: string, only?: string): boolean;
  setCover(on: boolean): void;
  take(player: string | null): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function sessionFileText(s: Session): string {
  return writeGameFile(s.setup, s.seed, s.commands, { savedAt: new Date().toISOString() }, { ruleset: s.ruleset, rulesetVersion: s.rulesetVersion });
}

function save(s: Session | null): string | null {
  try {
    const st = storage();
    if (!st) return 'this browser keeps no saves here (storage is disabled): download the game file to keep it';
    if (s === null) st.removeItem(SESSION_KEY);
    else st.setItem(SESSION_KEY, sessionFileText(s));
    return null;
  } catch (e) {
    return `the game could not be saved (${e instanceof Error ? e.message : 'storage refused'}): download the game file to keep it`;
  }
}

/** A game file's text as a running session: shape, ruleset, replay and invariants, or why not. */
export function sessionFromText(text: string): { ok: true; value: Session } | { ok: false; error: SessionError } {
  const f = parseGameText(text);
  if (!f.ok) return { ok: false, error: { code: f.error.code, message: f.error.message } };
  const r = rulesetOf(f.value.ruleset);
  if (!r) return { ok: false, error: { code: 'FILE_OTHER_RULESET', message: `no ruleset ${f.value.ruleset} here` } };
  // The set-up and the commands through the ruleset's own schemas, then the rules themselves.
  const g = readRulesetGame(r, f.value);
  if (!g.ok) return { ok: false, error: { code: g.error.code, message: g.error.message } };
  return replaySession(r, g.value.setup, g.value.seed, g.value.commands);
}

function autoload(): Pick<SessionStore, 'session' | 'problem'> {
  const st = storage();
  let text: string | null;
  try {
    text = st?.getItem(SESSION_KEY) ?? null;
  } catch {
    return { session: null, problem: null };
  }
  if (text === null) return { session: null, problem: null };
  const r = sessionFromText(text);
  if (r.ok) return { session: r.value, problem: null };
  try {
    if (st && st.getItem(SESSION_BAD_KEY) === null) st.setItem(SESSION_BAD_KEY, text);
    st?.removeItem(SESSION_KEY);
  } catch {
    // Keeping the bad copy is a courtesy; failing to is no reason to stop the app.
  }
  return { session: null, problem: { code: r.error.code, message: `The last game could not be resumed: ${r.error.message}. A copy was kept aside.` } };
}

export const useSession = create<SessionStore>()((set, get) => {
  const commit = (session: Session | null, extra: Partial<SessionStore> = {}) => set({ session, saveProblem: save(session), problem: null, ...extra });
  return {
    ...autoload(),
    saveProblem: null,
    chosen: 'darkFuture',
    cover: true,
    holder: null,
    choose: (id) => set({ chosen: id, problem: null }),
    start: (id, setup, seed) => {
      const r = rulesetOf(id);
      if (!r) return set({ problem: { code: 'NO_RULESET', message: `no ruleset ${id}` } }), false;
      const s = startSession(r, setup, seed);
      if (!s.ok) return set({ problem: s.error }), false;
      commit(s.value, { holder: null });
      return true;
    },
    play: (command) => {
      const cur = get().session;
      const r = cur && rulesetOf(cur.ruleset);
      if (!cur || !r) return false;
      const next = playCommand(r, cur, command);
      if (!next.ok) return set({ problem: next.error }), false;
      commit(next.value);
      return true;
    },
    undo: () => {
      const cur = get().session;
      const back = cur && undoCommand(cur);
      if (back) commit(back);
    },
    quit: () => commit(null, { holder: null }),
    loadText: (text, only) => {
      const r = sessionFromText(text);
      if (!r.ok) return set({ problem: r.error }), false;
      if (only !== undefined && r.value.ruleset !== only) {
        return set({ problem: { code: 'FILE_OTHER_RULESET', message: `this is a ${rulesetOf(r.value.ruleset)?.name ?? r.value.ruleset} game: choose that game to load it` } }), false;
      }
      commit(r.value, { holder: null, chosen: r.value.ruleset });
      return true;
    },
    setCover: (on) => set({ cover: on }),
    take: (player) => set({ holder: player }),
  };
});
