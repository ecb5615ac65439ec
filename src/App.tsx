// The app's screens: the garage, a save that failed to load, the new-game dialog, or the game.
import { useEffect } from 'react';
import { useStore } from './store';
import { BadSavePanel } from './ui/BadSavePanel';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Garage } from './ui/Garage';
import { GameScreen } from './ui/GameScreen';
import { NewGameScreen } from './ui/NewGameScreen';
import { RoadGangScreen } from './ui/roadGang/RoadGangScreen';
import { RoadGangWatch } from './ui/roadGang/RoadGangWatch';
import { useSession } from './shell/sessionStore';
import { roadGang } from './engine';
import { LessonLayer } from './ui/tutorial/LessonLayer';
import { RulesReference } from './ui/reference/RulesReference';
import { SharedGame } from './ui/SharedGame';
import { OtherTabPanel } from './ui/SaveProblem';

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
      {screen === 'other-tab' ? <OtherTabPanel /> : screen === 'garage' ? <Garage /> : screen === 'bad-save' ? <BadSavePanel /> : screen === 'game' ? <GameScreen /> : screen === 'road-gang' ? <RoadGangScreen /> : screen === 'road-gang-watch' ? <RoadGangWatch /> : <NewGameScreen />}
      <LessonLayer />
      <RulesReference />
      <SharedGame />
    </ErrorBoundary>
  );
}
