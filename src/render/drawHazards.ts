// Fills and strokes the road hazard shapes (hazardShapes.ts) in world centimetres.
import type { Graphics } from 'pixi.js';
import type { HazardShape } from './hazardShapes';
import { flat } from './shapes';

export function drawHazards(g: Graphics, shapes: HazardShape[]): void {
  g.clear();
  for (const h of shapes) {
    for (const f of h.fills) g.poly(flat(f.poly)).fill({ color: f.colour, alpha: f.alpha });
    for (const s of h.strokes) {
      g.moveTo(s.line[0].x, s.line[0].y);
      for (const p of s.line.slice(1)) g.lineTo(p.x, p.y);
      g.stroke({ color: s.colour, width: s.width, cap: 'round', join: 'round' });
    }
  }
}
