// The end-of-game summary per vehicle, counted from the game's events (the log): shots, hits,
// damage done and taken, spaces moved, hazard rolls passed. Counting only: the rules already
// decided every one of these events.
import type { GameEvent, GameState } from '../engine';

export interface VehicleSummary {
  vehicle: string;
  shots: number;
  hits: number;
  damageDone: number;
  damageTaken: number;
  spaces: number;
  hazards: number;
  hazardsPassed: number;
  status: string;
}

const STATUS: Record<string, string> = { inPlay: 'still on the road', finished: 'crossed the finish line', crashed: 'crashed', leftPlay: 'left play', unplaced: 'never placed' };

export function gameSummary(s: GameState, events: GameEvent[]): VehicleSummary[] {
  const rows = new Map<string, VehicleSummary>(
    s.vehicles.map((v) => [v.id, { vehicle: v.id, shots: 0, hits: 0, damageDone: 0, damageTaken: 0, spaces: 0, hazards: 0, hazardsPassed: 0, status: v.wreck ? 'a wreck' : (STATUS[v.status] ?? v.status) }]),
  );
  // Who last struck each vehicle (a hit or a ram): the damage that follows is theirs.
  const struckBy = new Map<string, string>();
  for (const e of events) {
    if (e.type === 'shot') {
      const r = rows.get(e.vehicle);
      if (r) {
        r.shots++;
        if (e.hit) r.hits++;
      }
      if (e.hit) struckBy.set(e.target, e.vehicle);
    } else if (e.type === 'ram') {
      struckBy.set(e.target, e.rammer);
      struckBy.set(e.rammer, e.target);
    } else if (e.type === 'damage') {
      const r = rows.get(e.vehicle);
      if (r) r.damageTaken += e.points;
      const by = rows.get(struckBy.get(e.vehicle) ?? '');
      if (by) by.damageDone += e.points;
    } else if (e.type === 'moved') {
      const r = rows.get(e.vehicle);
      if (r) r.spaces++;
    } else if (e.type === 'hazardRoll') {
      const r = rows.get(e.vehicle);
      if (r) {
        r.hazards++;
        if (e.result === 'ok') r.hazardsPassed++;
      }
    } else if (e.type === 'phaseStart') {
      struckBy.clear();
    }
  }
  return [...rows.values()];
}
