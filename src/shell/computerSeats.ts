// The computer at the seats of a game on the shell's session (issue 27: computer seats for every
// game through the registry). A seat is a person unless the session's `seats` names one of its
// game's computer levels; the game's ComputerDriver (src/shell/games.ts) chooses from that player's
// view alone, among the real state's legal commands, with a generator seeded by the game's seed and
// the command's number, so a game with computer seats replays the same from its file. In the
// running app the driver asks the worker (think.ts, issue 30) and plays the answer only if the
// session is still the one it asked about.
import type { Ruleset } from '../engine';
import { loadedRules, ownsStore, rulesOf } from './games';
import type { Session } from './session';
import { answerWithDriver, decisionSeed, think, type ThinkAnswer, type ThinkRequest } from './think';
import { driveThinking } from './thinkingDriver';

/** Who sits at each player's seat: absent, a person; else a level of the game's computer. */
export type Seats = Readonly<Record<string, string>>;

/** Milliseconds before a computer move in the running app: long enough to see it happen. */
export const SESSION_COMPUTER_DELAY = 600;

/** The level of the computer that decides now, or null when a person does (or nobody: the game is over). */
export function computerLevelToMove(r: Ruleset, s: Session, seats: Seats): string | null {
  // A game with a house of its own drives its seats itself (Dark Future's: its reason line, its dice rolled at the table).
  if (ownsStore(r.id) || r.result(s.state).over) return null;
  const p = r.pending(s.state).player;
  const level = p === null ? undefined : seats[p];
  return level !== undefined && loadedRules(r.id)?.computer?.levels.includes(level) ? level : null;
}

/** The computer's question for the decision now (plain data, think.ts), or null when it is not the computer's. */
export function computerRequest(r: Ruleset, s: Session, seats: Seats): ThinkRequest | null {
  const level = computerLevelToMove(r, s, seats);
  if (level === null) return null;
  const player = r.pending(s.state).player!;
  const legal = r.legalCommands(s.state);
  if (legal.length === 0) return null;
  return { game: r.id, view: r.playerView(s.state, player), legal, player, level, seed: decisionSeed(s.seed, s.commands.length) };
}

/** A request answered in this thread by the registered game's driver (the worker answers it the same way, src/games/computers.ts). */
export function sessionAnswer(req: ThinkRequest): ThinkAnswer {
  const driver = loadedRules(req.game)?.computer;
  if (!driver) throw new Error(`no computer for ${req.game}`);
  return answerWithDriver(driver, req);
}

/** The computer's command for the decision now, chosen in this thread, or null when it is not the computer's. */
export function computerCommand(r: Ruleset, s: Session, seats: Seats): unknown | null {
  const req = computerRequest(r, s, seats);
  return req && sessionAnswer(req).command;
}

/** The store the computer plays on (sessionStore.ts's useSession). */
interface SeatsStore {
  getState(): { session: Session | null; seats: Seats; replay: unknown; play(command: unknown): boolean };
  subscribe(l: () => void): () => void;
}

/**
 * The computer's move thought out off the page's thread (think.ts), played only if, when the
 * answer comes, the session is the one it was asked about: an undo, a person's move, another game
 * or a replay opened meanwhile makes the answer stale, and it is dropped. False when there was no
 * move to make or it was dropped.
 */
export async function thinkSessionMove(store: Pick<SeatsStore, 'getState'>, signal?: AbortSignal): Promise<boolean> {
  const { session, seats, replay } = store.getState();
  const r = session && rulesOf(session.ruleset);
  const req = r && !replay ? computerRequest(r, session, seats) : null;
  if (!req) return false;
  const answer = await think(req, sessionAnswer, signal);
  const now = store.getState();
  if (now.session !== session || now.seats !== seats || now.replay) return false;
  return now.play(answer.command);
}

/**
 * Plays the computer's seats in the running app: whenever the session waits for a computer seat,
 * its move is made after a pause. A person's decision is never answered; a replay being watched
 * stops it. Returns the function that stops it.
 */
export function driveSessionSeats(store: SeatsStore, delay = SESSION_COMPUTER_DELAY): () => void {
  return driveThinking({
    subscribe: (l) => store.subscribe(l),
    about: () => (store.getState().replay ? null : store.getState().session),
    due: () => {
      const { session, seats, replay } = store.getState();
      const r = session && rulesOf(session.ruleset);
      return !!r && !replay && computerLevelToMove(r, session, seats) !== null;
    },
    delay: () => delay,
    move: (signal) => thinkSessionMove(store, signal),
  });
}
