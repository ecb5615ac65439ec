// Making a road-gang game ("Gangs", "The road", "Victory", "Setup"): six rolled vehicles a
// gang, each with as many rolled pieces of equipment as its size, the obstacles, and the engine's
// suggestion of the Slow Gang, which the players then choose (READINGS.slowGang).
import { newRng } from '../rng';
import type { Result } from '../types';
import { EQUIPMENT_TABLE, GANG_SIZE, GYROCOPTER, READINGS, ROAD_LENGTH, START_SEGMENT, VEHICLE_TABLE, equipmentOf, type RgVehicleStats } from './data';
import { d6, die, roller, rollUses, take, type Roller } from './dice';
import { emit, type RgCtx } from './flow';
import { parseRgSetup } from './schema';
import { speedOf } from './stats';
import { RG_RULESET, RG_VERSION, type RgError, type RgEvent, type RgItem, type RgOptions, type RgSetup, type RgState, type RgVehicle } from './types';

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** Rolls one piece of equipment (1D20) and its uses; `reroll` kinds are rolled again. */
export function rollItem(r: Roller, idBase: string, reroll: (k: RgItem['kind']) => boolean): RgItem {
  for (;;) {
    const e = EQUIPMENT_TABLE[die(r, 20) - 1];
    if (reroll(e.kind)) continue;
    return { id: idBase, kind: e.kind, uses: rollUses(r, e.uses) };
  }
}

/** A vehicle with its given items first, then `rolled` pieces of equipment off the table. */
export function makeVehicle(r: Roller, id: string, playerName: string, gang: string, stats: RgVehicleStats, first: RgItem[], rolled: number, reroll: (k: RgItem['kind']) => boolean = () => false): RgVehicle {
  const items = [...first];
  for (let n = 0; n < rolled; n++) items.push(rollItem(r, `${id}.e${items.length + 1}`, reroll));
  const crew = stats.crew + items.reduce((n, it) => n + equipmentOf(it.kind).crew, 0);
  return {
    id, name: `${possessive(playerName)} ${stats.name}`, type: stats.type, gang, owner: gang, segment: 0, crew,
    status: 'active', speedFixed: null, items, noMoveNextTurn: false, acted: false,
  };
}

function rollGang(r: Roller, s: RgState, player: { id: string; name: string }, events: RgEvent[]): void {
  const made: string[] = [];
  for (let n = 1; n <= GANG_SIZE; n++) {
    const id = `${player.id}.v${n}`;
    const gyro = s.options.gyrocopter && n === GANG_SIZE;
    // "One of its Equipment choices is automatically Molotov Cocktails with 2D6 uses."
    const v = gyro
      ? makeVehicle(r, id, player.name, player.id, GYROCOPTER, [{ id: `${id}.e1`, kind: 'molotovs', uses: rollUses(r, '2D6') }], GYROCOPTER.size - 1)
      : (() => {
          const stats = VEHICLE_TABLE[die(r, 12) - 1];
          return makeVehicle(r, id, player.name, player.id, stats, [], stats.size);
        })();
    s.vehicles.push(v);
    made.push(id);
  }
  // Two of a kind in one gang are told apart by number ("Ann's Dragster 2").
  const mine = s.vehicles.filter((v) => v.gang === player.id);
  for (const v of mine) {
    const same = mine.filter((u) => u.type === v.type);
    if (same.length > 1) v.name = `${v.name} ${same.indexOf(v) + 1}`;
  }
  events.push({ type: 'gangRolled', player: player.id, vehicles: made, rule: 'Gangs', dice: take(r) });
}

const totalSpeed = (s: RgState, player: string) => s.vehicles.filter((v) => v.gang === player).reduce((n, v) => n + speedOf(v), 0);

/** READINGS.slowGang: the engine's suggestion, the lower total speed; a tie is rolled off (lower is suggested). */
function suggestSlowGang(r: Roller, s: RgState): { slow: string; reason: string } {
  const [a, b] = s.players;
  const sa = totalSpeed(s, a.id);
  const sb = totalSpeed(s, b.id);
  let slow: string;
  let reason: string;
  if (sa !== sb) {
    slow = sa < sb ? a.id : b.id;
    reason = `its vehicles' speed modifiers add up to ${Math.min(sa, sb)} against ${Math.max(sa, sb)}`;
  } else {
    let ra = 0;
    let rb = 0;
    while (ra === rb) {
      ra = d6(r);
      rb = d6(r);
    }
    slow = ra < rb ? a.id : b.id;
    reason = `both gangs' speeds add up to ${sa}; rolled ${ra} against ${rb}, the lower is slow`;
  }
  return { slow, reason };
}

/** "Designate one player as the Slow Gang": its vehicles start on the Start; the train (if on) or the Fast Gang's placing follows. */
export function designate(c: RgCtx, slow: string, reason: string): void {
  const s = c.s;
  s.slowGang = slow;
  s.fastGang = s.players.find((p) => p.id !== slow)!.id;
  for (const v of s.vehicles) if (v.gang === slow) v.segment = START_SEGMENT;
  emit(c, { type: 'slowGang', player: slow, reason, rule: 'Victory' });
  s.flow = s.options.train ? { kind: 'train' } : { kind: 'place' };
}

/**
 * The set-up's options. A set-up without `roundLimit` was written before the option and the
 * players' choice of the Slow Gang existed (an old save): it is played as it was, the 30-round
 * limit and the engine designating (READINGS.roundLimit). Every set-up since names its limit,
 * null for none.
 */
export function optionsOf(setup: RgSetup): RgOptions {
  const o = setup.options;
  const legacy = o?.roundLimit === undefined;
  return {
    train: o?.train ?? false,
    gyrocopter: o?.gyrocopter ?? false,
    roundLimit: legacy ? READINGS.legacyRoundLimit : (o?.roundLimit ?? null),
    slowGangBy: legacy ? 'engine' : 'players',
  };
}

/** "Add 1D6 obstacle counters to random spaces" (READINGS.obstacleSpace). */
function placeObstacles(r: Roller, s: RgState, events: RgEvent[]): void {
  const n = d6(r);
  const count = take(r);
  for (let i = 0; i < n; i++) {
    let seg = 0;
    while (seg <= START_SEGMENT || seg >= ROAD_LENGTH) seg = die(r, ROAD_LENGTH);
    s.counters.push({ id: `c${s.nextCounter++}`, kind: 'obstacle', owner: null, segment: seg });
    events.push({ type: 'obstaclePlaced', segment: seg, rule: 'The road', dice: i === 0 ? [...count, ...take(r)] : take(r) });
  }
}

export function newRoadGang(input: unknown, seed: number): Result<{ state: RgState; events: RgEvent[] }, RgError<'BAD_SETUP'>> {
  const p = parseRgSetup(input);
  if (!p.ok) return p;
  if (!Number.isSafeInteger(seed)) return { ok: false, error: { code: 'BAD_SETUP', message: 'the seed must be a whole number' } };
  const setup = p.value;
  const s: RgState = {
    ruleset: RG_RULESET, version: RG_VERSION,
    players: setup.players.map((pl) => ({ id: pl.id, name: pl.name })),
    options: optionsOf(setup),
    slowGang: '', fastGang: '', round: 0, vehicles: [], counters: [], nextCounter: 1,
    flow: { kind: 'place' },
    rng: newRng(seed, setup.forcedDice ?? []),
  };
  const r = roller(s.rng);
  const events: RgEvent[] = [];
  for (const pl of s.players) rollGang(r, s, pl, events);
  const suggestion = suggestSlowGang(r, s);
  const suggestionDice = take(r);
  placeObstacles(r, s, events);
  if (s.options.slowGangBy === 'engine') {
    // An old save's game: the engine designated the Slow Gang, as it did when it was played.
    const c: RgCtx = { s, r, events: [] };
    designate(c, suggestion.slow, suggestion.reason);
    events.splice(s.players.length, 0, { ...c.events[0], dice: suggestionDice });
  } else {
    events.splice(s.players.length, 0, { type: 'slowGangSuggested', player: suggestion.slow, reason: suggestion.reason, rule: 'Victory', dice: suggestionDice });
    s.flow = { kind: 'slowGang', suggested: suggestion.slow, reason: suggestion.reason };
  }
  return { ok: true, value: { state: s, events } };
}
