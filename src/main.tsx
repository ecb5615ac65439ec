// The app, loaded by src/entry.ts once the page's title is painted: the games the page opens with
// load and boot (read what they keep, resume an autosave), then the app renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { App, preloadScreens } from './App';
import { bootGames } from './shell/boot';
import { driveSessionSeats } from './shell/computerSeats';
import { useSession } from './shell/sessionStore';
import { thinkIn } from './shell/think';
import { TEST_HOOKS } from './testHooks';
import './ui/styles.css';
import { afterLoad } from './ui/afterLoad';
import { registerServiceWorker } from './ui/registerServiceWorker';

// The computer thinks in a worker, one for every game (issue 30), so the page never freezes while
// it searches. Made here: the worker runs the games' drivers, and the shell names no game.
const computerWorker = () => new Worker(new URL('./games/computerWorker.ts', import.meta.url), { type: 'module' });
thinkIn(computerWorker);
declare global {
  interface Window {
    /** Test builds only: the end-to-end tests measure the page with the computer thinking in its thread too. */
    __dfThink?: { inThread(on: boolean): void };
  }
}
if (TEST_HOOKS) window.__dfThink = { inThread: (on) => thinkIn(on ? null : computerWorker) };

// The computer's seats of a game on the shell's session play themselves, after a pause a person can watch.
driveSessionSeats(useSession);

registerServiceWorker();

// The games the page opens with load first (a game in progress, a share link's); the rest when
// chosen. Test builds load every game, so the tests' window onto each store is there from the start.
// The title index.html drew before any script ran goes in the same task as the app's first commit
// (flushSync), so no frame shows neither.
void bootGames(location.hash, TEST_HOOKS).then(() => {
  const root = createRoot(document.getElementById('root')!);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  document.getElementById('first-paint')?.remove();
});

// Once the start screen is up, the game screens (and the board's Pixi) load in the background, so a
// chosen game opens at once; the start screen itself waits for none of them, and its first frame is
// drawn before their parsing takes the page's thread (a frame, then a task).
afterLoad(() => requestAnimationFrame(() => setTimeout(() => void preloadScreens(), 0)));
