import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (never a downloaded browser: downloads fail here). A player's machine can point
// PLAYWRIGHT_CHROMIUM_PATH at another Chromium; an empty value uses Playwright's own browser.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
// Another port when something else already serves on 4173.
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The page is composited in software; only the board's WebGL goes through SwiftShader. Composing
 * every repaint of the panels through emulated GL cost more than drawing the board: the GPU
 * process's CPU in Game Two's UI test fell from 16 s to 6 s, and the suite took 10.2 min (11.6-12.2
 * before). `npm run bench:board` leaves it out (scripts/bench-board.ts).
 */
export const SOFTWARE_COMPOSITING = '--disable-gpu-compositing';

const launchOptions = {
  executablePath: executablePath || undefined,
  args: [
    '--headless=new',
    '--no-sandbox',
    // WebGL through SwiftShader: Pixi draws in software on machines without a GPU.
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    SOFTWARE_COMPOSITING,
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two. Three were tried (issue 31) because the whole clean-clone run used under one core on
  // average: the suite took 9.0 min with three (beside check:prod, 1,410 s of test time) against
  // 7.4 min with two (842 s), so the browsers do crowd the two cores. Each test has its own browser
  // context, so nothing is shared but the preview server. Tests that time what they see read the
  // page's own clock (e2e/table.spec.ts's shot read at a glance).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'off',
    // The offline cache (issue 11's service worker) fetched the whole build into every test's new
    // context: 1.0-1.4 s of CPU a Game One board test (issue 31, load 29-35). The replay's offline
    // check (e2e/replay.spec.ts) is the one test that needs it and allows it.
    serviceWorkers: 'block',
    // The screenshots for people to look at are taken only with E2E_SCREENS=1 (e2e/helpers.ts
    // picture, README "Play and test"); a failing test still leaves its last screen.
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 720 }, launchOptions }, grepInvert: /@phone/ },
    // A phone's layout, touch and mobile viewport at one device pixel per CSS pixel (issue 31): the
    // Pixel 7's 2.625 made every software-composited frame and screenshot 6.9 times the pixels, and
    // no layout depends on it. The board at a phone's own density is e2e/table.spec.ts's phone test
    // (PHONE_DENSITY).
    { name: 'phone', use: { ...devices['Pixel 7'], deviceScaleFactor: 1, viewport: { width: 390, height: 844 }, launchOptions }, grep: /@phone/ },
  ],
  webServer: {
    // --mode test: the build with the test hooks (src/testHooks.ts); `npm run build` leaves them out.
    command: `npx vite build --mode test && npx vite preview --host 127.0.0.1 --strictPort --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
