// The shape of every command and action (types.ts), checked before apply looks at the rules:
// unknown keys are refused, amounts are whole numbers with a cap, ids are short text. Legality
// (is this action offered now?) stays with the rules; this only keeps malformed input out.
import * as v from 'valibot';
import { id, int, list, oneOf, parseAt, text, WEAPON_ID_MAX } from './common';
import { DiceSchema } from './setup';
import type { Action, Command, RuleError, Result } from '../types';
import { APPROACHES, err, ok } from '../types';
import { DesignSchema } from './design';

/** Larger than any speed change the book allows (the fastest car tops 200 mph, p83). */
const BY_MAX = 300;
/** Far larger than any board: lanes and ticks are small integers. */
const POSITION_MAX = 100000;
/** A side's vehicles: no more than a game holds (schema/setup.ts MAX_VEHICLES). */
const MAX_VEHICLES = 12;

const side = oneOf(['left', 'right'] as const, 'left or right');
const by = int(1, BY_MAX, `a whole number of mph from 1 to ${BY_MAX}`);
const weapon = text(1, WEAPON_ID_MAX, `a weapon id such as car1.w1 (at most ${WEAPON_ID_MAX} characters)`);
const manoeuvre = v.optional(v.strictObject({ kind: oneOf(['drift', 'uTurn'] as const, 'drift or uTurn'), side }, 'a manoeuvre {kind, side}'));
const act = <K extends string, E extends v.ObjectEntries>(kind: K, entries: E) =>
  v.strictObject({ kind: v.literal(kind), ...entries }, `a ${kind} action, with exactly the keys kind${Object.keys(entries).map((k) => `, ${k}`).join('')}`);

export const ActionSchema = v.variant(
  'kind',
  [
    // Most frequent first (random Game One play): the variant tries the options in order.
    act('brake', { by }),
    act('accelerate', { by }),
    act('shootPassive', { weapon, dummy: v.boolean('true or false'), lockOn: v.optional(v.boolean('true or false')) }),
    act('none', {}),
    act('shoot', { weapon, alone: v.optional(v.boolean('true or false')) }),
    act('drift', { side }),
    act('uTurn', { side }),
    act('moveOff', { by, manoeuvre }),
    act('reverse', { manoeuvre }),
    act('ram', { side: v.optional(side) }),
    act('switchOff', { weapon }),
    act('realign', { heading: v.picklist([0, 4] as const, 'heading 0 or 4'), by }),
    act('dodge', { side }),
    act('turnAbout', { by }),
    act('push', {}),
  ],
  'an action whose kind is one of none, drift, uTurn, accelerate, brake, moveOff, reverse, realign, ram, shoot, shootPassive, switchOff, dodge, turnAbout, push',
);

const vehicle = id('a vehicle id');
const player = id('a player id');
// Every command may carry the dice rolled at the table for it (the realDice option, realDice.ts).
const cmd = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.strictObject({ type: v.literal(type), ...entries, dice: v.optional(DiceSchema) }, `a ${type} command, with exactly the keys type${Object.keys(entries).map((k) => `, ${k}`).join('')} (and dice, in a real-dice game)`);

export const CommandSchema = v.variant(
  'type',
  [
    cmd('declare', { vehicle, action: ActionSchema }),
    cmd('fire', { vehicle, target: id('a vehicle id') }),
    cmd('holdFire', { vehicle }),
    cmd('abandonBike', { vehicle, abandon: v.boolean('true or false') }),
    cmd('place', { vehicle, lane: int(-POSITION_MAX, POSITION_MAX), t0: int(-POSITION_MAX, POSITION_MAX) }),
    cmd('rollForLead', {}),
    cmd('roll', {}),
    cmd('chooseLoadout', { player, loadout: oneOf(['offensive', 'defensive'] as const) }),
    cmd('chooseLink', { player, linked: v.boolean('true or false') }),
    cmd('veto', { player, reroll: v.boolean('true or false') }),
    cmd('continue', {}),
    // Games Six to Eight (p88): the design rules (validateSide) judge it after the shape.
    cmd('design', { player, vehicles: list(v.strictObject({ design: DesignSchema, driver: player }, 'a vehicle {design, driver}'), MAX_VEHICLES, `a list of 1 to ${MAX_VEHICLES} vehicles`, 1) }),
    cmd('chooseApproach', { player, approach: oneOf(APPROACHES) }),
    cmd('setSpeed', { vehicle, speed: int(0, BY_MAX, `a speed in mph from 0 to ${BY_MAX}`) }),
  ],
  'a command whose type is one of rollForLead, roll, chooseLoadout, chooseLink, veto, place, declare, fire, holdFire, abandonBike, continue, design, chooseApproach, setSpeed',
);

// The schema and types.ts describe the same commands: adding a command or an action to one and
// not the other fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAction: Same<v.InferOutput<typeof ActionSchema>, Action> = true;
const sameCommand: Same<v.InferOutput<typeof CommandSchema>, Command> = true;
void sameAction;
void sameCommand;

/** Each command's own schema by its type: the variant would try them in turn (issue 13, the door's cost). */
const BY_TYPE = new Map<unknown, v.GenericSchema<unknown, Command>>(CommandSchema.options.map((o) => [o.entries.type.literal, o]));

/**
 * A declaration's schema by its action's kind: the action variant tries its options in turn too,
 * and that showed in the profile (a third of the door). The same checks and words as the variant's
 * option for that kind.
 */
const DECLARE_BY_KIND = new Map<unknown, v.GenericSchema<unknown, Command>>(ActionSchema.options.map((o) => [o.entries.kind.literal, cmd('declare', { vehicle, action: o }) as v.GenericSchema<unknown, Command>]));

/** The schema that judges `x`: its type's own (for a declaration, its action kind's), which is what the variants pick; else the variant, which says what is wrong. */
function schemaFor(x: unknown): v.GenericSchema<unknown, Command> {
  try {
    if (x === null || typeof x !== 'object') return CommandSchema;
    const type = (x as { type?: unknown }).type;
    if (type === 'declare') {
      const a = (x as { action?: unknown }).action;
      const own = a !== null && typeof a === 'object' ? DECLARE_BY_KIND.get((a as { kind?: unknown }).kind) : undefined;
      if (own) return own;
    }
    return BY_TYPE.get(type) || CommandSchema;
  } catch {
    // A hostile getter: the variant meets it inside parseAt, which refuses it in words.
    return CommandSchema;
  }
}

/** A command as apply may use it, or BAD_COMMAND saying what is wrong (never the input itself). */
export function parseCommand(x: unknown): Result<Command, RuleError> {
  const r = parseAt(schemaFor(x), x);
  return r.ok ? ok(r.value) : err({ code: 'BAD_COMMAND', message: `not a command the game knows: ${r.error.message}` });
}
