// The starting speed of Games Three to Eight (p87): "Roll two dice, add the scores together and
// multiply by ten ... Roll again on scores of 2, 3, 4 ... Either driver can object to a speed of
// 100+. The lead car's driver is allowed to object to a speed of 70mph or more ... keep rolling the
// dice until they score something that neither side will veto." All cars start at that speed.
import { dice, emit } from '../core/ctx';
import { START_SPEED } from '../data/gameThree';
import type { Ctx } from '../core/ctx';
import type { GameState, SetupStep, VehicleState } from '../types';
import type { StepHandler } from './types';
import { leadSide } from '../scenarios/sides';

/** Who may object to `speed`, in the order they are asked: lead drivers first (p87). */
export function objectors(s: GameState, speed: number): string[] {
  const side = leadSide(s);
  const lead = s.players.filter((p) => s.vehicles.some((v) => v.owner === p.id && v.side === side)).map((p) => p.id);
  if (speed >= START_SPEED.anyObjectsFrom) return [...lead, ...s.players.map((p) => p.id).filter((id) => !lead.includes(id))];
  if (speed >= START_SPEED.leadObjectsFrom) return lead;
  return [];
}

/** A vehicle's starting value (a set-up step, not a change in play): never above its maximum. */
export function startAt(v: VehicleState, speed: number): void {
  v.speed = Math.min(speed, v.maxSpeed);
}

/**
 * Every car takes the agreed speed. ASSUMPTION (p87 is silent; a roll of 110 or 120 mph is over
 * a Renegade's 100 mph): a car starts at no more than its maximum speed (docs/assumptions.md).
 */
function agree(ctx: Ctx, speed: number): void {
  for (const v of ctx.s.vehicles) startAt(v, speed);
  emit(ctx, { type: 'startSpeedAgreed', speed, rule: 'p87', dice: [] });
}

const startSpeedStep: SetupStep = { kind: 'rollStartSpeed' };

export const rollStartSpeed: StepHandler<'rollStartSpeed'> = {
  pending: (s, step) => {
    const lead = objectors(s, START_SPEED.leadObjectsFrom)[0] ?? s.players[0].id;
    return {
      kind: 'roll',
      player: lead,
      vehicle: null,
      why: 'Roll two dice for the starting speed: the total x 10 mph, rolled again on 2, 3 or 4 (p87)',
      secret: false,
      step,
    };
  },
  commands: () => [{ type: 'roll' }],
  apply(ctx) {
    if (ctx.s.flow.kind !== 'setup') return;
    const ds = dice(ctx, 2);
    const total = ds[0] + ds[1];
    const speed = total * START_SPEED.perPip;
    const again = total <= START_SPEED.rollAgainAtOrBelow;
    emit(ctx, { type: 'startSpeedRolled', speed, again, rule: 'p87', dice: ds });
    if (again) {
      ctx.s.flow.steps.unshift({ ...startSpeedStep });
      return;
    }
    const who = objectors(ctx.s, speed);
    if (who.length === 0) agree(ctx, speed);
    else ctx.s.flow.steps.unshift(...who.map((player): SetupStep => ({ kind: 'veto', player, speed })));
  },
};

export const veto: StepHandler<'veto'> = {
  pending: (s, step) => ({
    kind: 'veto',
    player: step.player,
    vehicle: null,
    why: `${s.players.find((p) => p.id === step.player)?.name || step.player} may object to starting at ${step.speed} mph and have it rolled again (p87)`,
    secret: false,
    step,
  }),
  commands: (_s, step) => [
    { type: 'veto', player: step.player, reroll: false },
    { type: 'veto', player: step.player, reroll: true },
  ],
  apply(ctx, step, c) {
    if (c.type !== 'veto' || ctx.s.flow.kind !== 'setup') return;
    const f = ctx.s.flow;
    emit(ctx, { type: 'startSpeedVeto', player: step.player, speed: step.speed, reroll: c.reroll, rule: 'p87', dice: [] });
    if (c.reroll) {
      // One objection is enough: the others are not asked about this roll.
      while (f.steps[0]?.kind === 'veto') f.steps.shift();
      f.steps.unshift({ ...startSpeedStep });
    } else if (f.steps[0]?.kind !== 'veto') agree(ctx, step.speed);
  },
};
