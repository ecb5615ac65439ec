// The new-game form's players: 2 to 8 as the scenario allows (engine scenarioPlayers), each with
// a name, who sits there (a person or the computer), a team where the players' teams roll for
// the sides (engine scenarioTeams, p88), and whether they want the device passed to them first.
import type { PlayerRange, SideInfo } from '../engine';
import { useStore, type Seat } from '../store';
import { roster, rosterProblems, withSeats } from './roster';
import { SeatRow } from './FormParts';
import { DF_SEATS, DF_SEATS_ONLINE, slowSeats } from './SeatPick';
import { useOnlinePlaces } from './seatsOnline';

export function PlayersFieldset({ range, teams, online = false }: { range: PlayerRange; teams: SideInfo[]; online?: boolean }) {
  const draft = useStore((s) => s.draft);
  const setDraft = useStore((s) => s.setDraft);
  const players = roster(draft, range, teams);
  const problems = rosterProblems(players, teams);
  const setName = (i: number, v: string) => setDraft({ names: players.map((_, j) => (j === i ? v : (draft.names[j] ?? ''))) });
  const privacy = draft.privacy ?? {};
  // The stored object itself (a fresh `{}` from the selector would re-render for ever).
  const seats = draft.seats ?? {};
  // Online, a person's seat is played here or by a link (issue 32): kept beside the draft.
  const places = useOnlinePlaces('darkFuture', online, 'person');
  const slow = slowSeats(Object.fromEntries(players.map((p) => [p.id, seats[p.id] ?? 'person'])));
  return (
    <fieldset data-testid="ng-players">
      <legend>Players{range.max > range.min ? ` (${range.min} to ${range.max})` : ''}</legend>
      {players.map((p, i) => (
        <SeatRow
          key={p.id}
          index={i}
          name={draft.names[i] ?? ''}
          onName={(v) => setName(i, v)}
          seat={places.shown(p.id, seats[p.id] ?? 'person')}
          choices={online ? places.choices(DF_SEATS_ONLINE) : DF_SEATS}
          onSeat={(v) => places.pick(p.id, v, (seat) => setDraft({ seats: { ...seats, [p.id]: seat as Seat } }))}
          ids={{ row: `ng-seat-row${i + 1}`, name: `ng-player${i + 1}`, seat: `ng-seat${i + 1}` }}
        >
          {teams.length > 0 && (
            <select data-testid={`ng-team${i + 1}`} aria-label={`${p.name}'s team`} value={p.team ?? ''} onChange={(e) => setDraft({ teams: { ...draft.teams, [p.id]: e.target.value } })}>
              {teams.map((x) => <option key={x.id} value={x.id}>{x.label}</option>)}
            </select>
          )}
          <label className="check privacy-check" title="Before each of this player's decisions the screen is covered until they say they have the device.">
            <input type="checkbox" data-testid={`ng-privacy${i + 1}`} checked={!!privacy[p.id]} onChange={(e) => setDraft({ privacy: { ...privacy, [p.id]: e.target.checked } })} /> Pass me the device
          </label>
        </SeatRow>
      ))}
      {range.max > range.min && (
        <div className="row">
          <button type="button" data-testid="ng-add-player" disabled={players.length >= range.max} onClick={() => setDraft({ names: withSeats(draft.names, range, 1) })}>Add a player</button>
          <button type="button" data-testid="ng-remove-player" disabled={players.length <= range.min} onClick={() => setDraft({ names: withSeats(draft.names, range, -1) })}>Remove the last player</button>
        </div>
      )}
      {problems.map((x) => <p key={x.key} className="field-error" role="alert" data-testid={`ng-${x.key}-why`}>{x.text}</p>)}
      {online && slow.length > 0 && (
        <p className="field-error" role="alert" data-testid="ng-slow-why">
          {slow.map((id) => players.find((p) => p.id === id)?.name ?? id).join(', ')}: the hard computer cannot play online (it thinks too long for the server). Choose easy or normal.
        </p>
      )}
    </fieldset>
  );
}
