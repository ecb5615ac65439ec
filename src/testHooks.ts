// Whether this build exposes the end-to-end tests' hooks on window (`__df`, the whole store, and
// `__dfBoard`): development and test builds only (`vite build --mode test`, which Playwright
// previews), never a production build, where the store would let anyone read hidden markers and
// the dice to come (issue 11). Vite replaces this at build time, so the hooks' code is left out.
export const TEST_HOOKS: boolean = import.meta.env.DEV || import.meta.env.MODE === 'test';
