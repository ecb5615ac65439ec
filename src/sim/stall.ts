// The no-progress oracle (the games that never ended: a lead car stationary and facing the wrong
// way, offered only "no action" for thousands of turns). A game is making progress while some
// vehicle's position, heading, speed, status or damage changes; one that goes `bound` whole turns
// without any such change is reported as a stall, whatever the players chose. Every fuzz suite
// watches its games with it (watchPlay, fuzzAdvanced, fuzzDesigned, the stall fixtures).
import type { GameState } from '../engine';

/** Whole turns without any vehicle changing before a game counts as stalled. */
export const STALL_TURNS = 25;

/** What progress is read from: each vehicle's place, heading, speed, status, control and damage, and the road's first section. */
export function progressKey(s: GameState): string {
  let k = `${s.track.sections.length}/${s.track.first ?? 0}`;
  for (const v of s.vehicles) k += `|${v.id}:${v.status}:${v.cell.lane},${v.cell.t0}:${v.heading}:${v.speed}:${v.outOfControl ? 1 : 0}${v.wreck ? 1 : 0}:${v.damage}`;
  return k;
}

/** Watches the states of one game in order; `see` returns a problem once the game has stalled. */
export class ProgressWatch {
  private key: string | null = null;
  private since = 0;
  private reported = false;
  constructor(readonly bound = STALL_TURNS) {}

  /** Looks at a state after a command: a message the first time the bound is passed, else null. */
  see(s: GameState): string | null {
    const k = progressKey(s);
    if (k !== this.key) {
      this.key = k;
      this.since = s.turn;
      return null;
    }
    if (this.reported || s.flow.kind === 'over' || s.turn - this.since <= this.bound) return null;
    this.reported = true;
    return `stalled: no vehicle's position, speed, status or damage changed from turn ${this.since} to turn ${s.turn} (the game can never end)`;
  }

  get stalled(): boolean {
    return this.reported;
  }
}

/**
 * The oracle as a playRandom `halt` (playout.ts), the one every fuzz suite passes: a stalled game
 * is stopped and reported into `problems`, with `repro()` (a sim file that replays it) appended.
 */
export function haltOnStall(problems: string[], repro: () => string, bound = STALL_TURNS): (s: GameState) => boolean {
  const watch = new ProgressWatch(bound);
  return (s) => {
    const stall = watch.see(s);
    if (stall) problems.push(`${stall}\n  repro: ${repro()}`);
    return watch.stalled;
  };
}
