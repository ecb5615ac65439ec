// Games Six to Eight (p88): the sides' budgets and minimums, and how a vehicle that is no longer
// in the fight counts for its side. The readings are listed in docs/assumptions.md under
// "Games Six to Eight (p88)".
import type { SideDesignRule } from '../scenarios/types';
import type { Approach, SideRole } from '../types';

/** p88: "$100,000 to purchase and equip an Interceptor ... the player with the Interceptor is an Op."
 *  ASSUMPTION: the book sets the Op no weapon minimum (that sentence is about the gang). */
export const OP_RULE: SideDesignRule = { budget: 100000, kinds: ['interceptor'], minVehicles: 1, maxVehicles: 1, minimums: [{ interceptor: 1 }], minWeaponsEach: 0, rule: 'p88' };

/** p88: "The minimum sizes for the gang is either two Renegades, three bikes, or one Renegade and
 *  two bikes ... provided each vehicle has at least one weapon." ASSUMPTION: an outlaw gang is
 *  Renegades and bikes (the Interceptor is the Op's car); the budget limits its size (six bikes). */
export const GANG_RULE: SideDesignRule = {
  budget: 100000,
  kinds: ['renegade', 'bike'],
  minVehicles: 2,
  maxVehicles: 11,
  minimums: [{ renegade: 2 }, { bike: 3 }, { renegade: 1, bike: 2 }],
  minWeaponsEach: 1,
  rule: 'p88',
};

export const SIDE_RULES: Record<SideRole, SideDesignRule> = { op: OP_RULE, gang: GANG_RULE };

/** READINGS.seats: the most vehicles $100,000 buys a side (six bikes, $15,000 each with a lightweight
 *  weapon, the cheapest armed vehicle, p80-84; data/sideDesigns.ts "Six bikes"), so the most players a team may have. */
export const MOST_SEATS = 6;

/** p88 Game Eight's intercept: "The target side must set up on the third track, moving at 60mph ...
 *  The attacker may set up anywhere on track sections 5, 6 or 7" (0-based section indices here). */
export const INTERCEPT = { targetSection: 2, targetSpeed: 60, attackerSections: [4, 5, 6], sections: 7 } as const;

/** ASSUMPTION (p88 is silent; Game Three's placing, p87): the chase side is placed in the first
 *  section, the lead side in the section in front, one vehicle at a time, each by its driver. */
export const PURSUIT = { chaseSection: 0, leadSection: 1 } as const;

/** Game Eight: the attacker's choices (p88). */
export const APPROACH_WORDS: Record<Approach, string> = {
  pursuit: 'a pursuit: the rules of Game Six',
  intercept: 'an intercept: seven sections laid, the target on the third heading for the attacker on sections 5-7',
};

/**
 * How each way of leaving the fight counts (ASSUMPTION, p88: "until all the vehicles on one side
 * are either wrecked, crashed or immobilised without weapons"; Game Seven: "get all its vehicles
 * safely out of play and/or taking out or outdistancing the attackers").
 * - takenOut: wrecked, crashed, immobilised without a weapon that can still fire, or mashed by the
 *   train (p76: not "safely" out of play).
 * - outOfPlay: removed with the section at the back (outdistanced, p75: "can't take any more part in
 *   the game") or driven off the end of the track: safely out of play, undamaged.
 * A side with no vehicle left in the fight has lost in Games Six and Eight and in Game Seven's
 * Op against a gang; gang against gang is judged by GANG_WAR below.
 */
export type Fate = 'inTheFight' | 'takenOut' | 'outOfPlay';
export const FATES = {
  wrecked: 'takenOut',
  crashed: 'takenOut',
  immobilisedUnarmed: 'takenOut',
  train: 'takenOut',
  rearSection: 'outOfPlay',
  offTheEnd: 'outOfPlay',
} as const satisfies Record<string, Fate>;
export type HowOut = keyof typeof FATES;
