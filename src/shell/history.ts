// A game's history (its event log, its commands, what each may be taken back) for any ruleset
// (docs/rulesets.md), as an append-only list that costs the same to extend at event 30,000 as at
// event 3. Versions share one buffer: appending to the newest version pushes onto it, and each
// version reads only its own first `length` items, so every version stays unchanged. Only after
// an older version is extended again (never in play: undo replays a new log) is the buffer copied.
// It is a class, not a plain array, so immer neither drafts nor freezes it: immer's
// copy-and-freeze of the whole log was most of a command's cost in a long game.

export class History<T> implements Iterable<T> {
  // Private fields: not own enumerable properties, so two equal logs compare equal whatever
  // their shared buffers hold beyond their lengths.
  readonly #items: T[];
  readonly #length: number;

  private constructor(items: T[], length: number) {
    this.#items = items;
    this.#length = length;
  }

  static of<T>(items: readonly T[] = []): History<T> {
    return new History([...items], items.length);
  }

  get length(): number {
    return this.#length;
  }

  /** A new version with `more` after this one's items; this version is unchanged. */
  append(more: readonly T[]): History<T> {
    if (more.length === 0) return this;
    const buf = this.#items.length === this.#length ? this.#items : this.#items.slice(0, this.#length);
    for (const x of more) buf.push(x);
    return new History(buf, this.#length + more.length);
  }

  /** The first `n` items as a version of their own (an undo): nothing is copied until it is extended. */
  take(n: number): History<T> {
    const k = Math.max(0, Math.min(this.#length, Math.floor(n)));
    return k === this.#length ? this : new History(this.#items, k);
  }

  /** The item at `i` (negative counts from the end), or undefined. */
  at(i: number): T | undefined {
    const k = i < 0 ? this.#length + i : i;
    return k >= 0 && k < this.#length ? this.#items[k] : undefined;
  }

  /** Items from `start` to `end` (exclusive) as a new array; negative positions count from the end. */
  slice(start = 0, end = this.#length): T[] {
    const norm = (x: number) => Math.max(0, Math.min(this.#length, x < 0 ? this.#length + x : x));
    return this.#items.slice(norm(start), norm(end));
  }

  find(pred: (x: T, i: number) => boolean): T | undefined {
    for (let i = 0; i < this.#length; i++) if (pred(this.#items[i], i)) return this.#items[i];
    return undefined;
  }

  /** The index of the first item `pred` holds for, or -1. */
  findIndex(pred: (x: T, i: number) => boolean): number {
    for (let i = 0; i < this.#length; i++) if (pred(this.#items[i], i)) return i;
    return -1;
  }

  map<U>(f: (x: T, i: number) => U): U[] {
    const out: U[] = [];
    for (let i = 0; i < this.#length; i++) out.push(f(this.#items[i], i));
    return out;
  }

  filter(pred: (x: T, i: number) => boolean): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.#length; i++) if (pred(this.#items[i], i)) out.push(this.#items[i]);
    return out;
  }

  some(pred: (x: T, i: number) => boolean): boolean {
    for (let i = 0; i < this.#length; i++) if (pred(this.#items[i], i)) return true;
    return false;
  }

  toArray(): T[] {
    return this.slice();
  }

  toJSON(): T[] {
    return this.slice();
  }

  /** Do the two versions read one buffer (so making one from the other copied nothing)? */
  sharesStorageWith(other: History<T>): boolean {
    return this.#items === other.#items;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let i = 0; i < this.#length; i++) yield this.#items[i];
  }
}
