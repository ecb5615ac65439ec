// Issue 30: normal's rams of its own side on seeds 84001 (`npm run arena -- --scenario
// gameSeven|gameEight --a bot:normal --b random --games 100 --seed 84001 --audit`; the fixtures keep
// the games' commands). In each a teammate skidding out of control (p42-43) lay beside the car's
// lanes ahead, read by ahead.ts as a car going its way; it drift-skidded across them and the car's
// next declaration was a compulsory ram of its own side (p17, p52):
// - Game Seven, game 74, seed 84038, turn 1: target1 at 75 mph accelerated behind target2 skidding
//   at 80 a lane over, and rammed it in turn 2.
// - Game Eight, game 85, seed 84043, turn 3: attacker1 at 80 mph kept its lanes a space behind
//   attacker2 skidding at 50 a lane over, and rammed it.
// And a teammate braking in front: Game Seven, game 92 of `--seed 85001`, seed 85047, turn 1:
// target1 braked to 90 mph a space ahead of target2 at 100 in its lanes; target2 held its speed,
// read as following a car going its way, and its next declaration was a compulsory shunt (p17, p52).
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../engine';
import type { GameState } from '../engine';
import { normalBumps, replay } from './fixtures/replay';
import seven from './fixtures/teammateSkidding.json';
import eight from './fixtures/teammateSkiddingAhead.json';
import braking from './fixtures/teammateBraking.json';

vi.setConfig({ testTimeout: 60_000 });

const car = (s: GameState, id: string) => s.vehicles.find((v) => v.id === id)!;

const cases = [
  { game: 'Game Seven seed 84038', fixture: seven, player: 'p1', me: 'target1', mate: 'target2', at: [75, 4, true, 2] },
  { game: 'Game Eight seed 84043', fixture: eight, player: 'p2', me: 'attacker1', mate: 'attacker2', at: [80, 3, true, 5] },
];

describe('a teammate skidding beside the lanes ahead is in the way (issue 30, p43, p52)', () => {
  it.each(cases)('$game: $me does not ram its skidding teammate this turn or the next', ({ fixture, player, me, mate, at }) => {
    const s = replay(fixture);
    expect(pending(s)).toMatchObject({ kind: 'declare', player, vehicle: me });
    const [a, b] = [car(s, me), car(s, mate)];
    expect([a.speed, a.cell.lane, b.outOfControl, b.cell.lane]).toEqual(at);
    expect(normalBumps(s, player, 1, me)).toEqual([]);
  });
});

describe('a slower teammate in the very next space is a shunt to come (issue 30, p17, p52)', () => {
  it('Game Seven seed 85047: target2 a space behind target1 braked to 90 does not shunt it this turn', () => {
    const s = replay(braking);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'target2' });
    const [me, mate] = [car(s, 'target2'), car(s, 'target1')];
    expect([me.speed, mate.speed, me.cell.lane, mate.cell.lane, mate.cell.t0 - me.cell.t1]).toEqual([100, 90, 1, 1, 20]);
    expect(normalBumps(s, 'p1', 0, 'target2')).toEqual([]);
  });
});
