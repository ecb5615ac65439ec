// Issue 29: on a phone the board's own buttons at its top-left corner ("Skip", "Show the crash",
// "Back to the cars"; layout.css .board-skip) covered a side's name or a car's label drawn there.
// Labels treat that corner (labels.ts BOARD_BUTTONS) as taken: a crowd of cars round it keeps every
// name, badge and side's name out from under the buttons, and still clear of the cars.
import { describe, expect, it } from 'vitest';
import { BOARD_BUTTONS, boardLabels, carBoxes, labelRect, viewButtons } from './labels';
import { overlap } from './plates';
import { placeSideTags } from './sideTags';
import type { VehicleView } from './viewModel';

const car = (id: string, x: number, y: number, name: string, badge: string | null = null, pending = false): VehicleView =>
  ({ id, name, kind: 'renegade', colour: 0, pose: { x, y, a: 0 }, wreck: false, badge, pending, mounts: [] });
const tags = [
  { id: 'gang', label: 'The outlaw gang', fill: '#ff0000', vehicles: ['g1', 'g2'] },
  { id: 'op', label: 'The Op', fill: '#0000ff', vehicles: ['o1', 'o2'] },
];
// A phone's board (390 px wide, as labelsFallback.test.ts frames it).
const view = { width: 390, height: 337 };

describe("labels keep out from under the board's buttons (issue 29)", () => {
  it('a crowd at the top-left corner: no name, badge or side lies under the buttons or on a car, at several zooms and places', () => {
    let checked = 0, under = 0;
    for (const scale of [4, 5, 6, 7]) for (let y = 3; y <= 14; y += 0.5) {
      const cam = { scale, rotation: 0, x: 0, y: 0 };
      const vs = [car('g1', 8, y, 'Road Hog', 'SPINNING', true), car('g2', 26, y, 'Firebug'), car('o1', 8, y + 8, 'Interceptor', 'ON FIRE'), car('o2', 26, y + 8, 'Hawk')];
      const named = boardLabels({ cam, vehicles: vs, markers: [], ruler: null, spins: [], view });
      const all = [...named, ...placeSideTags(cam, tags, vs, named, [], view)];
      const cars = carBoxes(cam, vs);
      for (const l of all) {
        const r = labelRect(l);
        if (overlap(r, BOARD_BUTTONS, 0)) under++;
        expect(overlap(r, BOARD_BUTTONS, 0), `'${l.text}' under the buttons (scale ${scale}, y ${y})`).toBe(false);
        for (const c of cars) expect(overlap(r, c, 0), `'${l.text}' on a car (scale ${scale}, y ${y})`).toBe(false);
      }
      // The deciding car stays named: its name moves out of the corner, it is not left out (at 7 px
      // a cm it took the sideways moves of 2.25 and 3 label widths).
      expect(all.some((l) => l.key === 'name-g1'), `Road Hog named (scale ${scale}, y ${y})`).toBe(true);
      checked++;
    }
    expect(checked).toBe(92);
    expect(under).toBe(0);
  });

  it('a crowd at the top-right corner: no label under the "View ▾" button of a phone nor the row of view buttons of a desktop, nor on a car', () => {
    let under = 0;
    for (const size of [view, { width: 832, height: 604 }]) {
      const box = viewButtons(size);
      for (const scale of [4, 6]) for (let y = 2; y <= 12; y += 1) for (const dx of [10, 25, 45]) {
        const cam = { scale, rotation: 0, x: 0, y: 0 };
        const x = (size.width - dx * scale) / scale;
        const vs = [car('g1', x, y, 'Road Hog', 'SPINNING', true), car('g2', x - 18, y, 'Firebug'), car('o1', x, y + 8, 'Interceptor', 'ON FIRE'), car('o2', x - 18, y + 8, 'Hawk')];
        const named = boardLabels({ cam, vehicles: vs, markers: [], ruler: null, spins: [], view: size });
        const all = [...named, ...placeSideTags(cam, tags, vs, named, [], size)];
        for (const l of all) {
          if (overlap(labelRect(l), box, 0)) under++;
          for (const c of carBoxes(cam, vs)) expect(overlap(labelRect(l), c, 0), `'${l.text}' on a car`).toBe(false);
        }
      }
    }
    expect(under).toBe(0);
  });
});
