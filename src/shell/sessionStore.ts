// The one store of the app (issue 27, docs/architecture.md "The one store"), zustand + immer with
// the middleware on it alone: the session every game plays on (session.ts), the device holder for
// pass-the-device, the autosave (saves/autosave.ts: incremental, debounced, never losing the last
// command) in the one game file carrying the ruleset's id and version, the saved-games list
// (saves/savedGames.ts), a replay tape (tape.ts), the settings, and under `games` what a game
// keeps beyond the session, added by its module when it loads (gameSlices.ts: Dark Future's own
// slices, src/store). Every game's game is this session, Dark Future's too (its part hands the store
// its rules and its own log entries, addGameRules); this store is the one autosave writer, with the
// one-tab rule (saves/tabs.ts). Loaded saves are replayed and checked (session.ts) before play
// resumes; a save that fails is kept aside, never overwritten.
// The session's growing lists are Histories: every change of the session is a plain object
// handed to `set`, never an immer recipe over it, so immer neither drafts nor copies them; the
// recipes touch only the small fields.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import * as v from 'valibot';
import type { Ruleset } from '../engine';
import { gameOf, ownsStore, rulesOf } from './games';
import { Autosave } from './saves/autosave';
import { parseGameText, readRulesetGame, writeGameFile, type FileVocabulary } from './saves/gameFile';
import { keepAside, moveKeptAside } from './saves/keepAside';
import { heldBy, OLD_RULES_CHANGED_KEY, replayUnderNewRules, RULES_CHANGED_KEY, rulesChangedWords, type FileCame, type RulesChanged } from './saves/rulesChanged';
import { FIRST_RULESET } from './saves/migrate';
import { dropGame, gameInfo, keepGame, listGames, readGame, renameGame, type SavedGameInfo } from './saves/savedGames';
import { localStore, readKey, writeKey, type WriteProblem } from './saves/storage';
import { claim, ownedElsewhere, watchOtherTabs } from './saves/tabs';
import { AUTOSAVE_KEY, claimSlot, clearSlotIf, migrateOldSlots, OLD_UNREADABLE_KEY, registerSlotHolder, rulesetOfText, UNREADABLE_KEY } from './saves/slot';
import { logLines, playCommand, replaySession, startSession, undoCommand, type LogLine, type LogOf, type Session, type SessionError } from './session';
import { buildTape, endOf, move, stateAt, type Cursor, type Tape, type Unit } from './tape';
import { settingsPersist } from './settings';
import { computerCommand, type Seats } from './computerSeats';
import { attachGamePart, gamesKept, type GamePart, type KeptSettings } from './gameSlices';

/** The one autosave (saves/slot.ts): the session's game shares it with every other game's. */
export const SESSION_KEY = AUTOSAVE_KEY;
/** Where a save of older rules is kept as it was when the rules now refuse part of it, every game's (rulesChanged.ts). */
export { RULES_CHANGED_KEY } from './saves/rulesChanged';

export interface SessionReplay {
  ruleset: string;
  tape: Tape<unknown, unknown, LogLine>;
  at: Cursor;
}

export interface SessionStore {
  /** What each loaded game keeps beyond the session, by game id (gameSlices.ts; absent until the game's module adds it). */
  games: Readonly<Record<string, unknown>>;
  session: Session | null;
  /** The last refusal or failed load, in words with its code. */
  problem: SessionError | null;
  /** Saving failed (storage full or disabled, or the game is open in another tab): the game goes on, the players are told, in words with the code a game's screens may choose its own words for. */
  saveProblem: SaveProblem | null;
  /** The game in progress's name (a named file, a game resumed from the list), or null: its players' names are used. Saved with the game. */
  name: string | null;
  /** The game picked on the new-game screen ('' until one is: the registry's first). */
  chosen: string;
  /** Cover the screen whenever the device passes to another player. */
  cover: boolean;
  /** The dice tumble in the tray before they settle (never when the system asks for reduced motion: TumblingDie.tsx). */
  tumble: boolean;
  /** Who said they hold the device (pass-the-device). */
  holder: string | null;
  /** The saved-games list, every registered game's (a game with a store of its own resumes its games itself), newest first. */
  savedGames: SavedGameInfo[];
  /** Why the saved-games list could not be read, or null. */
  savedProblem: string | null;
  /** A game being watched (the session, if any, waits untouched), or null. */
  replay: SessionReplay | null;
  /** Who sits at each player's seat, in the game in progress of any game (Dark Future's too: its setSeats): absent, a person; else a level of the game's computer (computerSeats.ts). Saved with the game. */
  seats: Seats;
  /**
   * Once the games the page opens with are loaded (boot.ts): resumes the autosave if it is a game
   * without a house. `forHouse`: a house's boot (its page boot, a takeover, a lesson's end) resumes
   * it whatever game it is, and one that cannot be resumed stays in the slot as it is, for the
   * house's own screen (`problem` says why). True when a game was resumed.
   */
  boot(forHouse?: boolean): boolean;
  choose(id: string): void;
  start(id: string, setup: Record<string, unknown>, seed: number, seats?: Seats): boolean;
  /** The computer plays the decision now, if it is a computer seat's; false when it is not (or the command was refused). */
  computerMove(): boolean;
  play(command: unknown): boolean;
  undo(): void;
  quit(): void;
  /** A game its house made itself (a lesson's position) goes in progress: written at once unless `write` is false. */
  adopt(session: Session, opts?: { seats?: Seats; name?: string | null; write?: boolean }): void;
  /** Writes the game again (the players freed some space); true when it was written. */
  retrySave(): boolean;
  /** Loads a game file the players hold (LoadHow says how it came); false and `problem` when it cannot be. */
  loadText(text: string, how?: LoadHow): boolean;
  setCover(on: boolean): void;
  setTumble(on: boolean): void;
  take(player: string | null): void;
  listSaved(): void;
  /** Puts the session on the saved-games list; null when it was kept (or there is none), else why not. */
  keepCurrent(): WriteProblem | null;
  /** Resumes a listed game (the session goes on the list first); false and `problem` when it cannot be. `giveWay`: see GiveWay. */
  resumeSaved(id: string, giveWay?: GiveWay): boolean;
  deleteSaved(id: string): void;
  renameSaved(id: string, name: string): void;
  /** Watches a game file, or the session from its start; false and `problem` when it cannot be read. */
  watch(text?: string): boolean;
  replayMove(dir: 1 | -1, unit: Unit): void;
  closeReplay(): void;
}

/**
 * What a game's house does once a file it asked for is read and before that game goes in progress
 * (a lesson ends, the game on its screen becomes the session); false stops the load, the house
 * having said why, and nothing of the session changes.
 */
export type GiveWay = () => boolean;

/** How a file handed to loadText came, as its caller says. */
export interface LoadHow {
  /** A file of another ruleset is refused, naming it. */
  only?: string;
  /** An import, a shared link (the notice of a game of older rules says so); none said: a file loaded. */
  came?: FileCame;
  giveWay?: GiveWay;
}

/** A save that failed: why (storage.ts), in words. */
export interface SaveProblem {
  code: WriteProblem;
  message: string;
}

const WORDS: Record<WriteProblem, string> = {
  full: 'the game could not be saved (storage is full)',
  disabled: 'this browser keeps no saves here (storage is disabled)',
  elsewhere: 'the game is open in another tab',
  failed: 'the game could not be saved (storage refused)',
};
/** A write's problem as the one store keeps it: its code, and words every game's screen may show. */
export const saveProblemOf = (p: WriteProblem | null): SaveProblem | null => (p === null ? null : { code: p, message: `${WORDS[p]}: download the game file to keep it` });

/**
 * How the one load path reads a game's files beyond the contract (addGameRules): the words its
 * files' seats and policies may hold (gameFile.ts FileVocabulary; without them any id is read), and
 * a check of the game replayed, its problems in words (Dark Future's invariants over its last
 * command, src/sim/invariants), which the ruleset's own `invariantProblems` of a state cannot see.
 */
export interface GameReading {
  vocab?: FileVocabulary;
  check?(session: Session<unknown>): string[];
}

/** The rules of the games whose part plays from the moment it is added (addGameRules), with their log entries and their reading. */
const partRules = new Map<string, { ruleset: Ruleset; logOf?: LogOf<unknown>; reading?: GameReading }>();
/** A game's rules: loaded through the registry, or handed by its part. */
const rulesFor = (id: string): Ruleset | undefined => rulesOf(id) ?? partRules.get(id)?.ruleset;
/** A game's own log entries (Dark Future's carry the turn and phase), else the session's lines. */
const logOfGame = (id: string): LogOf<LogLine> | undefined => partRules.get(id)?.logOf as LogOf<LogLine> | undefined;

/**
 * A game adding its part hands the one store its rules and, where it keeps its own kind of log
 * entry, its entry maker (session.ts LogOf): its part plays on the one session from then on.
 */
export function addGameRules(ruleset: Ruleset, logOf?: LogOf<unknown>, reading?: GameReading): void {
  partRules.set(ruleset.id, { ruleset, logOf, reading });
}

/** Whether the session resumes a game of this ruleset at boot: a registered game without a house of its own (a house reads its own autosave and adopts it). */
const bootsRuleset = (id: string): boolean => gameOf(id) !== undefined && !ownsStore(id);
/** A game of this house (registered, or its part added): the slot's text may be cleared when it ends. A game of no registered ruleset (a newer app's) is left as it is. */
const knownRuleset = (id: string): boolean => gameOf(id) !== undefined || partRules.has(id);

/** The one autosave: one game open in one tab (tabs.ts), written by this store alone. */
function writeSlot(text: string): WriteProblem | null {
  if (!localStore()) return 'disabled';
  if (ownedElsewhere()) return 'elsewhere';
  const problem = writeKey(SESSION_KEY, text);
  if (problem === null) claim();
  return problem;
}
const saves = new Autosave({ write: writeSlot, read: () => readKey(SESSION_KEY), clear: () => { if (!ownedElsewhere()) clearSlotIf(knownRuleset); } });

/** The one autosave's text as it will be once written (a pending write flushed first), whichever game's it is. */
export const readAutosave = (): string | null => saves.read();
/** Writes a pending save now (the page is hiding, or something is about to read it). */
export const flushAutosave = (): void => saves.flush();
/** Stops (a lesson's game is not the players') or resumes writing the autosave; a pending write goes out first. */
export const pauseAutosave = (on: boolean): void => saves.pause(on);
/** The autosave's text of a game, as the one store writes it. */
export const autosaveText = (g: Parameters<Autosave['text']>[0]): string => saves.text(g);

const NO_SEATS: Seats = {};
const savedGame = (s: Session, seats: Seats = NO_SEATS, name: string | null = null) => ({ tag: { ruleset: s.ruleset, rulesetVersion: s.rulesetVersion }, setup: s.setup, seed: s.seed, commands: s.commands, name, seats });

/** The session as a game file to download (with when it was written). */
export function sessionFileText(s: Session): string {
  return writeGameFile(s.setup, s.seed, s.commands, { savedAt: new Date().toISOString() }, { ruleset: s.ruleset, rulesetVersion: s.rulesetVersion });
}

/** A game file's text as a ruleset and its checked game (the envelope, then the ruleset's own schemas), or why not. */
function readFile(text: string): { ok: true; r: Ruleset; setup: Record<string, unknown>; seed: number; commands: unknown[]; rulesetVersion: number; seats?: Seats; name?: string } | { ok: false; error: SessionError } {
  const f = parseGameText(text, partRules.get(rulesetOfText(text))?.reading?.vocab);
  if (!f.ok) return { ok: false, error: { code: f.error.code, message: f.error.message } };
  const r = rulesFor(f.value.ruleset);
  if (!r) return { ok: false, error: { code: 'FILE_OTHER_RULESET', message: gameOf(f.value.ruleset) ? `the rules of ${gameOf(f.value.ruleset)!.title} are not loaded yet` : `no game ${f.value.ruleset} here` } };
  const g = readRulesetGame(r, f.value);
  if (!g.ok) return { ok: false, error: { code: g.error.code, message: g.error.message } };
  return { ok: true, r, ...g.value };
}

/**
 * A game file's text as a running session: shape, ruleset, replay and invariants, or why not.
 * `changed`: a file of older rules that now refuse one of its commands goes on from before it (rulesChanged.ts).
 */
export function sessionFromText(text: string): { ok: true; value: Session; changed: RulesChanged | null; seats: Seats; name: string | null } | { ok: false; error: SessionError } {
  const f = readFile(text);
  if (!f.ok) return f;
  const r = replayUnderNewRules(f.rulesetVersion, f.r.version, f.commands, (cs) => replaySession(f.r, f.setup, f.seed, cs, logOfGame(f.r.id)));
  if (!r.ok) return r;
  // A file can be legal command by command and still reach a position the rules never allow (an engine bug, or a file from one).
  let broken: string[];
  try {
    broken = partRules.get(f.r.id)?.reading?.check?.(r.value as Session<unknown>) ?? [];
  } catch (e) {
    broken = [`the check itself failed: ${e instanceof Error ? e.message : String(e)}`];
  }
  if (broken.length > 0) return { ok: false, error: { code: 'BROKEN_STATE', message: `the game replays, but its last position breaks the rules: ${broken.slice(0, 3).join('; ')}` } };
  return { ok: true, value: r.value, changed: r.changed, seats: f.seats ?? NO_SEATS, name: f.name ?? null };
}

/** The players' notice for a game that goes on under new rules, its text as saved kept aside first. */
const rulesChanged = (c: RulesChanged, text: string): SessionError => ({ code: 'RULES_CHANGED', message: rulesChangedWords(c, keepAside(RULES_CHANGED_KEY, text)) });

/** A game of the old second key that cannot go into the slot goes on the saved-games list (an unreadable one is kept aside). */
function keepOld(text: string): boolean {
  const r = sessionFromText(text);
  if (!r.ok) {
    keepAside(UNREADABLE_KEY, text);
    return true;
  }
  return keepGame(text, gameInfo(rulesFor(r.value.ruleset)!, r.value.state, null, new Date().toISOString())) === null;
}

// The seats are every game's (a game with a store of its own seats its game in them too, and boots
// before this): they are set only when the session resumes a game of its own.
// A game with a house of its own has its house's boot ask for its autosave (`forHouse`): the page's
// boot leaves that game as it is.
function autoload(forHouse: boolean): Partial<Pick<SessionStore, 'session' | 'problem' | 'seats' | 'name'>> {
  if (!forHouse) migrateOldSlots((text) => writeKey(SESSION_KEY, text) === null, keepOld);
  // The first game kept its saves of older rules, and its unreadable ones, under keys of its own (read once).
  moveKeptAside(OLD_RULES_CHANGED_KEY, RULES_CHANGED_KEY);
  moveKeptAside(OLD_UNREADABLE_KEY, UNREADABLE_KEY);
  const text = saves.read();
  if (text === null || (!forHouse && !bootsRuleset(rulesetOfText(text)))) return {};
  const r = sessionFromText(text);
  if (r.ok && r.changed) {
    const problem = rulesChanged(r.changed, text);
    // The autosave becomes the game that goes on.
    saves.saveNow(savedGame(r.value, r.seats, r.name));
    return { session: r.value, problem, seats: r.seats, name: r.name };
  }
  if (r.ok) return { session: r.value, problem: null, seats: r.seats, name: r.name };
  // Its house shows it, its text kept on screen, and keeps it aside when the players go on.
  if (forHouse) return { problem: r.error };
  // A game this page has no rules for (not registered yet, or from a newer app) is left as it is.
  if (r.error.code === 'FILE_OTHER_RULESET') return { session: null, problem: { code: r.error.code, message: `The last game could not be resumed here: ${r.error.message}. It is kept as it was.` } };
  // Kept aside, never overwritten (a second bad save goes under the next free key).
  keepAside(UNREADABLE_KEY, text);
  clearSlotIf(bootsRuleset);
  return { session: null, problem: { code: r.error.code, message: `The last game could not be resumed: ${r.error.message}. A copy was kept aside.` } };
}

/** The settings kept across reloads (settings.ts): the pass-the-device cover, the dice tumbling, and beside them each loaded game's own (gameSlices.ts). */
const KEPT = ['cover', 'tumble'] as const;
const PERSIST = settingsPersist<SessionStore, { cover: boolean; tumble: boolean }>(v.object({ cover: v.fallback(v.boolean(), true), tumble: v.fallback(v.boolean(), true) }), (s) => ({ ...gamesKept(s.games), cover: s.cover, tumble: s.tumble }));

const HOLDER = 'session';
const SLOT_BUSY: SessionError = { code: 'SLOT_BUSY', message: 'the game in progress could not be kept on the saved-games list, so it is still the one in progress' };

export const useSession = create<SessionStore>()(
  persist(immer((set, get) => {
    saves.reportTo((p) => {
      if (get().saveProblem?.code !== (p ?? undefined)) set({ saveProblem: saveProblemOf(p) });
    });
    // Another tab took the game over, or wrote the autosave while this one held it (tabs.ts).
    watchOtherTabs(SESSION_KEY, () => set({ saveProblem: saveProblemOf('elsewhere') }));
    /** A new session (or none): written at once, and the watch ends. */
    const commit = (session: Session | null, extra: Partial<SessionStore> = {}) => {
      set({ session, problem: null, replay: null, ...extra });
      if (session === null) saves.drop();
      else saves.saveNow(savedGame(session, get().seats, get().name));
    };
    const refuse = (problem: SessionError) => {
      set((d) => void (d.problem = problem));
      return false;
    };
    /** A game of another ruleset in progress goes on the saved-games list before a game of `id` takes its place (the same game's restart replaces it). */
    const makeRoom = (id: string): boolean => {
      const cur = get().session;
      return (cur === null || cur.ruleset === id || get().keepCurrent() === null) && claimSlot(HOLDER);
    };
    return {
      games: {},
      session: null,
      problem: null,
      seats: NO_SEATS,
      saveProblem: null,
      name: null,
      savedProblem: null,
      boot: (forHouse = false) => {
        const resumed = autoload(forHouse);
        // A house's game resumed: nothing of another game's watch or device holder goes on.
        set(forHouse && resumed.session ? { ...resumed, replay: null, holder: null } : resumed);
        return resumed.session !== undefined;
      },
      chosen: '',
      cover: true,
      tumble: true,
      holder: null,
      savedGames: [],
      replay: null,
      choose: (id) => set((d) => {
        d.chosen = id;
        d.problem = null;
      }),
      start: (id, setup, seed, seats = NO_SEATS) => {
        const r = rulesFor(id);
        if (!r) return refuse({ code: 'NO_RULESET', message: `no ruleset ${id}` });
        const s = startSession(r, setup, seed, logOfGame(id));
        if (!s.ok) return refuse(s.error);
        if (!makeRoom(id)) return refuse(SLOT_BUSY);
        commit(s.value, { holder: null, seats, name: null });
        return true;
      },
      computerMove: () => {
        const { session: cur, replay, seats } = get();
        const r = cur && rulesFor(cur.ruleset);
        if (!cur || !r || replay) return false;
        const command = computerCommand(r, cur, seats);
        return command !== null && get().play(command);
      },
      play: (command) => {
        const { session: cur, replay } = get();
        const r = cur && rulesFor(cur.ruleset);
        if (!cur || !r) return false;
        if (replay) return refuse({ code: 'REPLAY', message: 'close the replay to go back to the game' });
        const next = playCommand(r, cur, command, logOfGame(cur.ruleset));
        if (!next.ok) return refuse(next.error);
        // A plain object, not a recipe: the session's Histories are extended in place, never drafted.
        set({ session: next.value, problem: null });
        saves.save(savedGame(next.value, get().seats, get().name));
        return true;
      },
      undo: () => {
        const cur = get().session;
        const back = cur && !get().replay ? undoCommand(cur) : null;
        if (back) commit(back);
      },
      quit: () => commit(null, { holder: null, seats: NO_SEATS, name: null }),
      adopt: (session, { seats = NO_SEATS, name = null, write = true } = {}) => {
        set({ session, problem: null, replay: null, holder: null, seats, name });
        if (write) saves.saveNow(savedGame(session, seats, name));
      },
      retrySave: () => {
        const s = get().session;
        return s !== null && saves.saveNow(savedGame(s, get().seats, get().name)) === null;
      },
      loadText: (text, { only, came, giveWay } = {}) => {
        const r = sessionFromText(text);
        if (!r.ok) return refuse(r.error);
        if (only !== undefined && r.value.ruleset !== only) {
          return refuse({ code: 'FILE_OTHER_RULESET', message: `this is a ${gameOf(r.value.ruleset)?.title ?? r.value.ruleset} game: choose that game to load it` });
        }
        if (giveWay && !giveWay()) return false;
        if (!makeRoom(r.value.ruleset)) return refuse(SLOT_BUSY);
        commit(r.value, { holder: null, chosen: r.value.ruleset, seats: r.seats, name: r.name });
        if (r.changed) set({ problem: { code: 'RULES_CHANGED', message: rulesChangedWords(r.changed, heldBy(came)) } });
        return true;
      },
      setCover: (on) => set((d) => void (d.cover = on)),
      setTumble: (on) => set((d) => void (d.tumble = on)),
      take: (player) => set((d) => void (d.holder = player)),

      listSaved: () => {
        // Every registered game's: a game not loaded yet is listed from its card (GameModule.savedDetails).
        const r = listGames();
        set({ savedGames: r.games.filter((g) => gameOf(g.ruleset ?? FIRST_RULESET) !== undefined), savedProblem: r.problem });
      },
      keepCurrent: () => {
        const s = get().session;
        const r = s && rulesFor(s.ruleset);
        // A lesson's game (its autosave paused) is not the players': it never goes on the list.
        if (!s || !r || saves.paused) return null;
        if (ownedElsewhere()) return 'elsewhere';
        const info = gameInfo(r, s.state, get().name, new Date().toISOString());
        const p = keepGame(writeGameFile(s.setup, s.seed, s.commands, { name: info.name, savedAt: info.lastPlayed, seats: get().seats }, { ruleset: s.ruleset, rulesetVersion: s.rulesetVersion }), info);
        if (p) set({ saveProblem: saveProblemOf(p) });
        get().listSaved();
        return p;
      },
      resumeSaved: (id, giveWay) => {
        const text = readGame(id);
        if (text === null) {
          get().listSaved();
          return refuse({ code: 'SAVE_MISSING', message: 'that saved game is no longer there' });
        }
        const r = sessionFromText(text);
        if (!r.ok) return refuse(r.error);
        if (giveWay && !giveWay()) return false;
        // The game it replaces goes on the list first; if it cannot be kept, nothing changes.
        if (get().session && get().keepCurrent() !== null) return false;
        if (!claimSlot(HOLDER)) return refuse(SLOT_BUSY);
        const name = get().savedGames.find((g) => g.id === id)?.name ?? r.name;
        commit(r.value, { holder: null, chosen: r.value.ruleset, seats: r.seats, name });
        if (r.changed) set({ problem: rulesChanged(r.changed, text) });
        if (get().saveProblem === null) dropGame(id);
        get().listSaved();
        return true;
      },
      deleteSaved: (id) => {
        dropGame(id);
        get().listSaved();
      },
      renameSaved: (id, name) => {
        const p = renameGame(id, name);
        if (p) set({ saveProblem: saveProblemOf(p) });
        get().listSaved();
      },

      watch: (text) => {
        const cur = get().session;
        const f = text !== undefined ? readFile(text) : cur ? { ok: true as const, r: rulesFor(cur.ruleset)!, setup: cur.setup, seed: cur.seed, commands: cur.commands.toArray() } : null;
        if (!f) return false;
        if (!f.ok) return refuse(f.error);
        const r = f.r;
        const t = buildTape(r, f.setup, f.seed, f.commands, (_first, _before, events, at, after) => logLines(r, events, after, at));
        if (!t.ok) return refuse({ code: t.error.code, message: t.error.message });
        set({ replay: { ruleset: r.id, tape: t.value, at: { c: 0, k: 0 } }, problem: null });
        return true;
      },
      replayMove: (dir, unit) => {
        const w = get().replay;
        const r = w && rulesFor(w.ruleset);
        if (w && r) set({ replay: { ...w, at: move(r, w.tape, w.at, dir, unit) } });
      },
      closeReplay: () => set({ replay: null }),
    };
  }), PERSIST),
);

/**
 * Adds a game's own part to the one store (gameSlices.ts): its slices, made by `creator` with a
 * `set` and `get` of that part, and its settings kept in the one record. Returns its hook.
 */
export const addGamePart = <T extends object>(id: string, creator: Parameters<typeof attachGamePart<T>>[3], kept?: KeptSettings<T>): GamePart<T> => attachGamePart(useSession, KEPT, id, creator, kept);

/** The state the replay shows, and how many of its log lines. */
export function replayShown(w: SessionReplay): { state: unknown; log: LogLine[] } | null {
  const r = rulesFor(w.ruleset);
  if (!r) return null;
  return { state: stateAt(r, w.tape, w.at), log: w.tape.log.slice(0, w.tape.frames[w.at.c].start + w.at.k) };
}

export const replayAtEnd = (w: SessionReplay): boolean => {
  const e = endOf(w.tape);
  return e.c === w.at.c && e.k === w.at.k;
};

// The session's hold on the one autosave: another game about to start asks it to let go; its game
// goes on the saved-games list first, and stays in progress if it cannot be kept.
registerSlotHolder({
  id: HOLDER,
  owns: knownRuleset,
  release: () => {
    const st = useSession.getState();
    if (!st.session) return true;
    if (st.keepCurrent() !== null) return false;
    // The seats are left to the game taking the slot (Dark Future's form seats its players before it starts).
    useSession.setState({ session: null, replay: null, holder: null, name: null });
    return true;
  },
});
