// Issue 29, "Labels overlap": names, badges and the sides' names move up to eight lines up or down
// off the cars and the words placed before them (labels.ts separateLabels). When no line was free
// the label stayed where it was first put, over a car or another word. How often, in real games:
// Game Seven, gang against gang, four players and six vehicles, with their markers
// (sim-examples/game-seven-gangs.json played on by the random driver, seeds 1-8), every fifth
// position, in the fitted view of a desktop's board and of a phone's (as Board.tsx frames them):
// 5 of 1,852 names, badges and sides in 370 boards lay on a car's name; now they move aside along
// the same lines, and a label with no place at all is left out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, geometry, newGame, pending, type GameState } from '../engine';
import { runSim } from '../sim/runSim';
import { withDice } from '../shell/saves/gameFile';
import { controlsInset, fitInside, isCompact, isPortrait, type Camera, type Size } from './camera';
import { COMPACT, focusHeading, focusPoints, followRotation } from './follow';
import { boardLabels, carBoxes, labelRect, separateLabels } from './labels';
import { overlap } from './plates';
import { placeSideTags, sideTags } from './sideTags';
import { markerViews, vehicleViews } from './viewModel';

const example = JSON.parse(readFileSync(new URL('../../sim-examples/game-seven-gangs.json', import.meta.url), 'utf8'));

function positions(seed: number): GameState[] {
  const run = runSim({ ...example, auto: { ...example.auto, seed, maxCommands: 400 } });
  const g = newGame(withDice(example.setup, example.dice), example.seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const out: GameState[] = [];
  run.played.forEach((c, k) => {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    if (k % 5 === 0 && s.flow.kind !== 'setup' && s.flow.kind !== 'over') out.push(s);
  });
  return out;
}

/** The board's fitted camera (Board.tsx `fit`). */
function fitted(s: GameState, poses: ReturnType<typeof geometry.sectionPoses>, size: Size): Camera {
  const framing = isCompact(size) ? COMPACT : undefined;
  return fitInside(focusPoints(s, poses, framing), size, followRotation(focusHeading(s, poses, framing), isPortrait(size)), 18, controlsInset(size));
}

const movable = (kind: string) => kind === 'name' || kind === 'badge' || kind === 'side';

describe('names, badges and sides never over a car or another word, in real games (issue 29)', () => {
  // The desktop's board at 1280 x 720 (e2e/show-crash.spec.ts's screenshots) and a phone's.
  const sizes: Size[] = [{ width: 832, height: 604 }, { width: 390, height: 337 }];
  const states = [1, 2, 3, 4, 5, 6, 7, 8].flatMap(positions);

  it('none lies on a car or on another word; the deciding car in view is always named', () => {
    const on: string[] = [];
    let boards = 0, named = 0;
    for (const s of states) {
      const poses = geometry.sectionPoses(s.track);
      let decider: string | null = null;
      try {
        decider = pending(s).vehicle ?? null;
      } catch {
        decider = null;
      }
      for (const view of sizes) {
        const cam = fitted(s, poses, view);
        const vehicles = vehicleViews(s, poses, decider, null, 0);
        const labels = boardLabels({ cam, vehicles, markers: markerViews(s, poses, null), ruler: null, spins: [], view });
        const all = [...labels, ...placeSideTags(cam, sideTags(s), vehicles, labels, [], view)];
        const cars = carBoxes(cam, vehicles);
        all.forEach((l, k) => {
          if (!movable(l.kind)) return;
          const r = labelRect(l);
          cars.forEach((c, j) => overlap(r, c, 0) && on.push(`${l.text} on ${vehicles[j].name} (${view.width}, turn ${s.turn})`));
          all.forEach((m, j) => j !== k && (movable(m.kind) ? j > k : true) && overlap(r, labelRect(m), 0) && on.push(`${l.text} on ${m.text} (${view.width}, turn ${s.turn})`));
        });
        const d = vehicles.find((v) => v.id === decider);
        const p = d && cars[vehicles.indexOf(d)];
        if (p && p.x >= 0 && p.y >= 0 && p.x + p.w <= view.width && p.y + p.h <= view.height) {
          expect(all.some((l) => l.key === `name-${decider}`), `${d.name} named (${view.width}, turn ${s.turn})`).toBe(true);
          named++;
        }
        boards++;
      }
    }
    expect(boards).toBeGreaterThan(100);
    expect(named).toBeGreaterThan(50);
    expect(on).toEqual([]);
  });

  it('moves aside when no line up or down is free, and leaves a label out rather than lay it on a car', () => {
    const name = { key: 'name-a', text: 'Hawk', x: 300, y: 50, kind: 'name' as const };
    // A column of cars over every line the name could move to, on a board 100 px high (right of the buttons' corner, BOARD_BUTTONS).
    const column = { x: 280, y: 0, w: 40, h: 100 };
    const [aside] = separateLabels([name], { width: 500, height: 100 }, [column]);
    expect(overlap(labelRect(aside), column, 0)).toBe(false);
    expect(aside.x).not.toBe(300);
    // The whole board covered: nowhere to go.
    expect(separateLabels([name], { width: 500, height: 100 }, [{ x: 0, y: 0, w: 500, h: 100 }])).toEqual([]);
  });
});
