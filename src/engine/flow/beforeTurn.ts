// The decisions taken before a turn's first phase (p8: the turn begins, then its phases). Only one
// rule asks for one: a halted bike with a disabled engine "may be abandoned by the driver at the
// start of any turn. The player simply declares that the rider is leaving his bike before the
// start of the first phase" (p69). Each rider who may is asked on a frame of his own, pushed on
// the turn's before-turn frame; keeping the bike leaves him his phase 1 action (push it or stay).
import { emit, findVehicle, inPlay, vehicle, type Ctx } from '../core/ctx';
import { pop, push } from '../core/frames';
import type { Command, Frame, GameState, PhaseFlow, Rule, VehicleState } from '../types';

/** Where the disabled-engine paragraph stands: after the bike's rider criticals, before its hazard tests (p70). */
export const ABANDON_RULE: Rule = 'p69';

/** A rider who may abandon his bike now: "Bikes with a disabled engine will slow to a halt. Once they have come to a halt they may be abandoned". */
export function mayAbandon(v: VehicleState): boolean {
  return inPlay(v) && v.kind === 'bike' && v.engineDisabled && v.speed === 0 && !v.wreck && !v.riderGone && !v.rolled && !v.noDriver;
}

/** Pushes one question per rider who may abandon, the first vehicle's on top; true when anyone is asked. */
export function askBeforeTurn(f: PhaseFlow, s: GameState): boolean {
  const riders = s.vehicles.filter(mayAbandon);
  for (const v of [...riders].reverse()) push(f, { kind: 'abandonBike', vehicle: v.id });
  return riders.length > 0;
}

type AbandonFrame = Extract<Frame, { kind: 'abandonBike' }>;

/** The question on top of the stack, if the engine waits on one. */
export function abandonAsked(s: GameState): AbandonFrame | null {
  if (s.flow.kind !== 'phase' || !s.flow.frames) return null;
  const t = s.flow.frames[s.flow.frames.length - 1];
  return t?.kind === 'abandonBike' ? t : null;
}

const playerName = (s: GameState, id: string): string => s.players.find((p) => p.id === id)?.name || id;

/** Why the rider is asked, naming the bike and its rider. */
export function abandonWhy(s: GameState, t: AbandonFrame): string {
  const v = vehicle(s, t.vehicle);
  return `Before turn ${s.turn}: ${v.name} has halted with a disabled engine; its rider (${playerName(s, v.owner)}) may abandon it, or keep it and push it or let it stand in phase 1 (p69)`;
}

/** Keep first: the answer that changes nothing is the default a first-offered policy takes. */
export function abandonCommands(t: AbandonFrame): Command[] {
  return [
    { type: 'abandonBike', vehicle: t.vehicle, abandon: false },
    { type: 'abandonBike', vehicle: t.vehicle, abandon: true },
  ];
}

/**
 * The answer: the question pops. "The bike model is left in place, at a slight angle to the grid -
 * if anything hits it, it is treated as a wreck (p57)"; the rider has left play, as a wrecked
 * bike's does (p64), so nothing can hurt him.
 */
export function answerAbandon(ctx: Ctx, f: PhaseFlow, c: Extract<Command, { type: 'abandonBike' }>): void {
  pop(f, 'abandonBike');
  const v = findVehicle(ctx.s, c.vehicle);
  if (!v || !mayAbandon(v)) return;
  if (!c.abandon) {
    emit(ctx, { type: 'note', vehicle: v.id, text: `${v.name}'s rider keeps the bike: he may push it in phase 1 (5 mph, no shooting that turn)`, rule: ABANDON_RULE, dice: [] });
    return;
  }
  v.riderGone = true;
  v.wreck = true;
  emit(ctx, { type: 'note', vehicle: v.id, text: `${v.name}'s rider abandons the bike before the first phase; it is left on the road as a wreck`, rule: ABANDON_RULE, dice: [] });
  emit(ctx, { type: 'wreck', vehicle: v.id, cause: 'abandoned by its rider', rule: ABANDON_RULE, dice: [] });
}
