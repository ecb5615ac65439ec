// The garage's saved designs in localStorage ('dark-future/designs'): {schema: 1, designs:
// [{id, design}]}. Validated at the door entry by entry (the engine's parseDesign judges the
// shape): a bad entry is reported and kept aside untouched, never fatal, never silently lost.
import * as v from 'valibot';
import { parseDesign, schema, type VehicleDesign } from '../engine';
import { keepAside } from '../shell/saves/keepAside';

export const DESIGNS_KEY = 'dark-future/designs';
/** Where an unreadable designs store is copied before it is written over. */
export const DESIGNS_BAD_KEY = 'dark-future/designs-unreadable';
export const DESIGNS_SCHEMA = 1;

export interface SavedDesign {
  id: string;
  design: VehicleDesign;
}

export interface DesignsRead {
  designs: SavedDesign[];
  /** One line per entry that could not be read, in words. */
  problems: string[];
  /** The unreadable entries, kept as they were so a later save does not lose them. */
  bad: unknown[];
}

/** More designs than any garage holds; a hostile store stops here. */
const MAX_DESIGNS = 1000;
// The envelope and each entry's id; the design itself is the engine's parseDesign.
const Store = v.pipe(schema.anyObject('an object'), v.object({ schema: v.literal(DESIGNS_SCHEMA), designs: schema.list(v.unknown(), MAX_DESIGNS) }));
const IsObject = schema.anyObject('an object');
const Entry = v.pipe(IsObject, v.object({ id: schema.id() }));
const Named = v.object({ design: v.object({ name: v.string() }) });

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads the stored text; each entry goes through the engine's parseDesign. */
export function parseDesigns(text: string | null): DesignsRead {
  const out: DesignsRead = { designs: [], problems: [], bad: [] };
  if (text === null) return out;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    out.problems.push('The saved designs are not valid JSON: they were kept aside under "dark-future/designs-unreadable" and the garage starts empty.');
    out.bad.push(text);
    return out;
  }
  const store = schema.parseAt(Store, data);
  if (!store.ok) {
    out.problems.push('The saved designs are not in a form this version reads: they were kept aside under "dark-future/designs-unreadable".');
    out.bad.push(text);
    return out;
  }
  const ids = new Set<string>();
  store.value.designs.forEach((entry: unknown, i) => {
    const e = schema.parseAt(Entry, entry);
    const id = e.ok ? e.value.id : null;
    const r = schema.parseAt(IsObject, entry).ok ? parseDesign((entry as { design?: unknown }).design) : null;
    if (!id || ids.has(id) || !r || !r.ok) {
      const why = !r ? 'not an object' : !r.ok ? r.error.message : !id ? 'it has no id' : 'its id is used twice';
      const named = schema.parseAt(Named, entry);
      const name = named.ok ? ` "${named.value.design.name.slice(0, 40)}"` : '';
      out.problems.push(`Saved design ${i + 1}${name} could not be read (${why}); it is kept aside, not deleted.`);
      out.bad.push(entry);
      return;
    }
    ids.add(id);
    out.designs.push({ id, design: r.value });
  });
  return out;
}

export function readDesigns(): DesignsRead {
  let text: string | null;
  try {
    text = storage()?.getItem(DESIGNS_KEY) ?? null;
  } catch {
    text = null;
  }
  const r = parseDesigns(text);
  // A store that is unreadable as a whole is copied aside before anything writes over it.
  if (r.bad.length === 1 && typeof r.bad[0] === 'string' && r.designs.length === 0) {
    // Never over an earlier copy: a second corrupt store goes to the next free key (keepAside.ts).
    const key = keepAside(DESIGNS_BAD_KEY, r.bad[0]);
    const where = key === null ? 'could not be kept aside (storage is full or disabled)' : `were kept aside under "${key}"`;
    return { ...r, problems: r.problems.map((p) => p.replace('were kept aside under "dark-future/designs-unreadable"', where)), bad: [] };
  }
  return r;
}

/** Writes the designs (and the unreadable entries, untouched) back; best effort. */
export function writeDesigns(designs: SavedDesign[], bad: unknown[]): void {
  try {
    storage()?.setItem(DESIGNS_KEY, JSON.stringify({ schema: DESIGNS_SCHEMA, designs: [...designs, ...bad] }));
  } catch {
    // Quota or privacy mode: the designs live until the page closes.
  }
}

/** A new design id: short, unique enough for one browser's garage. */
export const newDesignId = (taken: Set<string>): string => {
  for (;;) {
    const id = `d${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
    if (!taken.has(id)) return id;
  }
};
