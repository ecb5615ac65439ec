import { describe, expect, it } from 'vitest';
import { boardOf, corridorOf, inCorridor, modelRect, placeKey, sight, type Board } from './corridor';
import { playRandom } from '../../sim/playout';
import { curvedSetup } from '../../sim/curvedSetups';
import type { GameState, Mount } from '../types';

const MOUNTS: Mount[] = ['hood', 'wingLeft', 'wingRight', 'turret', 'fairingLeft'];

/** The same board with nothing remembered: every shape worked out afresh. */
const afresh = (b: Board): Board => ({ s: b.s, poses: b.poses });

/** States of random games of cars and bikes on curves (issue 15's bench row), some of them. */
function states(games: number): GameState[] {
  const out: GameState[] = [];
  for (let i = 0; i < games; i++) playRandom(i + 1, { setup: curvedSetup(i + 1, 3, 5), maxCommands: 120, onStep: (st) => (st.command.type === 'declare' ? out.push(st.after) : 0) });
  return out;
}

describe('the road memo (corridor.ts RoadMemo): remembered shapes are the ones worked out afresh (p25, p64)', () => {
  const seen = states(3).filter((_, i) => i % 2 === 0);

  // A bounded count of games, so a bound in time only for a loaded machine: 15 s alone, 32 s at load 35 (issue 31).
  it('every mount corridor, model and sighting of every pair of vehicles, over random games on curves', { timeout: 120_000 }, () => {
    let sightings = 0;
    for (const s of seen) {
      const b = boardOf(s);
      expect(b.memo).toBeDefined();
      for (const firer of s.vehicles) {
        expect(modelRect(b, firer)).toEqual(modelRect(afresh(b), firer));
        for (const mount of MOUNTS) {
          const c = corridorOf(b, firer, mount);
          const fresh = corridorOf(afresh(b), firer, mount);
          expect(c?.kind).toBe(fresh?.kind);
          if (!c || !fresh) continue;
          if (c.kind === 'ruler' && fresh.kind === 'ruler') expect([c.p0, c.p1, c.d, c.length]).toEqual([fresh.p0, fresh.p1, fresh.d, fresh.length]);
          if (c.kind === 'grid' && fresh.kind === 'grid') expect(c.zone).toEqual(fresh.zone);
          for (const target of s.vehicles) {
            if (target === firer) continue;
            const expected = sight(afresh(b), fresh, firer, target);
            // Whether it is in the corridor, asked first (remembered alone) and again after sight.
            expect(inCorridor(b, c, firer, target)).toBe(expected !== null);
            expect(inCorridor(afresh(b), fresh, firer, target)).toBe(expected !== null);
            // Asked twice: the second answer comes from the memo.
            sight(b, c, firer, target);
            expect(inCorridor(b, c, firer, target)).toBe(expected !== null);
            const got = sight(b, c, firer, target);
            expect(got).toEqual(expected);
            if (got) sightings++;
          }
        }
      }
    }
    // The games must have put vehicles in each other's corridors, or the comparison proves little.
    expect(sightings).toBeGreaterThan(50);
  });

  it('a ruler marched only part of the way answers as the whole march does (p25)', () => {
    let rulers = 0;
    for (const s of seen.slice(0, 40)) {
      const b = boardOf(s);
      for (const v of s.vehicles) {
        for (const mount of MOUNTS) {
          const whole = corridorOf(afresh(b), v, mount);
          if (whole?.kind !== 'ruler') continue;
          rulers++;
          const length = whole.length;
          for (const x of [0, 0.5, 3, length - 0.01, length, length + 0.01, 47.5, 400]) {
            const part = corridorOf(afresh(b), v, mount);
            if (part?.kind !== 'ruler') throw new Error('the same corridor twice');
            expect([x, part.reaches(x)]).toEqual([x, length >= x]);
            expect(part.length).toBe(length);
          }
        }
      }
    }
    expect(rulers).toBeGreaterThan(20);
  });

  it('remembered corners and grid strips are frozen; the arrays holding them are not (corridor.ts FROZEN_ARRAYS: read several times slower)', () => {
    const s = seen[seen.length - 1];
    const b = boardOf(s);
    const r = modelRect(b, s.vehicles[0]);
    expect(r.every((p) => Object.isFrozen(p))).toBe(true);
    expect(Object.isFrozen(r)).toBe(false);
    const c = corridorOf(b, s.vehicles[0], 'hood');
    if (c?.kind === 'grid') expect(c.zone.every((z) => Object.isFrozen(z)) && !Object.isFrozen(c.zone)).toBe(true);
  });

  it('names each place once: different cells or headings give different keys', () => {
    const v = seen[0].vehicles[0];
    const keys = new Set<number | null>();
    for (const lane of [1, 2, 7]) for (const t0 of [0, 20, 37, 400]) for (const heading of [0, 1, 4, 7] as const) keys.add(placeKey({ ...v, cell: { lane, t0, t1: t0 + 20 }, heading }));
    expect(keys.size).toBe(3 * 4 * 4);
    expect(placeKey({ ...v, cell: { lane: 3, t0: 0.5, t1: 20.5 } })).toBeNull();
  });
});
