// The condition badges of a record sheet, each with its rule (p17-58). Read from the state.
import { WEAPONS, type VehicleState } from '../engine';

export interface Condition {
  id: string;
  label: string;
  text: string;
  /** Warning red for what takes the car out of the fight, hazard yellow for the rest. */
  severe: boolean;
}

export function conditions(v: VehicleState): Condition[] {
  const out: Condition[] = [];
  const add = (on: boolean, id: string, label: string, text: string, severe = false) => {
    if (on) out.push({ id, label, text, severe });
  };
  add(v.status === 'crashed', 'crashed', 'Crashed', 'Crashed: removed from play (p52, p58).', true);
  add(v.status === 'leftPlay', 'leftPlay', 'Left play', 'Left the track: out of the game (p75).', true);
  add(v.status === 'finished', 'finished', 'Finished', 'Crossed the finish line (p87).');
  add(v.outOfControl, 'outOfControl', 'Out of control', 'Out of control: no actions; a control loss test at the start of each move (p17, p42).', true);
  add(v.spin !== null, 'spinning', 'Spinning', 'Spinning: moves by the spin template until it stops or regains control (p44).', true);
  add(v.forcedSkid !== null, 'forcedSkid', 'Skid due', 'Lost a sideswipe: its next skid is forced (p57).');
  add(v.regainAfterMove, 'regaining', 'Regaining', 'Regains control at the end of this move (p42).');
  add(v.wreck, 'wreck', 'Wreck', 'A wreck: an obstacle on the road (p35, p57).', true);
  add(v.rolled, 'rolled', 'Rolled', 'Rolled over (p46).', true);
  add(v.noDriver, 'noDriver', 'No driver', 'No driver: out of control, +2 to control loss tests, cannot shoot (p34).', true);
  add(v.engineDisabled, 'engineDisabled', 'Engine disabled', 'Engine disabled: no acceleration; the car slows to a halt (p34).', true);
  add(v.terminal, 'terminal', 'Terminal damage', 'Terminal damage: the damage track is used up (p35).', true);
  add(v.exploded, 'exploded', 'Exploded', 'Exploded (p35).', true);
  add(v.fuelLeak, 'fuelLeak', 'Fuel leak', 'Fuel leak: may disable the engine at the end of a turn (p35).');
  add(v.splitTyre, 'splitTyre', 'Split tyre', 'Split tyre: may shred (p34).');
  add(v.brokenAxle, 'brokenAxle', 'Broken axle', 'Broken axle: a hazard roll above 40 mph (p34, p38).');
  add(v.tyresDestroyed > 0, 'tyres', `Tyres lost: ${v.tyresDestroyed}`, 'Tyres destroyed: handling lost and a hazard roll above 20 mph (p34, p38).');
  // Only worth saying for a car that carries a turret or a laser.
  add(v.turretOff && v.weapons.some((w) => w.mount === 'turret'), 'turretOff', 'Turret off', 'Turret disabled (p35).');
  add(v.lasersOff && v.weapons.some((w) => WEAPONS[w.type]?.laser), 'lasersOff', 'Lasers off', 'Lasers have no power (p34).');
  return out;
}
