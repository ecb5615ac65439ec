// Shared by the tests of the reveal (issue 29: results shown when the board shows them): a Game One
// in the store with the board's feed on a fake clock, and a way to play on to a chosen command.
import { act } from 'react';
import { vi } from 'vitest';
import { apply, legalCommands, type Command, type GameEvent } from '../../engine';
import { slowDriver } from '../../sim/slowDriver';
import { useStore } from '../../store';
import { listenToStore, skipAnimations } from '../../render/animationFeed';
import { unmount } from './mount';

const initial = useStore.getState();
const get = () => useStore.getState();

/** Plays on (shooting when it may, as e2e/states.ts) until the next command's events pass `want`; returns that command. */
export function playUntil(want: (events: GameEvent[]) => boolean): Command {
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

/** A shot that hits and does damage. */
export const hits = (events: GameEvent[]) => events.some((e) => e.type === 'shot' && e.hit) && events.some((e) => e.type === 'damage' && e.points > 0);

/** Lets `ms` of the fake clock pass. */
export const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

/** A fresh Game One (seed 3) on a fake clock, the board's feed listening to the store. */
export function startRevealGame(): void {
  localStorage.clear();
  useStore.setState(initial, true);
  get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  listenToStore();
}

export async function endRevealGame(): Promise<void> {
  skipAnimations();
  await unmount();
  vi.useRealTimers();
}
