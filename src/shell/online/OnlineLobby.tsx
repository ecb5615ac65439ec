// A remote table as the host and its guests see it before the game's own screens take it over
// (issue 32, step 5's first screen): the connection, the seats with who is away, the host's
// invite links, whose decision it is, and plain buttons for this page's legal commands. Drawn from
// props alone, as every shell component (the hook useOnlineLobby.ts reads the store).
import type { ComponentType } from 'react';
import { PassCover } from '../PassCover';
import type { OnlineLogLine, RefusedMessage, SeatKind, StateMessage, TableMessage } from './protocol';
import type { OnlineStatus } from './onlineStore';
import './online.css';

export interface InviteLinkRow {
  player: string;
  name: string;
  link: string;
}

export interface OnlineLobbyProps {
  status: OnlineStatus;
  problem: string | null;
  table: TableMessage | null;
  /** The host's invite links (remembered after the host takes a seat). */
  links: InviteLinkRow[];
  /** The host only: the link a spectator opens to watch (the watcher's view, no seat). */
  watch?: string | null;
  state: StateMessage | null;
  refused: RefusedMessage | null;
  log: OnlineLogLine[];
  /** The host moves a seat: to its own screen ('here'), back to its link ('invite'), or an away guest's to the computer. */
  onSeat(player: string, to: SeatKind): void;
  /**
   * The host's screen holds several seats and a secret decision comes to another of them than the
   * last one shown: the device passes first (null: no cover).
   */
  cover?: { name: string; onTake(): void } | null;
  onPlay(command: unknown): void;
  onLeave(): void;
  /**
   * The game's own table for an online game (its screens' extra `Online`, reading the online
   * store), drawn over the page in place of the plain buttons and the log; absent or null: the buttons.
   */
  Table?: ComponentType | null;
}

/** The most command buttons shown: a decision of the road-gang game offers a hundred places. */
export const MAX_BUTTONS = 60;

/** A command in plain words from its own fields: "place · vehicle p2.v1 · segment 3". */
export function commandLabel(c: unknown): string {
  if (typeof c !== 'object' || c === null) return String(c);
  const o = c as Record<string, unknown>;
  const rest = Object.entries(o).filter(([k, x]) => k !== 'type' && k !== 'by' && (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean'));
  return [typeof o.type === 'string' ? o.type : 'command', ...rest.map(([k, x]) => `${k} ${String(x)}`)].join(' · ');
}

const STATUS_WORDS: Record<OnlineStatus, string> = {
  idle: 'Not connected.',
  connecting: 'Connecting to the server…',
  open: 'Connected.',
  retrying: 'The connection dropped: trying again…',
  closed: 'Not connected.',
};

export function OnlineLobby(p: OnlineLobbyProps) {
  const seatNames = (ids: readonly string[]) => ids.map((id) => p.table?.seats.find((s) => s.player === id)?.name ?? id).join(', ');
  const decider = p.state?.pending.player ?? null;
  // On a game's own table the lobby is a bar over it; behind the cover nothing of the decision is
  // drawn (PassCover's contract: the caller hides the game), the bar stays.
  const playing = !!p.state && !!p.Table;
  const Table = playing && !p.cover ? p.Table! : null;
  const away = p.table?.seats.filter((s) => s.away) ?? [];
  const status = (
    <p role="status" data-testid="online-status" className={playing && p.status === 'open' && !p.problem ? 'visually-hidden' : undefined}>
      {STATUS_WORDS[p.status]} {p.problem}
    </p>
  );
  const you = p.table && (
    <p data-testid="online-you">
      {p.table.you.role === 'watcher' ? 'You are watching.' : p.table.you.seats.length > 0 ? `You play ${seatNames(p.table.you.seats)}.` : 'You are the host.'}
    </p>
  );
  const seats = p.table && (
    <ul className="online-seats" data-testid="online-seats">
      {p.table.seats.map((s) => (
        <li key={s.player} data-testid={`online-seat-${s.player}`}>
          {s.name}: {s.kind === 'computer' ? 'the computer' : s.kind === 'here' ? "the host's screen" : 'invited'}
          {s.away ? ' (away)' : ''}
          {p.table?.you.role === 'host' && s.kind !== 'invite' && (
            <button type="button" className="online-seat-move" data-testid={`online-invite-${s.player}`} onClick={() => p.onSeat(s.player, 'invite')}>
              Send a link instead
            </button>
          )}
          {/* A guest whose connection dropped keeps the seat until the host gives it to the computer (issue 32, Faults). */}
          {p.table?.you.role === 'host' && s.kind === 'invite' && s.away && (
            <button type="button" className="online-seat-move" data-testid={`online-computer-${s.player}`} onClick={() => p.onSeat(s.player, 'computer')}>
              Let the computer play
            </button>
          )}
        </li>
      ))}
    </ul>
  );
  const invites = (p.links.length > 0 || !!p.watch) && (
    <fieldset data-testid="online-invites">
      <legend>{p.links.length > 0 ? 'Invite links: send each to its player' : 'Links'}</legend>
      {p.links.map((l) => (
        <div key={l.player} className="online-invite">
          <label>
            {l.name}
            <input readOnly value={l.link} data-testid={`online-link-${l.player}`} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(l.link)}>Copy</button>
          <button type="button" data-testid={`online-take-${l.player}`} onClick={() => p.onSeat(l.player, 'here')}>Play this seat here</button>
        </div>
      ))}
      {p.watch && (
        <div className="online-invite">
          <label>
            To watch (no seat, nothing secret shown)
            <input readOnly value={p.watch} data-testid="online-watch-link" onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(p.watch!)}>Copy</button>
        </div>
      )}
    </fieldset>
  );
  const leave = p.status !== 'idle' && (
    <button type="button" data-testid="online-leave" onClick={p.onLeave}>
      Leave the table
    </button>
  );
  const decision = p.state && !p.cover && (
    <div data-testid="online-decision" data-commands={p.state.commands}>
      <p>
        {p.state.result.over
          ? `The game is over: ${p.state.result.reason}`
          : decider === null
            ? p.state.pending.why
            : `${seatNames([decider])} decides: ${p.state.pending.why}`}
      </p>
      {p.refused && (
        <p className="field-error" role="alert" data-testid="online-refused">
          {p.refused.message} ({p.refused.code})
        </p>
      )}
      {!playing && p.state.legal.length > 0 && (
        <div className="online-commands">
          {p.state.legal.slice(0, MAX_BUTTONS).map((c, i) => (
            <button key={i} type="button" data-testid={`online-command-${i}`} onClick={() => p.onPlay(c)}>
              {commandLabel(c)}
            </button>
          ))}
          {p.state.legal.length > MAX_BUTTONS && <span className="muted"> and {p.state.legal.length - MAX_BUTTONS} more</span>}
        </div>
      )}
      {!playing && (
        <ol className="online-log" data-testid="online-log" start={Math.max(1, p.log.length - 7)}>
          {p.log.slice(-8).map((l, i) => (
            <li key={p.log.length - 8 + i}>{l.text}</li>
          ))}
        </ol>
      )}
    </div>
  );
  const title = <h2 id="online-title">{p.table ? p.table.name : 'Online table'}</h2>;
  const cover = p.cover && <PassCover name={p.cover.name} mode="online-here" shows="decision" why={`${p.cover.name}'s decision is secret.`} onTake={p.cover.onTake} />;
  if (playing) {
    // One line over the table (a phone's too, issue 32): who this page plays and who is away stay
    // in sight; the seats, the links and leaving open from "Seats and links" over the table.
    return (
      <>
        {cover}
        <section className="online-lobby online-playing" data-testid="online-lobby" aria-labelledby="online-title">
          <div className="online-bar">
            {title}
            {status}
            {you}
            {away.length > 0 && (
              <p className="online-away" data-testid="online-away">
                Away: {away.map((s) => s.name).join(', ')}
              </p>
            )}
            <details className="online-more" data-testid="online-more">
              <summary>Seats and links</summary>
              <div className="online-more-body">
                {seats}
                {invites}
                {leave}
              </div>
            </details>
          </div>
          {decision}
          <div className="online-table" data-testid="online-table">
            {Table && <Table />}
          </div>
        </section>
      </>
    );
  }
  return (
    <>
      {cover}
      <section className="online-lobby" data-testid="online-lobby" aria-labelledby="online-title">
        {title}
        {status}
        {!p.table && p.status === 'idle' && (
          <p className="muted" data-testid="online-how">
            Starting makes a table on the server: each person&rsquo;s seat is played here, on this screen, or by the link made for it, as its choice above says. A seat may be moved here later (&ldquo;Play this seat here&rdquo;), and given a link back.
          </p>
        )}
        {you}
        {seats}
        {invites}
        {decision}
        {leave}
      </section>
    </>
  );
}
