// Small Pixi components: each memoises its draw callback on what it looks like, so moving a
// car (container props) or panning the camera never re-tessellates its shapes.
import { useCallback } from 'react';
import type { Graphics } from 'pixi.js';
import { carLookKey, drawCar, drawGhost, type CarLook } from './drawVehicles';
import { drawMarker } from './drawMarkers';
import { drawSection } from './drawTrack';
import { drawHazards } from './drawHazards';
import type { HazardShape } from './hazardShapes';
import type { SectionLook } from './roadAnimation';
import { drawSpinTemplate } from './drawOverlays';
import type { Pose } from '../engine/geometry';
import type { LabelItem } from './labels';
import { COLOURS, TEXT } from './palette';
import { plateRect } from './plates';
import type { SpinTemplateView } from './spinTemplate';
import type { SectionShapes } from './trackShapes';
import type { MarkerView, VehicleView } from './viewModel';

/** One section of road with the hazards on it; `look` fades and slides them as the road rolls (roadAnimation.ts). */
export function SectionLayer({ shapes, hazards, look }: { shapes: SectionShapes; hazards: HazardShape[]; look: SectionLook }) {
  const draw = useCallback((g: Graphics) => drawSection(g, shapes), [shapes]);
  return (
    <pixiContainer alpha={look.alpha} x={look.dx} y={look.dy} visible={look.alpha > 0}>
      <pixiGraphics draw={draw} />
      {hazards.length > 0 && <HazardLayer shapes={hazards} />}
    </pixiContainer>
  );
}

export function HazardLayer({ shapes }: { shapes: HazardShape[] }) {
  const draw = useCallback((g: Graphics) => drawHazards(g, shapes), [shapes]);
  return <pixiGraphics draw={draw} />;
}

export function Car({ v }: { v: VehicleView }) {
  // Every weapon at its mount and the turret's direction (drawVehicles.carLook): redrawn only when they change.
  const key = carLookKey(v);
  const draw = useCallback((g: Graphics) => drawCar(g, JSON.parse(key) as CarLook), [key]);
  return (
    <pixiContainer x={v.pose.x} y={v.pose.y} rotation={v.pose.a} label={`vehicle-${v.id}`}>
      <pixiGraphics draw={draw} />
    </pixiContainer>
  );
}

export function Ghost({ pose }: { pose: Pose }) {
  return (
    <pixiContainer x={pose.x} y={pose.y} rotation={pose.a}>
      <pixiGraphics draw={drawGhost} />
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

export function Labels({ items }: { items: LabelItem[] }) {
  return (
    <>
      {items.map((l) => (
        <pixiText key={l.key} text={l.text} style={TEXT[l.kind]} anchor={0.5} x={Math.round(l.x)} y={Math.round(l.y)} />
      ))}
    </>
  );
}

/** Screen-space plates behind the curves' limit numbers (p38), so they read on any asphalt. */
export function Plates({ items }: { items: LabelItem[] }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const l of items) {
        if (l.kind !== 'limit') continue;
        const r = plateRect(l);
        g.roundRect(r.x, r.y, r.w, r.h, 3).fill({ color: COLOURS.plate, alpha: 0.92 }).stroke({ color: COLOURS.plateEdge, width: 1 });
      }
    },
    [items],
  );
  return <pixiGraphics draw={draw} />;
}
