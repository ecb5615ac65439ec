// The production build's lazy games in a real browser (issue 27's first-screen budget): in a test
// build every game loads as the page opens (src/main.tsx), so the e2e suite never sees a game load
// when it is needed. This walks the production build's own path: the start screen with only the
// cards loaded, a Dark Future game started, resumed by a reload (its rules loaded at start-up from
// the autosave), left for the saved-games list and resumed from it; a road-gang game started and
// resumed by a reload; no page error or console error on the way.
// Usage: node scripts/check-prod-lazy.mjs <built folder>   (check-prod-build.mjs passes its build)
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const dir = process.argv[2] ?? 'dist';
const port = 4500 + Math.floor(Math.random() * 90);
const server = spawn('npx', ['vite', 'preview', '--outDir', dir, '--host', '127.0.0.1', '--strictPort', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
await new Promise((ok) => server.stdout.on('data', (d) => String(d).includes(String(port)) && ok()));
const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const problems = [];
const steps = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  const see = async (id, what) => {
    await page.getByTestId(id).first().waitFor({ state: 'visible', timeout: 30_000 });
    steps.push(what);
  };
  await page.goto(`http://127.0.0.1:${port}/`);
  await see('ng-ruleset', 'the start screen draws its cards');
  await see('ng-start', "Dark Future's form loads with its rules");
  await page.getByTestId('ng-seed').fill('5');
  await page.getByTestId('ng-start').click();
  await see('pending-banner', 'a Dark Future game starts');
  await page.reload();
  await see('pending-banner', 'a reload resumes it (its rules loaded as the page opens)');
  await page.getByTestId('menu').click();
  await page.getByTestId('new-game').click();
  await page.getByTestId('new-game-yes').click();
  await see('saved-resume', 'leaving it puts it on the saved-games list');
  await page.reload();
  await page.getByTestId('saved-resume').first().click();
  await see('pending-banner', 'a new page resumes it from the list');
  await page.getByTestId('menu').click();
  await page.getByTestId('new-game').click();
  await page.getByTestId('new-game-yes').click();
  await page.getByTestId('ng-ruleset-roadGang').check();
  await see('rg-start', "the road-gang game's form loads with its rules");
  await page.getByTestId('rg-start').click();
  await see('rg-screen', 'a road-gang game starts');
  await page.reload();
  await see('rg-screen', 'a reload resumes it');
  await context.close();
} catch (e) {
  problems.push(`stopped after "${steps.at(-1) ?? 'nothing'}": ${e instanceof Error ? e.message.split('\n')[0] : e}`);
} finally {
  await browser.close();
  // npx's child (vite) goes with its process group.
  process.kill(-server.pid);
}
for (const s of steps) console.log(`ok: ${s}`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('production build: every game loads when it is needed');
