// Small rule tables. Values the book leaves to its components are marked and listed in
// docs/assumptions.md.

/** Speed factor (p12): mph / 20 rounded up; 0 when stationary. */
export function speedFactor(mph: number): number {
  return mph <= 0 ? 0 : Math.ceil(mph / 20);
}

/** Hazard roll results (p38): total 0 or less OK, 1-4 panic brake (5 mph x total), 5+ control loss. */
export function hazardResult(total: number): 'ok' | 'panicBrake' | 'controlLoss' {
  if (total <= 0) return 'ok';
  if (total <= 4) return 'panicBrake';
  return 'controlLoss';
}

/** A panic brake slows the car by this many mph for each point of the hazard roll's total (p38). */
export const PANIC_BRAKE_STEP = 5;

/** Excess-speed modifier (p38): +1 for every 10 mph, or part of 10, over the limit. */
export function excessSpeed(speed: number, limit: number): number {
  return speed <= limit ? 0 : Math.ceil((speed - limit) / 10);
}

/** Car control-loss results (p42). */
export function controlLossResult(total: number): 'regain' | 'skidRegain' | 'skid' | 'spin' | 'roll' {
  if (total <= 1) return 'regain';
  if (total <= 3) return 'skidRegain';
  if (total <= 5) return 'skid';
  if (total <= 7) return 'spin';
  return 'roll';
}

/**
 * Spin template (p44). ASSUMPTION (the printed template is not in the text; docs/assumptions.md gives one
 * player's transcription): d6 + speed factor -> rotation in 45-degree steps and speed deduction.
 */
export const SPIN_TEMPLATE: { upTo: number; steps: number; speedLoss: number }[] = [
  { upTo: 3, steps: 1, speedLoss: 20 },
  { upTo: 5, steps: 2, speedLoss: 20 },
  { upTo: 7, steps: 3, speedLoss: 20 },
  { upTo: 8, steps: 4, speedLoss: 30 },
  { upTo: 9, steps: 5, speedLoss: 40 },
  { upTo: 10, steps: 6, speedLoss: 40 },
  { upTo: 11, steps: 7, speedLoss: 40 },
  { upTo: Infinity, steps: 8, speedLoss: 40 },
];

export function spinTemplate(total: number): { steps: number; speedLoss: number } {
  const row = SPIN_TEMPLATE.find((r) => total <= r.upTo) ?? SPIN_TEMPLATE[SPIN_TEMPLATE.length - 1];
  return { steps: row.steps, speedLoss: row.speedLoss };
}

/** Safety limits (p38 list). */
export const SAFETY_LIMITS = {
  sideswipeNeckAndNeckLoser: 40,
  sideswipeOpposedWinner: 40,
  sideswipeOpposedLoser: 20,
  shunt: 40,
  drift: 80,
  uTurn: 10,
  uTurnControlLoss: 31,
  /** p38 list: "Dodge (bikes only): 40mph"; p64. */
  dodge: 40,
  oilStraight: 60,
  oilOther: 30,
  mines: 50,
  minesDouble: 30,
  smoke: 60,
  sand: 30,
  debris: 10,
  railroad: 60,
  shatteredScreen: 30,
  brokenAxle: 40,
  tyreDestroyed: 20,
  explodingWeapon: 30,
  explodingEngine: 50,
  explodingFuel: 30,
  driverHurt: 40,
  driverInjured: 20,
} as const;

/** Crash facing (p32). */
export function crashFacing(d: number): 'roof' | 'left' | 'right' | 'front' {
  if (d <= 2) return 'roof';
  if (d === 3) return 'left';
  if (d === 4) return 'right';
  return 'front';
}
