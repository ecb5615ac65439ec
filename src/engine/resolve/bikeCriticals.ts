// The bike chapter's own bodywork and wheels results (p64-71). Weapons, rider and fuel holes are
// as for cars; engine rows 1-2 and the fuel explosion differ only in numbers (criticals.ts).
import { BIKE_BODYWORK_TABLE, BIKE_RULE, BIKE_THRESHOLDS as T, BIKE_WHEELS_TABLE, CRITICAL_EFFECTS as E } from './criticalTables';
import { bikeLinkSevered } from './criticalWeapons';
import { wasted, type Outcome, type Resolver } from './criticalTypes';
import { halveBraking, lowerCharacteristic, setCharacteristic } from './characteristics';
import { destroyTyre } from './conditions';
import { emit } from '../core/ctx';
import { speedFactor } from '../data/tables';

export function bikeBodywork(r: Resolver): Outcome {
  const { ctx, v } = r;
  const result = BIKE_BODYWORK_TABLE[r.roll() - 1];
  switch (result) {
    case 'transmission': {
      const d = r.roll();
      if (d + r.damage < T.transmission) return wasted('bodywork', result, `${d} + ${r.damage} is under ${T.transmission}`);
      return { location: 'bodywork', result, detail: `${d} + ${r.damage}: acceleration 0`, apply: () => setCharacteristic(ctx, v, 'acceleration', 0, 'transmission hit', BIKE_RULE) };
    }
    case 'clutchCable': {
      // ASSUMPTION (p64-71): "cannot exceed its current speed factor" caps maximum speed at the top
      // of the current speed factor (20 mph per factor), at least speed factor 1 so it can still move.
      const cap = 20 * Math.max(1, speedFactor(v.speed));
      return { location: 'bodywork', result, detail: `maximum speed capped at ${cap} mph`, apply: () => setCharacteristic(ctx, v, 'maxSpeed', Math.min(v.maxSpeed, cap), 'clutch cable hit', BIKE_RULE) };
    }
    case 'fuelLine':
      return { location: 'bodywork', result, detail: 'leaking fuel', apply: () => void (v.fuelLeak = true) };
    case 'brakeCable':
      return { location: 'bodywork', result, detail: 'braking halved', apply: () => halveBraking(ctx, v, 'brake cable hit', BIKE_RULE) };
    case 'weaponLinkSevered':
      return bikeLinkSevered(r);
    case 'acceleratorCable':
      return { location: 'bodywork', result, detail: 'acceleration 0', apply: () => setCharacteristic(ctx, v, 'acceleration', 0, 'accelerator cable hit', BIKE_RULE) };
  }
}

export function bikeWheels(r: Resolver, loc: 'frontWheels' | 'rearWheels'): Outcome {
  const { ctx, v } = r;
  const result = BIKE_WHEELS_TABLE[r.roll() - 1];
  switch (result) {
    case 'brakeCable':
      return { location: loc, result, detail: 'braking halved', apply: () => halveBraking(ctx, v, 'brake cable hit', BIKE_RULE) };
    case 'wheelBearing': {
      const d = r.roll();
      if (d + r.damage < T.wheelBearing) {
        return { location: loc, result, detail: `${d} + ${r.damage}: the bearing holds, handling -1`, apply: () => lowerCharacteristic(ctx, v, 'handling', E.bearingHandling, 'wheel bearing hit', BIKE_RULE) };
      }
      const crashes = v.speed >= E.wheelOffCrashSpeed;
      return {
        location: loc,
        result: 'wheelOff',
        detail: `${d} + ${r.damage}: a wheel falls off; ${crashes ? 'the bike crashes' : 'it rolls on its next move'}`,
        apply: () => {
          if (crashes) wheelOffCrash(r);
          else v.rollsNextMove = true;
        },
      };
    }
    case 'splitTyre':
      if (v.splitTyre) return wasted(loc, result, 'a tyre is already split');
      return { location: loc, result, detail: 'a tyre is split', apply: () => void (v.splitTyre = true) };
    case 'tyreDestroyed':
      return { location: loc, result, detail: 'handling -2, maximum speed down, hazard roll at 20 mph', apply: () => r.hazards.push(...destroyTyre(ctx, v, 'tyre destroyed')) };
  }
}

/**
 * A wheel off at 81 mph or more (p64-71): the bike crashes and leaves play, taking crash damage
 * as p58 when crash damage is in use. This mirrors movement.crash rather than importing it: the
 * movement and spin modules import damage, and pulling them into the critical-hit graph breaks
 * the module mocks other rule tests rely on. The rider's road damage (p64) comes through the
 * resolver, under the same option as crash.ts rolls it.
 */
function wheelOffCrash(r: Resolver): void {
  const { ctx, v } = r;
  emit(ctx, { type: 'crash', vehicle: v.id, cause: 'a wheel fell off', rule: BIKE_RULE, dice: [] });
  if (ctx.s.options.crashDamage) {
    const sf = speedFactor(v.speed);
    r.roadDamage(sf);
    for (let i = 0; i < sf; i++) r.resolveHit(ctx, v.id, { damage: sf, he: false, source: 'crash', facing: 'crash', rule: 'p58' }, null);
  }
  v.status = 'crashed';
  v.speed = 0;
}
