import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { pwa } from './scripts/pwa/plugin';
import { startScreenSize } from './scripts/startScreenSize';
import { inlineEntryCss, styleHashes } from './scripts/inlineEntryCss';
import { SHARED_APP_TESTS } from './tests/support/sharedApp';

/**
 * The built page's Content-Security-Policy (issue 11): scripts only from the site itself, no inline
 * script, no eval (Pixi runs without it: src/render/Board.tsx imports pixi.js/unsafe-eval). Only in
 * the build: the dev server injects an inline script of its own (React refresh).
 */
const ALL_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'tests/**/*.test.tsx'];
/** Tests of pure code: the rules, the sim, the computer drivers. */
const PURE_TESTS = ['src/engine/**/*.test.ts', 'src/sim/**/*.test.ts', 'src/ai/**/*.test.ts', 'src/games/*/rules/**/*.test.ts', 'src/games/*/ai/**/*.test.ts'];
/** Pure tests that replace a module of the engine (vi.mock, vi.spyOn): shared modules would carry the stand-in into other files. */
const MOCKING_TESTS = ['src/engine/resolve/rams.test.ts', 'src/engine/resolve/rolls.test.ts', 'src/engine/resolve/shooting.test.ts', 'src/engine/resolve/passives.test.ts'];

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The policy goes first in <head>, so it governs everything after it, and it admits the one
 * <style> the build writes into the page (the title's, scripts/inlineEntryCss.ts) by its hash:
 * this runs after that plugin, on the finished page.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'dark-future-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const content = CSP.replace("style-src 'self'", ["style-src 'self'", ...styleHashes(html)].join(' '));
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content }, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), pwa(), inlineEntryCss(), contentSecurityPolicy(), startScreenSize()],
  build: {
    chunkSizeWarningLimit: 1500,
  },
  test: {
    environment: 'node',
    // Threads, one a core: Vitest's default leaves one of two cores idle, and a fresh process per
    // file costs more than a thread. On this 2-core machine the suite took 96 s, against 172 s
    // (forks, default workers), 133 s (forks, 2) and 136 s (threads, default).
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism()),
    // A test is bounded by what it does (a count of games, of commands), not by the clock: Vitest's
    // 5 s default failed tests that pass alone whenever the machine was busy (issue 31, at load 9
    // during this change: the Game Four design test and the rules reference's page badges).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/support/freezeShared.ts'],
    server: { deps: { inline: ['@pixi/react'] } },
    // Rules, sim and computer tests are pure (no DOM, no store, no module mocks): they share each
    // worker's modules instead of importing the engine afresh for every file (issue 31: the engine's
    // tests took 77 s isolated, 28 s shared, at load 10-13). A test that mocks a module, and every
    // test of the app (stores, DOM), keeps a fresh module graph per file.
    projects: [
      // The app's tests that reach no store and mock nothing (tests/support/sharedApp.ts: the board's
      // geometry, labels, texts) share them too.
      { extends: true, test: { name: 'rules', include: [...PURE_TESTS, ...SHARED_APP_TESTS], exclude: MOCKING_TESTS, isolate: false } },
      { extends: true, test: { name: 'mocks', include: MOCKING_TESTS } },
      // Each file in a fresh VM context of one long-lived worker (vmThreads): the same fresh module
      // graph per file, without a new happy-dom environment and worker set-up each time. Issue 31:
      // the app's 121 files took 316 s of CPU isolated in threads, 193 s in vmThreads, every test
      // passing (load 12-17, so CPU, not wall time). Sharing modules (isolate: false) took 138 s
      // but failed 58 tests in 16 files: the stores are module singletons.
      { extends: true, test: { name: 'app', include: ALL_TESTS, exclude: [...PURE_TESTS, ...SHARED_APP_TESTS], pool: 'vmThreads' } },
      // The game server for online play (issue 32): each file starts its own server on 127.0.0.1.
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
