import { describe, expect, it } from 'vitest';
import { wholeRowsEnd } from './wholeRows';

describe('a following log rests with whole rows at its top (issue 29)', () => {
  const tops = [0, 24, 48, 90, 114];
  it('the end falls inside a row: rests on the next row\'s top, the difference added at its foot', () => {
    expect(wholeRowsEnd(tops, 60)).toEqual({ top: 90, room: 30 });
  });
  it('the end falls on a row\'s top: nothing added', () => {
    expect(wholeRowsEnd(tops, 48)).toEqual({ top: 48, room: 0 });
  });
  it('a log that does not scroll stays at its top', () => {
    expect(wholeRowsEnd(tops, 0)).toEqual({ top: 0, room: 0 });
  });
  it('past the last row\'s top: the end as it is', () => {
    expect(wholeRowsEnd(tops, 120)).toEqual({ top: 120, room: 0 });
  });
});
