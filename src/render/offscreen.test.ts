// A crash the camera does not show is pointed to from the board's edge, the camera left where it is
// (offscreen.ts; issue 29: "crashes tumble; the camera eases, never jumps", "nothing rescales
// during a decision"). Pure: a camera, a view and where the crash is.
import { describe, expect, it } from 'vitest';
import { apply, geometry, legalCommands, newGame, pending, type GameState, type Pt } from '../engine';
import { controlsInset, fitInside, isPortrait, worldToScreen, type Camera } from './camera';
import { COMPACT, focusHeading, focusPoints, followRotation } from './follow';
import { EDGE_MARGIN, arrowPoints, edgeMarker, offscreenMarks } from './offscreen';

const VIEW = { width: 800, height: 500 };
const FLAT: Camera = { scale: 1, rotation: 0, x: 0, y: 0 };

/** The marker stands in the view, `margin` from an edge, and its direction runs through the screen point. */
function pointsAt(m: { x: number; y: number; angle: number }, screen: Pt, margin: number) {
  expect(m.x).toBeGreaterThanOrEqual(margin - 1e-6);
  expect(m.y).toBeGreaterThanOrEqual(margin - 1e-6);
  expect(m.x).toBeLessThanOrEqual(VIEW.width - margin + 1e-6);
  expect(m.y).toBeLessThanOrEqual(VIEW.height - margin + 1e-6);
  const onEdge = [m.x - margin, m.y - margin, VIEW.width - margin - m.x, VIEW.height - margin - m.y].some((d) => Math.abs(d) < 1e-6);
  expect(onEdge).toBe(true);
  const to = Math.atan2(screen.y - m.y, screen.x - m.x);
  expect(Math.abs(Math.atan2(Math.sin(to - m.angle), Math.cos(to - m.angle)))).toBeLessThan(1e-6);
}

describe('a marker on the edge towards a crash out of view (offscreen.ts)', () => {
  it('none while the crash is in view, its edge included', () => {
    expect(edgeMarker(FLAT, VIEW, { x: 400, y: 250 }, 20)).toBeNull();
    expect(edgeMarker(FLAT, VIEW, { x: 800, y: 0 }, 20)).toBeNull();
  });

  it('out to the right, level with the middle: on the right edge, pointing right', () => {
    const m = edgeMarker(FLAT, VIEW, { x: 1500, y: 250 }, 20)!;
    expect(m).toEqual({ x: 780, y: 250, angle: 0 });
  });

  it('out past any side or corner, through a turned and scaled camera: on the edge, pointing at it', () => {
    const cam: Camera = { scale: 3.2, rotation: 2.1, x: 310, y: -40 };
    for (let k = 0; k < 24; k++) {
      const a = (k / 24) * Math.PI * 2;
      // A world point far out in every direction from the view's centre.
      const screen = { x: 400 + Math.cos(a) * 2000, y: 250 + Math.sin(a) * 900 };
      const rel = { x: screen.x - cam.x, y: screen.y - cam.y };
      const r = { x: rel.x * Math.cos(-cam.rotation) - rel.y * Math.sin(-cam.rotation), y: rel.x * Math.sin(-cam.rotation) + rel.y * Math.cos(-cam.rotation) };
      const world = { x: r.x / cam.scale, y: r.y / cam.scale };
      const m = edgeMarker(cam, VIEW, world, EDGE_MARGIN)!;
      expect(m).not.toBeNull();
      pointsAt(m, worldToScreen(cam, world), EDGE_MARGIN);
      // Its arrow stays inside the view.
      const pts = arrowPoints(m);
      for (let i = 0; i < pts.length; i += 2) {
        expect(pts[i]).toBeGreaterThanOrEqual(0);
        expect(pts[i]).toBeLessThanOrEqual(VIEW.width);
        expect(pts[i + 1]).toBeGreaterThanOrEqual(0);
        expect(pts[i + 1]).toBeLessThanOrEqual(VIEW.height);
      }
    }
  });

  it('only crashes are marked', () => {
    const far = { x: -900, y: 250 };
    expect(offscreenMarks([{ e: { kind: 'hit' }, at: far }, { e: { kind: 'crash' }, at: { x: 10, y: 10 } }], FLAT, VIEW)).toEqual([]);
    // Level with the middle of the board under its buttons' band (a landscape board's top row).
    const [m] = offscreenMarks([{ e: { kind: 'crash' }, at: { x: -900, y: 271 } }], FLAT, VIEW);
    expect([m.x, m.y, m.angle, m.text]).toEqual([EDGE_MARGIN, 271, Math.PI, 'Crash']);
    // The word stands inside the arrow, towards the middle.
    expect(m.x0).toBeGreaterThan(m.x);
  });

  it('never under the board\'s buttons, and the word\'s tag never covers the arrow, at any angle, on a landscape and a portrait board', () => {
    const wrong: string[] = [];
    for (const view of [VIEW, { width: 390, height: 332 }, { width: 360, height: 560 }]) {
      const inset = controlsInset(view);
      for (let k = 0; k < 72; k++) {
        const a = (k / 72) * Math.PI * 2;
        const at = { x: view.width / 2 + Math.cos(a) * 3000, y: view.height / 2 + Math.sin(a) * 3000 };
        const [m] = offscreenMarks([{ e: { kind: 'crash' }, at }], FLAT, view);
        const tag = { x0: m.x0 - m.tag.width / 2, x1: m.x0 + m.tag.width / 2, y0: m.y0 - m.tag.height / 2, y1: m.y0 + m.tag.height / 2 };
        const arrow = arrowPoints(m);
        // Inside the view and out of the buttons' band: the arrow and the tag.
        const xs = [...arrow.filter((_, i) => i % 2 === 0), tag.x0, tag.x1], ys = [...arrow.filter((_, i) => i % 2 === 1), tag.y0, tag.y1];
        const where = `${view.width}x${view.height} at ${k * 5}°`;
        if (Math.min(...xs) < 0 || Math.max(...xs) > view.width - inset.right || Math.min(...ys) < inset.top || Math.max(...ys) > view.height) wrong.push(`${where}: out of the free area`);
        // No point of the arrow's outline lies in the tag.
        for (let i = 0; i < 3; i++) {
          const [ax, ay, bx, by] = [arrow[2 * i], arrow[2 * i + 1], arrow[(2 * i + 2) % 6], arrow[(2 * i + 3) % 6]];
          for (let f = 0; f <= 1; f += 0.02) {
            const x = ax + (bx - ax) * f, y = ay + (by - ay) * f;
            if (x > tag.x0 && x < tag.x1 && y > tag.y0 && y < tag.y1) wrong.push(`${where}: the tag covers the arrow`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a real crash the phone board\'s camera leaves out of view once the command is played (Game Three, random play): marked on the edge of that view, pointing to it', () => {
    const phone = { width: 390, height: 400 };
    const fitted = (g: GameState): Camera => {
      const poses = geometry.sectionPoses(g.track);
      return fitInside(focusPoints(g, poses, COMPACT), phone, followRotation(focusHeading(g, poses, COMPACT), isPortrait(phone)), 18, controlsInset(phone));
    };
    let found = 0;
    let seed = 0;
    let x = 7;
    const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
    while (found === 0 && ++seed <= 60) {
      const r = newGame({ scenario: 'gameThree', players: ['a', 'b'].map((id) => ({ id, name: id })) }, seed);
      if (!r.ok) throw new Error(r.error.message);
      let s = r.value;
      for (let i = 0; i < 1500 && found === 0 && pending(s).kind !== 'gameOver'; i++) {
        const cmds = legalCommands(s);
        const next = apply(s, cmds[Math.floor(rnd() * cmds.length)]);
        if (!next.ok) throw new Error(next.error.message);
        const after = next.value.state;
        for (const e of next.value.events) {
          if (e.type !== 'crash' && e.type !== 'roll') continue;
          const v = s.vehicles.find((q) => q.id === e.vehicle);
          if (!v || v.status !== 'inPlay') continue;
          const at = geometry.pointAt(s.track, geometry.sectionPoses(s.track), ((v.cell.lane + 0.5) * geometry.ROAD_CM) / 8, (v.cell.t0 + v.cell.t1) / 2);
          const cam = fitted(after);
          const screen = worldToScreen(cam, at);
          const seen = screen.x >= 0 && screen.y >= 0 && screen.x <= phone.width && screen.y <= phone.height;
          const marks = offscreenMarks([{ e: { kind: 'crash' }, at }], cam, phone);
          if (seen) {
            expect(marks).toEqual([]);
            continue;
          }
          found++;
          expect(marks).toHaveLength(1);
          const m = marks[0];
          const to = Math.atan2(screen.y - m.y, screen.x - m.x);
          expect(Math.abs(Math.atan2(Math.sin(to - m.angle), Math.cos(to - m.angle)))).toBeLessThan(1e-6);
          const inset = controlsInset(phone);
          expect(Math.min(m.x, m.y - inset.top, phone.width - inset.right - m.x, phone.height - m.y)).toBeCloseTo(EDGE_MARGIN, 6);
        }
        s = after;
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
