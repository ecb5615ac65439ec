// p74 Initial Track Generation (Game Five, p88): three straights are down; one roll lays the rest
// of the track — a die per section, two more for a curve — and the road hazards of each new
// section (p76). Each section placed is reported with its dice.
import { writableTrack } from '../core/ctx';
import { generateInitialTrack } from '../road/generate';
import type { StepHandler } from './types';
import { leadDriver } from '../scenarios/sides';

export const generateTrack: StepHandler<'generateTrack'> = {
  pending: (s, step) => {
    // p75: "The dice for generating track should be rolled by the driver of the lead car" (p74: either player).
    const lead = leadDriver(s);
    return {
      kind: 'roll',
      player: lead,
      vehicle: null,
      why: 'Roll for the track: after the three straights, each section is a straight on 1-4 or a curve on 5-6, and every curve is followed by a straight (p74); each new section may bring road hazards (p76)',
      secret: false,
      step,
    };
  },
  commands: () => [{ type: 'roll' }],
  apply(ctx, step) {
    generateInitialTrack(ctx);
    // Game Eight's intercept (p88): seven sections by the continuous rules, no finish line; the road rolls on in play.
    if (step.open) writableTrack(ctx).finishTick = null;
  },
};
