// Hands the last command's timeline to whichever board is on screen. Hot-seat play often hides
// the board (the pass-the-device screen) right after a move, so the timeline is kept here, outside
// React, and its clock starts only when a board first shows it; a board remounted mid-animation
// (React StrictMode, a layout change) carries on from the same clock instead of replaying.
import { useStore } from '../store';
import { buildTimeline, timelineDuration, type Timeline } from './animation';

export interface Playing { tl: Timeline; start: number }

export interface Feed {
  /** A new timeline from a command; it waits until a board claims it. */
  push: (tl: Timeline | null) => void;
  /** What a board on screen should play at time `now` (ms); starts the clock on first claim. */
  claim: (now: number) => Playing | null;
  subscribe: (f: () => void) => () => void;
}

export function createFeed(): Feed {
  let tl: Timeline | null = null;
  let start: number | null = null;
  const listeners = new Set<() => void>();
  return {
    push(next) {
      tl = next && next.slots.length > 0 ? next : null;
      start = null;
      listeners.forEach((f) => f());
    },
    claim(now) {
      if (!tl) return null;
      if (start === null) start = now;
      if (now - start >= timelineDuration(tl)) {
        tl = null;
        return null;
      }
      return { tl, start };
    },
    subscribe(f) {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
}

export const feed = createFeed();
let listening = false;

/** Watch the store for new commands (once per page, from the board module's first import). */
export function listenToStore(): void {
  if (listening) return;
  listening = true;
  useStore.subscribe((s, prev) => {
    if (s.lastEvents === prev.lastEvents) return;
    // Animate one new command only: not a load, an undo or the replay of a whole game.
    const oneMore = s.commands.length === prev.commands.length + 1 && prev.game !== null;
    feed.push(oneMore && s.animations ? buildTimeline(s.lastEvents, prev.game, s.game) : null);
  });
}
