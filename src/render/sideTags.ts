// Each side's name on the board, in the side's colour, above its vehicles (issue 7: "per side
// colours and names on the board"): the scenario's own label for the side ('The outlaw gang',
// 'The Op'), from the engine's sidesInPlay. Pure: screen positions come from the camera, and the
// tags keep off the cars, the names and the plates already placed (labels.ts separateLabels).
import { sidesInPlay, type GameState, type Pt } from '../engine';
import { worldToScreen, type Camera } from './camera';
import { carBoxes, carHalfHeight, labelRect, separateLabels, type LabelItem } from './labels';
import { hex, vehicleColours, type PaletteName } from './palette';
import { plateRect, type Rect } from './plates';
import type { VehicleView } from './viewModel';

export interface SideTag {
  id: string;
  label: string;
  /** '#rrggbb', the colour its vehicles are drawn in. */
  fill: string;
  vehicles: string[];
}

/**
 * The sides worth naming: in Games Six to Eight (the state keeps its sides, p88) or wherever a
 * side drives more than one vehicle. Two single cars (Games One to Five's lead and chase) are told
 * apart by their colours and names already.
 */
export function sideTags(s: GameState, palette: PaletteName = 'standard'): SideTag[] {
  const sides = sidesInPlay(s).filter((x) => x.id !== '');
  if (!s.sides && !sides.some((x) => x.vehicles.length > 1)) return [];
  const colours = vehicleColours(s, palette);
  return sides.map((x) => ({ id: x.id, label: x.label, fill: hex(colours.get(x.vehicles[0]) ?? 0xffffff), vehicles: x.vehicles }));
}

/** One line above the name line (CSS px). */
const GAP = 8;

/**
 * A tag per side with a vehicle on the canvas, centred over the side's topmost vehicle on screen
 * and clear of it, then moved as little as it takes off the cars, the labels placed (`named`) and
 * the limit plates printed on the road (`printed`).
 */
export function placeSideTags(cam: Camera, tags: SideTag[], vehicles: VehicleView[], named: LabelItem[], printed: LabelItem[], view?: { width: number; height: number }): LabelItem[] {
  // Every label already placed: names and badges, and those that stay put (a spin template's totals,
  // the ruler, a marker's '?'; issue 29: a tag lay on a total), and the cars with the deciding
  // car's ring (issue 29: on a phone's Game Seven "The attacker" lay on Road Hog's ring, under its name).
  const taken: Rect[] = [...printed.filter((l) => l.kind === 'limit').map(plateRect), ...carBoxes(cam, vehicles)];
  const items: LabelItem[] = [];
  for (const t of tags) {
    const shown = vehicles.filter((v) => t.vehicles.includes(v.id)).map((v) => ({ p: worldToScreen(cam, v.pose) as Pt, h: carHalfHeight(v.pose.a + cam.rotation, cam.scale) }));
    const inView = view ? shown.filter(({ p }) => p.x >= 0 && p.y >= 0 && p.x <= view.width && p.y <= view.height) : shown;
    if (inView.length === 0) continue;
    const top = inView.reduce((a, b) => (b.p.y - b.h < a.p.y - a.h ? b : a));
    items.push({ key: `side-${t.id}`, text: t.label, x: top.p.x, y: top.p.y - top.h - GAP - 12, kind: 'side', fill: t.fill });
  }
  return separateLabels(items, view, taken, named.map(labelRect));
}
