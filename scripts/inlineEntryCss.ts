// The first paint (issue 27, docs/architecture.md "The first paint"): the entry's stylesheet (the
// title's colours and layout, src/ui/base.css and firstScreen.css, about 2.5 kB) is written into
// index.html as a <style>, so the title is painted without waiting for a stylesheet's request. The
// page's Content-Security-Policy admits that one block by its hash (styleHashes), never by
// 'unsafe-inline'. The rest of the styles come with the app (src/main.tsx), after the paint.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

interface BundleItem {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  source?: string | Uint8Array;
  viteMetadata?: { importedCss: Set<string> };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page with each stylesheet the entry links (a `<link rel="stylesheet">` to a file of the bundle) written in as a <style>. */
export function inlineEntryStyles(html: string, bundle: Record<string, BundleItem>): string {
  const entryCss = Object.values(bundle).flatMap((c) => (c.type === 'chunk' && c.isEntry ? [...(c.viteMetadata?.importedCss ?? [])] : []));
  for (const file of entryCss) {
    const source = bundle[file]?.source;
    if (source === undefined) continue;
    const css = typeof source === 'string' ? source : new TextDecoder().decode(source);
    // A stylesheet cannot close the <style> it is written into: a '</style' in it (a string, a comment) would.
    if (/<\/style/i.test(css)) continue;
    html = html.replace(new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${escape(file)}"[^>]*>`), () => `<style>${css}</style>`);
  }
  return html;
}

/** The CSP source of each <style> block in the page: its SHA-256, as a 'style-src' admits it. */
export function styleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? inlineEntryStyles(html, ctx.bundle as unknown as Record<string, BundleItem>) : html),
    },
  };
}
