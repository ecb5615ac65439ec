// "Victory": the Slow Gang wins if it gets 3 or more of its vehicles to the end of the road,
// otherwise the Fast Gang. The game ends as soon as either is certain (READINGS.slowFinish).
import { inPlay } from './stats';
import type { RgState } from './types';

export const SLOW_GANG_NEEDS = 3;

/** Vehicles the Slow Gang controls that reached the end, and those still able to. */
export function slowGangCount(s: RgState): { home: number; running: number } {
  let home = 0;
  let running = 0;
  for (const v of s.vehicles) {
    if (v.owner !== s.slowGang) continue;
    if (v.status === 'finished') home++;
    else if (inPlay(v)) running++;
  }
  return { home, running };
}

export function endIf(s: RgState): { winner: string; reason: string } | null {
  if (s.flow.kind === 'over') return { winner: s.flow.winner, reason: s.flow.reason };
  if (s.flow.kind === 'train' || s.flow.kind === 'place') return null;
  const { home, running } = slowGangCount(s);
  if (home >= SLOW_GANG_NEEDS) return { winner: s.slowGang, reason: `${home} Slow Gang vehicles reached the end of the road` };
  if (home + running < SLOW_GANG_NEEDS) {
    return { winner: s.fastGang, reason: `the Slow Gang can get at most ${home + running} vehicles to the end of the road, not ${SLOW_GANG_NEEDS}` };
  }
  return null;
}
