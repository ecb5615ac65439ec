// The page's load event, or now if it has gone by: the app starts after the first paint
// (src/entry.ts), by which time a light page has often finished loading, and a listener added
// then would never run.
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
