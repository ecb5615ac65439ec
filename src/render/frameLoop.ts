// Render on demand: the board draws a frame only when something asked for one — a commit of the
// scene (store change, camera, hover), a resize (Pixi's resize plugin draws itself) — and runs
// Pixi's ticker only while something moves (a move animation, the rolling road). A board at rest
// draws nothing, so the GPU process idles instead of repainting an unchanged picture 60 times a second.

/** What the loop needs of a Pixi Application (created with autoStart: false). */
export interface TickedApp {
  render(): void;
  /** Starts the ticker: every frame runs the tick callbacks, then draws. */
  start(): void;
  stop(): void;
}

export interface FrameLoop {
  /** Draw one frame soon (coalesced: many requests before the next animation frame draw once). */
  request(): void;
  /** Keep drawing every frame until the returned release is called (releases are idempotent). */
  hold(): () => void;
  /** Stop for good (the board is unmounting). */
  dispose(): void;
}

export interface Scheduler {
  requestFrame(cb: () => void): number;
  cancelFrame(id: number): void;
}

const browserFrames: Scheduler = {
  requestFrame: (cb) => requestAnimationFrame(cb),
  cancelFrame: (id) => cancelAnimationFrame(id),
};

export function frameLoop(app: TickedApp, frames: Scheduler = browserFrames): FrameLoop {
  let holds = 0;
  let pending: number | null = null;
  let disposed = false;

  const draw = () => {
    pending = null;
    if (!disposed && holds === 0) app.render();
  };
  const request = () => {
    // While held the ticker draws every frame anyway.
    if (disposed || holds > 0 || pending !== null) return;
    pending = frames.requestFrame(draw);
  };
  const hold = () => {
    if (disposed) return () => {};
    if (holds++ === 0) {
      if (pending !== null) frames.cancelFrame(pending);
      pending = null;
      app.start();
    }
    let released = false;
    return () => {
      if (released || disposed) return;
      released = true;
      if (--holds === 0) {
        app.stop();
        // The last state (the car at rest) may have been committed after the last tick.
        request();
      }
    };
  };
  const dispose = () => {
    if (pending !== null) frames.cancelFrame(pending);
    pending = null;
    if (holds > 0) app.stop();
    disposed = true;
  };
  return { request, hold, dispose };
}

/** A loop that draws nothing, for a scene rendered before the application exists. */
export const NO_LOOP: FrameLoop = { request: () => {}, hold: () => () => {}, dispose: () => {} };
