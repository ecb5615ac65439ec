// The append-only log: versions never change, appending to the newest copies nothing, and two
// equal logs compare equal whatever their shared buffers hold.
import { describe, expect, it } from 'vitest';
import { History } from './history';

describe('History', () => {
  it('appends without changing the version it came from', () => {
    const a = History.of([1, 2]);
    const b = a.append([3]);
    const c = b.append([4, 5]);
    expect([...a]).toEqual([1, 2]);
    expect(b.toArray()).toEqual([1, 2, 3]);
    expect(c.toArray()).toEqual([1, 2, 3, 4, 5]);
    expect([a.length, b.length, c.length]).toEqual([2, 3, 5]);
    expect(a.append([])).toBe(a);
  });

  it('extending the newest version shares its storage: a command copies only its own events', () => {
    let h = History.of<number>();
    const versions = [h];
    for (let i = 0; i < 3000; i++) versions.push((h = h.append([i])));
    for (const v of versions) expect(v.sharesStorageWith(h)).toBe(true);
    expect(versions[1234].length).toBe(1234);
    expect(versions[1234].at(-1)).toBe(1233);
  });

  it('extending an older version again (after an undo) copies, and leaves the newer one intact', () => {
    const a = History.of(['x']);
    const b = a.append(['b']);
    const c = a.append(['c']);
    expect(b.toArray()).toEqual(['x', 'b']);
    expect(c.toArray()).toEqual(['x', 'c']);
    expect(c.sharesStorageWith(b)).toBe(false);
  });

  it('take (an undo) is the shorter version without a copy; extending it again copies and leaves the longer one intact', () => {
    const long = History.of([1, 2, 3]);
    const short = long.take(2);
    expect(short.toArray()).toEqual([1, 2]);
    expect(short.sharesStorageWith(long)).toBe(true);
    expect([long.take(3), long.take(9)]).toEqual([long, long]);
    expect(long.take(-1).length).toBe(0);
    const again = short.append([9]);
    expect(again.toArray()).toEqual([1, 2, 9]);
    expect(long.toArray()).toEqual([1, 2, 3]);
    expect(again.sharesStorageWith(long)).toBe(false);
  });

  it('reads like an array: at, slice, find, map, filter, some, JSON', () => {
    const h = History.of([5, 6, 7]).append([8]);
    expect([h.at(0), h.at(-1), h.at(4), h.at(-5)]).toEqual([5, 8, undefined, undefined]);
    expect(h.slice(1, 3)).toEqual([6, 7]);
    expect(h.slice(-2)).toEqual([7, 8]);
    expect(h.find((x) => x > 5)).toBe(6);
    expect([h.findIndex((x) => x > 5), h.findIndex((x) => x > 9)]).toEqual([1, -1]);
    expect(h.map((x, i) => x * i)).toEqual([0, 6, 14, 24]);
    expect(h.filter((x) => x % 2 === 0)).toEqual([6, 8]);
    expect([h.some((x) => x === 8), h.some((x) => x === 9)]).toEqual([true, false]);
    expect(JSON.stringify({ h })).toBe('{"h":[5,6,7,8]}');
  });

  it('equal logs are equal even when one buffer holds more (the older version of a longer log)', () => {
    const a = History.of([1]);
    a.append([2]);
    expect(a).toEqual(History.of([1]));
    expect(a).not.toEqual(History.of([2]));
  });
});
