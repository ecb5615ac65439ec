// The board's view of the table: inches to canvas pixels, the whole track fitted to the area.
import type { Pt } from '../../../engine';
import type { Track } from '../rules';

/** Inches of margin shown round the track's outer edge (the walls are 6" thick outside it). */
export const MARGIN = 1.5;

export interface View {
  /** Canvas pixels an inch. */
  scale: number;
  /** The canvas. */
  width: number;
  height: number;
  /** The canvas pixel of the table's (0, 0). */
  ox: number;
  oy: number;
}

/** Zoomed in: twice the fitted scale, and at least this many pixels an inch (a phone's board). */
export const ZOOMED_MIN = 10;

/** The track fitted to an area of `w` x `h` pixels, centred (at least 1 pixel an inch); zoomed, larger than the area (it scrolls). */
export function fitView(track: Track, w: number, h: number, zoomed = false): View {
  const tw = track.width + 2 * MARGIN, th = track.height + 2 * MARGIN;
  const fit = Math.max(1, Math.min(w / tw, h / th));
  const scale = zoomed ? Math.max(2 * fit, ZOOMED_MIN) : fit;
  const width = Math.max(1, Math.floor(zoomed ? tw * scale : w)), height = Math.max(1, Math.floor(Math.min(zoomed ? Infinity : h, th * scale + 0.5)));
  return { scale, width, height, ox: (width - track.width * scale) / 2, oy: (height - track.height * scale) / 2 };
}

export const toPx = (v: View, p: Pt): Pt => ({ x: v.ox + p.x * v.scale, y: v.oy + p.y * v.scale });
export const toInches = (v: View, p: Pt): Pt => ({ x: (p.x - v.ox) / v.scale, y: (p.y - v.oy) / v.scale });
