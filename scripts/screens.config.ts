// Issue 29's screenshot set, taken in one go at 1280x720 and 390x844 (docs/screens.md):
// `npx playwright test -c scripts/screens.config.ts`. Its own config so that the e2e run of
// `npm test` (playwright.config.ts, testDir e2e) never takes it: the pictures are for people.
import { defineConfig, devices } from '@playwright/test';
import base from '../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screens.spec.ts',
  // Its failures' traces beside its pictures, not in test-results/, which an e2e run empties.
  outputDir: `${process.env.SCREENS_DIR ?? '/tmp/h29s-shots'}/results`,
  timeout: 180_000,
  projects: [
    { name: '1280x720', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 720 }, launchOptions: base.use?.launchOptions } },
    { name: '390x844', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: base.use?.launchOptions } },
  ],
});
