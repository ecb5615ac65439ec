// Game Two's six track layouts (p87: "Roll a dice. Find the diagram which corresponds with the
// score ... and lay out the entire track"). ASSUMPTION (docs/assumptions.md): the book's six
// diagrams are drawings, not in the text, so these six are designed here. Each uses seven sections
// from the box (8 straights, 3 corners, 3 bends, p1) and keeps the track generator's rules (p74):
// it starts with a straight, every curve is followed by a straight, and never three curves the
// same way (the 180 degree rule). Every layout also ends on a straight, so the finish line lies
// across a straight, and the chase car's first section is a straight.
import type { Section } from '../types';

const S: Section = { kind: 'straight' };
const bend = (turn: 'left' | 'right'): Section => ({ kind: 'bend', turn });
const corner = (turn: 'left' | 'right'): Section => ({ kind: 'corner', turn });

export interface GameTwoLayout {
  /** The die score that picks it (1-6). */
  score: number;
  /** A short name for the log and the menus. */
  name: string;
  sections: readonly Section[];
}

export const GAME_TWO_LAYOUTS: readonly GameTwoLayout[] = [
  { score: 1, name: 'the long S: a bend left, then a bend right', sections: [S, S, bend('left'), S, bend('right'), S, S] },
  { score: 2, name: 'two corners: right, then left', sections: [S, S, corner('right'), S, S, corner('left'), S] },
  // The lead car starts on the first bend: it picks its lane (and so its limit) when placed.
  { score: 3, name: 'two bends left, then a corner right', sections: [S, bend('left'), S, bend('left'), S, corner('right'), S] },
  { score: 4, name: 'corner right, bend right, corner left', sections: [S, corner('right'), S, bend('right'), S, corner('left'), S] },
  { score: 5, name: 'the hairpin: two corners left', sections: [S, S, corner('left'), S, corner('left'), S, S] },
  { score: 6, name: 'bend left, corner left, bend right', sections: [S, bend('left'), S, corner('left'), S, bend('right'), S] },
];

/** The layout a die score picks (p87). */
export function gameTwoLayout(score: number): GameTwoLayout {
  return GAME_TWO_LAYOUTS[Math.min(6, Math.max(1, score)) - 1];
}
