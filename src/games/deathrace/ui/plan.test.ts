// The ghost is the rules' own path: for every sampled move of a few random races that rolls no
// die (no tight turn, no encounter, no slick, no crash), the vehicle ends where its ghost ends,
// stopped at a ramp's top where the ghost said; and the saved-games list's words for a race.
import { describe, expect, it } from 'vitest';
import { deathrace, drLegalCommands, type DrState } from '../rules';
import { deathraceVariant, savedDetails } from '../words';
import { ghostOf } from './plan';
import { drTestState, play, vehicleOf } from '../rules/testkit';

function race(seed: number, players = 2): DrState {
  const g = deathrace.newGame({ ruleset: 'deathrace', players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` })), options: { track: (['bowl', 'speedway', 'chicane'] as const)[seed % 3] } }, seed);
  if (!g.ok) throw new Error(g.error.message);
  return g.value.state;
}

describe('the ghost of a move', () => {
  it('ends where the rules put the vehicle, for every sampled move that rolls no die', () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      let s = race(seed, 2 + (seed % 3));
      let rand = seed * 7919;
      for (let k = 0; k < 50 && s.flow.kind !== 'over'; k++) {
        const legal = drLegalCommands(s);
        for (const c of legal) {
          if (c.type !== 'move') continue;
          const out = deathrace.apply(s, c);
          if (!out.ok) throw new Error(out.error.message);
          if (out.value.state.rng.rolls !== s.rng.rolls) continue;
          const ghost = ghostOf(s, c as unknown as Record<string, unknown>)!;
          const v = out.value.state.vehicles.find((x) => x.id === c.vehicle)!;
          expect(Math.hypot(v.x - ghost.end.x, v.y - ghost.end.y), `${JSON.stringify(c)} (seed ${seed})`).toBeLessThan(0.01);
          const events = out.value.events.map((e) => e.type);
          if (events.includes('rampReached')) {
            expect(ghost.stop?.kind).toBe('ramp');
          }
          checked++;
        }
        rand = (rand * 48271) % 2147483647;
        const c = legal[rand % legal.length];
        const next = deathrace.apply(s, c);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
      }
    }
    // About 900 moves checked; random races seldom reach a ramp (its stop is checked when they do).
    expect(checked).toBeGreaterThan(300);
  });
});

describe('the saved-games list', () => {
  it('names the track and the laps from the ruleset\'s scenario', () => {
    expect(deathraceVariant(deathrace.scenarioOf(race(2)))).toBe('The Chicane, 2 laps');
    expect(savedDetails({ scenario: 'deathrace (speedway, 1 laps)', players: ['Ann', 'Bob'], turn: 4 })).toEqual(['The Speedway, 1 lap', 'Ann, Bob', 'round 4']);
  });
});

describe('the ghost at a lava pit (readings.ts `lava`)', () => {
  it('stops where the centre would come over the pit, as the rules destroy the vehicle there', () => {
    const s = drTestState({ track: 'chicane', vehicles: [{ id: 'm', x: 84, y: 4 }, { id: 'by', owner: 'b', x: 50, y: 55, heading: 180 }] });
    const c = { type: 'move', by: 'a', vehicle: 'm', turn: 0, run: 12 };
    const g = ghostOf(s, c)!;
    expect(g.stop).toMatchObject({ kind: 'lava' });
    expect(g.driven).toBeCloseTo(8);
    const after = vehicleOf(play(s, c).state, 'm');
    expect(after.status).toBe('destroyed');
    expect(after.x).toBeCloseTo(g.end.x);
  });
});
