// A share link opened on a game of the session (a game without a house of its own: issue 27, so
// every game of the house opens its links): read once from the page's fragment; a link to a game
// with a house of its own (Dark Future's) is that house's to open. The file is read at the session's
// door (sessionFromText: the envelope, the ruleset's schemas, a replay); nothing changes until the
// player chooses. The link's game was loaded as the page opened (boot.ts).
import { useMemo, useState } from 'react';
import { gameOf, ownsStore, rulesOf } from './games';
import { rulesetOfText } from './saves/slot';
import { sessionFromText, useSession } from './sessionStore';
import { readShared } from './shareLink';
import type { SharedGameDialogProps } from './SharedGameDialog';

/** Whether the session opens a link of this game: a registered game that keeps no store of its own. */
const sessionGame = (id: string): boolean => gameOf(id) !== undefined && !ownsStore(id);

function clearHash(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

/** The shared-game dialog's props for a link the session opens, or null (no link, or another house's). */
export function useSharedLink(): SharedGameDialogProps | null {
  const [shared, setShared] = useState(() => {
    const s = readShared(location.hash);
    // A link that holds no game is said once, by the house that opens links of unknown games (Dark Future's).
    return s?.ok && sessionGame(rulesetOfText(s.text)) ? s : null;
  });
  const live = useSession((s) => (s.session ? rulesOf(s.session.ruleset)?.turnOf(s.session.state) ?? 0 : null));
  // Read once per link: a long game's replay is not worked out again on every render.
  const read = useMemo(() => (shared?.ok ? sessionFromText(shared.text) : null), [shared]);
  if (!shared) return null;
  const close = () => {
    clearHash();
    setShared(null);
  };
  const base = { liveTurn: live, replaceNote: 'It goes on the saved-games list first.', close };
  if (!read?.ok) return { ...base, summary: null, problem: read ? `${read.error.code}: ${read.error.message}` : null, watch: close, play: close };
  const text = shared.ok ? shared.text : '';
  const s = read.value;
  const names = rulesOf(s.ruleset)!.players(s.state).map((p) => p.name || p.id).join(' v ');
  return {
    ...base,
    summary: `${gameOf(s.ruleset)!.title}: ${names}, ${s.commands.length} decisions.`,
    problem: null,
    watch: () => { useSession.getState().watch(text); close(); },
    // Playing on keeps the game in progress on the saved-games list first, as resuming a listed game does.
    play: () => { const st = useSession.getState(); if (st.session) st.keepCurrent(); st.loadText(text, { came: 'link' }); close(); },
  };
}
