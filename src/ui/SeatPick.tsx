// Who drives a player's car (issue 12): a person, or the computer at easy, normal or hard; the
// words are the new-game forms' shared seat choices (FormParts.tsx).
import { LEVELS } from '../ai';
import type { Seat } from '../store';
import { seatChoices } from './FormParts';

/** Dark Future's seats, as its new-game form offers them. */
export const DF_SEATS = seatChoices(LEVELS);

export const seatLabel = (s: Seat | undefined): string => DF_SEATS.find((c) => c.value === (s ?? 'person'))?.label ?? 'Person';
