// Issue 30: the search looks ahead through forced declarations. In the constructed position
// (noseToTail.ts) keeping the lane now makes the rear car's next declaration a compulsory ram into
// its own teammate (p52: one legal answer). The search used to stop at that declaration, so it
// never saw the ram coming; it must change lanes (or brake) now, one decision before it is forced.
import { describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import type { GameEvent, GameState } from '../engine';
import { decide } from '.';
import { settle } from './search';

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
