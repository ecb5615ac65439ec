// Translucent overlays in world centimetres: the intended move's contact zone, the fire
// corridor, the range ruler, placement hints and the spin template (p44).
import type { Graphics } from 'pixi.js';
import type { Pt } from '../engine';
import type { Overlays } from './overlays';
import { SPIN_DOT, type SpinTemplateView } from './spinTemplate';
import { COLOURS } from './palette';
import { flat } from './shapes';

export function drawZones(g: Graphics, o: Pick<Overlays, 'zone' | 'corridor' | 'corridorOutline'> & { ruler?: Overlays['ruler']; ownSide?: Overlays['ownSide'] }, legal: Pt[][], hover: { poly: Pt[]; legal: boolean } | null): void {
  g.clear();
  for (const p of legal) g.poly(flat(p)).fill({ color: COLOURS.legal, alpha: 0.12 });
  if (hover) {
    const c = hover.legal ? COLOURS.hover : COLOURS.hoverIllegal;
    g.poly(flat(hover.poly)).fill({ color: c, alpha: 0.35 }).stroke({ color: c, width: 1, pixelLine: true });
  }
  // The spaces the corridor covers, faintly; its exact outline (the ruler's band) on top. A corridor
  // whose target is on the shooter's own side takes that colour instead of the enemy red (issue 29).
  const corridor = o.ruler?.ownSide ? COLOURS.ownSide : COLOURS.corridor;
  for (const p of o.corridor) g.poly(flat(p)).fill({ color: corridor, alpha: 0.14 }).stroke({ color: corridor, width: 1, pixelLine: true, alpha: 0.35 });
  if (o.corridorOutline) g.poly(flat(o.corridorOutline)).fill({ color: corridor, alpha: 0.16 }).stroke({ color: corridor, width: 0.2, alpha: 0.9 });
  // A ram into the own side's vehicle: its zone in the own-side colour (issue 29).
  const zone = o.ownSide?.length ? COLOURS.ownSide : COLOURS.zone;
  for (const p of o.zone) g.poly(flat(p)).fill({ color: zone, alpha: 0.28 }).stroke({ color: zone, width: 1, pixelLine: true, alpha: 0.85 });
}

/** The ruler sits above the cars: a line with end ticks from the weapon to the target's closest point. */
export function drawRuler(g: Graphics, r: Overlays['ruler']): void {
  g.clear();
  if (!r) return;
  const dx = r.to.x - r.from.x, dy = r.to.y - r.from.y, len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len, ny = dx / len, tick = 0.9;
  const colour = r.ownSide ? COLOURS.ownSide : r.inRange ? COLOURS.ruler : COLOURS.corridor;
  g.moveTo(r.from.x, r.from.y).lineTo(r.to.x, r.to.y).stroke({ color: 0x000000, width: 0.55, alpha: 0.6 });
  g.moveTo(r.from.x, r.from.y).lineTo(r.to.x, r.to.y);
  for (const p of [r.from, r.to]) g.moveTo(p.x - nx * tick, p.y - ny * tick).lineTo(p.x + nx * tick, p.y + ny * tick);
  g.stroke({ color: colour, width: 0.25 });
}

export function drawSpinTemplate(g: Graphics, v: SpinTemplateView): void {
  g.clear();
  g.circle(v.centre.x, v.centre.y, v.radius).fill({ color: 0x000000, alpha: 0.25 }).stroke({ color: COLOURS.spinRing, width: 0.2, alpha: 0.8 });
  // The arrow: the car's front when the spin began.
  const a = Math.atan2(v.arrow.y - v.centre.y, v.arrow.x - v.centre.x);
  const tip = { x: v.centre.x + Math.cos(a) * (v.radius + 1.4), y: v.centre.y + Math.sin(a) * (v.radius + 1.4) };
  const side = (s: number) => ({ x: v.arrow.x + Math.cos(a + s * Math.PI / 2) * 0.8, y: v.arrow.y + Math.sin(a + s * Math.PI / 2) * 0.8 });
  const [l, r] = [side(1), side(-1)];
  g.poly([tip.x, tip.y, l.x, l.y, r.x, r.y]).fill({ color: COLOURS.spinRing });
  for (const p of v.positions) {
    g.moveTo(v.centre.x, v.centre.y).lineTo(p.at.x, p.at.y).stroke({ color: p.rolled ? COLOURS.spinRolled : COLOURS.spinRing, width: p.rolled ? 0.35 : 0.1, alpha: p.rolled ? 1 : 0.5 });
    g.circle(p.at.x, p.at.y, p.rolled ? SPIN_DOT : 0.45).fill({ color: p.rolled ? COLOURS.spinRolled : COLOURS.spinRing });
  }
}
