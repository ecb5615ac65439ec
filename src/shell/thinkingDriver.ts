// The clock of the computer's seats, for Dark Future's store (src/store/computerDriver.ts) and the
// shell's session (computerSeats.ts) alike: when the computer is to move, a pause a person can
// watch, then the move thought out off the page's thread (think.ts, issue 30). While it thinks, a
// change of what it thinks about (a move, an undo, another game, a replay opened, the game left)
// stops the thought at once: its answer would be stale, and a search can last seconds.
import { ThinkingStopped } from './think';

export interface ThinkingDriver {
  subscribe(l: () => void): () => void;
  /** What a thought is about (the game's state object, which every command replaces); null while a replay is watched. */
  about(): unknown;
  /** Whether a computer seat is to move now. */
  due(): boolean;
  /** The pause before its move, in milliseconds. */
  delay(): number;
  /** Thinks and plays the move (dropping a stale answer itself); rejects with ThinkingStopped when interrupted. */
  move(signal: AbortSignal): Promise<unknown>;
}

/** Drives the computer's moves until the function returned is called. */
export function driveThinking(d: ThinkingDriver): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let thought: { about: unknown; stop: AbortController } | null = null;
  const check = () => {
    if (thought && thought.about !== d.about()) {
      thought.stop.abort();
      thought = null;
    }
    if (timer || thought || !d.due()) return;
    timer = setTimeout(() => {
      timer = null;
      if (!d.due()) return check();
      const t = { about: d.about(), stop: new AbortController() };
      thought = t;
      const done = () => {
        if (thought === t) thought = null;
      };
      d.move(t.stop.signal).then(
        () => (done(), check()),
        (e: unknown) => {
          done();
          // Interrupted: check() has already looked at what replaced it. Anything else is a fault,
          // left to the page's error reporting; the computer is not asked again until the game changes.
          if (!(e instanceof ThinkingStopped)) throw e;
        },
      );
    }, d.delay());
  };
  const unsubscribe = d.subscribe(check);
  check();
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    thought?.stop.abort();
  };
}
