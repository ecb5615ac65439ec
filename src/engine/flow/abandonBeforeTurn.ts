// Dark Future's ruleset version 2 asks the rider of a halted bike with a disabled engine, before
// each turn's first phase, whether he abandons it (p69: "The player simply declares that the rider
// is leaving his bike before the start of the first phase"). Version 1 had him declare `abandon` in
// the bike's phase 1 slot instead, so a version-1 command list stops at the first such turn. This
// step replays the old list and writes each question's answer in: `abandon` when the bike's
// first declaration that turn was the old abandon (that declaration is dropped), `keep` otherwise.
// Version 1 also asked riders who had left play (a wreck's, an abandoned bike's) to declare: those
// commands are dropped too.
// Nothing happens before the stationary vehicles declare in phase 1 that could tell the two
// apart, except a moving vehicle meeting or shooting the bike first: there the old game is
// replayed as the rules now have it (a wreck from the start of the turn).
import type { Command, GameState } from '../types';
import { newGame } from './setup';
import { apply, pending } from './turn';

/** The Dark Future ruleset version from which the abandon question is asked before the turn. */
export const ABANDON_BEFORE_TURN = 2;

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const isOldAbandon = (x: unknown, vehicle: string): boolean => isObj(x) && x.type === 'declare' && x.vehicle === vehicle && isObj(x.action) && x.action.kind === 'abandon';
const isDeclareBy = (x: unknown, vehicle: string): boolean => isObj(x) && x.type === 'declare' && x.vehicle === vehicle;

/**
 * In a real-dice game the command that ended a turn carried the dice of the next turn's start
 * (the phase 1 move order); now the answer to the question rolls them. The command is applied
 * with as many of its dice as bring it to the question, and the rest go to the answer.
 */
function applyUpToQuestion(s: GameState, c: Json): { state: GameState; command: Json; left: number[] } | null {
  const whole = apply(s, c as Command);
  if (whole.ok) return { state: whole.value.state, command: c, left: [] };
  const dice = Array.isArray(c.dice) ? (c.dice as number[]) : [];
  if (whole.error.code !== 'EXTRA_DICE' || dice.length === 0) return null;
  for (let k = dice.length - 1; k >= 0; k--) {
    const { dice: _all, ...bare } = c;
    const part: Json = k > 0 ? { ...bare, dice: dice.slice(0, k) } : bare;
    const r = apply(s, part as Command);
    if (r.ok && pending(r.value.state).kind === 'abandonBike') return { state: r.value.state, command: part, left: dice.slice(k) };
  }
  return null;
}

/** Version 1's abandon declaration is no command of any later version: a tail that cannot be brought up to date is kept without it. */
const withoutOldAbandons = (xs: unknown[]): unknown[] => xs.filter((x) => !(isObj(x) && x.type === 'declare' && isObj(x.action) && x.action.kind === 'abandon'));

/**
 * The version-1 command list of a Dark Future game as version 2 plays it. Whatever cannot be
 * replayed is left as it was, from that command on, less the old abandon declarations: loading the
 * game then goes on from before the command the rules refuse (src/shell/saves/rulesChanged.ts); the ruleset's `upgrade` (rulesets.ts) calls it.
 */
export function abandonBeforeTurn(setup: unknown, seed: number, commands: readonly unknown[]): unknown[] {
  // No bike, no question: most games are given back at once, without a replay.
  if (!JSON.stringify([setup, commands]).includes('"bike"')) return [...commands];
  try {
    const g = newGame(setup, seed);
    if (!g.ok) return [...commands];
    let s = g.value;
    const out: unknown[] = [];
    const rest = [...commands];
    let carried: number[] = [];
    while (rest.length > 0) {
      const p = pending(s);
      let next: Json;
      if (p.kind === 'abandonBike' && p.vehicle && !(isObj(rest[0]) && rest[0].type === 'abandonBike')) {
        const vid = p.vehicle;
        const j = rest.findIndex((x) => isDeclareBy(x, vid));
        const abandon = j >= 0 && isOldAbandon(rest[j], vid);
        if (abandon) rest.splice(j, 1);
        next = { type: 'abandonBike', vehicle: vid, abandon };
      } else {
        const c = rest.shift();
        if (!isObj(c)) return [...out, ...withoutOldAbandons([c, ...rest])];
        // Version 1 also asked the rider of a wreck who had left play (p64) for his declaration.
        if (typeof c.vehicle === 'string' && c.vehicle !== p.vehicle && s.vehicles.some((v) => v.id === c.vehicle && v.riderGone)) continue;
        next = c;
      }
      if (carried.length) next = { ...next, dice: [...carried, ...(Array.isArray(next.dice) ? (next.dice as number[]) : [])] };
      const r = applyUpToQuestion(s, next);
      if (!r) return [...out, ...withoutOldAbandons([next, ...rest])];
      out.push(r.command);
      carried = r.left;
      s = r.state;
    }
    return out;
  } catch {
    return [...commands];
  }
}
