// The deciding vehicle's extent on screen (deciderSpot.ts), worked out by the board.
import type { GameState, Pose } from '../engine';
import { worldToScreen, type Camera } from './camera';
import type { Spot } from './deciderSpot';
import { decider } from './follow';
import { CAR_LENGTH, CAR_WIDTH, restingPose, RING_OUT, toWorld } from './viewModel';

/** Room (CSS px) for the name drawn above the car (labels.ts) and the badge below it. */
const LABEL_ROOM = 22;

/** The deciding vehicle's spot under `cam`, or null when no vehicle decides or it is not drawn. */
export function spotOf(game: GameState, poses: Pose[], cam: Camera, height: number): Spot | null {
  const id = decider(game);
  const pose = id ? restingPose(game, poses, id) : null;
  if (!pose) return null;
  const l = CAR_LENGTH / 2 + RING_OUT, w = CAR_WIDTH / 2 + RING_OUT;
  const ys = [[l, -w], [l, w], [-l, w], [-l, -w]].map(([x, y]) => worldToScreen(cam, toWorld(pose, { x, y })).y);
  return { top: Math.min(...ys) - LABEL_ROOM, bottom: Math.max(...ys) + LABEL_ROOM, height };
}
