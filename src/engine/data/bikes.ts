// The bike chapter's numbers (p64-71, cited p64: the text gives no finer page) and the choices
// made where it is silent, in one table (docs/assumptions.md "Bikes (p64-71)"). The handling a
// bike tests with is data/handling.ts BIKE_HANDLING; the control-loss table is controlLoss.ts.

import type { Rule } from '../types';

/** The bike chapter spans p64-71 with no finer page markers: its rules are cited p64. */
export const BIKE_RULE: Rule = 'p64';

export const BIKE_RULES = {
  /** "When bikes end a move with overlapping contact zones, both riders must take an immediate
   *  hazard roll. The safety limit is 80mph if the two bikes are going in the same direction;
   *  40mph if they're travelling in opposite directions." */
  overlapSameWay: 80,
  overlapOpposed: 40,
  /** "Bikes can only do this [move off in a different direction] when they're moving off and
   *  aren't accelerating to more than 20mph." */
  turnAboutMax: 20,
  /** "Pushing ... gives the bike an acceleration and maximum speed of 5mph." */
  pushSpeed: 5,
  /** Bike-car head-on: "Whichever vehicle was the rammer, the car now slows down by 30mph". */
  headOnCarLoss: 30,
  /** "When a car shunt rams a bike ... The car slows down by 10mph." */
  carShuntingBikeLoss: 10,
  /** ASSUMPTION: an obstacle marker (p76) is a wreck, not a surface hazard: a dodge does not pass it. */
  dodgePassesObstacles: false,
} as const;

/** Road damage (p64): the driver-critical roll's modifier by speed factor (index), 8+ = +6. */
export const ROAD_DAMAGE_MODIFIER: readonly number[] = [-4, -4, -2, 0, 2, 3, 4, 5, 6];

export function roadDamageModifier(sf: number): number {
  return ROAD_DAMAGE_MODIFIER[Math.min(Math.max(sf, 0), ROAD_DAMAGE_MODIFIER.length - 1)];
}

/** The log's words for a road damage test. */
export const roadDamageWords = (sf: number): string => `Road damage: a driver critical at ${roadDamageModifier(sf) >= 0 ? '+' : ''}${roadDamageModifier(sf)}`;
