// @vitest-environment happy-dom
// Learn to play (issue 10) played to the end by following the screen, in happy-dom (issue 31: moved
// from e2e/tutorial.spec.ts, which keeps the board's pointer pixels, the start screen's fold and a
// few steps followed in Chromium on a desktop and a phone).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '../../src/ui/testing/stores';
import { click, unmount } from '../../src/ui/testing/mount';
import { get, mountApp, need, qa, select, tid } from './dom';

vi.mock('../../src/render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

beforeEach(resetStores);
afterEach(unmount);

/** Lets the highlight's animation frame run (it marks the controls again when the page changes). */
const frame = () => act(async () => new Promise<void>((r) => setTimeout(r, 20)));

interface Seen { steps: string[]; texts: string[]; targets: string[]; callouts: string[]; covers: number }

/** Follows the lesson card until it closes, using the highlighted control (e2e tutorial.spec follow()). */
async function follow(max = 150): Promise<Seen> {
  const seen: Seen = { steps: [], texts: [], targets: [], callouts: [], covers: 0 };
  for (let i = 0; i < max; i++) {
    await frame();
    const panel = tid('lesson-panel');
    if (!panel) return seen;
    const step = `${panel.getAttribute('data-step')}${panel.getAttribute('data-done') === 'true' ? '-result' : ''}`;
    const text = need('lesson-text').textContent ?? '';
    expect(text.length, `${step} has words`).toBeGreaterThan(10);
    if (seen.steps[seen.steps.length - 1] !== step) {
      seen.steps.push(step);
      seen.texts.push(text);
      const card = tid('lesson-board');
      if (card) seen.targets.push(card.getAttribute('data-target') ?? '');
      for (const e of qa('.tutorial-callout')) seen.callouts.push(e.getAttribute('data-tutorial-label') ?? '');
    }
    // The pass-the-device cover is modal, over the lesson card: it carries the step's words itself.
    if (tid('pass-device')) {
      seen.covers++;
      expect(need('pass-note').textContent).toContain(text.slice(0, 30).trim());
    }
    const targets = qa('.tutorial-target');
    expect(targets.length, `${step}: a highlighted control`).toBeGreaterThan(0);
    let acted = false;
    for (const el of targets) {
      const tag = el.tagName.toLowerCase();
      const value = el.getAttribute('data-tutorial-value');
      if (tag === 'select' && value !== null) {
        if ((el as HTMLSelectElement).value !== value) await select(el, value);
        continue;
      }
      if (tag === 'input' || tag === 'select') continue;
      await click(el);
      acted = true;
      break;
    }
    expect(acted, `${step}: a highlighted control to use`).toBe(true);
  }
  throw new Error('the lesson did not end');
}

describe('Learn to play, followed from the screen to the end', { timeout: 600_000 }, () => {
  it('the guided first game: played to the chase car\'s win, callouts at the record sheet, the die, the log and the board; marked finished', async () => {
    await mountApp();
    await click(need('learn-gameOne'));
    const seen = await follow();
    // The game it played reached its end: the chase car stopped the lead (p87).
    expect(seen.steps).toContain('you-ram-result');
    expect(seen.texts.join(' ')).toMatch(/chase car wins/);
    expect(seen.steps[seen.steps.length - 1]).toBe('the-end');
    expect(seen.targets.length, 'steps that point at the board').toBeGreaterThanOrEqual(5);
    for (const label of ['Your record sheet', 'Phasing die', 'The log', 'The board']) expect(seen.callouts, label).toContain(label);
    expect(tid('learn-to-play')).not.toBeNull();
    expect(tid('learn-gameOne-finished')).not.toBeNull();
    expect(get().lessonProgress.gameOne?.finished).toBe(true);
  });

  it('the curves lesson: the panic brake over the limit, Razor\'s crash on the second corner, the chase car wins; marked finished', async () => {
    await mountApp();
    await click(need('learn-curves'));
    const seen = await follow();
    expect(seen.steps).toContain('you-over-result');
    expect(seen.texts.join(' ')).toMatch(/panic brake of 5 mph/);
    expect(seen.steps).toContain('you-watch-result');
    expect(seen.texts.join(' ')).toMatch(/chase car wins/);
    expect(seen.steps[seen.steps.length - 1]).toBe('the-end');
    expect(tid('learn-curves-finished')).not.toBeNull();
  });

  it('the garage lesson designs a car within Game Four\'s budget, following the card', async () => {
    await mountApp();
    await click(need('learn-garage'));
    for (let i = 0; i < 20 && tid('lesson-panel'); i++) {
      await frame();
      const step = need('lesson-panel').getAttribute('data-step');
      const target = qa('.tutorial-target')[0];
      expect(target, `${step}: a highlighted control`).toBeTruthy();
      // The card says what to choose in the highlighted control; this script knows the words.
      if (step === 'hood') await select(target, 'machineGun');
      if (step === 'passive') await select(target, 'oil');
      if (step === 'checks') await select(target, 'gameFour');
      if (step === 'save') {
        await click(target);
        expect(need('garage-message').textContent).toContain('Saved');
      }
      await click(need('lesson-next'));
    }
    expect(tid('lesson-panel')).toBeNull();
    expect(get().designs.length).toBeGreaterThan(0);
  });
});
