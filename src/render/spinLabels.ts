// The spin template's totals kept on the board (issue 29: on a phone the lowest, "4-5 −20" at the
// first lesson's razor step, was cut by the board's bottom edge). The camera is not moved for
// them ("nothing rescales during a decision"): each total that would cross the canvas's edge is
// slid back inside it, along the edge, as names are (labels.ts separateLabels).
import { screenToWorld, worldToScreen, type Camera, type Size } from './camera';
import { clamp, EDGE_MARGIN, labelRect, spinLabelText } from './labels';
import type { SpinTemplateView } from './spinTemplate';

/** The template with each total's place moved, as little as it takes, for its text to lie inside `view`. */
export function spinLabelsInView(v: SpinTemplateView, cam: Camera, view: Size | undefined): SpinTemplateView {
  if (!view) return v;
  return {
    ...v,
    positions: v.positions.map((p) => {
      const s = worldToScreen(cam, p.label);
      const r = labelRect({ key: '', text: spinLabelText(p), x: s.x, y: s.y, kind: p.rolled ? 'spinRolled' : 'spin' });
      const hw = r.w / 2 + EDGE_MARGIN, hh = r.h / 2 + EDGE_MARGIN;
      const inside = { x: clamp(s.x, hw, view.width - hw), y: clamp(s.y, hh, view.height - hh) };
      return inside.x === s.x && inside.y === s.y ? p : { ...p, label: screenToWorld(cam, inside) };
    }),
  };
}
