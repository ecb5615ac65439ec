// The built page served beside the game server (issue 32 "the production build talks to the server
// at the page's own origin"): `npm run build` then `npm run serve` gives one address for both. Only
// files under the folder, only GET and HEAD; anything else is 404.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A handler for the files of `root`, or null when it holds no built page. */
export function pagesOf(root: string): ((req: IncomingMessage, res: ServerResponse) => void) | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  const base = normalize(root + sep);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return void res.writeHead(400).end();
    }
    const file = normalize(join(base, path === '/' ? 'index.html' : path));
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  };
}
