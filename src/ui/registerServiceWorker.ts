// Offline play (issue 11): the built app registers its service worker (scripts/pwa); the dev
// server and the unit tests have none.
import { afterLoad } from './afterLoad';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  afterLoad(() => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      // No service worker (a private window, an old browser): the game still plays online.
    });
  });
}
