// The service worker's text, with the build's file list and version written in. Pages (a reload,
// a share link) go to the network first so a new build arrives, and fall back to the cached
// index.html offline; the hashed files never change, so they come from the cache first.
export function serviceWorkerSource(files: string[], version: string): string {
  return `// Dark Future service worker (scripts/pwa/sw.ts), build ${version}.
const CACHE = 'dark-future-${version}';
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(['./', ...FILES])).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('dark-future-') && k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    e.respondWith(fetch(req).catch(() => caches.match('./', { cacheName: CACHE, ignoreVary: true }).then((r) => r || caches.match('index.html', { cacheName: CACHE, ignoreVary: true }))));
    return;
  }
  // ignoreVary: module scripts carry an Origin header the precache requests did not.
  e.respondWith(caches.match(req, { cacheName: CACHE, ignoreVary: true }).then((hit) => hit || fetch(req)));
});
`;
}
