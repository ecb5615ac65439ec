// The saved-games list (issue 11) of every game of the house (issue 27): the games of the shell's
// session (src/shell/sessionStore.ts) and those of each game that keeps its own house (its
// useSavedEntries), side by side, newest first, each naming its game. The list itself is the
// shell's (src/shell/SavedGamesList.tsx); this says what each button does. Nothing here names a game.
import { useEffect } from 'react';
import { gameOf, games } from '../shell/games';
import { SavedGamesList, type SavedEntry } from '../shell/SavedGamesList';
import { readGame } from '../shell/saves/savedGames';
import { useSession } from '../shell/sessionStore';
import { savedGameDetails } from './words';
import './savedGames.css';

export function SavedGames() {
  const sessionGames = useSession((s) => s.savedGames);
  const list = useSession((s) => s.listSaved);
  const resume = useSession((s) => s.resumeSaved);
  const watch = useSession((s) => s.watch);
  const remove = useSession((s) => s.deleteSaved);
  // A session game that would not resume; the form of a game played on the session shows it itself when that game is chosen.
  const problem = useSession((s) => (s.session === null && s.problem && (gameOf(s.chosen) ?? games()[0])?.house ? `${s.problem.message} (${s.problem.code})` : null));
  // Each house's hook, in the registry's order (fixed once the app runs).
  const houses = games().flatMap((g) => (g.house ? [g.house.useSavedEntries()] : []));
  useEffect(() => list(), [list]);
  const own = sessionGames.map((g): SavedEntry => ({
    id: g.id,
    game: gameOf(g.ruleset ?? '')?.title ?? g.ruleset ?? '',
    name: g.name,
    details: savedGameDetails(g),
    lastPlayed: g.lastPlayed,
    onResume: () => resume(g.id),
    onWatch: () => {
      const text = readGame(g.id);
      if (text === null) list();
      else watch(text);
    },
    onDelete: () => remove(g.id),
  }));
  const entries = [...houses.flatMap((h) => h.entries), ...own].sort((a, b) => (a.lastPlayed < b.lastPlayed ? 1 : a.lastPlayed > b.lastPlayed ? -1 : 0));
  const problems = [...houses.map((h) => h.problem), problem].filter((p): p is string => !!p);
  return <SavedGamesList entries={entries} problems={problems} />;
}
