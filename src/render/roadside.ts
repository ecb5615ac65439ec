// What makes a section of road look like a road (issue 9): the shoulder and the desert verge with
// its scrub and rocks beside it, grit, patches and cracks in the asphalt, and dashed lane paint
// over the grid's lines. Textures made in code, no art: every speck is placed by a generator
// seeded with the section's index, so a section always looks the same and nothing here changes
// where anything is on the grid. Pure (world centimetres); drawTrack.ts paints it.
import { geometry, LANES, TICKS_PER_SECTION, type Pose, type Pt, type Track } from '../engine';
import { mulberry32 } from '../ai/rng';
import { band } from './shapes';

/** Width (cm) of the verge drawn beside each edge: less than a corner's inner radius (8 cm). */
export const VERGE_CM = 5;
/** The gravel shoulder just beyond the edge line. */
export const SHOULDER_CM = 0.7;

export interface Scrub { at: Pt; r: number; tone: 0 | 1 | 2 }
export interface Rock { at: Pt; r: number }
export interface Speck { at: Pt; r: number; light: boolean }

export interface Roadside {
  /** Left and right verges, then the shoulders, as polygons. */
  verges: Pt[][];
  shoulders: Pt[][];
  scrub: Scrub[];
  rocks: Rock[];
  /** Grit in the asphalt. */
  grit: Speck[];
  /** Darker repaired patches and thin cracks. */
  patches: Pt[][];
  cracks: Pt[][];
  /** Lane paint: short dashes along the lane lines, each a [from, to] pair. */
  dashes: [Pt, Pt][];
}

const GRIT = 140;
const SCRUB = 14;
const ROCKS = 7;
/** Dash and gap along the lane lines, in ticks (a straight's tick is 0.4 cm). */
const DASH = 3, GAP = 4;

export function roadside(track: Track, poses: Pose[], si: number): Roadside {
  const rnd = mulberry32(0x9e3779b9 ^ (si * 2654435761));
  const road = geometry.ROAD_CM;
  const t0 = si * TICKS_PER_SECTION, t1 = t0 + TICKS_PER_SECTION;
  const at = (u: number, t: number): Pt => geometry.pointAt(track, poses, u, t);
  const tick = () => t0 + rnd() * TICKS_PER_SECTION;
  // A spot on the verge, on either side, clear of the shoulder.
  const off = (): number => (rnd() < 0.5 ? -SHOULDER_CM - 0.4 - rnd() * (VERGE_CM - SHOULDER_CM - 0.8) : road + SHOULDER_CM + 0.4 + rnd() * (VERGE_CM - SHOULDER_CM - 0.8));

  const scrub: Scrub[] = [];
  for (let k = 0; k < SCRUB; k++) scrub.push({ at: at(off(), tick()), r: 0.35 + rnd() * 0.55, tone: Math.floor(rnd() * 3) as 0 | 1 | 2 });
  const rocks: Rock[] = [];
  for (let k = 0; k < ROCKS; k++) rocks.push({ at: at(off(), tick()), r: 0.15 + rnd() * 0.3 });
  const grit: Speck[] = [];
  for (let k = 0; k < GRIT; k++) grit.push({ at: at(0.2 + rnd() * (road - 0.4), tick()), r: 0.04 + rnd() * 0.08, light: rnd() < 0.55 });

  const patches: Pt[][] = [];
  const nPatch = Math.floor(rnd() * 2.2);
  for (let k = 0; k < nPatch; k++) {
    const u = rnd() * (road - 3), ta = t0 + rnd() * (TICKS_PER_SECTION - 12);
    patches.push(band(track, poses, u, u + 1.5 + rnd() * 1.5, ta, ta + 5 + rnd() * 7));
  }
  const cracks: Pt[][] = [];
  for (let k = 0; k < 3; k++) {
    let u = rnd() * road, t = tick();
    const line = [at(u, t)];
    for (let s = 0; s < 5; s++) {
      u = Math.max(0.1, Math.min(road - 0.1, u + (rnd() - 0.5) * 0.9));
      t = Math.max(t0, Math.min(t1, t + (rnd() - 0.3) * 2.2));
      line.push(at(u, t));
    }
    cracks.push(line);
  }

  const dashes: [Pt, Pt][] = [];
  for (let k = 1; k < LANES; k++) {
    const u = k * geometry.LANE_CM;
    for (let t = t0 + 1; t + DASH <= t1; t += DASH + GAP) dashes.push([at(u, t), at(u, t + DASH)]);
  }

  return {
    verges: [band(track, poses, -VERGE_CM, 0, t0, t1), band(track, poses, road, road + VERGE_CM, t0, t1)],
    shoulders: [band(track, poses, -SHOULDER_CM, 0, t0, t1), band(track, poses, road, road + SHOULDER_CM, t0, t1)],
    scrub,
    rocks,
    grit,
    patches,
    cracks,
    dashes,
  };
}
