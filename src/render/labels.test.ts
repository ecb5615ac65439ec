import { describe, expect, it } from 'vitest';
import { boardLabels, carHalfHeight, fitsOnCar, roadLabels, shortName, type LabelInput } from './labels';
import { plateRect } from './plates';
import { CRASHED, type MarkerView, type VehicleView } from './viewModel';

const cam = { scale: 5, rotation: 0, x: 10, y: 20 };
const car: VehicleView = { id: 'a', name: 'Hawk', kind: 'renegade', colour: 0, pose: { x: 5, y: 5, a: 0 }, wreck: false, badge: 'SPINNING', pending: false, mounts: [] };
const mk = (over: Partial<MarkerView>): MarkerView => ({ id: 'm', pose: { x: 0, y: 0, a: 0 }, look: 'faceDown', tag: null, ...over });
const input = (over: Partial<LabelInput>): LabelInput => ({ cam, vehicles: [], markers: [], ruler: null, spins: [], ...over });

describe('board labels', () => {
  it('puts a car name above the car, clear of its body, and its badge below it (issue 29)', () => {
    const ls = boardLabels(input({ vehicles: [car] }));
    // heading 0 on screen: half height = half the car's width (2 cm) x 5 px/cm = 10 px
    expect(ls).toEqual([
      { key: 'name-a', text: 'Hawk', x: 35, y: 45 - 10 - 7.5, kind: 'name' },
      { key: 'badge-a', text: 'SPINNING', x: 35, y: 45 + 10 + 7.5, kind: 'badge' },
    ]);
  });

  it("shows a name longer than the car whole for the deciding car, above it and its ring, the others' short (issue 29: they were left out); the badge below", () => {
    const long = { ...car, name: "Player 1's Renegade", pending: true };
    expect(boardLabels(input({ vehicles: [{ ...long, pending: false }] })).map((l) => l.text)).toEqual(['Renegade', 'SPINNING']);
    // 1.6 car lengths (8 cm) at 7 px a letter: 10 letters at 6 px a cm, 9 at 5, never under 5 and the ellipsis.
    expect(shortName('Copperhead', 6)).toBe('Copperhead');
    expect(shortName('Copperhead', 5)).toBe('Copperhe…');
    expect(shortName('Copperhead', 1)).toBe('Coppe…');
    const ls = boardLabels(input({ vehicles: [long] }));
    // 10 px of half height and the ring's 1 cm (5 px) round it
    expect(ls[0]).toMatchObject({ text: "Player 1's Renegade", x: 35, y: 45 - 15 - 7.5 });
    expect(ls[1]).toMatchObject({ text: 'SPINNING', x: 35, y: 45 + 15 + 7.5 });
    expect(carHalfHeight(Math.PI / 2, 1)).toBeCloseTo(4);
    expect(fitsOnCar('Hawk', 5)).toBe(true);
    expect(fitsOnCar("Player 1's Renegade", 5)).toBe(false);
  });

  it("shows '?' on face-down counters and the owner's tag only when the view model gives one", () => {
    expect(boardLabels(input({ markers: [mk({})] })).map((l) => l.text)).toEqual(['?']);
    expect(boardLabels(input({ markers: [mk({ tag: 'dummy' })] })).map((l) => l.text)).toEqual(['?', 'dummy']);
    expect(boardLabels(input({ markers: [mk({ look: 'oil' })] }))).toEqual([]);
  });

  it('labels the ruler at its midpoint', () => {
    const [l] = boardLabels(input({ ruler: { from: { x: 0, y: 0 }, to: { x: 10, y: 0 }, label: '3 spaces', inRange: true } }));
    expect(l).toMatchObject({ text: '3 spaces', x: 35, kind: 'ruler' });
  });
});

describe('road labels', () => {
  const at = (x: number, y: number) => ({ x, y });
  it('prints section numbers and limit plates, and moves a hazard plate off a curve plate it would cover', () => {
    const cam1 = { scale: 10, rotation: 0, x: 0, y: 0 };
    const ls = roadLabels(cam1, [{ text: '1', at: at(0, -2) }], [{ text: '60', at: at(10, 10), group: 2 }], [{ text: '30', at: at(10.5, 10), group: 'hazard-h1' }]);
    expect(ls.map((l) => l.text)).toEqual(['1', '60', '30']);
    const [curve, hazard] = ls.slice(1).map(plateRect);
    const apart = curve.x + curve.w <= hazard.x || hazard.x + hazard.w <= curve.x || curve.y + curve.h <= hazard.y || hazard.y + hazard.h <= curve.y;
    expect(apart).toBe(true);
  });

  it('leaves hazard plates out when the counters are too small on screen to carry them', () => {
    const ls = roadLabels({ scale: 2, rotation: 0, x: 0, y: 0 }, [], [], [{ text: '30', at: at(0, 0), group: 'hazard-h1' }]);
    expect(ls).toEqual([]);
  });
});

describe('names never collide nor leave the canvas (issue 9)', () => {
  const rect = (l: { text: string; x: number; y: number }) => ({ x: l.x - l.text.length * 3.5, y: l.y - 7, w: l.text.length * 7, h: 14 });
  const hits = (a: ReturnType<typeof rect>, b: ReturnType<typeof rect>) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('two cars side by side get names that do not overlap', () => {
    const a = { ...car, id: 'a', name: 'Ann', badge: null, pose: { x: 5, y: 5, a: 0 } };
    const b = { ...car, id: 'b', name: 'Bob', badge: null, pose: { x: 5, y: 7, a: 0 } };
    const names = boardLabels(input({ vehicles: [a, b] })).filter((l) => l.kind === 'name');
    expect(names).toHaveLength(2);
    expect(hits(rect(names[0]), rect(names[1]))).toBe(false);
  });

  it('a long name near the edge is moved inside the canvas, not cut', () => {
    const long = { ...car, name: "Bartholomew's Interceptor", badge: null, pending: true, pose: { x: -1, y: 5, a: 0 } };
    const [l] = boardLabels(input({ vehicles: [long], view: { width: 400, height: 300 } }));
    expect(l.x - l.text.length * 3.5).toBeGreaterThanOrEqual(0);
    expect(l.x + l.text.length * 3.5).toBeLessThanOrEqual(400);
  });

  it('issue 7: a car off the canvas (the camera follows another part of a long road) gets no name pinned to the edge', () => {
    const far = { ...car, id: 'far', name: 'Dust', badge: 'SPINNING', pose: { x: 200, y: 5, a: 0 } };
    const near = { ...car, id: 'near', name: 'Kite', badge: null };
    const ls = boardLabels(input({ vehicles: [far, near], view: { width: 400, height: 300 } }));
    expect(ls.map((l) => l.key)).toEqual(['name-near']);
  });
});

describe("a crashed car's words (issue 29)", () => {
  it('its CRASHED badge stands over its name, above the wreck, not below it where the next car is', () => {
    const wreck = { ...car, badge: CRASHED, wreck: true };
    const ls = boardLabels(input({ vehicles: [wreck] }));
    const name = ls.find((l) => l.kind === 'name')!, badge = ls.find((l) => l.kind === 'badge')!;
    expect(badge.text).toBe(CRASHED);
    expect(badge.y).toBeLessThan(name.y);
    expect(name.y).toBeLessThan(45);
  });
});
