// On-screen zoom, pan and "fit the whole road" for touch screens and anyone without a wheel
// (issue 9). The same camera moves as the wheel, drag and keys (camera.ts). They sit in a band
// the fitted view keeps clear (camera.controlsInset): a row on a landscape board, a column on a portrait one.
import { isPortrait, panBy, zoomAt, type Camera, type Size, type ZoomLimits } from './camera';
import type { CameraUpdate } from './useFollowCamera';

const PAN = 0.3;

export function BoardControls({ size, limits, whole, setCam }: { size: Size; limits: ZoomLimits; whole: Camera; setCam: (c: CameraUpdate) => void }) {
  const centre = { x: size.width / 2, y: size.height / 2 };
  const zoom = (f: number) => setCam((cam) => zoomAt(cam, f, centre, limits));
  const pan = (dx: number, dy: number) => setCam((cam) => panBy(cam, dx * size.width * PAN, dy * size.height * PAN));
  const b = (id: string, label: string, text: string, on: () => void) => (
    <button type="button" className="board-control" data-testid={`board-${id}`} aria-label={label} title={label} onClick={on}>
      {text}
    </button>
  );
  return (
    <div className={`board-controls ${isPortrait(size) ? 'column' : 'row'}`} role="toolbar" aria-label="Board view" data-testid="board-controls" onPointerDown={(e) => e.stopPropagation()}>
      {b('zoom-in', 'Zoom in', '+', () => zoom(1.25))}
      {b('zoom-out', 'Zoom out', '−', () => zoom(0.8))}
      {b('fit-road', 'Fit the whole road', '⤢', () => setCam(whole))}
      {b('follow', 'Follow the action', '◎', () => setCam(null))}
      {b('pan-left', 'Pan left', '◀', () => pan(1, 0))}
      {b('pan-right', 'Pan right', '▶', () => pan(-1, 0))}
      {b('pan-up', 'Pan up', '▲', () => pan(0, 1))}
      {b('pan-down', 'Pan down', '▼', () => pan(0, -1))}
    </div>
  );
}
