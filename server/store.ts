// Every table kept in an embedded SQLite database (issue 32 "nothing is lost"): a row per table,
// its game file (set-up, seed, commands: the shell's one file, src/shell/saves/gameFile.ts) and
// its seats with their tokens. A table is written after every accepted command, before any client
// hears of it, so a server killed at any moment restarts at the last command a player saw. A
// finished table is kept a while (its players may come back to read the end), then removed.
import Database from 'better-sqlite3';
import type { TableRecord, TableSeats } from './table';

/** How long a finished table is kept after its last change (its result), by default: a day. */
export const KEEP_FINISHED_MS = 24 * 3600_000;

export interface TableStore {
  save(t: TableRecord, over: boolean): void;
  /** Removes every table whose game is over and whose last change is older than `keepMs`; how many. */
  dropFinished(keepMs: number): number;
  /** Every table whose game is not over, to open again at start. */
  unfinished(): TableRecord[];
  get(id: string): TableRecord | null;
  close(): void;
}

interface Row {
  id: string;
  game: string;
  name: string;
  seats: string;
  file: string;
}

const fromRow = (r: Row): TableRecord => ({ id: r.id, game: r.game, name: r.name, seats: JSON.parse(r.seats) as TableSeats, file: r.file });

/** The store in the file at `path` (':memory:' for a store that dies with the process); `now` is its clock (the tests' is fake). */
export function openStore(path: string, now: () => number = Date.now): TableStore {
  const db = new Database(path);
  // WAL: a write per command does not block the reads of a restart, and survives a killed process.
  db.pragma('journal_mode = WAL');
  // Processes sharing one file over Redis write in turn: a writer waits for the other's lock.
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    name TEXT NOT NULL,
    seats TEXT NOT NULL,
    file TEXT NOT NULL,
    over INTEGER NOT NULL,
    updated INTEGER NOT NULL
  )`);
  const upsert = db.prepare(`INSERT INTO tables (id, game, name, seats, file, over, updated) VALUES (@id, @game, @name, @seats, @file, @over, @updated)
    ON CONFLICT(id) DO UPDATE SET seats = excluded.seats, file = excluded.file, over = excluded.over, updated = excluded.updated`);
  const open = db.prepare('SELECT id, game, name, seats, file FROM tables WHERE over = 0 ORDER BY updated');
  const one = db.prepare('SELECT id, game, name, seats, file FROM tables WHERE id = ?');
  const drop = db.prepare('DELETE FROM tables WHERE over = 1 AND updated < ?');
  return {
    save(t, over) {
      upsert.run({ id: t.id, game: t.game, name: t.name, seats: JSON.stringify(t.seats), file: t.file, over: over ? 1 : 0, updated: now() });
    },
    dropFinished: (keepMs) => drop.run(now() - keepMs).changes,
    unfinished: () => (open.all() as Row[]).map(fromRow),
    get(id) {
      const r = one.get(id) as Row | undefined;
      return r ? fromRow(r) : null;
    },
    close: () => db.close(),
  };
}
