// The first screen (issue 29), checked where a test opens the app fresh: the title drawn in code,
// the games as cards, then the chosen game's form; nothing focused (a phone's keyboard would come
// up over it), Start and "Learn to play" wholly in the first screenful (issue 10), the page not
// scrolled. Used by e2e/computer-worker.spec.ts (1280x720) and e2e/phone.spec.ts (390x844); issue
// 31 moved it there from house.spec.ts.
import { expect, type Page } from '@playwright/test';
import { picture, SHOTS } from './helpers';
import { cutLines } from './clipChecks';

/** The first screen of a fresh app, checked; every game offered on it. */
export async function expectFirstScreen(page: Page, tag: string): Promise<void> {
  await expect(page.getByTestId('house-title')).toBeVisible();
  await expect(page.getByTestId('ng-card-darkFuture')).toBeVisible();
  await expect(page.getByTestId('new-game-form')).toBeVisible();
  // The title is above the cards, the cards above the form.
  const top = async (id: string) => (await page.getByTestId(id).boundingBox())!.y;
  expect(await top('house-title')).toBeLessThan(await top('ng-ruleset'));
  expect(await top('ng-ruleset')).toBeLessThan(await top('new-game-form'));
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await expect(page.getByTestId('ng-start')).toBeInViewport();
  await expect(page.getByTestId('learn-banner-start')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // No words cut or spilling out of their button ("Garage" ran past its button at 390 px).
  expect(await cutLines(page)).toEqual([]);
  // Every registered game is offered (issue 27).
  const games = page.getByTestId('ng-ruleset');
  await expect(games.locator('input[type=radio]')).toHaveCount(3);
  for (const name of ['Dark Future', 'Road gangs', 'Deathrace 40,000']) await expect(games).toContainText(name);
  await picture(page, `${SHOTS}/first-screen-${tag}.png`);
}
