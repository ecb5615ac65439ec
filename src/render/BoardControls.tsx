// On-screen zoom, pan and "fit the whole road" for touch screens and anyone without a wheel
// (issue 9). The same camera moves as the wheel, drag and keys (camera.ts). They sit in a band
// the fitted view keeps clear (camera.controlsInset): a row on a landscape board, a column on a
// portrait one. On a small board (a phone) the eight fold into one "View" button (issue 29: they
// took a whole column of the phone's board); opened, they stay open while the player zooms and
// pans, until the button is pressed again.
import { useId, useState } from 'react';
import { isCompact, isPortrait, panBy, zoomAt, type Camera, type Size, type ZoomLimits } from './camera';
import type { CameraUpdate } from './useFollowCamera';

const PAN = 0.3;

export function BoardControls({ size, limits, whole, setCam }: { size: Size; limits: ZoomLimits; whole: Camera; setCam: (c: CameraUpdate) => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const centre = { x: size.width / 2, y: size.height / 2 };
  const zoom = (f: number) => setCam((cam) => zoomAt(cam, f, centre, limits));
  const pan = (dx: number, dy: number) => setCam((cam) => panBy(cam, dx * size.width * PAN, dy * size.height * PAN));
  const b = (id: string, label: string, text: string, on: () => void) => (
    <button type="button" className="board-control" data-testid={`board-${id}`} aria-label={label} title={label} onClick={on}>
      {text}
    </button>
  );
  const buttons = (
    <>
      {b('zoom-in', 'Zoom in', '+', () => zoom(1.25))}
      {b('zoom-out', 'Zoom out', '−', () => zoom(0.8))}
      {b('fit-road', 'Fit the whole road', '⤢', () => setCam(whole))}
      {b('follow', 'Follow the action', '◎', () => setCam(null))}
      {b('pan-left', 'Pan left', '◀', () => pan(1, 0))}
      {b('pan-right', 'Pan right', '▶', () => pan(-1, 0))}
      {b('pan-up', 'Pan up', '▲', () => pan(0, 1))}
      {b('pan-down', 'Pan down', '▼', () => pan(0, -1))}
    </>
  );
  // The board's own pointer handling (drag to pan) must not see presses on these buttons.
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  if (!isCompact(size)) {
    return (
      <div className={`board-controls ${isPortrait(size) ? 'column' : 'row'}`} role="toolbar" aria-label="Board view" data-testid="board-controls" onPointerDown={stop}>
        {buttons}
      </div>
    );
  }
  return (
    <div className="board-controls folded" data-testid="board-controls" onPointerDown={stop}>
      <button type="button" className="board-control board-view-toggle" data-testid="board-view-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        View {open ? '▴' : '▾'}
      </button>
      <div id={listId} className="board-controls-grid" role="toolbar" aria-label="Board view" hidden={!open}>
        {buttons}
      </div>
    </div>
  );
}
