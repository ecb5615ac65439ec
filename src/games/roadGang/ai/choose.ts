// The 'normal' computer: each legal command is weighed by its expected outcome, the engine's own
// dice applied to copies of the view (outcomes.ts) and every outcome valued by evaluate.ts; the
// best expectation is played. Two decisions look one step further: a ride (the roll, then the
// best way to use it) and an attack the target may avoid (the target's answer, taken as the worst
// for us). Choosing which vehicle acts next is a short rule of thumb (`activationOrder`).
import { rg } from '../../../engine';
import { evaluate } from './evaluate';
import { outcomes } from './outcomes';

type S = rg.RgState;
type C = rg.RgCommand;

/** The command's expected value for `me`: its outcomes, each valued (one step further where it is still ours to answer). */
export function expectedValue(s: S, cmd: C, me: string, rand: () => number, depth = 1): number {
  let sum = 0;
  let total = 0;
  for (const o of outcomes(s, cmd, rand)) {
    sum += o.p * stateValue(o.state, me, rand, depth);
    total += o.p;
  }
  return total > 0 ? sum / total : -Infinity;
}

function stateValue(s: S, me: string, rand: () => number, depth: number): number {
  const f = s.flow;
  if (depth > 0 && f.kind === 'turn' && (f.avoid || (f.phase === 'move' && f.player === me))) {
    const decider = rg.rgPending(s).player;
    const values = rg.rgLegalCommands(s).map((c) => expectedValue(s, c, me, rand, depth - 1));
    return decider === me ? Math.max(...values) : Math.min(...values);
  }
  return evaluate(s, me);
}

const byId = (s: S, id: string) => s.vehicles.find((v) => v.id === id);

/** The longest missile range a vehicle has shots for. */
function reach(v: rg.RgVehicle): number {
  let r = 0;
  for (const it of v.items) if (it.uses === null || it.uses > 0) r = Math.max(r, rg.equipmentOf(it.kind).range);
  return r;
}

/**
 * Which vehicle acts first, a rule of thumb: a Slow Gang vehicle that can get home this turn, then
 * one sharing a segment with an enemy (to strike or get away first), then one within an enemy's
 * range; the leader before the rest. The Fast Gang: a vehicle that can strike now (same segment,
 * then in range) before its target rides away; the nearest to a target first.
 */
export function activationScore(s: S, v: rg.RgVehicle, me: string): number {
  const enemies = s.vehicles.filter((u) => u.status === 'active' && u.owner !== null && u.owner !== me);
  const near = (u: rg.RgVehicle) => Math.abs(u.segment - v.segment);
  const together = enemies.some((u) => near(u) === 0);
  const inMyRange = enemies.some((u) => near(u) <= reach(v));
  const inTheirRange = enemies.some((u) => !u.acted && near(u) <= reach(u));
  if (me === s.slowGang) {
    const left = rg.ROAD_LENGTH - v.segment;
    const best = v.type === 'armoredTrain' ? 6 : 12 + Math.max(0, rg.speedOf(v));
    return (left <= best ? 40 : 0) + (together ? 20 : 0) + (inTheirRange ? 8 : 0) + (inMyRange ? 4 : 0) + v.segment / 100;
  }
  const gap = enemies.length ? Math.min(...enemies.map(near)) : 100;
  return (together ? 30 : 0) + (inMyRange ? 15 : 0) - gap / 100;
}

export function normalChoice(view: S, legal: readonly C[], player: string, rand: () => number): C {
  if (legal.length === 1) return legal[0];
  const f = view.flow;
  if (f.kind === 'activate') {
    let best = legal[0];
    let bestScore = -Infinity;
    for (const c of legal) {
      const v = c.type === 'activate' ? byId(view, c.vehicle) : undefined;
      const score = v ? activationScore(view, v, player) : -Infinity;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  }
  // A ride may still be answered by staying put once the dice are seen: riding is never worse than
  // passing, so it is weighed only against a crew transfer.
  if (f.kind === 'turn' && f.phase === 'ride' && !f.avoid && !legal.some((c) => c.type === 'transfer')) {
    const ride = legal.find((c) => c.type === 'ride');
    if (ride) return ride;
  }
  // The best expectation; on a tie (nothing to tell them apart), passing, which spends nothing.
  const values = legal.map((c) => expectedValue(view, c, player, rand));
  const top = Math.max(...values);
  const tied = legal.filter((_c, i) => values[i] >= top - 1e-9);
  return tied.find((c) => c.type === 'pass') ?? tied[0];
}
