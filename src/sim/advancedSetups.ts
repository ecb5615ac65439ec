// The variants of Games Six to Eight (p88) that the fuzz test and the bench play: their set-ups,
// and how random play is steered through the set-up (the attacker's design, Game Eight's
// approach) so each variant is the game it names. Everything else is random.
import { pending } from '../engine';
import type { Command, GameSetup, GameState } from '../engine';

export interface Variant {
  name: string;
  setup: GameSetup;
  steer(s: GameState, legal: Command[]): Command[];
}

const p = (ids: string[]) => ids.map((id) => ({ id, name: id.toUpperCase() }));
const any = (_s: GameState, legal: Command[]): Command[] => legal;

const isOp = (c: Command): boolean => c.type === 'design' && c.vehicles.every((x) => x.design.kind === 'interceptor');

const attackerAs = (role: 'op' | 'gang') => (s: GameState, legal: Command[]): Command[] => {
  const step = pending(s).step;
  return step?.kind === 'designSide' && step.side === 'attacker' ? legal.filter((c) => isOp(c) === (role === 'op')) : legal;
};

const approach = (a: 'pursuit' | 'intercept') => (s: GameState, legal: Command[]): Command[] =>
  pending(s).kind === 'chooseApproach' ? legal.filter((c) => c.type === 'chooseApproach' && c.approach === a) : legal;

/** Both gangs of six bikes: the twelve vehicles the budget allows (p88, the bench's crowded row). */
const sixBikesEach = (s: GameState, legal: Command[]): Command[] =>
  pending(s).kind === 'design' ? legal.filter((c) => c.type === 'design' && c.vehicles.length === 6) : legal;

export const VARIANTS: Variant[] = [
  { name: 'Game Six, three players', setup: { scenario: 'gameSix', players: p(['a', 'b', 'c']), teams: [['a'], ['b', 'c']] }, steer: any },
  { name: 'Game Seven, an Op attacking a gang', setup: { scenario: 'gameSeven', players: p(['a', 'b']) }, steer: attackerAs('op') },
  { name: 'Game Seven, gang against gang, four players', setup: { scenario: 'gameSeven', players: p(['a', 'b', 'c', 'd']), teams: [['a', 'b'], ['c', 'd']] }, steer: attackerAs('gang') },
  { name: 'Game Eight, a pursuit', setup: { scenario: 'gameEight', players: p(['a', 'b', 'c']), teams: [['a', 'b'], ['c']] }, steer: approach('pursuit') },
  { name: 'Game Eight, an intercept', setup: { scenario: 'gameEight', players: p(['a', 'b']) }, steer: approach('intercept') },
];

/** Twelve bikes of eight players: gang against gang at the game's most vehicles. */
export const TWELVE: Variant = {
  name: 'Game Seven, twelve bikes of eight players',
  setup: { scenario: 'gameSeven', players: p(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']), teams: [['a', 'b', 'c', 'd'], ['e', 'f', 'g', 'h']] },
  steer: sixBikesEach,
};
