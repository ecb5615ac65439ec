// The details that make a car look like one (issue 9): tyres, skirts in shade, a lit hood,
// headlights and tail lights, and the shadow it throws on the road. Body colour is left flat over
// the roof and the middle of the body, where the e2e checks read a car's pixels (e2e/road.ts).
import type { Graphics } from 'pixi.js';
import type { Pose } from '../engine';
import { ROADSIDE } from './palette';
import { bodySize } from './viewModel';

const TYRE = 0x121212;

/** Blend a colour `f` of the way to white (f > 0) or black (f < 0). */
export function shade(c: number, f: number): number {
  const ch = (s: number) => {
    const v = (c >> s) & 255;
    return Math.round(f >= 0 ? v + (255 - v) * f : v * (1 + f)) << s;
  };
  return ch(16) | ch(8) | ch(0);
}

/** Under the body: the four tyres, showing at the sides. */
export function drawTyres(g: Graphics, L: number, W: number): void {
  for (const x of [L / 2 - 1.9, -L / 2 + 1.4]) for (const y of [-W / 2 - 0.12, W / 2 - 0.38]) g.roundRect(x - 0.7, y, 1.4, 0.5, 0.15).fill({ color: TYRE });
}

/** Over the body: shaded skirts along both sides, a lighter hood with its seam, lights front and rear. */
export function drawBodyDetail(g: Graphics, body: number, L: number, W: number, wreck: boolean): void {
  const skirt = shade(body, -0.35);
  g.roundRect(-L / 2 + 0.3, -W / 2 + 0.05, L - 0.6, 0.22, 0.1).fill({ color: skirt });
  g.roundRect(-L / 2 + 0.3, W / 2 - 0.27, L - 0.6, 0.22, 0.1).fill({ color: skirt });
  // The hood, ahead of the windscreen, catches the light.
  g.roundRect(L / 2 - 1.35, -W / 2 + 0.45, 1.05, W - 0.9, 0.3).fill({ color: shade(body, 0.18) });
  g.moveTo(L / 2 - 1.4, -W / 2 + 0.5).lineTo(L / 2 - 1.4, W / 2 - 0.5).stroke({ color: shade(body, -0.4), width: 0.06 });
  if (wreck) return;
  for (const y of [-W / 2 + 0.3, W / 2 - 0.75]) {
    g.roundRect(L / 2 - 0.28, y, 0.22, 0.45, 0.08).fill({ color: 0xfff4c8 });
    g.rect(-L / 2 + 0.05, y, 0.18, 0.45).fill({ color: 0xd0202a });
  }
}

/** The cars' shadows on the road, all in one Graphics under them, thrown the same way on screen whatever their heading. */
export function drawShadows(g: Graphics, cars: { pose: Pose; kind: Parameters<typeof bodySize>[0]; flip?: number }[], rotation: number): void {
  g.clear();
  // A light from the top left of the screen: the shadow falls down and right, in world terms.
  const dx = 0.45 * Math.cos(-rotation) - 0.55 * Math.sin(-rotation), dy = 0.45 * Math.sin(-rotation) + 0.55 * Math.cos(-rotation);
  for (const c of cars) {
    const { length: L, width: W } = bodySize(c.kind);
    const w = (W / 2) * (c.flip ? Math.abs(Math.cos(c.flip)) : 1) + 0.1, l = L / 2 + 0.1;
    const ca = Math.cos(c.pose.a), sa = Math.sin(c.pose.a);
    const pts = [[l, w], [-l, w], [-l, -w], [l, -w]].flatMap(([x, y]) => [c.pose.x + dx + x * ca - y * sa, c.pose.y + dy + x * sa + y * ca]);
    g.poly(pts).fill({ color: ROADSIDE.shadow, alpha: 0.35 });
  }
}
