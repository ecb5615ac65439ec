// The road-gang board: the 100-segment road as a winding strip, counters, and the vehicles
// stacked per segment, scaled to fit its parent. It draws the layout module's numbers and
// decides nothing; a click reports the segment under the pointer.
// Pixi without eval: the page's Content-Security-Policy forbids it (vite.config.ts), as for Board.tsx.
import 'pixi.js/unsafe-eval';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Application, extend } from '@pixi/react';
import { Container, Graphics, Text, type Application as PixiApp, type Graphics as G } from 'pixi.js';
import { rg } from '../../engine';
import { CELL, boardSize, counterMarks, segmentCentre, tokens } from './layout';
import { RG_COLOURS, playerColour } from './colours';

extend({ Container, Graphics, Text });

export interface RoadGangBoardProps {
  state: rg.RgState;
  /** The vehicle whose turn it is, ringed. */
  active: string | null;
  /** Segments a click may choose now (placing), lit. */
  choosable?: number[];
  onSegment?: (segment: number) => void;
}

const LABEL = { fontFamily: 'system-ui, sans-serif', fontSize: 13, fontWeight: '700' as const, fill: '#ffffff' };
const NUMBER = { fontFamily: 'system-ui, sans-serif', fontSize: 12, fill: '#d8d0b8' };

/** The largest label that fits inside its token (a bold capital is about 0.7 of its size wide). */
const labelSize = (t: { w: number; h: number; label: string }) => Math.max(7, Math.min(13, t.h * 0.6, (t.w - 3) / (t.label.length * 0.7)));

export function RoadGangBoard({ state, active, choosable = [], onSegment }: RoadGangBoardProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const update = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    update();
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  // Frames are drawn on demand (autoStart false), after each change: a ticker drawing sixty
  // frames a second of an unchanging road costs a software-rendered page most of its time.
  // @pixi/react renders the children it was first given once its init ends, so they are only
  // handed over after init (as in Board.tsx).
  const app = useRef<PixiApp | null>(null);
  const [inited, setInited] = useState(false);
  const onInit = useCallback((a: PixiApp) => {
    app.current = a;
    setInited(true);
  }, []);
  useEffect(() => {
    const id = requestAnimationFrame(() => {
      const a = app.current;
      if (a?.renderer) a.render();
    });
    return () => cancelAnimationFrame(id);
  });
  const world = boardSize(rg.ROAD_LENGTH);
  const scale = size.width && size.height ? Math.min(size.width / world.width, size.height / world.height) : 1;
  const toks = useMemo(() => tokens(state), [state]);
  const marks = useMemo(() => counterMarks(state), [state]);
  const lit = useMemo(() => new Set(choosable), [choosable]);

  const drawRoad = useCallback((g: G) => {
    g.clear();
    // The strip under the cells, so the turns between rows read as one road.
    for (let n = 1; n < rg.ROAD_LENGTH; n++) {
      const a = segmentCentre(n);
      const b = segmentCentre(n + 1);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: CELL * 0.5, color: RG_COLOURS.roadEdge });
    }
    for (let n = 1; n <= rg.ROAD_LENGTH; n++) {
      const c = segmentCentre(n);
      const colour = n === 1 ? RG_COLOURS.start : n === rg.ROAD_LENGTH ? RG_COLOURS.end : n % 2 ? RG_COLOURS.road : RG_COLOURS.roadAlt;
      g.roundRect(c.x - CELL / 2, c.y - CELL / 2, CELL, CELL, 8).fill(colour);
      if (lit.has(n)) g.roundRect(c.x - CELL / 2 + 2, c.y - CELL / 2 + 2, CELL - 4, CELL - 4, 7).stroke({ width: 3, color: RG_COLOURS.choosable });
    }
  }, [lit]);

  const drawPieces = useCallback((g: G) => {
    g.clear();
    for (const m of marks) {
      const colour = m.kind === 'oil' ? RG_COLOURS.oil : m.kind === 'tacks' ? RG_COLOURS.tacks : RG_COLOURS.obstacle;
      g.circle(m.x, m.y, 5).fill(colour).stroke({ width: 1.5, color: m.player < 0 ? 0xffffff : playerColour(m.player) });
    }
    for (const t of toks) {
      const fill = t.player < 0 ? RG_COLOURS.abandoned : playerColour(t.player);
      g.roundRect(t.x - t.w / 2, t.y - t.h / 2, t.w, t.h, 4).fill(fill);
      if (t.status === 'finished') g.roundRect(t.x - t.w / 2, t.y - t.h / 2, t.w, t.h, 4).stroke({ width: 2, color: RG_COLOURS.end });
      if (t.id === active) g.roundRect(t.x - t.w / 2 - 3, t.y - t.h / 2 - 3, t.w + 6, t.h + 6, 6).stroke({ width: 3, color: RG_COLOURS.active });
    }
  }, [marks, toks, active]);

  const onClick = (e: React.MouseEvent) => {
    if (!onSegment || !wrap.current) return;
    const r = wrap.current.getBoundingClientRect();
    const x = (e.clientX - r.left) / scale;
    const y = (e.clientY - r.top) / scale;
    for (let n = 1; n <= rg.ROAD_LENGTH; n++) {
      const c = segmentCentre(n);
      if (Math.abs(x - c.x) <= CELL / 2 && Math.abs(y - c.y) <= CELL / 2) return onSegment(n);
    }
  };

  return (
    <div ref={wrap} className="rg-board" onClick={onClick} data-testid="rg-board">
      {size.width > 0 && (
        <Application width={size.width} height={size.height} autoStart={false} sharedTicker={false} background={RG_COLOURS.verge} antialias autoDensity resolution={Math.min(2, globalThis.devicePixelRatio || 1)} onInit={onInit}>
          {inited && <pixiContainer scale={scale}>
            <pixiGraphics draw={drawRoad} />
            {[1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((n) => {
              const c = segmentCentre(n);
              return <pixiText key={n} text={n === 1 ? 'START' : n === 100 ? 'END' : String(n)} style={NUMBER} x={c.x - CELL / 2 + 5} y={c.y - CELL / 2 + 3} />;
            })}
            <pixiGraphics draw={drawPieces} />
            {toks.map((t) => (
              <pixiText key={t.id} text={t.label} style={{ ...LABEL, fontSize: labelSize(t) }} anchor={0.5} x={Math.round(t.x)} y={Math.round(t.y)} />
            ))}
          </pixiContainer>}
        </Application>
      )}
    </div>
  );
}
