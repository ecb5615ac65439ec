// Issue 30: Game Eight seed 70005 (`npm run arena -- --scenario gameEight --a bot:normal --b random
// --games 100 --seed 70001`, game 8), kept as the game's commands (src/ai/fixtures/, so the
// position does not depend on the driver): normal's target, at the front end of the road in play
// facing back at the only attacker left, which stands still and can only declare 'no action',
// declared 'no action' until the game hit the command cap at turn 487. To get away it must turn
// round (a U-turn, p14, from a lane where one fits) and drive on until the attacker is left
// behind on the section taken away (p75, p88).
import { describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import type { GameState } from '../engine';
import { decide } from '.';
import { playOn, replay } from './fixtures/replay';
import { wayOfPlay } from './wayOut';
import { lanesToTurn } from './turnRound';
import front from './fixtures/facingBackAtFront.json';

vi.setConfig({ testTimeout: 60_000 });

/** Plays on: p1 by the normal level, p2 by its first legal answer ('no action', all it is offered). */
const playOnP1 = (s: GameState, maxTurns: number): GameState => playOn(s, maxTurns, (t) => (pending(t).player === 'p1' ? decide(t, 'p1', 'normal').command : legalCommands(t)[0]));

describe('a car facing against the way of play turns round (issue 30, p14, p75)', () => {
  it('Game Eight seed 70005: at the front of the road facing the immobile attacker, the target turns round, drives on and wins', () => {
    const s = replay(front);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'target1' });
    const car = s.vehicles.find((v) => v.id === 'target1')!;
    const attacker = s.vehicles.find((v) => v.side !== car.side && !v.wreck)!;
    // Standing still, facing back, in a lane where no U-turn fits; the attacker offered nothing but standing still.
    expect([car.speed, car.heading === wayOfPlay(s), attacker.speed]).toEqual([0, false, 0]);
    expect(lanesToTurn(s, car.id, car.cell, car.heading)).toBeGreaterThan(0);
    const d = decide(s, 'p1', 'normal').command;
    expect(d.type === 'declare' && d.action.kind).toBe('moveOff');
    const end = playOnP1(s, 10);
    expect([end.flow.kind, end.winner?.side]).toEqual(['over', car.side]);
  });
});
