// Dark Future's card registered, as src/games/registry.ts registers it in the app, for the tests of
// its store: they mock the engine and load no registry, and the one saved-games list (the
// session's, docs/architecture.md "The one store") lists the games of registered games only.
import { registerGame } from '../../src/shell/games';
import { darkFutureGame } from '../../src/games/darkFuture';
import { useSession } from '../../src/shell/sessionStore';

registerGame(darkFutureGame);

/** The one saved-games list, as the new-game screen reads it. */
export const listed = () => useSession.getState().savedGames;
