// Side names on the board (issue 7): which sides are named, in which colour, where the tag goes
// (over the side's topmost vehicle, clear of cars, names and plates), and none off the canvas.
import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../engine';
import { throughSetup } from './testing/throughSetup';
import { boardLabels, carBoxes, carRects, labelRect } from './labels';
import { spinTemplateView } from './spinTemplate';
import { overlap } from './plates';
import { hex, vehicleColours } from './palette';
import { placeSideTags, sideTags } from './sideTags';
import type { LabelItem } from './labels';
import type { VehicleView } from './viewModel';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }];

/** A Game Six played through its set-up with the first answer offered each time. */
const gameSixInPlay = (): GameState => throughSetup({ scenario: 'gameSix', players, teams: [['ann'], ['bob', 'cy']] }, 4);

const cam = { scale: 5, rotation: 0, x: 0, y: 0 };
const car = (id: string, x: number, y: number, name = id): VehicleView => ({ id, name, kind: 'renegade', colour: 0, pose: { x, y, a: 0 }, wreck: false, badge: null, pending: false, mounts: [] });
const tags = [
  { id: 'gang', label: 'The outlaw gang', fill: '#ff0000', vehicles: ['g1', 'g2'] },
  { id: 'op', label: 'The Op', fill: '#0000ff', vehicles: ['o1'] },
];

describe('side names on the board', () => {
  it("p88: Games Six to Eight name every side with the scenario's label, in its vehicles' colour; two lone cars are not tagged", () => {
    const s = gameSixInPlay();
    const t = sideTags(s);
    const colours = vehicleColours(s);
    expect(t.map((x) => x.label)).toEqual(['The Op', 'The outlaw gang']);
    for (const x of t) expect(x.fill).toBe(hex(colours.get(x.vehicles[0])!));
    expect(t.find((x) => x.id === 'gang')!.vehicles).toHaveLength(s.vehicles.filter((v) => v.side === 'gang').length);
    const one = newGame({ scenario: 'gameOne', players: players.slice(0, 2) }, 1);
    expect(one.ok && sideTags(one.value)).toEqual([]);
  });

  it("puts a side's name over its topmost vehicle, clear of every car, and none for a side off the canvas", () => {
    // Right of the board's buttons' corner (labels.ts BOARD_BUTTONS), left of "View ▾" (viewButtons).
    const vs = [car('g1', 60, 30), car('g2', 60, 10), car('o1', 500, 30)];
    const out = placeSideTags(cam, tags, vs, [], [], { width: 600, height: 300 });
    expect(out).toHaveLength(1);
    const [g] = out;
    expect(g).toMatchObject({ key: 'side-gang', text: 'The outlaw gang', kind: 'side', fill: '#ff0000', x: 300 });
    // Above g2 (y 10 cm = 50 px, half height 10 px): the tag's box ends above the car's top.
    const r = labelRect(g);
    expect(r.y + r.h).toBeLessThanOrEqual(50 - 10);
    for (const c of carRects(cam, vs)) expect(overlap(r, c, 0)).toBe(false);
  });

  it('moves a tag off a name already placed where it would go', () => {
    const vs = [car('g1', 20, 30), car('g2', 20, 30)];
    const free = placeSideTags(cam, tags, vs, [], [])[0];
    const name: LabelItem = { key: 'name-x', text: 'A long name in the way', x: free.x, y: free.y, kind: 'name' };
    const moved = placeSideTags(cam, tags, vs, [name], [])[0];
    expect(moved.y).not.toBe(free.y);
    expect(overlap(labelRect(moved), labelRect(name), 0)).toBe(false);
    for (const c of carRects(cam, vs)) expect(overlap(labelRect(moved), c, 0)).toBe(false);
  });

  it('issue 29: a side tag lies on none of a spun car\'s spin template totals, its 4 px outline included, whichever way the car faces', () => {
    const view = { width: 1280, height: 1280 };
    let checked = 0;
    for (const cam of [{ scale: 5, rotation: 0, x: 300, y: 300 }, { scale: 6, rotation: -Math.PI / 2, x: 300, y: 600 }]) for (let k = 0; k < 16; k++) {
      const v: VehicleView = { ...car('g1', 10, 10, 'Hawk'), pose: { x: 10, y: 10, a: (k * Math.PI) / 8 }, pending: true };
      const spins = [{ vehicle: 'g1', view: spinTemplateView(v.pose, { type: 'spin', vehicle: 'g1', dir: k % 2 ? 'cw' : 'ccw', total: 7, degrees: 135, speedLoss: 20, heading: 3, rule: 'p44', dice: [] } as never) }];
      const named = boardLabels({ cam, vehicles: [v], markers: [], ruler: null, spins, view });
      const totals = named.filter((l) => l.kind === 'spin' || l.kind === 'spinRolled');
      expect(totals).toHaveLength(8);
      const [tag] = placeSideTags(cam, [tags[0]!], [v], named, [], view);
      // Drawn 12 px bold with a 4 px black outline: 2 px of ink outside its letters on each side.
      expect(labelRect(tag!).h).toBeGreaterThanOrEqual(16);
      for (const t of totals) expect(overlap(labelRect(tag!), labelRect(t), 0), `'${tag!.text}' on '${t.text}' at ${k * 22.5}°`).toBe(false);
      checked++;
    }
    expect(checked).toBe(32);
  });

  it("issue 29: in a four-player Game Seven on a phone the attacker's tag lay on Road Hog's ring, just under its name; a tag now keeps off the deciding car's ring and 2 px clear of every name", () => {
    // The phone's board (390 px wide, 5-6 px a cm): Road Hog deciding at the left, Firebug behind.
    const view = { width: 390, height: 332 };
    let checked = 0;
    for (const scale of [5, 5.6, 6]) for (let y = 6; y <= 30; y += 0.05) {
      const cam = { scale, rotation: 0, x: 0, y: 0 };
      const vs: VehicleView[] = [{ ...car('g1', 8, y, 'Road Hog'), pending: true }, car('g2', 30, y, 'Firebug')];
      const named = boardLabels({ cam, vehicles: vs, markers: [], ruler: null, spins: [], view });
      const [tag] = placeSideTags(cam, [{ ...tags[0]!, label: 'The attacker' }], vs, named, [], view);
      const r = labelRect(tag!);
      for (const c of carBoxes(cam, vs)) expect(overlap(r, c, 0), `'The attacker' on a car or the ring (scale ${scale}, y ${y.toFixed(2)})`).toBe(false);
      for (const l of named) expect(overlap(r, labelRect(l), 2), `'The attacker' within 2 px of '${l.text}' (scale ${scale}, y ${y.toFixed(2)})`).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
