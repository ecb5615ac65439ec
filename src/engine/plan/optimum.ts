// Optimum speed (p41): the fastest a driver can take a hazard at and still be sure not to lose
// control, even rolling a 6. Worked out from the hazard table itself (data/tables.ts), so it
// moves with it.
import { excessSpeed, hazardResult } from '../data/tables';

/** The highest speed at which d6 = 6 + excess speed − optimum control is still no control loss (p38, p41). At the limit itself no roll is taken. */
export function optimumSpeed(limit: number, optimumControl: number): number {
  let mph = limit;
  // Every 10 mph (or part) adds 1; no hazard is worth more than 20 steps of 10 mph above its limit.
  for (let step = 0; step < 200 && hazardResult(6 + excessSpeed(mph + 1, limit) - optimumControl) !== 'controlLoss'; step++) mph++;
  return mph;
}
