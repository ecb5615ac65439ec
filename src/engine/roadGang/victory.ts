// "Victory": the Slow Gang wins if it gets 3 or more of its vehicles to the end of the road,
// otherwise the Fast Gang. The game ends as soon as either is certain (READINGS.slowFinish,
// READINGS.slowCanStillWin): the Fast Gang only once the Slow Gang can no longer get three home,
// counting the vehicles its crew could still take over, not only those crewed now.
import { ROAD_LENGTH } from './data';
import { inPlay, isGyro, isTrain } from './stats';
import type { RgState, RgVehicle } from './types';

export const SLOW_GANG_NEEDS = 3;

/** Vehicles the Slow Gang controls that reached the end, those still running, and the most that could still finish. */
export function slowGangCount(s: RgState): { home: number; running: number; possible: number } {
  let home = 0;
  let running = 0;
  for (const v of s.vehicles) {
    if (v.owner !== s.slowGang) continue;
    if (v.status === 'finished') home++;
    else if (inPlay(v)) running++;
  }
  return { home, running, possible: home + mostStillHome(s) };
}

/** Could a Slow Gang carrier ever share `u`'s segment at its ride? Any vehicle but the train can ride both ways; the train only forward, 2-6 a ride. */
const reaches = (carrier: RgVehicle, u: RgVehicle): boolean =>
  !isTrain(carrier) || u.segment === carrier.segment || u.segment >= carrier.segment + 2;

/**
 * The most Slow Gang vehicles still able to reach the end: each one it crews now, plus each
 * vehicle its crew could still take over ("transfer 1 or more crew to the abandoned vehicle and
 * take control of it"): an abandoned one on the road that a crewed Slow Gang vehicle could reach
 * (one on the last segment cannot be shared without finishing), or one the Fast Gang crews now
 * (it could be emptied yet). Each needs a crewman of its own, so the crew that can change
 * vehicles (not a gyrocopter's) bound the count. An upper bound: the Fast Gang is declared the
 * winner only when even this is short of three.
 */
function mostStillHome(s: RgState): number {
  const mine = s.vehicles.filter((v) => inPlay(v) && v.owner === s.slowGang);
  const gyros = mine.filter(isGyro).length;
  const carriers = mine.filter((v) => !isGyro(v));
  if (carriers.length === 0) return gyros;
  const crew = carriers.reduce((n, v) => n + v.crew, 0);
  const takeable = s.vehicles.filter((u) => {
    if (isGyro(u)) return false;
    if (u.status === 'abandoned') return u.segment < ROAD_LENGTH && carriers.some((c) => reaches(c, u));
    return inPlay(u) && u.owner !== s.slowGang;
  }).length;
  return gyros + Math.min(crew, carriers.length + takeable);
}

export function endIf(s: RgState): { winner: string; reason: string } | null {
  if (s.flow.kind === 'over') return { winner: s.flow.winner, reason: s.flow.reason };
  if (s.flow.kind === 'slowGang' || s.flow.kind === 'train' || s.flow.kind === 'place') return null;
  const { home, possible } = slowGangCount(s);
  if (home >= SLOW_GANG_NEEDS) return { winner: s.slowGang, reason: `${home} Slow Gang vehicles reached the end of the road` };
  if (possible < SLOW_GANG_NEEDS) {
    return { winner: s.fastGang, reason: `the Slow Gang can get at most ${possible} ${possible === 1 ? 'vehicle' : 'vehicles'} to the end of the road, counting any its crew could still take over, not ${SLOW_GANG_NEEDS}` };
  }
  return null;
}
