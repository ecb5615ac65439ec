// The look-ahead driver: a cheap policy that plays both sides for a few decisions after a
// candidate move, so the search sees what one move sets up (speed gained now is a ram or a shot
// later; speed kept now is a curve taken too fast two moves on). It searches nothing: it scores
// each declaration from the engine's own preview (its hazard odds, end cell, speed after, hit
// chance) and a few plain aims, so a rollout costs one preview per legal command and one apply.
import { apply, leadSide, legalCommands, optimumControl, optimumSpeed, pending, previewAction } from '../engine';
import type { Cell, Command, GameState, Heading, VehicleState } from '../engine';
import { defaultFollowUp } from './followUp';
import { behind, curvesAhead, WEIGHTS } from './evaluate';

/** The cheap driver's weights: a part of the evaluation's one table (evaluate.ts WEIGHTS.rollout). */
export const ROLLOUT_WEIGHTS = WEIGHTS.rollout;

/**
 * How far over the speed it could still brake down to for the curves within reach the car will
 * be, in mph (0: every curve ahead can be taken without losing control, p41 optimum speed).
 */
export function curveExcess(s: GameState, v: VehicleState, from: Cell, heading: Heading, speed: number): number {
  if (speed <= 0 || (heading !== 0 && heading !== 4)) return 0;
  const optimum = optimumControl(v);
  let worst = 0;
  for (const c of curvesAhead(s, from, heading, Math.ceil(speed / 20) + 2)) {
    // It may brake on each move before it gets there (p16); the optimum speed is the fastest a 6 cannot spoil (p41).
    worst = Math.max(worst, speed - (optimumSpeed(c.limit, optimum) + (c.moves - 1) * v.braking));
  }
  return worst;
}

function quarryOf(s: GameState, v: VehicleState): VehicleState | undefined {
  const enemies = s.vehicles.filter((o) => o.side !== v.side && o.status === 'inPlay');
  return enemies.sort((a, b) => Math.abs(a.cell.t0 - v.cell.t0) - Math.abs(b.cell.t0 - v.cell.t0))[0];
}

/** The cheap policy's score for a declaration (higher is better). */
function declareScore(s: GameState, v: VehicleState, c: Extract<Command, { type: 'declare' }>): number {
  const W = ROLLOUT_WEIGHTS;
  const p = previewAction(s, v.id, c.action);
  let keep = p.certainControlLoss ? 0 : 1;
  for (const h of p.hazards) keep *= 1 - h.odds.controlLoss;
  const speed = p.speedAfter ?? v.speed;
  const end = p.end ?? v.cell;
  let x = W.safe * keep - (W.curve * curveExcess(s, v, end, p.heading, speed)) / 10;
  if (v.side === leadSide(s)) return x + (W.speed * speed) / 20;
  const q = quarryOf(s, v);
  if (!q) return x;
  const gap = behind(v, q);
  const want = gap === null || gap > W.closeGap ? v.maxSpeed : q.speed + 10;
  x -= (W.pace * Math.abs(speed - want)) / 20;
  x -= W.lane * Math.abs(end.lane - q.cell.lane);
  if (c.action.kind === 'shoot') {
    const chance = p.hitChance ?? 0;
    x += chance >= W.minShot ? W.shot * chance : -W.shot;
  }
  // A ram is judged by the search itself, not by the look-ahead's guesswork.
  if (c.action.kind === 'ram') x -= W.safe;
  return x;
}

/** The cheap policy's answer to the decision `s` waits for. */
export function quickChoice(s: GameState, legal: Command[] = legalCommands(s)): Command {
  if (legal.length === 1) return legal[0];
  const p = pending(s);
  if (p.kind === 'fireOrHold') return defaultFollowUp(s, legal);
  if (p.kind !== 'declare') return legal[0];
  const v = s.vehicles.find((x) => x.id === p.vehicle);
  if (!v) return legal[0];
  let best = legal[0];
  let bestScore = -Infinity;
  for (const c of legal) {
    if (c.type !== 'declare') continue;
    const score = declareScore(s, v, c);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** Plays `plies` more decisions of both sides with the cheap policy (fewer if the game ends). */
export function rollout(s: GameState, plies: number): GameState {
  for (let i = 0; i < plies && s.flow.kind !== 'over'; i++) {
    const r = apply(s, quickChoice(s));
    if (!r.ok) return s;
    s = r.value.state;
  }
  return s;
}
