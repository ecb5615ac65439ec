// The declaration oracle (issue 15): every accepted declaration does what it declared. A move
// declared without a ram never rams a vehicle, hits an obstacle or drives off the road before its
// own hazard step (p13-14, p17, p52, p58); the car ends on the cell its plan gave, part by part,
// unless the dice sent it elsewhere (a U-turn at 31+ mph leaves the move to the control-loss
// table, p14). Judged on the engine's public plan, the one the UI previews.
import { cutUpAsked, plan } from '../engine';
import type { Command, GameEvent, GameState } from '../engine';

/** Crash causes of a move's own contact zone (movement.ts); a crash from damage is not the move's. */
const MOVE_CRASHES = ['its contact zone left the road', 'skidded off the edge of the road', 'U-turned off the road'];

/** Events after the declaration up to the car's first hazard roll (or the next car's turn). */
function ownMove(events: GameEvent[], vid: string): GameEvent[] {
  const start = events.findIndex((e) => e.type === 'declared' && e.vehicle === vid);
  if (start < 0) return [];
  const out: GameEvent[] = [];
  for (const e of events.slice(start + 1)) {
    if (e.type === 'declared' || e.type === 'phaseStart' || e.type === 'turnStart') break;
    if ('vehicle' in e && e.vehicle === vid && ['hazardRoll', 'hazardSkipped', 'controlLoss', 'uTurnFailed', 'controlLossTest'].includes(e.type)) break;
    out.push(e);
  }
  return out;
}

/** Problems with one applied command; empty when it is not a declaration carried out at once, or all is well. */
export function checkDeclaration(before: GameState, command: Command, after: GameState, events: GameEvent[]): string[] {
  if (command.type !== 'declare' || before.flow.kind !== 'phase' || cutUpAsked(before)) return [];
  const slot = before.flow.queue[0];
  // Only moves carried out in this command: a cut-up that asks another driver first, and move-offs
  // deferred to the end of the declarations (p13, p15), are carried out on a later board.
  if (!slot || slot.vehicle !== command.vehicle || slot.mode !== 'move') return [];
  if (cutUpAsked(after)?.by === command.vehicle) return [];
  const p = plan(before, command.vehicle, command.action);
  if (!p) return [`${command.vehicle}'s declared ${command.action.kind} has no plan`];
  const vid = command.vehicle;
  const mine = ownMove(events, vid);
  const out: string[] = [];
  if (!p.ram) {
    for (const e of mine) {
      if (e.type === 'ram' && e.rammer === vid) out.push(`${vid} declared ${command.action.kind} but rammed ${e.target} (${e.kind})`);
      if (e.type === 'obstacleHit' && e.vehicle === vid) out.push(`${vid} declared ${command.action.kind} but hit obstacle ${e.hazard}`);
      if (e.type === 'crash' && e.vehicle === vid && MOVE_CRASHES.includes(e.cause)) out.push(`${vid} declared ${command.action.kind} but crashed: ${e.cause}`);
    }
  }
  if (p.certainControlLoss || p.ram || p.leavesTrack) return out;
  const moved = mine.filter((e): e is Extract<GameEvent, { type: 'moved' }> => e.type === 'moved' && e.vehicle === vid).map((e) => [e.to, e.heading]);
  const planned = p.steps.map((st) => [st.end, st.heading]);
  if (JSON.stringify(moved) !== JSON.stringify(planned)) out.push(`${vid}'s ${JSON.stringify(command.action)} moved ${JSON.stringify(moved)}, the plan said ${JSON.stringify(planned)}`);
  return out;
}
