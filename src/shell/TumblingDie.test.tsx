// @vitest-environment happy-dom
// Dice roll in front of the players (issue 29): a die of a new roll tumbles through other faces,
// then settles on the face rolled; Escape settles it at once; without motion it shows its face at
// once; the tray tumbles a roll once, not again when the screen draws it again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { DiceTray } from './DiceTray';
import { TUMBLE_FRAME_MS, TUMBLE_FRAMES, TumblingDie, tumbleFace } from './TumblingDie';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let unmount = async () => {};
/** Mounts on a fresh root (the shell's tests keep off src/ui's helpers). */
async function mount(el: ReactElement): Promise<void> {
  await unmount();
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  await act(async () => root.render(el));
  unmount = async () => {
    await act(async () => root.unmount());
    host.remove();
    unmount = async () => {};
  };
}
const byTestId = (id: string): HTMLElement | null => document.querySelector(`[data-testid="${id}"]`);
const key = (k: string) => act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: k })));

afterEach(async () => {
  await unmount();
  vi.useRealTimers();
});

const face = () => Number(byTestId('tumbling-die')!.querySelector('svg')!.getAttribute('data-value'));
const settled = () => byTestId('tumbling-die')!.getAttribute('data-settled');

describe('a die rolled in front of the players', () => {
  it('passes through other faces, never the result, until it settles on it', () => {
    for (let v = 1; v <= 6; v++) {
      for (let left = 1; left <= TUMBLE_FRAMES + 3; left++) expect(tumbleFace(v, left)).not.toBe(v);
      expect(tumbleFace(v, 0)).toBe(v);
    }
  });

  it('tumbles for about half a second, then shows the face rolled', async () => {
    vi.useFakeTimers();
    await mount(<TumblingDie value={4} tumble />);
    expect(settled()).toBe('no');
    expect(face()).not.toBe(4);
    expect(byTestId('tumbling-die')!.querySelector('svg')!.getAttribute('aria-label')).toBe('a die, rolling');
    for (let k = 0; k < TUMBLE_FRAMES; k++) await act(async () => void vi.advanceTimersByTime(TUMBLE_FRAME_MS));
    expect(settled()).toBe('yes');
    expect(face()).toBe(4);
    expect(byTestId('tumbling-die')!.querySelector('svg')!.getAttribute('aria-label')).toBe('die showing 4');
  });

  it('Escape settles it at once', async () => {
    vi.useFakeTimers();
    await mount(<TumblingDie value={2} tumble />);
    expect(settled()).toBe('no');
    await key('Escape');
    expect(settled()).toBe('yes');
    expect(face()).toBe(2);
  });

  it('without motion it shows the face at once', async () => {
    await mount(<TumblingDie value={6} tumble={false} />);
    expect([settled(), face()]).toEqual(['yes', 6]);
  });

  it('the tray tumbles a roll once: drawn again for the same roll, its dice stay settled', async () => {
    vi.useFakeTimers();
    const lines = (dice: number[]) => [{ text: 'shoots', dice }];
    // One root drawn again, as a screen redraws (a new lines array each time).
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const draw = (el: ReactElement) => act(async () => root.render(el));
    await draw(<DiceTray lines={lines([3])} tumble rollKey={7} />);
    expect(settled()).toBe('no');
    for (let k = 0; k <= TUMBLE_FRAMES; k++) await act(async () => void vi.advanceTimersByTime(TUMBLE_FRAME_MS));
    expect(settled()).toBe('yes');
    await draw(<DiceTray lines={lines([3])} tumble rollKey={7} />);
    expect(settled()).toBe('yes');
    // The next roll tumbles again.
    await draw(<DiceTray lines={lines([3])} tumble rollKey={8} />);
    expect(settled()).toBe('no');
    // Without a roll key (a caller that cannot tell rolls apart) nothing tumbles.
    await draw(<DiceTray lines={lines([5])} tumble />);
    expect(settled()).toBe('yes');
    await act(async () => root.unmount());
    host.remove();
  });
});
