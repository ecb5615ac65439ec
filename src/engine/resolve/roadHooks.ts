// Hooks where the road itself takes part in the rules (p74-76), called by movement.ts and
// execute.ts at the right moments: obstacles in a contact zone, road hazards met by a move, and
// after every move the train's roll and the rolling track.
import type { Ctx } from '../core/ctx';
import type { HazardItem } from './hazards';
import type { GameState, MoveKind, Zone } from '../types';
import { rollingTrack } from '../road/continuous';
import { hitObstacle as strike, obstacleIn as obstacleAt, roadHazardItems as itemsFor, trainCheck } from './roadEffects';

/** Is part of this zone blocked by an obstacle (a collision as with a wreck, p76)? Its id, or null. */
export function obstacleIn(s: GameState, zone: Zone): string | null {
  return s.roadHazards.length ? obstacleAt(s, zone) : null;
}

/** A move's contact zone ran into an obstacle: the ram is resolved here (p76 -> p57 wreck rules). */
export function hitObstacle(ctx: Ctx, vid: string, obstacle: string): void {
  strike(ctx, vid, obstacle);
}

/** Hazards (sand, debris, railroad) for the zones a move covered, to run with the move's own (p76). */
export function roadHazardItems(ctx: Ctx, vid: string, zones: Zone[], _move: MoveKind): HazardItem[] {
  return ctx.s.roadHazards.length ? itemsFor(ctx, vid, zones) : [];
}

/** After any move: the train for a driver who moved onto a railroad (p76), then the rolling track (p75). */
export function afterMoveRoad(ctx: Ctx, vid: string): void {
  trainCheck(ctx, vid);
  rollingTrack(ctx);
}
