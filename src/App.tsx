// The app's screens: the garage, a save that failed to load, the new-game dialog, or the game.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useStore } from './store';
import { BadSavePanel } from './ui/BadSavePanel';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { NewGameScreen } from './ui/NewGameScreen';
import { useSession } from './shell/sessionStore';
import { roadGang } from './engine';
import { LessonLayer } from './ui/tutorial/LessonLayer';
import { RulesReference } from './ui/reference/RulesReference';
import { SharedGame } from './ui/SharedGame';
import { OtherTabPanel } from './ui/SaveProblem';

// The screens of a game, and the board's Pixi with them, load when they are first shown: the start
// screen loads only what it draws (issue 27's first-screen budget). Once loaded, a screen renders
// at once: its loader answers with a thenable that resolves synchronously, which React.lazy takes
// without suspending (so tests and a preloaded page switch screens in one render).
type Screen = ComponentType;
const loaded = new Map<string, Screen>();
const loaders: Record<string, () => Promise<Screen>> = {
  Garage: () => import('./ui/Garage').then((m) => m.Garage),
  GameScreen: () => import('./ui/GameScreen').then((m) => m.GameScreen),
  RoadGangScreen: () => import('./ui/roadGang/RoadGangScreen').then((m) => m.RoadGangScreen),
  RoadGangWatch: () => import('./ui/roadGang/RoadGangWatch').then((m) => m.RoadGangWatch),
};

function lazyScreen(name: string) {
  return lazy(() => {
    const done = loaded.get(name);
    const module = { default: done! };
    if (done) return { then: (ok: (m: typeof module) => void) => ok(module) } as unknown as Promise<typeof module>;
    return loaders[name]().then((c) => (loaded.set(name, c), { default: c }));
  });
}

/** Loads every screen (the page does it once the start screen is up; tests before they mount). */
export async function preloadScreens(): Promise<void> {
  await Promise.all(Object.entries(loaders).map(async ([name, load]) => loaded.set(name, await load())));
}

const Garage = lazyScreen('Garage');
const GameScreen = lazyScreen('GameScreen');
const RoadGangScreen = lazyScreen('RoadGangScreen');
const RoadGangWatch = lazyScreen('RoadGangWatch');

function Loading() {
  return <p className="loading" role="status">Loading…</p>;
}

function Crashed() {
  const newGame = useStore((s) => s.newGame);
  return (
    <div className="bad-save" role="alert">
      <h1>Something went wrong drawing the game</h1>
      <p>The game is saved. Reload the page to try again, or start a new game.</p>
      <button type="button" onClick={() => location.reload()}>Reload</button> <button type="button" onClick={newGame}>Start a new game</button>
    </div>
  );
}

export function App() {
  const loadProblem = useStore((s) => s.loadProblem);
  const hasGame = useStore((s) => s.game !== null);
  const garage = useStore((s) => s.garage.open);
  const otherTab = useStore((s) => s.saveProblem === 'elsewhere');
  // A game of another ruleset (the generic session, src/shell) is on screen while it lasts.
  const rgGame = useSession((s) => s.session?.ruleset === roadGang.id);
  // A saved road-gang game watched from the saved-games list, no game of its ruleset on.
  const rgWatch = useSession((s) => s.session === null && s.replay?.ruleset === roadGang.id);
  const screen = otherTab ? 'other-tab' : garage ? 'garage' : loadProblem ? 'bad-save' : rgGame ? 'road-gang' : rgWatch ? 'road-gang-watch' : hasGame ? 'game' : 'new-game';
  // A new screen starts at its top, whatever the last one was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [screen]);
  return (
    <ErrorBoundary fallback={<Crashed />}>
      <Suspense fallback={<Loading />}>
        {screen === 'other-tab' ? <OtherTabPanel /> : screen === 'garage' ? <Garage /> : screen === 'bad-save' ? <BadSavePanel /> : screen === 'game' ? <GameScreen /> : screen === 'road-gang' ? <RoadGangScreen /> : screen === 'road-gang-watch' ? <RoadGangWatch /> : <NewGameScreen />}
      </Suspense>
      <LessonLayer />
      <RulesReference />
      <SharedGame />
    </ErrorBoundary>
  );
}
