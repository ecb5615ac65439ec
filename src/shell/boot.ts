// The page opening (issue 27's first-screen budget): only the games the page opens with are loaded
// before the first render — the one in the autosave (or under the session's old key), the one a
// share link holds, one a card asks for (a lesson of its own in progress) — then the session
// resumes its autosave. Every other game loads when it is chosen. A text of no registered game is
// the first game's to say it cannot be read (the house that reads the oldest files).
import { gameOf, games, loadGame } from './games';
import { FIRST_RULESET } from './saves/migrate';
import { AUTOSAVE_KEY, OLD_SESSION_KEY, rulesetOfText } from './saves/slot';
import { readKey } from './saves/storage';
import { useSession } from './sessionStore';
import { readShared } from './shareLink';

/** The ids of the games a page with this fragment and this storage opens with. */
export function gamesAtStart(hash: string): string[] {
  const wanted = new Set<string>();
  for (const key of [AUTOSAVE_KEY, OLD_SESSION_KEY]) {
    const text = readKey(key);
    if (text !== null) wanted.add(rulesetOfText(text));
  }
  const link = readShared(hash);
  if (link) wanted.add(link.ok ? rulesetOfText(link.text) : FIRST_RULESET);
  for (const g of games()) if (g.wantedAtStart?.()) wanted.add(g.id);
  return [...new Set([...wanted].map((id) => (gameOf(id) ? id : FIRST_RULESET)))].filter((id) => gameOf(id));
}

/** Loads the games the page opens with (`all`: every game, as test builds do), then the session resumes its autosave. */
export async function bootGames(hash: string, all = false): Promise<void> {
  const ids = all ? games().map((g) => g.id) : gamesAtStart(hash);
  await Promise.all(ids.map((id) => loadGame(id)));
  useSession.getState().boot();
}
