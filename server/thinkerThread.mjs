// The thinking thread of ./thinker.ts: the server's TypeScript is run by tsx (npm run serve) or by
// Vitest in the main thread; a worker thread gets no loader of its own, so tsx is registered here
// before the TypeScript worker is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./thinkerWorker.ts');
