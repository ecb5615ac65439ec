// Entry: read the garage's designs, resume the autosave (if any), expose the store for end-to-end tests (test builds only), render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreens } from './App';
import { driveComputerSeats, useStore } from './store';
import './ui/styles.css';
import { registerServiceWorker } from './ui/registerServiceWorker';
import { TEST_HOOKS } from './testHooks';

declare global {
  interface Window {
    __df?: { store: typeof useStore };
  }
}

useStore.getState().loadDesigns();
useStore.getState().boot();
// A lesson that was playing when the page went away picks up where it was (issue 10).
useStore.getState().loadLessonProgress();
// Development and test builds only (testHooks.ts): a production build has no window onto the store.
if (TEST_HOOKS) window.__df = { store: useStore };
// The computer's seats play themselves, after a pause a person can watch (issue 12).
driveComputerSeats(useStore);

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Once the start screen is up, the game screens (and the board's Pixi) load in the background, so a
// chosen game opens at once; the start screen itself waits for none of them.
window.addEventListener('load', () => void preloadScreens(), { once: true });
