// Hands the last command's animations to whichever board is on screen: the cars' moves and the
// road's sections coming and going. Hot-seat play often hides the board (the pass-the-device
// screen) right after a move, so each animation is kept here, outside React, and its clock starts
// only when a board first shows it; a board remounted mid-animation (React StrictMode, a layout
// change) carries on from the same clock instead of replaying.
import { applyByEvent, type GameState } from '../engine';
import { useStore, type Store } from '../store';
import { buildTimeline, MS_PER_MOVE, timelineDuration, type Timeline } from './animation';
import { roadDuration, roadTransition, type RoadTransition } from './roadAnimation';

export interface Playing<T> { value: T; start: number }

export interface Feed<T> {
  /** A new animation from a command; it waits until a board claims it. */
  push: (value: T | null) => void;
  /** What a board on screen should play at time `now` (ms); starts the clock on first claim. */
  claim: (now: number) => Playing<T> | null;
  subscribe: (f: () => void) => () => void;
  /** An animation is waiting or playing. */
  active: () => boolean;
  /** The animation waiting or playing, without starting its clock. */
  peek: () => T | null;
  /** The player skipped it: the board shows the result at once. */
  skip: () => void;
}

/** A feed of animations that last `duration(value)` ms; one of no length is dropped. */
export function createFeed<T>(duration: (value: T) => number): Feed<T> {
  let value: T | null = null;
  let start: number | null = null;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((f) => f());
  return {
    push(next) {
      value = next !== null && duration(next) > 0 ? next : null;
      start = null;
      tell();
    },
    claim(now) {
      if (value === null) return null;
      if (start === null) start = now;
      if (now - start >= duration(value)) {
        value = null;
        tell();
        return null;
      }
      return { value, start };
    },
    active: () => value !== null,
    peek: () => value,
    skip() {
      if (value === null) return;
      value = null;
      start = null;
      tell();
    },
    subscribe(f) {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
}

/** The cars' moves, skids and spins. */
export const feed = createFeed<Timeline>(timelineDuration);
/** Sections laid and taken away (p74-75). */
export const roadFeed = createFeed<RoadTransition>(roadDuration);
let listening = false;

/** The system's reduced-motion setting (false where there is no window, as in unit tests). */
export const systemReducedMotion = (): boolean => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Reduced motion asked for by the system or in the settings panel. */
export const reducedMotion = (): boolean => useStore.getState().reduceMotion || systemReducedMotion();

/** Skip whatever plays on the board (the Skip button, Escape). */
export function skipAnimations(): void {
  feed.skip();
  roadFeed.skip();
}

/**
 * The game after each event of the last command, from the engine (applyByEvent), so the panels can
 * show the turn and the damage the board has reached; none if it does not replay the same events.
 */
function tableOf(s: Store, before: GameState): Timeline['table'] {
  const cmd = s.commands.at(s.commands.length - 1);
  if (cmd === undefined) return undefined;
  const r = applyByEvent(before, cmd);
  return r.ok && r.value.states.length === s.lastEvents.length ? { events: s.lastEvents, before, states: r.value.states } : undefined;
}

/** Watch the store for new commands (once per page, from the board module's first import). */
export function listenToStore(): void {
  if (listening) return;
  listening = true;
  useStore.subscribe((s, prev) => {
    if (s.lastEvents === prev.lastEvents) return;
    // Animate one new command only: not a load, an undo or the replay of a whole game.
    // Never for players who asked their system for reduced motion.
    const animate = s.commands.length === prev.commands.length + 1 && prev.game !== null && s.animations && !reducedMotion();
    const ms = MS_PER_MOVE * s.animationPace;
    feed.push(animate ? { ...buildTimeline(s.lastEvents, prev.game, s.game, ms), table: tableOf(s, prev.game!) } : null);
    roadFeed.push(animate ? roadTransition(prev.game, s.game, s.lastEvents, ms) : null);
  });
}
