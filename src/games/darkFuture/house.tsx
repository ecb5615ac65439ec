// Dark Future's own store in the house (src/shell/games.ts GameHouse): which of its screens is up,
// its games on the one saved-games list, the layers it draws over every screen, and its boot.
import { useEffect, useMemo } from 'react';
import type { GameHouse } from '../../shell/games';
import type { SavedEntry } from '../../shell/SavedGamesList';
import { DARK_FUTURE } from '../../store/ruleset';
import { driveComputerSeats, useStore, type SavedGameInfo } from '../../store';
import { TEST_HOOKS } from '../../testHooks';
import { RulesReference } from '../../ui/reference/RulesReference';
import { SharedGame } from '../../ui/SharedGame';
import { LessonLayer } from '../../ui/tutorial/LessonLayer';
import { savedGameDetails } from '../../ui/words';

declare global {
  interface Window {
    __df?: { store: typeof useStore };
  }
}

function useShown(): string | null {
  const otherTab = useStore((s) => s.saveProblem === 'elsewhere');
  const garage = useStore((s) => s.garage.open);
  const loadProblem = useStore((s) => s.loadProblem !== null);
  const hasGame = useStore((s) => s.game !== null);
  // The tab rule, the garage and an unreadable save take the screen whatever else is on.
  return otherTab ? '!OtherTab' : garage ? '!Garage' : loadProblem ? '!BadSave' : hasGame ? 'Screen' : null;
}

function useSavedEntries(): { entries: SavedEntry[]; problem: string | null } {
  const games = useStore((s) => s.savedGames);
  const problem = useStore((s) => s.savedGamesProblem);
  const resume = useStore((s) => s.resumeSaved);
  const watch = useStore((s) => s.watchSaved);
  const remove = useStore((s) => s.deleteSaved);
  const rename = useStore((s) => s.renameSaved);
  const list = useStore((s) => s.listSavedGames);
  useEffect(() => list(), [list]);
  const entries = useMemo(
    () =>
      games.map((g: SavedGameInfo): SavedEntry => ({
        id: g.id,
        game: DARK_FUTURE.name,
        name: g.name,
        details: savedGameDetails(g),
        lastPlayed: g.lastPlayed,
        onResume: () => resume(g.id),
        onWatch: () => watch(g.id),
        onDelete: () => remove(g.id),
        onRename: (name) => rename(g.id, name),
      })),
    [games, resume, watch, remove, rename],
  );
  return { entries, problem };
}

function Layers() {
  return (
    <>
      <LessonLayer />
      <RulesReference />
      <SharedGame />
    </>
  );
}

export const house: GameHouse = {
  useShown,
  useSavedEntries,
  Layers,
  boot: () => {
    const s = useStore.getState();
    s.loadDesigns();
    s.boot();
    // A lesson that was playing when the page went away picks up where it was (issue 10).
    s.loadLessonProgress();
    // Development and test builds only (testHooks.ts): a production build has no window onto the store.
    if (TEST_HOOKS) window.__df = { store: useStore };
    // The computer's seats play themselves, after a pause a person can watch (issue 12).
    driveComputerSeats(useStore);
  },
  leave: () => useStore.getState().newGame(),
};
