// p87: "Each game should start with one of the players rolling a dice: if it scores an odd
// number the driver is the lead car, if it scores an even number the driver is the chase car."
import { d6, emit } from '../core/ctx';
import { leadSide, sidesOf } from '../scenarios/sides';
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
    const roller = s.players[0];
    const rollerLeads = d % 2 === 1;
    // The scenario's lead side and the other one (Games One to Five: one car each, p87): the
    // roller's vehicles go to one, everybody else's to the other.
    const first = leadSide(s);
    const second = sidesOf(s).find((x) => x.id !== first)?.id ?? first;
    for (const v of s.vehicles) v.side = (v.owner === roller.id) === rollerLeads ? first : second;
    const lead = rollerLeads ? roller : (s.players.find((p) => p.id !== roller.id) ?? roller);
    emit(ctx, { type: 'leadRolled', player: s.players[0].id, lead: lead.id, rule: 'p87', dice: [d] });
  },
};
