// @vitest-environment happy-dom
// Settings kept across reloads (issue 29): a fresh store (a reload) reads each one back from the
// one settings record; a corrupt field or an old record falls back or migrates; games are untouched.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_KEY, SETTINGS_VERSION } from '../shell/settings';
import { UI_DEFAULTS } from './settings';

/** A reload: the modules (and so the stores) made anew over the same localStorage. */
async function reload() {
  vi.resetModules();
  const { useStore } = await import('./index');
  const { useSession } = await import('../shell/sessionStore');
  return { df: useStore.getState, rg: useSession.getState, useStore, useSession };
}

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as { state: Record<string, unknown>; version: number } | null;

beforeEach(() => localStorage.clear());

describe('settings across a reload', () => {
  it('keep each setting of both games, in one record', async () => {
    const a = await reload();
    expect(a.df()).toMatchObject(UI_DEFAULTS);
    a.df().setAnimations(false);
    a.df().setAnimationPace(2);
    a.df().setReduceMotion(true);
    a.df().setSound(true);
    a.df().setVolume(0.25);
    a.df().setPalette('okabeIto');
    a.df().setHintLevel('brief');
    a.rg().setCover(false);
    expect(stored()).toEqual({ version: SETTINGS_VERSION, state: { animations: false, animationPace: 2, reduceMotion: true, sound: true, volume: 0.25, palette: 'okabeIto', hintLevel: 'brief', soundOffered: false, cover: false, tumble: true } });

    const b = await reload();
    expect(b.df()).toMatchObject({ animations: false, animationPace: 2, reduceMotion: true, sound: true, volume: 0.25, palette: 'okabeIto', hintLevel: 'brief' });
    expect(b.rg().cover).toBe(false);
    // Nothing else of the store comes back from the settings: no game, no open panel.
    expect(b.df().game).toBeNull();
    expect(b.df().settingsOpen).toBe(false);
  });

  it('a record that is not JSON gives the defaults, and the next change writes it anew', async () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    const a = await reload();
    expect(a.df()).toMatchObject(UI_DEFAULTS);
    expect(a.rg().cover).toBe(true);
    a.df().setSound(true);
    expect(stored()?.state.sound).toBe(true);
  });

  it('a corrupt field falls back to its default on its own; the good ones stay', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ version: SETTINGS_VERSION, state: { volume: 'loud', palette: 'neon', animationPace: -3, hintLevel: 'off', sound: true, cover: 'yes' } }));
    const a = await reload();
    expect(a.df()).toMatchObject({ volume: UI_DEFAULTS.volume, palette: 'standard', animationPace: 1, hintLevel: 'off', sound: true });
    expect(a.rg().cover).toBe(true);
  });

  it('a record of another version (or none) is read field by field and written back at this version', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ version: 0, state: { palette: 'okabeIto', volume: 7 } }));
    const a = await reload();
    expect(a.df()).toMatchObject({ palette: 'okabeIto', volume: UI_DEFAULTS.volume });
    expect(stored()?.version).toBe(SETTINGS_VERSION);
    expect(stored()?.state.palette).toBe('okabeIto');
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ state: { hintLevel: 'brief' } }));
    expect((await reload()).df().hintLevel).toBe('brief');
    localStorage.setItem(SETTINGS_KEY, JSON.stringify([1, 2, 3]));
    expect((await reload()).df()).toMatchObject(UI_DEFAULTS);
  });

  it('leaves the saved game alone: settings changed and a reload rewrite no other key', async () => {
    const a = await reload();
    const { flushSave } = await import('./index');
    expect(a.df().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 7)).toBe(true);
    a.df().dispatch({ type: 'rollForLead' });
    flushSave();
    const others = () => Object.fromEntries(Object.keys(localStorage).filter((k) => k !== SETTINGS_KEY).map((k) => [k, localStorage.getItem(k)]));
    const before = others();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    a.df().setPalette('okabeIto');
    a.df().setHintLevel('off');
    a.rg().setCover(false);
    const b = await reload();
    expect(b.df().palette).toBe('okabeIto');
    expect(others()).toEqual(before);
  });
});
