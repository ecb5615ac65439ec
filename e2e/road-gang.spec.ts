// Issue 14: the road-gang game in the browser at 1280x720 (e2e/roadGangPlay.ts); the same on a phone
// is e2e/phone.spec.ts's (issue 31's sixth trim).
import { test } from '@playwright/test';
import { playAndFinish } from './roadGangPlay';

// 83 s at load 23-34, 144 s alone at load 24-28 (issue 31's sixth trim): bounded by its steps, not the clock.
test.describe.configure({ timeout: 300_000 });

test('road gangs: the board drawn, a place and a vehicle chosen on it, undo, a reload mid-game; the finished game\'s board', async ({ page }) => {
  await playAndFinish(page, 27, 'desktop', true);
});
