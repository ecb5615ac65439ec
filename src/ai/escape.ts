// The way out when no lane near is clear (issue 30): wayOut.ts counts lanes to a lane clear ahead,
// but on a curve a car may drift only outwards (p14, the engine's driftDirectionAllowed) and a
// reverse may not drift at all (p17), so the lane it needs can be out of reach from where it
// stands, and every lane near can be blocked within the horizon with a way through by weaving.
// Game Six seed 60019 (arena --seed 60001, game 37): a gang car on a curve's inner lanes behind
// an obstacle, the outer lanes blocked further on by the Op standing still and a wreck, crept up,
// braked, reversed and crept up again until the game hit the command cap at turn 927.
// This finds, one space at a time, how many moves the car is from getting past everything that
// blocks it: forward, drifting, reversing, each read off the engine's own plan for the car put in
// that space (so what may drift where is the engine's), a move blocked when its contact zones meet
// an obstacle, a wreck or a car standing still. Nothing here decides a rule.
import { grid, plan } from '../engine';
import type { Action, Cell, GameState, Heading, Zone } from '../engine';
import { WAY_OUT, wayOfPlay } from './wayOut';

export const ESCAPE = {
  /** How far behind the car the search may go, in ticks (three sections: back off a curve to the straight before it). */
  back: 180,
  /** The most spaces visited (a bound on the work; the window holds about 150). */
  nodes: 400,
};

export const key = (c: Cell): string => `${c.lane}:${c.t0}`;

/** Something a car cannot drive through in `zone`: a road obstacle, a wreck or a vehicle standing still (not `self`). */
export function blocked(s: GameState, zone: Zone, self: string): boolean {
  for (const h of s.roadHazards) if (h.kind === 'obstacle' && grid.zonesOverlap(h.zone, zone)) return true;
  for (const o of s.vehicles) {
    if (o.id === self || o.status !== 'inPlay' || !(o.wreck || o.speed <= 0)) continue;
    if (grid.zonesOverlap(grid.footprint(o.cell, o.heading), zone)) return true;
  }
  return false;
}

const MOVES: { action: Action; speed: number; mode: 'move' | 'moveOff' }[] = [
  { action: { kind: 'none' }, speed: 5, mode: 'move' },
  { action: { kind: 'drift', side: 'left' }, speed: 5, mode: 'move' },
  { action: { kind: 'drift', side: 'right' }, speed: 5, mode: 'move' },
  { action: { kind: 'reverse' }, speed: 0, mode: 'moveOff' },
  { action: { kind: 'reverse', manoeuvre: { kind: 'drift', side: 'left' } }, speed: 0, mode: 'moveOff' },
  { action: { kind: 'reverse', manoeuvre: { kind: 'drift', side: 'right' } }, speed: 0, mode: 'moveOff' },
];

/**
 * A blocker in the space straight ahead of `cell`. A drift ends the move still moving (it is the
 * declaration, so the car cannot brake too, p11), so the next move is a compulsory ram of it
 * (p17): counted a way on, the gang car of standOff.ts drifted up to an obstacle at 5 mph and hit
 * it head-on (p76) rather than brake first.
 */
export function blockedAhead(s: GameState, self: string, cell: Cell, heading: Heading): boolean {
  const next = grid.cellAhead(s.track, cell, grid.headingDir(heading));
  return !!next && blocked(s, grid.footprint(next, heading), self);
}

/** The spaces one move takes the car `self` to from `cell` (facing `heading`) without meeting anything it cannot drive through. */
function nextCells(s: GameState, self: string, cell: Cell, heading: Heading): Cell[] {
  const out: Cell[] = [];
  for (const m of MOVES) {
    const at: GameState = { ...s, vehicles: s.vehicles.map((v) => (v.id === self ? { ...v, cell, heading, speed: m.speed, outOfControl: false, spin: null } : v)) };
    const p = plan(at, self, m.action, m.mode);
    if (!p?.end || p.leavesTrack || p.steps.some((st) => blocked(s, st.vehicleZone ?? st.zone, self))) continue;
    if (m.action.kind === 'drift' && blockedAhead(s, self, p.end, heading)) continue;
    out.push(p.end);
  }
  return out;
}

/**
 * For the car `self` standing at `from` and facing the way of play: the number of moves from each
 * space near it (within `inWindow`) to a space where `reached` holds, by moves that meet nothing it
 * cannot drive through; spaces with no way there are left out.
 */
export function movesTo(s: GameState, self: string, from: Cell, reached: (c: Cell) => boolean, inWindow: (c: Cell) => boolean): Map<string, number> {
  const heading = wayOfPlay(s);
  // Every space the car can reach, with the moves out of it; then back from the spaces reached.
  const into = new Map<string, string[]>();
  const goals: string[] = [];
  const seen = new Set<string>([key(from)]);
  const queue: Cell[] = [from];
  while (queue.length && seen.size < ESCAPE.nodes) {
    const c = queue.shift()!;
    if (reached(c)) {
      goals.push(key(c));
      continue;
    }
    for (const n of nextCells(s, self, c, heading)) {
      if (!inWindow(n)) continue;
      const k = key(n);
      (into.get(k) ?? into.set(k, []).get(k)!).push(key(c));
      if (!seen.has(k)) {
        seen.add(k);
        queue.push(n);
      }
    }
  }
  const dist = new Map<string, number>(goals.map((k) => [k, 0]));
  const back = [...goals];
  while (back.length) {
    const k = back.shift()!;
    for (const p of into.get(k) ?? []) {
      if (dist.has(p)) continue;
      dist.set(p, dist.get(k)! + 1);
      back.push(p);
    }
  }
  return dist;
}

/** The spaces within ESCAPE.back behind `from` (and any ahead), along the way of play. */
export function escapeWindow(s: GameState, from: Cell): (c: Cell) => boolean {
  return wayOfPlay(s) === 0 ? (c) => c.t0 >= from.t0 - ESCAPE.back : (c) => c.t1 <= from.t1 + ESCAPE.back;
}

/**
 * For the car `self` standing at `from`: the number of moves from each space near it to a space
 * past the horizon (wayOut.ts) along the way of play (movesTo).
 */
export function escapeField(s: GameState, self: string, from: Cell): Map<string, number> {
  const dir = grid.headingDir(wayOfPlay(s));
  // On the rolling road, the horizon or the end of the road laid so far, whichever comes first: at
  // the front of the road the horizon lies past the last section, no space reached it, and a target
  // car on the last space of a bend before obstacles crept forward and back for 450 turns (Game
  // Eight seed 60024). Not on a road with a finish line: there a chase car's 'way past' a lead car
  // standing still is a ram into it (Game Five, arena --seed 80001: four such rams).
  const goal = dir === 1 ? from.t1 + WAY_OUT.horizon : from.t0 - WAY_OUT.horizon;
  const rolling = s.track.finishTick === null;
  const end = dir === 1 ? grid.trackEnd(s.track) : grid.trackStart(s.track);
  const past = (c: Cell) => (dir === 1 ? c.t0 >= goal || (rolling && c.t1 >= end) : c.t1 <= goal || (rolling && c.t0 <= end));
  return movesTo(s, self, from, past, escapeWindow(s, from));
}

type Field = (s: GameState, self: string, from: Cell) => Map<string, number>;

const fields = new WeakMap<GameState, Map<string, Map<string, number>>>();

/** `build`'s field for `self` at `from` in `s`, made once per state (a decision reads it for every answer). */
export function fieldOf(s: GameState, self: string, from: Cell, build: Field): Map<string, number> {
  let byCar = fields.get(s);
  if (!byCar) fields.set(s, (byCar = new Map()));
  const k = `${build.name}:${self}@${key(from)}`;
  let field = byCar.get(k);
  if (!field) byCar.set(k, (field = build(s, self, from)));
  return field;
}

/** How many moves a move from `from` to `to` brings the car nearer to `build`'s goal (0 when either end has no way there, or the field does not reach it). */
export function fieldGain(s: GameState, self: string, from: Cell, to: Cell, build: Field = escapeField): number {
  const field = fieldOf(s, self, from, build);
  const a = field.get(key(from));
  const b = field.get(key(to));
  return a === undefined || b === undefined ? 0 : a - b;
}

/** How many moves a move from `from` to `to` brings the car nearer to a way past (fieldGain of escapeField). */
export const escapeGain = (s: GameState, self: string, from: Cell, to: Cell): number => fieldGain(s, self, from, to, escapeField);
