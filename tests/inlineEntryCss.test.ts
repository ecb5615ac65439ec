// The first paint's styles written into the page, and the policy that admits them (issue 27,
// scripts/inlineEntryCss.ts): the entry's stylesheet becomes a <style>, its hash is what the
// Content-Security-Policy lists, and a stylesheet the entry does not import stays a link.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineEntryStyles, styleHashes } from '../scripts/inlineEntryCss';

const css = ':root{--yellow:#ffcc1a}.house-title{text-align:center}';
const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-A1.css"><link rel="stylesheet" href="/assets/other-B2.css"></head>';
const bundle = {
  'assets/index-A1.js': { type: 'chunk' as const, isEntry: true, viteMetadata: { importedCss: new Set(['assets/index-A1.css']) } },
  'assets/main-C3.js': { type: 'chunk' as const, isEntry: false, viteMetadata: { importedCss: new Set(['assets/other-B2.css']) } },
  'assets/index-A1.css': { type: 'asset' as const, source: css },
  'assets/other-B2.css': { type: 'asset' as const, source: '.board{}' },
};

describe('inlineEntryStyles', () => {
  it("writes the entry's stylesheet into the page and leaves the app's as a link", () => {
    const html = inlineEntryStyles(page, bundle);
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('index-A1.css');
    expect(html).toContain('<link rel="stylesheet" href="/assets/other-B2.css">');
  });

  it('reads a stylesheet given as bytes, and keeps the link of one that would close its <style> early', () => {
    const bytes = { ...bundle, 'assets/index-A1.css': { type: 'asset' as const, source: new TextEncoder().encode(css) } };
    expect(inlineEntryStyles(page, bytes)).toContain(`<style>${css}</style>`);
    const closing = { ...bundle, 'assets/index-A1.css': { type: 'asset' as const, source: '.a::after{content:"</style>"}' } };
    expect(inlineEntryStyles(page, closing)).toBe(page);
  });
});

describe('styleHashes', () => {
  it("gives each <style> block's SHA-256 in base64, as a CSP style-src lists it", () => {
    const want = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(styleHashes(inlineEntryStyles(page, bundle))).toEqual([want]);
    expect(styleHashes(page)).toEqual([]);
  });
});
