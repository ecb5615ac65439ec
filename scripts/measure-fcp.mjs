// First contentful paint of the start screen (issue 27's budget: <= 400 ms median from `vite preview`
// on this machine). Builds nothing: run `npm run build` first. Serves dist/ with `vite preview` on
// 127.0.0.1, loads the start screen N times in a fresh Chromium page with an empty cache, reads the
// browser's own 'first-contentful-paint' entry, prints each, the median, and the load average.
// Usage: node scripts/measure-fcp.mjs [loads, default 15]
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';

const loads = Number(process.argv[2] ?? 15);
const port = 4400 + Math.floor(Math.random() * 90);
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
await new Promise((ok) => server.stdout.on('data', (d) => String(d).includes(String(port)) && ok()));
const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const load = loadavg()[0].toFixed(1);
const times = [];
try {
  for (let k = 0; k < loads; k++) {
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
    times.push(fcp);
    await context.close();
  }
} finally {
  await browser.close();
  // npx's child (vite) goes with its process group.
  process.kill(-server.pid);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`first contentful paint over ${loads} loads (ms): ${times.map((t) => t.toFixed(0)).join(' ')}`);
console.log(`median ${median.toFixed(0)} ms; load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end`);
