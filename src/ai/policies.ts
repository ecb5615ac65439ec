// The drivers the arena and the sim can seat: the baselines (random, first, greedy), the Monte
// Carlo yardstick (mc) and the computer at three levels. Every policy answers from the player's view (playerView) and the
// engine's public API only.
import { legalCommands, playerView } from '../engine';
import type { Command, GameState } from '../engine';
import { search, type SearchConfig } from './search';
import { greedyChoice } from './greedy';
import { mcChoice } from './montecarlo';
import { reasonFor } from './reason';

export { greedyChoice };

export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The levels whose decision searches long ('hard' plays games out: docs/computer.md; up to 0.8 s of
 * CPU), which a game server of one thread would spend holding up every table it serves; 'easy' and
 * 'normal' take milliseconds. The server thinks them in a thread of their own (server/thinker.ts,
 * docs/online.md) and never picks them unasked.
 */
export const SLOW_LEVELS: readonly Level[] = ['hard'];

/** `mc` is the plain Monte Carlo yardstick (montecarlo.ts): tuned by nobody, so the levels can be measured against it. */
export const POLICIES = ['random', 'first', 'greedy', 'mc', 'bot:easy', 'bot:normal', 'bot:hard'] as const;
export type PolicyId = (typeof POLICIES)[number];

export const isPolicy = (x: unknown): x is PolicyId => typeof x === 'string' && (POLICIES as readonly string[]).includes(x);

/** How hard each level thinks (measured with `npm run arena`, docs/sim.md). */
export const LEVEL_CONFIG: Record<Level, SearchConfig> = {
  easy: { samples: 2, replyTop: 0, noise: 6 },
  normal: { samples: 6, replyTop: 0, noise: 0 },
  hard: { samples: 12, replyTop: 0, noise: 0, rolloutTop: 4, rolloutPlies: 8 },
};

export interface Decision {
  command: Command;
  /** One line a player can read: why this move. */
  reason: string;
}

/**
 * The computer's decision for `player` at `level`, from the player's view of `s` (the full state
 * goes in only to be hidden here: the search sees playerView alone).
 */
export function decide(s: GameState, player: string, level: Level): Decision {
  const view = playerView(s, player);
  const scored = search(view, player, LEVEL_CONFIG[level]);
  const command = scored[0].command;
  return { command, reason: reasonFor(view, player, command) };
}

/** A chooser for one seat: `pick` is given the whole state, and hides from itself what it may not see. */
export type Chooser = (s: GameState, player: string) => Decision;

/**
 * The chooser for a policy. `random` draws from the shared `pick` (the sim's seeded picker), so an
 * arena game and its sim file make the same draws in the same order.
 */
export function chooserFor(policy: PolicyId, randomPick: (n: number) => number): Chooser {
  if (policy.startsWith('bot:')) {
    const level = policy.slice(4) as Level;
    return (s, player) => decide(s, player, level);
  }
  return (s, player) => {
    const view = playerView(s, player);
    const legal = legalCommands(view);
    const command = policy === 'first' ? legal[0] : policy === 'random' ? legal[randomPick(legal.length)] : policy === 'mc' ? mcChoice(view, player, legal) : greedyChoice(view, legal);
    return { command, reason: reasonFor(view, player, command) };
  };
}
