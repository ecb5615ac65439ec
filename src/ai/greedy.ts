// The greedy baseline (issue 12): the best immediate odds and nothing further. A seat of its own in
// the arena, and the driver that plays the Monte Carlo yardstick's games to their end (montecarlo.ts).
import { pending, previewAction } from '../engine';
import type { Command, GameState } from '../engine';
import { defaultFollowUp } from './followUp';

/** The greedy baseline: the best immediate odds (p38 hazard odds, p26 hit chance), nothing further. */
export function greedyChoice(s: GameState, legal: Command[]): Command {
  const p = pending(s);
  if (p.kind === 'fireOrHold') return defaultFollowUp(s, legal);
  if (p.kind === 'veto') return legal.find((c) => c.type === 'veto' && !c.reroll) ?? legal[0];
  let best = legal[0];
  let bestScore = -Infinity;
  for (const c of legal) {
    if (c.type !== 'declare') continue;
    const pv = previewAction(s, c.vehicle, c.action);
    let safe = pv.certainControlLoss ? 0 : 1;
    for (const h of pv.hazards) safe *= 1 - h.odds.controlLoss;
    const a = c.action;
    const speed = a.kind === 'accelerate' ? a.by : a.kind === 'brake' ? -a.by : 0;
    const score = safe + (pv.hitChance ?? 0) + speed / 1000;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
