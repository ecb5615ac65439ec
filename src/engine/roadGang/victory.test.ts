// "Victory" (seeds/003): the Slow Gang wins with 3 or more of its vehicles at the end of the
// road, otherwise the Fast Gang; when that is certain, and the round limit when one is set (READINGS).
import { describe, expect, it } from 'vitest';
import { rgLegalCommands } from './turn';
import { rgTestState } from './testkit';
import { of, play } from './testPlay';

const ride = (by: string) => [{ type: 'ride', by }, { type: 'move', by, direction: 'forward', boost: 0, nitros: null, chutes: null }] as never[];

describe('Victory', () => {
  it('the third Slow Gang vehicle to reach the end wins the game for the Slow Gang', () => {
    const s = rgTestState({
      filler: false,
      vehicles: [
        { id: 'h1', type: 'van', gang: 'a', segment: 100, status: 'finished' },
        { id: 'h2', type: 'van', gang: 'a', segment: 100, status: 'finished' },
        { id: 'r', type: 'suv', gang: 'a', segment: 95 },
        { id: 'z', type: 'suv', gang: 'b', segment: 50 },
      ],
      dice: [3, 3],
    });
    const { s: t, events } = play(s, { type: 'activate', by: 'a', vehicle: 'r' }, ...ride('a'));
    expect(of(events, 'reachedEnd')).toEqual([expect.objectContaining({ vehicle: 'r' })]);
    expect(t.flow).toMatchObject({ kind: 'over', winner: 'a' });
    expect(rgLegalCommands(t)).toEqual([]);
  });

  it('the Fast Gang wins once the Slow Gang cannot get three home, not even with vehicles its crew could take over', () => {
    // The SUV's one crewman could take over the abandoned motorcycle or the Fast Gang's SUV, but one crewman mans one vehicle: 1 home + 1 < 3.
    const s = rgTestState({
      filler: false,
      vehicles: [
        { id: 'h1', type: 'van', gang: 'a', segment: 100, status: 'finished' },
        { id: 'r', type: 'suv', gang: 'a', segment: 40, crew: 1 },
        { id: 'm', type: 'motorcycle', gang: 'a', segment: 40 },
        { id: 'z', type: 'suv', gang: 'b', segment: 40, items: ['crossbows'] },
      ],
      flow: { kind: 'activate', player: 'b' },
      dice: [6, 1],
    });
    const { s: t } = play(s, { type: 'activate', by: 'b', vehicle: 'z' }, { type: 'pass', by: 'b' }, { type: 'fire', by: 'b', weapon: 'z.e1', target: 'm', aim: 'crew' });
    expect(t.flow).toMatchObject({ kind: 'over', winner: 'b' });
  });

  it('a vehicle taken over counts for its new gang', () => {
    const s = rgTestState({
      filler: false,
      vehicles: [
        { id: 'h1', type: 'van', gang: 'a', segment: 100, status: 'finished' },
        { id: 'h2', type: 'van', gang: 'a', segment: 100, status: 'finished' },
        { id: 'r', type: 'suv', gang: 'a', segment: 60 },
        { id: 'fast', type: 'dragster', gang: 'b', segment: 98, owner: 'a' },
      ],
      flow: { kind: 'activate', player: 'a' },
      dice: [1, 1],
    });
    const { s: t } = play(s, { type: 'activate', by: 'a', vehicle: 'fast' }, ...ride('a'));
    expect(t.flow).toMatchObject({ kind: 'over', winner: 'a' });
  });

  it('with a round limit of 30 chosen, the Fast Gang wins when round 30 ends, by the house rule it says', () => {
    const s = rgTestState({ vehicles: [{ id: 'z', type: 'suv', gang: 'b', segment: 50, acted: true }], round: 30, roundLimit: 30 });
    // Every vehicle has moved this round: the next round would be past the cap.
    const t = play(s, ...[]).s;
    const r = play({ ...t, flow: { kind: 'activate', player: 'b' }, vehicles: t.vehicles.map((v) => (v.id === 'z' ? { ...v, acted: false } : v)) }, { type: 'activate', by: 'b', vehicle: 'z' }, { type: 'pass', by: 'b' });
    expect(r.s.flow).toMatchObject({ kind: 'over', winner: 'b' });
    expect(of(r.events, 'gameOver')[0].rule).toBe('Our reading');
    expect(of(r.events, 'gameOver')[0].reason).toContain("house rule, not the text's");
  });
});
