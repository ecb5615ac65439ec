// @vitest-environment happy-dom
// Issue 29: a screen reader hears a command's results when the board shows them, as the recap's
// reader sees them (src/ui/recapReveal.test.tsx), not while the tracer is still flying; Skip (and
// Escape, which skips) reads the rest at once.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { useStore } from '../store';
import { skipAnimations } from '../render/animationFeed';
import { eventText } from './logText';
import { LiveAnnouncer } from './LiveAnnouncer';
import { mount, need } from './testing/mount';
import { endRevealGame, hits, playUntil, startRevealGame, wait } from './testing/revealGame';

const get = () => useStore.getState();

beforeEach(startRevealGame);
afterEach(endRevealGame);

describe('the live region keeps step with the board', () => {
  it('announces the hit and the damage only when the board shows them, and the rest at once on Skip', async () => {
    const fire = playUntil(hits);
    const r = apply(get().game!, fire);
    if (!r.ok) throw new Error('fire refused');
    const { events, state } = r.value;
    const damage = events.find((e) => e.type === 'damage')!;
    const damageText = eventText(damage, state, get().viewer);
    await mount(<LiveAnnouncer />);
    await act(async () => void get().dispatch(fire));
    const live = need('live');
    expect(live.getAttribute('aria-live')).toBe('polite');
    // The tracer has only just left the gun: the damage is not read out yet.
    expect(live.textContent).not.toContain(damageText);
    const early = live.children.length;
    expect(early).toBeLessThan(events.length);
    await wait(200);
    expect(live.textContent).not.toContain(damageText);
    // Skip: everything the command did, at once.
    await act(async () => skipAnimations());
    expect(live.children.length).toBe(events.length);
    expect(live.textContent).toContain(damageText);
  });

  it('announces everything at once when the board does not animate', async () => {
    useStore.setState({ animations: false });
    const fire = playUntil(hits);
    await mount(<LiveAnnouncer />);
    await act(async () => void get().dispatch(fire));
    expect(need('live').children.length).toBe(get().lastEvents.length);
  });
});
