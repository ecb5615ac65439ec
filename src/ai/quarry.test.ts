// A chase car's quarry standing still (Games One to Five, p87; quarry.ts): the lead car it is
// there to stop is not a thing in its way. Counted like a wreck on the rolling road (ahead.ts), it
// made normal's chase car brake away from a lead car that had stopped in its lanes, out of the
// hood machine gun's corridor (p25). With this and raceForced.ts the chase car of Game One won 479
// of 600 games against random (seeds 90001 and 94001), 449 without (docs/computer.md, "Measured").
import { describe, expect, it, vi } from 'vitest';
import { newGame, pending } from '../engine';
import type { GameSetup, GameState } from '../engine';
import { decide } from '.';
import { dangerAhead } from './ahead';
import { isQuarry } from './quarry';
import { car, normalBumps, replay } from './fixtures/replay';
import standing from './fixtures/quarryStandingAhead.json';

vi.setConfig({ testTimeout: 60_000 });

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const mg = [{ type: 'machineGun' as const, mount: 'hood' as const }];
type At = { lane: number; t0: number; speed: number };

/** Ann's lead car and Bob's chase car, Renegades with hood machine guns, on seven straights with a finish line or without one. */
function race(lead: At, chase: At, finish = true): GameState {
  const setup: Omit<GameSetup, 'players'> = {
    scenario: 'custom',
    track: { sections: Array.from({ length: 7 }, () => ({ kind: 'straight' as const })), finish },
    vehicles: [
      { id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: mg, ...lead },
      { id: 'car2', kind: 'renegade', owner: 'bob', side: 'chase', driveSkill: 3, weapons: mg, ...chase },
    ],
  };
  const g = newGame({ ...setup, players }, 1);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}


describe("a chase car and its quarry standing still", () => {
  it('p87: the lead car standing in the chase car\'s lanes ahead is its quarry, not a danger ahead; without a finish line a car standing there is one', () => {
    const s = race({ lane: 3, t0: 200, speed: 0 }, { lane: 3, t0: 100, speed: 60 });
    expect(s.track.finishTick).not.toBeNull();
    expect(isQuarry(s, car(s, 'car2'), car(s, 'car1'))).toBe(true);
    expect(isQuarry(s, car(s, 'car1'), car(s, 'car2'))).toBe(false);
    expect(dangerAhead(s, car(s, 'car2'))).toBe(0);
    const rolling = race({ lane: 3, t0: 200, speed: 0 }, { lane: 3, t0: 100, speed: 60 }, false);
    expect(rolling.track.finishTick).toBeNull();
    expect(isQuarry(rolling, car(rolling, 'car2'), car(rolling, 'car1'))).toBe(false);
    expect(dangerAhead(rolling, car(rolling, 'car2'))).toBeGreaterThan(0);
  });

  it('p25: a chase car at 40 mph behind the lead car standing in its lanes does not brake away from it', () => {
    // Before quarry.ts it braked by 30 mph, the stopped lead car counted as a wreck in its way.
    const s = race({ lane: 3, t0: 180, speed: 0 }, { lane: 3, t0: 100, speed: 40 });
    const d = decide(s, 'bob', 'normal');
    expect(d.command).toMatchObject({ type: 'declare', vehicle: 'car2' });
    expect(d.command.type === 'declare' && d.command.action.kind).not.toBe('brake');
  });
});

describe('a chase car and its quarry standing still a space ahead (Game Five, issue 30)', () => {
  it('p17, p56: the chase car at 60 mph does not move into a compulsory ram of the lead car standing still', () => {
    // Game Five seed 88006, turn 3: car1 (chase, lane 6 at 60 mph) two spaces behind car2 (lead,
    // standing at an angle). It drifted left, into the lead car's lanes a space ahead, and rammed it at 60.
    const s = replay(standing);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'car1' });
    expect([car(s, 'car1').speed, car(s, 'car1').side, car(s, 'car2').speed, car(s, 'car2').side]).toEqual([60, 'chase', 0, 'lead']);
    expect(normalBumps(s, 'p1', 1, 'car1')).toEqual([]);
  });
});
