// Games Six to Eight (p88): the sides' budgets and minimums, and how a vehicle that is no longer
// in the fight counts for its side. The readings are listed in docs/assumptions.md under
// "Games Six to Eight (p88)".
import type { SideDesignRule } from '../types';
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
 * How each way out of the fight counts (READINGS.fates below; docs/assumptions.md).
 * - takenOut: wrecked, crashed, immobilised without a weapon that can still fire (p88: "until all
 *   the vehicles on one side are either wrecked, crashed or immobilised without weapons"), or
 *   mashed by the train (p76: "mashed to teeny bits", not "safely" out of play).
 * - outdistanced: removed with the section at the back (p75: "Cars removed in this fashion aren't
 *   damaged but can't take any more part in the game"): the vehicles ahead got "sufficiently far
 *   ahead to escape" (p75), and Game Seven puts "outdistancing" beside "taking out" (p88).
 * - gotAway: drove off the end of the road under its own power (p75: "Cars going in the opposite
 *   direction to the direction of play will drive off the edge of the board and leave play", "no
 *   risk of damage"): out of the game, undamaged, and neither taken out nor left behind.
 * Games Six and Eight and Game Seven's Op against a gang: a side whose vehicles are all taken out
 * or outdistanced is beaten; a side with a vehicle that got away is not. Game Seven's gang against
 * gang: only taken out counts for the attacker; outdistanced and gotAway are "safely out of play".
 */
export type Fate = 'inTheFight' | 'takenOut' | 'outdistanced' | 'gotAway';
export const FATES = {
  wrecked: 'takenOut',
  crashed: 'takenOut',
  immobilisedUnarmed: 'takenOut',
  train: 'takenOut',
  rearSection: 'outdistanced',
  offTheEnd: 'gotAway',
} as const satisfies Record<string, Fate>;
export type HowOut = keyof typeof FATES;

/** Games Six and Eight, Game Seven's Op against a gang: the fates that beat a side (READINGS.fates). */
export const BEATEN: readonly Fate[] = ['takenOut', 'outdistanced'];

/**
 * The readings of Games Six to Eight where the text is silent or leaves a choice (p88, p75), each
 * with the sentence it concerns; docs/assumptions.md lists the same under "Games Six to Eight".
 */
export const READINGS = {
  eightSetUp: {
    rule: 'p88',
    text: 'Design sides as per Game Six, and determine the attacker as per Game Seven.',
    reading:
      "Two rolls in turn: Game Six's (the lower team buys the Interceptor, the higher the outlaw gang), then Game Seven's (the higher is the attacker, the lower the target); both before the designs, so each side knows whether it attacks when it buys, as in Game Seven. The sides design in Game Six's order, the Op first, each the role the first roll gave it (no choice: Game Seven's option to design a gang or an Op is not Game Eight's). Then the attacker chooses pursuit or intercept; a pursuit is Game Six's set-up with the target leading, the attacker pursuing.",
  },
  seats: {
    rule: 'p88',
    text: 'The player with the Interceptor is an Op. ... The outlaw vehicles may be driven by different players.',
    reading:
      'Every player of a side drives one of its vehicles: a gang design that leaves one without a vehicle is refused (NO_VEHICLE_FOR_PLAYER); a side of two or more may not choose the Op (Game Seven); where a roll gives the Op to such a side (Games Six and Eight), the step and the log say who has no vehicle. A team has at most six players (MOST_SEATS).',
  },
  fates: {
    rule: 'p88',
    text: 'The game progresses until all the vehicles on one side are either wrecked, crashed or immobilised without weapons. (p75: until the cars are destroyed or the lead car manages to get sufficiently far ahead to escape.)',
    reading:
      'Left behind with the section at the back is outdistanced, and beats a side like being taken out (p75 escape; Game Seven\'s "taking out or outdistancing"); driving off the end of the road is getting away undamaged (p75), which does not: when one side has nothing left in the fight and some of it got away, nobody wins. Gang against gang (Game Seven) keeps its own words: the attacker wins only by taking the whole target gang out; the target by all its vehicles safely out of play (left behind or driven off) or no attacker left in the fight.',
  },
} as const;
