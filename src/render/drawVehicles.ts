// A car in its own frame (+x is the front, centred on the origin), drawn into one Graphics; the
// caller's container places and rotates it (geometry.vehiclePose).
import type { Graphics } from 'pixi.js';
import type { Mount, VehicleKind } from '../engine';
import { bodySize, CAR_LENGTH, CAR_WIDTH, CRASHED, type BikePosture, type VehicleView, type WeaponMark } from './viewModel';
import { COLOURS } from './palette';
import { drawBodyDetail, drawTyres } from './carDetail';

export interface CarLook {
  kind: VehicleKind;
  colour: number;
  wreck: boolean;
  pending: boolean;
  outOfControl: boolean;
  mounts: Mount[];
  /** Every weapon, one mark at its mount; when absent, a plain gun per mount is drawn. */
  weapons?: WeaponMark[];
  /** Turret direction from the car's heading, radians (at its target, p27). */
  turretAngle?: number | null;
  /** Bikes only: upright, leaning into a dodge, or fallen (viewModel.bikePosture). */
  posture?: BikePosture;
}

/** The look of a vehicle view (for the Car component). */
export const carLook = (v: VehicleView): CarLook => ({
  kind: v.kind,
  colour: v.colour,
  wreck: v.wreck,
  pending: v.pending,
  // A crashed car's wreck is out of play (p58): its CRASHED badge is no out-of-control ring (issue 29).
  outOfControl: v.badge !== null && v.badge !== CRASHED,
  mounts: v.mounts,
  weapons: v.weapons,
  turretAngle: v.turretAngle === null || v.turretAngle === undefined ? v.turretAngle : Math.round(v.turretAngle * 50) / 50,
  ...(v.posture ? { posture: v.posture } : {}),
});

/** A string that changes exactly when the drawing would: a memo key that survives new objects. */
export const carLookKey = (v: VehicleView): string => JSON.stringify(carLook(v));

const MARK: Record<WeaponMark['look'], number> = { gun: 0x111111, heavy: 0x7a1010, laser: 0x2ec4ff, passive: 0xc9ccd1 };
const DEAD = 0x6b6b6b;

/** One mark per weapon at its mount (p82-83): barrels forward, passives at the rear, the turret turned. */
function weaponMarks(g: Graphics, marks: WeaponMark[], L: number, W: number, turretAngle: number): void {
  const colour = (m: WeaponMark) => (m.status === 'destroyed' ? DEAD : MARK[m.look]);
  const barrel = (m: WeaponMark, x: number, y: number, len: number, w: number) => g.rect(x, y - w / 2, len, w).fill({ color: colour(m) });
  const turret = marks.filter((m) => m.mount === 'turret');
  for (const m of marks) {
    if (m.mount === 'hood') barrel(m, L / 2 - 1.6, 0, 2.4, m.look === 'heavy' ? 0.7 : 0.5);
    else if (m.mount === 'wingLeft' || m.mount === 'fairingLeft') barrel(m, L / 2 - 1.2, -W / 2 + 0.35, 1.8, 0.4);
    else if (m.mount === 'wingRight' || m.mount === 'fairingRight') barrel(m, L / 2 - 1.2, W / 2 - 0.35, 1.8, 0.4);
    else if (m.mount === 'roof') {
      g.rect(-0.3, -0.5, 1.0, 1.0).fill({ color: colour(m) });
      barrel(m, 0.2, 0, 1.9, 0.35);
    } else if (m.mount === 'sideLeft' || m.mount === 'sideRight') {
      const y = m.mount === 'sideLeft' ? -W / 2 - 0.25 : W / 2 + 0.25;
      g.rect(-0.7, y - 0.35, 1.4, 0.7).fill({ color: colour(m) });
      barrel(m, 0, y, 1.6, 0.35);
    } else if (m.mount === 'passive' || m.mount === 'passiveLeft' || m.mount === 'passiveRight') {
      const y = m.mount === 'passive' ? 0 : m.mount === 'passiveLeft' ? -W / 4 : W / 4;
      g.rect(-L / 2 - 0.25, y - 0.5, 0.7, 1.0).fill({ color: colour(m) }).stroke({ color: 0x111111, width: 0.12 });
    }
  }
  if (turret.length > 0) {
    // The turret ring behind the roof, its barrels turned towards the target.
    const cx = -1.5;
    const c = Math.cos(turretAngle), sn = Math.sin(turretAngle);
    turret.forEach((m, i) => {
      const off = turret.length > 1 ? (i === 0 ? -0.32 : 0.32) : 0;
      const len = 2.6, w = m.look === 'heavy' ? 0.5 : 0.32;
      const pts = [[0, off - w / 2], [len, off - w / 2], [len, off + w / 2], [0, off + w / 2]].flatMap(([x, y]) => [cx + x * c - y * sn, x * sn + y * c]);
      g.poly(pts).fill({ color: colour(m) });
    });
    g.circle(cx, 0, 0.95).fill({ color: 0x2a2a2a }).stroke({ color: 0x000000, width: 0.15 });
  }
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
  if (look.kind === 'bike') {
    drawBike(g, look);
    return;
  }
  const { length: L, width: W } = bodySize(look.kind);
  if (look.pending) {
    // The vehicle whose decision it is: a bright ring around the whole cell.
    g.roundRect(-L / 2 - 0.9, -W / 2 - 0.9, L + 1.8, W + 1.8, 1.2).stroke({ color: COLOURS.pendingRing, width: 0.4 });
  }
  const body = look.wreck ? COLOURS.wreck : look.colour;
  drawTyres(g, L, W);
  g.roundRect(-L / 2, -W / 2, L, W, 0.8).fill({ color: body }).stroke({ color: darker(body, 0.45), width: 0.18 });
  drawBodyDetail(g, body, L, W, look.wreck);
  // Windscreen towards the front, rear window smaller: the front reads at a glance.
  g.poly([L / 2 - 1.5, -W / 2 + 0.35, L / 2 - 1.5, W / 2 - 0.35, L / 2 - 2.7, W / 2 - 0.55, L / 2 - 2.7, -W / 2 + 0.55])
    .fill({ color: look.wreck ? 0x555555 : COLOURS.windscreen });
  g.rect(-L / 2 + 0.5, -W / 2 + 0.6, 0.8, W - 1.2).fill({ color: look.wreck ? 0x444444 : darker(COLOURS.windscreen, 0.6) });
  if (look.weapons) weaponMarks(g, look.weapons, L, W, look.turretAngle ?? 0);
  else guns(g, look.mounts, L, W);
  if (look.wreck) {
    g.moveTo(-L / 2 + 0.4, -W / 2 + 0.3).lineTo(L / 2 - 0.4, W / 2 - 0.3).moveTo(-L / 2 + 0.4, W / 2 - 0.3).lineTo(L / 2 - 0.4, -W / 2 + 0.3);
    g.stroke({ color: COLOURS.wreckCross, width: 0.4 });
  }
  if (look.outOfControl) {
    g.roundRect(-L / 2 - 0.3, -W / 2 - 0.3, L + 0.6, W + 0.6, 1).stroke({ color: COLOURS.outOfControl, width: 0.3 });
  }
}

const LANE = CAR_WIDTH / 2;
const TYRE = 0x161616;
/** A fallen bike lies "on its side at an angle to the grid" (p64): this much turned in its cell. */
export const FALLEN_ANGLE = 0.45;

/**
 * A bike (p64): its contact zone is both lanes of the cell ("the bike model is assumed to occupy
 * both lanes"), drawn faintly, with a one-lane-wide bike on the divider between them ("the bike's
 * wheels are over a lane divider"). Leaning into a dodge, the zone shrinks to the chosen lane and
 * the bike moves over it; fallen, the bike lies on its side across the cell, wheels showing.
 */
function drawBike(g: Graphics, look: CarLook): void {
  const L = CAR_LENGTH, W = CAR_WIDTH;
  const lean = look.posture === 'leanLeft' ? -1 : look.posture === 'leanRight' ? 1 : 0;
  if (look.pending) g.roundRect(-L / 2 - 0.9, -W / 2 - 0.9, L + 1.8, W + 1.8, 1.2).stroke({ color: COLOURS.pendingRing, width: 0.4 });
  const zy = lean > 0 ? 0 : -W / 2;
  const zw = lean === 0 ? W : LANE;
  g.roundRect(-L / 2 + 0.2, zy + 0.1, L - 0.4, zw - 0.2, 0.6).fill({ color: look.colour, alpha: 0.14 }).stroke({ color: look.colour, width: 0.14, alpha: 0.7 });
  const body = look.wreck ? COLOURS.wreck : look.colour;
  if (look.posture === 'fallen') drawFallenBike(g, body, look.wreck);
  else drawUprightBike(g, look, body, (lean * LANE) / 2, lean);
  if (look.outOfControl) g.roundRect(-L / 2 - 0.3, -W / 2 - 0.3, L + 0.6, W + 0.6, 1).stroke({ color: COLOURS.outOfControl, width: 0.3 });
}

function drawUprightBike(g: Graphics, look: CarLook, body: number, cy: number, lean: number): void {
  const bl = CAR_LENGTH * 0.82, bw = LANE * 0.5;
  g.roundRect(bl / 2 - 1.7, cy - 0.32, 1.7, 0.64, 0.32).fill({ color: TYRE }); // front wheel
  g.roundRect(-bl / 2, cy - 0.36, 1.8, 0.72, 0.36).fill({ color: TYRE }); // rear wheel
  g.roundRect(-bl / 2 + 1.1, cy - bw / 2, bl - 2.4, bw, bw / 2).fill({ color: body }).stroke({ color: darker(body, 0.45), width: 0.14 });
  g.rect(bl / 2 - 2.3, cy - LANE * 0.42, 0.4, LANE * 0.84).fill({ color: COLOURS.windscreen }); // fairing and bars
  // The rider's helmet; in a lean it hangs out towards the dodge side.
  g.circle(-0.2, cy + lean * 0.3, 0.55).fill({ color: 0x222222 }).stroke({ color: darker(body, 0.6), width: 0.12 });
  for (const m of look.weapons ?? []) {
    const colour = m.status === 'destroyed' ? DEAD : MARK[m.look];
    if (m.mount === 'fairingLeft' || m.mount === 'fairingRight') {
      const y = cy + (m.mount === 'fairingLeft' ? -1 : 1) * LANE * 0.42;
      g.rect(bl / 2 - 2.1, y - 0.18, 1.9, 0.36).fill({ color: colour });
    } else if (m.mount === 'passive') {
      g.rect(-bl / 2 - 0.3, cy - 0.4, 0.6, 0.8).fill({ color: colour }).stroke({ color: 0x111111, width: 0.1 });
    }
  }
}

function drawFallenBike(g: Graphics, body: number, wreck: boolean): void {
  const c = Math.cos(FALLEN_ANGLE), sn = Math.sin(FALLEN_ANGLE);
  const at = (x: number, y: number): [number, number] => [x * c - y * sn, x * sn + y * c];
  // Seen from above, a bike on its side shows its profile: two wheels, the frame between them.
  for (const x of [2.3, -2.3]) {
    const [px, py] = at(x, 0.2);
    g.circle(px, py, 1.05).fill({ color: TYRE }).stroke({ color: 0x555555, width: 0.15 });
  }
  g.poly([at(-2.1, -0.1), at(2.1, -0.1), at(1.5, -0.9), at(-1.2, -1.0)].flat()).fill({ color: body }).stroke({ color: darker(body, 0.45), width: 0.14 });
  const [hx, hy] = at(-0.4, -1.7);
  g.circle(hx, hy, 0.5).fill({ color: 0x222222 });
  if (wreck) {
    g.moveTo(...at(-2.6, -1.4)).lineTo(...at(2.6, 1.2)).moveTo(...at(-2.6, 1.2)).lineTo(...at(2.6, -1.4));
    g.stroke({ color: COLOURS.wreckCross, width: 0.35 });
  }
}

/** The look of a bike's ghost: the board's bike in the ghost colour (the layer draws it translucent). */
export const ghostBikeLook = (posture: BikePosture): CarLook => ({ kind: 'bike', colour: COLOURS.ghost, wreck: false, pending: false, outOfControl: false, mounts: [], weapons: [], posture });

/** A ghost of where the intended move ends: outline only, so the real car stays visible; a bike's is the bike itself (p64). */
export function drawGhost(g: Graphics, bike: { posture: BikePosture } | null = null): void {
  if (bike) {
    drawCar(g, ghostBikeLook(bike.posture));
    return;
  }
  g.clear();
  const { length: L, width: W } = bodySize('renegade');
  g.roundRect(-L / 2, -W / 2, L, W, 0.8).fill({ color: COLOURS.ghost, alpha: 0.18 }).stroke({ color: COLOURS.ghost, width: 0.25, alpha: 0.9 });
  g.poly([L / 2 - 0.4, 0, L / 2 - 2.0, -1.1, L / 2 - 2.0, 1.1]).fill({ color: COLOURS.ghost, alpha: 0.8 }); // which way it faces
}
