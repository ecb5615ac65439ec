// Where the lesson's pointer is on the board (issue 29): the ring round what a step is about (a
// car, a space, a marker, a corridor) and its arrow, in CSS px from the board canvas's top-left.
// The lesson card (src/ui/tutorial/cardSpot.ts) reads it to stand clear of it: on a wide screen the
// card covered the very car its arrow pointed at. The cars' boxes come with it (the sound offer
// stands clear of them).
import { useSyncExternalStore } from 'react';
import type { Pt } from '../engine';

export interface SpotBox { x: number; y: number; w: number; h: number }

/**
 * The pointer's box (null without one), and the cars' boxes with their names above them: a card
 * covering a car hides the game too (the sound offer lay on a car's name on a phone); with them the
 * spin templates with their totals (spinBox).
 */
export interface BoardSpots { pointer: SpotBox | null; cars: SpotBox[] }

/** Room above a car's box for its name (labels.ts draws it just above the car). */
const NAME_ROOM = 22;

/** The cars' boxes as labels.ts gives them, grown upwards by their names. */
export const withNames = (cars: SpotBox[]): SpotBox[] => cars.map((c) => ({ ...c, y: c.y - NAME_ROOM, h: c.h + NAME_ROOM }));

let spot: BoardSpots | null = null;
const listeners = new Set<() => void>();

/** The box round a pointer's arrow alone (34 px long from its tip, 22 wide at its head, lessonPointer.ts drawPointer). */
export function arrowBox(tip: Pt, up: boolean): SpotBox {
  return { x: tip.x - 11, y: up ? tip.y : tip.y - 34, w: 22, h: 34 };
}

/** The box round a pointer's ring and its arrow. */
export function pointerBox(ring: Pt[], tip: Pt, up: boolean): SpotBox {
  const a = arrowBox(tip, up);
  const xs = [...ring.map((p) => p.x), a.x, a.x + a.w];
  const ys = [...ring.map((p) => p.y), a.y, a.y + a.h];
  const x = Math.min(...xs), y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/**
 * A spin template's box on screen: its ring (`centre`, `radius` in CSS px) and its totals' boxes
 * (labels.ts labelRect). Issue 29: at the first lesson's razor step (1280x720) the lesson card lay
 * over the ring's left part and two of its totals, which say how far the car spun (p44).
 */
export function spinBox(centre: Pt, radius: number, totals: SpotBox[]): SpotBox {
  const ring = { x: centre.x - radius, y: centre.y - radius, w: 2 * radius, h: 2 * radius };
  const all = [ring, ...totals];
  const x = Math.min(...all.map((b) => b.x)), y = Math.min(...all.map((b) => b.y));
  return { x, y, w: Math.max(...all.map((b) => b.x + b.w)) - x, h: Math.max(...all.map((b) => b.y + b.h)) - y };
}

const sameBox = (a: SpotBox, b: SpotBox) => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.w - b.w) < 1 && Math.abs(a.h - b.h) < 1;
const samePointer = (a: SpotBox | null, b: SpotBox | null) => a === b || (!!a && !!b && sameBox(a, b));
const same = (a: BoardSpots | null, b: BoardSpots | null) => a === b || (!!a && !!b && samePointer(a.pointer, b.pointer) && a.cars.length === b.cars.length && a.cars.every((c, k) => sameBox(c, b.cars[k])));

export function setPointerSpot(next: BoardSpots | null): void {
  if (same(spot, next)) return;
  spot = next;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The pointer's and the cars' boxes on the board now, or null when no board is drawn. */
export const usePointerSpot = (): BoardSpots | null => useSyncExternalStore(subscribe, () => spot, () => null);
