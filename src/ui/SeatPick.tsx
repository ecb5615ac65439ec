// Who drives a player's car (issue 12): a person, or the computer at easy, normal or hard; the
// words are the new-game forms' shared seat choices (FormParts.tsx).
import { LEVELS, SLOW_LEVELS } from '../ai';
import type { Seat } from '../store';
import { seatChoices } from './FormParts';

/** Dark Future's seats, as its new-game form offers them. */
export const DF_SEATS = seatChoices(LEVELS);

const NOT_ONLINE = 'not online: too slow for the server';

/** The seats for an online table: a level too slow for the game server is shown, not offered (docs/online.md). */
export const DF_SEATS_ONLINE = DF_SEATS.map((c) => ((SLOW_LEVELS as readonly string[]).includes(c.value) ? { ...c, unavailable: NOT_ONLINE } : c));

/** Seats set to a level an online table cannot have (chosen before "Play online" was ticked). */
export const slowSeats = (seats: Readonly<Record<string, string>>): string[] => Object.keys(seats).filter((p) => (SLOW_LEVELS as readonly string[]).includes(seats[p]));

export const seatLabel = (s: Seat | undefined): string => DF_SEATS.find((c) => c.value === (s ?? 'person'))?.label ?? 'Person';
