// apply: a command through the door (schema.ts), judged (rules.ts), then carried out on a copy
// of the state; it never mutates its argument and never throws: a refusal is a coded error.
import { bail, pedOf, walk } from './crew';
import { footShoot } from './foot';
import { charge } from './melee';
import { PIT_REPAIR, SLICK_RADIUS } from './data';
import { byId } from './damage';
import { emit, type DrCtx } from './dice';
import { brake, drive, legsOf } from './drive';
import { endTurn, settle } from './flow';
import { jump } from './jump';
import { activatable, check, fullExtinguish } from './rules';
import { parseDrCommand } from './schema';
import { crewFire, crewKind, fire } from './shoot';
import { fwd, round3 } from './table';
import { trackOf } from './tracks';
import type { DrApplied, DrCommand, DrError, DrState, DrVehicle, Location } from './types';

/** A deep copy of plain JSON data. */
export const cloneState = (s: DrState): DrState => JSON.parse(JSON.stringify(s)) as DrState;

/** The door then the rules: the command, or the coded refusal `apply` would give. */
export function judge(s: DrState, input: unknown): { ok: true; command: DrCommand } | { ok: false; error: DrError } {
  const p = parseDrCommand(input);
  if (!p.ok) return p;
  const e = check(s, p.value);
  return e ? { ok: false, error: e } : { ok: true, command: p.value };
}

export function drApply(s: DrState, input: unknown): DrApplied {
  try {
    const j = judge(s, input);
    if (!j.ok) return j;
    const c: DrCtx = { s: cloneState(s), events: [], faces: [] };
    run(c, j.command);
    settle(c);
    // A plate with nothing left to activate is lost (readings.ts `plates`).
    const f = c.s.flow;
    if (f.kind === 'turn' && f.plates > 0 && activatable(byId(c.s, f.vehicle)!).length === 0) f.plates = 0;
    return { ok: true, value: { state: c.s, events: c.events } };
  } catch (e) {
    // Never expected: a bug, reported as a refusal rather than thrown at the caller.
    return { ok: false, error: { code: 'ILLEGAL', message: `internal error: ${e instanceof Error ? e.message : String(e)}` } };
  }
}

function pitStop(c: DrCtx, v: DrVehicle): void {
  // "replenish the health of your vehicles wheels, if they have any, and the health of your crew";
  // "Tracked and Hover vehicles may not replenish the health of their WHEEL/TRACK/HOVERJET section".
  const repaired: Partial<Record<Location, number>> = {};
  let budget = PIT_REPAIR;
  for (const l of (v.drive === 'wheeled' ? ['crew', 'drive'] : ['crew']) as Location[]) {
    const n = Math.min(budget, 3 - v.damage[l]);
    if (n <= 0) continue;
    v.damage[l] += n;
    repaired[l] = n;
    budget -= n;
  }
  emit(c, { type: 'pitStop', vehicle: v.id, repaired, rule: 'PIT STOPS', reading: 'pit' });
}

function run(c: DrCtx, cmd: DrCommand): void {
  const f = c.s.flow;
  if (f.kind !== 'turn') return;
  const v = byId(c.s, f.vehicle)!;
  const track = trackOf(c.s.options.track);
  switch (cmd.type) {
    case 'move': return drive(c, track, v, f, legsOf(cmd));
    case 'brake': return brake(c, track, v, f, cmd.turn);
    case 'jump': return jump(c, track, v, f, cmd.dice, cmd.skill, cmd.fire);
    case 'fire': {
      f.shots = f.move === 'before' ? 'before' : 'after';
      const kind = crewKind(cmd.weapon);
      return kind ? crewFire(c, v, f, kind, cmd.target, false) : fire(c, v, cmd.weapon, cmd.target, cmd.power);
    }
    case 'activate': {
      const m = v.modules.find((x) => x.id === cmd.module)!;
      m.active += 1;
      f.plates -= 1;
      emit(c, { type: 'activated', vehicle: v.id, module: m.id, active: m.active, rule: 'WEAPONS AND DEFENSIVE MODULES' });
      return;
    }
    case 'drop': {
      const m = v.modules.find((x) => x.id === cmd.module)!;
      m.active -= 1;
      const back = fwd(v.heading);
      const gap = 2 + SLICK_RADIUS + 0.5;
      const slick = { id: `slick${c.s.nextId++}`, x: round3(v.x - back.x * gap), y: round3(v.y - back.y * gap), by: v.id };
      c.s.slicks.push(slick);
      emit(c, { type: 'slickDropped', vehicle: v.id, slick: slick.id, x: slick.x, y: slick.y, rule: 'WEAPONS AND DEFENSIVE MODULES', reading: 'oilSlick' });
      return;
    }
    case 'extinguish': {
      const full = fullExtinguish(f);
      const out = full ? v.fire : v.fire.filter((l) => l === 'crew');
      v.fire = v.fire.filter((l) => !out.includes(l));
      emit(c, { type: 'extinguished', vehicle: v.id, locations: out, rule: 'VEHICLES ON FIRE', reading: 'fire' });
      if (full) endTurn(c);
      return;
    }
    case 'pit':
      pitStop(c, v);
      return endTurn(c);
    case 'end':
      return endTurn(c);
    case 'bail':
      f.crewActed = true;
      return bail(c, track, v, f);
    case 'board': {
      // From the track, or from the pit where an EVAC point sent it (readings.ts `reboard`).
      const p = pedOf(c.s, cmd.pedestrian) ?? c.s.pitCrew.find((x) => x.id === cmd.pedestrian)!;
      c.s.pedestrians = c.s.pedestrians.filter((x) => x !== p);
      c.s.pitCrew = c.s.pitCrew.filter((x) => x !== p);
      v.crewOut = false;
      f.crewActed = true;
      v.crewWeapons.push(...p.items);
      emit(c, { type: 'boarded', vehicle: v.id, pedestrian: p.id, weapons: p.items, rule: 'CREW RULES', reading: 'reboard' });
      return;
    }
    case 'shoot':
      return footShoot(c, pedOf(c.s, cmd.pedestrian)!, cmd.weapon, cmd.target);
    case 'charge':
      return charge(c, track, pedOf(c.s, cmd.pedestrian)!, pedOf(c.s, cmd.target)!);
    case 'walk':
      return walk(c, track, pedOf(c.s, cmd.pedestrian)!, cmd.heading, cmd.run);
  }
}
