// Entry: the games of the house boot (read what they keep, resume an autosave), then the app renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreens } from './App';
import { games } from './shell/games';
import { driveSessionSeats } from './shell/computerSeats';
import { useSession } from './shell/sessionStore';
import './ui/styles.css';
import { registerServiceWorker } from './ui/registerServiceWorker';

for (const g of games()) g.house?.boot?.();
// The computer's seats of a game on the shell's session play themselves, after a pause a person can watch.
driveSessionSeats(useSession);

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Once the start screen is up, the game screens (and the board's Pixi) load in the background, so a
// chosen game opens at once; the start screen itself waits for none of them.
window.addEventListener('load', () => void preloadScreens(), { once: true });
