// What a vehicle's centre passes over on the track as it moves: the gates (checkpoints in order,
// then the start/finish line: a lap), the activation plates, the ramps' tops and the oil slicks.
import { addPoints } from './damage';
import { SLICK_RADIUS } from './data';
import { emit, type DrCtx } from './dice';
import { crossing, fwd, inRect, rightOf } from './table';
import type { Pt } from '../../../engine/geometry';
import type { Ramp, Track } from './tracks';
import type { DrSlick, DrTurnFlow, DrVehicle } from './types';

const dot = (a: Pt, b: Pt) => a.x * b.x + a.y * b.y;

/** A ramp's top edge: the far end of the way up. */
export function rampTop(r: Ramp): [Pt, Pt] {
  const f = fwd(r.heading), s = rightOf(r.heading);
  const cx = r.x + (f.x * r.length) / 2, cy = r.y + (f.y * r.length) / 2;
  return [{ x: cx - (s.x * r.width) / 2, y: cy - (s.y * r.width) / 2 }, { x: cx + (s.x * r.width) / 2, y: cy + (s.y * r.width) / 2 }];
}

/** Where a move from p to q (heading `heading`) first goes over a ramp's top going up it (readings.ts `ramp`). */
export function rampOnRun(track: Track, p: Pt, q: Pt, heading: number): { t: number; ramp: Ramp } | null {
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  let best: { t: number; ramp: Ramp } | null = null;
  for (const r of track.ramps) {
    if (dot(fwd(heading), fwd(r.heading)) <= 0.5) continue;
    const [a, b] = rampTop(r);
    const t = crossing(p, q, a, b);
    // A vehicle standing on the top (a jump of 0") does not take off again.
    if (t !== null && t * len > 0.01 && (!best || t < best.t)) best = { t, ramp: r };
  }
  return best;
}

/** Where a move from p to q first comes over an oil slick (its centre within the slick), or null for each it never meets. */
export function slicksOnRun(slicks: DrSlick[], p: Pt, q: Pt): { t: number; slick: DrSlick }[] {
  const out: { t: number; slick: DrSlick }[] = [];
  const dx = q.x - p.x, dy = q.y - p.y;
  const a = dx * dx + dy * dy;
  if (a < 1e-12) return out;
  for (const k of slicks) {
    const fx = p.x - k.x, fy = p.y - k.y;
    const c0 = fx * fx + fy * fy - SLICK_RADIUS * SLICK_RADIUS;
    if (c0 <= 0) continue; // already on it: no new test
    const b = 2 * (fx * dx + fy * dy);
    const disc = b * b - 4 * a * c0;
    if (disc < 0) continue;
    const t = (-b - Math.sqrt(disc)) / (2 * a);
    if (t >= 0 && t <= 1) out.push({ t, slick: k });
  }
  return out.sort((x, y) => x.t - y.t);
}

/**
 * The gates and plates a centre passes over from p to q: a gate counts only when it is the next
 * one and crossed going forward; the last gate completes a lap ("+1 for every lap you complete").
 */
export function passOver(c: DrCtx, track: Track, v: DrVehicle, f: DrTurnFlow | null, p: Pt, q: Pt): void {
  const dir = { x: q.x - p.x, y: q.y - p.y };
  let from = -1;
  for (let n = 0; n < track.gates.length; n++) {
    const g = track.gates[v.nextGate];
    const t = crossing(p, q, g.a, g.b);
    if (t === null || t <= from || dot(dir, fwd(g.forward)) <= 0) break;
    from = t;
    const gate = v.nextGate;
    if (gate === track.gates.length - 1) {
      v.nextGate = 0;
      v.laps += 1;
      emit(c, { type: 'lap', vehicle: v.id, laps: v.laps, rule: 'THE POINT SYSTEM', reading: 'track' });
      addPoints(c, v.owner, 1, `${v.name} completing lap ${v.laps}`);
    } else {
      v.nextGate += 1;
      emit(c, { type: 'gate', vehicle: v.id, gate, rule: 'Our reading', reading: 'track' });
    }
  }
  if (!f) return;
  for (const plate of track.plates) {
    if (inRect(p, plate)) continue;
    const steps = 20;
    for (let i = 1; i <= steps; i++) {
      if (inRect({ x: p.x + (dir.x * i) / steps, y: p.y + (dir.y * i) / steps }, plate)) {
        f.plates += 1;
        emit(c, { type: 'plate', vehicle: v.id, rule: 'WEAPONS AND DEFENSIVE MODULES', reading: 'plates' });
        break;
      }
    }
  }
}
