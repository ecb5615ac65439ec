// The app's screens, asked of the registry (src/games/registry.ts, src/shell/games.ts): the screen a
// game's house puts up (Dark Future's garage, its game), the game on the shell's session or a saved
// game watched, else the new-game screen. Nothing here names a game.
import { Suspense, useEffect } from 'react';
import './games/registry';
import { gameOf, games } from './shell/games';
import { gameScreen } from './shell/gameScreens';

export { preloadScreens } from './shell/gameScreens';
import { useSession } from './shell/sessionStore';
import { SharedGameDialog } from './shell/SharedGameDialog';
import { useSharedLink } from './shell/useSharedLink';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { NewGameScreen } from './ui/NewGameScreen';

function Loading() {
  return <p className="loading" role="status">Loading…</p>;
}

function Crashed({ game }: { game: string | null }) {
  const leave = () => {
    const house = game ? gameOf(game)?.house : undefined;
    if (house) return house.leave();
    // A session game goes on the saved-games list before the start screen.
    const s = useSession.getState();
    if (s.keepCurrent() === null) s.quit();
  };
  return (
    <div className="bad-save" role="alert">
      <h1>Something went wrong drawing the game</h1>
      <p>The game is saved. Reload the page to try again, or start a new game.</p>
      <button type="button" onClick={() => location.reload()}>Reload</button> <button type="button" onClick={leave}>Start a new game</button>
    </div>
  );
}

/** Which game's screen is up, as 'id/Screen', or null for the new-game screen. */
function useShownScreen(): string | null {
  // Each house's hook, in the registry's order (fixed once the app runs).
  const houses = games().flatMap((g) => (g.house ? [[g.ruleset.id, g.house.useShown()] as const] : []));
  const session = useSession((s) => (s.session ? `${s.session.ruleset}/Screen` : s.replay ? `${s.replay.ruleset}/Watch` : null));
  const takeover = houses.find(([, shown]) => shown?.startsWith('!'));
  if (takeover) return `${takeover[0]}/${takeover[1]!.slice(1)}`;
  if (session) return session;
  const own = houses.find(([, shown]) => shown !== null);
  return own ? `${own[0]}/${own[1]}` : null;
}

/** A share link to a game on the session, opened over whatever screen is up (a house opens its own). */
function SessionSharedLink() {
  const shared = useSharedLink();
  return shared ? <SharedGameDialog {...shared} /> : null;
}

export function App() {
  const shown = useShownScreen();
  // A new screen starts at its top, whatever the last one was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [shown]);
  const [id, name] = shown ? shown.split('/') : [null, null];
  const Shown = id && name ? gameScreen(id, name) : null;
  return (
    <ErrorBoundary fallback={<Crashed game={id} />}>
      <Suspense fallback={<Loading />}>{Shown ? <Shown /> : <NewGameScreen />}</Suspense>
      {games().map((g) => {
        const Layers = g.house?.Layers;
        return Layers ? <Layers key={g.ruleset.id} /> : null;
      })}
      <SessionSharedLink />
    </ErrorBoundary>
  );
}
