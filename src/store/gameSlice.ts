// The game: the one store's session (src/shell/sessionStore.ts; setup, seed and the command list
// are the whole truth, the state, the log and the take-backs follow), started, played and resumed
// by the one store's functions. This slice keeps Dark Future's own around it: the lesson's gate,
// the dice asked at the table, its refusals in its words, its unreadable autosave, and the fields
// the board and the panels read, views of the session (gameSession.ts fieldsOf, set in index.ts).
import { darkFuture, type Command } from '../engine';
import type { GameSlice, LogEntry } from './types';
import { makeSave, ownsRuleset, RULES_CHANGED_KEY } from './persistence';
import { relist } from './saveSlice';
import { seatsNow } from './computerSlice';
import { rulesChangedWords } from '../shell/saves/rulesChanged';
import { History } from '../shell/history';
import { fieldsOf, problemOf, readSave, sessionOf, type DfSession } from './gameSession';
import { randomSeed, UI_RESET, type Slice } from './slice';
import { keepAside } from '../shell/saves/keepAside';
import { ownedElsewhere } from '../shell/saves/tabs';
import { clearSlotIf, rulesetOfText } from '../shell/saves/slot';
import { readAutosave, saveProblemOf, useSession } from '../shell/sessionStore';
import type { Session } from '../shell/session';

/** Where an autosave that could not be resumed is kept when a new game is started (keepAside.ts). */
export const SAVE_BAD_KEY = 'dark-future/save-unreadable';

/** No game: the game slice's own fields. */
export const NO_GAME = {
  session: null,
  setup: null,
  seed: 1,
  commands: History.of<Command>(),
  game: null,
  log: History.of<LogEntry>(),
  lastEvents: [],
  lastFinal: null,
  error: null,
};

/** Leaving a game also clears its history and anything shown to one player. */
export const EMPTY_GAME = { ...NO_GAME, undoable: History.of<boolean>(), ...UI_RESET, replay: null };

/** The one store's session as Dark Future's, or null when it holds no game of Dark Future's. */
export const oneSession = (): DfSession | null => {
  const s = useSession.getState().session;
  return s && s.ruleset === darkFuture.id ? (s as unknown as DfSession) : null;
};

/**
 * The game the fields show, made the one store's session if it is not (a test lays out a position
 * in the fields alone): the session is what is played, undone and kept.
 */
export function sessionShown(s: Parameters<typeof sessionOf>[0]): DfSession | null {
  const session = sessionOf(s);
  if (session && useSession.getState().session !== (session as unknown)) useSession.setState({ session: session as unknown as Session });
  return session;
}

/** The one store's refusal in Dark Future's words ("CODE: message"). */
const refusal = (): string => {
  const p = useSession.getState().problem;
  const e = p ? problemOf(p, true) : { code: 'NO_RULES', message: 'the rules of Dark Future are not loaded' };
  return `${e.code}: ${e.message}`;
};

export const gameSlice: Slice<GameSlice> = (set, get) => ({
  ...NO_GAME,
  loadProblem: null,

  start: (setup, seed) => {
    const one = useSession.getState();
    if (!one.start(darkFuture.id, setup as unknown as Record<string, unknown>, seed, one.seats)) {
      set({ error: refusal() });
      return false;
    }
    // A replay open is closed: the fields show the new game.
    set({ ...fieldsOf(oneSession()!), ...UI_RESET, loadProblem: null, replay: null, lastReason: null });
    return true;
  },

  dispatch: (cmd) => {
    // A lesson lets through only the command its step expects, and explains any other (tutorialSlice).
    if (!get().tutorialGate(cmd)) return false;
    // A replay is being watched: the game in progress is put aside and cannot be played.
    if (get().replay) {
      set({ error: 'REPLAY: close the replay to go back to the game.' });
      return false;
    }
    if (!sessionShown(get())) {
      set({ error: 'NO_GAME: There is no game in progress.' });
      return false;
    }
    // The one store plays it and writes the autosave; the fields follow the session (index.ts).
    if (useSession.getState().play(cmd)) return true;
    const p = useSession.getState().problem;
    // Real dice: the command waits for the dice rolled at the table (diceSlice).
    if (p?.need) {
      const { dice, ...command } = cmd;
      // The dice are rolled in front of everyone: whatever was shown to one player is hidden again.
      set({ diceAsk: { command, dice: dice ?? [], entered: [], need: problemOf(p).need! }, error: null, viewer: null, peekRequest: null, secretRequest: null });
      return false;
    }
    set({ error: refusal() });
    return false;
  },

  restart: () => {
    const { setup } = get();
    if (setup) get().start(setup, randomSeed());
  },

  newGame: () => {
    const { loadProblem, game } = get();
    // A save that could not be resumed is kept aside, never deleted (issue 11).
    if (loadProblem) {
      keepAside(SAVE_BAD_KEY, loadProblem.raw);
      if (!ownedElsewhere()) clearSlotIf(ownsRuleset);
    }
    // The game in progress goes on the saved-games list; if it cannot be kept, it stays.
    if (game && get().keepCurrent() !== null) return;
    const cur = useSession.getState().session;
    if (cur === null || cur.ruleset === darkFuture.id) useSession.getState().quit();
    set({ ...EMPTY_GAME, loadProblem: null, gameName: null });
    relist();
  },

  clearError: () => set({ error: null }),

  boot: () => {
    const text = readAutosave();
    if (text === null || !ownsRuleset(rulesetOfText(text))) return;
    // Open in another tab: this one must not play (and so overwrite) it without taking over.
    if (ownedElsewhere()) {
      useSession.setState({ saveProblem: saveProblemOf('elsewhere') });
      return;
    }
    // The one store's load path reads it (sessionFromText, the one every game's files go through), in Dark Future's words.
    const r = readSave(text);
    if (!r.ok) {
      set({ ...EMPTY_GAME, loadProblem: { ...r.error, raw: text } });
      return;
    }
    const { session, changed, seats, name } = r.value;
    // Resumed as it was read: nothing to write, unless it goes on under new rules.
    useSession.getState().adopt(session as unknown as Session, { seats, name, write: false });
    set({ loadProblem: null, lastReason: null });
    if (changed) {
      // The text as saved stays readable; the autosave becomes the game that goes on.
      const keptAs = keepAside(RULES_CHANGED_KEY, text);
      useSession.getState().retrySave();
      set({ error: rulesChangedWords(changed, keptAs) });
    }
  },

  exportGame: () => {
    const { setup, seed, commands, gameName } = get();
    return setup ? makeSave(setup, seed, commands, { ...(gameName ? { name: gameName } : {}), savedAt: new Date().toISOString(), seats: seatsNow() }) : null;
  },

  importGame: (text) => {
    if (get().replay) get().closeReplay();
    const r = readSave(text);
    if (!r.ok) {
      set({ error: `Import failed, nothing was changed — ${r.error.code}: ${r.error.message}` });
      return false;
    }
    // A lesson running gives way to the game the player chose (issue 29: its card stayed over the
    // imported game, its gate refused that game's commands, the autosave stayed paused); quitting
    // it brings back the player's own game, which is then kept as any game in progress is.
    if (get().tutorial) get().quitLesson();
    // The game it replaces goes on the saved-games list first; if it cannot be kept, nothing changes.
    const kept = get().game ? get().keepCurrent() : null;
    if (kept !== null) {
      set({ error: `Import stopped, nothing was changed: the game in progress could not be kept (${kept === 'elsewhere' ? 'it is open in another tab' : `storage ${kept}`}).` });
      return false;
    }
    const { session, changed, seats, name } = r.value;
    useSession.getState().adopt(session as unknown as Session, { seats, name });
    set({ ...UI_RESET, loadProblem: null, lastReason: null });
    // The imported file itself is the player's copy as it was saved.
    if (changed) set({ error: rulesChangedWords(changed, 'the file you imported') });
    return true;
  },
});
