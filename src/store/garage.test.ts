// @vitest-environment happy-dom
// The garage's saved designs: validated at the door entry by entry (a bad entry is reported and
// kept, never fatal), saved, deleted, picked for a player, imported through parseDesignFile.
import { beforeEach, describe, expect, it } from 'vitest';
import { designFile, type VehicleDesign } from '../engine';
import { DESIGNS_BAD_KEY, DESIGNS_KEY, useStore } from './index';

const initial = useStore.getState();
const get = () => useStore.getState();
const mg: VehicleDesign = { name: 'Hood MG', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'hood', link: null }] };
const wings: VehicleDesign = { name: 'Twin wings', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'MG link' }, { type: 'machineGun', mount: 'wingRight', link: 'MG link' }] };
const stored = () => JSON.parse(localStorage.getItem(DESIGNS_KEY)!);

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});

describe('loading saved designs', () => {
  it('reads good entries and reports a bad one without losing it', () => {
    localStorage.setItem(DESIGNS_KEY, JSON.stringify({ schema: 1, designs: [{ id: 'a', design: mg }, { id: 'b', design: { name: 'Tank', kind: 'tank', weapons: [] } }, { id: 'c', design: wings }] }));
    get().loadDesigns();
    expect(get().designs.map((d) => d.id)).toEqual(['a', 'c']);
    expect(get().designProblems).toHaveLength(1);
    expect(get().designProblems[0]).toMatch(/Saved design 2 "Tank" could not be read \(kind must be one of/);
    // A later save keeps the bad entry as it was.
    get().saveDesign({ ...mg, name: 'Hood MG 2' }, 'a');
    expect(stored().designs.map((d: { id: string }) => d.id)).toEqual(['a', 'c', 'b']);
    get().discardBadDesigns();
    expect(stored().designs.map((d: { id: string }) => d.id)).toEqual(['a', 'c']);
    expect(get().designProblems).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify([mg])],
  ])('a store that is %s is reported, copied aside, and the garage starts empty', (_name, raw) => {
    localStorage.setItem(DESIGNS_KEY, raw);
    get().loadDesigns();
    expect(get().designs).toEqual([]);
    expect(get().designProblems[0]).toMatch(/kept aside/);
    expect(localStorage.getItem(DESIGNS_BAD_KEY)).toBe(raw);
  });

  it('a second corrupt store does not overwrite the first kept-aside copy', () => {
    localStorage.setItem(DESIGNS_KEY, '{first');
    get().loadDesigns();
    get().saveDesign(mg);
    localStorage.setItem(DESIGNS_KEY, '{second');
    get().loadDesigns();
    expect(localStorage.getItem(DESIGNS_BAD_KEY)).toBe('{first');
    expect(localStorage.getItem(`${DESIGNS_BAD_KEY}-2`)).toBe('{second');
    expect(get().designProblems[0]).toContain(`"${DESIGNS_BAD_KEY}-2"`);
  });

  it('reports duplicate ids', () => {
    localStorage.setItem(DESIGNS_KEY, JSON.stringify({ schema: 1, designs: [{ id: 'a', design: mg }, { id: 'a', design: wings }] }));
    get().loadDesigns();
    expect(get().designs).toHaveLength(1);
    expect(get().designProblems[0]).toMatch(/used twice/);
  });
});

describe('saving and picking', () => {
  it('saves new designs and over an existing one', () => {
    const a = get().saveDesign(mg);
    const b = get().saveDesign(wings);
    expect(a).not.toBe(b);
    get().saveDesign({ ...mg, name: 'Renamed' }, a);
    expect(get().designs.map((d) => d.design.name)).toEqual(['Renamed', 'Twin wings']);
    expect(stored().designs).toHaveLength(2);
    useStore.setState(initial, true);
    get().loadDesigns();
    expect(get().designs.map((d) => d.design.name)).toEqual(['Renamed', 'Twin wings']);
  });

  it('a design saved in a garage opened for a player becomes their pick; deleting it clears the pick', () => {
    get().openGarage({ forPlayer: 'p2' });
    const id = get().saveDesign(mg);
    expect(get().draft.picks.p2).toBe(id);
    get().closeGarage();
    expect(get().garage.open).toBe(false);
    get().deleteDesign(id);
    expect(get().draft.picks.p2).toBeNull();
    expect(get().designs).toEqual([]);
  });
});

describe('import (parseDesignFile)', () => {
  it('adds a good design file and a bare design', () => {
    expect(get().importDesign(JSON.stringify(designFile(wings))).ok).toBe(true);
    expect(get().importDesign(JSON.stringify(mg)).ok).toBe(true);
    expect(get().designs.map((d) => d.design)).toEqual([wings, mg]);
  });

  it.each([
    ['not JSON', 'nope', /not JSON/],
    ['another format', JSON.stringify({ format: 'something-else', version: 1, design: mg }), /BAD_FILE/],
    ['a newer version', JSON.stringify({ format: 'dark-future-design', version: 9, design: mg }), /BAD_VERSION/],
    ['a bad weapon', JSON.stringify({ ...mg, weapons: [{ type: 'railgun', mount: 'hood' }] }), /BAD_DESIGN: weapons\[0\]\.type/],
  ])('a file that is %s gets a clear error and changes nothing', (_name, text, message) => {
    get().saveDesign(mg);
    const before = get().designs;
    const saved = localStorage.getItem(DESIGNS_KEY);
    const r = get().importDesign(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
    expect(r.ok || r.message.startsWith('Import failed, nothing was changed')).toBe(true);
    expect(get().designs).toBe(before);
    expect(localStorage.getItem(DESIGNS_KEY)).toBe(saved);
  });
});
