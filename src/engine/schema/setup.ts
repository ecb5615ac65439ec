// The shape of a GameSetup (setup.ts) and of a seed, checked before newGame builds anything.
// Rules that need the board or the weapon tables (positions, overlaps, speeds, ammunition,
// links) are judged after the shape, in setup.ts, with the same coded errors.
import * as v from 'valibot';
import { anyObject, id, ID_MAX, int, list, oneOf, parseAt, text } from './common';
import { NAME_MAX } from '../design/design';
import { SCENARIO_LIST } from '../scenarios';
import { MOUNTS, SECTION_KINDS, VEHICLE_KINDS, WEAPON_TYPES } from '../types';
import type { Options, Section, SetupError, SetupErrorCode } from '../types';
import type { VehicleSetup, WeaponSetup } from '../design/vehicleFactory';

/** Scenario ids: the book's games (scenarios/index.ts) and 'custom' (any board, for tests and the sim). */
export const SCENARIO_IDS = [...SCENARIO_LIST.map((x) => x.id), 'custom'] as const;

/** Forced dice and sim lists stop here: a hostile file cannot run for ever. */
export const MAX_DICE = 100000;
export const MAX_SECTIONS = 20;
export { MAX_PLAYERS, MAX_VEHICLES } from './limits';
import { MAX_PLAYERS, MAX_VEHICLES } from './limits';

/** Any safe integer (2^53 and 1e300 are refused, not collapsed to one seed). */
export const SeedSchema = v.pipe(v.number('a whole number'), v.safeInteger('a whole number from -(2^53 - 1) to 2^53 - 1'));

const player = v.strictObject({ id: id('a player id of 1 to 40 characters'), name: text(0, ID_MAX, `a name of at most ${ID_MAX} characters`) }, 'a player {id, name}');

// Every option is named here, or the typecheck fails: a new rules option is accepted only once
// it is added to this list.
const optionEntries = {
  crashDamage: v.optional(v.boolean('true or false')),
  measureOnlyWhenCommitted: v.optional(v.boolean('true or false')),
  realDice: v.optional(v.boolean('true or false')),
  secretRecordSheets: v.optional(v.boolean('true or false')),
} satisfies Record<keyof Options, v.GenericSchema>;
const options = v.strictObject(optionEntries, 'the options {crashDamage, measureOnlyWhenCommitted, realDice, secretRecordSheets}');

export const DiceSchema = list(int(1, 6), MAX_DICE, `a list of at most ${MAX_DICE} whole numbers from 1 to 6`);

const turn = oneOf(['left', 'right'] as const, 'a curve turns left or right');
const curveKinds = SECTION_KINDS.filter((k) => k !== 'straight') as Exclude<Section['kind'], 'straight'>[];
const section = v.variant(
  'kind',
  [v.strictObject({ kind: v.literal('straight') }, 'a straight {kind}'), v.strictObject({ kind: v.picklist(curveKinds), turn }, 'a curve {kind, turn}')],
  `a section is ${SECTION_KINDS.join(', ')}`,
);
const track = v.strictObject(
  { sections: list(section, MAX_SECTIONS, `a list of 1 to ${MAX_SECTIONS} sections`, 1), finish: v.optional(v.boolean('true or false')) },
  'a track {sections, finish}',
);

const weapon = v.strictObject(
  {
    type: oneOf(WEAPON_TYPES, 'a known weapon type (types.ts WEAPON_TYPES)'),
    mount: oneOf(MOUNTS, 'a known mount (types.ts MOUNTS)'),
    link: v.optional(v.nullable(text(1, 20, 'a link name of 1 to 20 characters, or null'))),
    // Checked against the weapon's shots in setup.ts (p83).
    ammo: v.optional(v.nullable(int(0, 1000, 'a whole number of shots, or null'))),
  },
  'a weapon {type, mount, link?, ammo?}',
);
const heading = v.picklist([0, 1, 2, 3, 4, 5, 6, 7] as const, 'a heading 0 to 7 (45-degree steps clockwise)');
const vehicle = v.strictObject(
  {
    id: id('a vehicle id of 1 to 40 characters'),
    name: v.optional(text(1, NAME_MAX, `a name of 1 to ${NAME_MAX} characters`)),
    kind: oneOf(VEHICLE_KINDS),
    owner: id('a player id'),
    side: text(1, ID_MAX, 'a side such as lead or chase (1 to 40 characters)'),
    driveSkill: int(0, 10),
    weapons: list(weapon, 12, 'a list of at most 12 weapons'),
    dummies: v.optional(int(0, 50)),
    lane: int(1, 7, 'the left lane of the pair, 1 to 7'),
    t0: int(0, MAX_SECTIONS * 60 - 1, 'the tick where its space starts'),
    heading: v.optional(heading),
    // Checked against the vehicle's maximum speed in setup.ts.
    speed: v.optional(int(0, 1000, 'a speed in mph')),
  },
  'a vehicle {id, name?, kind, owner, side, driveSkill, weapons, dummies?, lane, t0, heading?, speed?}',
);

export const GameSetupSchema = v.strictObject(
  {
    scenario: oneOf(SCENARIO_IDS),
    players: list(player, MAX_PLAYERS, `a list of 2 to ${MAX_PLAYERS} players`, 2),
    options: v.optional(options),
    forcedDice: v.optional(DiceSchema),
    track: v.optional(track),
    vehicles: v.optional(list(vehicle, MAX_VEHICLES, `a list of 1 to ${MAX_VEHICLES} vehicles`, 1)),
    // By player id; each design is judged by the design schema (schema/design.ts) as the scenario reads it.
    designs: v.optional(anyObject('an object of designs by player id')),
    // Games Six to Eight (p88): the two teams that roll for the sides, each a list of player ids.
    teams: v.optional(list(list(id('a player id'), MAX_PLAYERS, `a team of 1 to ${MAX_PLAYERS} player ids`, 1), 2, 'two teams of player ids', 2)),
  },
  'a set-up {scenario, players, options?, forcedDice?, track?, vehicles?, designs?, teams?}',
);

/** The set-up as the schema leaves it: only known keys, every vehicle placed. */
export type CheckedSetup = v.InferOutput<typeof GameSetupSchema>;
// The schema's vehicles and weapons are the factory's (setup.ts hands them to makeVehicle).
const vehicleFits: VehicleSetup = {} as CheckedSetup['vehicles'] extends (infer V)[] | undefined ? V : never;
const weaponFits: WeaponSetup = {} as v.InferOutput<typeof weapon>;
void vehicleFits;
void weaponFits;

/** Which code a problem at this path gets (the codes newGame has always given). */
function codeAt(path: string): SetupErrorCode {
  if (path.startsWith('scenario')) return 'UNKNOWN_SCENARIO';
  if (path.startsWith('forcedDice')) return 'BAD_DICE';
  if (path.startsWith('track')) return 'BAD_TRACK';
  if (path.startsWith('designs')) return 'BAD_DESIGN';
  if (/^vehicles\[\d+\]\.(lane|t0|heading)$/.test(path)) return 'BAD_POSITION';
  if (path.startsWith('vehicles[')) return 'BAD_VEHICLE';
  return 'BAD_SETUP';
}

/** The set-up's shape, or a coded SetupError naming where it is wrong. */
export function parseSetup(x: unknown): { ok: true; value: CheckedSetup } | { ok: false; error: SetupError } {
  const r = parseAt(GameSetupSchema, x);
  if (r.ok) return r;
  return { ok: false, error: { code: codeAt(r.error.path), message: r.error.message, ...(r.error.path ? { path: r.error.path } : {}) } };
}

/** A seed, or BAD_SETUP at 'seed'. */
export function parseSeed(x: unknown): { ok: true; value: number } | { ok: false; error: SetupError } {
  const r = parseAt(SeedSchema, x, 'seed');
  return r.ok ? r : { ok: false, error: { code: 'BAD_SETUP', message: r.error.message, path: 'seed' } };
}
