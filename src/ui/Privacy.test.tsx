// @vitest-environment happy-dom
// Pass-the-device with many players (issue 7) on the real engine: a player who asked for privacy
// gets the cover before each run of their decisions, public or not; the others play on without it;
// a secret choice of the player already holding the device opens at once.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Pixi has no place in a DOM unit test.
vi.mock('../render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

const { useStore, handoffTo } = await import('../store');
const { useSession } = await import('../shell/sessionStore');
const { GameScreen } = await import('./GameScreen');
const { pending } = await import('../engine');
const { THREE_SIDES } = await import('../engine/fixtures/threeSides');
const { byTestId, click, mount, need, unmount } = await import('./testing/mount');

const initial = useStore.getState();
const get = () => useStore.getState();
beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
  get().start(THREE_SIDES, 1);
});
afterEach(unmount);

/** Plays straight ahead (or holds fire) for whoever decides until `stop` says so. */
async function playUntil(stop: () => boolean) {
  for (let i = 0; i < 60 && !stop(); i++) {
    const p = pending(get().game!);
    await act(async () => void get().dispatch(p.kind === 'fireOrHold' ? { type: 'holdFire', vehicle: p.vehicle! } : { type: 'declare', vehicle: p.vehicle!, action: { kind: 'none' } }));
  }
}
const decider = () => pending(get().game!).player;

describe('privacy: the device is passed to a player who asked', () => {
  it('covers the screen before Cy decides, names the decision, and lifts it for the run of Cy\'s decisions', async () => {
    get().setPrivacy({ cy: true });
    // Ann decides first: no cover.
    expect(decider()).toBe('ann');
    expect(handoffTo(get())).toBeNull();
    await playUntil(() => decider() === 'cy');
    await mount(<GameScreen />);
    const cover = need('pass-device');
    expect(cover.getAttribute('data-mode')).toBe('turn');
    expect(cover.textContent).toContain('Pass the device to Cy');
    expect(cover.textContent).toContain('Cy: declare an action for');
    // Nothing of the game is behind the cover.
    expect(byTestId('side-panel')).toBeNull();
    expect(byTestId('pass-cancel')).toBeNull();
    await click(need('pass-show'));
    expect(useSession.getState().holder).toBe('cy');
    expect(byTestId('pass-device')).toBeNull();
    expect(need('decision-heading').textContent).toMatch(/^Cy: /);
    // A public decision: the viewer stays nobody, so Cy's hidden markers stay hidden on the board.
    expect(get().viewer).toBeNull();
    // When someone else decides, nobody is known to hold the device any more.
    await playUntil(() => decider() !== 'cy');
    await act(async () => {});
    expect(useSession.getState().holder).toBeNull();
  });

  it('nobody asked: the game never covers a public decision', async () => {
    await playUntil(() => decider() === 'cy');
    await mount(<GameScreen />);
    expect(byTestId('pass-device')).toBeNull();
    expect(handoffTo(get())).toBeNull();
  });

  it('a computer seat needs no cover, nor does the player holding the device', () => {
    get().setPrivacy({ ann: true });
    expect(handoffTo(get())).toBe('ann');
    get().takeDevice('ann');
    expect(handoffTo(get())).toBeNull();
    get().takeDevice(null);
    get().setSeats({ ann: 'easy' });
    expect(handoffTo(get())).toBeNull();
  });

  it('a secret choice of the player already holding the device opens without a second cover (p22)', () => {
    get().takeDevice('cy');
    get().requestSecret('cy');
    expect(get().viewer).toBe('cy');
    expect(get().secretRequest).toBeNull();
    get().requestSecret('bob');
    expect(get().secretRequest).toBe('bob');
  });
});
