// A car in its own frame (+x is the front, centred on the origin), drawn into one Graphics; the
// caller's container places and rotates it (geometry.vehiclePose).
import type { Graphics } from 'pixi.js';
import type { Mount, VehicleKind } from '../engine';
import { bodySize } from './viewModel';
import { COLOURS } from './palette';

export interface CarLook {
  kind: VehicleKind;
  colour: number;
  wreck: boolean;
  pending: boolean;
  outOfControl: boolean;
  mounts: Mount[];
}

function darker(c: number, f: number): number {
  const ch = (s: number) => Math.round(((c >> s) & 255) * f) << s;
  return ch(16) | ch(8) | ch(0);
}

function guns(g: Graphics, mounts: Mount[], L: number, W: number): void {
  const barrel = (x: number, y: number, len: number, w: number, vertical = false) =>
    vertical ? g.rect(x - w / 2, y, w, len) : g.rect(x, y - w / 2, len, w);
  for (const m of mounts) {
    if (m === 'hood') barrel(L / 2 - 1.6, 0, 2.4, 0.5);
    else if (m === 'wingLeft' || m === 'fairingLeft') barrel(L / 2 - 1.2, -W / 2 + 0.35, 1.8, 0.35);
    else if (m === 'wingRight' || m === 'fairingRight') barrel(L / 2 - 1.2, W / 2 - 0.35, 1.8, 0.35);
    else if (m === 'sideLeft') barrel(0, -W / 2 - 0.5, 1.0, 0.4, true);
    else if (m === 'sideRight') barrel(0, W / 2 - 0.5, 1.0, 0.4, true);
    else if (m === 'roof' || m === 'turret') {
      g.circle(-0.4, 0, 0.8);
      barrel(-0.4, 0, 2.0, 0.35);
    }
  }
  g.fill({ color: COLOURS.gun });
}

export function drawCar(g: Graphics, look: CarLook): void {
  g.clear();
  const { length: L, width: W } = bodySize(look.kind);
  if (look.pending) {
    // The vehicle whose decision it is: a bright ring around the whole cell.
    g.roundRect(-L / 2 - 0.9, -W / 2 - 0.9, L + 1.8, W + 1.8, 1.2).stroke({ color: COLOURS.pendingRing, width: 0.4 });
  }
  const body = look.wreck ? COLOURS.wreck : look.colour;
  g.roundRect(-L / 2, -W / 2, L, W, look.kind === 'bike' ? W / 2 : 0.8).fill({ color: body }).stroke({ color: darker(body, 0.45), width: 0.18 });
  if (look.kind !== 'bike') {
    // Windscreen towards the front, rear window smaller: the front reads at a glance.
    g.poly([L / 2 - 1.5, -W / 2 + 0.35, L / 2 - 1.5, W / 2 - 0.35, L / 2 - 2.7, W / 2 - 0.55, L / 2 - 2.7, -W / 2 + 0.55])
      .fill({ color: look.wreck ? 0x555555 : COLOURS.windscreen });
    g.rect(-L / 2 + 0.5, -W / 2 + 0.6, 0.8, W - 1.2).fill({ color: look.wreck ? 0x444444 : darker(COLOURS.windscreen, 0.6) });
  } else {
    g.rect(L / 2 - 1.6, -W / 2 + 0.2, 0.5, W - 0.4).fill({ color: COLOURS.windscreen });
  }
  guns(g, look.mounts, L, W);
  if (look.wreck) {
    g.moveTo(-L / 2 + 0.4, -W / 2 + 0.3).lineTo(L / 2 - 0.4, W / 2 - 0.3).moveTo(-L / 2 + 0.4, W / 2 - 0.3).lineTo(L / 2 - 0.4, -W / 2 + 0.3);
    g.stroke({ color: COLOURS.wreckCross, width: 0.4 });
  }
  if (look.outOfControl) {
    g.roundRect(-L / 2 - 0.3, -W / 2 - 0.3, L + 0.6, W + 0.6, 1).stroke({ color: COLOURS.outOfControl, width: 0.3 });
  }
}

/** A ghost of where the intended move ends: outline only, so the real car stays visible. */
export function drawGhost(g: Graphics): void {
  g.clear();
  const { length: L, width: W } = bodySize('renegade');
  g.roundRect(-L / 2, -W / 2, L, W, 0.8).fill({ color: COLOURS.ghost, alpha: 0.18 }).stroke({ color: COLOURS.ghost, width: 0.25, alpha: 0.9 });
  g.poly([L / 2 - 0.4, 0, L / 2 - 2.0, -1.1, L / 2 - 2.0, 1.1]).fill({ color: COLOURS.ghost, alpha: 0.8 }); // which way it faces
}
