// The game: one shell session (setup, seed and the command list are the whole truth; the state,
// the log and the take-backs follow), played through gameSession.ts, its fields the views the
// board and the panels read.
import type { Command } from '../engine';
import type { GameSlice, LogEntry } from './types';
import { makeSave, RULES_CHANGED_KEY, saveNow, savedOf, saves } from './persistence';
import { relist } from './saveSlice';
import { seatsNow } from './computerSlice';
import { rulesChangedWords } from '../shell/saves/rulesChanged';
import { History } from '../shell/history';
import { fieldsOf, playDf, sessionOf, startDf } from './gameSession';
import { loadSave } from './load';
import { randomSeed, UI_RESET, type Slice } from './slice';
import { keepAside } from '../shell/saves/keepAside';
import { ownedElsewhere } from './tabs';
import { claimSlot } from '../shell/saves/slot';
import { DARK_FUTURE } from './ruleset';

/** The one autosave's other holders keep their game on the saved-games list before this store starts one (slot.ts). */
const SLOT_BUSY = 'SLOT_BUSY: the game in progress could not be kept on the saved-games list, so it is still the one in progress.';

/** Where an autosave that could not be resumed is kept when a new game is started (keepAside.ts). */
export const SAVE_BAD_KEY = 'dark-future/save-unreadable';

/** No game: the game slice's own fields. */
const noGame = {
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
const emptyGame = { ...noGame, undoable: History.of<boolean>(), ...UI_RESET, replay: null };

export const gameSlice: Slice<GameSlice> = (set, get) => ({
  ...noGame,
  loadProblem: null,

  start: (setup, seed) => {
    const r = startDf(setup, seed);
    if (!r.ok) {
      set({ error: `${r.error.code}: ${r.error.message}` });
      return false;
    }
    if (!claimSlot(DARK_FUTURE.id)) {
      set({ error: SLOT_BUSY });
      return false;
    }
    set({ ...fieldsOf(r.value), ...UI_RESET, loadProblem: null, replay: null, gameName: null });
    saveNow(get());
    return true;
  },

  dispatch: (cmd) => {
    // A lesson lets through only the command its step expects, and explains any other (tutorialSlice).
    if (!get().tutorialGate(cmd)) return false;
    const session = sessionOf(get());
    if (!session) {
      set({ error: 'NO_GAME: There is no game in progress.' });
      return false;
    }
    // A replay is being watched: the game in progress is put aside and cannot be played.
    if (get().replay) {
      set({ error: 'REPLAY: close the replay to go back to the game.' });
      return false;
    }
    const r = playDf(session, cmd);
    if (!r.ok) {
      // Real dice: the command waits for the dice rolled at the table (diceSlice).
      if (r.error.need) {
        const { dice, ...command } = cmd;
        // The dice are rolled in front of everyone: whatever was shown to one player is hidden again.
        set({ diceAsk: { command, dice: dice ?? [], entered: [], need: r.error.need }, error: null, viewer: null, peekRequest: null, secretRequest: null });
        return false;
      }
      set({ error: `${r.error.code}: ${r.error.message}` });
      return false;
    }
    // A plain object, not an immer recipe: immer would copy and freeze the whole history on every
    // command. The session's lists are appended in place (history.ts): a command costs the same
    // at turn 1 and turn 40 (issue 31: the arrays were copied whole).
    const f = fieldsOf(r.value);
    set({
      ...f,
      preview: null,
      // A secret was shown to one player: hide it again before the next player looks.
      viewer: null,
      peekRequest: null,
      secretRequest: null,
    });
    saves.save(savedOf(get())!);
    return true;
  },

  restart: () => {
    const { setup } = get();
    if (setup) get().start(setup, randomSeed());
  },

  newGame: () => {
    const { loadProblem, game } = get();
    // A save that could not be resumed is kept aside, never deleted (issue 11).
    if (loadProblem) keepAside(SAVE_BAD_KEY, loadProblem.raw);
    // The game in progress goes on the saved-games list; if it cannot be kept, it stays.
    if (game && get().keepCurrent() !== null) return;
    saves.drop();
    set({ ...emptyGame, loadProblem: null, gameName: null });
    relist();
  },

  clearError: () => set({ error: null }),

  releaseSlot: () => {
    if (!get().game) return true;
    if (get().keepCurrent() !== null) return false;
    set({ ...emptyGame, loadProblem: null, gameName: null });
    return true;
  },

  boot: () => {
    const text = saves.read();
    if (text === null) return;
    // Open in another tab: this one must not play (and so overwrite) it without taking over.
    if (ownedElsewhere()) {
      set({ saveProblem: 'elsewhere' });
      return;
    }
    const r = loadSave(text);
    if (!r.ok) {
      set({ ...emptyGame, loadProblem: { ...r.error, raw: text } });
      return;
    }
    const { save, session, changed } = r.value;
    get().setSeats(save.seats ?? {});
    set({ ...fieldsOf(session), loadProblem: null, gameName: save.name ?? null });
    if (changed) {
      // The text as saved stays readable; the autosave becomes the game that goes on.
      const keptAs = keepAside(RULES_CHANGED_KEY, text);
      saveNow(get());
      set({ error: rulesChangedWords(changed, keptAs) });
    }
  },

  exportGame: () => {
    const { setup, seed, commands, gameName } = get();
    return setup ? makeSave(setup, seed, commands, { ...(gameName ? { name: gameName } : {}), savedAt: new Date().toISOString(), seats: seatsNow() }) : null;
  },

  importGame: (text) => {
    if (get().replay) get().closeReplay();
    const r = loadSave(text);
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
    if (!claimSlot(DARK_FUTURE.id)) {
      set({ error: `Import stopped, nothing was changed — ${SLOT_BUSY}` });
      return false;
    }
    const { save, session, changed } = r.value;
    get().setSeats(save.seats ?? {});
    set({ ...fieldsOf(session), ...UI_RESET, loadProblem: null, gameName: save.name ?? null });
    saveNow(get());
    // The imported file itself is the player's copy as it was saved.
    if (changed) set({ error: rulesChangedWords(changed, 'the file you imported') });
    return true;
  },
});
