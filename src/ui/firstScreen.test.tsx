// @vitest-environment happy-dom
// The first screen (issue 29 "First screen"): it opened on a long settings form with the game
// choice above the title, and on a phone the first name field took the focus (the keyboard came
// up). Now: the title drawn in code first, then the games as cards saying what each is, who plays
// and how long, the chosen one marked, then its form; nothing takes the focus as it opens.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../games/registry';
import { games } from '../shell/games';
import { preloadScreens } from '../shell/gameScreens';
import { NewGameScreen } from './NewGameScreen';
import { resetStores } from './testing/stores';
import { click, mount, need, unmount } from './testing/mount';

beforeAll(preloadScreens);
beforeEach(resetStores);
afterEach(unmount);

describe('the first screen', () => {
  it('opens on the title, then the games as cards, then the chosen game\'s form, with nothing focused', async () => {
    await mount(<NewGameScreen />);
    const title = need('house-title');
    const cards = need('ng-ruleset');
    const form = need('new-game-form');
    // Document order: the title, the cards, the form.
    expect(title.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cards.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.querySelector('svg')).not.toBeNull();
    expect(title.querySelector('h1')?.textContent).toBe('Dark Future');
    // No field took the focus (on a phone it brought the keyboard up).
    expect(document.activeElement === document.body || document.activeElement === null).toBe(true);
  });

  it('each card says what the game is, who plays it and how long it takes; the chosen card is marked and choosing another shows its form', async () => {
    await mount(<NewGameScreen />);
    for (const g of games()) {
      const card = need(`ng-card-${g.id}`);
      expect(card.textContent).toContain(g.title);
      expect(card.textContent).toContain(g.blurb);
      expect(card.textContent).toMatch(/players?|teams?/);
      expect(card.textContent).toMatch(/minutes/);
      // Player words only: no file name of the seeds reaches the card.
      expect(card.textContent).not.toMatch(/seeds?\//);
    }
    expect(need(`ng-card-${games()[0].id}`).className).toContain('chosen');
    await click(need('ng-ruleset-roadGang'));
    expect(need('ng-card-roadGang').className).toContain('chosen');
    expect(need(`ng-card-${games()[0].id}`).className).not.toContain('chosen');
    expect(need('rg-start')).toBeTruthy();
  });
});
