// Track generation (p74): the dice that pick each new section, the stock of the box, the straight
// after every curve and the 180 degree rule; and the initial generation Game Five lays out.
import { d6, emit, writableTrack, type Ctx } from '../core/ctx';
import { trackEnd } from '../grid';
import { layFront, stock } from './layout';
import { placeOverflow, rollRoadHazards } from './hazards';
import { curveKindFor, isCurveRoll, OPENING_STRAIGHTS, SAME_WAY_LIMIT, SECTIONS_IN_PLAY, turnFor } from './tables';
import type { RoadState, SectionKind, Track, Turn } from '../types';

/** The section the dice asked for. */
export interface Generated {
  kind: SectionKind;
  /** Which way a curve turns for a driver going in the direction of play. */
  turn?: Turn;
  dice: number[];
  /** Why it is this section, in words for the log. */
  note: string;
}

/** Road state of a generated track, before anything is laid. */
export function newRoad(continuous: boolean, hazards: boolean): RoadState {
  return { continuous, directionOfPlay: 1, hazards, curves: [], overflow: [], ended: false };
}

/** Three straights end to end (p74, p75): every generated track starts with these. */
export function openingTrack(): Track {
  return { sections: Array.from({ length: OPENING_STRAIGHTS }, () => ({ kind: 'straight' as const })), finishTick: null };
}

/** p74, the 180 degree rule: after two curves the same way, the next goes the other way. */
export function forcedTurn(curves: Turn[]): Turn | null {
  const last = curves.slice(-SAME_WAY_LIMIT);
  if (last.length < SAME_WAY_LIMIT || last.some((t) => t !== last[0])) return null;
  return last[0] === 'left' ? 'right' : 'left';
}

/**
 * Rolls for the next section (p74). After a curve the straight is not rolled. A curve of a kind
 * that has run out becomes the other kind; a straight (rolled or owed) with none left in the box
 * returns null: generation ends. `returning` is a section about to go back into the box (p75).
 */
export function nextSection(ctx: Ctx, road: RoadState, afterCurve: boolean, returning: number | null = null): Generated | null {
  const left = stock(ctx.s.track, returning);
  const dice: number[] = [];
  if (!afterCurve) dice.push(d6(ctx));
  if (afterCurve || !isCurveRoll(dice[0])) {
    if (left.straight <= 0) return null;
    return { kind: 'straight', dice, note: afterCurve ? 'a straight always follows a curve, without a roll (p74)' : `${dice[0]}: a straight (1-4, p74)` };
  }
  const typeDie = d6(ctx);
  dice.push(typeDie);
  let kind = curveKindFor(typeDie);
  const notes = [`${dice[0]}: a curve (5-6)`, `${typeDie}: a ${kind} (${kind === 'corner' ? '5-6' : '1-4'})`];
  if (left[kind] <= 0) {
    const other = kind === 'corner' ? 'bend' : 'corner';
    // Both kinds gone cannot happen: six curves need six straights after them and the box has eight.
    if (left[other] <= 0) return null;
    notes.push(`no ${kind}s left in the box: a ${other} instead`);
    kind = other;
  }
  const forced = forcedTurn(road.curves);
  let turn: Turn;
  if (forced) {
    turn = forced;
    notes.push(`two curves the same way: this one goes ${forced} (the 180 degree rule)`);
  } else {
    const dirDie = d6(ctx);
    dice.push(dirDie);
    turn = turnFor(dirDie);
    notes.push(`${dirDie}: ${turn} (odd left, even right)`);
  }
  road.curves = [...road.curves, turn].slice(-SAME_WAY_LIMIT);
  return { kind, turn, dice, note: `${notes.join('; ')} (p74)` };
}

/** Lays a generated section at the front and brings it into play: overflowing hazards first, then its own roll (p76). */
export function bringIntoPlay(ctx: Ctx, road: RoadState, g: Generated, rule: 'p74' | 'p75'): number {
  const index = layFront(ctx, g.kind, g.turn, road.directionOfPlay, g.dice, g.note, rule);
  if (road.hazards) {
    placeOverflow(ctx, road, index);
    rollRoadHazards(ctx, road, index);
  }
  return index;
}

/**
 * Initial track generation (p74) onto the three opening straights: a section at a time until
 * `count` (SECTIONS_IN_PLAY) are down, or a straight is needed and the box has none (the finish is
 * then wherever the track stopped). The finish line is at the far end (p88: "moving off the seventh").
 */
export function generateInitialTrack(ctx: Ctx, count = SECTIONS_IN_PLAY): void {
  const s = ctx.s;
  const road = s.road;
  if (!road) throw new Error('engine bug: initial generation without road state');
  while (s.track.sections.length < count) {
    const front = s.track.sections[s.track.sections.length - 1];
    const g = nextSection(ctx, road, front !== undefined && front.kind !== 'straight');
    if (!g) {
      road.ended = true;
      emit(ctx, { type: 'note', text: 'A straight is needed and none is left in the box: the track ends here (p74)', rule: 'p74', dice: [] });
      break;
    }
    bringIntoPlay(ctx, road, g, 'p74');
  }
  const lost = road.overflow.reduce((n, o) => n + o.count, 0);
  if (lost > 0) emit(ctx, { type: 'note', text: `${lost} road hazard marker${lost === 1 ? '' : 's'} would go past the end of the track and ${lost === 1 ? 'is' : 'are'} left off (p76)`, rule: 'p76', dice: [] });
  road.overflow = [];
  writableTrack(ctx).finishTick = trackEnd(s.track);
}
