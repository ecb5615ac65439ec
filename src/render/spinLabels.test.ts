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

describe("the spin template's totals keep off its dots and the lesson's arrow (issue 29, a phone at the razor step)", () => {
  const pose = { x: 20, y: 14, a: -Math.PI / 2 };
  const laid = spinTemplateView(pose, spin);
  const dotBox = (p: { at: { x: number; y: number } }) => {
    const c = worldToScreen(cam, p.at), r = 0.75 * cam.scale;
    return { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
  };
  const hits = (a: { x: number; y: number; w: number; h: number }, b: typeof a) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('a total slid up from the board\'s foot does not lie on a dot', () => {
    const kept = spinLabelsInView(laid, cam, view);
    const moved = kept.positions.filter((p, k) => p.label !== laid.positions[k].label);
    expect(moved.length).toBeGreaterThan(0);
    const rects = spinRects([{ vehicle: 'a', view: kept }]);
    for (const p of moved) {
      const r = rects[kept.positions.indexOf(p)];
      for (const q of kept.positions) expect(hits(r, dotBox(q)), `${p.totals} on the dot of ${q.totals}`).toBe(false);
      expect(inside(r)).toBe(true);
    }
  });

  it('no total lies on the lesson arrow drawn over the template', () => {
    // The arrow (34 x 22 px, pointerSpot.ts arrowBox) standing on the right-hand total, as on the phone.
    const kept0 = spinLabelsInView(laid, cam, view);
    const rects0 = spinRects([{ vehicle: 'a', view: kept0 }]);
    const right = rects0.reduce((a, b) => (b.x > a.x ? b : a));
    const arrow = { x: right.x + 4, y: right.y - 10, w: 22, h: 34 };
    expect(hits(right, arrow)).toBe(true);
    const rects = spinRects([{ vehicle: 'a', view: spinLabelsInView(laid, cam, view, [arrow]) }]);
    expect(rects).toHaveLength(8);
    for (const r of rects) {
      expect(hits(r, arrow), JSON.stringify(r)).toBe(false);
      expect(inside(r)).toBe(true);
    }
  });

  it("the spinning car's badge keeps off the template's dots (it lay on the yellow dot of the result)", () => {
    const car = { id: 'a', name: 'Rookie', kind: 'renegade' as const, colour: 0, pose, wreck: false, badge: 'SPINNING', pending: true, mounts: [] };
    const kept = spinLabelsInView(laid, cam, view);
    const badge = boardLabels({ cam, vehicles: [car], markers: [], ruler: null, spins: [{ vehicle: 'a', view: kept }], view }).find((l) => l.kind === 'badge');
    expect(badge).toBeDefined();
    for (const q of kept.positions) expect(hits(labelRect(badge!), dotBox(q)), `SPINNING on the dot of ${q.totals}`).toBe(false);
  });
});
