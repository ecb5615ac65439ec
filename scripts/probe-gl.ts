// Experiment tool for issue 13: what a pixel costs in this browser without Pixi. A page holding one
// WebGL2 canvas (832x563 unless a case says otherwise, the board's size at 1280x720) clears it and
// draws N full-canvas quads per frame; the GPU process's CPU per frame is printed for each case,
// interleaved over --rounds, with medians. The earlier probe's "a raw full-canvas quad costs 1-2 ms"
// did not hold up here (docs/issue13-board-probe.md): this draws every quad for certain (the cost
// grows with N and with the quad's area), so its figures can be set against probe-board.ts's.
// A case is JSON: { n, attrs (getContext attributes), w, h, scale (quad size, 1 = the canvas),
// blend (default true: premultiplied), nearest, solid (a colour from the UVs, no texture) }.
// Usage: npx tsx scripts/probe-gl.ts --rounds=3 '{"n":0}' '{"n":3}' '{"n":3,"blend":false}'
import { chromium } from '@playwright/test';
import config from '../playwright.config';
import { cpuSeconds, processesOfType } from './procCpu';

interface Case { n: number; attrs?: WebGLContextAttributes; w?: number; h?: number; scale?: number; blend?: boolean; nearest?: boolean; solid?: boolean }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Runs in the page: sets the canvas up for one case and leaves `window.__frame` drawing one frame. */
function setUp(c: Case): void {
  const cv = document.querySelector('canvas')!;
  cv.width = c.w ?? 832;
  cv.height = c.h ?? 563;
  const gl = cv.getContext('webgl2', c.attrs)!;
  const shader = (type: number, src: string) => {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, `#version 300 es\nprecision highp float;\n${src}`);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s) ?? 'shader');
    return s;
  };
  const prog = gl.createProgram()!;
  gl.attachShader(prog, shader(gl.VERTEX_SHADER, 'in vec2 p; out vec2 uv; void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }'));
  gl.attachShader(prog, shader(gl.FRAGMENT_SHADER, c.solid ? 'in vec2 uv; out vec4 o; void main() { o = vec4(uv, 0.5, 1.0); }' : 'in vec2 uv; uniform sampler2D t; out vec4 o; void main() { o = texture(t, uv); }'));
  gl.linkProgram(prog);
  if (!gl.getProgramParameter(prog, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(prog) ?? 'link');
  gl.useProgram(prog);
  const k = c.scale ?? 1;
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-k, -k, k, -k, -k, k, k, k]), gl.STATIC_DRAW);
  const loc = gl.getAttribLocation(prog, 'p');
  gl.enableVertexAttribArray(loc);
  gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
  // A 512x512 texture of varied texels with varied alpha, like a road section's cached texture.
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
  const texels = new Uint8Array(512 * 512 * 4).map((_, i) => (i * 37) & 255);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 512, 512, 0, gl.RGBA, gl.UNSIGNED_BYTE, texels);
  const filter = c.nearest ? gl.NEAREST : gl.LINEAR;
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
  if (c.blend ?? true) {
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
  }
  (window as unknown as { __frame: () => void }).__frame = () => {
    gl.clearColor(0.29, 0.24, 0.16, 1);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT | gl.STENCIL_BUFFER_BIT);
    for (let i = 0; i < c.n; i++) gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  };
}

async function main() {
  const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 2);
  const frames = Number(process.argv.find((a) => a.startsWith('--frames='))?.slice(9) ?? 60);
  const cases = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!cases.length) throw new Error("usage: npx tsx scripts/probe-gl.ts [--rounds=N] [--frames=N] '{\"n\":3}' ...");
  const server = await chromium.launchServer({ ...(config.use?.launchOptions ?? {}), headless: true });
  const browser = await chromium.connect(server.wsEndpoint());
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 })).newPage();
  // tsx names functions through a `__name` helper the page does not have.
  await page.addInitScript('window.__name = (f) => f;');
  const seen = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++)
    for (const text of cases) {
      await page.goto('about:blank');
      await page.setContent('<body style="margin:0;background:#18191b"><canvas style="display:block"></canvas></body>');
      await page.evaluate(setUp, JSON.parse(text) as Case);
      await sleep(300);
      const gpu = processesOfType(server.process().pid!, 'gpu-process');
      const g0 = cpuSeconds(gpu);
      await page.evaluate(async (n) => {
        for (let i = 0; i < n; i++) {
          await new Promise((r) => requestAnimationFrame(r));
          (window as unknown as { __frame: () => void }).__frame();
        }
      }, frames);
      const ms = ((cpuSeconds(gpu) - g0) / frames) * 1000;
      seen.set(text, [...(seen.get(text) ?? []), ms]);
      console.log(`${text.padEnd(56)} gpu ${ms.toFixed(1)} ms/frame`);
    }
  for (const [text, xs] of seen) console.log(`${text.padEnd(56)} gpu median ${median(xs).toFixed(1)} ms/frame of ${xs.map((x) => x.toFixed(0)).join(' ')}`);
  await browser.close();
  await server.close();
}
main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
