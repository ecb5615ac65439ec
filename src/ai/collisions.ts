// Collisions a person laughs at (issue 30): a car ramming its own side (p52-57), hitting a road
// hazard head-on (p76), or ramming a wreck or a vehicle standing still at speed. The search
// charges its own side's such collisions on the way to the position it judges (search.ts), and the
// arena's audit counts them (src/sim/audit.ts). Read from the engine's events and the state before.
import type { GameEvent, GameState } from '../engine';

export type CollisionKind = 'ownSide' | 'hazardHeadOn' | 'stopped';

/** The speed from which ramming a wreck or a stopped vehicle is laughable (the count). */
export const STOPPED_MPH = 50;

export interface Bump {
  kind: CollisionKind;
  /** The car at fault: the rammer, or the car that met the hazard. */
  vehicle: string;
  /** What it hit: a vehicle or a road hazard's id. */
  with: string;
}

/** The laughable collisions among one command's events, judged on the state before it. */
export function collisionsIn(before: GameState, events: readonly GameEvent[]): Bump[] {
  const car = (id: string) => before.vehicles.find((v) => v.id === id);
  const out: Bump[] = [];
  for (const e of events) {
    if (e.type === 'obstacleHit' && e.kind === 'headOn') out.push({ kind: 'hazardHeadOn', vehicle: e.vehicle, with: e.hazard });
    if (e.type !== 'ram') continue;
    const r = car(e.rammer);
    const t = car(e.target);
    if (!r || !t) continue;
    if (r.side === t.side) out.push({ kind: 'ownSide', vehicle: r.id, with: t.id });
    else if ((t.wreck || t.speed <= 0 || t.status !== 'inPlay') && r.speed >= STOPPED_MPH) out.push({ kind: 'stopped', vehicle: r.id, with: t.id });
  }
  return out;
}
