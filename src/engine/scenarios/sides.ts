// The sides of the game in play, as its scenario declares them (scenarios/types.ts): which is the
// lead side, what each is called, who plays it. Steps and words ask here instead of naming sides.
import { inPlay } from '../core/ctx';
import { leadVehicle } from '../road/continuous';
import { scenarioById } from './index';
import { CHASE_SIDES } from './chaseEnd';
import type { GameState, Player } from '../types';
import type { SideInfo } from './types';

/** The scenario's sides (custom games: Game One's lead and chase, p87). */
export const sidesOf = (s: GameState): readonly SideInfo[] => scenarioById(s.scenario)?.sides ?? CHASE_SIDES;

/** The lead side (p87, p88). */
export const leadSide = (s: GameState): string => (sidesOf(s).find((x) => x.lead) ?? sidesOf(s)[0]).id;

/** A side in words: 'the outlaw gang'; an unknown id as it is. */
export const sideLabel = (s: GameState, side: string): string => sidesOf(s).find((x) => x.id === side)?.label ?? side;

/** The players of a side: those the state lists for it (Games Six to Eight), else the drivers of its vehicles. */
export function sidePlayers(s: GameState, side: string): string[] {
  const listed = s.sides?.find((x) => x.id === side);
  if (listed) return listed.players;
  return s.players.filter((p) => s.vehicles.some((v) => v.owner === p.id && v.side === side)).map((p) => p.id);
}

const name = (s: GameState, id: string): string => s.players.find((p) => p.id === id)?.name || id;
export const playerName = (s: GameState, p: Player | string): string => (typeof p === 'string' ? name(s, p) : p.name || p.id);

/**
 * p75: "The dice for generating track should be rolled by the driver of the lead car": the driver
 * of the car furthest along in the direction of play; before any car is on the road, the first
 * player of the lead side; failing that the first player.
 */
export function leadDriver(s: GameState): string {
  const onRoad = s.vehicles.some(inPlay) ? leadVehicle(s, s.road?.directionOfPlay ?? 1) : undefined;
  return onRoad?.owner ?? sidePlayers(s, leadSide(s))[0] ?? s.players[0].id;
}
