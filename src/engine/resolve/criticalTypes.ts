// What the critical-hit resolvers share: the hit (damage.ts resolves it), the dice they roll and the outcome they report.
import type { Ctx } from '../core/ctx';
import type { HazardItem } from './hazards';
import type { Facing, Rule, Side, VehicleState } from '../types';

/** One critical in progress: the car, its facing, the hit's damage, and the dice rolled so far. */
export interface Resolver {
  ctx: Ctx;
  v: VehicleState;
  facing: Facing;
  damage: number;
  dice: number[];
  /** Hazard rolls to take at the hit's hazard step (p29). */
  hazards: HazardItem[];
  /** Resolves "another hit" (an explosion) inside this critical; handed over by damage.ts. */
  resolveHit: (ctx: Ctx, vid: string, hit: Hit, collector: HazardItem[] | null) => void;
  /** A crashing rider's road damage (p64): the driver critical at the speed factor's modifier, no hazard roll; handed over by criticals.ts. */
  roadDamage: (sf: number) => void;
  /** Rolls one die and records it for the 'critical' event. */
  roll: () => number;
}

/** What one critical did, reported before its effects play out. */
export interface Outcome {
  location: string;
  result: string;
  detail: string;
  wasted?: boolean;
  apply?: () => void;
}

export function wasted(location: string, result: string, why: string): Outcome {
  return { location, result, detail: `wasted: ${why}`, wasted: true };
}

/** A hazard roll caused by a critical; bikes take it against reduced handling (p64). */
export function critHazard(limit: number, cause: string, rule: Rule): HazardItem {
  return { limit, cause, rule, kind: 'critical' };
}

export interface Hit {
  /** Damage characteristic added to the roll (weapon +N, ram/crash speed factor). */
  damage: number;
  he: boolean;
  /** Words for the log: 'machine gun', 'head-on ram', 'crash'. */
  source: string;
  /**
   * Facing for a critical. 'oblique' rolls even front/rear, odd side (p32); 'crash' rolls the
   * crash-facing table (p32); 'side' is a side whose left or right is rolled (internal explosions).
   */
  facing: Facing | 'oblique' | 'crash' | 'side';
  rule: Rule;
  /** Vehicle that caused it, if any. */
  by?: string;
  /** Oblique hit: which of front and rear an even die means (default 'front'). */
  obliqueFrontRear?: 'front' | 'rear';
  /** Oblique hit: which side an odd die means; rolled (odd left, even right) when not given. */
  obliqueSide?: Side;
}
