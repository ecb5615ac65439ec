// How many textures one batched draw may sample. Pixi batches up to 16 (the GPU's limit) by
// choosing each pixel's texture with a chain of 16 branches in the fragment shader; under a
// software renderer (SwiftShader, headless Chromium, machines without a GPU) every pixel paid for
// that chain, and the road's cached textures cost three times what they cost with one texture a
// draw (issue 13, measured with bench:board). The board uses a few dozen textures, so a few more
// draw calls cost nothing on a GPU, while every pixel gets cheaper everywhere.
import { ExtensionType, extensions, GlLimitsSystem } from 'pixi.js';

export const BATCH_TEXTURES = 1;

/** The WebGL limits, with the batchable textures capped at BATCH_TEXTURES. */
export class BatchLimits extends GlLimitsSystem {
  static override extension = { type: [ExtensionType.WebGLSystem], name: 'limits' } as const;

  override contextChange(): void {
    super.contextChange();
    this.maxBatchableTextures = Math.min(this.maxBatchableTextures, BATCH_TEXTURES);
  }
}

/**
 * Registers BatchLimits in place of Pixi's own before any renderer exists. Pixi keeps the first
 * system of a name: added before the WebGL renderer's module registers its defaults (it is loaded
 * when the first application starts), ours is kept and its GlLimitsSystem skipped.
 */
export function installBatchLimits(): void {
  extensions.remove(GlLimitsSystem);
  extensions.add(BatchLimits);
}
