// Counters on the road (p22), in the marker's own frame: +x along the road, centred on its cell.
import type { Graphics } from 'pixi.js';
import type { MarkerLook } from './viewModel';
import { COLOURS } from './palette';

/** Counter size in cm: a little smaller than the two-lane cell so the lanes show round it. */
const S = 3.4;

export function drawMarker(g: Graphics, look: MarkerLook): void {
  g.clear();
  switch (look) {
    case 'faceDown':
      g.roundRect(-S / 2, -S / 2, S, S, 0.4).fill({ color: COLOURS.markerFaceDown }).stroke({ color: COLOURS.markerEdge, width: 0.15 });
      return; // the '?' is a label (screen-space text)
    case 'dummy':
      g.roundRect(-S / 2, -S / 2, S, S, 0.4).stroke({ color: COLOURS.markerEdge, width: 0.15, alpha: 0.6 });
      return;
    case 'oil':
      g.ellipse(0, 0, 3.2, 1.9).fill({ color: COLOURS.oil, alpha: 0.95 });
      g.ellipse(0.9, -0.4, 1.6, 0.7).fill({ color: COLOURS.oilSheen, alpha: 0.8 });
      g.ellipse(-1.4, 0.6, 0.9, 0.4).fill({ color: COLOURS.oilSheen, alpha: 0.6 });
      return;
    case 'smoke':
      for (const [x, y, r] of [[-1.8, 0.3, 1.6], [0, -0.6, 1.9], [1.7, 0.4, 1.5], [0.2, 1.0, 1.4]]) g.circle(x, y, r);
      g.fill({ color: COLOURS.smoke, alpha: 0.75 });
      return;
    case 'mines':
      for (const [x, y] of [[-1.6, -0.9], [0, 0.8], [1.6, -0.9]]) {
        g.circle(x, y, 0.75).fill({ color: COLOURS.mine }).stroke({ color: 0x000000, width: 0.12 });
        g.circle(x, y, 0.25).fill({ color: COLOURS.mineDot });
      }
      return;
    case 'spikes': {
      // a strip of caltrop points across both lanes
      const n = 6;
      for (let i = 0; i < n; i++) {
        const y = -S / 2 + (S * (i + 0.5)) / n;
        g.poly([-0.6, y - 0.3, 0.6, y, -0.6, y + 0.3]);
      }
      g.fill({ color: COLOURS.spikes });
      g.rect(-0.8, -S / 2, 0.2, S).fill({ color: COLOURS.spikes, alpha: 0.6 });
      return;
    }
  }
}
