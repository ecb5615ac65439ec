// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BATCH_TEXTURES, BatchLimits, installBatchLimits } from './batchLimits';

describe('textures per batched draw (issue 13)', () => {
  it('has the WebGL renderer build its limits from BatchLimits, not from Pixi’s own system', async () => {
    installBatchLimits();
    // Loaded after the install, as on the page: the WebGL renderer's module registers Pixi's
    // default systems when it is first loaded, and only the first system of a name is kept.
    const { WebGLRenderer } = await import('pixi.js');
    const systems = (new WebGLRenderer() as unknown as { config: { systems: { name: string; value: unknown }[] } }).config.systems;
    expect(systems.filter((s) => s.name === 'limits').map((s) => s.value)).toEqual([BatchLimits]);
    // One texture a draw: a software renderer pays every branch of Pixi's texture choice per pixel.
    expect(BATCH_TEXTURES).toBe(1);
  });
});
