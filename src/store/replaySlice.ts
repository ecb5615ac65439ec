// Watching a game (issue 11 "Replays"). The board, the record sheets, the dice tray and the log
// all read the store's game fields, so while a replay is open those fields show the replay's
// position and the game in progress waits, untouched, in `replay.live` (its autosave is not
// written while it waits: nothing can be played). Closing the replay puts it back as it was.
import { darkFuture, watcherView, type Command } from '../engine';
import { History } from '../shell/history';
import { parseSave } from './gameSession';
import { relist } from './saveSlice';
import { readGame } from '../shell/saves/savedGames';
import * as tapes from '../shell/tape';
import type { Cursor } from '../shell/tape';
import { toLog } from './gameSession';
import type { Slice } from './slice';
import { UI_RESET } from './slice';
import type { GameSlice, LiveGame, LogEntry, Outcome, ReplaySlice, ReplayView, Store, Tape } from './types';

// The shell's tape (src/shell/tape.ts) played by Dark Future's ruleset with its log entries.
const buildTape = (setup: Tape['setup'], seed: number, commands: Command[]): Outcome<Tape> => {
  const t = tapes.buildTape(darkFuture, setup, seed, commands, toLog);
  return t.ok ? { ok: true, value: t.value as Tape } : { ok: false, error: { code: t.error.code, message: t.error.message } };
};
const stateAt = (t: Tape, at: Cursor) => tapes.stateAt(darkFuture, t, at);

/** The turns a tape reaches (the replay panel's turn list). */
export const turnsOf = (t: Tape): number => tapes.turnsOf(darkFuture, t);

/** The default pace: two events a second. */
export const REPLAY_SPEED = 2;

/** The store's game fields at a position of the tape. */
function shown(tape: Tape, at: Cursor, reveal: boolean): Partial<GameSlice> & { undoable: History<boolean> } {
  const f = tape.frames[at.c];
  return {
    // A position watched is no session: nothing can be played or taken back from it.
    session: null,
    setup: tape.setup,
    seed: tape.seed,
    commands: History.of(tape.commands.slice(0, at.c)),
    game: watcherView(stateAt(tape, at), reveal),
    log: History.of(tape.log.slice(0, tapes.shownCount(tape, at))),
    lastEvents: f.events.slice(0, at.k),
    lastFinal: null,
    undoable: History.of(),
  };
}

const liveOf = (s: Store): LiveGame => ({ session: s.session, setup: s.setup, seed: s.seed, commands: s.commands, game: s.game, log: s.log, lastEvents: s.lastEvents, lastFinal: s.lastFinal, undoable: s.undoable });

export const replaySlice: Slice<ReplaySlice> = (set, get) => {
  const show = (r: ReplayView) => set({ replay: r, ...shown(r.tape, r.at, r.reveal), ...UI_RESET, error: null });
  const at = (f: (r: ReplayView) => Cursor) => {
    const r = get().replay;
    if (r) show({ ...r, at: f(r) });
  };
  return {
    replay: null,

    watchReplay: (text) => {
      const s = get();
      const fail = (e: { code: string; message: string }) => {
        set({ error: `The game could not be watched, nothing was changed — ${e.code}: ${e.message}` });
        return false;
      };
      let t;
      if (text !== undefined) {
        const parsed = parseSave(text);
        if (!parsed.ok) return fail(parsed.error);
        t = buildTape(parsed.value.setup, parsed.value.seed, parsed.value.commands);
      } else if (s.replay) {
        return true;
      } else if (s.setup) {
        t = buildTape(s.setup, s.seed, s.commands.toArray());
      } else {
        return false;
      }
      if (!t.ok) return fail(t.error);
      // Another replay opened over one already open keeps the game in progress it put aside.
      const live = s.replay ? s.replay.live : s.setup ? liveOf(s) : null;
      show({ tape: t.value, at: { c: 0, k: 0 }, reveal: false, playing: false, speed: s.replay?.speed ?? REPLAY_SPEED, live });
      return true;
    },

    watchSaved: (id) => {
      const text = readGame(id);
      if (text !== null) return get().watchReplay(text);
      set({ error: 'SAVE_MISSING: That saved game is no longer there.' });
      relist();
      return false;
    },

    replayMove: (dir, unit) => at((r) => tapes.move(darkFuture, r.tape, r.at, dir, unit)),
    replayTurn: (turn) => at((r) => tapes.turnStart(darkFuture, r.tape, turn)),
    replayTo: (to) => at((r) => ({ c: Math.max(0, Math.min(r.tape.frames.length - 1, to.c)), k: Math.max(0, Math.min(r.tape.frames[Math.max(0, Math.min(r.tape.frames.length - 1, to.c))].events.length, to.k)) })),
    setReplayReveal: (on) => {
      const r = get().replay;
      if (r) show({ ...r, reveal: on });
    },
    setReplayPlaying: (on) => {
      const r = get().replay;
      if (!r) return;
      // Play from the start again once at the end.
      const end = tapes.endOf(r.tape);
      const atEnd = r.at.c === end.c && r.at.k === end.k;
      if (on && atEnd) show({ ...r, at: { c: 0, k: 0 }, playing: true });
      else set({ replay: { ...r, playing: on } });
    },
    setReplaySpeed: (eps) => {
      const r = get().replay;
      if (r && Number.isFinite(eps) && eps > 0) set({ replay: { ...r, speed: eps } });
    },

    closeReplay: () => {
      const r = get().replay;
      if (!r) return;
      const live = r.live ?? { session: null, setup: null, seed: 1, commands: History.of<Command>(), game: null, log: History.of<LogEntry>(), lastEvents: [], lastFinal: null, undoable: History.of<boolean>() };
      set({ replay: null, ...live, ...UI_RESET, error: null });
    },
  };
};
