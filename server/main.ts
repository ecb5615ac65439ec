// `npm run serve`: the game server for online play on this machine (docs/online.md).
// Options: --port N (default 2567), --host H (default 127.0.0.1), --db FILE (default online.sqlite),
// --pages DIR (default dist: the built page, served at the same address when it is there),
// --rate BURST,PER_SECOND (each client's allowance of messages; default 20,10),
// --new-tables BURST,PER_SECOND (each address's allowance of new tables; default 10, one every 6 s).
// --redis URL (or REDIS_URL): spread tables over every process given the same Redis and --db.
// --keep-finished HOURS: how long a finished table is kept after its result (default 24).
import { parseArgs } from 'node:util';
import { startServer } from './server';
import { pagesOf } from './static';
import { NEW_TABLES, RATE } from './guard';
import { KEEP_FINISHED_MS } from './store';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '2567' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    db: { type: 'string', default: process.env.ONLINE_DB ?? 'online.sqlite' },
    pages: { type: 'string', default: 'dist' },
    rate: { type: 'string', default: `${RATE.burst},${RATE.perSecond}` },
    redis: { type: 'string', default: process.env.REDIS_URL ?? '' },
    'new-tables': { type: 'string', default: `${NEW_TABLES.burst},${NEW_TABLES.perSecond}` },
    'keep-finished': { type: 'string', default: String(KEEP_FINISHED_MS / 3600_000) },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not ${values.port}`);
  process.exit(2);
}
/** An allowance BURST,PER_SECOND from the command line, or the end of the process with why. */
function allowance(option: string, text: string): { burst: number; perSecond: number } {
  const [burst, perSecond] = text.split(',').map(Number);
  if (burst >= 1 && perSecond > 0) return { burst, perSecond };
  console.error(`--${option} must be BURST,PER_SECOND (two positive numbers), not ${text}`);
  process.exit(2);
}
const keepHours = Number(values['keep-finished']);
if (!(keepHours >= 0)) {
  console.error(`--keep-finished must be a number of hours, not ${values['keep-finished']}`);
  process.exit(2);
}
const rate = allowance('rate', values.rate);
const newTables = allowance('new-tables', values['new-tables']);

const pages = pagesOf(values.pages) ?? undefined;
const running = await startServer({ port, host: values.host, db: values.db, pages, rate, newTables, keepFinishedMs: keepHours * 3600_000, ...(values.redis ? { redis: values.redis } : {}), log: (line) => console.warn(line) });
// The tests and scripts read this line for the port.
console.log(`online play: listening on ${running.url} (http://${values.host}:${running.port}), ${running.restored} table(s) restored from ${values.db}${pages ? `, the page from ${values.pages}/` : ''}${values.redis ? `, rooms shared through ${values.redis}` : ''}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void running.stop().then(() => process.exit(0));
  });
}
