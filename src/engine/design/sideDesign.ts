// A side's design (p88, Games Six to Eight): several vehicles bought against one budget, each a
// legal design (validateDesign, p80-84) with its driver, the side's minimums met. The garage, the
// set-up step and the sim all ask this one judge.
import { designCost, dollars, validateDesign } from './design';
import { VEHICLES } from '../data/vehicles';
import { SIDE_RULES } from '../data/gameSix';
import type { SideDesignRule } from '../types';
import type { SideRole, SideVehicle } from '../types';

export const SIDE_PROBLEM_CODES = ['NO_VEHICLE', 'TOO_MANY', 'WRONG_KIND', 'UNDER_MINIMUM', 'NO_WEAPON', 'BAD_DESIGN', 'OVER_BUDGET', 'BAD_DRIVER', 'NO_VEHICLE_FOR_PLAYER'] as const;
export type SideProblemCode = (typeof SIDE_PROBLEM_CODES)[number];

export interface SideProblem {
  code: SideProblemCode;
  message: string;
  /** Index of the vehicle concerned, when there is one. */
  vehicle?: number;
}

export interface SideCheck {
  ok: boolean;
  /** Every vehicle with its weapons and turret (p80-81), in dollars. */
  cost: number;
  problems: SideProblem[];
}

const label = (k: keyof typeof VEHICLES, n: number): string => `${n === 1 ? 'one' : n === 2 ? 'two' : n === 3 ? 'three' : n} ${VEHICLES[k].label}${n === 1 ? '' : 's'}`;

/** 'two Renegades, three Bikes, or one Renegade and two Bikes'. */
export function minimumWords(rule: SideDesignRule): string {
  const each = rule.minimums.map((m) => Object.entries(m).map(([k, n]) => label(k as keyof typeof VEHICLES, n)).join(' and '));
  return each.length > 1 ? `${each.slice(0, -1).join(', ')}, or ${each[each.length - 1]}` : each[0];
}

/** The players of the side (`drivers`) who drive none of `vehicles`. */
export const unseated = (vehicles: readonly SideVehicle[], drivers: readonly string[]): string[] => drivers.filter((p) => !vehicles.some((x) => x.driver === p));

/**
 * Judges a side's vehicles for `role` (p88): `drivers` are the players of the side (null: not
 * checked), `nameOf` their names for the messages. Every problem has a code and a message in the
 * rulebook's words. Every player of the side must drive a vehicle (NO_VEHICLE_FOR_PLAYER) when
 * the role can seat them all: a gang can, the Op, one Interceptor, cannot seat two
 * (data/gameSix.ts READINGS.seats).
 */
export function validateSide(role: SideRole, vehicles: SideVehicle[], drivers: readonly string[] | null, rule: SideDesignRule = SIDE_RULES[role], nameOf: (id: string) => string = (id) => id): SideCheck {
  const problems: SideProblem[] = [];
  const cost = vehicles.reduce((a, x) => a + designCost(x.design), 0);
  if (vehicles.length < rule.minVehicles) problems.push({ code: 'NO_VEHICLE', message: `${role === 'op' ? 'The Op needs an Interceptor' : `A gang needs at least ${rule.minVehicles} vehicles`} (${rule.rule})` });
  if (vehicles.length > rule.maxVehicles) problems.push({ code: 'TOO_MANY', message: `${role === 'op' ? 'The Op drives one Interceptor' : `A gang has at most ${rule.maxVehicles} vehicles`} (${rule.rule})` });
  vehicles.forEach((x, i) => {
    const d = x.design;
    if (!rule.kinds.includes(d.kind)) problems.push({ code: 'WRONG_KIND', message: `${d.name || `Vehicle ${i + 1}`}: ${role === 'op' ? 'the Op drives an Interceptor' : 'an outlaw gang drives Renegades and bikes'} (${rule.rule})`, vehicle: i });
    if (d.weapons.length < rule.minWeaponsEach) problems.push({ code: 'NO_WEAPON', message: `${d.name || `Vehicle ${i + 1}`}: each vehicle needs at least one weapon (${rule.rule})`, vehicle: i });
    const check = validateDesign(d, null);
    for (const p of check.problems) problems.push({ code: 'BAD_DESIGN', message: `${d.name || `Vehicle ${i + 1}`}: ${p.message}`, vehicle: i });
    if (drivers && !drivers.includes(x.driver)) problems.push({ code: 'BAD_DRIVER', message: `${d.name || `Vehicle ${i + 1}`}: its driver must be a player of this side`, vehicle: i });
  });
  if (drivers && rule.maxVehicles >= drivers.length)
    for (const p of unseated(vehicles, drivers)) problems.push({ code: 'NO_VEHICLE_FOR_PLAYER', message: `${nameOf(p)} has no vehicle to drive: every player of the side drives one of its vehicles (${rule.rule})` });
  const count = (k: string): number => vehicles.filter((x) => x.design.kind === k).length;
  if (vehicles.length >= rule.minVehicles && !rule.minimums.some((m) => Object.entries(m).every(([k, n]) => count(k) >= n)))
    problems.push({ code: 'UNDER_MINIMUM', message: `The minimum is ${minimumWords(rule)} (${rule.rule})` });
  if (cost > rule.budget) problems.push({ code: 'OVER_BUDGET', message: `Cost ${dollars(cost)} is over the side's budget of ${dollars(rule.budget)} (${rule.rule})` });
  return { ok: problems.length === 0, cost, problems };
}
