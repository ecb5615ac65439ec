// Which handling a bike tests against (p64-71, "Bike Hazard and Control Loss Tests"; cited p64 as
// the chapter gives no finer page). "Bikes test against their full handling characteristic for
// manoeuvres and curves. Bikes taking hazard rolls for any other reason have their handling
// characteristic reduced by 3 for that test ... The list below details the tests when the bike is
// forced to test against reduced handling: HE hits; oil on curves (and straights if the rider
// adjusted speed earlier in the phase); critical hits; mine hits; debris; sand on curves;
// collisions." Cars always use their handling; this table is only read for bikes.
//
// ASSUMPTION (p64): the list is read as the complete list of reduced-handling tests, since it
// names the conditions under which oil and sand count ("sand on curves"), which "any other
// reason" would make pointless. So smoke, sand on a straight, oil on a straight run and the
// railroad crossing use full handling. Oil: the 30 mph test (off a straight run, p30, or after a
// panic brake in the phase) is the reduced one. Tests caused by a critical that last (a destroyed
// tyre's maximum speed) are critical-hit tests. The sideswipe test uses full handling, reduced
// when the rider is out of control ("riders of bikes which are out of control use reduced
// handling"). Control-loss tests compare drive skill with full handling ("adverse control is
// determined by comparing the rider's drive skill and the bike's full handling").

export const HAZARD_KINDS = [
  'manoeuvre',
  'curve',
  'smoke',
  'oil',
  'oilOffStraight',
  'he',
  'critical',
  'mines',
  'debris',
  'sand',
  'sandOnCurve',
  'railroad',
  'collision',
  'sideswipeTest',
  'sideswipeTestOutOfControl',
  'controlLoss',
  'overlap',
] as const;
export type HazardKind = (typeof HAZARD_KINDS)[number];

export type BikeHandling = 'full' | 'reduced';

/** How much a bike's handling drops for the reduced-handling tests (p64). */
export const BIKE_REDUCED_HANDLING = 3;

/** The one table: which handling a bike uses for each kind of test (p64). */
export const BIKE_HANDLING: Record<HazardKind, BikeHandling> = {
  manoeuvre: 'full',
  curve: 'full',
  smoke: 'full',
  oil: 'full',
  oilOffStraight: 'reduced',
  he: 'reduced',
  critical: 'reduced',
  mines: 'reduced',
  debris: 'reduced',
  sand: 'full',
  sandOnCurve: 'reduced',
  railroad: 'full',
  collision: 'reduced',
  sideswipeTest: 'full',
  sideswipeTestOutOfControl: 'reduced',
  controlLoss: 'full',
  // ASSUMPTION (docs/assumptions.md): riding in another bike's lane is not a collision (p64) nor in the list.
  overlap: 'full',
};
