// Bad commands for the fuzz test (issue 8): malformed ones, built by breaking a legal command
// (a key dropped or added, a wrong type, NaN, a megabyte string, deep or cyclic nesting, not an
// object at all), which the door must refuse with BAD_COMMAND; and well-formed illegal ones (not
// the decision waited for, another vehicle, an action not offered, a target not in the corridor,
// a space off the board), which the rules must refuse with their own code. Each comes with the
// code it must get, or null when any refusal code but INTERNAL and BAD_COMMAND will do.
import { pending } from '../engine';
import type { Command, GameState, RuleErrorCode } from '../engine';
import type { Picker } from './prng';

export interface BadCommand {
  what: string;
  command: unknown;
  /** The code the refusal must carry; null: any rule code (not BAD_COMMAND, not INTERNAL). */
  code: RuleErrorCode | null;
}

const BIG = 'x'.repeat(200_000);

type Obj = Record<string, unknown>;
const copy = (c: Command): Obj => JSON.parse(JSON.stringify(c)) as Obj;

/** Paths to every leaf of a command, e.g. ['action', 'by']. */
function leaves(x: unknown, at: string[] = []): string[][] {
  if (typeof x !== 'object' || x === null) return [at];
  return Object.keys(x).flatMap((k) => leaves((x as Obj)[k], [...at, k]));
}

function setAt(x: Obj, path: string[], value: unknown, drop = false): Obj {
  let o = x;
  for (const k of path.slice(0, -1)) o = o[k] as Obj;
  const last = path[path.length - 1];
  if (drop) delete o[last];
  else o[last] = value;
  return x;
}

/** A wrong value of another type (or out of every range) for a leaf. */
function wrongValue(r: Picker, v: unknown): unknown {
  if (typeof v === 'number') return r.pick([NaN, Infinity, -Infinity, 0.5, String(v), null, 1e300, [v]]);
  if (typeof v === 'boolean') return r.pick(['yes', 1, null]);
  if (typeof v === 'string') return r.pick([42, null, BIG, '', { v }, [v]]);
  return r.pick([42, 'text']);
}

function deep(n: number): unknown {
  let x: unknown = { kind: 'none' };
  for (let i = 0; i < n; i++) x = { kind: 'none', inner: x };
  return x;
}

/** A malformed version of a legal command: the door refuses it with BAD_COMMAND. */
export function malformed(r: Picker, legal: Command): BadCommand {
  const c = copy(legal);
  const paths = leaves(c).filter((p) => p.length > 0);
  const path = r.pick(paths);
  switch (r.below(9)) {
    case 0: {
      // Optional keys (a ram's side, a laid passive's lockOn) may be left out: drop a required one.
      const required = paths.filter((q) => !(q.join('.') === 'action.lockOn' || (q.join('.') === 'action.side' && (c.action as Obj).kind === 'ram')));
      const drop = required.length ? r.pick(required) : ['type'];
      return { what: `drop ${drop.join('.')}`, command: setAt(c, drop, undefined, true), code: 'BAD_COMMAND' };
    }
    case 1:
      return { what: 'an unknown top-level key', command: { ...c, [r.pick(['note', 'by', 'extra', '__proto__', 'constructor', BIG])]: 1 }, code: 'BAD_COMMAND' };
    case 2: {
      const v = path.reduce<unknown>((o, k) => (o as Obj)[k], c);
      // A 'type' or 'kind' replaced by another known word would be a different command, not a malformed one.
      const bad = path[path.length - 1] === 'type' || path[path.length - 1] === 'kind' ? r.pick([42, null, BIG, 'teleport']) : wrongValue(r, v);
      return { what: `a wrong value at ${path.join('.')}`, command: setAt(c, path, bad), code: 'BAD_COMMAND' };
    }
    case 3:
      return c.action ? { what: 'an unknown key in the action', command: { ...c, action: { ...(c.action as Obj), spin: true } }, code: 'BAD_COMMAND' } : { what: 'an unknown key', command: { ...c, spin: true }, code: 'BAD_COMMAND' };
    case 4:
      return { what: 'a deeply nested action', command: { ...c, action: deep(20000) }, code: 'BAD_COMMAND' };
    case 5: {
      const cyc: Obj = { ...c };
      cyc.self = cyc;
      return { what: 'a cyclic command', command: cyc, code: 'BAD_COMMAND' };
    }
    case 6:
      return { what: 'not an object', command: r.pick([null, undefined, 42, 'declare', true, [], [c]]), code: 'BAD_COMMAND' };
    case 7:
      return { what: 'an accelerate without by', command: { type: 'declare', vehicle: 'vehicle' in c ? c.vehicle : 'car1', action: { kind: r.pick(['accelerate', 'brake', 'moveOff', 'realign']) } }, code: 'BAD_COMMAND' };
    default:
      return { what: 'a megabyte of text as the vehicle', command: { ...c, vehicle: BIG }, code: 'BAD_COMMAND' };
  }
}

const TYPES: Command['type'][] = ['rollForLead', 'roll', 'place', 'declare', 'fire', 'holdFire', 'abandonBike', 'continue'];
const KIND_OF: Record<Command['type'], string> = { rollForLead: 'rollForLead', roll: 'roll', chooseLoadout: 'chooseLoadout', chooseLink: 'chooseLink', veto: 'veto', place: 'place', declare: 'declare', fire: 'fireOrHold', holdFire: 'fireOrHold', continue: 'gameOver', design: 'design', chooseApproach: 'chooseApproach', setSpeed: 'setSpeed', abandonBike: 'abandonBike' };

/** A well-formed command that is not offered now: the rules refuse it with their own code. */
export function illegal(r: Picker, s: GameState, legal: Command[]): BadCommand | null {
  const p = pending(s);
  const offered = new Set(legal.map((c) => JSON.stringify(c)));
  const someone = s.vehicles.find((x) => x.id !== p.vehicle)?.id ?? 'nobody';
  const mine = p.vehicle ?? s.vehicles[0].id;
  const candidates: BadCommand[] = [];
  const wrongType = TYPES.filter((t) => KIND_OF[t] !== p.kind);
  const t = r.pick(wrongType);
  const blank: Command = t === 'place' ? { type: 'place', vehicle: mine, lane: 3, t0: 0 } : t === 'declare' ? { type: 'declare', vehicle: mine, action: { kind: 'none' } } : t === 'fire' ? { type: 'fire', vehicle: mine, target: someone } : t === 'holdFire' ? { type: 'holdFire', vehicle: mine } : t === 'abandonBike' ? { type: 'abandonBike', vehicle: mine, abandon: true } : ({ type: t } as Command);
  candidates.push({ what: `a ${t} while the game waits for ${p.kind}`, command: blank, code: s.flow.kind === 'over' ? 'GAME_OVER' : 'NOT_PENDING' });
  const withVehicle = legal.filter((c) => 'vehicle' in c);
  if (withVehicle.length && someone !== p.vehicle) {
    const c = copy(r.pick(withVehicle));
    candidates.push({ what: 'the right command for another vehicle', command: { ...c, vehicle: r.pick([someone, 'nobody']) }, code: 'WRONG_VEHICLE' });
  }
  if (p.kind === 'declare' && p.vehicle) {
    const action = r.pick([{ kind: 'accelerate', by: 300 }, { kind: 'brake', by: 300 }, { kind: 'shoot', weapon: `${p.vehicle}.w99` }, { kind: 'switchOff', weapon: 'nope' }, { kind: 'realign', heading: 4, by: 300 }]);
    candidates.push({ what: 'an action not offered', command: { type: 'declare', vehicle: p.vehicle, action }, code: 'ILLEGAL_ACTION' });
  }
  if (p.kind === 'fireOrHold' && p.vehicle) candidates.push({ what: 'fire at a vehicle not in the corridor', command: { type: 'fire', vehicle: p.vehicle, target: r.pick([p.vehicle, 'nobody']) }, code: 'UNKNOWN_TARGET' });
  if (p.kind === 'place' && p.vehicle) candidates.push({ what: 'a place off the board', command: { type: 'place', vehicle: p.vehicle, lane: r.pick([0, 8, 99, -3]), t0: r.pick([0, -20, 99999]) }, code: 'ILLEGAL_PLACEMENT' });
  if (p.kind === 'chooseLoadout' || p.kind === 'veto') candidates.push({ what: 'an answer for another player', command: p.kind === 'veto' ? { type: 'veto', player: 'nobody', reroll: true } : { type: 'chooseLoadout', player: 'nobody', loadout: 'offensive' }, code: null });
  const bad = r.pick(candidates);
  return offered.has(JSON.stringify(bad.command)) ? null : bad;
}
