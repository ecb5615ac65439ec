// The effects of the last command drawn over the cars (issue 9): a shot's tracer with a hit
// flash or a miss puff, sparks where a ram struck, a crash's dust, an explosion's fireball, smoke;
// and under the cars, skid marks. Sizes in cm (world space, under the camera). What happened
// comes from the timeline, built from events; none of it is drawn with animations off.
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

/** A point `x` cm ahead and `y` cm right of a pose. */
const local = (p: Pose, x: number, y: number): Pt => ({ x: p.x + Math.cos(p.a) * x - Math.sin(p.a) * y, y: p.y + Math.sin(p.a) * x + Math.cos(p.a) * y });
/** The rear wheels, where a skid lays its rubber (cm in the car's frame). */
const WHEELS: [number, number][] = [[-2.4, -1.3], [-2.4, 1.3], [2.2, -1.3], [2.2, 1.3]];
const SKID = 0x0b0b0b;
const SMOKE = 0x9aa0a6;
/** The outline under a tracer and round a flash, and the tracers' cores (hit: yellow, miss: white). */
const DARK = 0x111111;
const TRACER_HIT = 0xffe600;
const TRACER_MISS = 0xffffff;

/**
 * What lies on the road, under the cars: skid marks, one dark line per wheel from where the skid
 * (or spin, or crash) began to where the car is now, laid as it goes and fading at the end.
 */
export function drawGroundEffects(g: Graphics, live: LiveEffect[]): void {
  g.clear();
  for (const { e, f, at, from } of live) {
    if (e.kind !== 'skid' || !from) continue;
    // The marks are laid during the first step of the effect's length, then only fade.
    const lay = Math.min(1, f * e.len);
    const alpha = 0.45 * Math.min(1, (1 - f) * 3);
    const turn = at.a - from.a;
    for (const [wx, wy] of WHEELS) {
      const n = 6;
      const a0 = local(from, wx, wy);
      g.moveTo(a0.x, a0.y);
      for (let k = 1; k <= n; k++) {
        const q = (k / n) * lay;
        const p = { x: from.x + (at.x - from.x) * q, y: from.y + (at.y - from.y) * q, a: from.a + turn * q };
        const w = local(p, wx, wy);
        g.lineTo(w.x, w.y);
      }
    }
    g.stroke({ color: SKID, width: 0.32, alpha, cap: 'round', join: 'round' });
  }
}

/** A smoke plume: puffs rising (drifting with the wind, +x +y on the board) and spreading as they fade. */
function smoke(g: Graphics, at: Pt, f: number): void {
  for (let k = 0; k < 6; k++) {
    const p = (f + k / 6) % 1;
    const r = 0.8 + 2.6 * p;
    g.circle(at.x + 3.5 * p + (k % 2) * 0.6, at.y + 2.5 * p - (k % 3) * 0.4, r).fill({ color: SMOKE, alpha: 0.38 * (1 - p) * Math.min(1, (1 - f) * 4) });
  }
}

/**
 * The effects over the cars. `scale` is the camera's CSS px per cm: a shot's tracer and flash keep
 * a least size on screen, so they read at a glance on a phone's zoomed-out board as on a desktop's
 * (issue 29: "a thin beige tracer and a pale flash").
 */
export function drawEffects(g: Graphics, live: LiveEffect[], scale = 1): void {
  g.clear();
  const px = (n: number) => n / scale;
  for (const { e, f, at, from } of live) {
    if (e.kind === 'smoke') {
      smoke(g, at, f);
      continue;
    }
    const fade = 1 - f;
    if ((e.kind === 'hit' || e.kind === 'miss') && from) {
      // The tracer runs to the target in the first third, then the flash or puff: a bright core
      // on a dark outline, so it shows on the grey road, the pale verge and a light car alike.
      const tip = toward(from, at, Math.min(1, f * 3));
      // Solid while it flies, gone soon after it arrives.
      const line = Math.max(0, Math.min(1, 2 - f * 3));
      const outline = Math.max(0.7, px(8)), core = Math.max(0.3, px(4));
      g.moveTo(from.x, from.y).lineTo(tip.x, tip.y).stroke({ color: DARK, width: outline, alpha: 0.9 * line, cap: 'round' });
      g.moveTo(from.x, from.y).lineTo(tip.x, tip.y).stroke({ color: e.kind === 'hit' ? TRACER_HIT : TRACER_MISS, width: core, alpha: line, cap: 'round' });
      if (f < 1 / 3) g.circle(tip.x, tip.y, Math.max(0.4, px(5))).fill({ color: 0xffffff, alpha: 1 });
      if (f > 0.3) {
        const p = (f - 0.3) / 0.7;
        // Strong for most of its life, then gone.
        const a = 1 - p * p;
        if (e.kind === 'hit') {
          const r = Math.max(2.4, px(20)) * (0.7 + 0.5 * p);
          g.circle(at.x, at.y, r).fill({ color: 0xff3b1f, alpha: 0.95 * a }).stroke({ color: DARK, width: Math.max(0.25, px(3)), alpha: a });
          g.circle(at.x, at.y, r * 0.65).fill({ color: 0xffd400, alpha: a });
          g.circle(at.x, at.y, r * 0.32).fill({ color: 0xffffff, alpha: a });
        } else {
          // Beside the target: the shot went wide.
          const side = { x: at.x - Math.sin(at.a) * 2.6, y: at.y + Math.cos(at.a) * 2.6 };
          const r = Math.max(1.4, px(12)) * (0.7 + 0.5 * p);
          g.circle(side.x, side.y, r).fill({ color: 0xe6e6e6, alpha: 0.9 * a }).stroke({ color: DARK, width: Math.max(0.2, px(2.5)), alpha: a });
        }
      }
    } else if (e.kind === 'sparks') {
      // Metal on metal: a white flash at the point of contact, sparks thrown out and falling short.
      g.circle(at.x, at.y, 1.2 * (1 - f) + 0.2).fill({ color: 0xffffff, alpha: 0.8 * fade });
      for (let k = 0; k < 14; k++) {
        const a = (k / 14) * Math.PI * 2 + (k % 3) * 0.35;
        const reach = 1.5 + (k % 4) * 0.8;
        const r0 = 0.3 + reach * f, r1 = r0 + 0.6 + 0.5 * (1 - f);
        g.moveTo(at.x + Math.cos(a) * r0, at.y + Math.sin(a) * r0).lineTo(at.x + Math.cos(a) * r1, at.y + Math.sin(a) * r1);
      }
      g.stroke({ color: 0xffd23f, width: Math.max(0.28, px(2.5)), alpha: fade, cap: 'round' });
    } else if (e.kind === 'crash') {
      // Dust thrown up where the car left the road, with pieces of it flying.
      g.circle(at.x, at.y, 1.5 + 4.5 * f).fill({ color: 0xa08660, alpha: 0.5 * fade });
      g.circle(at.x, at.y, 1 + 2.5 * f).fill({ color: 0xff7a2a, alpha: 0.7 * fade * fade });
      for (let k = 0; k < 7; k++) {
        const a = (k / 7) * Math.PI * 2 + 0.4;
        const r = 1 + 5 * f * (0.6 + (k % 3) * 0.2);
        g.rect(at.x + Math.cos(a) * r - 0.25, at.y + Math.sin(a) * r - 0.25, 0.5, 0.5).fill({ color: 0x333333, alpha: fade });
      }
    } else if (e.kind === 'explosion') {
      // A fireball: a shock ring running out, the ball swelling from white through orange to soot.
      g.circle(at.x, at.y, 2 + 11 * f).stroke({ color: 0xfff1c2, width: 0.5 * fade + 0.05, alpha: 0.8 * fade });
      g.circle(at.x, at.y, 3 + 6 * f).fill({ color: 0x3a3a3a, alpha: 0.6 * fade });
      // Tongues of flame round the ball.
      for (let k = 0; k < 9; k++) {
        const a = (k / 9) * Math.PI * 2 + 0.3 * (k % 2);
        const r = (2.2 + 4.5 * f) * (0.8 + 0.25 * (k % 3));
        g.circle(at.x + Math.cos(a) * r * 0.6, at.y + Math.sin(a) * r * 0.6, 1.1 + 1.6 * f).fill({ color: 0xe8501a, alpha: 0.75 * fade });
      }
      g.circle(at.x, at.y, 2.4 + 4.8 * f).fill({ color: 0xd8341a, alpha: 0.85 * fade });
      g.circle(at.x, at.y, 1.6 + 3.4 * f).fill({ color: 0xff8a1f, alpha: 0.9 * fade });
      g.circle(at.x, at.y, 0.8 + 1.8 * f).fill({ color: 0xfff0a0, alpha: 0.95 * fade });
    }
  }
}
