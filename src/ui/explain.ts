// Tooltip texts for the record sheet (p83): every number says what it is, where it comes from
// and the page of its rule. Values come from the engine's state and helpers.
import { adverseControl, optimumControl, speedFactor, WEAPONS, type VehicleState, type WeaponState } from '../engine';
import { mountLabel } from './names';
import { safe } from './safe';

export function speedText(v: VehicleState): string {
  return `Speed ${v.speed} mph. Each phase it may rise by up to the acceleration or fall by up to the braking characteristic (p11, p15-16).`;
}

export function speedFactorText(speed: number): string {
  const sf = safe(() => speedFactor(speed), 0);
  if (sf === 0) return 'Speed factor 0: stationary. Does not move; may shoot direct-fire weapons or lay smoke, or move off in phase 1 (p8, p15).';
  const phases = sf === 1 ? 'Moves in phase 1 only' : `Moves in phases 1-${sf}`;
  return `Speed factor ${sf}: ${speed} mph / 20, rounded up (p11). ${phases} (p12).`;
}

export function damageText(v: VehicleState): string {
  return `Damage ${v.damage} of ${v.damageMax} points left. Each hit crosses off its damage roll minus armour (p28); at 0 the car suffers terminal damage (p35).`;
}

export function damageBoxText(box: number, v: VehicleState, levels: number[]): string {
  const lost = box > v.damage ? ' Crossed off.' : '';
  if (!levels.includes(box)) return `Damage box ${box}.${lost}`;
  const taken = !v.levelsLeft.includes(box);
  return `Damage level ${box}: falling below it costs 10 mph of maximum speed, 3 mph of acceleration and 1 handling (p28).${taken ? ' Already taken.' : ''}${lost}`;
}

export const armourText = (v: VehicleState): string => `Armour ${v.armour}: subtracted from every damage roll (p28).`;

export const maxSpeedText = (v: VehicleState): string =>
  `Maximum speed ${v.maxSpeed} mph: no acceleration may take the car above it (p15); each damage level passed lowers it by 10 mph (p28).`;

export function accelerationText(v: VehicleState): string {
  const zero = v.acceleration <= 0 ? ' At 0 the engine cannot push the car: it slows by 5 mph after each move (p15).' : '';
  return `Acceleration ${v.acceleration} mph: the most one accelerate action adds (p15); each damage level passed costs 3 mph (p28).${zero}`;
}

export function brakingText(v: VehicleState): string {
  const left = Math.max(0, v.braking - v.brakeUsed);
  return `Braking ${v.braking} mph: the most the car can slow in one phase, brake actions and panic brakes together (p16, p41). Used: ${v.brakeUsed} mph, so ${left} mph is left for panic brakes (p41). Never below 5 mph (p16).`;
}

export const handlingText = (v: VehicleState): string =>
  `Handling ${v.handling}: the car's grip (p40). Lowered by damage levels (p28), oil hits (p30) and tyre criticals (p34); at 0 the car loses control (p40).`;

export const driveSkillText = (v: VehicleState): string =>
  `Drive skill ${v.driveSkill}: the driver's ability (p40). At 0 the driver is unconscious; below 0 the car has no driver (p40, p34).`;

export function optimumText(v: VehicleState): string {
  const o = safe(() => optimumControl(v), Math.max(v.handling, v.driveSkill));
  return `Optimum control ${o}: the higher of handling (${v.handling}) and drive skill (${v.driveSkill}); subtracted from hazard rolls (p38, p40).`;
}

export function adverseText(v: VehicleState): string {
  const a = safe(() => adverseControl(v), Math.min(v.handling, v.driveSkill));
  return `Adverse control ${a}: the lower of handling (${v.handling}) and drive skill (${v.driveSkill}); subtracted from control loss tests (p40, p42).`;
}

export const oilHitsText = (v: VehicleState): string =>
  `Oil hits ${v.oilHits}: each drive through oil costs 1 handling, at most 2 in all (p30).`;

export const dummiesText = (v: VehicleState): string =>
  `Dummy markers left: ${v.dummies}. Laid face down like real passives; turned over and removed when a car runs over them (p22).`;

export function weaponText(w: WeaponState): string {
  const p = WEAPONS[w.type];
  if (!p) return w.type;
  if (p.passive) return `${p.label}: lays a ${p.passive} marker in the two lanes behind the car (p22, p30); ${p.shots} markers when full (p83-84).`;
  return `${p.label}: range ${p.range} spaces, accuracy ${p.accuracy >= 0 ? '+' : ''}${p.accuracy}, damage +${p.damage}${p.he ? ' HE' : ''} (p26, p28, p83-84).`;
}

export function ammoText(w: WeaponState): string {
  const p = WEAPONS[w.type];
  if (w.ammo === null) return 'No ammunition: a laser fires once per turn (p83).';
  return `Shots left: ${w.ammo}${p?.shots ? ` of ${p.shots}` : ''} (p83-84).`;
}

const STATUS: Record<WeaponState['status'], string> = {
  ok: 'Working.',
  damaged: 'Damaged: accuracy -2 and it may jam on each shot (p35).',
  jammed: 'Jammed: cannot fire (p35).',
  linkSevered: 'Command link severed: the weapon is unharmed but cannot be operated, so it cannot fire (p35).',
  destroyed: 'Destroyed (p35).',
};

export const statusText = (w: WeaponState): string =>
  STATUS[w.status] + (w.lockedOn ? ' Locked on: lays a marker every phase it moves (p23).' : '');

export const criticalsText = (v: VehicleState): string =>
  `Critical hits taken: ${v.criticals.length}. A natural six on a damage roll causes one, whatever the armour (p28, p32); results on p34-35.`;

export function linkText(v: VehicleState, w: WeaponState): string {
  const others = v.weapons.filter((o) => o !== w && o.link === w.link && o.type === w.type);
  const with_ = others.length ? ` with the ${others.map((o) => mountLabel(o.mount)).join(', ')}` : '';
  return `Linked${with_}: a shoot action fires all of them, each shot rolled and its damage worked out in turn (p82).`;
}
