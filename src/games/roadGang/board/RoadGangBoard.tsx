// The road-gang board: the 100-segment road as a winding strip (layout.ts), its counters, and the
// vehicles drawn as vehicles (vehicleShapes.ts), side by side per segment. It takes its area's
// width and fits its height when a readable road fits, else grows down and the area scrolls (a
// phone); two zoom steps widen the road. It draws the layout's numbers and decides nothing: a
// click reports the vehicle or the segment under it.
// Pixi without eval: the page's Content-Security-Policy forbids it (vite.config.ts), as for Board.tsx.
import 'pixi.js/unsafe-eval';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Application, extend, useApplication } from '@pixi/react';
import { Container, Graphics, Text, type Application as PixiApp, type Graphics as G } from 'pixi.js';
import { systemTickerOnDraw } from '../../../render/systemTicker';
import { rg } from '../../../engine';
import { ZOOMS, counterMarks, fontFor, roadLayout, segmentAt, tokenAt, tokens } from './layout';
import { TEST_HOOKS } from '../../../testHooks';
import { RG_COLOURS } from './colours';
import { drawCounters, drawRoad, drawTokens, tagSpot, textAngle, tokenTexts } from './draw';
import { StackList, type ShownStack } from './StackList';
import { stackAt } from './stacks';

extend({ Container, Graphics, Text });

export interface RoadGangBoardProps {
  state: rg.RgState;
  /** The vehicle whose turn it is, ringed. */
  active: string | null;
  /** Segments a click may choose now (placing), lit. */
  choosable?: number[];
  onSegment?: (segment: number) => void;
  /** A vehicle clicked or tapped. */
  onVehicle?: (id: string) => void;
}

const FONT = 'system-ui, sans-serif';

/** What the end-to-end tests read of the board (TEST_HOOKS builds only): where each vehicle is drawn, in board pixels. */
export interface RgBoardHook {
  road: number;
  tokens: { id: string; name: string; segment: number; x: number; y: number; w: number; h: number }[];
}

/**
 * Sizes the canvas to the layout and draws a frame, from inside the Pixi tree: its effect runs
 * after @pixi/react has applied this render's props to the graphics (a frame asked for from the
 * page's own effects could come first and show the board before a zoom).
 */
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

export function RoadGangBoard({ state, active, choosable = [], onSegment, onVehicle }: RoadGangBoardProps) {
  const wrap = useRef<HTMLDivElement>(null);
  // The area the board sits in (its parent) sets the width and the height to fit.
  const [area, setArea] = useState({ width: 0, height: 0 });
  const [zoom, setZoom] = useState<number>(ZOOMS[0]);
  useLayoutEffect(() => {
    const el = wrap.current?.parentElement;
    if (!el) return;
    const update = () => setArea({ width: el.clientWidth, height: el.clientHeight });
    update();
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  // Frames are drawn on demand (autoStart false), after each change: a ticker drawing sixty
  // frames a second of an unchanging road costs a software-rendered page most of its time.
  // @pixi/react renders the children it was first given once its init ends, so they are only
  // handed over after init (as in Board.tsx).
  const [inited, setInited] = useState(false);
  const onInit = useCallback((app: PixiApp) => {
    systemTickerOnDraw(app);
    setInited(true);
  }, []);
  const layout = useMemo(() => roadLayout(area.width, area.height, rg.ROAD_LENGTH, zoom), [area, zoom]);
  const { tokens: toks, badges, spots } = useMemo(() => tokens(state, layout), [state, layout]);
  const marks = useMemo(() => counterMarks(state, layout), [state, layout]);
  const words = useMemo(() => tokenTexts(toks), [toks]);
  const lit = useMemo(() => new Set(choosable), [choosable]);
  const activeSegment = toks.find((t) => t.id === active)?.segment ?? null;

  // The vehicle whose turn it is is scrolled into view when the turn passes to it.
  useEffect(() => {
    const el = wrap.current?.parentElement;
    const t = toks.find((x) => x.id === active);
    if (!el || !t || el.scrollHeight <= el.clientHeight) return;
    if (t.y < el.scrollTop + layout.road || t.y > el.scrollTop + el.clientHeight - layout.road) el.scrollTo({ top: Math.max(0, t.y - el.clientHeight / 2) });
    // Only when the turn changes hands or the board is laid out anew, not at every move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, layout]);

  useEffect(() => {
    if (!TEST_HOOKS) return;
    const hook: RgBoardHook = { road: layout.road, tokens: toks.map((t) => ({ id: t.id, name: state.vehicles.find((v) => v.id === t.id)!.name, segment: t.segment, x: t.x, y: t.y, w: t.w, h: t.h })) };
    (globalThis as unknown as { __rgBoard?: RgBoardHook }).__rgBoard = hook;
  }, [toks, layout, state]);

  const inStart = toks.filter((t) => t.segment === 1).length;
  const inEnd = toks.filter((t) => t.segment === layout.tiles.length).length;
  const paintRoad = useCallback((g: G) => drawRoad(g, layout, { lit, activeSegment, inPits: [inStart, inEnd] }), [layout, lit, activeSegment, inStart, inEnd]);
  const paintPieces = useCallback((g: G) => {
    g.clear();
    drawCounters(g, marks);
    drawTokens(g, toks, active, badges);
  }, [marks, toks, active, badges]);

  // Who is in a stack too small to read (StackList.tsx): shown while the mouse rests on it, kept
  // when a finger taps it (that tap chooses nothing: the list's buttons do, or a second tap).
  const [stack, setStack] = useState<ShownStack | null>(null);
  const tapped = useRef(false);
  const pointAt = (e: React.MouseEvent): { x: number; y: number } => {
    const r = wrap.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse' || !wrap.current || stack?.pinned) return;
    const n = stackAt(layout, toks, spots, pointAt(e));
    if (n !== (stack?.segment ?? null)) setStack(n === null ? null : { segment: n, pinned: false });
  };
  const onPointerDown = (e: React.PointerEvent) => {
    tapped.current = false;
    if (e.pointerType === 'mouse' || !wrap.current) return;
    const n = stackAt(layout, toks, spots, pointAt(e));
    if (n !== null && stack?.segment !== n) {
      setStack({ segment: n, pinned: true });
      tapped.current = true;
    }
  };

  const onClick = (e: React.MouseEvent) => {
    if (!wrap.current) return;
    if (tapped.current) {
      tapped.current = false;
      return;
    }
    if (stack?.pinned) setStack(null);
    const pt = pointAt(e);
    const t = tokenAt(toks, pt);
    if (t && onVehicle) return onVehicle(t.id);
    const n = segmentAt(layout, pt);
    if (n !== null && onSegment) onSegment(n);
  };

  const font = fontFor(layout.road);
  return (
    <>
      <div className="rg-zoom" role="group" aria-label="Board zoom">
        <button type="button" data-testid="rg-zoom-out" aria-label="Zoom out" disabled={zoom === ZOOMS[0]} onClick={() => setZoom(ZOOMS[Math.max(0, ZOOMS.indexOf(zoom as 1) - 1)])}>−</button>
        <button type="button" data-testid="rg-zoom-in" aria-label="Zoom in" disabled={zoom === ZOOMS[ZOOMS.length - 1]} onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(zoom as 1) + 1)])}>+</button>
      </div>
      <div
        ref={wrap} className="rg-board" onClick={onClick} onPointerMove={onPointerMove} onPointerDown={onPointerDown}
        onPointerLeave={() => { if (!stack?.pinned) setStack(null); }} data-testid="rg-board"
        data-layout={`${area.width},${area.height},${zoom}`}
        style={{ width: layout.width, height: layout.height }}
        role="group" aria-label={`The road, ${rg.ROAD_LENGTH} segments from the Start, winding down the board`}
      >
        {area.width > 0 && (
          <Application width={layout.width} height={layout.height} autoStart={false} sharedTicker={false} background={RG_COLOURS.verge} antialias autoDensity resolution={Math.min(2, globalThis.devicePixelRatio || 1)} onInit={onInit}>
            {inited && <pixiContainer>
              <pixiGraphics draw={paintRoad} />
              {layout.tiles.filter((t) => t.label).map((t) => (
                <pixiText key={t.n} text={t.label!.text} anchor={0.5} x={Math.round(t.label!.at.x)} y={Math.round(t.label!.at.y)}
                  style={{ fontFamily: FONT, fontSize: font, fontWeight: '700', fill: RG_COLOURS.label, stroke: { color: RG_COLOURS.verge, width: 3 } }} />
              ))}
              <pixiGraphics draw={paintPieces} />
              {toks.map((t) => {
                const w = words.get(t.id);
                // Along the vehicle, white edged in black: it reads on any gang's colour and over the dark glass.
                const at = tagSpot(t);
                return w && <pixiText key={t.id} text={w.text} anchor={0.5} x={Math.round(at.x)} y={Math.round(at.y)} rotation={textAngle(t)} style={{ fontFamily: FONT, fontSize: w.size, fontWeight: '700', fill: '#ffffff', stroke: { color: '#111111', width: 3 } }} />;
              })}
              {badges.map((b) => (
                <pixiText key={`b${b.segment}`} text={String(b.count)} anchor={0.5} x={Math.round(b.x)} y={Math.round(b.y)} style={{ fontFamily: FONT, fontSize: Math.round(b.r * 1.2), fontWeight: '700', fill: '#ffffff' }} />
              ))}
              <FrameAfterCommit width={layout.width} height={layout.height} />
            </pixiContainer>}
          </Application>
        )}
        <StackList state={state} layout={layout} toks={toks} spots={spots} shown={stack} show={setStack} onVehicle={onVehicle} />
      </div>
    </>
  );
}
