// The PixiJS board. Reads the store, draws what the engine says, reports clicks as (lane, tick).
// Mounted by the UI with no props; fills its parent element.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
// Before any renderer exists: Pixi's shader and uniform code without eval / new Function, so the
// page runs under a Content-Security-Policy without 'unsafe-eval' (vite.config.ts, issue 11).
import 'pixi.js/unsafe-eval';
import { Application, extend } from '@pixi/react';
import { Container, Graphics, Text, type Application as PixiApp } from 'pixi.js';
import { geometry } from '../engine';
import type { Pt } from '../engine';
import { lessonBoardTarget, useStore } from '../store';
import { COMPACT, focusHeading, focusPoints, followRotation } from './follow';
import { controlsInset, fitCamera, fitInside, isCompact, isPortrait, screenToWorld, worldToScreen, zoomLimits, type Camera, type Size } from './camera';
import { hitTest, type GridPoint } from './hitTest';
import { feed, listenToStore, reducedMotion, systemReducedMotion } from './animationFeed';
import type { Timeline } from './animation';
import { listenForSound } from './soundPlayer';
import { BACKGROUND } from './palette';
import { Scene } from './Scene';
import { BoardControls } from './BoardControls';
import { SkipAnimation } from './SkipAnimation';
import { ShowCrash } from './ShowCrash';
import type { CrashWreck } from './crashReplay';
import { installTestHook, type BoardHookState } from './testHook';
import { frameLoop, NO_LOOP, type FrameLoop } from './frameLoop';
import { systemTickerOnDraw } from './systemTicker';
import { drawnSections } from './roadAnimation';
import { trackShapes } from './trackShapes';
import { useBoardInput } from './useBoardInput';
import { useFollowCamera } from './useFollowCamera';
import { cameraSettling } from './settling';
import { pointerFocus } from './lessonPointer';
import { useStable } from './useStable';
import { installBatchLimits } from './batchLimits';
import { softwareGl } from './softwareGl';
import { boardSummary, restingPose, toWorld } from './viewModel';
import { publishSpot } from './deciderSpot';
import { spotOf } from './spotOf';

extend({ Container, Graphics, Text });
installBatchLimits();
listenToStore();
listenForSound();

/** Space (CSS px) kept clear round the fitted track. */
const MARGIN = 18;

function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setSize((s) => (s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    update();
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}

function styleCanvas(app: PixiApp) {
  // The canvas sits under the wrapper's top-left corner so CSS pixels map 1:1 to the camera.
  Object.assign(app.canvas.style, { display: 'block', position: 'absolute', left: '0', top: '0' });
}

export function Board() {
  const wrapRef = useRef<HTMLDivElement>(null);
  const game = useStore((s) => s.game);
  const preview = useStore((s) => s.preview);
  const viewer = useStore((s) => s.viewer);
  const size = useElementSize(wrapRef);
  // @pixi/react 8.0 renders the children it was first given once its async init ends, over any
  // given meanwhile: so the scene is only handed over after init (else it can vanish for good).
  const [inited, setInited] = useState(false);
  // Multisampling only where a GPU does it (softwareGl.ts).
  const [antialias] = useState(() => !softwareGl());
  const appRef = useRef<PixiApp | null>(null);
  // The application starts with its ticker stopped (autoStart false): frames are drawn on demand.
  const [loop, setLoop] = useState<FrameLoop>(NO_LOOP);
  const hookState = useRef<BoardHookState>({ ready: false, animating: false, cameraMoving: false, frames: 0 });
  const onInit = useCallback((app: PixiApp) => {
    styleCanvas(app);
    appRef.current = app;
    // Every frame drawn, however it was asked for (on demand, the ticker, a resize), is counted.
    app.renderer.runners.postrender.add({ postrender: () => void hookState.current.frames++ });
    systemTickerOnDraw(app);
    hookState.current.batchTextures = app.renderer.limits.maxBatchableTextures;
    // Guarded: a frame or a release can come after @pixi/react destroyed the application.
    setLoop(frameLoop({ render: () => app.renderer && app.render(), start: () => app.ticker?.start(), stop: () => app.ticker?.stop() }));
    setInited(true);
  }, []);
  useEffect(() => () => loop.dispose(), [loop]);
  // Pixi's resizeTo only listens to the window; the wrapper can also change size on its own
  // (panels opening, a phone turning), which the ResizeObserver above reports.
  useEffect(() => {
    if (inited) appRef.current?.resize();
  }, [inited, size]);
  const track = useStable(game?.track ?? null);

  const poses = useMemo(() => (track ? geometry.sectionPoses(track) : []), [track]);
  // The sections drawn: all in play, none while a Game Two layout is still to be rolled.
  const drawnNow = useMemo(() => (game ? drawnSections(game, poses) : []), [game, poses]);
  const drawn = useStable(drawnNow, (d) => d.map((x) => x.key).join(' '));
  const shapes = useMemo(() => (track ? trackShapes(track, poses, drawn.map((d) => d.index)) : null), [track, poses, drawn]);
  const lessonTarget = useStore((s) => lessonBoardTarget(s.tutorial));
  const fit = useMemo<Camera>(() => {
    if (!track || !shapes) return { scale: 1, rotation: 0, x: 0, y: 0 };
    // Frame the action, not the whole road (the whole track makes a car a few pixels long), turned
    // so that stretch of road runs along the screen however it bends.
    const framing = isCompact(size) ? COMPACT : undefined;
    // A lesson's board target stays in view (lessonPointer.ts).
    const pts = game ? [...focusPoints(game, poses, framing), ...pointerFocus(lessonTarget, game, poses)] : shapes.extent;
    const rotation = game ? followRotation(focusHeading(game, poses, framing), isPortrait(size)) : 0;
    // Clear of the board's own buttons (BoardControls), which would otherwise cover a road corner.
    return fitInside(pts, size, rotation, MARGIN, controlsInset(size));
  }, [track, poses, shapes, size, game, lessonTarget]);

  // The player's pan and zoom ride on the fitted view, which glides after the action; a new game resets them.
  const setup = useStore((s) => s.setup);
  const seed = useStore((s) => s.seed);
  // The system's reduced-motion setting stills the camera's glide as well as the cars.
  const animations = useStore((s) => s.animations && !s.reduceMotion) && !systemReducedMotion();
  const resetKey = useMemo(() => ({ setup, seed }), [setup, seed]);
  const ready = !!(inited && game && shapes && size.width > 0 && size.height > 0);
  const { cam, setCam, gliding } = useFollowCamera(fit, size, ready, animations, resetKey);

  const [hover, setHover] = useState<GridPoint | null>(null);
  const pick = useCallback((p: Pt | null): GridPoint | null => (p && track ? hitTest(track, poses, screenToWorld(cam, p)) : null), [track, poses, cam]);
  const onHover = useCallback(
    (p: Pt | null) => {
      const h = pick(p);
      setHover((old) => (old?.lane === h?.lane && old?.t === h?.t ? old : h));
    },
    [pick],
  );
  const onClick = useCallback(
    (p: Pt) => {
      const h = pick(p);
      // No click lands while the view still glides after the last command (settling.ts).
      if (!h || cameraSettling()) return;
      // Only placement uses clicks today; the store decides what a click means.
      const click = (useStore.getState() as { boardClick?: (at: { lane: number; t: number }) => unknown }).boardClick;
      click?.({ lane: h.lane, t: h.t });
    },
    [pick],
  );
  // Zooming out may show the whole track (the fitted view frames only the action).
  const wholeCam = useMemo(() => (shapes && shapes.extent.length ? fitCamera(shapes.extent, size, fit.rotation, MARGIN) : fit), [shapes, size, fit]);
  const whole = wholeCam.scale;
  const limits = useMemo(() => ({ min: Math.min(whole * 0.8, zoomLimits(fit).min), max: zoomLimits(fit).max }), [whole, fit]);
  useBoardInput(wrapRef, { cam, limits, setCam, onClick, onHover });

  // The last crash of this state (its place, world cm), offered to be shown when the view leaves it out.
  // Kept with the number of commands played: the next command (or an undo) takes the offer away.
  const played = useStore((s) => s.commands.length);
  const [crash, setCrash] = useState<{ played: number; at: Pt; replay: Timeline | null; wrecks: CrashWreck[] } | null>(null);
  const onCrash = useCallback(
    (at: Pt, replay: Timeline | null, wrecks: CrashWreck[]) =>
      setCrash((old) => {
        const now = useStore.getState().commands.length;
        // The crash played again names only its own car: the command's other wrecks stay.
        const kept = old && old.played === now ? old.wrecks.filter((w) => !wrecks.some((x) => x.vehicle === w.vehicle)) : [];
        return { played: now, at, replay, wrecks: [...kept, ...wrecks] };
      }),
    [],
  );
  const offered = crash && crash.played === played ? crash.at : null;
  const wrecks = useMemo(() => (crash && crash.played === played ? crash.wrecks : []), [crash, played]);
  // Shown, the crash plays again there (crashReplay.ts), unless the player asked for stillness.
  const replay = crash?.replay;
  const onShow = useCallback(() => {
    if (replay && useStore.getState().animations && !reducedMotion()) feed.push(replay);
  }, [replay]);
  // Test hook: read through a ref so the installed object always sees the latest camera.
  const live = useRef({ cam, game, poses, offered });
  useEffect(() => {
    live.current = { cam, game, poses, offered };
  });
  useEffect(
    () =>
      installTestHook(hookState.current, (id, local) => {
        const { cam: c, game: g, poses: p } = live.current;
        const pose = g ? restingPose(g, p, id) : null;
        return pose ? worldToScreen(c, toWorld(pose, local)) : null;
      }, (u, t) => {
        const { cam: c, game: g, poses: p } = live.current;
        return g ? worldToScreen(c, geometry.pointAt(g.track, p, u, t)) : null;
      }, () => (live.current.offered ? worldToScreen(live.current.cam, live.current.offered) : null)),
    [],
  );

  useEffect(() => {
    hookState.current.cameraMoving = gliding;
  }, [gliding]);

  // Where the deciding car rests, for the hint laid over the board to keep clear of it.
  useEffect(() => publishSpot(ready && game ? spotOf(game, poses, cam, size.height) : null), [ready, game, poses, cam, size.height]);
  useEffect(() => () => publishSpot(null), []);

  return (
    <>
    <div
      ref={wrapRef}
      role="img"
      aria-label={boardSummary(game)}
      tabIndex={0}
      data-testid="board"
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 160, overflow: 'hidden', touchAction: 'none', background: BACKGROUND, cursor: hover ? 'pointer' : 'grab' }}
    >
      <Application resizeTo={wrapRef} autoStart={false} sharedTicker={false} background={BACKGROUND} antialias={antialias} preference="webgl" autoDensity resolution={Math.min(2, window.devicePixelRatio || 1)} onInit={onInit}>
        {ready && game && shapes && <Scene game={game} poses={poses} shapes={shapes} drawn={drawn} cam={cam} preview={preview} viewer={viewer} hover={hover} hook={hookState.current} loop={loop} view={size} onCrash={onCrash} wrecks={wrecks} />}
      </Application>
    </div>
    {ready && <BoardControls size={size} limits={limits} whole={wholeCam} setCam={setCam} />}
    {ready && <SkipAnimation />}
    {ready && offered && <ShowCrash key={`${offered.x},${offered.y}`} at={offered} cam={cam} size={size} setCam={setCam} onShow={onShow} />}
    </>
  );
}
