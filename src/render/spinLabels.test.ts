import { describe, expect, it } from 'vitest';
import { worldToScreen, type Camera } from './camera';
import { followRotation } from './follow';
import { boardLabels, labelRect } from './labels';
import { spinLabelsInView } from './spinLabels';
import { spinTemplateView, type SpinEvent } from './spinTemplate';

// A phone's board as issue 29's screenshot (390x844, the first lesson's razor step) shows it: a
// strip 390 px wide and about 230 high, the road running left to right across it, 9 px a cm.
const view = { width: 390, height: 230 };
const cam: Camera = { scale: 9, rotation: followRotation(0, false), x: 0, y: 40 };
const spin: SpinEvent = { type: 'spin', vehicle: 'a', dir: 'cw', total: 5, degrees: 90, speedLoss: 20, heading: 0, rule: 'p44', dice: [] };

const spinRects = (spins: { vehicle: string; view: ReturnType<typeof spinTemplateView> }[]) =>
  boardLabels({ cam, vehicles: [], markers: [], ruler: null, spins, view })
    .filter((l) => l.kind === 'spin' || l.kind === 'spinRolled')
    .map(labelRect);
const inside = (r: { x: number; y: number; w: number; h: number }) => r.x >= 0 && r.y >= 0 && r.x + r.w <= view.width && r.y + r.h <= view.height;

describe("the spin template's totals on a phone (issue 29)", () => {
  // In lane 7 of 8, as the razor step leaves the chase car, facing up the screen: the template's
  // lowest total ("4-5 −20" there) hangs below the canvas.
  const pose = { x: 20, y: 14, a: -Math.PI / 2 };
  const laid = spinTemplateView(pose, spin);

  it('lies inside the visible board, every total, though the camera is unchanged', () => {
    expect(worldToScreen(cam, pose).y).toBeLessThan(view.height);
    expect(spinRects([{ vehicle: 'a', view: laid }]).every(inside)).toBe(false); // as drawn before: cut at the edge
    const kept = spinRects([{ vehicle: 'a', view: spinLabelsInView(laid, cam, view) }]);
    expect(kept).toHaveLength(8);
    for (const r of kept) expect(inside(r)).toBe(true);
  });

  it('leaves a template well inside the board where it is', () => {
    const mid = spinTemplateView({ x: 20, y: 8.3, a: 0 }, spin);
    expect(spinLabelsInView(mid, cam, view)).toEqual(mid);
  });
});
