// @vitest-environment happy-dom
// Issue 29, "too many words": each thing said once, short first with the detail on demand, no text
// cut. Why a car moves now is the hint's alone (the header said it too, cut short); "What just
// happened" shows its first lines whole and the rest, with the why, behind one button, for this
// command only: no box that scrolls on its own and cuts a line in half.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pending } from '../engine';
import { useStore } from '../store';
import { HintBox } from './HintBox';
import { PendingBanner } from './PendingBanner';
import { Recap } from './Recap';
import { click, mount, need } from './testing/mount';
import { endRevealGame, hits, playUntil, startRevealGame } from './testing/revealGame';

const get = () => useStore.getState();
const shownLines = () => [...document.querySelectorAll<HTMLElement>('[data-testid="recap-line"]')];

beforeEach(() => {
  startRevealGame();
  useStore.setState({ animations: false, hintLevel: 'full' });
});
afterEach(endRevealGame);

describe('said once', () => {
  it('says why this car moves now in the hint only, not again in the header', async () => {
    const fire = playUntil(hits);
    await act(async () => void get().dispatch(fire));
    const p = pending(get().game!);
    expect(p.why, 'a decision in play says why this car moves now').toBeTruthy();
    await mount(<><PendingBanner pending={p} /><HintBox pending={p} /></>);
    const said = document.body.textContent!.split(p.why!).length - 1;
    expect(said).toBe(1);
    expect(need('hint-box').textContent).toContain(p.why!);
  });

  it('in a guided game says the step once, on the lesson\'s card: no hint box saying its rule again (under the card on a phone)', async () => {
    expect(get().startLesson('gameOne', 2)).toBe(true);
    const p = pending(get().game!);
    expect(p.kind).toBe('place');
    await mount(<HintBox pending={p} />);
    expect(document.querySelector('[data-testid="hint-box"]')).toBeNull();
    await act(async () => get().quitLesson());
    await act(async () => void get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 3));
    await mount(<HintBox pending={pending(get().game!)} />);
    expect(need('hint-box')).toBeTruthy();
  });

  it('shows the first lines of what just happened, the rest and the why on demand, folded again for the next command', async () => {
    const fire = playUntil((events) => hits(events) && events.filter((e) => !['turnStart', 'phaseStart', 'turnEnd', 'declared', 'note'].includes(e.type)).length > 3);
    await mount(<Recap />);
    await act(async () => void get().dispatch(fire));
    const fold = need('recap-fold');
    const lines = shownLines();
    expect(lines.length).toBeGreaterThan(3);
    expect(fold.getAttribute('data-folded')).toBe('true');
    // The first three lines show; the shot, its cause, is the first.
    expect(lines[0].getAttribute('data-type')).toBe('shot');
    expect(fold.className).toContain('first-3');
    const more = need('recap-more');
    expect(more.textContent).toBe(`+${lines.length - 3} · why`);
    expect(more.getAttribute('aria-label')).toBe(`Show ${lines.length - 3} more results and why`);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await click(more);
    expect(need('recap-fold').getAttribute('data-folded')).toBe('false');
    expect(need('recap-more').textContent).toBe('Less');
    expect(need('why-lines')).toBeTruthy();
    // The next command's recap starts folded again.
    const next = playUntil(hits);
    await act(async () => void get().dispatch(next));
    expect(need('recap-fold').getAttribute('data-folded')).toBe('true');
  });
});
