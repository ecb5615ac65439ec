// What the new-game screen's "Play online" needs (issue 32): whether it is on, the start a game's
// form calls to create a table instead of a local game, and the lobby's props from the page's
// online store (./onlineStore.ts). The server is the page's own origin, or VITE_ONLINE_SERVER
// when the build names one (`npm run dev` has no server of its own: VITE_ONLINE_SERVER=ws://127.0.0.1:2567).
import { useEffect, useState, type ComponentType } from 'react';
import { gameOf } from '../games';
import { gameScreen } from '../gameScreens';
import { inviteLink, readInviteLink, useOnline, watchLink } from './onlineStore';
import type { InviteLinkRow, OnlineLobbyProps } from './OnlineLobby';
import type { SeatKind, StateMessage, TableMessage } from './protocol';
import { originServer } from './connection';

export function onlineServerUrl(): string {
  const configured = (import.meta.env as Record<string, string | undefined>).VITE_ONLINE_SERVER;
  return configured || originServer(window.location);
}

/**
 * The form's seats as the table's: a computer level by player, 'here' for a person the host plays
 * on its own screen (src/ui/seatsOnline.ts), people absent. A computer's seat stays the
 * computer's, a 'here' seat is the host's, every other is invited.
 */
export function onlineSeats(formSeats: Readonly<Record<string, string>> | undefined): { seats: Record<string, SeatKind>; level?: string } {
  const given = Object.entries(formSeats ?? {}).filter(([, kind]) => kind !== 'person');
  const computers = given.filter(([, kind]) => kind !== 'here');
  const seats: Record<string, SeatKind> = Object.fromEntries(given.map(([p, kind]) => [p, kind === 'here' ? ('here' as const) : ('computer' as const)]));
  return computers.length > 0 ? { seats, level: computers[0][1] } : { seats };
}

/**
 * The pass-the-device cover of a screen holding several seats (issue 32's "here"): a secret
 * decision of one of them, or one whose view holds that player's own secrets (the server's
 * `ownSecrets`: their face-down markers), when another player was the last to take the device, as
 * the hot-seat table covers (docs/architecture.md, hot-seat privacy). Any other decision is shown at once.
 */
export function hereCover(table: TableMessage | null, state: StateMessage | null, holder: string | null, take: (player: string) => void): OnlineLobbyProps['cover'] {
  const decider = state?.pending.player ?? null;
  const held = table?.you.seats ?? [];
  if (!state || state.result.over || !(state.pending.secret || state.ownSecrets === true) || decider === null || held.length < 2 || !held.includes(decider) || holder === decider) return null;
  const name = table!.seats.find((x) => x.player === decider)?.name ?? decider;
  return { name, onTake: () => take(decider) };
}

export interface OnlineLobbyHook {
  on: boolean;
  setOn(on: boolean): void;
  /** A game form's start, creating a table of game `id` on the server. */
  start(id: string): (setup: Record<string, unknown>, seed: number, seats?: Record<string, string>) => boolean;
  props: OnlineLobbyProps;
}

export function useOnlineLobby(): OnlineLobbyHook {
  const s = useOnline();
  const [on, setOn] = useState(false);
  // The host's links, kept while its connection comes back (the table message brings them again).
  const [links, setLinks] = useState<InviteLinkRow[]>([]);
  const invites = s.table?.invites;
  if (invites && s.table) {
    const rows = s.table.seats.filter((x) => invites[x.player] !== undefined).map((x) => ({ player: x.player, name: x.name, link: inviteLink(window.location.href, s.table!.id, invites[x.player]) }));
    if (rows.map((r) => r.link).join() !== links.map((r) => r.link).join()) setLinks(rows);
  }
  // An invite link opened (or this page reloaded on one, or a link pasted into the address bar of
  // the open page): take its seat at once.
  const join = s.join;
  useEffect(() => {
    // At a table already, only a pasted link to another table moves the page to it.
    const take = (pasted: boolean) => {
      const invite = readInviteLink(window.location.hash);
      const now = useOnline.getState();
      if (!invite || (now.status !== 'idle' && !(pasted && now.table !== null && now.table.id !== invite.tableId))) return;
      setOn(true);
      void join(onlineServerUrl(), invite.tableId, invite.token);
    };
    take(false);
    const pasted = () => take(true);
    window.addEventListener('hashchange', pasted);
    return () => window.removeEventListener('hashchange', pasted);
  }, [join]);
  // The table's game's own online table, when its screens have one (the road-gang game's): loaded with them.
  const game = s.table?.game ?? null;
  const [table, setTable] = useState<{ game: string; Table: ComponentType } | null>(null);
  useEffect(() => {
    if (game === null) return;
    let live = true;
    void gameOf(game)
      ?.screens()
      .then((screens) => {
        if (live && screens.extra?.Online) setTable({ game, Table: gameScreen(game, 'Online') });
      });
    return () => {
      live = false;
    };
  }, [game]);
  // Who was last passed the device when this screen holds several seats (the host's "here" seats).
  const [holder, setHolder] = useState<string | null>(null);
  const start = (id: string) => (setup: Record<string, unknown>, _seed: number, seats?: Record<string, string>) => {
    // The seed is the server's to draw: a seed the host chose would let the host foresee the dice.
    void s.create(onlineServerUrl(), { game: id, setup, ...onlineSeats(seats) });
    return true;
  };
  const props: OnlineLobbyProps = {
    status: s.status,
    problem: s.problem,
    table: s.table,
    links,
    watch: s.table?.you.role === 'host' ? watchLink(window.location.href, s.table.id) : null,
    state: s.state,
    refused: s.refused,
    log: s.log,
    // The host keeps its table and its links: a seat moved here is played from this page (issue 32's "here").
    onSeat: (player, to) => s.moveSeat({ player, to }),
    cover: hereCover(s.table, s.state, holder, setHolder),
    onPlay: (c) => s.play(c),
    Table: table !== null && table.game === game ? table.Table : null,
    onLeave() {
      setLinks([]);
      void s.leave();
    },
  };
  return { on, setOn, start, props };
}
