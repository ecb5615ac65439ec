// First contentful paint of the start screen (issue 27's budget: <= 400 ms median from `vite preview`
// on this machine). Builds nothing: run `npm run build` first. Serves dist/ with `vite preview` on
// 127.0.0.1, loads the start screen N times in a fresh Chromium page with an empty cache, reads the
// browser's own 'first-contentful-paint' entry, prints each, the median, and the load average. The
// title is drawn by index.html before any script, so the paint alone does not say when a player can
// choose a game: each load also times the first frame with the game cards (`.game-card-title`).
// Usage: node scripts/measure-fcp.mjs [loads, default 15] [--port P] [--dir BUILD]...
//   --port P    the first port to serve on (default E2E_PORT, else a random one in 4400-4489); a
//               second build is served on P+1, and so on.
//   --dir BUILD a build's folder (default dist/). Given twice or more, the loads alternate between the
//               builds (A, B, A, B...), so a busy machine weighs on each alike, and each gets its median.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const flag = (name) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []));
const loads = Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 15);
const dirs = flag('--dir').length ? flag('--dir') : ['dist'];
const firstPort = Number(flag('--port')[0] ?? process.env.E2E_PORT ?? 4400 + Math.floor(Math.random() * 90));

/** `vite preview` of one build on its own port, resolved once it listens. */
async function serve(dir, port) {
  const server = spawn('npx', ['vite', 'preview', '--outDir', dir, '--host', '127.0.0.1', '--strictPort', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise((ok) => server.stdout.on('data', (d) => String(d).includes(String(port)) && ok()));
  return { dir, port, server, times: [], cards: [] };
}

/** One fresh load: its paint entry and the first frame showing the game cards, each read from the page's clock. */
async function firstPaint(browser, port) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () =>
      new Promise((ok) => {
        const have = performance.getEntriesByName('first-contentful-paint')[0];
        if (have) return ok(have.startTime);
        new PerformanceObserver((l) => ok(l.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
      }),
  );
  // Polled every animation frame, so the time is that of the first frame that has the cards.
  const cards = await (await page.waitForFunction(() => (document.querySelector('.game-card-title') ? performance.now() : 0), undefined, { polling: 'raf' })).jsonValue();
  await context.close();
  return { fcp, cards };
}

const builds = await Promise.all(dirs.map((dir, k) => serve(dir, firstPort + k)));
const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const load = loadavg()[0].toFixed(1);
try {
  for (let k = 0; k < loads; k++) for (const b of builds) {
    const t = await firstPaint(browser, b.port);
    b.times.push(t.fcp);
    b.cards.push(t.cards);
  }
} finally {
  await browser.close();
  // npx's child (vite) goes with its process group.
  for (const b of builds) process.kill(-b.server.pid);
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const b of builds) {
  const name = builds.length > 1 ? `${b.dir}: ` : '';
  console.log(`${name}first contentful paint over ${loads} loads (ms): ${b.times.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(`${name}median ${median(b.times).toFixed(0)} ms`);
  console.log(`${name}game cards shown (ms): ${b.cards.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(`${name}game cards median ${median(b.cards).toFixed(0)} ms`);
}
console.log(`load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end`);
