// @vitest-environment happy-dom
// The log keeps a bounded window in the page however long the game (2,900 commands once meant
// 86k elements), follows the newest entry, and pages back to the oldest on request.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalCommands } from '../engine';
import { slowDriver } from '../sim/slowDriver';
import { useStore } from '../store';
import { Log } from './Log';
import { LOG_PAGE, LOG_WINDOW, logWindow, pageLog } from '../shell/logWindow';
import { byTestId, click, mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
const get = () => useStore.getState();

function play(n: number) {
  const choose = slowDriver(1, 0, false);
  for (let i = 0; i < n; i++) expect(get().dispatch(choose(get().game!, legalCommands(get().game!)))).toBe(true);
}

const entries = () => [...document.querySelectorAll('[data-testid="log-entry"]')].map((e) => Number(e.getAttribute('data-index')));

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});
afterEach(unmount);

describe('logWindow', () => {
  it('follows the newest entries, at most LOG_WINDOW of them', () => {
    expect(logWindow(10, null)).toEqual({ start: 0, end: 10, following: true });
    expect(logWindow(1000, null)).toEqual({ start: 1000 - LOG_WINDOW, end: 1000, following: true });
  });

  it('pages back to the first entry and on again to following', () => {
    let end: number | null = null;
    for (let i = 0; i < 50 && logWindow(1000, end).start > 0; i++) end = pageLog(logWindow(1000, end), 1000, 'earlier');
    expect(logWindow(1000, end)).toEqual({ start: 0, end: LOG_WINDOW, following: false });
    end = pageLog(logWindow(1000, end), 1000, 'later');
    expect(end).toBe(LOG_WINDOW + LOG_PAGE);
    for (let i = 0; i < 50 && end !== null; i++) end = pageLog(logWindow(1000, end), 1000, 'later');
    expect(end).toBeNull();
  });
});

describe('Log', () => {
  it('shows every entry of a short game', async () => {
    get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3);
    play(10);
    await mount(<Log />);
    expect(entries()).toEqual(get().log.map((e) => e.index));
    expect(byTestId('log-earlier')).toBeNull();
  });

  it('keeps a long game to a window of the newest entries, and pages back to the very first', async () => {
    get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3);
    play(250);
    const n = get().log.length;
    expect(n).toBeGreaterThan(3 * LOG_WINDOW);
    await mount(<Log />);
    expect(entries()).toEqual(Array.from({ length: LOG_WINDOW }, (_, i) => n - LOG_WINDOW + i));
    for (let i = 0; i < 100 && byTestId('log-earlier'); i++) {
      await click(need('log-earlier'));
      expect(entries().length).toBeLessThanOrEqual(LOG_WINDOW);
    }
    expect(entries()[0]).toBe(0);
    // The first heading is the set-up's, as in the whole log.
    expect(document.querySelector('.log-heading')?.textContent).toBe('Set-up');
    await click(need('log-later'));
    expect(entries()[0]).toBe(LOG_PAGE);
  }, 60_000);
});
