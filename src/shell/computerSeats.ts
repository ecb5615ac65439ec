// The computer at the seats of a game on the shell's session (issue 27: computer seats for every
// game through the registry). A seat is a person unless the session's `seats` names one of its
// game's computer levels; the game's ComputerDriver (src/shell/games.ts) chooses from that player's
// view alone, among the real state's legal commands, with a generator seeded by the game's seed and
// the command's number, so a game with computer seats replays the same from its file.
import { mulberry32, type Ruleset } from '../engine';
import { gameOf } from './games';
import type { Session } from './session';

/** Who sits at each player's seat: absent, a person; else a level of the game's computer. */
export type Seats = Readonly<Record<string, string>>;

/** Milliseconds before a computer move in the running app: long enough to see it happen. */
export const SESSION_COMPUTER_DELAY = 600;

/** The level of the computer that decides now, or null when a person does (or nobody: the game is over). */
export function computerLevelToMove(r: Ruleset, s: Session, seats: Seats): string | null {
  if (r.result(s.state).over) return null;
  const p = r.pending(s.state).player;
  const level = p === null ? undefined : seats[p];
  return level !== undefined && gameOf(r.id)?.computer?.levels.includes(level) ? level : null;
}

/** The computer's command for the decision now, or null when it is not the computer's. */
export function computerCommand(r: Ruleset, s: Session, seats: Seats): unknown | null {
  const level = computerLevelToMove(r, s, seats);
  const driver = gameOf(r.id)?.computer;
  if (level === null || !driver) return null;
  const player = r.pending(s.state).player!;
  const legal = r.legalCommands(s.state);
  if (legal.length === 0) return null;
  // One generator per decision, from the game's seed and the command's number: same game, same choices.
  const rand = mulberry32((s.seed ^ Math.imul(s.commands.length + 1, 0x9e3779b1)) >>> 0);
  return driver.decide(r.playerView(s.state, player), legal, player, level, rand);
}

/**
 * Plays the computer's seats in the running app: whenever the session waits for a computer seat,
 * its move is made after a pause. A person's decision is never answered; a replay being watched
 * stops it. Returns the function that stops it.
 */
export function driveSessionSeats(store: { getState(): { session: Session | null; seats: Seats; replay: unknown; computerMove(): boolean }; subscribe(l: () => void): () => void }, delay = SESSION_COMPUTER_DELAY): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const due = () => {
    const { session, seats, replay } = store.getState();
    const r = session && gameOf(session.ruleset)?.ruleset;
    return !!r && !replay && computerLevelToMove(r, session, seats) !== null;
  };
  const check = () => {
    if (timer || !due()) return;
    timer = setTimeout(() => {
      timer = null;
      if (due()) store.getState().computerMove();
      check();
    }, delay);
  };
  const stop = store.subscribe(check);
  check();
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}
