// The tracks (readings.ts `track`): closed circuits with walls, raced clockwise on the screen.
// The text names ramps, activation plates, a pit, EVAC points and pick-ups but draws no track;
// these layouts are ours, and so are the Chicane's lava pits (readings.ts `lava`). A lap is the three checkpoints in order, then the start/finish line.
import type { Pt } from '../../../engine/geometry';
import type { Poly } from '../../../engine/polygon';
import type { Pose, TrackId } from './types';

export interface Gate {
  a: Pt;
  b: Pt;
  /** Degrees: the direction a vehicle must cross it in to count. */
  forward: number;
  name: string;
}

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Ramp {
  id: string;
  /** Its centre. */
  x: number;
  y: number;
  /** The way up it, degrees; its top edge is the far end. */
  heading: number;
  length: number;
  width: number;
}

export interface Track {
  id: TrackId;
  name: string;
  width: number;
  height: number;
  /** Convex walls: the outer boundary and the infield (and a chicane's blocks). */
  walls: Poly[];
  /** The checkpoints in order, then the start/finish line (last). */
  gates: Gate[];
  ramps: Ramp[];
  plates: (Rect & { id: string })[];
  pit: Rect;
  evac: Pt[];
  pickups: Pt[];
  /** Lava pits (readings.ts `lava`): a vehicle whose centre comes over one falls in. */
  lava: (Rect & { id: string })[];
  /** Start positions behind the line, front row first. */
  grid: Pose[];
  /** A racing line, clockwise from the start/finish line: the sampled moves follow it, the computer may. */
  line: Pt[];
}

const box = (x0: number, y0: number, x1: number, y1: number): Poly => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const WALL = 6;

/** An oval: `side` inches of track down the left and right, `straight` along the top and bottom. */
function oval(id: TrackId, name: string, W: number, H: number, side: number, straight: number, blocks: Poly[] = [], lava: Track['lava'] = []): Track {
  const grid: Pose[] = [];
  for (let row = 0; row < 3; row++) for (let col = 1; col <= 3; col++) grid.push({ x: W / 2 - 4 - 7 * row, y: (straight * col) / 4, heading: 0 });
  return {
    id, name, width: W, height: H,
    walls: [
      box(-WALL, -WALL, W + WALL, 0), box(-WALL, H, W + WALL, H + WALL), box(-WALL, -WALL, 0, H + WALL), box(W, -WALL, W + WALL, H + WALL),
      box(side, straight, W - side, H - straight),
      ...blocks,
    ],
    gates: [
      { a: { x: W - side, y: H / 2 }, b: { x: W, y: H / 2 }, forward: 90, name: 'checkpoint 1' },
      { a: { x: W / 2, y: H - straight }, b: { x: W / 2, y: H }, forward: 180, name: 'checkpoint 2' },
      { a: { x: 0, y: H / 2 }, b: { x: side, y: H / 2 }, forward: 270, name: 'checkpoint 3' },
      { a: { x: W / 2, y: 0 }, b: { x: W / 2, y: straight }, forward: 0, name: 'the start/finish line' },
    ],
    ramps: [
      { id: 'ramp1', x: W - side / 2, y: H / 2 - 8, heading: 90, length: 6, width: 8 },
      { id: 'ramp2', x: side / 2, y: H / 2 + 8, heading: 270, length: 6, width: 8 },
    ],
    plates: [
      { id: 'plate1', x0: W * 0.7 - 2, y0: straight / 2 - 2, x1: W * 0.7 + 2, y1: straight / 2 + 2 },
      { id: 'plate2', x0: W * 0.3 - 2, y0: H - straight / 2 - 2, x1: W * 0.3 + 2, y1: H - straight / 2 + 2 },
    ],
    pit: { x0: W * 0.55, y0: H - straight, x1: W * 0.75, y1: H - straight + 6 },
    evac: [{ x: W - side / 2, y: H - straight / 2 }, { x: side / 2, y: straight / 2 }],
    pickups: [{ x: W / 2, y: H - 3 }, { x: W * 0.4, y: 3 }, { x: 3, y: H * 0.3 }, { x: W - 3, y: H * 0.7 }],
    lava,
    grid,
    line: [
      { x: W / 2, y: straight * 0.6 }, { x: W - side * 0.6, y: straight * 0.6 }, { x: W - side * 0.6, y: H / 2 }, { x: W - side * 0.6, y: H - straight * 0.6 },
      { x: W / 2, y: H - straight * 0.6 }, { x: side * 0.6, y: H - straight * 0.6 }, { x: side * 0.6, y: H / 2 }, { x: side * 0.6, y: straight * 0.6 },
    ],
  };
}

export const TRACKS: readonly Track[] = [
  oval('bowl', 'The Bowl', 100, 64, 24, 20),
  oval('speedway', 'The Speedway', 120, 56, 24, 18),
  // Lava in two outer corners, against the walls, off the racing line: a vehicle shoved or swerved there falls in.
  oval('chicane', 'The Chicane', 100, 64, 24, 20, [box(64, 0, 68, 9), box(32, 55, 36, 64)], [{ id: 'lava1', x0: 92, y0: 0, x1: 100, y1: 8 }, { id: 'lava2', x0: 0, y0: 56, x1: 8, y1: 64 }]),
];

export const TRACK_IDS = ['bowl', 'speedway', 'chicane'] as const satisfies readonly TrackId[];
export const trackOf = (id: TrackId): Track => TRACKS.find((t) => t.id === id)!;
