// The road-gang engine's API, shaped as Dark Future's (docs/architecture.md "The engine's contract"): `pending` says
// whose decision it is and why, `legalCommands` lists every command offered, `apply` takes one
// (checked at the door, then against the offered list) and never mutates or throws.
import type { Result } from '../types';
import { ARMORED_TRAIN, equipmentOf, READINGS, ROAD_LENGTH } from './data';
import { roller, rollUses } from './dice';
import { emit, nextPhase, readyVehicles, settle, startRound, startTurn, type RgCtx } from './flow';
import { attack, avoid } from './melee';
import { fire } from './missile';
import { moveOptions, phaseOptions, turnVehicle } from './options';
import { drop, move, rollRide, transfer } from './ride';
import { parseRgCommand } from './schema';
import { copyRgState } from './copy';
import { designate, makeVehicle } from './setup';
import { byId, isTrain } from './stats';
import type { RgApplied, RgCommand, RgError, RgPending, RgState } from './types';

const name = (s: RgState, player: string) => s.players.find((p) => p.id === player)?.name ?? player;

export function rgPending(s: RgState): RgPending {
  const f = s.flow;
  const base = { secret: false as const };
  switch (f.kind) {
    case 'over':
      return { ...base, kind: 'over', player: null, vehicle: null, why: f.reason, rule: 'Victory' };
    case 'slowGang':
      return { ...base, kind: 'slowGang', player: slowGangChooser(s), vehicle: null, why: `Look at the opposing vehicles and agree who is the Slow Gang (it must get three vehicles home; the other, the Fast Gang, must stop it). The engine suggests ${name(s, f.suggested)}: ${f.reason}. ${name(s, slowGangChooser(s))} enters what the players agree.`, rule: 'Victory' };
    case 'train':
      return { ...base, kind: 'train', player: s.slowGang, vehicle: null, why: `${name(s, s.slowGang)} leads the Slow Gang and may take the armored train instead of two vehicles.`, rule: 'Armored train' };
    case 'place': {
      const v = s.vehicles.find((x) => x.gang === s.fastGang && x.segment === 0)!;
      return { ...base, kind: 'place', player: s.fastGang, vehicle: v.id, why: `The Fast Gang places its vehicles on any spaces of the road.`, rule: 'Setup' };
    }
    case 'activate':
      return { ...base, kind: 'activate', player: f.player, vehicle: null, why: `Players alternate, a vehicle at a time: ${name(s, f.player)} picks which vehicle takes its turn.`, rule: 'Turn sequence' };
    case 'turn': {
      if (f.avoid) {
        const target = byId(s, f.avoid.target)!;
        return { ...base, kind: 'avoid', player: target.owner, vehicle: target.id, why: `${target.name} is faster or nimbler than its attacker and may try to avoid the ${f.avoid.kind === 'ram' ? 'ram' : 'fight'} on 4-6.`, rule: f.avoid.kind === 'ram' ? 'Ram phase' : 'HTH phase' };
      }
      const rule = ({ drop: 'Drop phase', ride: 'Ride phase', move: 'Ride phase', missile: 'Missile phase', ram: 'Ram phase', hth: 'HTH phase' } as const)[f.phase];
      return { ...base, kind: f.phase, player: f.player, vehicle: f.vehicle, why: `${turnVehicle(s, f).name}'s turn: the ${rule.toLowerCase()}.`, rule };
    }
  }
}

function pairs(ids: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) out.push([ids[i], ids[j]]);
  return out;
}

/**
 * The last state's offered list (issue 31): the caller asks for it, then applies one of it, and
 * apply checks against the same list instead of working it out again. States are values (apply
 * never changes its argument), so a list stays true of its state object.
 */
let last: { s: RgState; list: RgCommand[] } | null = null;

function offeredIn(s: RgState): RgCommand[] {
  if (last?.s !== s) last = { s, list: workOutLegal(s) };
  return last.list;
}

/** Every command the decision waited for accepts. */
export function rgLegalCommands(s: RgState): RgCommand[] {
  // A copy, so a caller sorting or trimming it leaves the kept one whole.
  return offeredIn(s).slice();
}

function workOutLegal(s: RgState): RgCommand[] {
  const f = s.flow;
  switch (f.kind) {
    case 'over':
      return [];
    case 'slowGang': {
      // The suggested gang first, so a player who takes the first choice takes the suggestion.
      const by = slowGangChooser(s);
      const order = [f.suggested, ...s.players.map((p) => p.id).filter((id) => id !== f.suggested)];
      return order.map((slow): RgCommand => ({ type: 'slowGang', by, slow }));
    }
    case 'train': {
      const by = s.slowGang;
      const ids = s.vehicles.filter((v) => v.gang === by).map((v) => v.id);
      return [{ type: 'train', by, replace: null }, ...pairs(ids).map((replace): RgCommand => ({ type: 'train', by, replace }))];
    }
    case 'place': {
      const p = rgPending(s);
      return Array.from({ length: ROAD_LENGTH }, (_, i): RgCommand => ({ type: 'place', by: s.fastGang, vehicle: p.vehicle!, segment: i + 1 }));
    }
    case 'activate':
      return readyVehicles(s, f.player).map((v): RgCommand => ({ type: 'activate', by: f.player, vehicle: v.id }));
    case 'turn': {
      if (f.avoid) {
        const by = byId(s, f.avoid.target)!.owner!;
        return [{ type: 'avoid', by, avoid: true }, { type: 'avoid', by, avoid: false }];
      }
      const v = turnVehicle(s, f);
      const opts = f.phase === 'move' ? moveOptions(v, f) : phaseOptions(s, v, f);
      // "The train moves always": it stays put only when it cannot ride (READINGS.trainMustRide).
      const mustRide = isTrain(v) && READINGS.trainMustRide && (f.phase === 'ride' || f.phase === 'move') && opts.some((c) => c.type === 'ride' || c.type === 'move');
      return mustRide ? opts : [...opts, { type: 'pass', by: f.player }];
    }
  }
}

/** The set-up's joint choice is entered by the first player named (hot seat: one device). */
const slowGangChooser = (s: RgState): string => s.players[0].id;

/** "Instead of two standard vehicles": the two chosen leave, the train joins at the Start. */
function takeTrain(c: RgCtx, replace: string[]): void {
  const s = c.s;
  const player = s.players.find((p) => p.id === s.slowGang)!;
  s.vehicles = s.vehicles.filter((v) => !replace.includes(v.id));
  const id = `${player.id}.train`;
  const dart = { id: `${id}.e1`, kind: 'dartGun' as const, uses: rollUses(c.r, equipmentOf('dartGun').uses) };
  // "cannot use the Armor Plates equipment (reroll)"
  const train = makeVehicle(c.r, id, player.name, player.id, ARMORED_TRAIN, [dart], ARMORED_TRAIN.size, (k) => k === 'armorPlates');
  train.segment = 1;
  s.vehicles.push(train);
  emit(c, { type: 'trainChosen', player: player.id, replaced: replace, rule: 'Armored train' });
}

function run(c: RgCtx, cmd: RgCommand): void {
  const s = c.s;
  const f = s.flow;
  if (cmd.type === 'slowGang') {
    const suggested = f.kind === 'slowGang' ? f.suggested : '';
    return designate(c, cmd.slow, cmd.slow === suggested ? 'chosen by the players, as the engine suggested' : `chosen by the players (the engine had suggested ${name(s, suggested)})`);
  }
  if (cmd.type === 'train') {
    if (cmd.replace) takeTrain(c, cmd.replace);
    s.flow = { kind: 'place' };
    return;
  }
  if (cmd.type === 'place') {
    const v = byId(s, cmd.vehicle)!;
    v.segment = cmd.segment;
    emit(c, { type: 'placed', vehicle: v.id, segment: v.segment, rule: 'Setup' });
    if (!s.vehicles.some((x) => x.gang === s.fastGang && x.segment === 0)) startRound(c);
    return;
  }
  if (cmd.type === 'activate') return startTurn(c, byId(s, cmd.vehicle)!);
  if (f.kind !== 'turn') return;
  if (cmd.type === 'avoid') return avoid(c, cmd.avoid);
  const v = turnVehicle(s, f);
  switch (cmd.type) {
    case 'drop': return drop(c, v, cmd);
    case 'ride': return rollRide(c, v);
    case 'move': return move(c, v, cmd);
    case 'transfer': return transfer(c, v, cmd);
    case 'fire': fire(c, v, cmd); return settle(c);
    case 'attack': return attack(c, v, cmd.target);
    case 'pass': return passPhase(c);
  }
}

function passPhase(c: RgCtx): void {
  const f = c.s.flow;
  if (f.kind !== 'turn') return;
  if (f.phase === 'ride' || f.phase === 'move') {
    emit(c, { type: 'stayed', vehicle: f.vehicle, reason: f.stuck ? 'it cannot move this turn' : 'it stays put', rule: 'Ride phase' });
  }
  nextPhase(c);
}

/**
 * Is `x` the command `offered` says, whatever the order of its keys and of the train's two
 * vehicles? What comparing their JSON with sorted keys said, without building strings; stricter
 * about `x`, which may be anything (apply's input before the door): a plain object with exactly
 * the offered keys, none of them undefined, so one that matches is one the schema accepts.
 */
function sameCommand(offered: RgCommand, x: unknown): boolean {
  if (x === null || typeof x !== 'object') return false;
  const proto = Object.getPrototypeOf(x);
  if (proto !== Object.prototype && proto !== null) return false;
  const a = offered as Record<string, unknown>;
  const b = x as Record<string, unknown>;
  if (a.type !== b.type) return false;
  let n = 0;
  for (const k in a) {
    const va = a[k];
    n += 1;
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    const vb = b[k];
    if (va === vb) continue;
    if (k !== 'replace' || !Array.isArray(va) || !Array.isArray(vb) || va.length !== 2 || vb.length !== 2) return false;
    if (!((va[0] === vb[0] && va[1] === vb[1]) || (va[0] === vb[1] && va[1] === vb[0]))) return false;
  }
  for (const _k in b) n -= 1;
  return n === 0;
}

/** A fresh copy of a command sameCommand matched (its own keys, arrays copied), as the schema's parse copies. */
function copyCommand(c: RgCommand): RgCommand {
  const o: Record<string, unknown> = {};
  for (const k in c) {
    const v = (c as Record<string, unknown>)[k];
    o[k] = Array.isArray(v) ? v.slice() : v;
  }
  return o as RgCommand;
}

export function rgApply(s: RgState, input: unknown): RgApplied {
  // The door's fast way: a command equal to one offered is one the engine built, which the schema
  // accepts; it is copied as the schema's parse would. Anything else is parsed (issue 31: the
  // schema was 9% of a road-gang command).
  const offered = s.flow.kind === 'over' ? [] : offeredIn(s);
  if (offered.some((x) => sameCommand(x, input))) return runOn(s, copyCommand(input as RgCommand));
  const p = parseRgCommand(input);
  if (!p.ok) return p;
  const cmd = p.value;
  if (s.flow.kind === 'over') return fail('GAME_OVER', 'the game is over');
  const who = pendingPlayer(s);
  if (cmd.by !== who) return fail('NOT_YOUR_DECISION', `this decision is ${who ? name(s, who) : 'nobody'}'s, not ${name(s, cmd.by)}'s`);
  if (!offered.some((x) => sameCommand(x, cmd))) return fail('ILLEGAL', `that ${cmd.type} is not one of the choices offered now`);
  return runOn(s, cmd);
}

/** Runs a command found legal on a copy of the state. */
function runOn(s: RgState, cmd: RgCommand): RgApplied {
  const next = copyRgState(s);
  const c: RgCtx = { s: next, r: roller(next.rng), events: [] };
  run(c, cmd);
  return { ok: true, value: { state: next, events: c.events } };
}

/** rgPending(s).player, without the words (apply asks only whose decision it is). */
function pendingPlayer(s: RgState): string | null {
  const f = s.flow;
  switch (f.kind) {
    case 'over': return null;
    case 'slowGang': return slowGangChooser(s);
    case 'train': return s.slowGang;
    case 'place': return s.fastGang;
    case 'activate': return f.player;
    case 'turn': return f.avoid ? byId(s, f.avoid.target)!.owner : f.player;
  }
}

const fail = (code: RgError['code'], message: string): Result<never, RgError> => ({ ok: false, error: { code, message } });
