// Which of the last command's results the table shows yet (issue 29: "the result comes before the
// picture"). While the board animates a command, each event's result is shown when the board
// draws it (animation.ts, Timeline.reveal): the recap's lines, and the game as it stood after the
// last event shown (the engine's own states, applyByEvent) for the turn counter and record sheets.
// Kept outside React, on the feed's clock: whatever shows it starts the clock (a panel on screen
// means the table is in view), as the board does; Skip ends the animation and shows everything.
// The end screen's "See the last turn again" (src/ui/lastTurnAgain.ts) is revealed the same way,
// a finished turn's events in place of a command's.
import type { GameEvent, GameState } from '../engine';
import { nextReveal, revealedCount } from './animation';
import { feed } from './animationFeed';

export interface Revealed {
  /** The events counted (the store's lastEvents while the board animates them); null: all shown. */
  events: readonly GameEvent[] | null;
  /** How many of them, from the first, are shown. */
  shown: number;
  /** The game after the last event shown (before the first, if none is); null: the store's own. */
  state: GameState | null;
  /** The events are the end screen's last turn played again (Timeline.table.lastTurn), not the store's lastEvents. */
  lastTurn?: boolean;
}

export const ALL_SHOWN: Revealed = { events: null, shown: Infinity, state: null };

let current = ALL_SHOWN;
let timer: ReturnType<typeof setTimeout> | undefined;
let working = false;
const listeners = new Set<() => void>();

/** Works out what is shown now and wakes up again when the next result shows. */
function update(): void {
  // Claiming the feed may end it, which calls back here: the outer call finishes the work.
  if (working) return;
  working = true;
  clearTimeout(timer);
  timer = undefined;
  let next = ALL_SHOWN;
  const tl = feed.peek();
  if (tl?.table && listeners.size > 0) {
    const now = performance.now();
    const p = feed.claim(now);
    if (p && p.value === tl) {
      const elapsed = now - p.start;
      const n = revealedCount(tl, elapsed);
      const { events, before, states } = tl.table;
      if (n < events.length) {
        next = { events, shown: n, state: n === 0 ? before : states[n - 1], ...(tl.table.lastTurn ? { lastTurn: true } : {}) };
        const at = nextReveal(tl, n);
        if (at !== null) timer = setTimeout(update, Math.max(0, at - elapsed) + 1);
      }
    }
  }
  working = false;
  if (next.events !== current.events || next.shown !== current.shown) {
    current = next;
    listeners.forEach((f) => f());
  }
}

feed.subscribe(update);

export function subscribeRevealed(f: () => void): () => void {
  listeners.add(f);
  update();
  return () => {
    listeners.delete(f);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

export const revealed = (): Revealed => current;
