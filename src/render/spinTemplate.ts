// The spin template (p44) drawn around a spinning car: eight positions at 45-degree steps in the
// spin's direction, each labelled with the d6 + speed-factor totals that reach it and its speed
// deduction. The numbers come from the engine's SPIN_TEMPLATE (an assumption listed there).
import { SPIN_TEMPLATE } from '../engine';
import type { GameEvent } from '../engine';
import type { Pose, Pt } from '../engine';
import { worldToScreen, type Camera } from './camera';
import type { Rect } from './plates';

export interface SpinPosition {
  /** 45-degree steps from the car's front before the spin (8 = a full turn, back on the grid). */
  steps: number;
  /** Totals that reach this position, as printed: '2-3', '8', '12+'. */
  totals: string;
  /** Speed deduction (mph). */
  loss: number;
}

/** The template's eight positions with their totals, read from SPIN_TEMPLATE's thresholds. */
export function spinPositions(): SpinPosition[] {
  let from = 2; // lowest total of d6 + speed factor 1
  return SPIN_TEMPLATE.map((row) => {
    const totals = row.upTo === Infinity ? `${from}+` : row.upTo === from ? String(from) : `${from}-${row.upTo}`;
    from = row.upTo + 1;
    return { steps: row.steps, totals, loss: row.speedLoss };
  });
}

export type SpinEvent = Extract<GameEvent, { type: 'spin' }>;

export interface SpinTemplateView {
  centre: Pt;
  radius: number;
  /** The car's front before the spin: where the template's arrow points. */
  arrow: Pt;
  positions: (SpinPosition & { angle: number; at: Pt; label: Pt; rolled: boolean })[];
}

/** The radius (cm) of the rolled position's dot, the largest (drawOverlays.ts drawSpinTemplate). */
export const SPIN_DOT = 0.75;

/** Template radius in cm: clear of the car (8 cm long) so the labels sit off its body. */
export const SPIN_RADIUS = 7;

/** Lay the template over a car that ended its spin at `pose`. */
export function spinTemplateView(pose: Pose, e: SpinEvent, radius = SPIN_RADIUS): SpinTemplateView {
  const sign = e.dir === 'cw' ? 1 : -1;
  const base = pose.a - sign * (e.degrees * Math.PI) / 180;
  const rolled = Math.round(e.degrees / 45);
  const at = (a: number, r: number): Pt => ({ x: pose.x + Math.cos(a) * r, y: pose.y + Math.sin(a) * r });
  return {
    centre: { x: pose.x, y: pose.y },
    radius,
    arrow: at(base, radius),
    positions: spinPositions().map((p) => {
      const angle = base + (sign * p.steps * Math.PI) / 4;
      return { ...p, angle, at: at(angle, radius), label: at(angle, radius + 3), rolled: p.steps === rolled };
    }),
  };
}

/** The last spin of each vehicle among the events, in order. */
export function lastSpins(events: GameEvent[]): SpinEvent[] {
  const by = new Map<string, SpinEvent>();
  for (const e of events) if (e.type === 'spin') by.set(e.vehicle, e);
  return [...by.values()];
}

/** The template's dots' boxes on screen (the rolled one's size for all, a pixel to spare): no word goes on them (labels.ts boardLabels, and spinLabels.ts's totals). */
export const spinDots = (v: SpinTemplateView, cam: Camera): Rect[] =>
  v.positions.map((p) => {
    const c = worldToScreen(cam, p.at), r = SPIN_DOT * cam.scale + 1;
    return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
  });
