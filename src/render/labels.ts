// Text on the board, laid out in screen space so it stays upright and readable at every zoom
// and in portrait (where the world is rotated). Pure: positions come from the camera.
import type { Pt } from '../engine';
import { isCompact, isPortrait, worldToScreen, type Camera } from './camera';
import type { Ruler } from './overlays';
import { TEXT, type TextKind } from './palette';
import { spinDots, type SpinTemplateView } from './spinTemplate';
import { grow, limitPlates, overlap, plateRect, spreadPlates, type LabelItem, type Rect } from './plates';
import type { Label } from './trackShapes';
import { CAR_LENGTH, CAR_WIDTH, CRASHED, RING_OUT, type MarkerView, type VehicleView } from './viewModel';

// A placed label's shape lives in plates.ts, which lays them out (so the two do not import each other).
export type { LabelItem } from './plates';

export interface LabelInput {
  cam: Camera;
  vehicles: VehicleView[];
  markers: MarkerView[];
  ruler: Ruler | null;
  spins: { vehicle: string; view: SpinTemplateView }[];
  /** Safety limits the previewed move meets, written where it ends (issue 10); empty with hints off. */
  limits?: { at: Pt; text: string }[];
  /** "your side" on each vehicle of the own side a previewed ram would hit (issue 29). */
  ownSide?: { at: Pt; text: string }[];
  /** The canvas (CSS px): names are kept inside it rather than cut at its edge. */
  view?: { width: number; height: number };
  /** What is printed on the road (roadLabels): names and badges keep off its plates. */
  printed?: LabelItem[];
}

const HAZARD_WIDTH_CM = 6;
const HAZARD_PLATE_MIN_PX = 26;

/** Screen offsets (CSS px) of secondary lines under a main label. */
const LINE = 13;

/** Rough width (CSS px) of a label in the 12 px name font; enough to decide where it goes. */
export const textWidth = (text: string): number => text.length * 7;

/** A spin template's total as the board writes it (p44): the totals it stands for and its speed deduction; spinLabels.ts keeps it on the board. */
export const spinLabelText = (p: { totals: string; loss: number }): string => `${p.totals}  −${p.loss}`;

/** Does a name fit along the car's body at this zoom (CSS px per cm)? */
export const fitsOnCar = (name: string, scale: number): boolean => textWidth(name) <= CAR_LENGTH * scale * 0.95;

/** How much wider than the car a name other than the deciding car's may be (SHORT_NAME in docs/assumptions.md). */
const SHORT_NAME = 1.6;
/** Letters kept at least, with the ellipsis, however small the zoom. */
const SHORT_LETTERS = 5;

/**
 * The name a car other than the deciding one is drawn with: whole where it is at most SHORT_NAME
 * car lengths, else without its owner ("Bob's Renegade" → "Renegade"), else cut with an ellipsis.
 * Issue 29: names longer than the car were left out, and on a phone Game Seven named 2 of its 6 bikes.
 */
export function shortName(name: string, scale: number): string {
  const room = Math.max(SHORT_LETTERS + 1, Math.floor((CAR_LENGTH * scale * SHORT_NAME) / textWidth('x')));
  if (name.length <= room) return name;
  const own = /^.+?'s? (.+)$/.exec(name)?.[1];
  if (own && own.length <= room) return own;
  return `${(own ?? name).slice(0, room - 1).trimEnd()}…`;
}

/** Half the on-screen height of a car drawn at screen angle `a` (radians). */
export function carHalfHeight(a: number, scale: number): number {
  return ((Math.abs(Math.sin(a)) * CAR_LENGTH + Math.abs(Math.cos(a)) * CAR_WIDTH) / 2) * scale;
}

/**
 * What is printed on the road itself, drawn under the cars: section numbers, the curves' limit
 * plates, then the hazards' plates (moved aside where they would cover a curve's).
 */
/** The screen box (CSS px) round each vehicle drawn, for keeping plates off them. */
export function carRects(cam: Camera, vehicles: Pick<VehicleView, 'pose'>[]): Rect[] {
  return vehicles.map((v) => {
    const p = worldToScreen(cam, v.pose), a = v.pose.a + cam.rotation;
    const hw = ((Math.abs(Math.cos(a)) * CAR_LENGTH + Math.abs(Math.sin(a)) * CAR_WIDTH) / 2) * cam.scale;
    const hh = carHalfHeight(a, cam.scale);
    return { x: p.x - hw, y: p.y - hh, w: 2 * hw, h: 2 * hh };
  });
}

/** The cars' boxes with the deciding car's ring: no name or badge goes on them. */
export function carBoxes(cam: Camera, vehicles: Pick<VehicleView, 'pose' | 'pending'>[]): Rect[] {
  return carRects(cam, vehicles).map((r, k) => grow(r, vehicles[k].pending ? RING_OUT * cam.scale : 0));
}

export function roadLabels(cam: Camera, sectionLabels: Label[], limitLabels: Label[], hazardLabels: Label[] = [], cars: Rect[] = []): LabelItem[] {
  const out: LabelItem[] = sectionLabels.map((l, k) => {
    const p = worldToScreen(cam, l.at);
    return { key: `section-${k}`, text: l.text, x: p.x, y: p.y, kind: 'section' };
  });
  // A hazard's plate only once its counter (three lanes, 6 cm) is wider on screen than the plate.
  const hazards = cam.scale * HAZARD_WIDTH_CM >= HAZARD_PLATE_MIN_PX ? limitPlates(hazardLabels, cam) : [];
  return [...out, ...spreadPlates([...limitPlates(limitLabels, cam), ...hazards], cars)];
}

/** Labels over everything: names, badges, counters' marks, the ruler, the spin template. */
export function boardLabels(i: LabelInput): LabelItem[] {
  const at = (p: Pt) => worldToScreen(i.cam, p);
  const out: LabelItem[] = [];
  const push = (key: string, text: string, p: Pt, kind: TextKind, dy = 0) => out.push({ key, text, x: p.x, y: p.y + dy, kind });

  for (const m of i.markers) {
    const p = at(m.pose);
    if (m.look === 'faceDown') push(`marker-${m.id}`, '?', p, 'marker', m.tag ? -4 : 0);
    if (m.tag) push(`tag-${m.id}`, m.tag, p, 'tag', 8);
  }
  // The deciding car's name and badge first: placed before the others, they are the last to give way (separateLabels).
  for (const v of [...i.vehicles].sort((a, b) => Number(b.pending) - Number(a.pending))) {
    // A car off the canvas (the camera follows the action on a long road) has no name pinned to the edge.
    if (offView(at(v.pose), i.view)) continue;
    // Above the car on screen and its badge below, clear of its body and of the deciding car's
    // ring (issue 29: a name on the car hid it, and sat under the ring). The deciding car's name
    // whole; the others' short (shortName), so small boards are not buried under labels and yet
    // every vehicle is named.
    const p = at(v.pose), h = carHalfHeight(v.pose.a + i.cam.rotation, i.cam.scale) + (v.pending ? RING_OUT * i.cam.scale : 0);
    push(`name-${v.id}`, v.pending ? v.name : shortName(v.name, i.cam.scale), p, 'name', -h - LINE / 2 - 1);
    // A crashed car's badge over its name: below the wreck in the verge it was pushed past the car beside it, which it seemed to name (a phone's crash picture).
    if (v.badge) push(`badge-${v.id}`, v.badge, p, 'badge', v.badge === CRASHED ? -h - LINE * 1.5 - 2 : h + LINE / 2 + 1);
  }
  if (i.ruler) {
    const mid = at({ x: (i.ruler.from.x + i.ruler.to.x) / 2, y: (i.ruler.from.y + i.ruler.to.y) / 2 });
    push('ruler', i.ruler.label, mid, i.ruler.ownSide ? 'ownSide' : 'ruler', -LINE);
  }
  (i.limits ?? []).forEach((l, k) => push(`limit-${k}`, l.text, at(l.at), 'ruler', -2 * LINE - k * LINE));
  (i.ownSide ?? []).forEach((l, k) => push(`own-side-${k}`, l.text, at(l.at), 'ownSide', -2 * LINE));
  for (const s of i.spins) {
    for (const p of s.view.positions) push(`spin-${s.vehicle}-${p.steps}`, spinLabelText(p), at(p.label), p.rolled ? 'spinRolled' : 'spin');
  }
  const plates = (i.printed ?? []).filter((l) => l.kind === 'limit').map(plateRect);
  // Names and badges keep off the templates' dots too (issue 29: a badge moved down lay on the yellow dot of the spin's result).
  return separateLabels(out, i.view, [...plates, ...carBoxes(i.cam, i.vehicles), ...i.spins.flatMap((s) => spinDots(s.view, i.cam))]);
}

/** How far (CSS px) a car's centre may lie outside the canvas and still be named: half a car shows. */
const OFF_VIEW = 12;
const offView = (p: Pt, view?: { width: number; height: number }): boolean =>
  !!view && (p.x < -OFF_VIEW || p.y < -OFF_VIEW || p.x > view.width + OFF_VIEW || p.y > view.height + OFF_VIEW);

/** Height (CSS px) of a name or badge line. */
const LABEL_H = 12;
/** Width (CSS px) of a letter as drawn: the bold 12 px names and sides' names run 7.6, wider than textWidth's estimate. */
const letterWidth = (kind: TextKind): number => (kind === 'name' || kind === 'side' ? 7.6 : 7);
/**
 * A label's box as drawn: its letters and the outline stroked round them (half the stroke's width
 * outside each edge; a side's name has 4 px, issue 29: it lay 2 px over a spin total). Names at
 * their true width (issue 29: "Sidewinder" and "Copperhead" kept GAP apart by the estimate stood
 * 2 px apart, and "Bob's Renegade" ran to the view's edge).
 */
export const labelRect = (l: LabelItem): Rect => {
  const ink = TEXT[l.kind]?.stroke?.width ?? 0;
  const w = l.text.length * letterWidth(l.kind) + ink, h = LABEL_H + ink;
  return { x: l.x - w / 2, y: l.y - h / 2, w, h };
};
/** Pixels kept between two words on the board, so they read apart (issue 29: 2 px looked run together). */
const GAP = 4;
/** The moves tried, nearest first: up to eight lines up or down (past a zoomed-in car beside it). */
const SHIFTS = [0, ...Array.from({ length: 8 }, (_, k) => [-(k + 1) * LABEL_H, (k + 1) * LABEL_H]).flat()];
/** `x` within [lo, hi]; the middle where the range is empty (a label wider than the view). */
export const clamp = (x: number, lo: number, hi: number): number => (hi < lo ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, x)));
/** Pixels kept between a label as drawn (labelRect) and the canvas's edge. */
export const EDGE_MARGIN = 6;

/**
 * The board's own buttons at its top-left corner (layout.css .board-skip: "Skip" 4 px from the
 * corner, "Show the crash" / "Back to the cars" under it at 44 px, each 34 px high in the 15 px
 * font): no name, badge or side's name goes under them (issue 29: on a phone they covered a
 * side's name). Kept clear whether or not a button shows, so no label jumps when one appears;
 * e2e/show-crash.spec.ts checks the buttons as drawn lie inside it.
 */
export const BOARD_BUTTONS: Rect = { x: 0, y: 0, w: 160, h: 82 };

/**
 * The view's buttons at the board's top-right corner (BoardControls.tsx, layout.css
 * .board-controls, 4 px from the corner): on a small board the one "View ▾" button (15 px words,
 * about 70 px wide, 34 high); else the eight 34 px buttons 4 px apart, a row on a landscape board,
 * a column on a portrait one. No label goes under them (issue 29: names were drawn under "View").
 * Kept clear with the grid folded; opened, it is the player's own look at the view.
 */
export function viewButtons(view: { width: number; height: number }): Rect {
  if (isCompact(view)) return { x: view.width - 4 - VIEW_TOGGLE.w, y: 0, w: VIEW_TOGGLE.w + 4, h: VIEW_TOGGLE.h + 4 };
  const long = 8 * 34 + 7 * 4 + 4;
  return isPortrait(view) ? { x: view.width - 42, y: 0, w: 42, h: long } : { x: view.width - long, y: 0, w: long, h: 42 };
}
/** "View ▾" as drawn, with room to spare (e2e/show-crash.spec.ts checks the button lies inside viewButtons). */
const VIEW_TOGGLE = { w: 80, h: 34 };

const movable = (it: LabelItem): boolean => it.kind === 'name' || it.kind === 'badge' || it.kind === 'side';

/**
 * Sideways moves tried once no line up or down is free, in widths of the label (with the lines
 * again): a nudge first (issue 29: on a phone the crashed car's name, its left end 3 px into the
 * top-left buttons' corner, went three quarters of its width aside and seven lines down, off its wreck).
 */
const SIDEWAYS = [-0.1, 0.1, -0.75, 0.75, -1.5, 1.5, -2.25, 2.25, -3, 3];

/**
 * Names and badges never cover one another (cars side by side) nor run off the canvas: each is
 * kept inside `view`, then moved a line up or down, as little as it takes, off those placed before
 * and off the labels that stay where they are (a spin template's totals, the ruler, a marker's
 * '?': seen in a browser, a rolled car's name lay on its template's "4-5 −20", issue 29). `taken`
 * (cars, plates) and the board's buttons' corners (BOARD_BUTTONS and viewButtons, on a board with a `view`) may be touched; words (the labels here and `words` placed before) are kept GAP apart.
 * With no line free, it moves aside along those lines; with no place at all it is left out rather
 * than laid over a car or a word (issue 29: in Game Seven's crowds a side's name lay on a car's
 * name, labelsFallback.test.ts). Those placed first give way last: boardLabels puts the deciding
 * car's first.
 */
export function separateLabels(items: LabelItem[], view?: { width: number; height: number }, taken: Rect[] = [], words: Rect[] = []): LabelItem[] {
  const placed: Rect[] = [...words, ...items.filter((it) => !movable(it)).map(labelRect)];
  const blocked = view ? [...taken, BOARD_BUTTONS, viewButtons(view)] : taken;
  const free = (l: LabelItem): boolean => {
    // A move off the canvas would cut the label at its edge (issue 29): only moves that keep it in view.
    if (view && (l.y < LABEL_H / 2 || l.y > view.height - LABEL_H / 2 || l.x < 0 || l.x > view.width)) return false;
    const r = labelRect(l);
    return !blocked.some((q) => overlap(r, q, 0)) && !placed.some((q) => overlap(r, q, GAP));
  };
  return items.flatMap((it) => {
    if (!movable(it)) return [it];
    const half = labelRect(it).w / 2 + EDGE_MARGIN;
    const inside = (x: number): number => (view ? clamp(x, half, view.width - half) : x);
    const base = view ? { ...it, x: inside(it.x), y: clamp(it.y, LABEL_H / 2, view.height - LABEL_H / 2) } : it;
    const up = SHIFTS.map((dy) => ({ ...base, y: base.y + dy }));
    const aside = SIDEWAYS.flatMap((f) => SHIFTS.map((dy) => ({ ...base, x: inside(base.x + f * textWidth(it.text)), y: base.y + dy })));
    const at = up.find(free) ?? aside.find(free);
    if (!at) return [];
    placed.push(labelRect(at));
    return [at];
  });
}
