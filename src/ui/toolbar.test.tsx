// @vitest-environment happy-dom
// Issue 29, item 3: the toolbar keeps its frequent actions as buttons and folds the rare ones into
// one menu button (keyboard: Enter or Space opens it on its first item, the arrows move, Escape
// closes it and gives the focus back); what was copied or saved is said in a toast (role=status),
// and nothing is added to the bar (it never reflows).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../store';
import { OptionsBar } from './OptionsBar';
import { click, key, mount, need, unmount } from './testing/mount';
import { resetStores } from './testing/stores';

const get = () => useStore.getState();
const menu = () => need('menu');
const popup = () => document.querySelector('[role="menu"]') as HTMLElement;
const items = () => [...popup().querySelectorAll<HTMLElement>('[role^="menuitem"]')];
const names = () => items().map((i) => i.textContent?.trim());
const focused = () => (document.activeElement as HTMLElement | null)?.textContent?.trim();
const status = () => document.querySelector('[role="status"]')?.textContent ?? '';

beforeEach(() => {
  resetStores();
  get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3);
});
afterEach(unmount);

describe('the toolbar (issue 29)', () => {
  it('keeps the frequent actions as buttons and the rare ones in one closed menu', async () => {
    const bar = await mount(<OptionsBar />);
    for (const id of ['undo', 'open-rules', 'open-settings', 'animations']) expect(bar.querySelector(`[data-testid="${id}"]`)?.closest('[role="menu"]')).toBeNull();
    expect(menu().getAttribute('aria-haspopup')).toBe('menu');
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(popup().hidden).toBe(true);
    expect(names()).toEqual(['Garage', 'Replay', 'Share link', 'Watch a file', 'Export', 'Import', 'Restart', 'New game']);
  });

  it('opens with Enter or Space on its first item, moves with the arrows, closes with Escape back on the button', async () => {
    await mount(<OptionsBar />);
    menu().focus();
    await key('Enter', menu());
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    expect(popup().hidden).toBe(false);
    expect(focused()).toBe('Garage');
    await key('ArrowDown', document.activeElement!);
    expect(focused()).toBe('Replay');
    await key('ArrowUp', document.activeElement!);
    await key('ArrowUp', document.activeElement!);
    expect(focused()).toBe('New game');
    await key('ArrowDown', document.activeElement!);
    expect(focused()).toBe('Garage');
    await key('Escape', document.activeElement!);
    expect(popup().hidden).toBe(true);
    expect(document.activeElement).toBe(menu());
    await key(' ', menu());
    expect(popup().hidden).toBe(false);
    expect(focused()).toBe('Garage');
    await key('Escape', document.activeElement!);
  });

  it('says "Link copied" in a toast and adds nothing to the bar; "Saved" after Export', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const bar = await mount(<OptionsBar />);
    const before = bar.querySelector('nav')!.children.length;
    await click(menu());
    await click(need('share-link'));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledOnce();
    expect(status()).toContain('Link copied');
    expect(popup().hidden).toBe(true);
    expect(bar.querySelector('nav')!.querySelectorAll('input:not([type="checkbox"]):not([type="file"])')).toHaveLength(0);
    expect(bar.querySelector('nav')!.children.length).toBe(before);
    await click(menu());
    await click(need('export-game'));
    expect(status()).toContain('Saved');
  });
});
