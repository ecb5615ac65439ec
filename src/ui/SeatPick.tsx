// Who drives a player's car (issue 12): a person, or the computer at easy, normal or hard.
import { LEVELS } from '../ai';
import { useStore, type Seat } from '../store';

const LABEL: Record<Seat, string> = { person: 'Person', easy: 'Computer — easy', normal: 'Computer — normal', hard: 'Computer — hard' };

export function SeatPick({ player, index }: { player: string; index: number }) {
  // The stored object itself (a fresh `{}` from the selector would re-render for ever).
  const stored = useStore((s) => s.draft.seats);
  const seats = stored ?? {};
  const setDraft = useStore((s) => s.setDraft);
  const value: Seat = seats[player] ?? 'person';
  return (
    <select
      data-testid={`ng-seat${index + 1}`}
      aria-label={`Player ${index + 1} is`}
      value={value}
      onChange={(e) => setDraft({ seats: { ...seats, [player]: e.target.value as Seat } })}
    >
      {(['person', ...LEVELS] as Seat[]).map((s) => (
        <option key={s} value={s}>{LABEL[s]}</option>
      ))}
    </select>
  );
}

export const seatLabel = (s: Seat | undefined): string => LABEL[s ?? 'person'];
