// Side names on the board (issue 7): which sides are named, in which colour, where the tag goes
// (over the side's topmost vehicle, clear of cars, names and plates), and none off the canvas.
import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../engine';
import { throughSetup } from './testing/throughSetup';
import { carRects, labelRect } from './labels';
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
    const vs = [car('g1', 20, 30), car('g2', 20, 10), car('o1', 500, 30)];
    const out = placeSideTags(cam, tags, vs, [], [], { width: 400, height: 300 });
    expect(out).toHaveLength(1);
    const [g] = out;
    expect(g).toMatchObject({ key: 'side-gang', text: 'The outlaw gang', kind: 'side', fill: '#ff0000', x: 100 });
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
});
