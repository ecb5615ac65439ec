// @vitest-environment happy-dom
// The generic autosave (issue 13's rules, for any ruleset): each command turned to JSON once, a
// big save written a moment later, the last command never lost (pagehide flushes it, and so does
// reading the save back); a write that fails is reported, never silent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { History } from '../history';
import { Autosave, SAVE_DELAY_MS, WRITE_THROUGH_CHARS, type SavedGame } from './autosave';
import { parseGameText } from './gameFile';

const TAG = { ruleset: 'roadGang', rulesetVersion: 1 };
const SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };

function target() {
  const t = { text: null as string | null, writes: 0, fail: false };
  return { t, saves: new Autosave({ write: (x) => (t.fail ? 'full' : ((t.text = x), t.writes++, null)), read: () => t.text, clear: () => void (t.text = null) }) };
}
const game = (commands: History<unknown>): SavedGame => ({ tag: TAG, setup: SETUP, seed: 4, commands, name: null, seats: {} });
const ride = (i: number) => ({ type: 'ride', by: i % 2 ? 'p2' : 'p1', pad: 'x'.repeat(40) });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the generic autosave', () => {
  it('small saves are written at once; once big, a moment later — and pagehide writes the last command', () => {
    const { t, saves } = target();
    let h = History.of<unknown>();
    saves.save(game(h));
    expect(t.writes).toBe(1);
    let i = 0;
    // Each command is some 60 characters: this many make the save big.
    while (i < WRITE_THROUGH_CHARS / 40) saves.save(game((h = h.append([ride(i++)]))));
    const writes = t.writes;
    saves.save(game((h = h.append([ride(i)]))));
    saves.save(game((h = h.append([ride(i + 1)]))));
    expect(t.writes).toBe(writes);
    window.dispatchEvent(new Event('pagehide'));
    const f = parseGameText(t.text!);
    expect(f.ok && f.value.commands).toHaveLength(h.length);
    expect(f.ok && f.value.ruleset).toBe('roadGang');
    // Nothing pending: the timer writes nothing more.
    vi.advanceTimersByTime(SAVE_DELAY_MS * 2);
    expect(t.writes).toBe(writes + 1);
  });

  it('a pending save is written by its timer, and by anything reading the save back', () => {
    const { t, saves } = target();
    let h = History.of<unknown>(Array.from({ length: 400 }, (_, i) => ride(i)));
    saves.save(game(h));
    saves.save(game((h = h.append([ride(401)]))));
    expect(JSON.parse(saves.read()!).commands).toHaveLength(401);
    saves.save(game(h.append([ride(402)])));
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(JSON.parse(t.text!).commands).toHaveLength(402);
  });

  it('the text is the one game file, built once per command: the same as writing it whole', () => {
    const { saves } = target();
    let h = History.of<unknown>();
    let text = '';
    for (let i = 0; i < 30; i++) text = saves.text(game((h = h.append([ride(i)]))));
    expect(JSON.parse(text)).toEqual({ schema: 3, ...TAG, setup: SETUP, seed: 4, commands: h.toArray() });
    // An undo (a shorter version) is written from scratch, not from the longer text.
    expect(JSON.parse(saves.text(game(h.take(10)))).commands).toEqual(h.slice(0, 10));
  });

  it('a write that fails is reported at once; a paused autosave writes and clears nothing', () => {
    const { t, saves } = target();
    const told: (string | null)[] = [];
    saves.reportTo((p) => told.push(p));
    t.fail = true;
    expect(saves.saveNow(game(History.of()))).toBe('full');
    expect(told).toEqual(['full']);
    t.fail = false;
    saves.pause(true);
    saves.save(game(History.of([ride(1)])));
    saves.drop();
    expect(t.text).toBeNull();
    saves.pause(false);
    saves.save(game(History.of([ride(1)])));
    expect(told).toEqual(['full', null]);
  });
});
