// The garage: saved vehicle designs (p80-84) and the new-game form that picks them. Never part
// of a game's save; a bad design file or a bad saved entry is reported and changes nothing else.
import { parseDesignFile } from '../engine';
import { newDesignId, readDesigns, writeDesigns } from './designs';
import type { GarageSlice, NewGameDraft } from './types';
import type { Slice } from './slice';

export const EMPTY_DRAFT: NewGameDraft = { names: ['', ''], scenario: 'gameOne', crash: false, measure: false, seed: '', picks: {} };


export const garageSlice: Slice<GarageSlice> = (set, get) => ({
  designs: [],
  designProblems: [],
  designsKeptAside: [],
  garage: { open: false, forPlayer: null, editing: null },
  draft: EMPTY_DRAFT,

  loadDesigns: () => {
    const r = readDesigns();
    set({ designs: r.designs, designProblems: r.problems, designsKeptAside: r.bad });
  },

  saveDesign: (design, id) => {
    const { designs, garage } = get();
    const keep = id && designs.some((d) => d.id === id) ? id : newDesignId(new Set(designs.map((d) => d.id)));
    const next = designs.some((d) => d.id === keep) ? designs.map((d) => (d.id === keep ? { id: keep, design } : d)) : [...designs, { id: keep, design }];
    writeDesigns(next, get().designsKeptAside);
    set((s) => {
      s.designs = next;
      s.garage.editing = keep;
      if (garage.forPlayer) s.draft.picks[garage.forPlayer] = keep;
    });
    return keep;
  },

  deleteDesign: (id) => {
    const next = get().designs.filter((d) => d.id !== id);
    writeDesigns(next, get().designsKeptAside);
    set((s) => {
      s.designs = next;
      if (s.garage.editing === id) s.garage.editing = null;
      for (const p of Object.keys(s.draft.picks)) if (s.draft.picks[p] === id) s.draft.picks[p] = null;
    });
  },

  importDesign: (text) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, message: 'Import failed, nothing was changed: the file is not JSON.' };
    }
    const r = parseDesignFile(json);
    if (!r.ok) return { ok: false, message: `Import failed, nothing was changed — ${r.error.code}: ${r.error.message}.` };
    const designs = get().designs;
    const id = newDesignId(new Set(designs.map((d) => d.id)));
    const next = [...designs, { id, design: r.value }];
    writeDesigns(next, get().designsKeptAside);
    set((s) => {
      s.designs = next;
      s.garage.editing = id;
    });
    return { ok: true, id };
  },

  discardBadDesigns: () => {
    writeDesigns(get().designs, []);
    set({ designProblems: [], designsKeptAside: [] });
  },

  openGarage: (opts = {}) => set({ garage: { open: true, forPlayer: opts.forPlayer ?? null, editing: opts.editing ?? null } }),
  closeGarage: () => set((s) => { s.garage = { open: false, forPlayer: null, editing: null }; }),
  setDraft: (patch) => set((s) => { s.draft = { ...s.draft, ...patch }; }),
});
