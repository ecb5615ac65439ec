// Dark Future's part of the one store as the remote transport of an online table (issue 32,
// docs/online.md "Each game online"): its board (src/render) and panels (src/ui) read that part
// (`useStore`), so while Dark Future's online table is up the part shows what the server last sent
// this page (the player's view as `game`, the refusal as `error`) and its `dispatch` sends the
// command to the server instead of applying it; the server's answer is the only change. As a
// replay does (src/store/replaySlice.ts), the game in progress and the part's own actions are put
// aside untouched and put back when the table goes. Nothing here is a rule: the panels ask the
// engine about the view (a decider's legal commands from their own view are the real state's,
// the server's tests play them), and the server referees.
import { History, useStore, type Store } from '../../store';
import type { Command, GameState } from '../../engine';
import { useSession } from '../../shell/sessionStore';
import { myDecision, useOnline, type OnlineTableState } from '../../shell/online/onlineStore';

/** The part's fields the table takes over (the game shown and what acts on it), put back after. */
const TAKEN = ['session', 'setup', 'seed', 'commands', 'game', 'log', 'lastEvents', 'lastFinal', 'undoable', 'error', 'viewer', 'preview', 'secretRequest', 'peekRequest', 'diceAsk', 'dispatch', 'undo', 'restart', 'newGame', 'requestSecret'] as const;
type Taken = Pick<Store, (typeof TAKEN)[number]>;

let mirroring = false;

/**
 * Whether the part shows an online table now: its house then shows none of its own screens (the
 * new-game screen keeps the online lobby, with this table under its bar).
 */
export const onlineMirrored = (): boolean => mirroring;

/** The part's fields for what the server last sent (the view, the refusal); the rest as a game with no history here. */
export function mirroredFields(s: OnlineTableState): Partial<Store> {
  const view = (s.state?.view ?? null) as GameState | null;
  return { game: view, error: s.refused ? `${s.refused.message} (${s.refused.code})` : null };
}

/**
 * Who looks at the screen (the panels' and the board's `viewer`: whose own secrets they show): the
 * page's one player, or the decider among the seats of a screen holding several (the lobby covers
 * the screen before such a decision, hereCover). A secret declaration starts with every action but
 * the secret ones listed, as at the hot-seat table; its "Lay a passive marker…" shows them
 * (requestSecret below) with no device to pass: the page is the player's own.
 */
export function viewerOf(s: OnlineTableState): string | null {
  const held = s.table?.you.seats ?? [];
  const decider = s.state?.pending.player ?? null;
  const viewer = decider !== null && held.includes(decider) ? decider : held.length === 1 ? held[0] : null;
  return s.state?.pending.kind === 'declare' && s.state.pending.secret && viewer === decider ? null : viewer;
}

/**
 * Puts Dark Future's part in front of the page's online table until the returned function is
 * called: a command chosen on its panels or its board goes to the server when the decision is
 * this page's, and is refused in words otherwise (nothing is sent).
 */
export function mirrorOnlineTable(): () => void {
  const before = useStore.getState();
  const kept = Object.fromEntries(TAKEN.map((k) => [k, before[k]])) as Taken;
  // The computer seats of a game on this page are the server's online (it plays them): none here.
  const seats = useSession.getState().seats;
  useSession.setState({ seats: {} });
  mirroring = true;
  const leave = () => void useOnline.getState().leave();
  const dispatch = (command: Command): boolean => {
    const online = useOnline.getState();
    if (!myDecision(online)) {
      useStore.setState({ error: 'This decision is not yours: another player makes it.' });
      return false;
    }
    // The server answers with the next state (or a refusal); until then nothing changes here.
    useStore.setState({ error: null, preview: null });
    online.play(command);
    return true;
  };
  useStore.setState({
    session: null,
    setup: null,
    commands: History.of<Command>(),
    log: History.of(),
    lastEvents: [],
    lastFinal: null,
    undoable: History.of<boolean>(),
    viewer: viewerOf(useOnline.getState()),
    preview: null,
    secretRequest: null,
    peekRequest: null,
    diceAsk: null,
    dispatch,
    // The server keeps the game: nothing is taken back, and leaving it is leaving the table.
    undo: () => false,
    restart: leave,
    newGame: leave,
    // This page is one player's own: a secret choice needs no device passed (the lobby covers a screen of several seats, hereCover).
    requestSecret: (player) => useStore.setState({ viewer: player }),
    ...mirroredFields(useOnline.getState()),
  });
  const stop = useOnline.subscribe((s, prev) => {
    if (s.state !== prev.state || s.refused !== prev.refused || s.table !== prev.table) {
      // A new position (or seats moved): the choices half made on the last one go, as after a command at the table.
      const moved = s.state?.commands !== prev.state?.commands || s.table !== prev.table;
      useStore.setState({ ...mirroredFields(s), ...(moved ? { viewer: viewerOf(s), preview: null } : {}) });
    }
  });
  return () => {
    stop();
    mirroring = false;
    useStore.setState(kept);
    useSession.setState({ seats });
  };
}
