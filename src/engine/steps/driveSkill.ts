// Game Four (p88): "The drive skill of each driver is determined randomly. Roll a dice and
// consult the following table" (1: 2; 2-4: 3; 5: 4; 6: 5).
import { d6, emit, findVehicle } from '../core/ctx';
import { DRIVE_SKILL_TABLE } from '../data/gameThree';
import { carOf } from './loadout';
import type { StepHandler } from './types';

export const driveSkillFor = (roll: number): number => DRIVE_SKILL_TABLE[roll - 1];

export const rollDriveSkill: StepHandler<'rollDriveSkill'> = {
  pending: (s, step) => ({
    kind: 'roll',
    player: step.player,
    vehicle: (step.vehicle ?? carOf(s, step.player)?.id) ?? null,
    why: `${s.players.find((p) => p.id === step.player)?.name || step.player} rolls for drive skill: 1 gives 2, 2-4 give 3, 5 gives 4, 6 gives 5 (p88)`,
    secret: false,
    step,
  }),
  commands: () => [{ type: 'roll' }],
  apply(ctx, step) {
    const v = step.vehicle ? findVehicle(ctx.s, step.vehicle) : carOf(ctx.s, step.player);
    if (!v) throw new Error(`engine bug: no car for ${step.player}`);
    const d = d6(ctx);
    v.driveSkill = driveSkillFor(d);
    emit(ctx, { type: 'driveSkillRolled', player: step.player, vehicle: v.id, driveSkill: v.driveSkill, rule: 'p88', dice: [d] });
  },
};
