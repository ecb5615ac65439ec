// Which sounds a command makes and when (issue 9), from the same timeline the board's effects are
// drawn from (animation.ts buildTimeline): a shot's tracer is a gun, its flash a hit; a ram's
// sparks a crunch; a crash, a roll off the road and an explosion their own; moves an engine; and
// every roll of the dice a rattle. Pure, so the mapping is unit tested without any audio.
import type { GameEvent, GameState } from '../engine';
import { buildTimeline, MS_PER_MOVE, type Timeline } from './animation';

export type SoundKind = 'engine' | 'gun' | 'hit' | 'miss' | 'ram' | 'skid' | 'crash' | 'explosion' | 'dice';
/** A sound `at` ms after the command, lasting about `ms`. */
export interface Cue { kind: SoundKind; at: number; ms: number }

/** Dice rattles heard at most per command, however many rolls it made (a crash's tables roll many). */
const MAX_DICE = 3;

export function cuesOf(tl: Timeline, events: GameEvent[]): Cue[] {
  const step = tl.msPerMove;
  const out: Cue[] = [];
  const dice = events.filter((e) => e.dice.length > 0).slice(0, MAX_DICE);
  dice.forEach((_, i) => out.push({ kind: 'dice', at: i * 140, ms: 220 }));
  // One engine note per vehicle that drove, for as long as its moves play.
  const runs = new Map<string, { first: number; last: number }>();
  for (const s of tl.slots) {
    if (s.tumble) continue;
    const r = runs.get(s.vehicle);
    runs.set(s.vehicle, r ? { first: r.first, last: s.at } : { first: s.at, last: s.at });
  }
  for (const r of runs.values()) out.push({ kind: 'engine', at: r.first * step, ms: (r.last - r.first + 1) * step });
  for (const e of tl.effects) {
    const at = e.at * step, ms = e.len * step;
    if (e.kind === 'hit' || e.kind === 'miss') {
      out.push({ kind: 'gun', at, ms: ms * 0.3 });
      // The flash or puff comes a third of the way in (drawEffects).
      out.push({ kind: e.kind, at: at + ms * 0.3, ms: ms * 0.7 });
    } else if (e.kind === 'sparks') out.push({ kind: 'ram', at, ms });
    else if (e.kind === 'skid') out.push({ kind: 'skid', at, ms: Math.min(ms, 3 * step) });
    else if (e.kind === 'crash' || e.kind === 'explosion') out.push({ kind: e.kind, at, ms: ms * 2 });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The sounds of one command's events (state before and after it), at `msPerMove` a step. */
export function soundCues(events: GameEvent[], before: GameState | null, after: GameState | null, msPerMove = MS_PER_MOVE): Cue[] {
  return cuesOf(buildTimeline(events, before, after, msPerMove), events);
}
