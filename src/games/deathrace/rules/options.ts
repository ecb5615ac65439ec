// What the vehicle whose turn it is may do: the pending decision, a finite sample of legal
// commands (random play, fuzzing, the computer; every one passes rules.ts), and the parametric
// actions the UI fills with steppers and drags (validate judges whatever it fills in).
import type { ParamAction } from '../../../engine/contract';
import { footMove, mayWalk } from './crew';
import { CREW_WEAPONS, MODULES, RACES } from './data';
import { byId, saveNeed } from './damage';
import { footGun, footName, footRange, footShotNeed, footTargets } from './foot';
import { meleeOdds } from './melee';
import { activatable, check, mayShoot } from './rules';
import { CREW_PREFIX, crewShots, firstInFront, isWeapon, shots } from './shoot';
import { along, dist, headingTo } from './table';
import { trackOf } from './tracks';
import type { DrCommand, DrPending, DrState, DrTurnFlow, DrVehicle } from './types';

export function drPending(s: DrState): DrPending {
  const f = s.flow;
  if (f.kind === 'over') return { kind: 'over', player: null, vehicle: null, why: f.reason, rule: 'THE POINT SYSTEM', secret: false };
  const v = byId(s, f.vehicle)!;
  if (f.move === 'jump') return { kind: 'jump', player: f.player, vehicle: v.id, why: `${v.name} is at the top of a ramp: roll up to 3D6, adding or subtracting its skill.`, rule: 'RAMPS', secret: false };
  if (f.plates > 0) return { kind: 'activate', player: f.player, vehicle: v.id, why: `${v.name} ran over an activation plate: give one module active status.`, rule: 'WEAPONS AND DEFENSIVE MODULES', secret: false };
  const moveWords = f.move === 'before' || f.move === 'moving' ? ` It may move up to ${f.left}"${f.min > 0 ? `, at least ${f.min}"` : ''}.` : '';
  return { kind: 'act', player: f.player, vehicle: v.id, why: `${v.name}'s turn: shoot, move, shoot.${moveWords}`, rule: 'MOVEMENT', secret: false };
}

const base = (f: DrTurnFlow) => ({ by: f.player, vehicle: f.vehicle });
const ANGLES = [0, -30, 30, -60, 60, -90, 90];

const signed = (a: number): number => Math.round((((a % 360) + 540) % 360) - 180);
const clamp90 = (a: number): number => Math.max(-90, Math.min(90, a));

/** A move along the track's racing line: toward the next point of it, then on toward the one after. */
export function racingMove(s: DrState, v: DrVehicle, f: DrTurnFlow): DrCommand {
  const line = trackOf(s.options.track).line;
  let k = 0;
  for (let i = 1; i < line.length; i++) if (dist(v, line[i]) < dist(v, line[k])) k = i;
  const ahead = Math.abs(signed(headingTo(v, line[k]) - v.heading)) < 90 && dist(v, line[k]) > 6;
  const target = ahead ? line[k] : line[(k + 1) % line.length];
  const after = line[(line.indexOf(target) + 1) % line.length];
  const turn = clamp90(signed(headingTo(v, target) - v.heading));
  const run = Math.round(Math.min(f.left, dist(v, target)) * 1000) / 1000;
  const at = along({ x: v.x, y: v.y, heading: v.heading + turn }, run);
  const turn2 = clamp90(signed(headingTo(at, after) - (v.heading + turn)));
  return { type: 'move', ...base(f), turn, run, turn2, run2: Math.round((f.left - run) * 1000) / 1000 };
}

function moveSample(s: DrState, v: DrVehicle, f: DrTurnFlow): DrCommand[] {
  const b = base(f);
  const L = f.left, m = f.min;
  const lengths = [...new Set([L, (L + m) / 2, Math.max(m, Math.min(L, 10)), m === 0 ? 0 : L].map((x) => Math.round(x * 1000) / 1000))];
  const out: DrCommand[] = [racingMove(s, v, f)];
  for (const run of lengths) for (const turn of ANGLES) out.push({ type: 'move', ...b, turn, run });
  for (const turn2 of [-45, 45, -90, 90]) out.push({ type: 'move', ...b, turn: 0, run: L / 2, turn2, run2: L / 2 });
  return out;
}

const nearest = <T extends { x: number; y: number }>(from: { x: number; y: number }, list: T[]): T | undefined =>
  list.reduce<T | undefined>((a, x) => (!a || dist(from, x) < dist(from, a) ? x : a), undefined);

/**
 * For each crew member on foot of the player that may walk: toward the nearest EVAC point, pick-up
 * and vehicle of its team (to climb in), and the four ways; its shots and charges on other teams.
 */
function footSample(s: DrState, f: DrTurnFlow): DrCommand[] {
  const out: DrCommand[] = [];
  const evac = trackOf(s.options.track).evac;
  const b = base(f);
  for (const p of s.pedestrians) {
    if (p.owner !== f.player) continue;
    for (const kind of new Set(p.items.filter(footGun))) for (const t of footTargets(s, p)) out.push({ type: 'shoot', ...b, pedestrian: p.id, weapon: kind, target: t.id });
    for (const t of s.pedestrians) if (t.owner !== p.owner) out.push({ type: 'charge', ...b, pedestrian: p.id, target: t.id });
    if (!mayWalk(s, p)) continue;
    const m = footMove(p);
    const toward = [nearest(p, evac), nearest(p, s.pickups), nearest(p, s.vehicles.filter((v) => v.owner === p.owner && v.status === 'racing'))];
    for (const e of toward) if (e) out.push({ type: 'walk', ...b, pedestrian: p.id, heading: Math.round(headingTo(p, e)), run: Math.min(m, Math.round(dist(p, e) * 1000) / 1000) });
    for (const heading of [0, 90, 180, 270]) out.push({ type: 'walk', ...b, pedestrian: p.id, heading, run: m });
  }
  return out;
}

export function drLegalCommands(s: DrState): DrCommand[] {
  const f = s.flow;
  if (f.kind === 'over') return [];
  const v = byId(s, f.vehicle)!;
  const track = trackOf(s.options.track);
  const b = base(f);
  const out: DrCommand[] = [];
  if (f.move === 'jump') {
    for (const dice of [1, 2, 3]) for (const skill of ['add', 'subtract'] as const) out.push({ type: 'jump', ...b, dice, skill, fire: null });
    for (const m of v.modules.filter((x) => isWeapon(x) && x.active > 0)) if (firstInFront(s, track, v, m)) out.push({ type: 'jump', ...b, dice: 3, skill: 'add', fire: m.id });
  } else if (f.plates > 0) {
    for (const m of activatable(v)) out.push({ type: 'activate', ...b, module: m.id });
  } else {
    if (mayShoot(f)) {
      for (const { module, targets } of shots(s, track, v)) {
        for (const t of targets) {
          out.push({ type: 'fire', ...b, weapon: module.id, target: t.id, power: 1 });
          if (MODULES[module.kind].variable && module.active > 1) out.push({ type: 'fire', ...b, weapon: module.id, target: t.id, power: module.active });
        }
      }
    }
    if (mayShoot(f)) for (const { kind, targets } of crewShots(s, track, v, f)) for (const t of targets) out.push({ type: 'fire', ...b, weapon: `${CREW_PREFIX}${kind}`, target: t.id, power: 1 });
    for (const p of [...s.pedestrians, ...s.pitCrew]) if (p.owner === v.owner) out.push({ type: 'board', ...b, pedestrian: p.id });
    if (f.move === 'before' || f.move === 'moving') out.push(...moveSample(s, v, f));
    if (f.move === 'before' && f.min > 0) for (const turn of ANGLES) out.push({ type: 'brake', ...b, turn });
    for (const m of v.modules) if (MODULES[m.kind].use === 'dropper') out.push({ type: 'drop', ...b, module: m.id });
    out.push({ type: 'extinguish', ...b }, { type: 'pit', ...b }, { type: 'bail', ...b }, { type: 'end', ...b });
    out.push(...footSample(s, f));
  }
  return out.filter((c) => check(s, c) === null);
}

const param = (name: string, label: string, min: number, max: number, step: number, unit: string, initial: number) => ({ name, label, min, max, step, unit, initial });

export function drActions(s: DrState): ParamAction[] {
  const f = s.flow;
  if (f.kind === 'over') return [];
  const v: DrVehicle = byId(s, f.vehicle)!;
  const track = trackOf(s.options.track);
  const b = base(f);
  const out: ParamAction[] = [];
  const act = (kind: string, label: string, template: Record<string, unknown>, params: ParamAction['params'] = []) => {
    out.push({ kind, label, vehicle: v.id, template: { ...b, ...template }, params });
  };
  if (f.move === 'jump') {
    const dice = param('dice', 'dice', 1, 3, 1, '', 3);
    act('jump', 'Jump, adding skill (the longest jump)', { type: 'jump', skill: 'add', fire: null }, [dice]);
    act('jump', 'Jump, subtracting skill (a shorter drop)', { type: 'jump', skill: 'subtract', fire: null }, [dice]);
    for (const m of v.modules.filter((x) => isWeapon(x) && x.active > 0)) {
      const t = firstInFront(s, track, v, m);
      if (t) act('jump', `Jump and fire the ${MODULES[m.kind].name} at ${t.name}`, { type: 'jump', skill: 'add', fire: m.id }, [dice]);
    }
    return out;
  }
  if (f.plates > 0) {
    for (const m of activatable(v)) act('activate', `Activate the ${MODULES[m.kind].name} (${m.active} active)`, { type: 'activate', module: m.id });
    return out;
  }
  if (f.move === 'before' || f.move === 'moving') {
    const deg = (name: string, label: string) => param(name, label, -180, 180, 5, '°', 0);
    act('move', `Drive (up to ${f.left}"${f.min > 0 ? `, at least ${f.min}"` : ''}; turns over 90° test skill)`, { type: 'move' }, [
      deg('turn', 'turn'), param('run', 'distance', 0, f.left, 0.5, 'in', f.left), deg('turn2', 'then turn'), param('run2', 'then distance', 0, f.left, 0.5, 'in', 0),
    ]);
    if (f.move === 'before' && f.min > 0) act('brake', 'Emergency brake', { type: 'brake' }, [param('turn', 'turn', -90, 90, 5, '°', 0)]);
  }
  if (mayShoot(f)) {
    for (const { module, targets } of shots(s, track, v)) {
      for (const t of targets) {
        const max = MODULES[module.kind].variable ? module.active : 1;
        act('fire', `Fire the ${MODULES[module.kind].name} at ${t.name}`, { type: 'fire', weapon: module.id, target: t.id }, [param('power', 'power', 1, max, 1, '', 1)]);
      }
    }
  }
  for (const c of drLegalCommands(s)) {
    if (c.type === 'drop') act('drop', 'Drop an oil slick', { type: 'drop', module: c.module });
    if (c.type === 'extinguish') act('extinguish', 'Put out the flames', { type: 'extinguish' });
    if (c.type === 'pit') act('pit', 'Pit stop (the whole turn)', { type: 'pit' });
    if (c.type === 'end') act('end', 'End the turn', { type: 'end' });
    if (c.type === 'board') act('board', boardWords(s, v, c.pedestrian), { type: 'board', pedestrian: c.pedestrian });
    if (c.type === 'shoot') act('shoot', shootWords(s, c), { type: 'shoot', pedestrian: c.pedestrian, weapon: c.weapon, target: c.target });
    if (c.type === 'charge') act('charge', chargeWords(s, c), { type: 'charge', pedestrian: c.pedestrian, target: c.target });
    if (c.type === 'fire' && c.weapon.startsWith(CREW_PREFIX)) act('fire', `The crew fire their ${CREW_WEAPONS[c.weapon.slice(CREW_PREFIX.length) as keyof typeof CREW_WEAPONS].name.toLowerCase()} at ${targetName(s, c.target)}`, { type: 'fire', weapon: c.weapon, target: c.target }, [param('power', 'power', 1, 1, 1, '', 1)]);
    if (c.type === 'bail') act('bail', 'The co-driver gets out (a reflex test if the vehicle is moving)', { type: 'bail' });
  }
  for (const p of s.pedestrians) {
    if (p.owner !== f.player || !mayWalk(s, p)) continue;
    const m = footMove(p);
    act('walk', `Move ${footName(s, p)} on foot (up to ${m}", ${RACES[p.race].name})`, { type: 'walk', pedestrian: p.id }, [param('heading', 'direction', 0, 355, 5, '°', 0), param('run', 'distance', 0, m, 0.5, 'in', m)]);
  }
  return out;
}

/** A vehicle's name, or a crew member's on foot. */
function targetName(s: DrState, id: string): string {
  const p = s.pedestrians.find((x) => x.id === id);
  return p ? footName(s, p) : byId(s, id)?.name ?? id;
}

/** The chance of a D6 of `need` or more, whole percent. */
const pct = (need: number): number => Math.round((Math.max(0, Math.min(6, 7 - need)) / 6) * 100);

function boardWords(s: DrState, v: DrVehicle, id: string): string {
  const p = s.pedestrians.find((x) => x.id === id) ?? s.pitCrew.find((x) => x.id === id);
  const who = p ? footName(s, p) : 'the co-driver';
  const from = s.pitCrew.some((x) => x.id === id) ? ' from the pit' : '';
  return p?.vehicle === v.id && !from ? 'The co-driver climbs back in' : `${who} climbs into ${v.name}${from}`;
}

/** A shot on foot in words, with the rules' odds: the range, the D6 to hit, the vehicle's save. */
function shootWords(s: DrState, c: Extract<DrCommand, { type: 'shoot' }>): string {
  const p = s.pedestrians.find((x) => x.id === c.pedestrian)!;
  const w = CREW_WEAPONS[c.weapon];
  const t = footTargets(s, p).find((x) => x.id === c.target)!;
  const need = footShotNeed(s, p, c.weapon, c.target);
  const v = byId(s, c.target);
  const hit = need === null ? 'hits automatically' : `hits on ${need}+ (${pct(need)}%)`;
  const save = v ? saveNeed(v, w.saveMod) : 0;
  const damage = c.weapon === 'guidedMissileLauncher' ? 'D3 damage; one shot only' : 'a point';
  const then = v ? (save > 6 ? `${v.name} has no save: ${damage}` : `${v.name} saves on ${save}+, else ${damage}`) : 'then its reflex test, else the wound roll';
  return `${footName(s, p)} fires the ${w.name.toLowerCase()} on foot at ${t.name}: ${Math.round(footRange(s, p, c.target) * 10) / 10}" (range ${w.range}"), ${hit}; ${then}`;
}

/** A charge in words, with the rules' odds: the attacks, the D6 to hit (the charge's +1 counted) and to wound, who strikes first. */
function chargeWords(s: DrState, c: Extract<DrCommand, { type: 'charge' }>): string {
  const p = s.pedestrians.find((x) => x.id === c.pedestrian)!;
  const t = s.pedestrians.find((x) => x.id === c.target)!;
  const o = meleeOdds(p, t);
  const wound = o.wound === null ? 'cannot wound' : `wounds on ${o.wound}+ (${pct(o.wound)}%)`;
  return `${footName(s, p)} charges ${footName(s, t)} into melee: ${o.attacks} attack${o.attacks > 1 ? 's' : ''}, hits on ${o.hit}+ (${pct(o.hit)}%) with the charge's +1, ${wound}; strikes ${o.first ? 'first' : 'second'} (reflex)`;
}
