// No identifier reaches a player (issue 29): every event of random Deathrace games, in words and
// with its rule, names a house rule in players' words ('stationary ram'), never by its id
// ('stationaryRam', shown in the log before this test).
import { describe, expect, it } from 'vitest';
import { deathrace } from './index';
import { mulberry32 } from '../../../engine/rng';
import type { DrState } from './types';

/** A word of camelCase: lower case, then a capital inside it. */
const IDENTIFIER = /\b[a-z]+[A-Z][A-Za-z]*\b/;

describe('Deathrace speaks to players in words', () => {
  it('the log of 6 random games names no identifier', () => {
    let events = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const players = seed % 3 === 0 ? [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }, { id: 'c', name: 'Cy' }] : [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }];
      const g = deathrace.newGame({ ruleset: 'deathrace', players, options: { track: ['speedway', 'bowl', 'chicane'][seed % 3], laps: 1 } }, seed);
      if (!g.ok) throw new Error(g.error.message);
      let s: DrState = g.value.state;
      const pick = mulberry32(seed);
      for (let n = 0; n < 3000 && !deathrace.result(s).over; n++) {
        const legal = deathrace.legalCommands(s);
        // Mostly the first sampled move (along the racing line), so the race moves on and meets things.
        const c = pick() < 0.5 ? legal[0] : legal[Math.floor(pick() * legal.length)];
        const r = deathrace.apply(s, c);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        for (const e of r.value.events) {
          events++;
          const text = `${deathrace.describeEvent(e, s, null)} | ${deathrace.eventRule(e)}`;
          expect(text, text).not.toMatch(IDENTIFIER);
        }
      }
    }
    expect(events).toBeGreaterThan(100);
  });
});
