// The Monte Carlo yardstick (issue 30): a plain driver nobody tuned, to measure the levels against.
// Each legal answer is played to the end of the game in the same 16 worlds drawn from the player's
// view (world.ts: hidden markers guessed, the dice its own), both sides driven by the greedy
// baseline from there on; the answer that won the most of them is chosen (ties: the first offered).
// It knows nothing of the game but who won. Its worlds are plain samples: the search's worlds force
// world k's first die to 1 + k mod 6 (stratified for 6 or 12 worlds), which over 16 worlds rolls
// faces 1-4 three times and 5-6 twice, a first hazard roll (p38) luckier than the dice.
import { apply, legalCommands } from '../engine';
import type { Command, GameState } from '../engine';
import { greedyChoice } from './greedy';
import { aiRng, hashText } from './rng';
import { fillWorld } from './world';

export const MC = {
  /** Worlds each answer is played out in (the same worlds for every answer). */
  worlds: 16,
  /** Commands a play-out may take before it counts as no win (a stalled game wins nobody anything). */
  cap: 600,
};

/** The side `player` drives for in `s`: its side in the sides list, else its car's. */
function sideIn(s: GameState, player: string): string | undefined {
  return s.sides?.find((x) => x.players.includes(player))?.id ?? s.vehicles.find((v) => v.owner === player)?.side;
}

/** Plays `s` to its end (or the cap) with the greedy driver in every seat. */
export function playOut(s: GameState, cap = MC.cap): GameState {
  for (let i = 0; i < cap && s.flow.kind !== 'over'; i++) {
    const legal = legalCommands(s);
    if (legal.length === 0) break;
    const r = apply(s, legal.length === 1 ? legal[0] : greedyChoice(s, legal));
    if (!r.ok) break;
    s = r.value.state;
  }
  return s;
}

/** The yardstick's `n` worlds from `view`: each drawn alone (no die forced), seeded from the view itself. */
export function mcWorlds(view: GameState, player: string, n = MC.worlds): GameState[] {
  const rng = aiRng(hashText(JSON.stringify(view)));
  return Array.from({ length: n }, () => fillWorld(structuredClone(view), player, rng));
}

/** Did `player`'s side win the finished game `s`? */
function won(s: GameState, player: string): boolean {
  const w = s.flow.kind === 'over' ? s.winner?.side : undefined;
  return w !== undefined && w === sideIn(s, player);
}

/** Each legal answer with the number of the worlds in which playing it led to a win, in the order offered. */
export function mcWins(view: GameState, player: string, legal: Command[] = legalCommands(view), worlds = MC.worlds): { command: Command; wins: number }[] {
  if (legal.length <= 1) return legal.map((command) => ({ command, wins: 0 }));
  const sampled = mcWorlds(view, player, worlds);
  return legal.map((command) => {
    let wins = 0;
    for (const w of sampled) {
      const r = apply(w, command);
      if (r.ok && won(playOut(r.value.state), player)) wins++;
    }
    return { command, wins };
  });
}

/** The yardstick's answer for `player` from its view: the most wins, the first offered on a tie. */
export function mcChoice(view: GameState, player: string, legal: Command[] = legalCommands(view)): Command {
  let best = legal[0];
  let most = -1;
  for (const x of mcWins(view, player, legal)) {
    if (x.wins > most) {
      most = x.wins;
      best = x.command;
    }
  }
  return best;
}
