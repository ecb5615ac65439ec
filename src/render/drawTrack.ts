// Strokes one section of the printed track (trackShapes) into a Pixi Graphics, in world centimetres.
import type { Graphics } from 'pixi.js';
import { COLOURS } from './palette';
import type { SectionShapes } from './trackShapes';
import { flat } from './shapes';
import type { Pt } from '../engine';

const line = (g: Graphics, pts: Pt[]) => {
  g.moveTo(pts[0].x, pts[0].y);
  for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
};

export function drawSection(g: Graphics, t: SectionShapes): void {
  g.clear();
  g.poly(flat(t.asphalt)).fill({ color: t.alt ? COLOURS.asphaltAlt : COLOURS.asphalt });

  // Lane lines and dividers: hairlines (pixelLine) so they stay crisp at every zoom.
  for (const l of t.laneLines) line(g, l);
  g.stroke({ color: COLOURS.laneLine, width: 1, pixelLine: true, alpha: 0.75 });
  if (t.dividers.length) {
    for (const [a, b] of t.dividers) line(g, [a, b]);
    g.stroke({ color: COLOURS.divider, width: 1, pixelLine: true, alpha: 0.9 });
  }

  line(g, t.startLine);
  if (t.roadStart) g.stroke({ color: COLOURS.startLine, width: 0.45 });
  else g.stroke({ color: COLOURS.sectionLine, width: 0.18, alpha: 0.9 });
  for (const e of t.edges) line(g, e);
  g.stroke({ color: COLOURS.edge, width: 0.3 });

  if (t.finish) {
    for (const sq of t.finish.dark) g.poly(flat(sq)).fill({ color: COLOURS.finishDark });
    for (const sq of t.finish.light) g.poly(flat(sq)).fill({ color: COLOURS.finishLight });
  }
}
