// The road-gang game's door: set-ups and commands checked by the same schema library and the
// same building blocks as Dark Future's (schema/common.ts), before any rule looks at them.
import * as v from 'valibot';
import { id, int, list, oneOf, parseAt, text } from '../schema/common';
import { ROAD_LENGTH } from './data';

/** The longest round limit a set-up may name. */
export const MAX_ROUND_LIMIT = 10000;
import type { RgCommand, RgError, RgSetup } from './types';
import type { Result } from '../types';

const by = id('a player id');
const cmd = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), by, ...entries }, `a ${type} command, with exactly the keys type, by${Object.keys(entries).map((k) => `, ${k}`).join('')}`);
const itemId = v.nullable(text(1, 60, 'an item id'));

export const RgCommandSchema = v.variant(
  'type',
  [
    cmd('slowGang', { slow: id('a player id') }),
    cmd('train', { replace: v.nullable(list(id('a vehicle id'), 2, 'two vehicle ids', 2)) }),
    cmd('place', { vehicle: id('a vehicle id'), segment: int(1, ROAD_LENGTH, `a segment from 1 to ${ROAD_LENGTH}`) }),
    cmd('activate', { vehicle: id('a vehicle id') }),
    cmd('drop', { item: text(1, 60, 'an item id') }),
    cmd('ride', {}),
    // No limit to a vehicle's crew (READINGS.crewCapacity): far above two gangs' crew together.
    cmd('transfer', { to: id('a vehicle id'), crew: int(1, 1000, 'a number of crew from 1 to 1000') }),
    cmd('move', { direction: oneOf(['forward', 'backward'] as const), boost: int(0, 20, 'a boost from 0 to 20'), nitros: itemId, chutes: itemId }),
    cmd('fire', { weapon: text(1, 60, 'an item id'), target: id('a vehicle id'), aim: oneOf(['crew', 'tyres'] as const) }),
    cmd('attack', { target: id('a vehicle id') }),
    cmd('pass', {}),
    cmd('avoid', { avoid: v.boolean('true or false') }),
  ],
  'a command whose type is one of slowGang, train, place, activate, drop, ride, transfer, move, fire, attack, pass, avoid',
);

const player = v.strictObject({ id: id('a player id'), name: text(1, 40, 'a name of 1 to 40 characters') }, 'a player {id, name}');

export const RgSetupSchema = v.strictObject(
  {
    ruleset: v.literal('roadGang', "the ruleset 'roadGang'"),
    players: list(player, 2, 'exactly two players', 2),
    // roundLimit: null for none (the text has no time limit), or the rounds after which the Fast
    // Gang wins by the table's house rule. Left out: a set-up saved before the option, played as
    // it was (30 rounds, the engine designating the Slow Gang; setup.ts optionsOf).
    options: v.optional(v.strictObject({
      train: v.optional(v.boolean()),
      gyrocopter: v.optional(v.boolean()),
      roundLimit: v.optional(v.nullable(int(1, MAX_ROUND_LIMIT, `a round limit from 1 to ${MAX_ROUND_LIMIT}, or null for none`))),
    }, 'options {train, gyrocopter, roundLimit}')),
    forcedDice: v.optional(list(int(1, 100, 'a die from 1 to 100'), 10000, 'a list of dice')),
  },
  'a road-gang set-up {ruleset, players, options?, forcedDice?}',
);

export function parseRgCommand(input: unknown): Result<RgCommand, RgError> {
  const r = parseAt(RgCommandSchema, input, 'command');
  return r.ok ? { ok: true, value: r.value as RgCommand } : { ok: false, error: { code: 'BAD_COMMAND', message: r.error.message } };
}

export function parseRgSetup(input: unknown): Result<RgSetup, RgError<'BAD_SETUP'>> {
  const r = parseAt(RgSetupSchema, input, 'setup');
  if (!r.ok) return { ok: false, error: { code: 'BAD_SETUP', message: r.error.message } };
  const [a, b] = r.value.players;
  if (a.id === b.id || a.name.trim().toLowerCase() === b.name.trim().toLowerCase()) {
    return { ok: false, error: { code: 'BAD_SETUP', message: 'the two players need different ids and names' } };
  }
  return { ok: true, value: r.value as RgSetup };
}
