// Dark Future's own store in the house (src/shell/games.ts GameHouse): which of its screens is up,
// what its buttons on the one saved-games list do, the layers it draws over every screen, and its boot.
import type { GameHouse } from '../../shell/games';
import { driveComputerSeats, useStore } from '../../store';
import { TEST_HOOKS } from '../../testHooks';
import { useSession } from '../../shell/sessionStore';
import { RulesReference } from '../../ui/reference/RulesReference';
import { SharedGame } from '../../ui/SharedGame';
import { LessonLayer } from '../../ui/tutorial/LessonLayer';
import { onlineMirrored } from './onlineMirror';
import { darkFuture } from '../../engine';

declare global {
  interface Window {
    __df?: { store: typeof useStore; session: typeof useSession };
  }
}

function shown(): string | null {
  const s = useStore.getState();
  const one = useSession.getState();
  // Another tab has the game (the one store's saveProblem): Dark Future's takeover screen, unless another game is on.
  const elsewhere = one.saveProblem?.code === 'elsewhere' && (one.session === null || one.session.ruleset === darkFuture.id);
  // The tab rule, the garage and an unreadable save take the screen whatever else is on.
  return elsewhere ? '!OtherTab' : s.garage.open ? '!Garage' : s.loadProblem !== null ? '!BadSave' : s.game !== null && !onlineMirrored() ? 'Screen' : null;
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
  shown,
  // The one store: Dark Future's part is in it, and so is the saveProblem read above.
  subscribe: (changed) => useSession.subscribe(changed),
  resume: (id) => useStore.getState().resumeSaved(id),
  watch: (id) => void useStore.getState().watchSaved(id),
  Layers,
  boot: () => {
    const s = useStore.getState();
    s.loadDesigns();
    s.boot();
    // A lesson that was playing when the page went away picks up where it was (issue 10).
    s.loadLessonProgress();
    // Development and test builds only (testHooks.ts): a production build has no window onto the store.
    if (TEST_HOOKS) window.__df = { store: useStore, session: useSession };
    // The computer's seats play themselves, after a pause a person can watch (issue 12).
    driveComputerSeats(useStore);
  },
  leave: () => useStore.getState().newGame(),
};
