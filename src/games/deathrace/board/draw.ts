// Painting the Deathrace table onto Pixi graphics, to scale: the walls, the asphalt, the
// start/finish line and the numbered checkpoints, the ramps (their way up and top edge), the
// activation plates, the pit, the EVAC points and the lava pits; the pick-ups still lying, the oil slicks, the crews on foot and
// the vehicles as 2" x 4" footprints in their player's colour with a nose mark; the ghost of a
// planned move and the ruler of a shot. Only what the state and the plan say is drawn.
import type { Graphics } from 'pixi.js';
import type { Pt } from '../../../engine';
import { footprint, rampTop, type DrState, type Track } from '../rules';
import { fwd, rightOf } from '../rules/table';
import type { Ghost, Ruler, Trail } from '../ui/plan';
import { DR_COLOURS, playerColour } from './colours';
import { toPx, type View } from './view';

const flat = (v: View, pts: readonly Pt[]): number[] => pts.flatMap((p) => {
  const q = toPx(v, p);
  return [q.x, q.y];
});

export function drawTrack(g: Graphics, v: View, t: Track): void {
  g.clear();
  g.rect(v.ox, v.oy, t.width * v.scale, t.height * v.scale).fill(DR_COLOURS.asphalt);
  // The outer walls first (clipped to the view by the canvas), then the infield and any blocks.
  t.walls.forEach((w, i) => {
    g.poly(flat(v, w)).fill(i === 4 ? DR_COLOURS.infield : DR_COLOURS.wall).stroke({ width: Math.max(1, v.scale * 0.25), color: DR_COLOURS.wallEdge });
  });
  // The pit: a bay marked in stripes.
  const pit = [{ x: t.pit.x0, y: t.pit.y0 }, { x: t.pit.x1, y: t.pit.y0 }, { x: t.pit.x1, y: t.pit.y1 }, { x: t.pit.x0, y: t.pit.y1 }];
  g.poly(flat(v, pit)).fill({ color: DR_COLOURS.pit, alpha: 0.85 }).stroke({ width: 2, color: 0xdddddd });
  // Activation plates.
  for (const p of t.plates) {
    g.poly(flat(v, [{ x: p.x0, y: p.y0 }, { x: p.x1, y: p.y0 }, { x: p.x1, y: p.y1 }, { x: p.x0, y: p.y1 }])).fill({ color: DR_COLOURS.plate, alpha: 0.8 }).stroke({ width: 2, color: 0xe9fbff });
  }
  // Ramps: the way up in chevrons, the top edge bright.
  for (const r of t.ramps) {
    const f = fwd(r.heading), s = rightOf(r.heading);
    const c = (a: number, b: number): Pt => ({ x: r.x + f.x * a + s.x * b, y: r.y + f.y * a + s.y * b });
    const L = r.length / 2, W = r.width / 2;
    g.poly(flat(v, [c(-L, -W), c(L, -W), c(L, W), c(-L, W)])).fill(DR_COLOURS.ramp).stroke({ width: 1.5, color: 0x3a2410 });
    for (const a of [-L * 0.6, 0, L * 0.6]) {
      g.poly(flat(v, [c(a - 0.8, -W * 0.6), c(a + 0.8, 0), c(a - 0.8, W * 0.6)]), false).stroke({ width: Math.max(1.5, v.scale * 0.3), color: 0x3a2410 });
    }
    const [a, b] = rampTop(r);
    g.poly(flat(v, [a, b]), false).stroke({ width: Math.max(2, v.scale * 0.5), color: DR_COLOURS.rampTop });
  }
  // EVAC points.
  for (const e of t.evac) {
    const q = toPx(v, e);
    g.circle(q.x, q.y, 2 * v.scale).stroke({ width: 2, color: DR_COLOURS.evac });
    g.circle(q.x, q.y, 0.5 * v.scale).fill(DR_COLOURS.evac);
  }
  // Lava pits: molten, with a dark crust of blobs (readings.ts `lava`).
  for (const l of t.lava) {
    g.poly(flat(v, [{ x: l.x0, y: l.y0 }, { x: l.x1, y: l.y0 }, { x: l.x1, y: l.y1 }, { x: l.x0, y: l.y1 }])).fill(DR_COLOURS.lava).stroke({ width: Math.max(2, v.scale * 0.3), color: DR_COLOURS.lavaCrust });
    const w = l.x1 - l.x0, h = l.y1 - l.y0;
    for (const [a, b, r] of [[0.3, 0.3, 0.12], [0.7, 0.45, 0.09], [0.4, 0.75, 0.1]]) {
      const q = toPx(v, { x: l.x0 + w * a, y: l.y0 + h * b });
      g.circle(q.x, q.y, Math.min(w, h) * r * v.scale).fill({ color: DR_COLOURS.lavaCrust, alpha: 0.7 });
    }
  }
  // The gates: checkpoints dashed yellow, the start/finish line chequered.
  t.gates.forEach((gate, i) => {
    const last = i === t.gates.length - 1;
    const a = toPx(v, gate.a), b = toPx(v, gate.b);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const n = Math.max(2, Math.round(len / Math.max(4, v.scale * 1.5)));
    for (let k = 0; k < n; k++) {
      const p0 = { x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n };
      const p1 = { x: a.x + ((b.x - a.x) * (k + 1)) / n, y: a.y + ((b.y - a.y) * (k + 1)) / n };
      if (last) g.moveTo(p0.x, p0.y).lineTo(p1.x, p1.y).stroke({ width: Math.max(3, v.scale * 0.8), color: k % 2 ? 0x111111 : DR_COLOURS.start });
      else if (k % 2 === 0) g.moveTo(p0.x, p0.y).lineTo(p1.x, p1.y).stroke({ width: Math.max(2, v.scale * 0.4), color: DR_COLOURS.checkpoint });
    }
    // The way to cross it: a small arrow at its middle.
    const m = { x: (gate.a.x + gate.b.x) / 2, y: (gate.a.y + gate.b.y) / 2 };
    const d = fwd(gate.forward), s = rightOf(gate.forward);
    const tip = toPx(v, { x: m.x + d.x * 1.6, y: m.y + d.y * 1.6 });
    const l = toPx(v, { x: m.x + s.x * 0.9, y: m.y + s.y * 0.9 }), r = toPx(v, { x: m.x - s.x * 0.9, y: m.y - s.y * 0.9 });
    g.poly([tip.x, tip.y, l.x, l.y, r.x, r.y]).fill(last ? DR_COLOURS.start : DR_COLOURS.checkpoint);
  });
}

/** Where the track's words go: checkpoint numbers, the pit, EVAC, the plates and ramps. */
export function trackLabels(t: Track): { key: string; text: string; at: Pt }[] {
  const out: { key: string; text: string; at: Pt }[] = [];
  t.gates.forEach((g, i) => {
    const last = i === t.gates.length - 1;
    const m = { x: (g.a.x + g.b.x) / 2, y: (g.a.y + g.b.y) / 2 };
    // Beyond the gate (the grid waits behind the start/finish line), toward its outer end.
    const d = fwd(g.forward);
    const out0 = { x: m.x + (g.b.x - m.x) * 0.45, y: m.y + (g.b.y - m.y) * 0.45 };
    const far = last ? { x: (g.a.x + g.b.x) / 2, y: (g.a.y + g.b.y) / 2 } : out0;
    out.push({ key: `g${i}`, text: last ? 'START / FINISH' : `CP ${i + 1}`, at: { x: far.x + d.x * (last ? 7 : 3), y: far.y + d.y * (last ? 7 : 3) } });
  });
  out.push({ key: 'pit', text: 'PIT', at: { x: (t.pit.x0 + t.pit.x1) / 2, y: (t.pit.y0 + t.pit.y1) / 2 } });
  t.evac.forEach((e, i) => out.push({ key: `e${i}`, text: 'EVAC', at: { x: e.x, y: e.y + 3 } }));
  t.plates.forEach((p) => out.push({ key: p.id, text: 'PLATE', at: { x: (p.x0 + p.x1) / 2, y: p.y1 + 1.4 } }));
  t.lava.forEach((l) => out.push({ key: l.id, text: 'LAVA', at: { x: (l.x0 + l.x1) / 2, y: (l.y0 + l.y1) / 2 } }));
  t.ramps.forEach((r) => out.push({ key: r.id, text: 'RAMP', at: { x: r.x - fwd(r.heading).x * (r.length / 2 + 1.5), y: r.y - fwd(r.heading).y * (r.length / 2 + 1.5) } }));
  return out;
}

export function drawPieces(g: Graphics, v: View, s: DrState, active: string | null): void {
  g.clear();
  // The pick-ups still lying on the track (a crew member on foot takes one by walking to it).
  for (const p of s.pickups) {
    const q = toPx(v, p), r = 0.8 * v.scale;
    g.poly([q.x, q.y - r, q.x + r, q.y, q.x, q.y + r, q.x - r, q.y]).fill(DR_COLOURS.pickup).stroke({ width: 1, color: 0x111111 });
  }
  for (const k of s.slicks) {
    const q = toPx(v, k);
    g.circle(q.x, q.y, 2 * v.scale).fill({ color: DR_COLOURS.slick, alpha: 0.85 }).stroke({ width: 1, color: 0x666666 });
  }
  for (const p of s.pedestrians) {
    const q = toPx(v, p);
    const i = s.players.findIndex((x) => x.id === p.owner);
    // Knocked over or stunned: a hollow ring, lying down.
    const down = s.round <= p.downUntil;
    const c = g.circle(q.x, q.y, 0.5 * v.scale + 1);
    if (down) c.stroke({ width: 2, color: playerColour(i) });
    else c.fill(playerColour(i)).stroke({ width: 1, color: 0x111111 });
  }
  for (const veh of s.vehicles) {
    const i = s.players.findIndex((x) => x.id === veh.owner);
    const wreck = veh.status !== 'racing';
    const poly = flat(v, footprint(veh));
    g.poly(poly).fill(wreck ? DR_COLOURS.wreck : playerColour(i)).stroke({ width: Math.max(1, v.scale * 0.2), color: 0x111111 });
    // The nose: a white wedge at the front end.
    const f = fwd(veh.heading), r = rightOf(veh.heading);
    const at = (a: number, b: number) => toPx(v, { x: veh.x + f.x * a + r.x * b, y: veh.y + f.y * a + r.y * b });
    const n0 = at(1.9, 0), n1 = at(0.9, -0.7), n2 = at(0.9, 0.7);
    g.poly([n0.x, n0.y, n1.x, n1.y, n2.x, n2.y]).fill(wreck ? 0x333333 : 0xffffff);
    if (wreck) {
      const a = at(-1.8, -0.9), b = at(1.8, 0.9), c = at(-1.8, 0.9), d = at(1.8, -0.9);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).moveTo(c.x, c.y).lineTo(d.x, d.y).stroke({ width: 2, color: 0x111111 });
    }
    if (veh.fire.length > 0 && !wreck) {
      const q = at(-0.8, 0);
      g.circle(q.x, q.y, Math.max(2, v.scale * 0.45)).fill(0xff6a00);
    }
  }
  const a = s.vehicles.find((x) => x.id === active);
  if (a) {
    // A ring a little larger than the footprint.
    const big = footprint({ x: a.x, y: a.y, heading: a.heading }).map((p) => ({ x: a.x + (p.x - a.x) * 1.35, y: a.y + (p.y - a.y) * 1.6 }));
    g.poly(flat(v, big)).stroke({ width: Math.max(2, v.scale * 0.35), color: DR_COLOURS.active });
  }
}

/** The ghost: its path, its footprint at the end (green when the rules accept it, red when not), the stop. */
export function drawPlan(g: Graphics, v: View, ghost: Ghost | null, ok: boolean, ruler: Ruler | null): void {
  g.clear();
  if (ghost) {
    const colour = ok ? DR_COLOURS.ghostOk : DR_COLOURS.ghostBad;
    const pts = ghost.path.map((p) => toPx(v, p));
    if (ghost.walk) {
      const [a, b] = pts;
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 2, color: colour });
      g.circle(b.x, b.y, 0.5 * v.scale + 1).fill({ color: colour, alpha: 0.5 }).stroke({ width: 2, color: colour });
    } else if (ghost.reach) {
      // A jump: the flight line, with its shortest and longest landing.
      const [a, b] = pts;
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: Math.max(2, v.scale * 0.3), color: colour, alpha: 0.9 });
      const d = fwd(ghost.path[0].heading);
      for (const at of [ghost.reach.min, ghost.reach.max]) {
        const q = toPx(v, { x: ghost.path[0].x + d.x * at, y: ghost.path[0].y + d.y * at });
        g.circle(q.x, q.y, Math.max(3, v.scale * 0.5)).fill(colour);
      }
      g.poly(flat(v, footprint(ghost.end))).fill({ color: colour, alpha: 0.25 }).stroke({ width: 2, color: colour });
    } else {
      for (let i = 1; i < pts.length; i++) g.moveTo(pts[i - 1].x, pts[i - 1].y).lineTo(pts[i].x, pts[i].y).stroke({ width: Math.max(2, v.scale * 0.3), color: colour, alpha: 0.9 });
      for (const p of pts.slice(1, -1)) g.circle(p.x, p.y, Math.max(2.5, v.scale * 0.35)).fill(colour);
      g.poly(flat(v, footprint(ghost.end))).fill({ color: colour, alpha: 0.3 }).stroke({ width: 2, color: colour });
      const e = ghost.end, f = fwd(e.heading);
      const n = toPx(v, { x: e.x + f.x * 1.9, y: e.y + f.y * 1.9 });
      g.circle(n.x, n.y, Math.max(2, v.scale * 0.3)).fill(0xffffff);
    }
    if (ghost.stop && ghost.stop.kind !== 'ramp') {
      // The first contact: a cross.
      const f = fwd(ghost.stop.at.heading);
      const q = toPx(v, { x: ghost.stop.at.x + f.x * 2.3, y: ghost.stop.at.y + f.y * 2.3 });
      const r = Math.max(4, v.scale * 0.8);
      g.moveTo(q.x - r, q.y - r).lineTo(q.x + r, q.y + r).moveTo(q.x - r, q.y + r).lineTo(q.x + r, q.y - r).stroke({ width: 3, color: DR_COLOURS.ghostBad });
    }
  }
  if (ruler) {
    const a = toPx(v, ruler.from), b = toPx(v, ruler.to);
    const colour = ruler.range <= ruler.reach ? DR_COLOURS.ruler : DR_COLOURS.ghostBad;
    g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 2, color: colour });
    // Marks every 6" from the shooter, longer at half range and at the weapon's range.
    const len = Math.hypot(ruler.to.x - ruler.from.x, ruler.to.y - ruler.from.y);
    if (len > 0) {
      const ux = (ruler.to.x - ruler.from.x) / len, uy = (ruler.to.y - ruler.from.y) / len;
      const marks = [...new Set([...Array.from({ length: Math.floor(len / 6) }, (_, k) => (k + 1) * 6), ruler.reach / 2, ruler.reach])].filter((d) => d <= len + 0.01);
      for (const d of marks) {
        const big = d === ruler.reach / 2 || d === ruler.reach;
        const h = (big ? 1.2 : 0.6) * v.scale;
        const q = toPx(v, { x: ruler.from.x + ux * d, y: ruler.from.y + uy * d });
        g.moveTo(q.x - uy * h, q.y + ux * h).lineTo(q.x + uy * h, q.y - ux * h).stroke({ width: big ? 3 : 1.5, color: big ? DR_COLOURS.checkpoint : colour });
      }
    }
    g.circle(b.x, b.y, Math.max(4, v.scale * 0.9)).stroke({ width: 2, color: colour });
  }
}

const SHORT: Record<string, string> = { gorkaBuggy: 'Buggy', ironWagon: 'Wagon', grindaTank: 'Tank', skorcha: 'Skorcha', hoverRacer: 'Racer', skimma: 'Skimma' };

/** The short name drawn under a vehicle (its card and the log give the whole name). */
export const vehicleLabel = (stock: string): string => SHORT[stock] ?? stock;

/** The last command's trail: its paths faint, a jump's flight as an arc, crashes as a star, a swerve or shove as a ring, a spin as the arrow of its new heading (the scatter). */
export function drawTrail(g: Graphics, v: View, t: Trail | null): void {
  g.clear();
  if (!t) return;
  const w = Math.max(1.5, v.scale * 0.2);
  for (const path of t.paths) {
    const pts = path.map((p) => toPx(v, p));
    for (let i = 1; i < pts.length; i++) g.moveTo(pts[i - 1].x, pts[i - 1].y).lineTo(pts[i].x, pts[i].y).stroke({ width: w, color: 0xffffff, alpha: 0.45 });
  }
  for (const f of t.flights) {
    const a = toPx(v, f.from), b = toPx(v, f.to);
    const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    // The arc bulges to the left of the flight, a third of its length.
    const cx = mx + ((b.y - a.y) / len) * len * 0.33, cy = my - ((b.x - a.x) / len) * len * 0.33;
    g.moveTo(a.x, a.y).quadraticCurveTo(cx, cy, b.x, b.y).stroke({ width: w * 1.5, color: DR_COLOURS.rampTop, alpha: 0.9 });
    g.circle(b.x, b.y, Math.max(3, v.scale * 0.5)).fill({ color: DR_COLOURS.rampTop, alpha: 0.9 });
  }
  for (const m of t.marks) {
    const q = toPx(v, m.at), r = Math.max(5, v.scale * 1.2);
    if (m.kind === 'crash') {
      const pts: number[] = [];
      for (let i = 0; i < 16; i++) {
        const a = (i * Math.PI) / 8, rr = i % 2 ? r * 0.45 : r;
        pts.push(q.x + rr * Math.cos(a), q.y + rr * Math.sin(a));
      }
      g.poly(pts).fill({ color: 0xff8a00, alpha: 0.75 }).stroke({ width: 1, color: 0x111111 });
    } else if (m.kind === 'spin') {
      const f = fwd(m.at.heading);
      const tip = { x: q.x + f.x * r * 2, y: q.y + f.y * r * 2 };
      g.moveTo(q.x, q.y).lineTo(tip.x, tip.y).stroke({ width: 3, color: 0xff5ad6 });
      g.poly([tip.x, tip.y, tip.x - f.x * r * 0.8 - f.y * r * 0.5, tip.y - f.y * r * 0.8 + f.x * r * 0.5, tip.x - f.x * r * 0.8 + f.y * r * 0.5, tip.y - f.y * r * 0.8 - f.x * r * 0.5]).fill(0xff5ad6);
    } else {
      g.circle(q.x, q.y, r * 1.4).stroke({ width: 2.5, color: 0xff5ad6, alpha: 0.9 });
    }
  }
}
