// Strokes one section of the printed track (trackShapes) into a Pixi Graphics, in world centimetres:
// the desert verge with scrub and rocks, the gravel shoulder, textured asphalt, the grid's lane
// lines with dashed paint over them, the edge lines, joins and the finish (roadside.ts: looks only).
import type { Graphics } from 'pixi.js';
import { COLOURS, ROADSIDE } from './palette';
import type { Roadside } from './roadside';
import type { SectionShapes } from './trackShapes';
import { flat } from './shapes';
import type { Pt } from '../engine';

const line = (g: Graphics, pts: Pt[]) => {
  g.moveTo(pts[0].x, pts[0].y);
  for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
};

function verge(g: Graphics, r: Roadside): void {
  for (const v of r.verges) g.poly(flat(v)).fill({ color: ROADSIDE.sand });
  for (const s of r.shoulders) g.poly(flat(s)).fill({ color: ROADSIDE.shoulder });
  for (const k of r.rocks) {
    g.ellipse(k.at.x + k.r * 0.3, k.at.y + k.r * 0.35, k.r, k.r * 0.8).fill({ color: ROADSIDE.rockShade, alpha: 0.8 });
    g.ellipse(k.at.x, k.at.y, k.r, k.r * 0.8).fill({ color: ROADSIDE.rock });
  }
  for (const s of r.scrub) {
    // A bush: a shadow, then three overlapping clumps.
    g.circle(s.at.x + s.r * 0.35, s.at.y + s.r * 0.4, s.r).fill({ color: ROADSIDE.scrubShade, alpha: 0.7 });
    const c = ROADSIDE.scrub[s.tone];
    g.circle(s.at.x - s.r * 0.35, s.at.y, s.r * 0.65).fill({ color: c });
    g.circle(s.at.x + s.r * 0.3, s.at.y - s.r * 0.2, s.r * 0.6).fill({ color: c });
    g.circle(s.at.x, s.at.y + s.r * 0.3, s.r * 0.55).fill({ color: ROADSIDE.scrub[(s.tone + 1) % 3] });
  }
}

function texture(g: Graphics, r: Roadside): void {
  for (const p of r.patches) g.poly(flat(p)).fill({ color: ROADSIDE.patch, alpha: 0.7 });
  for (const s of r.grit) g.circle(s.at.x, s.at.y, s.r).fill({ color: s.light ? ROADSIDE.gritLight : ROADSIDE.gritDark, alpha: 0.8 });
  for (const c of r.cracks) line(g, c);
  if (r.cracks.length) g.stroke({ color: ROADSIDE.crack, width: 0.07, alpha: 0.9 });
}

export function drawSection(g: Graphics, t: SectionShapes): void {
  g.clear();
  if (t.roadside) verge(g, t.roadside);
  g.poly(flat(t.asphalt)).fill({ color: t.alt ? COLOURS.asphaltAlt : COLOURS.asphalt });
  if (t.roadside) texture(g, t.roadside);

  // Lane lines and dividers: hairlines (pixelLine) so they stay crisp at every zoom.
  for (const l of t.laneLines) line(g, l);
  g.stroke({ color: COLOURS.laneLine, width: 1, pixelLine: true, alpha: 0.6 });
  // Painted dashes over them, as on a real road.
  if (t.roadside?.dashes.length) {
    for (const [a, b] of t.roadside.dashes) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
    g.stroke({ color: ROADSIDE.lanePaint, width: 0.16, alpha: 0.55 });
  }
  if (t.dividers.length) {
    for (const [a, b] of t.dividers) line(g, [a, b]);
    g.stroke({ color: COLOURS.divider, width: 1, pixelLine: true, alpha: 0.9 });
  }

  line(g, t.startLine);
  if (t.roadStart) g.stroke({ color: COLOURS.startLine, width: 0.45 });
  else g.stroke({ color: COLOURS.sectionLine, width: 0.18, alpha: 0.9 });
  for (const e of t.edges) line(g, e);
  g.stroke({ color: ROADSIDE.edgePaint, width: 0.3 });

  if (t.finish) {
    for (const sq of t.finish.dark) g.poly(flat(sq)).fill({ color: COLOURS.finishDark });
    for (const sq of t.finish.light) g.poly(flat(sq)).fill({ color: COLOURS.finishLight });
  }
}
