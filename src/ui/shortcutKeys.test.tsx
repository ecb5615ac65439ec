// @vitest-environment happy-dom
// Number keys mean the same kind of action all game (issue 29): the key comes from the kind
// (ACTION_KEYS), not from the button's place, so damage that takes buttons away moves no key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalCommands, type Action, type GameState } from '../engine';
import { startPhase } from '../engine/flow/turn';
import { testState } from '../engine/testkit';
import { useStore } from '../store';
import { ACTION_KEY_WORDS, ACTION_KEYS, actionGroups } from './actionGroups';
import { DeclarePanel } from './DeclarePanel';
import { key, mount, need, unmount } from './testing/mount';
import { SettingsPanel } from './SettingsPanel';
import { resetStores } from './testing/stores';
import { useShortcuts } from './useShortcuts';

/** A fresh car on turn 1, and the same car later with its acceleration cut by damage, an enemy ahead. */
const fresh = (): GameState => startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 2, speed: 60 }, { id: 'b', lane: 6, space: 8, speed: 20 }] }), 1);
const damaged = (): GameState => startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 2, speed: 60, patch: { acceleration: 5 } }, { id: 'b', lane: 3, space: 5, speed: 20 }] }), 1);

const keysByKind = (s: GameState): Map<Action['kind'], Set<string>> => {
  const out = new Map<Action['kind'], Set<string>>();
  for (const it of actionGroups(s, legalCommands(s)).flatMap((g) => g.items)) out.set(it.action.kind, (out.get(it.action.kind) ?? new Set()).add(it.key));
  return out;
};

function Keys() {
  useShortcuts();
  return <DeclarePanel />;
}

beforeEach(resetStores);
afterEach(unmount);

describe('stable number keys (issue 29)', () => {
  it('a kind keeps its key between two different decisions, though the buttons differ', () => {
    const a = keysByKind(fresh());
    const b = keysByKind(damaged());
    const chips = (s: GameState) => actionGroups(s, legalCommands(s)).flatMap((g) => g.items).filter((i) => i.action.kind === 'accelerate').length;
    expect(chips(fresh())).toBeGreaterThan(chips(damaged()));
    const both = [...a.keys()].filter((k) => b.has(k));
    expect(both).toEqual(expect.arrayContaining(['none', 'accelerate', 'brake', 'shoot']));
    for (const kind of both) {
      expect([...a.get(kind)!]).toEqual([ACTION_KEYS[kind]]);
      expect([...b.get(kind)!]).toEqual([ACTION_KEYS[kind]]);
    }
  });

  it('every button has a key, and the settings list each key once', () => {
    for (const it of actionGroups(fresh(), legalCommands(fresh())).flatMap((g) => g.items)) expect(it.key).toMatch(/^[1-9]$/);
    const listed = ACTION_KEY_WORDS.map(([k]) => k);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(Object.values(ACTION_KEYS))).toEqual(new Set(listed));
  });

  it('the settings list the keys by kind', async () => {
    useStore.setState({ game: fresh(), settingsOpen: true });
    await mount(<SettingsPanel />);
    const list = need('settings-shortcuts').textContent ?? '';
    for (const [k, words] of ACTION_KEY_WORDS) expect(list).toContain(`${k}${words}`.slice(0, 12));
    expect(list).toContain('accelerate: into the row');
  });

  it('a shared key moves the focus into its row, again and the arrows go on, one key presses', async () => {
    const dispatch = vi.fn(() => true);
    useStore.setState({ game: fresh(), dispatch });
    await mount(<Keys />);
    const row = [...document.querySelectorAll<HTMLButtonElement>('button[data-shortcut="2"]')];
    expect(row.length).toBeGreaterThan(1);
    await key('2');
    expect(document.activeElement).toBe(row[0]);
    expect(dispatch).not.toHaveBeenCalled();
    await key('2');
    expect(document.activeElement).toBe(row[1]);
    await key('ArrowLeft', document.activeElement!);
    expect(document.activeElement).toBe(row[0]);
    await key('ArrowLeft', document.activeElement!);
    expect(document.activeElement).toBe(row.at(-1));
    await key('1');
    expect(dispatch).toHaveBeenCalledWith({ type: 'declare', vehicle: 'a', action: { kind: 'none' } });
  });
});
