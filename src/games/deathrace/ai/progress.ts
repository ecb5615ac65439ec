// How far round the race a vehicle is, in inches along the track's racing line (tracks.ts `line`):
// laps done, the gates crossed this lap (nextGate), and where it stands between the last gate and
// the next. The rules count a gate only when the centre crosses it going forward (course.ts
// passOver); `crossGates` follows the same test so a planned run's gates are counted alike.
import { trackOf, type Track } from '../rules';
import { crossing, fwd } from '../rules/table';
import type { DrState, DrVehicle, TrackId } from '../rules';

/** A point on the table, in inches. */
export interface Pt {
  x: number;
  y: number;
}

export interface Course {
  track: Track;
  /** The racing line's points; gate g lies at point 2(g+1) mod 8 (the checkpoints, then the start/finish line). */
  line: Pt[];
  /** Arc length from line[0] (on the start/finish line) to each line point, and the whole loop. */
  cum: number[];
  length: number;
  /** The line point each gate lies at, and the one the quarter before it starts from. */
  gateAt: number[];
}

const courses = new Map<TrackId, Course>();

const d = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);

/** Which line point lies nearest each gate's middle (on the shipped tracks: 2, 4, 6, 0). */
function gatePoints(track: Track): number[] {
  return track.gates.map((g) => {
    const mid = { x: (g.a.x + g.b.x) / 2, y: (g.a.y + g.b.y) / 2 };
    let best = 0;
    track.line.forEach((p, i) => {
      if (d(p, mid) < d(track.line[best], mid)) best = i;
    });
    return best;
  });
}

export function courseOf(id: TrackId): Course {
  const hit = courses.get(id);
  if (hit) return hit;
  const track = trackOf(id);
  const line = track.line;
  const cum = [0];
  for (let i = 1; i <= line.length; i++) cum.push(cum[i - 1] + d(line[i - 1], line[i % line.length]));
  const c: Course = { track, line, cum, length: cum[line.length], gateAt: gatePoints(track) };
  courses.set(id, c);
  return c;
}

/** Arc length of the line from line[0] to point index i (going round; i = line.length is the loop). */
const arcTo = (c: Course, i: number) => c.cum[i];

/**
 * Inches along the line from the last gate crossed (or the start/finish line) toward gate
 * `next`, for a centre at p: its projection on the stretch of line between the two gates, allowed
 * to run a little behind the stretch's start (the grid stands behind the line) and kept short of
 * the next gate (it has not crossed it).
 */
function along(c: Course, next: number, p: Pt): number {
  const n = c.line.length;
  const from = next === 0 ? c.gateAt[c.gateAt.length - 1] : c.gateAt[next - 1];
  const to = c.gateAt[next];
  const idx: number[] = [];
  for (let i = from; ; i = (i + 1) % n) {
    idx.push(i);
    if (i === to) break;
  }
  let bestD = Infinity;
  let bestArc = 0;
  let arc = 0;
  for (let k = 0; k + 1 < idx.length; k++) {
    const a = c.line[idx[k]], b = c.line[idx[k + 1]];
    const L = d(a, b);
    let t = L > 0 ? ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (L * L) : 0;
    if (k > 0 || t > 0) t = Math.max(0, t);
    t = Math.min(1, t);
    const q = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    const dd = d(p, q);
    if (dd < bestD) {
      bestD = dd;
      bestArc = arc + t * L;
    }
    arc += L;
  }
  return Math.min(bestArc, arc - 0.5);
}

/** Inches from the race's start to the start of the stretch before gate `next`, within a lap. */
function stretchStart(c: Course, next: number): number {
  if (next === 0) return 0;
  const i = c.gateAt[next - 1];
  return i === 0 ? c.length : arcTo(c, i);
}

/** A vehicle's distance round the race in inches: every lap done, then this lap so far. */
export function progressOf(c: Course, laps: number, next: number, p: Pt): number {
  return laps * c.length + stretchStart(c, next) + along(c, next, p);
}

export const vehicleProgress = (s: DrState, v: DrVehicle): number => progressOf(courseOf(s.options.track), v.laps, v.nextGate, v);

/** The gates a centre's straight run from p to q crosses (as course.ts passOver counts them): the laps and next gate after it. */
export function crossGates(track: Track, laps: number, next: number, p: Pt, q: Pt): { laps: number; next: number } {
  const dir = { x: q.x - p.x, y: q.y - p.y };
  let from = -1;
  for (let n = 0; n < track.gates.length; n++) {
    const g = track.gates[next];
    const t = crossing(p, q, g.a, g.b);
    const f = fwd(g.forward);
    if (t === null || t <= from || dir.x * f.x + dir.y * f.y <= 0) break;
    from = t;
    if (next === track.gates.length - 1) {
      next = 0;
      laps += 1;
    } else next += 1;
  }
  return { laps, next };
}
