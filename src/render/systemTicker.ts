// Pixi's system ticker (Ticker.system, shared by every application on the page) runs each
// renderer's scheduled tasks (the collection of unused GPU resources) and the pointer-over checks
// for objects moving under a still pointer. Left alone it asks for every animation frame for as long
// as the page is open, though a board draws on demand (frameLoop.ts): a Game One page at rest spent
// about a tenth of a core on it in Chromium with software rendering (issue 31: 2.1 s of CPU in 20 s,
// no board frame drawn). Here it never runs on its own: each frame a board draws, on demand or on
// its own ticker while something moves, runs it once, so its tasks keep the boards' pace.
import { Ticker } from 'pixi.js';

/** What this needs of a Pixi Application: its renderer's post-render runner. */
export interface DrawnApp {
  renderer: { runners: { postrender: { add(item: { postrender(): void }): unknown } } };
}

/** Stops the system ticker's own frames; `app`'s drawn frames run it instead. Called from a board's onInit. */
export function systemTickerOnDraw(app: DrawnApp): void {
  const system = Ticker.system;
  system.autoStart = false;
  system.stop();
  app.renderer.runners.postrender.add({ postrender: () => system.update() });
}
