// The end-to-end tests' window onto the board (docs/architecture.md: tests expose the app on window): is a
// game drawn yet, and where on the canvas is a vehicle's centre according to the engine.
import type { Pt } from '../engine';
import { TEST_HOOKS } from '../testHooks';

export interface BoardHookState {
  /** A frame with a game has been drawn. */
  ready: boolean;
  /** A move animation is playing (positions from vehicleScreenPos are where cars will settle). */
  animating: boolean;
  /** The camera is gliding to follow the action (screen positions are still changing). */
  cameraMoving: boolean;
  /** Frames drawn so far: a board at rest draws none (frameLoop.ts). */
  frames: number;
  /** Textures one batched draw samples (batchLimits.ts); unknown before the renderer starts. */
  batchTextures?: number;
  /** Kinds of effect drawn since the last command (hit, miss, damage, sparks, crash, explosion). */
  effectsSeen?: string[];
  /** The sides' names drawn over their vehicles (sideTags.ts), where and in which colour. */
  sideTags?: { text: string; x: number; y: number; fill: string }[];
  /** The lesson's board pointer as drawn: what it rings and the ring's centre in CSS px (lessonPointer.ts). */
  pointer?: { name: string; centre: Pt; tip: Pt; up: boolean } | null;
}

export interface BoardTestHook extends Omit<BoardHookState, 'cameraMoving' | 'frames' | 'effectsSeen' | 'sideTags' | 'batchTextures' | 'pointer'> {
  readonly frames: number;
  readonly batchTextures: number | null;
  readonly pointer: { name: string; centre: Pt; tip: Pt; up: boolean } | null;
  readonly effectsSeen: string[];
  readonly sideTags: { text: string; x: number; y: number; fill: string }[];
  /** A vehicle's resting centre in CSS pixels from the canvas element's top-left; null if not drawn. */
  vehicleScreenPos: (id: string) => Pt | null;
  /** A point given in the vehicle's own frame (cm; +x its front, +y its right side), on screen as above. */
  vehicleScreenPoint: (id: string, x: number, y: number) => Pt | null;
  /** A point of the road (u cm from its left edge, global tick t) on screen as above; null with no game. */
  roadScreenPoint: (u: number, t: number) => Pt | null;
  /** Where the crash "Show the crash" offers lies on screen, as above; null when none is offered (ShowCrash.tsx). */
  crashScreenPos: () => Pt | null;
}

declare global {
  interface Window {
    __dfBoard?: BoardTestHook;
  }
}

export function installTestHook(state: BoardHookState, point: (id: string, local: Pt) => Pt | null, road: (u: number, t: number) => Pt | null = () => null, crash: () => Pt | null = () => null): () => void {
  // Development and test builds only (src/testHooks.ts).
  if (!TEST_HOOKS) return () => {};
  const hook: BoardTestHook = {
    get ready() {
      return state.ready;
    },
    /** Anything still moving on the board: a move animation or the camera's glide. */
    get animating() {
      return state.animating || state.cameraMoving;
    },
    get frames() {
      return state.frames;
    },
    get batchTextures() {
      return state.batchTextures ?? null;
    },
    get effectsSeen() {
      return state.effectsSeen ?? [];
    },
    get sideTags() {
      return state.sideTags ?? [];
    },
    get pointer() {
      return state.pointer ?? null;
    },
    vehicleScreenPos: (id) => point(id, { x: 0, y: 0 }),
    vehicleScreenPoint: (id, x, y) => point(id, { x, y }),
    roadScreenPoint: road,
    crashScreenPos: crash,
  };
  window.__dfBoard = hook;
  return () => {
    if (window.__dfBoard === hook) delete window.__dfBoard;
  };
}
