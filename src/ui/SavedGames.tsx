// The saved-games list (issue 11) of both rulesets (issue 14): Dark Future's games through its
// store (resume, watch, rename, delete as before) and the road-gang games through the generic
// session store (src/shell/sessionStore.ts), side by side, newest first, each naming its game.
// The list itself is the shell's (src/shell/SavedGamesList.tsx); this says what each button does.
import { useEffect } from 'react';
import { darkFuture, roadGang, rulesetOf } from '../engine';
import { SavedGamesList, type SavedEntry } from '../shell/SavedGamesList';
import { readGame } from '../shell/saves/savedGames';
import { useSession } from '../shell/sessionStore';
import { useStore, type SavedGameInfo } from '../store';
import { savedGameDetails } from './words';
import './savedGames.css';

const gameName = (g: SavedGameInfo) => rulesetOf(g.ruleset ?? darkFuture.id)?.name ?? g.ruleset ?? '';

export function SavedGames() {
  const dfGames = useStore((s) => s.savedGames);
  const problem = useStore((s) => s.savedGamesProblem);
  const list = useStore((s) => s.listSavedGames);
  const resume = useStore((s) => s.resumeSaved);
  const watch = useStore((s) => s.watchSaved);
  const remove = useStore((s) => s.deleteSaved);
  const rename = useStore((s) => s.renameSaved);
  const rgGames = useSession((s) => s.savedGames);
  const rgList = useSession((s) => s.listSaved);
  const rgResume = useSession((s) => s.resumeSaved);
  const rgWatch = useSession((s) => s.watch);
  const rgRemove = useSession((s) => s.deleteSaved);
  // A road-gang game that would not resume; that game's own form shows it when chosen.
  const rgProblem = useSession((s) => (s.session === null && s.chosen !== roadGang.id && s.problem ? `${s.problem.message} (${s.problem.code})` : null));
  useEffect(() => {
    list();
    rgList();
  }, [list, rgList]);
  const df = dfGames.map((g): SavedEntry => ({
    id: g.id,
    game: gameName(g),
    name: g.name,
    details: savedGameDetails(g),
    lastPlayed: g.lastPlayed,
    onResume: () => resume(g.id),
    onWatch: () => watch(g.id),
    onDelete: () => remove(g.id),
    onRename: (name) => rename(g.id, name),
  }));
  const rg = rgGames.map((g): SavedEntry => ({
    id: g.id,
    game: gameName(g),
    name: g.name,
    details: savedGameDetails(g),
    lastPlayed: g.lastPlayed,
    onResume: () => rgResume(g.id),
    onWatch: () => {
      const text = readGame(g.id);
      if (text === null) rgList();
      else rgWatch(text);
    },
    onDelete: () => rgRemove(g.id),
  }));
  const entries = [...df, ...rg].sort((a, b) => (a.lastPlayed < b.lastPlayed ? 1 : a.lastPlayed > b.lastPlayed ? -1 : 0));
  const problems = [problem, rgProblem].filter((p): p is string => !!p);
  return <SavedGamesList entries={entries} problems={problems} />;
}
