// The app's screens, asked of the registry (src/games/registry.ts, src/shell/games.ts): the screen a
// game's house puts up (Dark Future's garage, its game), the game on the shell's session or a saved
// game watched, else the new-game screen. Nothing here names a game.
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import './games/registry';
import { loadedGame, loadedIds$ } from './shell/games';
import { gameScreen } from './shell/gameScreens';

export { preloadScreens } from './shell/gameScreens';
import { useSession } from './shell/sessionStore';
import { SharedGameDialog } from './shell/SharedGameDialog';
import { useSharedLink } from './shell/useSharedLink';
import { InviteLinkDialog } from './shell/online/InviteLinkDialog';
import { useInviteLink } from './shell/online/useInviteLink';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { NewGameScreen } from './ui/NewGameScreen';

function Loading() {
  return <p className="loading" role="status">Loading…</p>;
}

function Crashed({ game }: { game: string | null }) {
  const leave = () => {
    const house = game ? loadedGame(game)?.house : undefined;
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

/** Listens to every loaded game with a store of its own, and to games loading. */
function subscribeHouses(changed: () => void): () => void {
  const stops = new Map<string, () => void>();
  const listen = () => {
    for (const id of loadedIds$.get()) {
      const h = loadedGame(id)?.house;
      if (h && !stops.has(id)) stops.set(id, h.subscribe(changed));
    }
  };
  listen();
  const stop = loadedIds$.subscribe(() => {
    listen();
    changed();
  });
  return () => {
    stop();
    for (const s of stops.values()) s();
  };
}

/** What each loaded house shows, one line a house ('id=screen'): a string, so it changes only when a screen does. */
const housesShown = (): string => loadedIds$.get().flatMap((id) => {
  const h = loadedGame(id)?.house;
  return h ? [`${id}=${h.shown() ?? ''}`] : [];
}).join('\n');

/** Which game's screen is up, as 'id/Screen', or null for the new-game screen. */
function useShownScreen(): string | null {
  const lines = useSyncExternalStore(subscribeHouses, housesShown);
  const shownBy = lines ? lines.split('\n').map((l) => l.split('=') as [string, string]) : [];
  const session = useSession((s) => (s.session ? `${s.session.ruleset}/Screen` : s.replay ? `${s.replay.ruleset}/Watch` : null));
  const takeover = shownBy.find(([, shown]) => shown.startsWith('!'));
  if (takeover) return `${takeover[0]}/${takeover[1].slice(1)}`;
  if (session) return session;
  const own = shownBy.find(([, shown]) => shown !== '');
  return own ? `${own[0]}/${own[1]}` : null;
}

/** A share link to a game on the session, opened over whatever screen is up (a house opens its own). */
function SessionSharedLink() {
  const shared = useSharedLink();
  return shared ? <SharedGameDialog {...shared} /> : null;
}

/** An online table's invite link opened over a game's screen (`shown`, a game's id): asked first; the new-game screen joins by itself. */
function OnlineInviteLink({ shown }: { shown: string | null }) {
  const invite = useInviteLink(shown);
  return invite ? <InviteLinkDialog {...invite} /> : null;
}

/** The loaded games' layers (lessons, the rules reference...), drawn over every screen. */
function HouseLayers() {
  const ids = useSyncExternalStore(loadedIds$.subscribe, loadedIds$.get);
  return ids.map((id) => {
    const Layers = loadedGame(id)?.house?.Layers;
    return Layers ? <Layers key={id} /> : null;
  });
}

export function App() {
  const shown = useShownScreen();
  // A new screen starts at its top, whatever the last one was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [shown]);
  const [id, name] = shown ? shown.split('/') : [null, null];
  const Screen = id && name ? gameScreen(id, name) : null;
  return (
    <ErrorBoundary fallback={<Crashed game={id} />}>
      <Suspense fallback={<Loading />}>{Screen ? <Screen /> : <NewGameScreen />}</Suspense>
      <HouseLayers />
      <SessionSharedLink />
      <OnlineInviteLink shown={id} />
    </ErrorBoundary>
  );
}
