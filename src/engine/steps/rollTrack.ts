// p87 Game Two: "Roll a dice. Find the diagram which corresponds with the score ... and lay out
// the entire track." The roll is the players' own, made in the open as a set-up step: the state is
// built with a placeholder road, and this step lays the layout the die picks.
import { d6, emit } from '../core/ctx';
import { gameTwoLayout } from '../data/gameTwoLayouts';
import { TICKS_PER_SECTION } from '../types';
import type { StepHandler } from './types';

export const rollTrack: StepHandler<'rollTrack'> = {
  pending: (s, step) => ({
    kind: 'roll',
    player: s.players[0].id,
    vehicle: null,
    why: `${s.players[0].name} rolls a die: the score picks one of the six track layouts (p87)`,
    secret: false,
    step,
  }),
  commands: () => [{ type: 'roll' }],
  apply(ctx) {
    const d = d6(ctx);
    const layout = gameTwoLayout(d);
    const sections = layout.sections.map((x) => ({ ...x }));
    // The finish line is at the far end, as in Game One (p87: "Victory is determined as explained in Game One").
    ctx.s.track = { sections, finishTick: sections.length * TICKS_PER_SECTION };
    emit(ctx, { type: 'trackRolled', player: ctx.s.players[0].id, layout: layout.score, name: layout.name, rule: 'p87', dice: [d] });
  },
};
