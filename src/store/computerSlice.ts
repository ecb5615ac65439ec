// The computer's seats (issue 12): which players are driven by the computer and at what level,
// and the one-line reason of its last move. The computer answers only its own seats' decisions,
// from its player's view (src/ai); a person's decision is never taken from them.
import { deciderOf } from './decider';
import { decide, type Level } from '../ai';
import type { Slice } from './slice';
import type { ComputerSlice, Seat, Store } from './types';

/** The computer seat whose decision the game waits for, with its level; null when a person decides. */
export function computerToMove(s: Pick<Store, 'game' | 'seats'> & Partial<Pick<Store, 'replay' | 'diceAsk'>>): { player: string; level: Level } | null {
  // Nobody moves while a replay is watched or dice are awaited from the table.
  if (s.replay || s.diceAsk) return null;
  const player = deciderOf(s.game);
  const seat: Seat | undefined = player ? s.seats[player] : undefined;
  return player && seat && seat !== 'person' ? { player, level: seat } : null;
}

export const computerSlice: Slice<ComputerSlice> = (set, get) => ({
  seats: {},
  lastReason: null,

  setSeats: (seats) => set({ seats: { ...seats }, lastReason: null }),

  computerMove: () => {
    const s = get();
    const turn = computerToMove(s);
    if (!turn || !s.game) return false;
    let d: ReturnType<typeof decide>;
    try {
      d = decide(s.game, turn.player, turn.level);
    } catch (e) {
      set({ error: `COMPUTER: the computer driver failed: ${e instanceof Error ? e.message : String(e)}` });
      return false;
    }
    const index = s.commands.length;
    if (!s.dispatch(d.command)) return false;
    set({ lastReason: { player: turn.player, text: d.reason, command: index } });
    return true;
  },
});
