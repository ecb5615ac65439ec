// The page's entry (issue 27, "The first screen"; docs/architecture.md, "The first paint"). It
// carries only the styles of index.html's title, which the build writes into the page itself
// (scripts/inlineEntryCss.ts), so the title is painted with no stylesheet or script to wait for.
// The app (main.tsx, its styles and React) is asked for once that paint has been reported: loaded
// before it, its parsing and first render held the title's paint back on a busy machine.
import './ui/base.css';
import './ui/firstScreen.css';

/**
 * How long the app waits for the paint to be reported before it loads anyway: a browser that
 * lists paint entries but never gives this page one (the tab hidden before its first frame) must
 * still get its app. Longer than a first paint at the load this machine is measured at (see the
 * figures in docs/architecture.md).
 */
export const PAINT_WAIT_MS = 2000;

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import('./main');
}

const paintReported = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
if (paintReported && document.visibilityState === 'visible') {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startApp();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startApp, PAINT_WAIT_MS);
} else {
  // A hidden tab paints nothing until it is shown; a browser without paint entries cannot say.
  startApp();
}
