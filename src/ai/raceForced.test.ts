// In a race to a finish line the search judges a forced declaration before it is played, unless
// it is a ram of the own side (raceForced.ts): issue 30's look through forced declarations is for
// teammates nose to tail and wrecks on the rolling road, and in Game One it cost the chase car wins.
import { describe, expect, it } from 'vitest';
import { legalCommands, newGame, pending } from '../engine';
import type { GameEvent, GameState } from '../engine';
import { settle } from './search';
import { judgedBeforeForced } from './raceForced';
import { keep, noseToTail, play } from './noseToTail';

const mg = [{ type: 'machineGun' as const, mount: 'hood' as const }];

/**
 * Ann's chase car at 60 mph a space behind Bob's lead car at 20 mph in its lanes, after phase 1 of
 * turn 1 with both keeping lane and speed; with a finish line or without one (then it is no race).
 */
function behindTheLeadCar(finish: boolean): GameState {
  const g = newGame({
    scenario: 'custom',
    players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }],
    track: { sections: Array.from({ length: 7 }, () => ({ kind: 'straight' as const })), finish },
    vehicles: [
      { id: 'car1', kind: 'renegade', owner: 'bob', side: 'lead', driveSkill: 3, weapons: mg, lane: 3, t0: 40, speed: 20 },
      { id: 'car2', kind: 'renegade', owner: 'ann', side: 'chase', driveSkill: 3, weapons: mg, lane: 3, t0: 0, speed: 60 },
    ],
  }, 1);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  while (!(pending(s).kind === 'declare' && legalCommands(s).length === 1)) s = play(s, keep(s)).state;
  return s;
}

/** The events of playing the one legal answer of `s`. */
const forced = (s: GameState): GameEvent[] => play(s, legalCommands(s)[0]).events;

describe('a forced declaration in a race to a finish line (p17, p52, p87)', () => {
  it('a compulsory ram into the lead car is judged before it is played; without a finish line, or into a teammate, it is played through', () => {
    const race = behindTheLeadCar(true);
    expect(pending(race)).toMatchObject({ kind: 'declare', vehicle: 'car2' });
    expect(legalCommands(race)).toEqual([{ type: 'declare', vehicle: 'car2', action: { kind: 'ram' } }]);
    expect(forced(race)).toContainEqual(expect.objectContaining({ type: 'ram', rammer: 'car2', target: 'car1' }));
    expect(judgedBeforeForced(race, forced(race))).toBe(true);
    // settle stops there: the position judged is the chase car about to ram.
    expect(settle(race, 'ann')).toBe(race);

    const rolling = behindTheLeadCar(false);
    expect(rolling.track.finishTick).toBeNull();
    expect(legalCommands(rolling)).toEqual([{ type: 'declare', vehicle: 'car2', action: { kind: 'ram' } }]);
    expect(judgedBeforeForced(rolling, forced(rolling))).toBe(false);
    expect(settle(rolling, 'ann')).not.toBe(rolling);

    // Issue 30's teammates nose to tail, on a track with a finish line: the ram is played through.
    const teammates = play(noseToTail(), keep(noseToTail())).state;
    expect(teammates.track.finishTick).not.toBeNull();
    expect(legalCommands(teammates)).toEqual([{ type: 'declare', vehicle: 'car2', action: { kind: 'ram' } }]);
    expect(judgedBeforeForced(teammates, forced(teammates))).toBe(false);
  });
});
