// Issue 29, "crashes end off the view": the fitted view frames the cars in play and glides to the
// state after a command, so a crash (p42, p58) can tumble off the view while the next player
// decides, only the edge marker pointing to it while it plays (offscreen.ts). The camera is not
// moved for it (nothing moves under the deciding player's hand): the board offers to show it, a
// move the player makes, as the zoom and pan buttons are, and then to go back to the cars. The
// wreck has left the road by then (p58): shown, the crash plays again (crashReplay.ts). Both moves
// ease there ("the camera eases, never jumps": a jump to another stretch of road loses the eye),
// and the next command goes back to the cars by itself, as the offer goes (e2e/show-crash.spec.ts).
import { useEffect, useRef, useState } from 'react';
import type { Pt } from '../engine';
import { controlsInset, panBy, worldToScreen, type Camera, type Size } from './camera';
import { EDGE_MARGIN, edgeMarker } from './offscreen';
import type { CameraUpdate } from './useFollowCamera';

/** The camera that puts `at` (world cm) in the middle of the view, at the same zoom and turn. */
export function centredOn(cam: Camera, view: Size, at: Pt): Camera {
  const p = worldToScreen(cam, at);
  return panBy(cam, view.width / 2 - p.x, view.height / 2 - p.y);
}

/** Whether `at` lies outside what the view shows (the edge marker's test). */
export const offView = (cam: Camera, view: Size, at: Pt): boolean => edgeMarker(cam, view, at, EDGE_MARGIN, controlsInset(view)) !== null;

/** "Show the crash" while the last crash lies off the view; once shown, "Back to the cars". */
export function ShowCrash({ at, cam, size, setCam, onShow }: { at: Pt; cam: Camera; size: Size; setCam: (c: CameraUpdate, glide?: boolean) => void; onShow?: () => void }) {
  const [shown, setShown] = useState(false);
  // Taken away (the next command, an undo) while showing the crash: the view goes back to the cars,
  // else it would stay on the wreck with no button to come back.
  const showing = useRef(false);
  const latest = useRef(setCam);
  useEffect(() => {
    showing.current = shown;
    latest.current = setCam;
  });
  useEffect(() => () => void (showing.current && latest.current(null, true)), []);
  if (!shown && !offView(cam, size, at)) return null;
  const press = () => {
    setCam(shown ? null : centredOn(cam, size, at), true);
    if (!shown) onShow?.();
    setShown(!shown);
  };
  return (
    <button type="button" className="board-skip board-show-crash" data-testid="board-show-crash" onPointerDown={(e) => e.stopPropagation()} onClick={press}>
      {shown ? 'Back to the cars' : 'Show the crash'}
    </button>
  );
}
