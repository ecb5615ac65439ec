// Everything drawn inside the Pixi Application: the world (track, counters, overlays, cars) under
// the camera transform, then upright screen-space labels. It asks the engine through the pure
// view-model modules and draws the answers; it decides no rule.
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import type { Graphics } from 'pixi.js';
import type { Action, GameState, Pt } from '../engine';
import type { Pose } from '../engine';
import { lessonBoardTarget, useStore } from '../store';
import { worldToScreen, type Camera } from './camera';
import { drawRuler, drawZones } from './drawOverlays';
import { keyframePose, type Timeline } from './animation';
import { crashReplay, crashWrecks, type CrashWreck } from './crashReplay';
import { drawEffects, drawGroundEffects, liveEffects } from './drawEffects';
import { drawShadows } from './carDetail';
import { hoverPlace, type GridPoint } from './hitTest';
import { boardLabels, carRects, labelRect, roadLabels } from './labels';
import { floaterAt, floaterStart } from './floaters';
import { plateRect } from './plates';
import { placeSideTags, sideTags } from './sideTags';
import { cacheResolution, Car, Ghost, Labels, MarkerLayer, Plates, SectionLayer, SpinTemplate } from './layers';
import type { DrawnSection } from './roadAnimation';
import { overlays } from './overlays';
import { drawPointer, pointerOnScreen, pointerView } from './lessonPointer';
import { arrowBox, pointerBox, setPointerSpot, spinBox, withNames } from './pointerSpot';
import { stripPoly } from './shapes';
import { spinLabelsInView } from './spinLabels';
import { lastSpins, spinTemplateView } from './spinTemplate';
import type { TrackShapes } from './trackShapes';
import { useAnimation } from './useAnimation';
import { COLOURS, TEXT } from './palette';
import { feed } from './animationFeed';
import { useRoad } from './useRoad';
import { arrowPoints, offscreenMarks } from './offscreen';
import { markerViews, restingPose, vehicleViews } from './viewModel';
import type { BoardHookState } from './testHook';
import type { FrameLoop } from './frameLoop';

const NO_WRECKS: readonly CrashWreck[] = [];

export interface SceneProps {
  game: GameState;
  poses: Pose[];
  shapes: TrackShapes;
  /** The sections drawn (shapes.sections, in the same order). */
  drawn: DrawnSection[];
  cam: Camera;
  preview: { vehicle: string; action: Action } | null;
  viewer: string | null;
  hover: GridPoint | null;
  hook: BoardHookState;
  /** Draws a frame after each commit; held while something animates. */
  loop: FrameLoop;
  /** The canvas size (CSS px): names stay inside it. */
  view?: { width: number; height: number };
  /** Told where a crash playing now ends (world cm) and the crash alone to play again there, for the board's "Show the crash" (ShowCrash.tsx). */
  onCrash?: (at: Pt, replay: Timeline | null, wrecks: CrashWreck[]) => void;
  /** The cars the last command crashed, drawn where they came to rest until the next (crashReplay.ts crashWrecks). */
  wrecks?: readonly CrashWreck[];
}

export function Scene({ game, poses, shapes, drawn, cam, preview, viewer, hover, hook, loop, view, onCrash, wrecks = NO_WRECKS }: SceneProps) {
  const { value: timeline, elapsed } = useAnimation(feed, loop);
  const road = useRoad(game, drawn, shapes, loop);
  // Every change to the picture comes through a commit of this scene (its props, its animation
  // clocks): each asks for one frame, and a scene that does not change draws nothing.
  useLayoutEffect(() => loop.request());
  const lastEvents = useStore((s) => s.lastEvents);
  const track = game.track;

  const ov = useMemo(() => overlays(game, poses, preview), [game, poses, preview]);
  const pendingVehicle = ov.pending?.vehicle ?? null;
  const palette = useStore((s) => s.palette);
  const vehicles = useMemo(() => vehicleViews(game, poses, pendingVehicle, timeline, elapsed, palette, wrecks), [game, poses, pendingVehicle, timeline, elapsed, palette, wrecks]);
  const markers = useMemo(() => markerViews(game, poses, viewer), [game, poses, viewer]);
  const placing = ov.pending?.kind === 'place';
  const legal = useMemo(
    () => ov.legalPlaces.map((c) => stripPoly(track, poses, { laneFrom: c.lane, laneTo: c.lane + 1, t0: c.t0, t1: c.t1 })),
    [ov.legalPlaces, track, poses],
  );
  const hoverShape = useMemo(() => {
    const h = placing && hover ? hoverPlace(track, ov.legalPlaces, hover) : null;
    return h ? { poly: stripPoly(track, poses, { laneFrom: h.cell.lane, laneTo: h.cell.lane + 1, t0: h.cell.t0, t1: h.cell.t1 }), legal: h.legal } : null;
  }, [placing, hover, track, ov.legalPlaces, poses]);

  const zonesDraw = useCallback((g: Graphics) => drawZones(g, ov, legal, hoverShape), [ov, legal, hoverShape]);
  const rulerDraw = useCallback((g: Graphics) => drawRuler(g, ov.ruler), [ov.ruler]);
  const resolution = cacheResolution(cam.scale, Math.min(2, window.devicePixelRatio || 1));
  const effects = useMemo(() => liveEffects(timeline, elapsed, track, poses), [timeline, elapsed, track, poses]);
  const effectsDraw = useCallback((g: Graphics) => drawEffects(g, effects, cam.scale), [effects, cam.scale]);
  const groundDraw = useCallback((g: Graphics) => drawGroundEffects(g, effects), [effects]);
  const shadowDraw = useCallback((g: Graphics) => drawShadows(g, vehicles.filter((v) => v.kind !== 'bike'), cam.rotation), [vehicles, cam.rotation]);
  const printed = roadLabels(cam, road.sectionLabels, road.limitLabels, road.hazardLabels, carRects(cam, vehicles));
  const hintLevel = useStore((s) => s.hintLevel);
  // The lesson's pointer (issue 10): the store says what the step is about, the views where it is.
  const target = useStore((s) => lessonBoardTarget(s.tutorial));
  const pointer = useMemo(() => pointerView(target, game, poses, vehicles, markers), [target, game, poses, vehicles, markers]);
  const pointerScreen = pointer ? pointerOnScreen(cam, pointer, view?.height) : null;
  const pointerKey = pointerScreen ? JSON.stringify(pointerScreen) : '';
  // The spin template appears once the car has come to rest on it.
  const spins = useMemo(
    () => {
      const arrow = pointerKey ? JSON.parse(pointerKey) as { tip: Pt; up: boolean } : null;
      return timeline
        ? []
        : lastSpins(lastEvents).flatMap((e) => {
            const pose = restingPose(game, poses, e.vehicle);
            // Its totals slid inside the board where the edge would cut them, off its dots and the lesson's arrow; the camera stays (spinLabels.ts).
            return pose ? [{ vehicle: e.vehicle, view: spinLabelsInView(spinTemplateView(pose, e), cam, view, arrow ? [arrowBox(arrow.tip, arrow.up)] : []) }] : [];
          });
    },
    [timeline, lastEvents, game, poses, cam, view, pointerKey],
  );
  const pointerDraw = useCallback((g: Graphics) => drawPointer(g, pointerKey ? (JSON.parse(pointerKey) as Parameters<typeof drawPointer>[1]) : null, COLOURS.lessonPointer), [pointerKey]);
  useEffect(() => {
    hook.pointer = pointer && pointerScreen ? { name: pointer.name, centre: pointerScreen.centre, tip: pointerScreen.tip, up: pointerScreen.up } : null;
    // The lesson card and the sound offer stand clear of it, of the cars and of the spin templates with their totals (pointerSpot.ts).
    const templates = spins.map((sp) => spinBox(worldToScreen(cam, sp.view.centre), sp.view.radius * cam.scale, named.filter((l) => l.key.startsWith(`spin-${sp.vehicle}-`)).map(labelRect)));
    setPointerSpot({ pointer: pointerScreen ? pointerBox(pointerScreen.ring, pointerScreen.tip, pointerScreen.up) : null, cars: [...withNames(carRects(cam, vehicles)), ...templates] });
  });
  useEffect(() => () => setPointerSpot(null), []);
  const named = boardLabels({ cam, vehicles, markers, ruler: ov.ruler, spins, view, printed, limits: hintLevel === 'off' ? [] : ov.limits, ownSide: ov.ownSide });
  const tags = useMemo(() => sideTags(game, palette), [game, palette]);
  const sideNames = placeSideTags(cam, tags, vehicles, named, printed, view);
  const labels = [...named, ...sideNames];
  // A crash the view does not show is pointed to from its edge; the camera is not moved for it (offscreen.ts).
  const edge = view ? offscreenMarks(effects, cam, view) : [];
  const edgeKey = JSON.stringify(edge);
  // From the whole animation, not the frames drawn: a busy machine may draw none inside a crash's burst.
  const crashAt = useMemo(() => {
    const last = timeline?.effects.filter((e) => e.kind === 'crash').pop();
    return last && timeline ? { at: keyframePose(track, poses, last.to), replay: crashReplay(timeline), wrecks: crashWrecks(timeline) } : undefined;
  }, [timeline, track, poses]);
  useEffect(() => {
    if (crashAt && onCrash) onCrash({ x: crashAt.at.x, y: crashAt.at.y }, crashAt.replay, crashAt.wrecks);
  }, [crashAt, onCrash]);
  const edgeDraw = useCallback((g: Graphics) => {
    g.clear();
    for (const m of JSON.parse(edgeKey) as typeof edge) {
      g.poly(arrowPoints(m)).fill(COLOURS.crashMark).stroke({ width: 2, color: 0x111111 });
      g.roundRect(m.x0 - m.tag.width / 2, m.y0 - m.tag.height / 2, m.tag.width, m.tag.height, 6).fill({ color: 0x111111, alpha: 0.85 }).stroke({ width: 1.5, color: COLOURS.crashMark });
    }
  }, [edgeKey]);

  useEffect(() => {
    hook.animating = timeline !== null || road.animating;
  }, [hook, timeline, road.animating]);
  useEffect(() => {
    hook.sideTags = sideNames.map((l) => ({ text: l.text, x: l.x, y: l.y, fill: l.fill ?? '' }));
  });
  useEffect(() => {
    hook.effectsSeen = [];
  }, [hook, lastEvents]);
  useEffect(() => {
    for (const x of effects) if (!hook.effectsSeen?.includes(x.e.kind)) hook.effectsSeen = [...(hook.effectsSeen ?? []), x.e.kind];
  }, [hook, effects]);
  useEffect(() => {
    // Ready once a frame with this game has been drawn: two animation frames after commit.
    let id = requestAnimationFrame(() => {
      id = requestAnimationFrame(() => {
        hook.ready = true;
      });
    });
    return () => cancelAnimationFrame(id);
  }, [hook, game]);

  return (
    <>
      <pixiContainer x={cam.x} y={cam.y} rotation={cam.rotation} scale={cam.scale}>
        {road.pieces.map((p) => (
          <SectionLayer key={p.key} shapes={p.shapes} hazards={p.hazards} look={p.look} resolution={resolution} />
        ))}
        <pixiGraphics draw={zonesDraw} />
      </pixiContainer>
      {/* What is printed on the road (section numbers, limit plates) stays upright, under the cars. */}
      <Plates items={printed} />
      <Labels items={printed} />
      <pixiContainer x={cam.x} y={cam.y} rotation={cam.rotation} scale={cam.scale}>
        <pixiGraphics draw={groundDraw} />
        <MarkerLayer markers={markers} resolution={resolution} />
        {ov.ghost && <Ghost pose={ov.ghost} bike={ov.ghostBike} />}
        {spins.map((s) => (
          <SpinTemplate key={s.vehicle} view={s.view} />
        ))}
        <pixiGraphics draw={shadowDraw} />
        {vehicles.map((v) => (
          <Car key={v.id} v={v} resolution={resolution} />
        ))}
        <pixiGraphics draw={rulerDraw} />
        <pixiGraphics draw={effectsDraw} />
      </pixiContainer>
      <Labels items={labels} />
      <pixiGraphics draw={pointerDraw} />
      <pixiGraphics draw={edgeDraw} />
      {edge.map((m, k) => (
        <pixiText key={`edge-${k}`} text={m.text} style={TEXT.crashMark} anchor={0.5} x={Math.round(m.x0)} y={Math.round(m.y0)} />
      ))}
      {effects.filter((x) => x.e.kind === 'damage').map((x, k) => {
        // The damage number rises from the target, clear of every label and car (floaters.ts), and fades late.
        const text = x.e.text ?? '';
        const car = carRects(cam, [{ pose: x.at }])[0];
        const p = floaterAt(floaterStart(text, car, [...labels.map(labelRect), ...printed.map((l) => (l.kind === 'limit' ? plateRect(l) : labelRect(l))), ...carRects(cam, vehicles)], view), x.f);
        return <pixiText key={`dmg-${k}`} text={text} style={TEXT.damage} anchor={0.5} x={Math.round(p.x)} y={Math.round(p.y)} alpha={1 - x.f ** 4} />;
      })}
    </>
  );
}
