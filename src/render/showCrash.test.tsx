// @vitest-environment happy-dom
// Issue 29, "crashes end off the view": a crash tumbling off the view the camera glided to was only
// pointed at from the view's edge while it played. The board offers "Show the crash" (the player's
// own move; nothing moves by itself during a decision), then "Back to the cars".
import { afterEach, describe, expect, it } from 'vitest';
import { worldToScreen, type Camera } from './camera';
import { ShowCrash, centredOn, offView } from './ShowCrash';
import type { CameraUpdate } from './useFollowCamera';
import { byTestId, click, mount, unmount } from '../ui/testing/mount';

const size = { width: 390, height: 337 };
const cam: Camera = { scale: 6, rotation: -Math.PI / 2, x: 150, y: 600 };
// Off the phone's view: 40 cm along the road beyond its top.
const far = { x: 150, y: -40 };

afterEach(unmount);

describe('a crash off the view is shown on demand (ShowCrash)', () => {
  it('the crash spot lies off this view and centredOn brings it to the middle, at the same zoom and turn', () => {
    expect(offView(cam, size, far)).toBe(true);
    const c = centredOn(cam, size, far);
    const p = worldToScreen(c, far);
    expect(p.x).toBeCloseTo(size.width / 2);
    expect(p.y).toBeCloseTo(size.height / 2);
    expect([c.scale, c.rotation]).toEqual([cam.scale, cam.rotation]);
    expect(offView(c, size, far)).toBe(false);
  });

  it('offers "Show the crash", moves the view there when pressed, then offers the way back', async () => {
    const asked: CameraUpdate[] = [];
    const glides: (boolean | undefined)[] = [];
    let shows = 0;
    await mount(<ShowCrash at={far} cam={cam} size={size} setCam={(c, glide) => asked.push(c) && glides.push(glide)} onShow={() => shows++} />);
    const button = byTestId('board-show-crash');
    expect(button?.textContent).toBe('Show the crash');
    await click(button);
    const moved = asked[0] as Camera;
    expect(offView(moved, size, far)).toBe(false);
    expect(byTestId('board-show-crash')?.textContent).toBe('Back to the cars');
    await click(byTestId('board-show-crash'));
    // null: the fitted view again, following the cars.
    expect(asked[1]).toBeNull();
    // Both eased there (issue 29: "the camera eases, never jumps"); the crash played again only when shown.
    expect(glides).toEqual([true, true]);
    expect(shows).toBe(1);
  });

  it('offers nothing when the crash is in view', async () => {
    const near = { x: 150, y: 600 };
    const c = centredOn(cam, size, near);
    await mount(<ShowCrash at={near} cam={c} size={size} setCam={() => {}} />);
    expect(byTestId('board-show-crash')).toBeNull();
  });
});
