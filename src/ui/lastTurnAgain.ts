// "See the last turn again" on Dark Future's end screen (issue 29, "The end": the winning move
// replayed on the board). The board plays whatever animation its feed holds (src/render/
// animationFeed.ts), so the end screen hands it the final turn's animation again, built as a
// played command's is (buildTimeline, roadTransition), and changes nothing in the store: the
// finished game, its log, its autosave and the end screen stay as they are, and the board comes to
// rest on the final position it already shows. Meanwhile the panels beside the board follow it
// (turnTable) and the end panel says the last turn is playing. The turn, not the last command alone: a car moves
// one space a phase (p12), so the last command moves one space at most, and Game One can end on a
// declaration that only finds a car past the finish line (p87) and moves nothing. The turn shown is
// that of the last command that moved something, from its first command through the end.
import { useSyncExternalStore } from 'react';
import { applyByEvent, darkFuture, type Command, type GameEvent, type GameState } from '../engine';
import { useStore, type Store } from '../store';
import { startGame, step } from '../shell/record';
import { buildTimeline, MS_PER_MOVE, timelineDuration, type Timeline } from '../render/animation';
import { feed, reducedMotion, roadFeed } from '../render/animationFeed';
import { roadTransition } from '../render/roadAnimation';

/** How far back the last turn is looked for: a turn of twelve vehicles is a few dozen commands. */
const LOOK_BACK = 200;

/** Whether the last turn can be shown again: a finished command list, no replay open, and the board animating moves. */
export function mayShowLastTurn(s: Pick<Store, 'commands' | 'replay' | 'animations'>): boolean {
  return s.commands.length > 0 && s.replay === null && s.animations && !reducedMotion();
}

interface Played { before: GameState; command: Command; events: GameEvent[]; after: GameState }

/** The game's last commands, each with the state before and after it (played again from set-up and seed). */
function lastCommands(s: Store): Played[] | null {
  if (!s.setup) return null;
  const g = startGame(darkFuture, s.setup, s.seed);
  if (!g.ok) return null;
  let state = g.value.state;
  const kept: Played[] = [];
  for (const cmd of s.commands.toArray()) {
    const r = step(darkFuture, state, cmd);
    if (!r.ok) return null;
    kept.push({ before: state, command: cmd, events: r.value.events, after: r.value.state });
    if (kept.length > LOOK_BACK) kept.shift();
    state = r.value.state;
  }
  return kept;
}

/**
 * The game after each of the turn's events (the engine's applyByEvent, command by command), so the
 * panels beside the board (turn counter, record sheets, "What just happened") follow it through the
 * turn as they follow a command (src/render/reveal.ts) and come back to the end when it ends or is
 * skipped; none if the commands do not play the same events again.
 */
function turnTable(played: Played[], events: GameEvent[]): Timeline['table'] {
  const states: GameState[] = [];
  for (const p of played) {
    const r = applyByEvent(p.before, p.command);
    if (!r.ok || r.value.states.length !== p.events.length) return undefined;
    states.push(...r.value.states);
  }
  return { events, before: played[0].before, states, lastTurn: true };
}

/** The turn the board is playing again now, or null (the end panel says so, and that the panels follow it). */
export function lastTurnPlaying(): number | null {
  const t = feed.peek()?.table;
  return t?.lastTurn ? t.before.turn : null;
}

export function useLastTurnPlaying(): number | null {
  return useSyncExternalStore(feed.subscribe, lastTurnPlaying, () => null);
}

/** Plays the final turn's animation on the board again; false when nothing moved in it. */
export function showLastTurnAgain(): boolean {
  const s = useStore.getState();
  if (!s.game || !mayShowLastTurn(s)) return false;
  const kept = lastCommands(s);
  if (!kept || kept.length === 0) return false;
  const ms = MS_PER_MOVE * s.animationPace;
  let moved = kept.length - 1;
  while (moved >= 0 && timelineDuration(buildTimeline(kept[moved].events, kept[moved].before, kept[moved].after, ms)) === 0) moved--;
  if (moved < 0) return false;
  // Back to the first command played in that turn (one that starts a turn shows the end of the one before).
  const turn = kept[moved].before.turn;
  let first = moved;
  while (first > 0 && kept[first - 1].before.turn === turn) first--;
  const from = kept[first].before;
  const events = kept.slice(first).flatMap((p) => p.events);
  feed.push({ ...buildTimeline(events, from, s.game, ms), table: turnTable(kept.slice(first), events) });
  roadFeed.push(roadTransition(from, s.game, events, ms));
  return true;
}
