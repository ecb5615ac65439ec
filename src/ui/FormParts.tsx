// The new-game forms' shared parts (issue 29: every game's form the same components, the same
// look): a player's row (name, who sits there, and what else the game asks of a seat) and the
// seed. Presentational only: each game's form keeps its own draft and passes values in.
import type { ReactNode } from 'react';

/** `unavailable`: why the choice cannot be taken now (shown with it, the option disabled). */
export interface SeatChoice { value: string; label: string; unavailable?: string }

/** 'Person', then 'Computer — <level>' for each of a game's computer levels. */
export const seatChoices = (levels: readonly string[]): SeatChoice[] => [
  { value: 'person', label: 'Person' },
  ...levels.map((l) => ({ value: l, label: `Computer — ${l}` })),
];

export interface SeatRowProps {
  index: number;
  name: string;
  onName(v: string): void;
  seat: string;
  choices: readonly SeatChoice[];
  onSeat(v: string): void;
  /** Test ids of the row, its name box and its seat. */
  ids: { row: string; name: string; seat: string };
  /** What else a seat asks (Dark Future's team and "pass me the device"). */
  children?: ReactNode;
}

export function SeatRow({ index, name, onName, seat, choices, onSeat, ids, children }: SeatRowProps) {
  return (
    <div className="seat-row" data-testid={ids.row}>
      <label>
        Player {index + 1}
        {/* Not focused on opening: on a phone that brought the keyboard up over the first screen (issue 29). */}
        <input data-testid={ids.name} value={name} maxLength={40} placeholder={`Player ${index + 1}`} onChange={(e) => onName(e.target.value)} />
      </label>
      <select data-testid={ids.seat} aria-label={`Player ${index + 1} is`} value={seat} onChange={(e) => onSeat(e.target.value)}>
        {choices.map((c) => <option key={c.value} value={c.value} disabled={c.unavailable !== undefined}>{c.unavailable ? `${c.label} (${c.unavailable})` : c.label}</option>)}
      </select>
      {children}
    </div>
  );
}

/** A seed is empty (random) or a whole number of up to 9 digits. */
export const seedOk = (seed: string): boolean => seed.trim() === '' || /^\d{1,9}$/.test(seed.trim());

export function SeedField({ value, onChange, testId }: { value: string; onChange(v: string): void; testId: string }) {
  const ok = seedOk(value);
  return (
    <>
      <label>
        Seed (optional, to replay the same dice)
        <input data-testid={testId} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={!ok} placeholder="random" />
      </label>
      {!ok && <p className="field-error" role="alert">The seed is a whole number of up to 9 digits.</p>}
    </>
  );
}
