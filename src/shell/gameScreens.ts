// A game's screens by name, loaded on first use (issue 27's first-screen budget): the app and the
// new-game screen ask here, the registry says where each game's screens are.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { gameOf, games, loadGame, type GameScreens } from './games';

// A game's screens, and the board's Pixi with them, load when they are first shown: the start
// screen loads only what it draws (issue 27's first-screen budget). Once loaded, a screen renders
// at once: its loader answers with a thenable that resolves synchronously, which React.lazy takes
// without suspending (so tests and a preloaded page switch screens in one render).
type Screen = ComponentType<Record<string, unknown>>;
const loaded = new Map<string, Screen>();
const made = new Map<string, LazyExoticComponent<Screen>>();

const pickScreen = (s: GameScreens, name: string): Screen | undefined => ((name === 'NewGame' || name === 'Screen' || name === 'Watch' ? s[name] : s.extra?.[name]) as Screen | undefined);

/** A game's screen by name ('NewGame', 'Screen', 'Watch' or one of its extras), loaded on first use. */
export function gameScreen(id: string, name: string): LazyExoticComponent<Screen> {
  const key = `${id}/${name}`;
  let c = made.get(key);
  if (!c) {
    c = lazy(() => {
      const done = loaded.get(key);
      const module = { default: done! };
      if (done) return { then: (ok: (m: typeof module) => void) => ok(module) } as unknown as Promise<typeof module>;
      const g = gameOf(id);
      if (!g) return Promise.reject(new Error(`no game ${id}`));
      // A game's screens ask its rules (and its store) as they draw: those load first.
      return Promise.all([loadGame(id), g.screens()]).then(([, s]) => {
        const found = pickScreen(s, name);
        if (!found) throw new Error(`the game ${id} has no screen ${name}`);
        loaded.set(key, found);
        return { default: found };
      });
    });
    made.set(key, c);
  }
  return c;
}

/** Loads every game's screens, and its rules (the page does it once the start screen is up; tests before they mount). */
export async function preloadScreens(): Promise<void> {
  await Promise.all(
    games().map(async (g) => {
      const [, s] = await Promise.all([loadGame(g.id), g.screens()]);
      for (const name of ['NewGame', 'Screen', 'Watch', ...Object.keys(s.extra ?? {})]) {
        const found = pickScreen(s, name);
        if (found) loaded.set(`${g.id}/${name}`, found);
      }
    }),
  );
}

