// What a player sees before committing (DESIGN.md "Render, UI"): the intended move's contact zone,
// where the car would end, the hazards the move itself brings with the odds of each result, and a
// sentence explaining the rule. Pure: computed on the state, nothing is rolled.
import { findVehicle } from './ctx';
import { cellAhead, headingDir, isOnGrid } from './grid';
import { forwardZone, uTurnGeometry } from './movement';
import { driftPlan, flipSide } from './declarations';
import { hazardOdds } from './hazards';
import { curveHazard } from './curves';
import { eligibleTarget, hitChance } from './shooting';
import { SAFETY_LIMITS, speedFactor } from './data/tables';
import { roadHazardsMet } from './road/effects';
import { WEAPONS } from './data/weapons';
import type { Action, Cell, GameState, VehicleState, Zone } from './types';

export interface ActionPreview {
  /** Contact zone of the intended move (empty when the vehicle does not move). */
  zone: Zone;
  /** Where the vehicle would end, if it moves. */
  end: Cell | null;
  /** Hazards the move itself will cause, each with the chance of each result. */
  hazards: { limit: number; cause: string; rule: string; odds: { ok: number; panicBrake: number; controlLoss: number } }[];
  /** A U-turn at 31+ mph loses control before moving (p14). */
  certainControlLoss: boolean;
  /** Chance to hit, for a shot at the target now in the fire corridor. */
  hitChance: number | null;
  /** Words a newcomer can read: what this action does and the rule behind it. */
  hint: string;
}

const empty = (hint: string): ActionPreview => ({ zone: [], end: null, hazards: [], certainControlLoss: false, hitChance: null, hint });

function speedAfter(v: VehicleState, a: Action): number {
  if (a.kind === 'accelerate') return Math.min(v.maxSpeed, v.speed + a.by);
  if (a.kind === 'brake') return Math.max(0, v.speed - a.by);
  if (a.kind === 'moveOff' || a.kind === 'realign') return a.by;
  return v.speed;
}

function hazard(s: GameState, v: VehicleState, limit: number, cause: string, rule: string, speed: number): ActionPreview['hazards'][number] {
  return { limit, cause, rule, odds: hazardOdds(s, v.id, limit, speed) };
}

const HINTS: Record<Action['kind'], string> = {
  none: 'Straight ahead at a steady speed: the car moves one space along its lanes (p12).',
  accelerate: 'Accelerate: the car moves one space, then its speed rises by up to its acceleration (p15). Hazards are tested at the new speed.',
  brake: 'Brake: the car still moves one space; its speed falls afterwards by up to its braking. Braking uses up this phase\'s panic-brake allowance (p16, p41).',
  drift: 'Drift: move one space, then shift one lane in the same space. Above 80 mph it needs a hazard roll (p13).',
  uTurn: 'U-turn: a six-lane-wide turn that leaves the car facing the other way. Up to 10 mph it is safe, 11-30 mph needs a hazard roll, 31+ mph loses control (p14).',
  moveOff: 'Moving off: a car standing still at the start of phase 1 may accelerate and also drift or U-turn (p15).',
  reverse: 'Reverse at an assumed 10 mph, ignoring hazards; the car stops at the end of the move (p17).',
  realign: 'Re-alignment: a car left at an angle by a spin turns back onto the grid and moves off at up to 20 mph (p46).',
  ram: 'Ram: the only way to drive into another vehicle. Straight into it is a head-on or shunt; beside it after a straight move is a sideswipe (p17, p52-57).',
  shoot: 'Shoot: after the move, fire the declared weapon at the closest vehicle in its fire corridor: d6 + accuracy and modifiers must reach the range in spaces (p22-26).',
  shootPassive: 'Lay a passive marker on the two lanes behind the car after the move; a dummy looks the same to your opponent (p22).',
  switchOff: 'Switch off a locked-on layer at the end of this move (p23).',
};

/**
 * p40: a move that ends on a curve above its printed limit brings a curve hazard, listed with the
 * move's own hazards in the order they are rolled (p41: higher limits first). A reversing car
 * ignores hazards (p17); a U-turn at 31+ never gets that far (p14).
 */
export function previewAction(s: GameState, vid: string, a: Action): ActionPreview {
  const out = previewMove(s, vid, a);
  const v = findVehicle(s, vid);
  if (!v || !out.end || a.kind === 'reverse' || out.certainControlLoss) return out;
  const curve = curveHazard(s.track, out.end);
  const speed = speedAfter(v, a);
  if (curve && speed > curve.limit) {
    // A brake action has used part of the phase's panic-brake allowance before the roll (p41).
    const after = a.kind === 'brake' ? { ...s, vehicles: s.vehicles.map((x) => (x.id === v.id ? { ...x, brakeUsed: x.brakeUsed + a.by } : x)) } : s;
    out.hazards.push(hazard(after, v, curve.limit, curve.cause, curve.rule, speed));
    out.hint = `${out.hint} The move ends on a curve printed ${curve.limit} mph: above it, a hazard roll follows (p38, p40).`;
  }
  // Road hazards in the move's contact zone (p76: sand 30, debris 10, railroad 60) are seen by everyone.
  for (const { item } of roadHazardsMet(s, [out.zone])) {
    if (speed > item.limit) out.hazards.push(hazard(s, v, item.limit, item.cause, item.rule, speed));
  }
  out.hazards.sort((x, y) => y.limit - x.limit); // p41 order; a move's own hazards never include oil
  return out;
}

function previewMove(s: GameState, vid: string, a: Action): ActionPreview {
  const v = findVehicle(s, vid);
  if (!v) return empty('');
  const hint = HINTS[a.kind] ?? '';
  const dir = headingDir(v.heading);
  const speed = speedAfter(v, a);
  const out = empty(hint);
  // Once the car has moved and waits to fire (p22), there is no move left to preview.
  const moves = s.flow.kind === 'phase' && s.flow.step === 'declare' && s.flow.queue[0]?.vehicle === vid && s.flow.queue[0].mode !== 'still'
    && (a.kind !== 'none' && a.kind !== 'shoot' && a.kind !== 'shootPassive' && a.kind !== 'switchOff' ? true : s.flow.queue[0].mode === 'move');
  if (a.kind === 'shoot') {
    const t = eligibleTarget(s, vid, a.weapon);
    out.hitChance = t ? hitChance(s, vid, a.weapon, t.target) : null;
    out.hint = `${hint} ${WEAPONS[v.weapons.find((w) => w.id === a.weapon)?.type ?? 'machineGun'].label}${t ? `: target at ${t.range} spaces${t.range !== t.countedRange ? ` (counts as ${t.countedRange})` : ''}` : ': no target in the corridor yet'}.`;
  }
  if (!moves) return out;
  if (a.kind === 'drift' || (a.kind === 'moveOff' && a.manoeuvre?.kind === 'drift')) {
    const side = a.kind === 'drift' ? a.side : a.manoeuvre!.side;
    const p = driftPlan(s, v, side, dir);
    if (p) {
      out.zone = p.zone;
      out.end = p.end;
    }
    if (speed > SAFETY_LIMITS.drift) out.hazards.push(hazard(s, v, SAFETY_LIMITS.drift, 'drift', 'p13', speed));
    return out;
  }
  if (a.kind === 'uTurn' || (a.kind === 'moveOff' && a.manoeuvre?.kind === 'uTurn')) {
    const side = a.kind === 'uTurn' ? a.side : a.manoeuvre!.side;
    const g = uTurnGeometry(s, v, side, dir);
    if (g) {
      out.zone = g.zone;
      out.end = g.end;
    }
    if (speed >= SAFETY_LIMITS.uTurnControlLoss) {
      out.certainControlLoss = true;
      out.hint = `${hint} At ${speed} mph this U-turn WILL lose control before the car moves.`;
    } else if (speed > SAFETY_LIMITS.uTurn) out.hazards.push(hazard(s, v, SAFETY_LIMITS.uTurn, 'U-turn', 'p14', speed));
    return out;
  }
  if (a.kind === 'reverse') {
    const back = (dir === 1 ? -1 : 1) as 1 | -1;
    if (a.manoeuvre?.kind === 'drift') {
      const p = driftPlan(s, v, flipSide(a.manoeuvre.side), back);
      if (p) {
        out.zone = p.zone;
        out.end = p.end;
      }
    } else if (a.manoeuvre?.kind === 'uTurn') {
      const g = uTurnGeometry(s, v, flipSide(a.manoeuvre.side), back);
      if (g) {
        out.zone = g.zone;
        out.end = g.end;
      }
    } else {
      const d = cellAhead(s.track, v.cell, back);
      if (d) {
        out.zone = forwardZone(d, false);
        out.end = d;
      }
    }
    return out;
  }
  const d = cellAhead(s.track, v.cell, a.kind === 'realign' ? (a.heading === 0 ? 1 : -1) : dir);
  if (d) {
    out.zone = forwardZone(d, a.kind === 'realign' || !isOnGrid(v.heading));
    out.end = a.kind === 'ram' && !a.side ? null : d;
  }
  if (a.kind === 'accelerate' || a.kind === 'brake') {
    out.hint = `${hint} New speed ${speed} mph, speed factor ${speedFactor(speed)}.`;
  }
  return out;
}
