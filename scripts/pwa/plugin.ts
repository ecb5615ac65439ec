// Installable and offline (issue 11): a web manifest, icons drawn in code, and a small service
// worker that precaches every file of the build. Written here rather than with vite-plugin-pwa
// (whose 2.0 supports Vite 8) because the app needs only "cache the build, serve it offline",
// and workbox-build would bring hundreds of packages into the lockfile for that.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { ICON_SVG, iconPng } from './icon';
import { serviceWorkerSource } from './sw';

export const MANIFEST = {
  name: 'Dark Future',
  short_name: 'Dark Future',
  description: 'Dark Future road combat (Games Workshop, 1988), hot-seat in the browser, with the app as referee.',
  start_url: '.',
  scope: '.',
  display: 'standalone',
  background_color: '#18191b',
  theme_color: '#18191b',
  icons: [
    { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
  ],
};

export function pwa(): Plugin {
  return {
    name: 'dark-future-pwa',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: 'manifest.webmanifest' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: MANIFEST.theme_color }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: 'icon-192.png' }, injectTo: 'head' },
    ],
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(MANIFEST, null, 2) });
      this.emitFile({ type: 'asset', fileName: 'icon.svg', source: ICON_SVG });
      this.emitFile({ type: 'asset', fileName: 'icon-192.png', source: iconPng(192) });
      this.emitFile({ type: 'asset', fileName: 'icon-512.png', source: iconPng(512) });
      // Every file of the build (the hashed scripts and styles, the page, the icons), so the first
      // visit leaves all of the game in the cache. The page, the files emitted here and public/
      // are not in the bundle yet at this point: named.
      const own = ['index.html', 'manifest.webmanifest', 'icon.svg', 'icon-192.png', 'icon-512.png', 'favicon.svg'];
      const files = [...new Set([...Object.keys(bundle), ...own])].filter((f) => !f.endsWith('.map')).sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(files, version) });
    },
  };
}
