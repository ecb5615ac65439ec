// Issue 30: the Op rammed gang cars that had stopped or wrecked in its lanes at speed in turns 1-2.
// The position is from `npm run arena -- --scenario gameSix --a bot:normal --b random --seed 60001
// --audit` (game 12, turn 2; the fixture keeps the game's commands): the Op at 60 mph two spaces
// behind the wreck it had just shot, in its own lane. It accelerated to 70 and rammed the wreck on
// its next move: the search saw the ram happen in its look through forced declarations
// (search.ts's settle) and charged it 12 points, while an answer that stopped a space short was
// charged up to 84 by dangerAhead (ahead.ts) for the same ram one move off.
// The second position is from `npm run arena -- --scenario gameSeven --a bot:normal --b random
// --games 100 --seed 88001` (game 81, seed 88041, turn 1): the Op at 85 mph, target1 at 35 a space
// ahead in its lane. Shooting it scored -15.7 against -16.4 for braking by 40: in the two of six
// worlds where the shot wrecks target1, the wreck still slides at 35 (out of control, ahead.ts's
// `adrift`) and was counted by its nearness alone, not as the certain ram it is. The shot wrecked
// it, and the Op rammed it at 85 and was wrecked too: the game lost in turn 1.
import { describe, expect, it, vi } from 'vitest';
import { grid, pending, plan } from '../engine';
import type { GameState, VehicleState } from '../engine';
import { decide } from '.';
import { car as vehicle, normalBumps, replay } from './fixtures/replay';
import { STOPPED_MPH } from './collisions';
import { blockerIn } from './wayOut';
import wreck from './fixtures/wreckTwoSpacesAhead.json';
import sliding from './fixtures/shotWreckSliding.json';

vi.setConfig({ testTimeout: 60_000 });

/** The fixture's position, `player`'s `car` to declare, with `car` and `other` in it. */
function at(f: Parameters<typeof replay>[0], player: string, car: string, other: string): [GameState, VehicleState, VehicleState] {
  const s = replay(f);
  expect(pending(s)).toMatchObject({ kind: 'declare', player, vehicle: car });
  return [s, vehicle(s, car), vehicle(s, other)];
}

describe('a wreck in the own lane ahead (issue 30, p52-57)', () => {
  it('two spaces behind a wreck at 60 mph, the Op does not leave itself a ram at 50 mph or more', () => {
    const [s, op, w] = at(wreck, 'p1', 'op1', 'gang3');
    expect([op.speed, op.cell.lane, w.wreck, w.cell.lane]).toEqual([60, 3, true, 3]);
    const d = decide(s, 'p1', 'normal');
    const p = d.command.type === 'declare' ? plan(s, 'op1', d.command.action) : null;
    const end = p?.end ?? op.cell;
    const next = grid.cellAhead(s.track, end, grid.headingDir(p?.heading ?? op.heading));
    // After its move, a blocker in the next space means a compulsory ram (p17): only below 50 mph.
    const rams = next !== null && blockerIn(s, next, p?.heading ?? op.heading, 'op1');
    expect([JSON.stringify(d.command), rams && (p?.speedAfter ?? op.speed) >= STOPPED_MPH]).toEqual([JSON.stringify(d.command), false]);
  });

  it('the Op at 85 mph a space behind a gang car at 35 does not shoot it into a sliding wreck it must ram (p17)', () => {
    const [s, op, gang] = at(sliding, 'p2', 'attacker1', 'target1');
    expect([op.speed, op.cell.lane, gang.speed, gang.cell.lane, gang.cell.t0 - op.cell.t1]).toEqual([85, 3, 35, 3, 20]);
    expect(normalBumps(s, 'p2', 0, 'attacker1')).toEqual([]);
  });
});
