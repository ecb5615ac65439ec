// The shape of a vehicle design and of a design file (the garage's import and export). Shape
// only: validateDesign (design.ts) judges the design rules (p80-84). Unknown fields of a design
// are dropped rather than refused, so a file from a later version still reads.
import * as v from 'valibot';
import { anyObject, int, list, oneOf, parseAt } from './common';
import { DESIGN_FILE_FORMAT, DESIGN_FILE_VERSION, DESIGN_KINDS, NAME_MAX, type DesignWeapon, type VehicleDesign } from '../design/design';
import { err, MOUNTS, ok, WEAPON_TYPES } from '../types';
import type { Result } from '../types';

export interface DesignFileError {
  code: 'BAD_FILE' | 'BAD_VERSION' | 'BAD_DESIGN';
  message: string;
}

const weapon = v.pipe(
  v.object({
    type: oneOf(WEAPON_TYPES, 'a known weapon'),
    mount: oneOf(MOUNTS, 'a known mount'),
    link: v.nullish(v.pipe(v.string('a name of 1 to 20 characters or null'), v.minLength(1, 'a name of 1 to 20 characters or null'), v.maxLength(20, 'a name of 1 to 20 characters or null'))),
  }, 'a weapon {type, mount, link?}'),
  v.transform((w): DesignWeapon => ({ type: w.type, mount: w.mount, link: w.link ?? null })),
);

export const DesignSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(`text of at most ${NAME_MAX} characters`), v.maxLength(NAME_MAX, `text of at most ${NAME_MAX} characters`)),
    kind: oneOf(DESIGN_KINDS),
    weapons: list(weapon, 12, 'a list of at most 12'),
    // Any whole number here; validateDesign says which drive skills a design may have (1 to 6).
    driveSkill: v.optional(int(-1000, 1000, 'a whole number')),
  }, 'a design {name, kind, weapons, driveSkill?}'),
  v.transform((d): VehicleDesign => ({ name: d.name, kind: d.kind, weapons: d.weapons, ...(d.driveSkill !== undefined ? { driveSkill: d.driveSkill } : {}) })),
);

/** Reads a design: unknown fields are dropped; the design rules are validateDesign's. */
export function parseDesign(x: unknown): Result<VehicleDesign, DesignFileError> {
  const r = parseAt(DesignSchema, x);
  return r.ok ? ok(r.value) : err({ code: 'BAD_DESIGN', message: r.error.path ? r.error.message : `a design must be an object {name, kind, weapons}` });
}

const wrapper = v.object({ format: v.optional(v.unknown()), version: v.optional(v.unknown()), design: v.optional(v.unknown()) });

/** Reads an imported design file (parsed JSON): a DesignFile wrapper or a bare design. */
export function parseDesignFile(json: unknown): Result<VehicleDesign, DesignFileError> {
  const file = parseAt(v.pipe(anyObject('a JSON object'), wrapper), json);
  if (!file.ok) return err({ code: 'BAD_FILE', message: 'a design file holds a JSON object' });
  if (!Object.hasOwn(json as object, 'format')) return parseDesign(json);
  if (file.value.format !== DESIGN_FILE_FORMAT) return err({ code: 'BAD_FILE', message: `not a ${DESIGN_FILE_FORMAT} file` });
  if (file.value.version !== DESIGN_FILE_VERSION) return err({ code: 'BAD_VERSION', message: `design file version ${typeof file.value.version === 'number' ? file.value.version : '(not a number)'} is not ${DESIGN_FILE_VERSION}` });
  return parseDesign(file.value.design);
}
