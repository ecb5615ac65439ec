// p87: "Each game should start with one of the players rolling a dice: if it scores an odd
// number the driver is the lead car, if it scores an even number the driver is the chase car."
import { d6, emit } from '../ctx';
import type { StepHandler } from './types';

export const rollForLead: StepHandler<'rollForLead'> = {
  pending: (s) => ({
    kind: 'rollForLead',
    player: s.players[0].id,
    vehicle: null,
    why: `${s.players[0].name} rolls: odd drives the lead car, even the chase car (p87)`,
    secret: false,
  }),
  commands: () => [{ type: 'rollForLead' }],
  apply(ctx) {
    const s = ctx.s;
    const d = d6(ctx);
    const lead = d % 2 === 1 ? s.players[0] : s.players[1];
    // Two-player scenarios: one car each; the roller's car leads on an odd roll.
    for (const v of s.vehicles) v.side = v.owner === lead.id ? 'lead' : 'chase';
    emit(ctx, { type: 'leadRolled', player: s.players[0].id, lead: lead.id, rule: 'p87', dice: [d] });
  },
};
