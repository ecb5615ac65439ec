// Whether a command (already through the door) may be taken now: the one judge that `validate`,
// `apply` and the sampled list all use, so they cannot disagree. It rolls no die.
import { polygonDistance } from '../../../engine/polygon';
import { exitSpot, footMove, halted, mayWalk, pedOf } from './crew';
import { canFootShoot } from './foot';
import { canCharge } from './melee';
import { BOARD_REACH, BRAKE_BEYOND, FREE_TURN, LOCATION_POINTS, MAX_ACTIVE, MODULES } from './data';
import { byId } from './damage';
import { brakeObstacle, legsOf, pathLength } from './drive';
import { canTarget, crewCanFire, crewKind, firstInFront, isWeapon } from './shoot';
import { base, footprint, inRect } from './table';
import { trackOf } from './tracks';
import type { Track } from './tracks';
import type { DrCommand, DrError, DrPedestrian, DrState, DrTurnFlow, DrVehicle } from './types';

const EPS = 1e-9;
const no = (message: string): DrError => ({ code: 'ILLEGAL', message });

/** "shooting ... may be done before moving, or after, but not during" (readings.ts `turn`). */
export function mayShoot(f: DrTurnFlow): boolean {
  return (f.move === 'before' && (f.shots === 'none' || f.shots === 'before')) || (f.move === 'after' && (f.shots === 'none' || f.shots === 'after'));
}

export const activatable = (v: DrVehicle) => v.modules.filter((m) => MODULES[m.kind].use !== 'always' && m.active < MAX_ACTIVE);

/** Points the pit can give back: the crew, and the wheels of a wheeled vehicle ("PIT STOPS"). */
export const repairable = (v: DrVehicle): number =>
  LOCATION_POINTS - v.damage.crew + (v.drive === 'wheeled' ? LOCATION_POINTS - v.damage.drive : 0);

/** Whether every flame can be put out this turn (it has not moved or shot and need not move). */
export const fullExtinguish = (f: DrTurnFlow): boolean => f.move === 'before' && f.shots === 'none' && f.min === 0;

/** A crew member on foot of the player's team, or the refusal. */
function mine(s: DrState, id: string, player: string): DrPedestrian | DrError {
  const p = pedOf(s, id);
  return p && p.owner === player ? p : no('that is not a crew member of yours on foot');
}

/**
 * Why a co-driver may not climb into `v` now, or null: "allow them to access their second vehicle
 * (if they haven't already blown it up...)": a halted vehicle of its team with no co-driver aboard,
 * within 1" of it on the track, or standing in the pit it waits in (readings.ts `reboard`).
 */
function boardRefusal(s: DrState, track: Track, v: DrVehicle, f: DrTurnFlow, id: string): DrError | null {
  const onFoot = pedOf(s, id);
  const p = onFoot ?? s.pitCrew.find((x) => x.id === id);
  if (!p || p.owner !== v.owner) return no('only a co-driver of its team climbs in');
  if (!v.crewOut) return no('it has a co-driver aboard');
  if (f.crewActed) return no('a co-driver got out or climbed in this turn already');
  if (!halted(v, f)) return no('the vehicle must have come to a halt');
  if (!onFoot) return inRect(v, track.pit) ? null : no('the co-driver waits in the pit: the vehicle must stand in it');
  return polygonDistance(base(p), footprint(v)) <= BOARD_REACH ? null : no(`the co-driver must be within ${BOARD_REACH}" of it`);
}

export function check(s: DrState, c: DrCommand): DrError | null {
  const f = s.flow;
  if (f.kind === 'over') return { code: 'GAME_OVER', message: 'the race is over' };
  if (c.by !== f.player) return { code: 'NOT_YOUR_DECISION', message: `it is ${s.players.find((p) => p.id === f.player)?.name ?? f.player}'s turn` };
  if (c.vehicle !== f.vehicle) return no(`it is ${f.vehicle}'s turn, not ${c.vehicle}'s`);
  const v = byId(s, f.vehicle)!;
  const track = trackOf(s.options.track);
  if (f.plates > 0 && f.move !== 'jump' && c.type !== 'activate') return no('an activation plate was run over: assign its active status first');
  if (f.move === 'jump' && c.type !== 'jump') return no('the vehicle is at the top of a ramp: it jumps');
  const mod = (id: string) => v.modules.find((m) => m.id === id);
  switch (c.type) {
    case 'move': {
      if (f.move !== 'before' && f.move !== 'moving') return no('the vehicle has moved this turn');
      const length = pathLength(legsOf(c));
      if (length > f.left + EPS) return no(`the move is ${length}" and only ${f.left}" are left`);
      if (length < f.min - EPS) return no(`it moved over 20" last turn: it must move at least ${f.min}" more`);
      return null;
    }
    case 'brake': {
      if (f.move !== 'before' || f.min <= 0) return no('the emergency brake is for a vehicle that must move 10"');
      if (Math.abs(c.turn) > FREE_TURN) return no('the brake allows a turn of 90 degrees at most');
      const ob = brakeObstacle({ s }, track, v, c.turn, f.min);
      if (!ob) return no(`no stationary obstacle lies within the mandatory ${f.min}"`);
      if (ob.d <= BRAKE_BEYOND) return no('the obstacle is 6" away or less: too close to brake');
      return null;
    }
    case 'jump': {
      if (c.fire === null) return null;
      if (f.shots !== 'none') return no('the vehicle has already shot this turn');
      const m = mod(c.fire);
      if (!m || !isWeapon(m) || m.active < 1 || v.damage.weapons === 0) return no('that weapon is not active');
      return firstInFront(s, track, v, m) ? null : no('no vehicle in front is in range');
    }
    case 'fire': {
      if (!mayShoot(f)) return no(f.move === 'moving' ? 'no shooting during the move' : 'the vehicle has used its shooting this turn');
      const kind = crewKind(c.weapon);
      if (kind) {
        if (c.power !== 1) return no('a crew weapon fires at power 1');
        return crewCanFire(s, track, v, f, kind, c.target) ? null : no('the crew cannot fire that at that target now');
      }
      const m = mod(c.weapon);
      if (!m || !isWeapon(m)) return no('that is not one of its weapons');
      if (v.damage.weapons === 0) return no('its weapons are destroyed');
      if (c.power > 1 && !MODULES[m.kind].variable) return no('only a variable power weapon fires at more than 1 power');
      if (m.active < c.power) return no(`the ${MODULES[m.kind].name} has ${m.active} active status`);
      return canTarget(s, track, v, m, c.target) ? null : no('that target is out of range or out of sight');
    }
    case 'activate': {
      if (f.plates === 0) return no('no activation plate to assign');
      const m = mod(c.module);
      return m && activatable(v).includes(m) ? null : no('that module cannot take more active status');
    }
    case 'drop': {
      const m = mod(c.module);
      return m && MODULES[m.kind].use === 'dropper' && m.active > 0 ? null : no('no active dropper');
    }
    case 'extinguish':
      if (v.fire.length === 0) return no('the vehicle is not on fire');
      return fullExtinguish(f) || v.fire.includes('crew') ? null : no('only the crew compartment can be put out once the vehicle has moved or shot');
    case 'pit':
      if (f.move !== 'before' || f.shots !== 'none' || f.min > 0) return no('a pit stop takes the whole turn, standing');
      if (!inRect(v, track.pit)) return no('the vehicle is not in the pit');
      return repairable(v) > 0 ? null : no('nothing the pit can repair');
    case 'end':
      if (f.move === 'after') return null;
      return f.min > 0 ? no(`it must move at least ${f.min}" more`) : null;
    case 'bail':
      if (v.crewOut) return no('its co-driver has already left it');
      if (f.crewActed) return no('the co-driver got out or climbed in this turn already');
      return exitSpot(s, track, v) ? null : no('there is no room to get out');
    case 'board':
      return boardRefusal(s, track, v, f, c.pedestrian);
    case 'walk': {
      const p = mine(s, c.pedestrian, f.player);
      if ('code' in p) return p;
      if (!mayWalk(s, p)) return no(p.walked >= s.round ? 'it has moved this round' : `it is ${p.status === 'stunned' ? 'stunned' : 'knocked over'}`);
      return c.run <= footMove(p) ? null : no(`a crew member on foot moves up to ${footMove(p)}" (its race's M)`);
    }
    case 'shoot': {
      const p = mine(s, c.pedestrian, f.player);
      if ('code' in p) return p;
      return canFootShoot(s, track, p, c.weapon, c.target) ? null : no('it cannot fire that at that target now (a gun it carries, once a round, up, in range, the line clear)');
    }
    case 'charge': {
      const p = mine(s, c.pedestrian, f.player);
      if ('code' in p) return p;
      const t = pedOf(s, c.target);
      return t && canCharge(s, track, p, t) ? null : no('it cannot charge that crew member now (another team\'s, within its M, the way clear, once a round)');
    }
  }
}
