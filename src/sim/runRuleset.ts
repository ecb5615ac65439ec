// `npm run sim` for a game of any ruleset the caller knows (docs/sim.md): the same file format and
// output as the others, through the contract only (src/engine/contract.ts). The set-up's `ruleset`
// names the game; `dice` go in front of the set-up's forcedDice; auto play is 'first' or 'random'
// over the ruleset's legalCommands (for a game of continuous moves, its sample).
import type { Ruleset } from '../engine';
import type { SimError, SimFile } from './format';
import { picker } from './prng';

export interface RulesetSimOutput {
  ok: boolean;
  error: SimError | null;
  /** Each event as the rules made it, with its words, the command that made it (-1: the set-up), its dice and rule. */
  events: (Record<string, unknown> & { text: string; command: number; dice: number[]; rule: string })[];
  pending: unknown;
  winner: { player: string; reason: string } | null;
  final: unknown;
  played: unknown[];
}

const fail = (error: SimError): RulesetSimOutput => ({ ok: false, error, events: [], pending: null, winner: null, final: null, played: [] });

/** The set-up's ruleset id, if it names one. */
export const rulesetIdOf = (setup: unknown): string | null => {
  const id = typeof setup === 'object' && setup !== null ? (setup as { ruleset?: unknown }).ruleset : undefined;
  return typeof id === 'string' ? id : null;
};

export function runRuleset(r: Ruleset, f: SimFile): RulesetSimOutput {
  if (f.auto && f.auto.policy !== 'random' && f.auto.policy !== 'first') {
    return fail({ code: 'BAD_FILE', message: `the sim plays ${r.name} by "first" or "random" only: auto.policy must be one of them`, path: 'auto.policy', commandIndex: null });
  }
  const setup = f.setup as Record<string, unknown>;
  const forced = Array.isArray(setup.forcedDice) ? (setup.forcedDice as number[]) : [];
  const g = r.newGame(f.dice.length ? { ...setup, forcedDice: [...f.dice, ...forced] } : setup, f.seed);
  if (!g.ok) return fail({ code: 'BAD_SETUP', message: `${g.error.code}: ${g.error.message}`, path: 'setup', commandIndex: null });
  let s = g.value.state;
  const events: RulesetSimOutput['events'] = g.value.events.map((e) => ({ ...(e as object), text: r.describeEvent(e, s, null), command: -1, dice: r.eventDice(e), rule: r.eventRule(e) }));
  const played: unknown[] = [];
  const step = (c: unknown): SimError | null => {
    const out = r.apply(s, c);
    if (!out.ok) return { code: 'ILLEGAL_ACTION', message: `${out.error.code}: ${out.error.message}`, commandIndex: played.length, command: c };
    s = out.value.state;
    for (const e of out.value.events) events.push({ ...(e as object), text: r.describeEvent(e, s, null), command: played.length, dice: r.eventDice(e), rule: r.eventRule(e) });
    played.push(c);
    return null;
  };
  let error: SimError | null = null;
  for (const c of f.commands) if ((error = step(c))) break;
  if (!error && f.auto) {
    const chooser = picker(f.auto.seed);
    for (let k = 0; k < f.auto.maxCommands && !r.result(s).over; k++) {
      const legal = r.legalCommands(s);
      if (legal.length === 0) {
        error = { code: 'NO_LEGAL_COMMAND', message: 'the game is not over, yet nothing is offered', commandIndex: played.length };
        break;
      }
      if ((error = step(f.auto.policy === 'first' ? legal[0] : chooser.pick(legal)))) break;
    }
  }
  const res = r.result(s);
  const winner = res.over && res.winner !== null ? { player: res.winner, reason: res.reason } : null;
  return { ok: !error, error, events, pending: res.over ? null : r.pending(s), winner, final: s, played };
}
