// What someone watching a replay sees (issue 11): by default what no player could see hidden at
// that moment, through the same playerView the table and the computer use, for a watcher who is
// none of the players; or, when the watcher chooses, every marker turned over.
import { cloneJson } from '../clone';
import { playerView } from './playerView';
import type { GameState } from '../types';

/** Not a player id (ids are 1 to 40 characters, schema/setup.ts): every face-down marker is somebody else's. */
const WATCHER = '';

export function watcherView(s: GameState, revealAll: boolean): GameState {
  if (!revealAll) return playerView(s, WATCHER);
  const v = cloneJson(s);
  for (const m of v.markers) m.faceUp = true;
  return v;
}
