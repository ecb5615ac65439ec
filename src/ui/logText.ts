// Log entries in words: the engine describes each event for the viewer (hiding other players'
// dummies); if it cannot, the event's type is better than nothing.
import { describeEvent, type GameEvent, type GameState } from '../engine';
import type { LogEntry } from '../store';
import { safe } from './safe';

export const eventText = (e: GameEvent, s: GameState, viewer: string | null): string =>
  safe(() => describeEvent(e, s, viewer), `${e.type}.`);

/**
 * Log entries in groups with a heading each: set-up (everything before the first phase), then turn / phase.
 * `inPlay`: the entries are a window of a longer log that has already reached the first phase.
 */
export function groupLog(log: Iterable<LogEntry>, inPlay = false): { key: string; title: string; entries: LogEntry[] }[] {
  const groups: { key: string; title: string; entries: LogEntry[] }[] = [];
  let playing = inPlay;
  for (const entry of log) {
    if (entry.event.type === 'turnStart' || entry.event.type === 'phaseStart') playing = true;
    const setup = !playing;
    const key = setup ? 'setup' : `${entry.turn}.${entry.phase}`;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.entries.push(entry);
    else groups.push({ key, title: setup ? 'Set-up' : entry.phase === 0 ? `Turn ${entry.turn}` : `Turn ${entry.turn} · phase ${entry.phase}`, entries: [entry] });
  }
  return groups;
}
