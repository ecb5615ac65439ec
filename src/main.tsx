// Entry: read the garage's designs, resume the autosave (if any), expose the store for end-to-end tests, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { useStore } from './store';
import './ui/styles.css';

declare global {
  interface Window {
    __df?: { store: typeof useStore };
  }
}

useStore.getState().loadDesigns();
useStore.getState().boot();
window.__df = { store: useStore };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
