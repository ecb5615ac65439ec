// Experiment tool for issue 13 (not a benchmark with targets: that is bench-board.ts). Opens the
// bench's crowded board (scripts/boardGames.ts) on a `vite preview` of a `--mode test` build that is
// already running on --port, then draws the unchanged scene --frames frames with Pixi's ticker for
// each --variants entry and prints the GPU process's and renderer's CPU per frame and WebGL draw calls
// per frame (--rounds N repeats them interleaved and prints medians). A variant is 'all', 'empty',
// 'hide:PATHS' or 'only:PATHS' (PATHS: stage child indices, '12/1-3' = children 1-3 of child 12,
// several joined by '.'), 'js:CODE' or 'js@FILE' (code run in the page with `app`). --shot=PNG
// saves a screenshot. Usage: npx tsx scripts/probe-board.ts --port 4312 --variants=all,empty,hide:0
// Ready-made js@ variants (a raw quad in Pixi's context, parts moved off the canvas) are in
// scripts/probe-variants/; scripts/probe-gl.ts measures the same pixels in a page without Pixi.
// The page is poked through Pixi's devtools hook (__PIXI_APP_INIT__), untyped by nature:
/* eslint-disable @typescript-eslint/no-explicit-any */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import config from '../playwright.config';
import { crowdedBoard } from './boardGames';
import { cpuSeconds as cpu, processesOfType as ofType } from './procCpu';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 4312);
  const variants = (process.argv.find((a) => a.startsWith('--variants='))?.slice(11) ?? 'all,empty').split(',');
  const n = Number(process.argv.find((a) => a.startsWith('--frames='))?.slice(9) ?? 120);
  const base = `http://127.0.0.1:${port}/`;
  const server = await chromium.launchServer({ ...(config.use?.launchOptions ?? {}), headless: true });
  const browser = await chromium.connect(server.wsEndpoint());
  const pid = server.process().pid!;
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, bypassCSP: true });
  await ctx.addInitScript(`window.__name = (f) => f; window.__PIXI_APP_INIT__ = (app) => { window.__app = app; };
    const orig = HTMLCanvasElement.prototype.getContext;
    window.__draws = 0; window.__px = 0;
    HTMLCanvasElement.prototype.getContext = function (type, opts) {
      const gl = orig.call(this, type, opts);
      if (gl && (type === 'webgl2' || type === 'webgl') && !gl.__wrapped) {
        gl.__wrapped = true;
        const de = gl.drawElements.bind(gl), da = gl.drawArrays.bind(gl);
        gl.drawElements = (...a) => { window.__draws++; return de(...a); };
        gl.drawArrays = (...a) => { window.__draws++; return da(...a); };
      }
      return gl;
    };`);
  const page = await ctx.newPage();
  const game = crowdedBoard(60, 8);
  const from = game.markers.findIndex((m) => m >= 60) + 1;
  await page.goto(base);
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('dark-future/save', t);
  }, JSON.stringify({ schema: 1, setup: game.setup, seed: game.seed, commands: game.commands.slice(0, from) }));
  await page.goto(base);
  await page.waitForFunction(() => (window as any).__dfBoard?.ready && !(window as any).__dfBoard.animating, undefined, { timeout: 60000 });
  await sleep(1500);
  const tree = await page.evaluate(() => {
    const app = (window as any).__app;
    const d = (o: any, depth: number): string => `${'  '.repeat(depth)}${o.constructor.name}${o.label ? ` ${o.label}` : ''}${o.isCachedAsTexture ? ' [cached]' : ''} ${o.children?.length ?? 0}${depth < 2 ? `\n${(o.children ?? []).slice(0, 40).map((c: any, i: number) => `${i}: ${d(c, depth + 1).trimStart()}`.padStart(0)).join('\n')}` : ''}`;
    const tex = (o: any): string[] => [...(o.renderGroup?.texture ? [`${o.label ?? o.constructor.name} ${o.renderGroup.texture.source.pixelWidth}x${o.renderGroup.texture.source.pixelHeight} frame ${o.renderGroup.texture.frame.width.toFixed(0)}x${o.renderGroup.texture.frame.height.toFixed(0)} res ${o.renderGroup.texture.source._resolution}`] : []), ...(o.children ?? []).flatMap(tex)];
    return `${d(app.stage, 0)}\ncached textures:\n${tex(app.stage).join('\n')}\nrenderer ${app.renderer.name} res ${app.renderer.resolution} ${app.canvas.width}x${app.canvas.height}`;
  });
  console.log(tree);
  const shot = process.argv.find((a) => a.startsWith('--shot='))?.slice(7);
  if (shot) await page.screenshot({ path: shot });
  const gpu = ofType(pid, 'gpu-process'), rend = ofType(pid, 'renderer');
  const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 1);
  const seen = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) for (const v0 of variants) {
    const v = v0.startsWith('js@') ? `js:${readFileSync(v0.slice(3), 'utf8')}` : v0;
    await page.evaluate((v) => {
      const app = (window as any).__app;
      const kids = app.stage.children as any[];
      // Variant: which of the stage's children to hide: 'all' none, 'empty' all, 'only:i,j' keep these.
      const range = (r: string) => {
        const [a, b] = r.split('-').map(Number);
        return Array.from({ length: (b ?? a) - a + 1 }, (_, k) => a + k);
      };
      const show = (o: any) => {
        o.visible = true;
        (o.children ?? []).forEach(show);
      };
      kids.forEach(show);
      // 'hide:12/1-3.0' hides children 1-3 of stage child 12, and stage child 0.
      const paths = (s: string) => s.split('.').map((p) => p.split('/'));
      const pick = (p: string[]) => {
        let nodes = [app.stage];
        for (const r of p) nodes = nodes.flatMap((n: any) => range(r).map((i) => n.children[i]).filter(Boolean));
        return nodes;
      };
      if (v.startsWith('js:')) new Function('app', v.slice(3))(app);
      else if (v === 'empty') kids.forEach((k) => (k.visible = false));
      else if (v.startsWith('only:')) {
        kids.forEach((k) => (k.visible = false));
        for (const p of paths(v.slice(5))) for (const n of pick(p)) n.visible = true;
      } else if (v.startsWith('hide:')) for (const p of paths(v.slice(5))) for (const n of pick(p)) n.visible = false;
    }, v);
    await page.evaluate(() => {
      const app = (window as any).__app;
      (window as any).__frames = 0;
      (window as any).__draws = 0;
      if (!(window as any).__counting) app.ticker.add(() => (window as any).__frames++);
      (window as any).__counting = true;
      app.ticker.start();
    });
    await sleep(500);
    const [g0, r0, f0, d0] = [cpu(gpu), cpu(rend), ...(await page.evaluate(() => [(window as any).__frames, (window as any).__draws]))];
    await page.waitForFunction((k) => (window as any).__frames >= k, f0 + n, { timeout: 120000, polling: 100 });
    const [g1, r1, f1, d1] = [cpu(gpu), cpu(rend), ...(await page.evaluate(() => [(window as any).__frames, (window as any).__draws]))];
    await page.evaluate(() => (window as any).__app.ticker.stop());
    const fr = f1 - f0;
    seen.set(v0, [...(seen.get(v0) ?? []), ((g1 - g0) / fr) * 1000]);
    console.log(`${v0.padEnd(20)} gpu ${(((g1 - g0) / fr) * 1000).toFixed(1)} ms/frame, renderer ${(((r1 - r0) / fr) * 1000).toFixed(1)} ms, draws ${((d1 - d0) / fr).toFixed(1)}/frame over ${fr}`);
  }
  if (rounds > 1) for (const [v, xs] of seen) console.log(`${v.padEnd(20)} gpu median ${[...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)].toFixed(1)} ms/frame of ${xs.map((x) => x.toFixed(0)).join(' ')}`);
  await browser.close();
  await server.close();
}
main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
