// The numbers of track generation (p74-75) and random road hazards (p76), in one place.
import type { SectionKind, Turn } from '../types';

/** p1: the box holds 8 straights, 3 corners and 3 bends — the generator's stock (p74). */
export const BOX: Readonly<Record<SectionKind, number>> = { straight: 8, corner: 3, bend: 3 };

/** p74: "draw three straight track sections" before any die is rolled. */
export const OPENING_STRAIGHTS = 3;

/**
 * ASSUMPTION (docs/assumptions.md): p74 prints "until there are ten track sections in play", but
 * its own sample diagram, p75 ("the seven section stretch", "never more than seven") and Game
 * Five ("moving off the seventh track section", p88) all say seven. Initial generation stops at
 * seven, and the rolling track never has more than seven in play.
 */
export const SECTIONS_IN_PLAY = 7;

/** p75: a driver on a straight sees three sections past the one he is on (or up to a curve). */
export const LINE_OF_SIGHT = 3;

/** p74: first die 1-4 a straight, 5 or 6 a curve. */
export const isCurveRoll = (d: number): boolean => d >= 5;
/** p74: type die 5 or 6 a tight corner, 1-4 a broader bend. */
export const curveKindFor = (d: number): 'corner' | 'bend' => (d >= 5 ? 'corner' : 'bend');
/** p74: direction die odd left, even right. */
export const turnFor = (d: number): Turn => (d % 2 === 1 ? 'left' : 'right');
/** p74, the 180 degree rule: after this many curves the same way the next goes the other way. */
export const SAME_WAY_LIMIT = 2;

/** p76: a 1 on the section's die means a random hazard on it. */
export const HAZARD_ROLL = 1;
/** p76: the higher of two dice gives the hazard: 6 sand, 5 debris, 4 or less obstacles. */
export const hazardKindFor = (high: number): 'sand' | 'debris' | 'obstacle' => (high === 6 ? 'sand' : high === 5 ? 'debris' : 'obstacle');
/** p76: the lower die gives the side (odd left, even right) and the number of markers. */
export const hazardSideFor = (low: number): 'left' | 'right' => (low % 2 === 1 ? 'left' : 'right');
/** p76: a double one or a double two is a railroad crossing; higher doubles are hazards on both sides. */
export const RAILROAD_DOUBLES: readonly number[] = [1, 2];
/** p76: hazard markers lie on the road's edge, three lanes wide. */
export const EDGE_LANES = 3;

/** p76 (and the p38 list): safety limits of the road hazards. */
export const ROAD_LIMITS = { sand: 30, debris: 10, railroad: 60 } as const;

/** p76: the train comes on a double one of the second roll; its victims' drivers add 2 on the driver table (p34). */
export const TRAIN_DOUBLE = 1;
export const TRAIN_DRIVER_MODIFIER = 2;

/** p56: an opposed sideswipe costs 20 mph (an obstacle is a stationary wreck, so always opposed). */
export const OPPOSED_SIDESWIPE_SPEED_LOSS = 20;
