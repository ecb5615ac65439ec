// Small Pixi components: each memoises its draw callback on what it looks like, so moving a
// car (container props) or panning the camera never re-tessellates its shapes. Each is also a
// React.memo on what it draws: while a move animates the scene re-renders every frame, and only
// the layers that changed (the moving car, its name) are reconciled — @pixi/react diffs every
// prop of every element it is given, which was most of an animation frame's main-thread time.
import { memo, useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Container, Graphics } from 'pixi.js';
import { carLookKey, drawCar, drawGhost, type CarLook } from './drawVehicles';
import { drawMarker } from './drawMarkers';
import { drawSection } from './drawTrack';
import { drawHazards } from './drawHazards';
import type { HazardShape } from './hazardShapes';
import type { SectionLook } from './roadAnimation';
import { drawSpinTemplate } from './drawOverlays';
import type { Pose } from '../engine';
import type { LabelItem } from './labels';
import type { BikePosture } from './viewModel';
import { COLOURS, TEXT } from './palette';
import { plateRect } from './plates';
import type { SpinTemplateView } from './spinTemplate';
import type { SectionShapes } from './trackShapes';
import type { MarkerView, VehicleView } from './viewModel';

/**
 * One section of road with the hazards on it; `look` fades and slides them as the road rolls
 * (roadAnimation.ts). The section is drawn once into a texture at `resolution` texels per world
 * unit (cacheAsTexture) and then shown as one textured quad: its hairlines are GL lines, which
 * broke the batch, so the road alone cost 20 of a frame's 22 draw calls.
 */
interface SectionProps { shapes: SectionShapes; hazards: HazardShape[]; look: SectionLook; resolution: number }

const sameLook = (a: SectionLook, b: SectionLook): boolean => a.alpha === b.alpha && a.dx === b.dx && a.dy === b.dy;
/** A section re-renders when its look changes, not when a frame hands it an equal new look. */
export const sameSection = (a: SectionProps, b: SectionProps): boolean =>
  a.shapes === b.shapes && a.resolution === b.resolution && sameLook(a.look, b.look) && (a.hazards === b.hazards || (a.hazards.length === 0 && b.hazards.length === 0));

export const SectionLayer = memo(function SectionLayer({ shapes, hazards, look, resolution }: SectionProps) {
  const ref = useRef<Container>(null);
  const draw = useCallback((g: Graphics) => {
    drawSection(g, shapes);
    g.parent?.updateCacheTexture();
  }, [shapes]);
  useLayoutEffect(() => {
    const c = ref.current;
    if (!c) return;
    c.cacheAsTexture({ resolution: Math.min(resolution, MAX_TEXTURE / extent(shapes)), antialias: true });
  }, [resolution, shapes]);
  useLayoutEffect(() => {
    const c = ref.current;
    return () => c?.cacheAsTexture(false);
  }, []);
  return (
    <pixiContainer ref={ref} alpha={look.alpha} x={look.dx} y={look.dy} visible={look.alpha > 0}>
      <pixiGraphics draw={draw} />
      {hazards.length > 0 && <HazardLayer shapes={hazards} />}
    </pixiContainer>
  );
}, sameSection);

/** The cached texture's longest side, in texels (SwiftShader and most GPUs allow 8192). */
const MAX_TEXTURE = 4096;
const extent = (t: SectionShapes): number => {
  const pts = [...t.asphalt, ...(t.roadside?.verges.flat() ?? [])];
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return Math.max(1, Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
};

/** Texels per world unit for cached layers at camera scale `scale`: in steps of √2, so a glide re-caches a few times, not every frame. */
export const cacheResolution = (scale: number, dpr: number): number => 2 ** (Math.ceil(Math.log2(Math.max(1e-3, scale * dpr)) * 2) / 2);

export function HazardLayer({ shapes }: { shapes: HazardShape[] }) {
  const draw = useCallback((g: Graphics) => {
    drawHazards(g, shapes);
    // Inside a cached section: its texture is redrawn with it.
    g.parent?.updateCacheTexture();
  }, [shapes]);
  return <pixiGraphics draw={draw} />;
}

/**
 * A car, drawn into a texture of its own (cacheAsTexture) when its look changes: a moving car is
 * then one textured quad moved and turned by its container, batched with the others, instead of
 * some forty filled shapes rasterised every frame (under SwiftShader that was most of a frame).
 */
export const Car = memo(function Car({ v, resolution }: { v: VehicleView; resolution: number }) {
  // Every weapon at its mount and the turret's direction (drawVehicles.carLook): redrawn only when they change.
  const key = carLookKey(v);
  const ref = useRef<Container>(null);
  const draw = useCallback((g: Graphics) => {
    drawCar(g, JSON.parse(key) as CarLook);
    g.parent?.updateCacheTexture();
  }, [key]);
  useCachedLayer(ref, resolution);
  return (
    // A rolling car: seen from above, its width shrinks and grows as it turns over (scale about its long axis).
    <pixiContainer ref={ref} x={v.pose.x} y={v.pose.y} rotation={v.pose.a} scale={{ x: 1, y: v.flip ? Math.cos(v.flip) || 0.05 : 1 }} label={`vehicle-${v.id}`}>
      <pixiGraphics draw={draw} />
    </pixiContainer>
  );
}, (a, b) => sameCar(a, b));

/** A car re-renders when it moves, turns, rolls or changes its look; not for an equal new view. */
export const sameCar = (a: { v: VehicleView; resolution: number }, b: { v: VehicleView; resolution: number }): boolean =>
  a.resolution === b.resolution && a.v.id === b.v.id && samePose(a.v.pose, b.v.pose) && a.v.flip === b.v.flip && carLookKey(a.v) === carLookKey(b.v);

const samePose = (a: Pose, b: Pose): boolean => a.x === b.x && a.y === b.y && a.a === b.a;

/**
 * Caches a container's drawing as a texture at `resolution` texels per world unit (kept under
 * MAX_TEXTURE texels along `extent` world units) and lets it go on unmount. The container's own
 * position, rotation and scale move the texture without redrawing it.
 */
function useCachedLayer(ref: RefObject<Container | null>, resolution: number, extent = 0, key: unknown = null, on = true): void {
  useLayoutEffect(() => {
    const c = ref.current;
    if (!c) return;
    // Nothing to draw has no bounds to make a texture of.
    if (!on) {
      c.cacheAsTexture(false);
      return;
    }
    c.cacheAsTexture({ resolution: extent > 0 ? Math.min(resolution, MAX_TEXTURE / extent) : resolution, antialias: true });
    // What the children drew this commit (the drawing changed, or a counter came or went).
    c.updateCacheTexture();
  }, [ref, resolution, extent, key, on]);
  useLayoutEffect(() => {
    const c = ref.current;
    return () => c?.cacheAsTexture(false);
  }, [ref]);
}

/**
 * Every counter on the road (p22) in one texture, redrawn only when the counters change (a
 * dispatch), never while a car moves past them: 60 counters were 60 shapes rasterised each frame.
 */
export const MarkerLayer = memo(function MarkerLayer({ markers, resolution }: { markers: MarkerView[]; resolution: number }) {
  const ref = useRef<Container>(null);
  useCachedLayer(ref, resolution, markerExtent(markers), markers, markers.length > 0);
  return (
    <pixiContainer ref={ref}>
      {markers.map((m) => (
        <MarkerCounter key={m.id} m={m} />
      ))}
    </pixiContainer>
  );
});

/** The counters' spread in world units (a counter is a few cm across). */
const markerExtent = (markers: MarkerView[]): number => {
  if (!markers.length) return 1;
  const xs = markers.map((m) => m.pose.x), ys = markers.map((m) => m.pose.y);
  return Math.max(1, Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + MARKER_SPAN;
};
const MARKER_SPAN = 8;

export function Ghost({ pose, bike = null }: { pose: Pose; bike?: { posture: BikePosture } | null }) {
  const posture = bike?.posture;
  const draw = useCallback((g: Graphics) => drawGhost(g, posture ? { posture } : null), [posture]);
  return (
    // A bike's ghost is the board's bike drawn solid, so the whole of it is faded to read as a ghost.
    <pixiContainer x={pose.x} y={pose.y} rotation={pose.a} alpha={posture ? 0.5 : 1} label={posture ? `ghost-bike-${posture}` : 'ghost'}>
      <pixiGraphics draw={draw} />
    </pixiContainer>
  );
}

export function MarkerCounter({ m }: { m: MarkerView }) {
  const draw = useCallback((g: Graphics) => drawMarker(g, m.look), [m.look]);
  return (
    <pixiContainer x={m.pose.x} y={m.pose.y} rotation={m.pose.a}>
      <pixiGraphics draw={draw} />
    </pixiContainer>
  );
}

export function SpinTemplate({ view }: { view: SpinTemplateView }) {
  const draw = useCallback((g: Graphics) => drawSpinTemplate(g, view), [view]);
  return <pixiGraphics draw={draw} />;
}

/** One style per side colour, kept so @pixi/react does not rebuild it every render. */
const FILLED = new Map<string, object>();
const styleOf = (l: LabelItem) => {
  if (!l.fill) return TEXT[l.kind];
  const key = `${l.kind}:${l.fill}`;
  if (!FILLED.has(key)) FILLED.set(key, { ...TEXT[l.kind], fill: l.fill });
  return FILLED.get(key)!;
};

/** One label, reconciled only when its words, style or pixel position change. */
const Label = memo(function Label({ text, style, x, y }: { text: string; style: object; x: number; y: number }) {
  return <pixiText text={text} style={style} anchor={0.5} x={x} y={y} />;
});

export function Labels({ items }: { items: LabelItem[] }) {
  return (
    <>
      {items.map((l) => (
        <Label key={l.key} text={l.text} style={styleOf(l)} x={Math.round(l.x)} y={Math.round(l.y)} />
      ))}
    </>
  );
}

/** Screen-space plates behind the curves' limit numbers (p38), so they read on any asphalt. */
export function Plates({ items }: { items: LabelItem[] }) {
  // Keyed on the plates' rectangles: a frame that moves a car but no plate redraws nothing.
  const key = JSON.stringify(items.filter((l) => l.kind === 'limit').map((l) => plateRect(l)));
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const r of JSON.parse(key) as ReturnType<typeof plateRect>[]) {
        g.roundRect(r.x, r.y, r.w, r.h, 3).fill({ color: COLOURS.plate, alpha: 0.92 }).stroke({ color: COLOURS.plateEdge, width: 1 });
      }
    },
    [key],
  );
  return <pixiGraphics draw={draw} />;
}
