// `npm run check:prod`: builds for production into a scratch folder and checks what a player
// gets (issue 11): no test hook (`__df`, `__dfBoard`) anywhere in the output, the
// Content-Security-Policy in the page, and no inline script in it; then plays the build's lazy
// loading of each game in a browser (check-prod-lazy.mjs). `npm test` builds once for this check
// and the online end-to-end tests (issue 31) and names the folder in E2E_PROD_DIST: it is checked
// as it is, and left for them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const shared = process.env.E2E_PROD_DIST && existsSync(join(process.env.E2E_PROD_DIST, 'index.html')) ? process.env.E2E_PROD_DIST : '';
const out = shared || mkdtempSync(join(tmpdir(), 'df-prod-'));
const problems = [];
try {
  if (!shared) execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  const files = [];
  const walk = (d) => readdirSync(d).forEach((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : files.push(join(d, f))));
  walk(out);
  for (const f of files.filter((x) => /\.(js|html|mjs)$/.test(x))) {
    if (readFileSync(f, 'utf8').includes('__df')) problems.push(`${f.slice(out.length + 1)} mentions __df (a test hook in the production build)`);
  }
  const html = readFileSync(join(out, 'index.html'), 'utf8').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
  if (!/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'/.test(html)) problems.push('index.html has no Content-Security-Policy with script-src \'self\'');
  if (/unsafe-inline|unsafe-eval/.test(html)) problems.push('the Content-Security-Policy allows unsafe-inline or unsafe-eval');
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) if (!/\bsrc=/.test(m[1]) || m[2].trim() !== '') problems.push('index.html has an inline script');
  console.log(`checked ${files.length} files of the production build`);
  // The games load when needed only in a production build: walk that path in a browser (issue 27).
  try {
    execFileSync('node', ['scripts/check-prod-lazy.mjs', out], { stdio: 'inherit' });
  } catch {
    problems.push('the production build\'s lazy games failed in the browser (check-prod-lazy.mjs, above)');
  }
} finally {
  if (!shared) rmSync(out, { recursive: true, force: true });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('production build: no test hooks, CSP present, no inline script');
