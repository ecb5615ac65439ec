// Deathrace positions built by hand for the rule tests: two players, 'a' and 'b'; vehicles placed
// by x, y and heading on a track (the Speedway unless told), the turn given to the first vehicle
// listed, dice forced in order.
import { newRng } from '../../../engine/rng';
import { allowance } from './flow';
import { drApply } from './turn';
import { makeVehicle } from './setup';
import { DR_RULESET, DR_VERSION, type DrEvent, type DrPedestrian, type DrPickup, type DrRace, type DrSlick, type DrState, type DrTurnFlow, type DrVehicle, type Location, type ModuleKind, type PickupKind, type StockId, type TrackId } from './types';

export interface TestVehicle {
  id: string;
  owner?: 'a' | 'b';
  stock?: StockId;
  x: number;
  y: number;
  heading?: number;
  move?: number;
  skill?: number;
  ballistics?: number;
  reflex?: number;
  armour?: number;
  damage?: Partial<Record<Location, number>>;
  /** Modules and their active status; left out: the stock's, inactive. */
  modules?: { kind: ModuleKind; active?: number }[];
  fire?: Location[];
  stationary?: boolean;
  lastMove?: number;
  laps?: number;
  nextGate?: number;
  crewWeapons?: PickupKind[];
  crewOut?: boolean;
}

export function testVehicle(t: TestVehicle): DrVehicle {
  const owner = t.owner ?? 'a';
  const v = makeVehicle(t.id, owner, owner === 'a' ? 'Ann' : 'Bob', t.stock ?? 'gorkaBuggy', { x: t.x, y: t.y, heading: t.heading ?? 0 });
  v.name = t.id;
  if (t.move !== undefined) v.move = t.move;
  if (t.skill !== undefined) v.skill = t.skill;
  if (t.ballistics !== undefined) v.ballistics = t.ballistics;
  if (t.reflex !== undefined) v.reflex = t.reflex;
  if (t.armour !== undefined) v.armour = t.armour;
  v.damage = { ...v.damage, ...t.damage };
  if (t.modules) v.modules = t.modules.map((m, i) => ({ id: `${t.id}.m${i + 1}`, kind: m.kind, active: m.active ?? 0 }));
  v.fire = t.fire ?? [];
  v.stationary = t.stationary ?? false;
  v.lastMove = t.lastMove ?? 15;
  v.laps = t.laps ?? 0;
  v.nextGate = t.nextGate ?? 0;
  v.crewWeapons = t.crewWeapons ?? [];
  v.crewOut = t.crewOut ?? false;
  return v;
}

/** The flow of a turn just begun for `v` (as flow.ts opens one). */
export function freshTurn(v: DrVehicle): DrTurnFlow {
  const left = allowance(v);
  return { kind: 'turn', vehicle: v.id, player: v.owner, move: 'before', left, min: v.lastMove > 20 ? Math.min(10, left) : 0, travelled: 0, shots: 'none', plates: 0, ramp: null, passed: [], halted: false, crewFired: [] };
}

/** A crew member on foot: Ann's, of her vehicle 'm', a Human of Reflex and Ballistics 3, up and not yet moved, unless told. */
export const testPedestrian = (id: string, p: Partial<DrPedestrian>): DrPedestrian => ({
  id, owner: 'a', vehicle: 'm', x: 0, y: 0, reflex: 3, ballistics: 3, race: 'humans', status: 'standing', downUntil: 0, walked: 0, fired: 0, items: [], ...p,
});

export function drTestState(o: { vehicles: TestVehicle[]; dice?: number[]; track?: TrackId; laps?: number; turnLimit?: number; round?: number; slicks?: DrSlick[]; pedestrians?: Partial<DrPedestrian>[]; pitCrew?: Partial<DrPedestrian>[]; pickups?: DrPickup[]; flow?: Partial<DrTurnFlow>; races?: Record<string, DrRace> }): DrState {
  const vehicles = o.vehicles.map(testVehicle);
  return {
    ruleset: DR_RULESET, version: DR_VERSION,
    players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }],
    options: { track: o.track ?? 'speedway', laps: o.laps ?? 2, turnLimit: o.turnLimit ?? 40 },
    round: o.round ?? 1,
    order: vehicles.map((v) => v.id),
    vehicles,
    slicks: o.slicks ?? [],
    pedestrians: (o.pedestrians ?? []).map((p, i) => testPedestrian(`p${i + 1}`, p)),
    pickups: o.pickups ?? [],
    pitCrew: (o.pitCrew ?? []).map((p, i) => testPedestrian(`w${i + 1}`, p)),
    races: { a: 'humans', b: 'humans', ...o.races },
    nextId: 1,
    points: { a: 0, b: 0 },
    flow: { ...freshTurn(vehicles[0]), ...o.flow },
    rng: newRng(1, o.dice ?? []),
  };
}

/** Applies commands in turn (each must be accepted); the last state and every event. */
export function play(s: DrState, ...commands: Record<string, unknown>[]): { state: DrState; events: DrEvent[] } {
  let state = s;
  const events: DrEvent[] = [];
  for (const c of commands) {
    const f = state.flow;
    const by = f.kind === 'turn' ? { by: f.player, vehicle: f.vehicle } : {};
    const out = drApply(state, { ...by, ...c });
    if (!out.ok) throw new Error(`${JSON.stringify(c)} refused: ${out.error.message}`);
    state = out.value.state;
    events.push(...out.value.events);
  }
  return { state, events };
}

/** The code a command is refused with ('' when accepted). */
export function refusal(s: DrState, c: Record<string, unknown>): string {
  const f = s.flow;
  const by = f.kind === 'turn' ? { by: f.player, vehicle: f.vehicle } : {};
  const out = drApply(s, { ...by, ...c });
  return out.ok ? '' : out.error.code;
}

export const vehicleOf = (s: DrState, id: string): DrVehicle => s.vehicles.find((v) => v.id === id)!;
export const eventsOf = <T extends DrEvent['type']>(events: DrEvent[], type: T): Extract<DrEvent, { type: T }>[] =>
  events.filter((e): e is Extract<DrEvent, { type: T }> => e.type === type);
/** Dice left unrolled: a test that forced them all used them all. */
export const diceLeft = (s: DrState): number => s.rng.forced.length;
