// An invite link (`#table=<id>.<token>`, ./onlineStore.ts) opened, or pasted into the address bar,
// while a game's screen is up (issue 32): the new-game screen's hook (./useOnlineLobby.ts) takes
// the seat only where it is drawn, so over a game the player is asked first (./InviteLinkDialog.tsx).
// Joining leaves the game as the start screen's own way out does: a game of a house through its
// `leave` (kept on the saved-games list), the session's game put on the list first (if it cannot
// be, nothing changes), a replay closed; the new-game screen then comes up with the link still in
// the address and joins the table. "Not now" forgets the link.
import { useEffect, useState } from 'react';
import { loadedGame, rulesOf } from '../games';
import { useSession } from '../sessionStore';
import { readInviteLink } from './onlineStore';
import type { InviteLinkDialogProps } from './InviteLinkDialog';

function forgetLink(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

/** Leaves what game `id` shows for the start screen; the problem in words when its game could not be kept. */
function leaveFor(id: string): string | null {
  const house = loadedGame(id)?.house;
  if (house) {
    house.leave();
    return null;
  }
  const s = useSession.getState();
  if (s.session) {
    if (s.keepCurrent() !== null) return useSession.getState().saveProblem?.message ?? 'the game could not be saved';
    s.quit();
  } else if (s.replay) s.closeReplay();
  return null;
}

/** The dialog's props while an invite link is in the address over game `shown`'s screen; null otherwise (the new-game screen joins by itself). */
export function useInviteLink(shown: string | null): InviteLinkDialogProps | null {
  const [hash, setHash] = useState(() => location.hash);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const changed = () => {
      setHash(location.hash);
      setProblem(null);
    };
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  const turn = useSession((s) => (s.session ? rulesOf(s.session.ruleset)?.turnOf(s.session.state) ?? null : null));
  const watching = useSession((s) => s.session === null && s.replay !== null);
  const link = readInviteLink(hash);
  if (shown === null || link === null) return null;
  const house = loadedGame(shown)?.house !== undefined;
  return {
    watch: link.token === null,
    leaving: !house && watching ? { kind: 'replay' } : { kind: 'game', turn: house ? null : turn },
    problem,
    join: () => setProblem(leaveFor(shown)),
    close: () => {
      forgetLink();
      setHash('');
    },
  };
}
