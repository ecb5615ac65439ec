// Hooks where the road itself takes part in the rules (p74-76): random road hazards met by a
// move, obstacles in a contact zone, and the rolling track after a move. Until the track
// generator lands these do nothing; the engine calls them at the right moments.
import type { Ctx } from '../ctx';
import type { HazardItem } from '../hazards';
import type { GameState, MoveKind, Zone } from '../types';

/** Is part of this zone blocked by an obstacle (a collision as with a wreck, p76)? */
export function obstacleIn(_s: GameState, _zone: Zone): string | null {
  return null;
}

/** A move's contact zone ran into an obstacle: the ram is resolved here (p76 -> p57 wreck rules). */
export function hitObstacle(_ctx: Ctx, _vid: string, _obstacle: string): void {}

/** Hazards (sand, debris, railroad) for the zones a move covered, to run with the move's own (p76). */
export function roadHazardItems(_ctx: Ctx, _vid: string, _zones: Zone[], _move: MoveKind): HazardItem[] {
  return [];
}

/** After any move: the rolling track (p75) — new sections in the lead driver's sight, old ones removed. */
export function afterMoveRoad(_ctx: Ctx, _vid: string): void {}
