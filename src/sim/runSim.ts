// The headless runner (docs/sim.md): a scripted game in, events and the final state
// out, as plain JSON. Tests, bug reports and the bench use it, so it must never throw: every
// failure, including an exception escaping the engine, becomes a coded SimError.
import { apply, describeEvent, legalCommands, newGame, pending } from '../engine';
import type { Command, GameEvent, GameState, Pending, Winner } from '../engine';
import { parseSimFile, type SimError, type SimFile } from './format';
import { withDice } from '../shell/saves/gameFile';
import { picker } from './prng';
import { chooserFor, type Chooser } from '../ai';

/** An engine event with its description and the index of the command that produced it. */
export type SimEvent = GameEvent & { text: string; command: number };

export interface SimOutput {
  ok: boolean;
  error: SimError | null;
  events: SimEvent[];
  pending: Pending | null;
  winner: Winner | null;
  final: GameState | null;
  /** Every command applied, listed then auto-played: a file with these as `commands` and no
   *  `auto` replays the same game. */
  played: Command[];
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const internal = (where: string, e: unknown, commandIndex: number | null, command?: unknown): SimError => ({
  code: 'INTERNAL',
  message: `${where} threw: ${message(e)}`,
  commandIndex,
  ...(command !== undefined ? { command } : {}),
});

function failed(error: SimError): SimOutput {
  return { ok: false, error, events: [], pending: null, winner: null, final: null, played: [] };
}

function describe(e: GameEvent, s: GameState): string {
  try {
    return describeEvent(e, s, null);
  } catch (x) {
    // Keep the run going: the event itself is still reported, and the fuzz test looks for this.
    return `<describeEvent threw: ${message(x)}>`;
  }
}

/** A game under way: the state, what has been played and reported so far. */
class Run {
  played: Command[] = [];
  events: SimEvent[] = [];
  constructor(public state: GameState) {}

  /** Applies one command; null when it was legal. */
  step(cmd: unknown): SimError | null {
    const index = this.played.length;
    let r: ReturnType<typeof apply>;
    try {
      r = apply(this.state, cmd as Command);
    } catch (e) {
      return internal('apply', e, index, cmd);
    }
    if (!r.ok) return { code: r.error.code, message: r.error.message, commandIndex: index, command: cmd };
    this.state = r.value.state;
    this.played.push(cmd as Command);
    for (const e of r.value.events) this.events.push({ ...e, text: describe(e, this.state), command: index });
    return null;
  }

  /** Plays legal commands chosen by the policy until the game ends or the budget is spent. */
  auto(a: NonNullable<SimFile['auto']>): SimError | null {
    const chooser = picker(a.seed);
    // Seated drivers (src/ai) answer from their player's view; first and random alone keep the plain loop.
    const seated = a.policies !== null || (a.policy !== 'first' && a.policy !== 'random');
    const seats: Record<string, Chooser> = {};
    const seat = (player: string): Chooser => (seats[player] ??= chooserFor(a.policies?.[player] ?? a.policy, chooser.below));
    for (let k = 0; k < a.maxCommands && this.state.flow.kind !== 'over'; k++) {
      let legal: Command[];
      try {
        legal = legalCommands(this.state);
      } catch (e) {
        return internal('legalCommands', e, this.played.length);
      }
      if (legal.length === 0) {
        return { code: 'NO_LEGAL_COMMAND', message: 'the game is not over but legalCommands offers nothing', commandIndex: this.played.length };
      }
      let next: Command;
      if (seated) {
        const player = pending(this.state).player ?? this.state.players[0].id;
        try {
          next = seat(player)(this.state, player).command;
        } catch (e) {
          return internal('the computer driver', e, this.played.length);
        }
      } else next = a.policy === 'first' ? legal[0] : chooser.pick(legal);
      const e = this.step(next);
      if (e) return e;
    }
    return null;
  }
}

export function runSim(file: unknown): SimOutput {
  const parsed = parseSimFile(file);
  if (!parsed.ok) return failed(parsed.error);
  const f = parsed.value;
  let g: ReturnType<typeof newGame>;
  try {
    g = newGame(withDice(f.setup as Record<string, unknown>, f.dice), f.seed);
  } catch (e) {
    return failed(internal('newGame', e, null));
  }
  if (!g.ok) {
    const path = g.error.path ? `setup.${g.error.path}` : 'setup';
    return failed({ code: 'BAD_SETUP', setupCode: g.error.code, message: g.error.message, path, commandIndex: null });
  }
  const run = new Run(g.value);
  let error: SimError | null = null;
  for (const c of f.commands) {
    error = run.step(c);
    if (error) break;
  }
  if (!error && f.auto) error = run.auto(f.auto);
  let next: Pending | null = null;
  try {
    next = pending(run.state);
  } catch (e) {
    error = error ?? internal('pending', e, null);
  }
  return { ok: !error, error, events: run.events, pending: next, winner: run.state.winner, final: run.state, played: run.played };
}

/** runSim for the text of a file: text that is not JSON is a BAD_FILE, not an exception. */
export function runSimText(text: string): SimOutput {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (e) {
    return failed({ code: 'BAD_FILE', message: `not JSON: ${message(e)}`, commandIndex: null });
  }
  return runSim(file);
}
