// The fuzz test's invariants must catch what they claim to catch: each case breaks one fact on
// an otherwise sound state and expects exactly that violation.
import { describe, expect, it } from 'vitest';
import { newGame } from '../engine';
import type { GameEvent, GameState, VehicleState } from '../engine';
import { checkInvariants } from './invariants';

function sound(): GameState {
  const g = newGame(
    {
      scenario: 'custom',
      players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
      track: { sections: [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'straight' }], finish: true },
      vehicles: [
        { id: 'x', kind: 'renegade', owner: 'a', side: 'lead', driveSkill: 3, weapons: [], lane: 3, t0: 20, speed: 60 },
        { id: 'y', kind: 'renegade', owner: 'b', side: 'chase', driveSkill: 3, weapons: [], lane: 6, t0: 0, speed: 40 },
      ],
    },
    1,
  );
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

const withX = (patch: Partial<VehicleState>): GameState => {
  const s = structuredClone(sound());
  Object.assign(s.vehicles[0], patch);
  return s;
};

describe('checkInvariants', () => {
  it('finds nothing wrong with a freshly set-up game', () => {
    expect(checkInvariants(sound(), sound(), [])).toEqual([]);
  });

  const cases: [string, Partial<VehicleState>, RegExp][] = [
    ['lanes off the road', { cell: { lane: 8, t0: 20, t1: 40 } }, /outside 1\.\.8/],
    ['an angled car over the edge', { heading: 2, cell: { lane: 1, t0: 20, t1: 40 } }, /over the road's edge/],
    ['past the end of the track', { cell: { lane: 3, t0: 180, t1: 200 } }, /off the track/],
    ['a cell that is not a space', { cell: { lane: 3, t0: 25, t1: 45 } }, /not a space of the grid/],
    ['a negative speed', { speed: -10 }, /has speed -10/],
    ['speeding past its maximum', { speed: 110 }, /rose from 60 to 110 mph, above its maximum speed 100/],
    ['negative damage', { damage: -1 }, /-1 damage points of 18/],
    ['more damage points than the track has', { damage: 19 }, /19 damage points of 18/],
    // x moves first; out of control it has nothing to declare, yet the game waits for it (p13 stall).
    ['a decision waited for that nothing answers', { outOfControl: true }, /waits for x's 'declare' but legalCommands offers nothing/],
  ];
  it.each(cases)('catches %s', (_label, patch, expected) => {
    const v = checkInvariants(sound(), withX(patch), []);
    expect(v).toHaveLength(1);
    expect(v[0]).toMatch(expected);
  });

  it('catches a halted car still spinning (which, first to move, is also left with nothing to declare)', () => {
    const v = checkInvariants(sound(), withX({ speed: 0, spin: { dir: 'cw', travel: 1 } }), []);
    expect(v).toEqual([expect.stringMatching(/still spinning at 0 mph/), expect.stringMatching(/legalCommands offers nothing/)]);
  });

  it('lets a car stay above a maximum speed that damage lowered (p15), but not speed up', () => {
    const before = withX({ speed: 100 });
    expect(checkInvariants(before, withX({ speed: 100, maxSpeed: 90 }), [])).toEqual([]);
    expect(checkInvariants(before, withX({ speed: 95, maxSpeed: 90 }), [])).toEqual([]);
    expect(checkInvariants(withX({ speed: 95, maxSpeed: 90 }), withX({ speed: 100, maxSpeed: 90 }), [])).toHaveLength(1);
  });

  it('judges a rise on the maximum before the command: a tyre can shred after an acceleration (p34)', () => {
    const before = withX({ speed: 50, maxSpeed: 110 });
    expect(checkInvariants(before, withX({ speed: 75, maxSpeed: 60 }), [])).toEqual([]);
    expect(checkInvariants(before, withX({ speed: 115, maxSpeed: 60 }), [])[0]).toMatch(/rose from 50 to 115 mph, above its maximum speed 110/);
  });

  it('lets a shunt push the target above its maximum (docs/assumptions.md, p56)', () => {
    const shunt = { type: 'ram', rammer: 'y', target: 'x', kind: 'shunt', damage: '', rule: 'p56', dice: [] } as GameEvent;
    expect(checkInvariants(sound(), withX({ speed: 110 }), [shunt])).toEqual([]);
  });

  it('catches two cars in play sharing a space (p52), but not a car that has left play', () => {
    const s = withX({ cell: { lane: 5, t0: 0, t1: 20 } });
    expect(checkInvariants(sound(), s, [])).toEqual(['x and y overlap on the grid']);
    s.vehicles[1].status = 'leftPlay';
    // (A car leaving play is logged with its reason: the event goes with it.)
    expect(checkInvariants(sound(), s, [{ type: 'leftPlay', vehicle: 'y', cause: 'drove off the end of the track', rule: 'p75', dice: [] }])).toEqual([]);
  });

  it('p58, p75: catches a car that crashes or leaves play with no event giving the reason', () => {
    const s = sound();
    s.vehicles[1].status = 'crashed';
    expect(checkInvariants(sound(), s, [])).toEqual(["y went from in play to 'crashed' with no crash or leftPlay event giving the reason"]);
    expect(checkInvariants(sound(), s, [{ type: 'crash', vehicle: 'y', cause: 'its contact zone left the road', rule: 'p58', dice: [] }])).toEqual([]);
    expect(checkInvariants(sound(), s, [{ type: 'crash', vehicle: 'x', cause: 'its contact zone left the road', rule: 'p58', dice: [] }])).toHaveLength(1);
  });

  it('p75: catches more than seven sections on the rolling road (not on a fixed one)', () => {
    const s = sound();
    s.track = { sections: Array.from({ length: 8 }, () => ({ kind: 'straight' as const })), finishTick: null };
    expect(checkInvariants(sound(), s, [])).toEqual([]);
    s.road = { continuous: true, directionOfPlay: 1, hazards: false, curves: [], overflow: [], ended: false };
    expect(checkInvariants(sound(), s, [])).toEqual(['8 track sections are in play on the rolling road (p75: never more than 7)']);
  });

  it('catches a winner without the game being over, and dice or turns going back', () => {
    const s = sound();
    expect(checkInvariants(s, { ...s, winner: { side: 'lead', reason: 'x', rule: 'p87' } }, [])[0]).toMatch(/but the flow is 'phase'/);
    expect(checkInvariants({ ...s, rng: { ...s.rng, rolls: 5 } }, s, [])[0]).toMatch(/dice count went back/);
    expect(checkInvariants({ ...s, turn: 3 }, s, [])[0]).toMatch(/turn went back/);
  });
});
