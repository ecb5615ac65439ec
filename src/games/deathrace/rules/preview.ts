// A move foreseen without a die: the path the vehicle would take up to the first thing that needs
// one or stops it (a tight turn's test, a contact, an oil slick, a ramp's top), for the ghost the
// player drags. The same sweeps as drive.ts; what happens there is the dice's call.
import { FREE_TURN, FREE_TURN_MOVE } from './data';
import { byId } from './damage';
import { legsOf, pathLength } from './drive';
import { rampOnRun, slicksOnRun } from './course';
import { along, hitAt, norm, obstacles, pedestrianObstacles, round3, sweep } from './table';
import { trackOf } from './tracks';
import { judge } from './turn';
import type { DrError, DrMove, DrState, Pose } from './types';

export interface DrMovePreview {
  /** The verdict on the command (the rules' own). */
  error: DrError | null;
  /** The centre's path: the start, each apex, and where it stops or ends. */
  path: Pose[];
  /** The inches of the command, and of the turn's move so far with it. */
  length: number;
  planned: number;
  /** Tight turns that would be tested (angle, and the D6 needed). */
  tests: { angle: number; at: Pose }[];
  /** What would stop or interrupt it first, or null: it runs its length. */
  stop: { kind: 'wall' | 'vehicle' | 'pedestrian' | 'ramp' | 'slick' | 'noRoom'; id: string | null; at: Pose } | null;
  /** A contact with a vehicle would be an encounter (the move is 10" or more), not a bump. */
  encounter: boolean;
}

export function drPreviewMove(s: DrState, move: DrMove): DrMovePreview {
  const j = judge(s, move);
  const f = s.flow;
  const v = f.kind === 'turn' ? byId(s, f.vehicle) : undefined;
  const legs = legsOf(move);
  const length = pathLength(legs);
  const planned = (f.kind === 'turn' ? f.travelled : 0) + length;
  const out: DrMovePreview = { error: j.ok ? null : j.error, path: [], length, planned, tests: [], stop: null, encounter: planned >= FREE_TURN_MOVE };
  if (!v || f.kind !== 'turn') return out;
  const track = trackOf(s.options.track);
  let p: Pose = { x: v.x, y: v.y, heading: v.heading };
  out.path.push(p);
  const solid = obstacles(s, track, v.id);
  for (const leg of legs) {
    if (leg.turn !== 0) {
      const turned = { ...p, heading: norm(p.heading + leg.turn) };
      if (Math.abs(leg.turn) > FREE_TURN && planned > FREE_TURN_MOVE) out.tests.push({ angle: leg.turn, at: p });
      const blocked = hitAt(turned, solid);
      if (blocked) {
        out.stop = { kind: 'noRoom', id: blocked.kind === 'vehicle' ? blocked.id : null, at: p };
        return out;
      }
      p = turned;
    }
    if (leg.run <= 0) continue;
    const r = sweep(p, leg.run, [...solid, ...pedestrianObstacles(s)]);
    const end = along(p, r.d);
    const ramp = rampOnRun(track, p, end, p.heading);
    const slick = v.drive === 'hover' ? undefined : slicksOnRun(s.slicks, p, end)[0];
    if (slick && (!ramp || slick.t < ramp.t)) {
      out.stop = { kind: 'slick', id: slick.slick.id, at: along(p, slick.t * r.d) };
    } else if (ramp) {
      out.stop = { kind: 'ramp', id: ramp.ramp.id, at: along(p, ramp.t * r.d) };
    } else if (r.hit) {
      out.stop = { kind: r.hit.kind, id: r.hit.kind === 'wall' ? null : r.hit.id, at: end };
    }
    if (out.stop) {
      out.path.push({ x: round3(out.stop.at.x), y: round3(out.stop.at.y), heading: out.stop.at.heading });
      return out;
    }
    p = end;
    out.path.push({ x: round3(p.x), y: round3(p.y), heading: p.heading });
  }
  return out;
}
