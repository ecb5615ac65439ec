// The saved-games list (issue 11) of every game of the house (issue 27): one list, the shell's
// (src/shell/saves/savedGames.ts), read by the session for every registered game, newest first,
// each naming its game from its card. A game's rules load when one of its games is resumed or
// watched; a game with a store of its own (GameHouse) then resumes or shows it itself. The list
// itself is the shell's (src/shell/SavedGamesList.tsx); this says what each button does. Nothing
// here names a game.
import { useEffect } from 'react';
import { gameOf, games, loadGame } from '../shell/games';
import { SavedGamesList, type SavedEntry } from '../shell/SavedGamesList';
import { FIRST_RULESET } from '../shell/saves/migrate';
import { readGame } from '../shell/saves/savedGames';
import { useSession } from '../shell/sessionStore';
import { savedGameDetails } from './words';
import './savedGames.css';

export function SavedGames() {
  const listed = useSession((s) => s.savedGames);
  const listProblem = useSession((s) => s.savedProblem);
  const list = useSession((s) => s.listSaved);
  const remove = useSession((s) => s.deleteSaved);
  const rename = useSession((s) => s.renameSaved);
  // A session game that would not resume; the form of a game played on the session shows it itself when that game is chosen.
  const problem = useSession((s) => (s.session === null && s.problem && (gameOf(s.chosen) ?? games()[0])?.house ? `${s.problem.message} (${s.problem.code})` : null));
  useEffect(() => list(), [list]);
  const entries = listed.map((g): SavedEntry => {
    const id = g.ruleset ?? FIRST_RULESET;
    /** Loads the game's rules; then its own store, or the session, resumes or shows it. */
    const open = (what: 'resume' | 'watch') => () =>
      void loadGame(id).then((r) => {
        if (!r) return;
        if (r.house) return void (what === 'resume' ? r.house.resume(g.id) : r.house.watch(g.id));
        if (what === 'resume') return void useSession.getState().resumeSaved(g.id);
        const text = readGame(g.id);
        if (text === null) list();
        else useSession.getState().watch(text);
      });
    return {
      id: g.id,
      game: gameOf(id)?.title ?? id,
      name: g.name,
      details: savedGameDetails(g),
      lastPlayed: g.lastPlayed,
      onResume: open('resume'),
      onWatch: open('watch'),
      onDelete: () => remove(g.id),
      onRename: (name) => rename(g.id, name),
    };
  });
  const problems = [listProblem, problem].filter((p): p is string => !!p);
  return <SavedGamesList entries={entries} problems={problems} />;
}
