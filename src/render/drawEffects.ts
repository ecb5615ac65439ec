// The effects of the last command drawn over the cars (issue 9): a shot's tracer with a hit
// flash or a miss puff, sparks where a ram struck, a crash's or explosion's burst. Sizes in cm
// (world space, under the camera). What happened comes from the timeline, built from events.
import type { Graphics } from 'pixi.js';
import type { Track } from '../engine';
import type { Pose, Pt } from '../engine';
import { keyframePose, type Effect, type Timeline } from './animation';

export interface LiveEffect { e: Effect; f: number; at: Pose; from: Pose | null }

/** Effects showing `elapsed` ms into the timeline, each with its progress 0..1 and its poses. */
export function liveEffects(tl: Timeline | null, elapsed: number, track: Track, poses: Pose[]): LiveEffect[] {
  if (!tl) return [];
  const out: LiveEffect[] = [];
  for (const e of tl.effects) {
    const f = (elapsed - e.at * tl.msPerMove) / (e.len * tl.msPerMove);
    if (f < 0 || f >= 1) continue;
    out.push({ e, f, at: keyframePose(track, poses, e.to), from: e.from ? keyframePose(track, poses, e.from) : null });
  }
  return out;
}

const toward = (a: Pt, b: Pt, f: number): Pt => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });

export function drawEffects(g: Graphics, live: LiveEffect[]): void {
  g.clear();
  for (const { e, f, at, from } of live) {
    const fade = 1 - f;
    if ((e.kind === 'hit' || e.kind === 'miss') && from) {
      // The tracer runs to the target in the first third, then the flash or puff.
      const tip = toward(from, at, Math.min(1, f * 3));
      g.moveTo(from.x, from.y).lineTo(tip.x, tip.y).stroke({ color: e.kind === 'hit' ? 0xffe36b : 0xd8d8d8, width: 0.35, alpha: fade });
      if (f > 0.3) {
        const p = (f - 0.3) / 0.7;
        if (e.kind === 'hit') {
          g.circle(at.x, at.y, 1 + 2.5 * p).fill({ color: 0xfff6c2, alpha: 0.9 * (1 - p) });
          g.circle(at.x, at.y, 0.6 + 1.5 * p).fill({ color: 0xff7a2a, alpha: 0.9 * (1 - p) });
        } else {
          // Beside the target: the shot went wide.
          const side = { x: at.x - Math.sin(at.a) * 2.6, y: at.y + Math.cos(at.a) * 2.6 };
          g.circle(side.x, side.y, 0.8 + 1.8 * p).fill({ color: 0xb9b9b9, alpha: 0.7 * (1 - p) });
        }
      }
    } else if (e.kind === 'sparks') {
      for (let k = 0; k < 8; k++) {
        const a = (k / 8) * Math.PI * 2 + f;
        const r0 = 0.4 + 2 * f, r1 = r0 + 1.2;
        g.moveTo(at.x + Math.cos(a) * r0, at.y + Math.sin(a) * r0).lineTo(at.x + Math.cos(a) * r1, at.y + Math.sin(a) * r1);
      }
      g.stroke({ color: 0xffd23f, width: 0.3, alpha: fade });
    } else if (e.kind === 'crash' || e.kind === 'explosion') {
      const big = e.kind === 'explosion' ? 1.6 : 1;
      g.circle(at.x, at.y, (1.5 + 4 * f) * big).fill({ color: 0x555555, alpha: 0.55 * fade });
      g.circle(at.x, at.y, (1 + 3 * f) * big).fill({ color: 0xff5a1f, alpha: 0.85 * fade });
      g.circle(at.x, at.y, (0.5 + 1.5 * f) * big).fill({ color: 0xffe07a, alpha: 0.9 * fade });
    }
  }
}
