// Entry: read the garage's designs, resume the autosave (if any), expose the store for end-to-end tests, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { driveComputerSeats, useStore } from './store';
import './ui/styles.css';
import { registerServiceWorker } from './ui/registerServiceWorker';

declare global {
  interface Window {
    __df?: { store: typeof useStore };
  }
}

useStore.getState().loadDesigns();
useStore.getState().boot();
// A lesson that was playing when the page went away picks up where it was (issue 10).
useStore.getState().loadLessonProgress();
window.__df = { store: useStore };
// The computer's seats play themselves, after a pause a person can watch (issue 12).
driveComputerSeats(useStore);

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
