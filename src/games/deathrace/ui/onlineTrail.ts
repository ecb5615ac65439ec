// The last turn's trail on Deathrace's online table (issue 32): the hot-seat table replays the
// turn's commands from the states before them (DeathraceScreen.tsx), which a page at an online
// table does not have; the server sends a race's last commands with their events instead
// (StateMessage.played: nothing of a race is secret), and the trail is drawn from those.
import type { PlayedCommand } from '../../../shell/online/protocol';
import type { DrEvent } from '../rules';
import { trailOf, type Trail } from './plan';

const vehicleOf = (p: PlayedCommand): string | undefined => (p.command as { vehicle?: string } | null)?.vehicle;

/**
 * The trail of the last vehicle's turn up to command `commands`: the played commands ending with
 * that one, back while they are the same vehicle's and follow one another; null when the page has
 * not been sent the last command (it joined before any) or it drew nothing.
 */
export function onlineTrail(played: readonly PlayedCommand[], commands: number): Trail | null {
  const last = played.at(-1);
  if (!last || last.at !== commands) return null;
  const turn: PlayedCommand[] = [];
  for (let k = played.length - 1; k >= 0; k--) {
    const p = played[k];
    if (p.at !== commands - turn.length || vehicleOf(p) !== vehicleOf(last)) break;
    turn.unshift(p);
  }
  const events = turn.flatMap((p) => p.events as DrEvent[]);
  return events.length ? trailOf(events) : null;
}
