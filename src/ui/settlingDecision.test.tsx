// @vitest-environment happy-dom
// Issue 29, "the camera moves under your hand... Nothing rescales during a decision": the board's
// fitted view glides for GLIDE_MS after a command (useFollowCamera.ts), and the next decision was
// open at once, so a click or a key could land while the road still moved and scaled. The glide
// starts with the command, while its effects play, and the decision takes no input until the view
// rests: the decision is inert and its number keys wait (settling.ts, SidePanel.tsx, useShortcuts.ts).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import { useStore } from '../store';
import { GLIDE_MS, useFollowCamera } from '../render/useFollowCamera';
import { cameraSettling } from '../render/settling';
import type { Camera } from '../render/camera';
import { SidePanel } from './SidePanel';
import { useShortcuts } from './useShortcuts';
import { key, mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
const get = () => useStore.getState();
const SIZE = { width: 800, height: 500 };
const RESET = {};
const shown: Camera[] = [];

/** A board's camera whose fitted view moves with every command, as the real one follows the cars. */
function Camera() {
  const n = useStore((s) => s.commands.length);
  const animate = useStore((s) => s.animations);
  const { cam } = useFollowCamera({ scale: 1 + n, rotation: 0, x: 10 * n, y: 0 }, SIZE, true, animate, RESET);
  shown.push(cam);
  return null;
}

function Table() {
  const game = useStore((s) => s.game);
  useShortcuts();
  return (
    <>
      <Camera />
      <SidePanel pending={game ? pending(game) : null} />
    </>
  );
}

const inert = () => need('decision-slot').hasAttribute('inert');
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'] });
  localStorage.clear();
  useStore.setState(initial, true);
  get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3);
  // Through the set-up (the lead's roll, both cars placed) to the first declaration, whose key 1 is "Straight ahead".
  for (let i = 0; i < 3; i++) get().dispatch(legalCommands(get().game!)[0]);
  expect(pending(get().game!).kind).toBe('declare');
  shown.length = 0;
});
afterEach(async () => {
  await unmount();
  vi.useRealTimers();
});

describe('nothing moves under the hand that decides', () => {
  it('after a command the view glides while its effects play; the next decision is inert and its keys wait until the view rests', async () => {
    await mount(<Table />);
    expect(inert()).toBe(false);
    expect(cameraSettling()).toBe(false);
    // Key 1 declares a straight move (p12): a command, so the fitted view moves.
    await key('1');
    expect(get().commands).toHaveLength(4);
    expect(cameraSettling()).toBe(true);
    expect(inert()).toBe(true);
    expect(need('decision-slot').getAttribute('aria-busy')).toBe('true');
    // The next decision's key does nothing while the view glides.
    await key('1');
    expect(get().commands).toHaveLength(4);
    await wait(GLIDE_MS / 2);
    expect(inert()).toBe(true);
    const mid = shown.at(-1)!;
    expect(mid.scale).toBeGreaterThan(4);
    expect(mid.scale).toBeLessThan(5);
    // Once the view rests where it fits, the decision takes its key.
    await wait(GLIDE_MS / 2 + 50);
    expect(shown.at(-1)).toEqual({ scale: 5, rotation: 0, x: 40, y: 0 });
    expect(cameraSettling()).toBe(false);
    expect(inert()).toBe(false);
    await key('1');
    expect(get().commands).toHaveLength(5);
  });

  it('with the animations off the view jumps and the decision is never held', async () => {
    get().setAnimations(false);
    await mount(<Table />);
    await key('1');
    expect(cameraSettling()).toBe(false);
    expect(inert()).toBe(false);
    await key('1');
    expect(get().commands).toHaveLength(5);
  });

  it('a board taken away mid-glide leaves no decision held', async () => {
    await mount(<Table />);
    await key('1');
    expect(cameraSettling()).toBe(true);
    await unmount();
    expect(cameraSettling()).toBe(false);
  });
});
