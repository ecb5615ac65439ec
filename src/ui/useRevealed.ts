// The panels' side of "the result comes with the picture" (issue 29, src/render/reveal.ts): how
// many of the last command's events to show, and the game to show the turn and damage from.
// With the animations off (or reduced motion) nothing is held back.
import { useSyncExternalStore } from 'react';
import type { GameEvent, GameState } from '../engine';
import { useStore } from '../store';
import { ALL_SHOWN, revealed, subscribeRevealed, type Revealed } from '../render/reveal';

const all = () => ALL_SHOWN;

export function useRevealed(): Revealed {
  const r = useSyncExternalStore(subscribeRevealed, revealed, all);
  const lastEvents = useStore((s) => s.lastEvents);
  const on = useStore((s) => s.animations && !s.reduceMotion);
  // The end screen's last turn played again (lastTurnAgain.ts) is revealed as a command is, so the
  // panels follow the board through it rather than showing the end while the board shows its start.
  return on && (r.events === lastEvents || r.lastTurn) ? r : ALL_SHOWN;
}

/** The last command's events the board has shown so far. */
export function useShownEvents(): GameEvent[] {
  const events = useStore((s) => s.lastEvents);
  const r = useRevealed();
  if (r.lastTurn && r.events) return r.events.slice(0, r.shown);
  return r.shown >= events.length ? events : events.slice(0, r.shown);
}

/** The game as far as the board has shown it: the turn counter and record sheets read it. */
export function useShownGame(): GameState | null {
  const game = useStore((s) => s.game);
  return useRevealed().state ?? game;
}
