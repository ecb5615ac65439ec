// Is WebGL drawn in software here (SwiftShader in headless Chromium, Mesa's llvmpipe, a machine
// without a GPU)? Then every sample of every pixel is shaded on the CPU, and the board's 4x
// multisampled framebuffer cost about 14 ms of a crowded board's 53 ms animation frame (GPU
// process CPU, bench:board, issue 13). Such machines draw the board without multisampling: the
// cached textures (road, counters, cars) keep their own antialiasing, drawn once; only the live
// shapes (shadows, effects, the ruler) and the edges of turned textures lose theirs.

/** Renderer names (WEBGL_debug_renderer_info) of software WebGL implementations. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i;

export const isSoftwareRenderer = (name: string): boolean => SOFTWARE.test(name);

let known: boolean | null = null;

/** Asks a throwaway WebGL context once per page; false where nothing can be asked (no DOM, no WebGL). */
export function softwareGl(): boolean {
  if (known !== null) return known;
  known = false;
  try {
    const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    if (gl && info) known = isSoftwareRenderer(String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)));
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    // No DOM or no WebGL: keep the default.
  }
  return known;
}
