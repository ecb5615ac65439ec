// Issue 30: a road obstacle in a gang car's lanes, its way round shut by a teammate level with it
// (ahead.ts noWayRound), from `npm run arena -- --scenario gameSix --a bot:normal --b random
// --games 100 --seed 86001`, game 97 (seed 86049; the fixture keeps the game's commands). gang1 at
// 100 mph in lanes 3-4, braking 30, an obstacle over lanes 1-3 three spaces ahead; the one way
// round (a drift right, p13) was shut by gang2 at 100 in lanes 5-6 level with it. Read as a
// blocker it could still drift round, the obstacle cost the same at every speed above 70 mph, so
// it neither braked to fall in behind gang2 nor turned: it hit the obstacle head-on at 100 (p76).
// Games 69 (seed 86035) and 84 (seed 86043) went the same way.
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../engine';
import type { GameState } from '../engine';
import { normalBumps, replay } from './fixtures/replay';
import position from './fixtures/teammateInTheWayRound.json';

vi.setConfig({ testTimeout: 60_000 });

const car = (s: GameState, id: string) => s.vehicles.find((v) => v.id === id)!;

describe('a teammate level with a car shuts its way round a blocker (issue 30, p13, p76)', () => {
  it('Game Six seed 86049: gang1 does not hit the obstacle head-on in turns 1-2', () => {
    const s = replay(position);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'gang1' });
    const [g1, g2] = [car(s, 'gang1'), car(s, 'gang2')];
    expect([g1.speed, g1.cell.lane, g2.speed, g2.cell.lane, g2.cell.t0 === g1.cell.t0]).toEqual([100, 3, 100, 5, true]);
    expect(normalBumps(s, 'p2', 1, 'gang1')).toEqual([]);
  });
});
