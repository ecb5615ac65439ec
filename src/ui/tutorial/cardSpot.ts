// Where the lesson card stands on a wide screen (issue 29): it covered the car its own arrow pointed
// at (1280x720, the card at the board's top left). It stays at the top left while that is clear of
// the pointer and the cars, else takes the first such clear corner of the board, else the one
// covering least (the pointer's thing counts far more than a car); a lesson card that finds no clear
// corner tries a narrower width first (narrowerSpot).
export interface Box { x: number; y: number; w: number; h: number }

/** Gaps kept from the board's edges (px): its top right has the zoom buttons' band (render/camera.ts CONTROLS_BAND). */
const EDGE = 12, TOP = 5, BUTTONS = 46, FOOT = 8;

const overlapArea = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** The corner covering least (the first clear one), and how much it covers. */
function bestCorner(board: Box, card: { w: number; h: number }, pointer: Box, cars: Box[]): { at: { x: number; y: number }; home: boolean; covered: number } {
  const left = board.x + EDGE, right = board.x + board.w - card.w - EDGE;
  const top = board.y + TOP, bottom = Math.max(top, board.y + board.h - card.h - FOOT);
  const spots = [{ x: left, y: top }, { x: left, y: bottom }, { x: right, y: board.y + BUTTONS }, { x: right, y: bottom }];
  let best = spots[0], least = Infinity;
  for (const s of spots) {
    const at = { ...s, ...card };
    const covered = 1000 * overlapArea(at, pointer) + cars.reduce((n, a) => n + overlapArea(at, a), 0);
    if (covered < least) [best, least] = [s, covered];
    if (covered === 0) break;
  }
  return { at: best, home: best === spots[0], covered: least };
}

/** The card's top left (page px) on the board `board` (page px), its size `card`, clear of the pointer `pointer` and the cars `cars` (page px) where it can be; null where its own place, the top left, is clear. */
export function cardSpot(board: Box, card: { w: number; h: number }, pointer: Box, cars: Box[] = []): { x: number; y: number } | null {
  const best = bestCorner(board, card, pointer, cars);
  return best.home ? null : best.at;
}

/**
 * As cardSpot; where no corner is clear at the card's own size, the first corner clear at a
 * narrower one (`narrower`: each width with the height the card then takes), with that width (w);
 * where none is clear at any width, the one covering least (the widest of equals). A width whose
 * card would be taller than the board is not tried.
 * Issue 29: at the first lesson's razor step (1280x720) Rookie's car stood 376 px from the board's
 * left, the arrow's ring right of it: a 400 px card covered the car in every corner, 360 px cleared
 * it but lay on the left of the car's spin template and two of its totals (published with the cars,
 * render/pointerSpot.ts spinBox).
 */
export function narrowerSpot(board: Box, card: { w: number; h: number }, pointer: Box, cars: Box[], narrower: { w: number; h: number }[]): { x: number; y: number; w?: number } | null {
  const best = bestCorner(board, card, pointer, cars);
  if (best.covered === 0) return best.home ? null : best.at;
  let least = { ...best, w: card.w };
  for (const size of narrower) {
    if (size.h > board.h - TOP - FOOT) continue;
    const slim = bestCorner(board, size, pointer, cars);
    if (slim.covered === 0) return { ...slim.at, w: size.w };
    if (slim.covered < least.covered) least = { ...slim, w: size.w };
  }
  if (least.w !== card.w) return { ...least.at, w: least.w };
  return least.home ? null : least.at;
}
