// Facts that must hold after every command, whatever the dice and the players did. The fuzz test
// checks them after each random command; a violation names the vehicle and the broken fact.
import { grid, legalCommands, mayStandTogether, pending } from '../engine';
import type { GameEvent, GameState, VehicleState } from '../engine';
import { frameProblems } from './frameInvariant';

const LANES = 8;

/** The shunt target's speed gain is not capped at its maximum speed (docs/assumptions.md, p56). */
function shunted(events: GameEvent[], vid: string): boolean {
  return events.some((e) => e.type === 'ram' && e.kind === 'shunt' && e.target === vid);
}

function placement(s: GameState, v: VehicleState): string[] {
  const out: string[] = [];
  const c = v.cell;
  const start = grid.trackStart(s.track);
  const length = grid.trackEnd(s.track);
  // One violation per fact: a car on lane 8 is not also reported as over the edge and off the grid.
  if (!Number.isInteger(c.lane) || c.lane < 1 || c.lane + 1 > LANES) return [`${v.id} is on lanes ${c.lane}-${c.lane + 1}, outside 1..${LANES}`];
  if (grid.offRoadEdge(grid.footprint(c, v.heading))) out.push(`${v.id} at heading ${v.heading} sticks out over the road's edge from lane ${c.lane}`);
  if (!(c.t0 >= start && c.t0 < c.t1 && c.t1 <= length)) out.push(`${v.id} spans ticks [${c.t0}, ${c.t1}), off the track [${start}, ${length})`);
  else {
    const g = grid.cellAt(s.track, c.lane, c.t0);
    if (!g || g.t0 !== c.t0 || g.t1 !== c.t1) out.push(`${v.id}'s cell [${c.t0}, ${c.t1}) on lane ${c.lane} is not a space of the grid`);
  }
  return out;
}

function speedAndDamage(prev: VehicleState | undefined, v: VehicleState, events: GameEvent[]): string[] {
  const out: string[] = [];
  if (!Number.isFinite(v.speed) || v.speed < 0) out.push(`${v.id} has speed ${v.speed}`);
  // p15: a car may stay above a maximum speed that damage lowered, but nothing may push it higher,
  // except a shunt (docs/assumptions.md, p56). The maximum may fall during the command that sped
  // the car up (a tyre shredding after the move, p34), so the rise is judged on the old maximum.
  const placed = prev && prev.status !== 'unplaced';
  const before = placed ? prev.speed : v.speed;
  const maxBefore = placed ? Math.max(prev.maxSpeed, v.maxSpeed) : v.maxSpeed;
  if (v.speed > v.maxSpeed && v.speed > before && v.speed > maxBefore && !shunted(events, v.id))
    out.push(`${v.id} rose from ${before} to ${v.speed} mph, above its maximum speed ${maxBefore}`);
  if (!(v.damage >= 0 && v.damage <= v.damageMax)) out.push(`${v.id} has ${v.damage} damage points of ${v.damageMax}`);
  return out;
}

/** A game that is not over waits for a decision, so something must answer it (p13's stall, issue 8); the frame stack's top is that decision. */
function somethingOffered(s: GameState): string[] {
  if (s.flow.kind === 'over') return [];
  try {
    const legal = legalCommands(s);
    if (legal.length > 0) return frameProblems(s, legal);
    const p = pending(s);
    return [`the game waits for ${p.vehicle ?? p.player ?? 'nobody'}'s '${p.kind}' but legalCommands offers nothing`];
  } catch (e) {
    return [`legalCommands threw: ${e instanceof Error ? e.message : String(e)}`];
  }
}

/** p75: "there may never be more than seven track sections in play at any one time" (the rolling road). */
const SECTIONS_IN_PLAY = 7;

function rollingRoad(next: GameState): string[] {
  return next.road?.continuous && next.track.sections.length > SECTIONS_IN_PLAY ? [`${next.track.sections.length} track sections are in play on the rolling road (p75: never more than ${SECTIONS_IN_PLAY})`] : [];
}

/** A vehicle that leaves play or crashes is logged in that command, with its reason (p58, p75, p76). */
function removalsLogged(prev: GameState, next: GameState, events: GameEvent[]): string[] {
  const out: string[] = [];
  for (const v of next.vehicles) {
    const was = prev.vehicles.find((x) => x.id === v.id);
    if (was?.status !== 'inPlay' || v.status === 'inPlay') continue;
    const logged = events.some((e) => (e.type === 'crash' || e.type === 'leftPlay') && e.vehicle === v.id && e.cause.trim().length > 0);
    if (!logged) out.push(`${v.id} went from in play to '${v.status}' with no crash or leftPlay event giving the reason`);
  }
  return out;
}

/** Violations after one command took `prev` to `next` with `events`; empty when all is well. */
export function checkInvariants(prev: GameState, next: GameState, events: GameEvent[]): string[] {
  const out: string[] = [];
  for (const v of next.vehicles) {
    const p = prev.vehicles.find((x) => x.id === v.id);
    out.push(...speedAndDamage(p, v, events));
    if (v.status === 'inPlay') out.push(...placement(next, v));
    // p44, p46: a car spins until it comes to a halt; halted, it must be free to re-align.
    if (v.status === 'inPlay' && v.spin && v.speed === 0) out.push(`${v.id} is still spinning at 0 mph`);
  }
  // p52: contact ends a move before the zones overlap, so two cars in play never share a space;
  // bikes may share a lane (p64, p70-71: the engine's mayStandTogether).
  const live = next.vehicles.filter((v) => v.status === 'inPlay');
  for (let i = 0; i < live.length; i++)
    for (let j = i + 1; j < live.length; j++)
      if (!mayStandTogether(live[i], live[j])) out.push(`${live[i].id} and ${live[j].id} overlap on the grid`);
  out.push(...somethingOffered(next));
  out.push(...rollingRoad(next), ...removalsLogged(prev, next, events));
  if ((next.winner !== null) !== (next.flow.kind === 'over')) out.push(`winner is ${JSON.stringify(next.winner)} but the flow is '${next.flow.kind}'`);
  if (next.rng.rolls < prev.rng.rolls) out.push(`the dice count went back from ${prev.rng.rolls} to ${next.rng.rolls}`);
  if (next.turn < prev.turn) out.push(`the turn went back from ${prev.turn} to ${next.turn}`);
  return out;
}
