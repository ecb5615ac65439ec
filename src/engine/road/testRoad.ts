// Test helpers for the road: a board on a given track with generation state, and forced dice.
import { testCtx, testState, type TestVehicle } from '../testkit';
import { newRoad } from './generate';
import type { Ctx } from '../core/ctx';
import type { GameState, RoadState, Section } from '../types';

export const S: Section = { kind: 'straight' };
export const bend = (turn: 'left' | 'right'): Section => ({ kind: 'bend', turn });
export const corner = (turn: 'left' | 'right'): Section => ({ kind: 'corner', turn });

/** A state on `sections` (three straights by default) with road state; vehicles as testState places them. */
export function roadState(opts: { sections?: Section[]; vehicles?: TestVehicle[]; road?: Partial<RoadState>; continuous?: boolean; hazards?: boolean; first?: number } = {}): GameState {
  const s = testState({ vehicles: opts.vehicles ?? [], sections: opts.sections ?? [S, S, S] });
  s.road = { ...newRoad(opts.continuous ?? false, opts.hazards ?? false), ...(opts.road ?? {}) };
  if (opts.first !== undefined) s.track.first = opts.first;
  return s;
}

/** A context over a road state with dice forced in order. */
export const roadCtx = (s: GameState, dice: number[] = []): Ctx => testCtx(s, dice);
