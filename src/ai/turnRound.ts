// Turning round on the rolling road (issue 30). A car facing against the way of play gets
// nowhere until it U-turns (p14), and a U-turn needs room: its zone lies over six lanes towards
// the turning side and the car ends four lanes over, so from the middle lanes of a road there is
// none. Game Eight seed 70005 (arena --seed 70001 against random, game 8): normal's target, at
// the front end of the road facing back at an immobile attacker, declared 'no action' until the
// command cap (turn 487): moving off straight took it a space the wrong way and no U-turn was
// offered from its lane. This counts the lanes to one where a U-turn fits, each read off the
// engine's own plan for the car put there at walking pace (so where a U-turn fits is the
// engine's): nothing here decides a rule.
import { grid, plan } from '../engine';
import type { Cell, GameState, Heading } from '../engine';
import { blocked } from './escape';

/** The most lanes looked at either side (the road's lanes run 1..8, engine grid.ts). */
export const TURN_LANES = 7;

/** A U-turn of the car `self` at `cell` facing `heading`, moving at 5 mph, stays on the road and meets nothing it cannot drive through. */
function uTurnFits(s: GameState, self: string, cell: Cell, heading: Heading): boolean {
  const at: GameState = { ...s, vehicles: s.vehicles.map((v) => (v.id === self ? { ...v, cell, heading, speed: 5, outOfControl: false, spin: null } : v)) };
  for (const side of ['left', 'right'] as const) {
    const p = plan(at, self, { kind: 'uTurn', side }, 'move');
    if (p?.end && !p.leavesTrack && !p.steps.some((st) => blocked(s, st.vehicleZone ?? st.zone, self))) return true;
  }
  return false;
}

/** How many lanes sideways `self`'s car at `cell`, facing `heading`, is from a lane where it could U-turn (TURN_LANES + 1: none near). */
export function lanesToTurn(s: GameState, self: string, cell: Cell, heading: Heading): number {
  const mid = (cell.t0 + cell.t1) / 2;
  for (let d = 0; d <= TURN_LANES; d++) {
    for (const lane of d === 0 ? [cell.lane] : [cell.lane - d, cell.lane + d]) {
      // On a curve the lanes' spaces differ in length: the space beside is the one holding the same tick.
      const c = d === 0 ? cell : grid.cellAt(s.track, lane, mid);
      if (c && uTurnFits(s, self, c, heading)) return d;
    }
  }
  return TURN_LANES + 1;
}
