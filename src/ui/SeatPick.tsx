// Who drives a player's car (issue 12): a person, or the computer at easy, normal or hard; the
// words are the new-game forms' shared seat choices (FormParts.tsx).
import { LEVELS } from '../ai';
import type { Seat } from '../store';
import { seatChoices } from './FormParts';

/** Dark Future's seats, as its new-game form offers them. */
export const DF_SEATS = seatChoices(LEVELS);

const NOT_ONLINE = 'not online';

/** The levels an online table cannot have: none since the server thinks 'hard' off its main thread (server/thinker.ts, docs/online.md). */
const NOT_ONLINE_LEVELS: readonly string[] = [];

/** The seats for an online table: a level the game server cannot play would be shown, not offered. */
export const DF_SEATS_ONLINE = DF_SEATS.map((c) => (NOT_ONLINE_LEVELS.includes(c.value) ? { ...c, unavailable: NOT_ONLINE } : c));

/** Seats set to a level an online table cannot have (chosen before "Play online" was ticked). */
export const slowSeats = (seats: Readonly<Record<string, string>>): string[] => Object.keys(seats).filter((p) => NOT_ONLINE_LEVELS.includes(seats[p]));

export const seatLabel = (s: Seat | undefined): string => DF_SEATS.find((c) => c.value === (s ?? 'person'))?.label ?? 'Person';
