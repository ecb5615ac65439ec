// For the tests of a game's online table (issue 32): a game played on by its first legal command
// each time, and what the server would send one player after it, put in the page's online store
// as plain data (the wire itself is the server tests', server/*.test.ts). Tests only.
import type { Ruleset } from '../../../engine';
import { useOnline } from '../onlineStore';
import type { StateMessage } from '../protocol';

/** The game after `n` commands, the first legal command each time. */
export function firstCommandsPlayed(rules: Ruleset, setup: unknown, seed: number, n: number): unknown {
  const start = rules.newGame(setup, seed);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value.state;
  for (let i = 0; i < n; i++) {
    const out = rules.apply(s, rules.legalCommands(s)[0]);
    if (!out.ok) throw new Error(out.error.message);
    s = out.value.state;
  }
  return s;
}

/**
 * What the server sends `as` of state `s` after `n` commands (its player's view, the legal
 * commands only on its own decision, one log line), put in the page's online store, whose play
 * records what the page sends.
 */
export function receivedInStore(rules: Ruleset, s: unknown, as: string, n: number): { sent: unknown[]; message: StateMessage } {
  const view = rules.playerView(s, as);
  const mine = rules.pending(s).player === as;
  const message: StateMessage = { commands: n, as, view, pending: rules.pending(view), legal: mine ? rules.legalCommands(s) : [], result: rules.result(s), logFrom: 0, log: [{ at: n, text: `line of command ${n}`, dice: [], rule: 'p1' }] };
  const sent: unknown[] = [];
  useOnline.setState({ status: 'open', state: message, log: message.log, play: (c: unknown) => void sent.push(c) });
  return { sent, message };
}
