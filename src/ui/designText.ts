// Cost and weight of a design in words, with their pages (p80-81, p88): the hover text of every
// design number in the garage and the new-game dialog.
import { TURRET, VEHICLES, WEAPONS, dollars, type DesignCheck, type VehicleDesign } from '../engine';
import { mountLabel } from './names';

const hasTurret = (d: VehicleDesign) => d.weapons.some((w) => w.mount === 'turret');

export function costText(d: VehicleDesign, check: DesignCheck, budget: number | null): string {
  const parts = [`${VEHICLES[d.kind].label} ${dollars(VEHICLES[d.kind].cost)}`, ...(hasTurret(d) ? [`turret ${dollars(TURRET.cost)}`] : []), ...d.weapons.map((w) => `${WEAPONS[w.type].label} on the ${mountLabel(w.mount)} ${dollars(WEAPONS[w.type].cost)}`)];
  return `Cost: ${parts.join(' + ')} = ${dollars(check.cost)} (p80-81).${budget === null ? '' : ` The budget of ${dollars(budget)} pays for the car itself too (p88).`}`;
}

export function weightText(d: VehicleDesign, check: DesignCheck): string {
  const parts = [...(hasTurret(d) ? [`turret ${TURRET.weight}`] : []), ...d.weapons.map((w) => `${WEAPONS[w.type].label} ${WEAPONS[w.type].weight}`)];
  return `Weight: ${parts.join(' + ') || 'nothing fitted'} = ${check.weight} weight points; the ${VEHICLES[d.kind].label} carries at most ${check.payload} (p80).`;
}
