// @vitest-environment happy-dom
// Issue 29, item 1: "What just happened" and the turn counter keep step with the board. With the
// animations on, a line of the recap appears when the board shows its event (the tracer reaching
// the target, the damage number rising), the turn counter moves on only when the board reaches
// the new turn; Skip, animations off or reduced motion show everything at once.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apply, legalCommands, type Command, type GameEvent, type GameState } from '../engine';
import { slowDriver } from '../sim/slowDriver';
import { useStore } from '../store';
import { listenToStore, skipAnimations } from '../render/animationFeed';
import { Header } from './Header';
import { Recap } from './Recap';
import { RecordSheets } from './RecordSheets';
import { mount, unmount } from './testing/mount';

const initial = useStore.getState();
const get = () => useStore.getState();

/** Plays on (shooting when it may, as e2e/states.ts) until the next command's events pass `want`; returns that command. */
function playUntil(want: (events: GameEvent[]) => boolean): Command {
  const slow = slowDriver(3, 60, false);
  for (let i = 0; i < 400; i++) {
    const g = get().game!;
    const legal = legalCommands(g);
    const shoot = legal.filter((c) => c.type === 'declare' && c.action.kind === 'shoot');
    const cmd = legal.find((c) => c.type === 'fire') ?? shoot[i % Math.max(1, shoot.length)] ?? slow(g, legal);
    const r = apply(g, cmd);
    if (r.ok && want(r.value.events)) return cmd;
    if (!get().dispatch(cmd)) throw new Error(JSON.stringify([cmd, get().error]));
  }
  throw new Error('no such command in 400');
}

const hits = (events: GameEvent[]) => events.some((e) => e.type === 'shot' && e.hit) && events.some((e) => e.type === 'damage' && e.points > 0);
const lines = () => [...document.querySelectorAll('[data-testid="recap-line"]')].map((l) => l.getAttribute('data-type'));
const turn = () => document.querySelector('[data-testid="turn-number"] b')?.textContent;
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
  get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  listenToStore();
});
afterEach(async () => {
  skipAnimations();
  await unmount();
  vi.useRealTimers();
});

describe('the recap keeps step with the board', () => {
  it('shows a hit when the tracer reaches the car and the damage when its number rises, not before', async () => {
    const fire = playUntil(hits);
    const target = apply(get().game!, fire);
    const hurt = target.ok ? target.value.events.find((e) => e.type === 'damage')! : null;
    if (hurt?.type !== 'damage') throw new Error('no damage');
    const lost = () => document.querySelectorAll(`[data-testid="damage-track-${hurt.vehicle}"] .damage-box.lost`).length;
    await mount(<><Recap /><RecordSheets active={null} /></>);
    const before = lost();
    await act(async () => void get().dispatch(fire));
    // The tracer has only just left the gun: no verdict, no damage yet, on the record sheet neither.
    expect(lines()).not.toContain('shot');
    expect(lines()).not.toContain('damage');
    expect(lost()).toBe(before);
    await wait(200);
    expect(lines()).toContain('shot');
    expect(lines()).not.toContain('damage');
    expect(lost()).toBe(before);
    await wait(5000);
    expect(lines()).toContain('damage');
    expect(lost()).toBe(before + hurt.points);
    expect(document.querySelector('[data-testid="recap"]')?.textContent).toContain('HIT');
  });

  it('moves the turn counter on when the board has shown the turn out, not before', async () => {
    const last = playUntil((events) => events.some((e) => e.type === 'moved') && events.some((e) => e.type === 'turnStart'));
    const before: GameState | null = get().game;
    await mount(<Header />);
    expect(turn()).toBe(String(before!.turn));
    await act(async () => void get().dispatch(last));
    expect(get().game!.turn).toBe(before!.turn + 1);
    expect(turn()).toBe(String(before!.turn));
    await wait(10000);
    expect(turn()).toBe(String(before!.turn + 1));
  });

  it('shows everything at once on Skip, with the animations off and with reduced motion', async () => {
    const fire = playUntil(hits);
    const start = { ...get() };
    await mount(<Recap />);
    await act(async () => void get().dispatch(fire));
    expect(lines()).not.toContain('damage');
    await act(async () => skipAnimations());
    expect(lines()).toContain('shot');
    expect(lines()).toContain('damage');
    for (const off of [{ animations: false }, { reduceMotion: true }]) {
      await act(async () => useStore.setState({ ...start, ...off }, true));
      await act(async () => void get().dispatch(fire));
      expect(lines()).toContain('damage');
    }
  });
});
