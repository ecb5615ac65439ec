// Issue 30: the Op's rams into wrecks in turns 1-2, the largest group of normal's avoidable
// collisions against random on seeds 84001 (`npm run arena -- --scenario gameSeven --a bot:normal
// --b random --games 100 --seed 84001 --audit`; the fixtures keep the games' commands). A wreck
// two or more spaces ahead counted by its distance alone (ahead.ts), though the car could neither
// drift its footprint off it nor brake short of it in the moves it had left, and a car skidding
// out of control counted nothing ahead at all:
// - game 67, seed 84034, turn 1: the Op at 85 mph shot at a gang car at 80 two spaces ahead in its
//   own lanes; the shot wrecked it, and the Op's next move but one was a compulsory ram into the
//   wreck at 85 mph (p17, p57).
// - game 93, seed 84047, turn 2: the Op at 85 mph, a wreck two spaces ahead overlapping one of its
//   lanes, accelerated to 115 onto an oil marker (p22), skidded (p43) and rammed the wreck.
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../engine';
import type { GameState } from '../engine';
import { car, normalBumps, replay } from './fixtures/replay';
import shot from './fixtures/shotWreckAhead.json';
import skid from './fixtures/skidIntoWreck.json';

vi.setConfig({ testTimeout: 60_000 });


/** attacker1's laughable collisions this turn and the next: p2 by the normal level, the gang by its first answer. */
const opBumps = (s: GameState) => normalBumps(s, 'p2', 1, 'attacker1');

describe('a blocker the car cannot get round or stop short of is certain (issue 30, p13, p16, p43, p57)', () => {
  it('Game Seven seed 84034: the Op two spaces behind a gang car in its lanes does not ram it as a wreck this turn or the next', () => {
    const s = replay(shot);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'attacker1' });
    const [op, gang] = [car(s, 'attacker1'), car(s, 'target3')];
    expect([op.speed, op.cell.lane, gang.speed, gang.cell.lane, gang.cell.t0 - op.cell.t1]).toEqual([85, 3, 80, 3, 40]);
    expect(opBumps(s)).toEqual([]);
  });

  it('Game Seven seed 84047: the Op with a wreck two spaces ahead in one of its lanes does not skid into it', () => {
    const s = replay(skid);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'attacker1' });
    const [op, wreck] = [car(s, 'attacker1'), car(s, 'target2')];
    expect([op.speed, op.cell.lane, wreck.wreck, wreck.cell.lane, wreck.cell.t0 - op.cell.t1]).toEqual([85, 3, true, 2, 20]);
    expect(opBumps(s)).toEqual([]);
  });
});
