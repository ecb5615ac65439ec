// Issue 29: on a desktop's Game Seven with four players (the screenshot set, docs/screens.md) the
// bikes' names "Sidewinder" and "Copperhead" stood 2 px apart: separateLabels kept GAP between
// their estimated boxes (7 px a letter), narrower than the bold 12 px names as drawn.
import { describe, expect, it } from 'vitest';
import { separateLabels, type LabelItem } from './labels';
import { overlap, type Rect } from './plates';

/** A name's box as drawn: bold 12 px letters run 7.6 px, its outline 3 px wide (palette.ts TEXT.name), 12 px high. */
const drawn = (l: LabelItem): Rect => {
  const w = l.text.length * 7.6 + 3, h = 15;
  return { x: l.x - w / 2, y: l.y - h / 2, w, h };
};

describe('names keep a readable gap between them as drawn (issue 29)', () => {
  it('two bikes\' names side by side, 80 px apart as in Game Seven, end at least 4 px apart', () => {
    const names: LabelItem[] = [
      { key: 'name-c', text: 'Copperhead', x: 456, y: 120, kind: 'name' },
      { key: 'name-s', text: 'Sidewinder', x: 376, y: 120, kind: 'name' },
    ];
    const [a, b] = separateLabels(names, { width: 830, height: 600 });
    expect([a, b].map((l) => l.key)).toEqual(['name-c', 'name-s']);
    expect(overlap(drawn(a), drawn(b), 4)).toBe(false);
  });

  it('names already apart are left where they are', () => {
    const names: LabelItem[] = [
      { key: 'name-c', text: 'Copperhead', x: 456, y: 120, kind: 'name' },
      { key: 'name-s', text: 'Sidewinder', x: 366, y: 120, kind: 'name' },
    ];
    expect(separateLabels(names, { width: 830, height: 600 })).toEqual(names);
  });
});

describe('a name moved aside moves as little as it takes (issue 29)', () => {
  it("a name whose end lies in the top-left buttons' corner, its lines below on a wreck, is nudged right, still over the wreck", () => {
    // The phone's crash (390x844): "Bob's Renegade" over its wreck, its left end 3 px into BOARD_BUTTONS.
    const name: LabelItem = { key: 'name-b', text: "Bob's Renegade", x: 212, y: 59, kind: 'name' };
    const wreck: Rect = { x: 165, y: 67, w: 60, h: 100 };
    const [at] = separateLabels([name], { width: 390, height: 332 }, [wreck]);
    expect(at.y).toBe(name.y);
    expect(at.x - name.x).toBeGreaterThan(0);
    expect(at.x - name.x).toBeLessThanOrEqual(12);
  });
});
