// The road-gang vehicles seen from above, drawn in code (issue 29: "each vehicle kind recognisable
// at a glance", one visual language with Dark Future's board): a silhouette per kind of the
// rulebook's vehicle list, in the owner's colour, its wheels, glass and load in dark. Pure: parts
// in the vehicle's own axes (x forward, y to its right, both in fractions of its length and width,
// -0.5 to 0.5); draw.ts turns them onto the board.
import type { rg } from '../../../engine';

export type Paint = 'body' | 'dark' | 'glass' | 'light';

/** A filled part: a polygon (x, y pairs) or an ellipse (centre, radii); `stroke` outlines it instead of filling it. */
export type Part =
  | { kind: 'poly'; pts: number[]; paint: Paint; stroke?: boolean }
  | { kind: 'ellipse'; x: number; y: number; rx: number; ry: number; paint: Paint; stroke?: boolean };

const rect = (x0: number, y0: number, x1: number, y1: number, paint: Paint, stroke?: boolean): Part => ({ kind: 'poly', pts: [x0, y0, x1, y0, x1, y1, x0, y1], paint, stroke });

/** Four wheels peeping out at the sides, front at `f`, rear at `r`, each `l` long and `w` wide. */
const wheels = (f: number, r: number, l = 0.17, w = 0.16): Part[] =>
  [f, r].flatMap((x) => [rect(x - l / 2, -0.5, x + l / 2, -0.5 + w, 'dark'), rect(x - l / 2, 0.5 - w, x + l / 2, 0.5, 'dark')]);

/** A car's body: full width `b` at the back, narrowing to `nose` at the front from `taper` on. */
const carBody = (b: number, nose: number, taper = 0.3): Part => ({ kind: 'poly', pts: [-0.5, -b, taper, -b, 0.5, -nose, 0.5, nose, taper, b, -0.5, b], paint: 'body' });

const windscreen = (x0: number, x1: number, half = 0.32): Part => ({ kind: 'poly', pts: [x0, -half, x1, -half * 0.8, x1, half * 0.8, x0, half], paint: 'glass' });

function car(kind: rg.RgVehicle['type']): Part[] {
  switch (kind) {
    case 'sportscar':
      return [...wheels(0.3, -0.3), carBody(0.4, 0.18, 0.15), windscreen(-0.05, 0.12), rect(-0.4, -0.25, -0.3, 0.25, 'glass')];
    case 'muscleCar':
      // A bonnet scoop and twin stripes.
      return [...wheels(0.3, -0.3), carBody(0.42, 0.34), windscreen(0, 0.14), rect(-0.42, -0.28, -0.3, 0.28, 'glass'), rect(0.22, -0.1, 0.36, 0.1, 'dark'), rect(-0.5, -0.06, 0.5, -0.02, 'light'), rect(-0.5, 0.02, 0.5, 0.06, 'light')];
    case 'compact':
      return [...wheels(0.28, -0.28, 0.16, 0.14), carBody(0.4, 0.3, 0.25), windscreen(0.02, 0.18), rect(-0.42, -0.28, -0.3, 0.28, 'glass')];
    case 'jeep':
      // Boxy, open at the back, the spare wheel on the tail.
      return [...wheels(0.3, -0.3, 0.19, 0.18), rect(-0.44, -0.42, 0.5, 0.42, 'body'), windscreen(0.12, 0.2, 0.36), rect(-0.4, -0.3, 0.05, 0.3, 'dark', true), { kind: 'ellipse', x: -0.47, y: 0, rx: 0.06, ry: 0.2, paint: 'dark' }];
    case 'suv':
      return [...wheels(0.3, -0.3, 0.18, 0.16), rect(-0.5, -0.44, 0.5, 0.44, 'body'), windscreen(0.12, 0.24, 0.36), rect(-0.44, -0.36, -0.36, 0.36, 'glass'), rect(-0.3, -0.22, 0.05, -0.18, 'dark'), rect(-0.3, 0.18, 0.05, 0.22, 'dark')];
    case 'duneBuggy':
      // Big wheels outside a slim frame, a roll cage over the seat.
      return [...wheels(0.3, -0.3, 0.22, 0.2), carBody(0.36, 0.22, 0.2), rect(-0.2, -0.24, 0.12, 0.24, 'dark', true), rect(-0.05, -0.24, -0.01, 0.24, 'dark')];
    case 'dragster':
      // A long needle, small wheels in front, fat slicks and a wing at the back.
      return [rect(0.3, -0.36, 0.42, -0.24, 'dark'), rect(0.3, 0.24, 0.42, 0.36, 'dark'), rect(-0.4, -0.5, -0.14, -0.26, 'dark'), rect(-0.4, 0.26, -0.14, 0.5, 'dark'), carBody(0.2, 0.08, 0.1), rect(-0.5, -0.4, -0.42, 0.4, 'body'), { kind: 'ellipse', x: -0.12, y: 0, rx: 0.08, ry: 0.12, paint: 'glass' }];
    default:
      return [...wheels(0.3, -0.3), carBody(0.42, 0.3), windscreen(0, 0.15)];
  }
}

/** The parts of a vehicle of this kind, back to front as they are painted. */
export function vehicleShape(kind: rg.RgVehicle['type']): Part[] {
  switch (kind) {
    case 'motorcycle':
      // Two wheels in line, the rider's helmet between them, handlebars across.
      return [
        rect(0.26, -0.07, 0.5, 0.07, 'dark'), rect(-0.5, -0.09, -0.26, 0.09, 'dark'),
        { kind: 'ellipse', x: 0, y: 0, rx: 0.38, ry: 0.34, paint: 'body' },
        rect(0.2, -0.4, 0.24, 0.4, 'dark'),
        { kind: 'ellipse', x: -0.06, y: 0, rx: 0.09, ry: 0.16, paint: 'dark' },
      ];
    case 'van':
      return [...wheels(0.32, -0.32), rect(-0.5, -0.45, 0.5, 0.45, 'body'), windscreen(0.3, 0.4, 0.38), rect(-0.46, -0.38, 0.24, 0.38, 'light', true)];
    case 'pickup':
      // The cab in front, the open bed behind it.
      return [...wheels(0.3, -0.3), rect(-0.5, -0.44, 0.5, 0.44, 'body'), windscreen(0.2, 0.32, 0.36), rect(-0.46, -0.34, -0.02, 0.34, 'dark', true), rect(0.02, -0.44, 0.06, 0.44, 'dark')];
    case 'bus':
      // A long box, a row of windows down each side.
      return [
        ...wheels(0.32, -0.3), rect(-0.5, -0.46, 0.5, 0.46, 'body'), rect(0.4, -0.38, 0.47, 0.38, 'glass'),
        ...[-0.35, -0.15, 0.05, 0.25].flatMap((x) => [rect(x, -0.4, x + 0.13, -0.28, 'glass'), rect(x, 0.28, x + 0.13, 0.4, 'glass')]),
      ];
    case 'eighteenWheeler':
      // A cab, a gap, a long trailer on many wheels.
      return [
        ...wheels(0.4, 0.22, 0.1, 0.14), ...wheels(-0.2, -0.38, 0.12, 0.14),
        rect(0.28, -0.4, 0.5, 0.4, 'body'), windscreen(0.42, 0.48, 0.32),
        rect(-0.5, -0.46, 0.24, 0.46, 'body'), rect(-0.46, -0.38, 0.2, 0.38, 'light', true),
      ];
    case 'armoredTrain':
      // Armour plates and a turret.
      return [
        rect(-0.5, -0.46, 0.5, 0.46, 'body'), rect(-0.42, -0.38, 0.42, 0.38, 'dark', true),
        rect(-0.02, -0.46, 0.02, 0.46, 'dark'), { kind: 'ellipse', x: 0.18, y: 0, rx: 0.14, ry: 0.26, paint: 'dark' }, rect(0.28, -0.05, 0.5, 0.05, 'dark'),
      ];
    case 'gyrocopter':
      // A small pod under a rotor disc with its two blades.
      return [
        { kind: 'ellipse', x: 0, y: 0, rx: 0.3, ry: 0.3, paint: 'body' }, rect(-0.5, -0.06, -0.2, 0.06, 'body'), rect(-0.5, -0.2, -0.44, 0.2, 'body'),
        { kind: 'ellipse', x: 0.1, y: 0, rx: 0.1, ry: 0.16, paint: 'glass' },
        { kind: 'ellipse', x: 0, y: 0, rx: 0.48, ry: 0.48, paint: 'dark', stroke: true },
        rect(-0.45, -0.03, 0.45, 0.03, 'dark'), rect(-0.02, -0.48, 0.02, 0.48, 'dark'),
      ];
    default:
      return car(kind);
  }
}
