// Deathrace 40,000's door: set-ups and commands checked by the project's one schema library and
// its building blocks (schema/common.ts) before any rule looks at them.
import * as v from 'valibot';
import { id, int, list, oneOf, parseAt, text } from '../../../engine/schema/common';
import type { Result } from '../../../engine/types';
import { CREW_WEAPONS, LAPS_MAX, RACE_IDS, STOCK, TEAM_MAX, TURN_LIMIT_MAX } from './data';
import { TRACK_IDS } from './tracks';
import type { DrCommand, DrError, DrSetup } from './types';

/** A finite number from lo to hi (inches, degrees). */
const num = (lo: number, hi: number, what: string) => v.pipe(v.number(what), v.finite(what), v.minValue(lo, what), v.maxValue(hi, what));
const angle = num(-180, 180, 'an angle in degrees from -180 to 180');
const inches = num(0, 100, 'a length in inches from 0 to 100');
const by = id('a player id');
const vehicle = id('a vehicle id');
const moduleId = text(1, 60, 'a module id');

const cmd = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), by, vehicle, ...entries }, `a ${type} command, with exactly the keys type, by, vehicle${Object.keys(entries).map((k) => `, ${k}`).join('')}`);

export const DrCommandSchema = v.variant(
  'type',
  [
    cmd('move', { turn: angle, run: inches, turn2: v.optional(angle), run2: v.optional(inches) }),
    cmd('brake', { turn: angle }),
    cmd('jump', { dice: int(1, 3, 'a number of dice from 1 to 3'), skill: oneOf(['add', 'subtract'] as const), fire: v.nullable(moduleId) }),
    cmd('fire', { weapon: moduleId, target: id('a vehicle id'), power: int(1, 3, 'a power from 1 to 3') }),
    cmd('activate', { module: moduleId }),
    cmd('drop', { module: moduleId }),
    cmd('extinguish', {}),
    cmd('pit', {}),
    cmd('end', {}),
    cmd('bail', {}),
    cmd('board', { pedestrian: id('a crew member id') }),
    cmd('walk', { pedestrian: id('a crew member id'), heading: num(-360, 360, 'a heading in degrees from -360 to 360'), run: inches }),
    cmd('shoot', { pedestrian: id('a crew member id'), weapon: oneOf(Object.keys(CREW_WEAPONS) as [string, ...string[]], 'a crew weapon'), target: id('a vehicle or crew member id') }),
    cmd('charge', { pedestrian: id('a crew member id'), target: id('a crew member id') }),
  ],
  'a command whose type is one of move, brake, jump, fire, activate, drop, extinguish, pit, end, bail, walk, board, shoot, charge',
);

const player = v.strictObject({ id: id('a player id'), name: text(1, 40, 'a name of 1 to 40 characters') }, 'a player {id, name}');
const stockId = oneOf(STOCK.map((s) => s.id) as [string, ...string[]], `a stock vehicle: one of ${STOCK.map((s) => s.id).join(', ')}`);

export const DrSetupSchema = v.strictObject(
  {
    ruleset: v.literal('deathrace', "the ruleset 'deathrace'"),
    players: list(player, 4, 'two to four players', 2),
    teams: v.optional(list(v.strictObject({ player: id('a player id'), vehicles: list(stockId, TEAM_MAX, `one or ${TEAM_MAX} vehicles`, 1), race: v.optional(oneOf(RACE_IDS, `a race: one of ${RACE_IDS.join(', ')}`)) }, 'a team {player, vehicles, race?}'), 4, 'a team a player')),
    options: v.optional(v.strictObject({
      track: v.optional(oneOf(TRACK_IDS)),
      laps: v.optional(int(1, LAPS_MAX, `a number of laps from 1 to ${LAPS_MAX}`)),
      turnLimit: v.optional(int(1, TURN_LIMIT_MAX, `a round limit from 1 to ${TURN_LIMIT_MAX}`)),
    }, 'options {track, laps, turnLimit}')),
    forcedDice: v.optional(list(int(1, 10, 'a die from 1 to 10'), 10000, 'a list of dice')),
  },
  'a Deathrace set-up {ruleset, players, teams?, options?, forcedDice?}',
);

export function parseDrCommand(input: unknown): Result<DrCommand, DrError> {
  const r = parseAt(DrCommandSchema, input, 'command');
  return r.ok ? { ok: true, value: r.value as DrCommand } : { ok: false, error: { code: 'BAD_COMMAND', message: r.error.message } };
}

export function parseDrSetup(input: unknown): Result<DrSetup, DrError> {
  const r = parseAt(DrSetupSchema, input, 'setup');
  return r.ok ? { ok: true, value: r.value as DrSetup } : { ok: false, error: { code: 'BAD_SETUP', message: r.error.message } };
}
