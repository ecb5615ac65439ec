// Which legal 'place' command a board click means. The engine lists the legal placements; this
// only matches the clicked point to one of them (the UI decides no rules).
import { grid, type Command, type Track } from '../engine';

type Place = Extract<Command, { type: 'place' }>;

/** A car covers lanes lane..lane+1 over its outer lane's cell; on straights a cell is 20 ticks. */
function cellEnd(track: Track, c: Place): number {
  try {
    return grid.cellAt(track, c.lane, c.t0)?.t1 ?? c.t0 + 20;
  } catch {
    return c.t0 + 20;
  }
}

/** The legal placement whose cell holds the clicked (lane, tick): the clicked lane first, then the pair to its left. */
export function placeAt(commands: Command[], track: Track, at: { lane: number; t: number }): Place | null {
  const places = commands.filter((c): c is Place => c.type === 'place');
  const holds = (c: Place) => c.t0 <= at.t && at.t < cellEnd(track, c);
  return places.find((c) => c.lane === at.lane && holds(c)) ?? places.find((c) => c.lane === at.lane - 1 && holds(c)) ?? null;
}
