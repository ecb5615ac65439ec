// The replay's view (p22: dummies are secret until turned over): hidden by default, all shown on request.
import { describe, expect, it } from 'vitest';
import { watcherView } from './watcherView';
import { testState } from '../testkit';
import type { Marker } from '../types';

const marker = (id: string, dummy: boolean, faceUp = false): Marker => ({ id, kind: 'oil', owner: 'a', cell: { lane: 1, t0: 0, t1: 20 }, faceUp, dummy, underVehicle: null }) as unknown as Marker;

describe('watcherView (p22)', () => {
  const s = testState({ vehicles: [{ id: 'a', lane: 1, space: 1 }, { id: 'b', lane: 5, space: 1 }] });
  s.markers = [marker('m1', true), marker('m2', false), marker('m3', true, true)];
  it('hides every face-down marker from a watcher, whoever laid it', () => {
    const v = watcherView(s, false);
    expect(v.markers.map((m) => [m.faceUp, m.dummy])).toEqual([[false, false], [false, false], [true, true]]);
    expect(v.rng.forced).toEqual([]);
  });
  it('turns every marker over when the watcher asks to see all', () => {
    const v = watcherView(s, true);
    expect(v.markers.map((m) => [m.faceUp, m.dummy])).toEqual([[true, true], [true, false], [true, true]]);
    expect(s.markers[0].faceUp).toBe(false);
  });
});
