// @vitest-environment happy-dom
// Issue 29 (a keyboard user's table): each new decision puts the focus on the side panel's heading
// (SidePanel.tsx), which a wide screen hides from sight (layout.css); when the browser would show a
// focus ring there (:focus-visible, after keys) the panel is marked so panels.css rings it and marks
// the header's headline (a phone: the heading itself), and the mark goes when the focus moves on.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import { useStore } from '../store';
import { SidePanel } from './SidePanel';
import { mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
const get = () => useStore.getState();

function Panel() {
  const game = useStore((s) => s.game);
  return <SidePanel pending={game ? pending(game) : null} />;
}

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
  get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await unmount();
});

const ringed = () => need('side-panel').classList.contains('heading-focus');

describe('the decision heading shows where the focus is', () => {
  it('rings the panel while the heading a decision focused keeps the focus, again at the next decision', async () => {
    await mount(<Panel />);
    const heading = need('decision-heading');
    expect(document.activeElement).toBe(heading);
    expect(ringed()).toBe(true);
    // Tab on to the decision's first button: the ring goes with the focus.
    const button = need('side-panel').querySelector('button')!;
    await act(async () => button.focus());
    expect(document.activeElement).toBe(button);
    expect(ringed()).toBe(false);
    // The next decision brings the focus, and the ring, back to the heading.
    await act(async () => void get().dispatch(legalCommands(get().game!)[0]));
    expect(document.activeElement).toBe(need('decision-heading'));
    expect(ringed()).toBe(true);
  });

  it('draws no ring where the browser would not (the focus came after a click, not keys)', async () => {
    const matches = HTMLElement.prototype.matches;
    vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, sel: string) {
      return sel === ':focus-visible' ? false : matches.call(this, sel);
    });
    await mount(<Panel />);
    expect(document.activeElement).toBe(need('decision-heading'));
    expect(ringed()).toBe(false);
  });
});
