// The computer's seats (issue 12): which players are driven by the computer and at what level,
// and the one-line reason of its last move. The computer answers only its own seats' decisions,
// from its player's view (src/ai); a person's decision is never taken from them. In the running
// app it thinks in a worker (src/shell/think.ts, issue 30) and its answer is played only if the
// game is still where it was asked.
import { darkFuture, playerView, type Command } from '../engine';
import { decisionSeed, think, ThinkingStopped, type ThinkAnswer, type ThinkRequest } from '../shell/think';
import { useSession } from '../shell/sessionStore';
import { deciderOf } from './decider';
import type { Level } from '../ai';
import { darkFutureAnswer } from './computerAnswer';
import type { Slice } from './slice';
import type { ComputerSlice, Seat, Store } from './types';

/** Who sits at each seat: the one store's seats, every game's (docs/architecture.md "The one store"); a player not listed is a person. */
export const seatsNow = (): Readonly<Record<string, Seat>> => useSession.getState().seats as Record<string, Seat>;

/** The computer seat whose decision the game waits for, with its level; null when a person decides. */
export function computerToMove(s: Pick<Store, 'game'> & Partial<Pick<Store, 'replay' | 'diceAsk'>>, seats: Readonly<Record<string, Seat>> = seatsNow()): { player: string; level: Level } | null {
  // Nobody moves while a replay is watched or dice are awaited from the table.
  if (s.replay || s.diceAsk) return null;
  const player = deciderOf(s.game);
  const seat: Seat | undefined = player ? seats[player] : undefined;
  return player && seat && seat !== 'person' ? { player, level: seat } : null;
}

/** The computer's question for the decision now (plain data, for the worker), or null when a person decides. */
export function computerRequest(s: Store): ThinkRequest | null {
  const turn = computerToMove(s);
  if (!turn || !s.game) return null;
  // Its search lists its own commands from the view, so none are sent.
  return { game: darkFuture.id, view: playerView(s.game, turn.player), legal: [], player: turn.player, level: turn.level, seed: decisionSeed(s.seed, s.commands.length) };
}

const failed = (e: unknown) => `COMPUTER: the computer driver failed: ${e instanceof Error ? e.message : String(e)}`;

/** Plays the computer's answer for `player` and keeps its reason line. */
function play(s: Store, set: (p: Partial<Store>) => void, player: string, d: ThinkAnswer): boolean {
  const index = s.commands.length;
  if (!s.dispatch(d.command as Command)) return false;
  set({ lastReason: { player, text: d.reason ?? '', command: index } });
  return true;
}

export const computerSlice: Slice<ComputerSlice> = (set, get) => ({
  lastReason: null,

  // The one store's seats first, then the part (a plain object, so its listeners, the computer's driver among them, hear of it).
  setSeats: (seats) => {
    useSession.setState({ seats: { ...seats } });
    set({ lastReason: null });
  },

  computerMove: () => {
    const req = computerRequest(get());
    if (!req) return false;
    let d: ThinkAnswer;
    try {
      d = darkFutureAnswer(req);
    } catch (e) {
      set({ error: failed(e) });
      return false;
    }
    return play(get(), set, req.player, d);
  },
});

/** The store the computer plays on (useStore), as far as it reads and writes it. */
export interface ComputerStore {
  getState(): Store;
  setState(p: Partial<Store>): unknown;
}

/**
 * The computer's move thought out off the page's thread (think.ts), played only if, when the
 * answer comes, the game is the one it was asked about (the same game object: any command, an
 * undo, a new or loaded game changes it), no replay is open and the seat is still the computer's.
 * False when there was no move to make or the answer was stale; rejects with ThinkingStopped when
 * `signal` interrupted it.
 */
export async function thinkComputerMove(store: ComputerStore, signal?: AbortSignal): Promise<boolean> {
  const before = store.getState();
  const req = computerRequest(before);
  if (!req) return false;
  let d: ThinkAnswer;
  try {
    d = await think(req, darkFutureAnswer, signal);
  } catch (e) {
    if (e instanceof ThinkingStopped) throw e;
    store.setState({ error: failed(e) });
    return false;
  }
  const now = store.getState();
  const turn = computerToMove(now);
  if (now.game !== before.game || turn?.player !== req.player || turn.level !== req.level) return false;
  return play(now, (p) => store.setState(p), req.player, d);
}
