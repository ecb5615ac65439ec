// The game: the one store's session (src/shell/sessionStore.ts; setup, seed and the command list
// are the whole truth, the state, the log and the take-backs follow), started, played and resumed
// by the one store's functions. This slice keeps Dark Future's own around it: the lesson's gate,
// the dice asked at the table, its refusals in its words, its unreadable autosave, and the fields
// the board and the panels read, views of the session (gameSession.ts fieldsOf, set in index.ts).
import { darkFuture, type Command } from '../engine';
import type { GameSlice, LogEntry } from './types';
import { relist } from './saveSlice';
import { seatsNow } from './computerSlice';
import { History } from '../shell/history';
import { fieldsOf, fileProblem, makeSave, ownsRuleset, problemOf, rulesNotice, sessionShown, told, type DfSession } from './gameSession';
import { randomSeed, UI_RESET, type Slice } from './slice';
import { keepAside } from '../shell/saves/keepAside';
import { ownedElsewhere } from '../shell/saves/tabs';
import { clearSlotIf, rulesetOfText, UNREADABLE_KEY } from '../shell/saves/slot';
import { readAutosave, saveProblemOf, useSession } from '../shell/sessionStore';

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
      keepAside(UNREADABLE_KEY, loadProblem.raw);
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
    // The one store's boot resumes it (a game of older rules goes on, its text kept aside there);
    // one it cannot resume stays in the slot, and its text on Dark Future's screen for a bug report.
    const resumed = useSession.getState().boot(true);
    const p = told();
    if (resumed) set({ loadProblem: null, lastReason: null, ...rulesNotice(p) });
    else if (p) set({ ...EMPTY_GAME, loadProblem: { ...fileProblem(p), raw: text } });
  },

  exportGame: () => {
    const { setup, seed, commands, gameName } = get();
    return setup ? makeSave(setup, seed, commands, { ...(gameName ? { name: gameName } : {}), savedAt: new Date().toISOString(), seats: seatsNow() }) : null;
  },

  importGame: (text) => {
    if (get().replay) get().closeReplay();
    let stopped = false;
    // Once the file is read: a lesson running gives way to the game the player chose (issue 29: its
    // card stayed over the imported game, its gate refused that game's commands, the autosave stayed
    // paused); quitting it brings back the player's own game, which then goes on the saved-games
    // list as any game in progress does. If it cannot be kept, nothing changes.
    const giveWay = () => {
      if (get().tutorial) get().quitLesson();
      const kept = get().game ? get().keepCurrent() : null;
      if (kept === null) return true;
      stopped = true;
      set({ error: `Import stopped, nothing was changed: the game in progress could not be kept (${kept === 'elsewhere' ? 'it is open in another tab' : `storage ${kept}`}).` });
      return false;
    };
    const loaded = useSession.getState().loadText(text, { only: darkFuture.id, came: 'import', giveWay });
    const p = told();
    if (!loaded) {
      const e = p && !stopped ? fileProblem(p) : null;
      if (e) set({ error: `Import failed, nothing was changed — ${e.code}: ${e.message}` });
      return false;
    }
    // The imported file itself is the player's copy as it was saved.
    set({ ...UI_RESET, loadProblem: null, lastReason: null, ...rulesNotice(p) });
    return true;
  },
});
