// Issue 30: the search looks ahead through forced declarations. In the constructed position
// (noseToTail.ts) keeping the lane now makes the rear car's next declaration a compulsory ram into
// its own teammate (p52: one legal answer). The search used to stop at that declaration, so it
// never saw the ram coming; it must change lanes (or brake) now, one decision before it is forced.
import { describe, expect, it, vi } from 'vitest';
import { legalCommands, newGame, pending } from '../engine';
import type { GameEvent, GameState } from '../engine';
import { decide } from '.';
import { ridePast, settle, worldsFor } from './search';
import { collisionsIn } from './collisions';

vi.setConfig({ testTimeout: 30_000 });

import { keep, noseToTail, play } from './noseToTail';

/** Plays on with every car keeping lane and speed to the end of the turn: did car2 ram anything? */
function ramsThisTurn(s: GameState): boolean {
  const turn = s.turn;
  while (s.flow.kind !== 'over' && s.turn === turn) {
    const r = play(s, keep(s));
    if (r.events.some((e) => e.type === 'ram' && e.rammer === 'car2')) return true;
    s = r.state;
  }
  return false;
}

describe('the search looks through forced declarations (issue 30)', () => {
  it('the position: keeping the lane now makes the next declaration a compulsory ram into the teammate', () => {
    const s = noseToTail();
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'car2' });
    expect(legalCommands(s).length).toBeGreaterThan(10);
    const next = play(s, keep(s)).state;
    expect(pending(next)).toMatchObject({ kind: 'declare', vehicle: 'car2' });
    expect(legalCommands(next)).toEqual([{ type: 'declare', vehicle: 'car2', action: { kind: 'ram' } }]);
    // settle plays the forced ram: the search sees both cars hurt, not a car about to declare.
    const rams: GameEvent[] = [];
    const settled = settle(next, 'ann', undefined, (_b, events) => rams.push(...events.filter((e) => e.type === 'ram')));
    expect(rams).toMatchObject([{ type: 'ram', rammer: 'car2', target: 'car1' }]);
    expect(pending(settled)).not.toMatchObject({ kind: 'declare', vehicle: 'car2' });
  });

  it('the driver changes lanes or slows one decision before the ram is forced', () => {
    const s = noseToTail();
    const d = decide(s, 'ann', 'normal');
    const after = play(s, d.command).state;
    expect([JSON.stringify(d.command), ramsThisTurn(after)]).toEqual([JSON.stringify(d.command), false]);
  });
});

// Issue 30: an Op whose declared move lost control at speed skidded and spun a turn later into a
// gang car standing in its way; the search judged the move where the car had just lost control, by
// the engine's odds, and never saw where the spin ended. ridePast plays the ride out in the world.
describe('the search follows a car out of control to where it ends (p42-45)', () => {
  /** Ann's Interceptor at 90 mph (lanes 3-4) declares a U-turn (out of control at 31 mph or more, p14); Bob's car stands in lanes 5-6 a space ahead. */
  function uTurnBesideStoppedCar(): GameState {
    const g = newGame({
      scenario: 'custom',
      players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }],
      track: { sections: Array.from({ length: 5 }, () => ({ kind: 'straight' as const })), finish: true },
      vehicles: [
        { id: 'car1', kind: 'interceptor', owner: 'ann', side: 'chase', driveSkill: 3, weapons: [], lane: 3, t0: 20, speed: 90 },
        { id: 'car2', kind: 'renegade', owner: 'bob', side: 'lead', driveSkill: 3, weapons: [], lane: 5, t0: 60, speed: 0 },
      ],
    }, 1);
    if (!g.ok) throw new Error(g.error.message);
    return g.value;
  }

  it('in some worlds the spin carries it into the stopped car after the point where settle stops judging', () => {
    const s = uTurnBesideStoppedCar();
    const uTurn = legalCommands(s).find((c) => c.type === 'declare' && c.action.kind === 'uTurn')!;
    let unseen = 0;
    let adrift = 0;
    for (const w of worldsFor(s, 'ann', 12).worlds) {
      const r = play(w, uTurn);
      let bumps = 0;
      const seen = (before: GameState, events: GameEvent[]) => (bumps += collisionsIn(before, events).filter((b) => b.vehicle === 'car1').length);
      const settled = settle(r.state, 'ann', undefined, seen);
      const atSettle = bumps;
      const car = settled.vehicles.find((v) => v.id === 'car1')!;
      if (car.outOfControl && car.speed > 0) adrift++;
      const ridden = ridePast(settled, 'ann', 'chase', seen);
      const after = ridden.vehicles.find((v) => v.id === 'car1')!;
      // The ride ends with the car back in control, halted or out of play.
      expect(after.status !== 'inPlay' || after.spin === null && (!after.outOfControl || after.speed === 0)).toBe(true);
      if (bumps > atSettle) unseen++;
    }
    expect(adrift).toBeGreaterThan(0);
    expect(unseen).toBeGreaterThan(0);
  });
});
