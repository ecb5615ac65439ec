// What a player sees before committing (docs/architecture.md, plan/): the intended move's contact zone,
// where the car would end, the hazards the move itself brings with the odds of each result, and a
// sentence explaining the rule. Pure: computed on the state, nothing is rolled.
import { readVehicle } from '../core/ctx';
import { cutUpAsked, declaredAction } from '../core/frames';
import { hazardControl, hazardOdds, type HazardItem } from '../resolve/hazards';
import { optimumSpeed } from './optimum';
import { plan, type StepKind } from './plan';
import { eligibleTarget, hitChance, mayMeasure } from '../resolve/shooting';
import { speedFactor } from '../data/tables';
import { WEAPONS } from '../data/weapons';
import type { Action, Cell, GameState, Heading, VehicleState, Zone } from '../types';

export interface ActionPreview {
  /** Contact zone of the intended move (empty when the vehicle does not move). */
  zone: Zone;
  /** Where the vehicle would end, if it moves, and its heading there (a U-turn faces the other way). */
  end: Cell | null;
  heading: Heading;
  /** Every part of the move (forward, drift, U-turn, re-align) with its own contact zone, end cell and heading. */
  steps: { kind: StepKind; zone: Zone; end: Cell; heading: Heading }[];
  /** The speed after the move, the one its hazards are rolled at (null when the car does not move). */
  speedAfter: number | null;
  /** Hazards the move itself will cause, each with the chance of each result. */
  hazards: { limit: number; cause: string; rule: string; odds: { ok: number; panicBrake: number; controlLoss: number } }[];
  /**
   * Every safety limit the move meets, safe or not, with the optimum speed for it (p41): the
   * fastest speed at which even a 6 cannot lose control. For the hints on the board (issue 10).
   */
  limits: { limit: number; cause: string; rule: string; optimumSpeed: number; over: boolean }[];
  /** A U-turn at 31+ mph loses control before moving (p14). */
  certainControlLoss: boolean;
  /** Chance to hit, for a shot at the target now in the fire corridor. */
  hitChance: number | null;
  /** Words a newcomer can read: what this action does and the rule behind it. */
  hint: string;
}

const empty = (hint: string, heading: Heading): ActionPreview => ({ zone: [], end: null, heading, steps: [], speedAfter: null, hazards: [], limits: [], certainControlLoss: false, hitChance: null, hint });

function hazard(s: GameState, v: VehicleState, item: HazardItem, speed: number): ActionPreview['hazards'][number] {
  return { limit: item.limit, cause: item.cause, rule: item.rule, odds: hazardOdds(s, v.id, item.limit, speed, item) };
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
  dodge: 'Dodge (bikes): a straight-ahead move whose contact zone is one lane, on the side you choose, until a move that is not a dodge: it slips past passive markers and surface hazards, never past vehicles. Above 40 mph it needs a hazard roll (p64).',
  turnAbout: 'Turn about (bikes): moving off the other way, the bike turns round in its square and accelerates to at most 20 mph; that is its move (p64).',
  push: 'Push (bikes): the rider pushes a bike whose engine is disabled one space at 5 mph; no shooting this turn (p64).',
  ram: 'Ram: the only way to drive into another vehicle. Straight into it is a head-on or shunt; beside it after a straight move is a sideswipe (p17, p52-57).',
  shoot: 'Shoot: after the move, fire the declared weapon at the closest vehicle in its fire corridor: d6 + accuracy and modifiers must reach the range in spaces (p22-26).',
  shootPassive: 'Lay a passive marker on the two lanes behind the car after the move; a dummy looks the same to your opponent (p22).',
  switchOff: 'Switch off a locked-on layer at the end of this move (p23).',
};

/**
 * The preview reads the action's plan (plan.ts): the contact zone of every part of the move, the
 * end cell and heading, and the hazards the move will meet with their odds at the speed the plan
 * says (p41 order: higher limits first; a move's own hazards never include oil). A reversing car
 * ignores hazards (p17); a U-turn at 31+ never gets that far (p14).
 */
export function previewAction(s: GameState, vid: string, a: Action): ActionPreview {
  const v = readVehicle(s, vid);
  if (!v) return empty('', 0);
  const hint = HINTS[a.kind] ?? '';
  const out = empty(hint, v.heading);
  if (a.kind === 'shoot' && !mayMeasure(s)) {
    out.hint = `${hint} Range and fire corridor are checked only when you fire: you are then committed to the shot (p22, p25).`;
  } else if (a.kind === 'shoot') {
    const t = eligibleTarget(s, vid, a.weapon);
    out.hitChance = t ? hitChance(s, vid, a.weapon, t.target) : null;
    out.hint = `${hint} ${WEAPONS[v.weapons.find((w) => w.id === a.weapon)?.type ?? 'machineGun'].label}${t ? `: target at ${t.range} spaces${t.range !== t.countedRange ? ` (counts as ${t.countedRange})` : ''}` : ': no target in the corridor yet'}.`;
  }
  // Once the car has moved and waits to fire (p22), there is no move left to preview.
  const f = s.flow;
  if (f.kind !== 'phase' || declaredAction(s) || (f.queue[0]?.vehicle !== vid && cutUpAsked(s)?.target !== vid)) return out;
  const p = plan(s, vid, a);
  if (!p || (p.steps.length === 0 && !p.certainControlLoss)) return out;
  out.steps = p.steps.map((st) => ({ kind: st.kind, zone: st.zone, end: st.end, heading: st.heading }));
  out.zone = p.steps.flatMap((st) => st.zone);
  // A head-on ram or shunt leaves the car where it is (p52).
  out.end = p.ram?.how === 'forward' ? null : p.end;
  out.heading = p.heading;
  out.speedAfter = p.speedAfter;
  if (p.certainControlLoss) {
    out.certainControlLoss = true;
    out.hint = `${hint} At ${p.speedChanges.find((c) => c.when === 'before')?.to ?? v.speed} mph this U-turn WILL lose control before the car moves.`;
    return out;
  }
  if (a.kind === 'accelerate' || a.kind === 'brake') out.hint = `${hint} New speed ${p.speedAfter} mph, speed factor ${speedFactor(p.speedAfter)}.`;
  if (p.coast) out.hint = `${out.hint} Without power (${p.coast.reason}) the car slows 5 mph straight after the move, before any hazard roll (p15, p38).`;
  // A brake action has used part of the phase's panic-brake allowance before the roll (p41).
  const after = p.brakeUsed ? { ...s, vehicles: s.vehicles.map((x) => (x.id === v.id ? { ...x, brakeUsed: x.brakeUsed + p.brakeUsed } : x)) } : s;
  for (const item of p.hazards) {
    out.limits.push({ limit: item.limit, cause: item.cause, rule: item.rule, optimumSpeed: optimumSpeed(item.limit, hazardControl(v, item)), over: p.speedAfter > item.limit });
    if (p.speedAfter <= item.limit) continue;
    out.hazards.push(hazard(after, v, item, p.speedAfter));
    if (item.cause === 'curve') out.hint = `${out.hint} The move ends on a curve printed ${item.limit} mph: above it, a hazard roll follows (p38, p40).`;
  }
  return out;
}
