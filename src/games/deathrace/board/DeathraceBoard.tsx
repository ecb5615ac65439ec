// The Deathrace board: the track to scale (inches), fitted to its area, with its features, the
// vehicles, and the ghost of the move being planned or the ruler of the shot being aimed. It
// decides nothing: a tap on the table (or a mouse dragged over it) reports the point in inches to
// the screen, which may aim the planned move at it. Pixi without eval: the page's Content-Security-Policy forbids it.
import 'pixi.js/unsafe-eval';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Application, extend, useApplication } from '@pixi/react';
import { Container, Graphics, Text, type Application as PixiApp, type Graphics as G } from 'pixi.js';
import { systemTickerOnDraw } from '../../../render/systemTicker';
import type { Pt } from '../../../engine';
import { TEST_HOOKS } from '../../../testHooks';
import { trackOf, type DrState } from '../rules';
import type { Ghost, Ruler, Trail } from '../ui/plan';
import { DR_COLOURS } from './colours';
import { drawPieces, drawPlan, drawTrack, drawTrail, trackLabels, vehicleLabel } from './draw';
import { boardWords, fontSizes, LABELS_FROM, STROKE, trackTexts } from './labels';
import { fitView, toInches, toPx, type View } from './view';

extend({ Container, Graphics, Text });

export interface DeathraceBoardProps {
  state: DrState;
  /** The vehicle whose turn it is, ringed. */
  active: string | null;
  ghost?: Ghost | null;
  /** Whether the rules accept the planned command (the ghost's colour). */
  ghostOk?: boolean;
  ruler?: Ruler | null;
  /** What the last command did (paths, a jump's flight, crashes, swerves, a spin's new heading). */
  trail?: Trail | null;
  /** A tap on the table, in inches. */
  onPoint?: (p: Pt) => void;
}

const FONT = 'system-ui, sans-serif';

/** What the end-to-end tests read of the board (TEST_HOOKS builds only): the view and each vehicle's centre in board pixels. */
export interface DrBoardHook {
  view: View;
  vehicles: { id: string; x: number; y: number }[];
  ghost: { x: number; y: number } | null;
  ruler: boolean;
}

/** Sizes the canvas and draws a frame after @pixi/react applied this render's props (as the road-gang board). */
function FrameAfterCommit({ width, height }: { width: number; height: number }) {
  const { app } = useApplication();
  useEffect(() => {
    if (!app?.renderer) return;
    if (app.renderer.width !== width || app.renderer.height !== height) app.renderer.resize(width, height);
    const id = requestAnimationFrame(() => {
      if (app.renderer) app.render();
    });
    return () => cancelAnimationFrame(id);
  });
  return null;
}

export function DeathraceBoard({ state, active, ghost = null, ghostOk = true, ruler = null, trail = null, onPoint }: DeathraceBoardProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState({ width: 0, height: 0 });
  const [zoomed, setZoomed] = useState(false);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => setArea({ width: el.clientWidth, height: el.clientHeight });
    update();
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const [inited, setInited] = useState(false);
  const onInit = useCallback((app: PixiApp) => {
    systemTickerOnDraw(app);
    setInited(true);
  }, []);
  const track = trackOf(state.options.track);
  const view = useMemo(() => fitView(track, area.width, area.height, zoomed), [track, area, zoomed]);
  // Zoomed in, the vehicle whose turn it is is scrolled to the middle of the area.
  useEffect(() => {
    const el = scroller.current;
    const v = state.vehicles.find((x) => x.id === active);
    if (!el || !zoomed || !v) return;
    const q = toPx(view, v);
    el.scrollTo({ left: Math.max(0, q.x - el.clientWidth / 2), top: Math.max(0, q.y - el.clientHeight / 2) });
    // Only when the turn changes hands or the zoom changes, not at every plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, zoomed, view]);

  useEffect(() => {
    if (!TEST_HOOKS) return;
    const hook: DrBoardHook = { view, vehicles: state.vehicles.map((v) => ({ id: v.id, ...toPx(view, v) })), ghost: ghost ? toPx(view, ghost.end) : null, ruler: ruler !== null };
    (globalThis as unknown as { __drBoard?: DrBoardHook }).__drBoard = hook;
  }, [view, state, ghost, ruler]);

  const paintTrack = useCallback((g: G) => drawTrack(g, view, track), [view, track]);
  const paintTrail = useCallback((g: G) => drawTrail(g, view, trail), [view, trail]);
  const paintPieces = useCallback((g: G) => drawPieces(g, view, state, active), [view, state, active]);
  const paintPlan = useCallback((g: G) => drawPlan(g, view, ghost, ghostOk, ruler), [view, ghost, ghostOk, ruler]);

  const pointAt = (e: { clientX: number; clientY: number }) => {
    if (!wrap.current || !onPoint) return;
    const r = wrap.current.getBoundingClientRect();
    onPoint(toInches(view, { x: e.clientX - r.left, y: e.clientY - r.top }));
  };
  // A tap aims once; a mouse or pen dragged with its button down drags the ghost along (a finger pans a zoomed board instead).
  const dragging = useRef(false);
  const onClick = (e: React.MouseEvent) => pointAt(e);
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType !== 'touch' && e.button === 0) dragging.current = true;
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (dragging.current && e.buttons & 1) pointAt(e);
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  const sizes = fontSizes(view.scale);
  const racing = state.vehicles.filter((v) => v.status === 'racing');
  const named = view.scale >= LABELS_FROM ? racing : racing.filter((v) => v.id === active);
  // No word on another or on a vehicle: the track's words, the names, the ruler's range (labels.ts).
  const rulerWords = ruler && { from: ruler.from, to: ruler.to, text: `${ruler.range.toFixed(1)}" (range ${ruler.reach}")` };
  const { printed, names, ruler: range } = boardWords(view, trackTexts(view, trackLabels(track), sizes.track), named.map((v) => ({ id: v.id, x: v.x, y: v.y, heading: v.heading, text: vehicleLabel(v.stock) })), active, state.vehicles, rulerWords);
  return (
    <>
    <div className="dr-board-scroll" ref={scroller} data-zoomed={zoomed}>
    <div
      ref={wrap} className="dr-board" onClick={onClick} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerLeave={onPointerUp} data-testid="dr-board"
      data-scale={view.scale.toFixed(3)}
      style={{ width: view.width, height: view.height }}
      role="img" aria-label={`${track.name}, ${track.width}" by ${track.height}", with ${racing.length} vehicles racing`}
    >
      {area.width > 0 && (
        <Application width={view.width} height={view.height} autoStart={false} sharedTicker={false} background={DR_COLOURS.ground} antialias autoDensity resolution={Math.min(2, globalThis.devicePixelRatio || 1)} onInit={onInit}>
          {inited && <pixiContainer>
            <pixiGraphics draw={paintTrack} />
            {printed.map((l) => <pixiText key={l.key} text={l.text} anchor={0.5} x={Math.round(l.x)} y={Math.round(l.y)} style={{ fontFamily: FONT, fontSize: l.size, fontWeight: '700', fill: DR_COLOURS.label, stroke: { color: '#111111', width: STROKE } }} />)}
            <pixiGraphics draw={paintTrail} />
            <pixiGraphics draw={paintPieces} />
            <pixiGraphics draw={paintPlan} />
            {names.map((l) => <pixiText key={l.key} text={l.text} anchor={0.5} x={Math.round(l.x)} y={Math.round(l.y)} style={{ fontFamily: FONT, fontSize: l.size, fontWeight: '700', fill: '#ffffff', stroke: { color: '#111111', width: STROKE } }} />)}
            {range && <pixiText text={range.text} anchor={0.5} x={Math.round(range.x)} y={Math.round(range.y)} style={{ fontFamily: FONT, fontSize: range.size, fontWeight: '700', fill: '#ffffff', stroke: { color: '#111111', width: STROKE } }} />}
            <FrameAfterCommit width={view.width} height={view.height} />
          </pixiContainer>}
        </Application>
      )}
    </div>
    </div>
    <button type="button" className="dr-zoom" data-testid="dr-zoom" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>{zoomed ? 'Whole track' : 'Zoom in'}</button>
    </>
  );
}
