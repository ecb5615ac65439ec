// The board at rest and in play (issue 13): it draws no frame while nothing changes, yet still
// draws the cars where the engine puts them; and 25 decisions of a Game One never resize the
// canvas (the header used to grow and shrink with its explanation line, and the board with it).
import { expect, test, type Page } from '@playwright/test';
import { clickAction, collectErrors, deciderSide, fireOrHold, pendingKind, startGameOne, waitForBoard } from './helpers';
import { expectCarsDrawn } from './road';

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __dfBoard: { frames: number } }).__dfBoard.frames);

test.describe('on a 1366-pixel laptop screen', () => {
  // At this width the old header went 60 -> 85 -> 105 px tall as its explanation line changed.
  test.use({ viewport: { width: 1366, height: 720 } });

test('25 decisions of a Game One never resize the canvas, and the board still draws the cars', async ({ page }) => {
  const errors = collectErrors(page);
  await startGameOne(page, { seed: 7 });
  await waitForBoard(page);
  await page.evaluate(() => {
    const w = window as unknown as { __sizes: string[] };
    const canvas = document.querySelector('[data-testid="board"] canvas') as HTMLCanvasElement;
    w.__sizes = [];
    // Any change of the drawing buffer (a Pixi resize) or of the canvas box on the page.
    new MutationObserver(() => w.__sizes.push(`${canvas.width}x${canvas.height}`)).observe(canvas, { attributes: true, attributeFilter: ['width', 'height'] });
    // A ResizeObserver reports the box once when it starts watching: only what follows counts.
    let watching = false;
    new ResizeObserver(() => {
      if (watching) w.__sizes.push(`box ${canvas.clientWidth}x${canvas.clientHeight}`);
      watching = true;
    }).observe(canvas);
  });
  await page.getByTestId('roll-for-lead').click();
  await waitForBoard(page);
  await page.getByTestId('place-submit').click();
  await waitForBoard(page);
  await page.getByTestId('place-submit').click();
  await expect(page.getByTestId('pending-banner')).toHaveAttribute('data-kind', 'declare');
  await waitForBoard(page);
  let decisions = 3;
  while (decisions < 25) {
    const kind = await pendingKind(page);
    if (kind === 'gameOver') break;
    if (kind === 'fireOrHold') await fireOrHold(page);
    else if ((await deciderSide(page)) === 'lead') await clickAction(page, ['accelerate', 'none', 'moveOff', 'realign'], decisions % 3 === 0);
    else await clickAction(page, ['shoot', 'drift', 'accelerate', 'none', 'moveOff', 'realign'], decisions % 2 === 0);
    decisions++;
    await waitForBoard(page);
  }
  expect(decisions).toBe(25);
  const sizes = await page.evaluate(() => (window as unknown as { __sizes: string[] }).__sizes);
  expect(sizes).toEqual([]);
  await expectCarsDrawn(page);
  expect(errors).toEqual([]);
});
});

test('a board at rest draws no frame; a change draws again', async ({ page }) => {
  await startGameOne(page, { seed: 3 });
  await page.getByTestId('roll-for-lead').click();
  await page.getByTestId('place-submit').click();
  await page.getByTestId('place-submit').click();
  await waitForBoard(page);
  await page.waitForTimeout(500);
  const before = await frames(page);
  await page.waitForTimeout(1500);
  expect(await frames(page)).toBe(before);
  // Still drawn: the cars are on the canvas (pixel checks), not a blank buffer.
  await expectCarsDrawn(page);
  // A decision changes the picture: frames are drawn for it, then the board rests again.
  await clickAction(page, ['accelerate', 'none']);
  await waitForBoard(page);
  await expect.poll(() => frames(page)).toBeGreaterThan(before);
  await page.waitForTimeout(500);
  const after = await frames(page);
  await page.waitForTimeout(1000);
  expect(await frames(page)).toBe(after);
  await expectCarsDrawn(page);
});
