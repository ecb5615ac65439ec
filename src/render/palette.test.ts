// Per-side colours on the board (issue 7): a side's vehicles share a colour; a car whose side the
// set-up has not decided yet keeps its driver's seat colour, the one its side then gets (p87).
import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameState } from '../engine';
import { threeSides } from '../engine/fixtures/threeSides';
import { contrast, COLOURS, OWNER_COLOURS, vehicleColours } from './palette';

describe('vehicleColours', () => {
  it('three sides: one colour each, in the order the sides appear', () => {
    const c = vehicleColours(threeSides());
    expect([...c.entries()]).toEqual([
      ['hawk', OWNER_COLOURS[0]], ['kite', OWNER_COLOURS[0]],
      ['razor', OWNER_COLOURS[1]], ['fang', OWNER_COLOURS[1]],
      ['drifter', OWNER_COLOURS[2]], ['dust', OWNER_COLOURS[2]],
    ]);
  });

  it('Game One: each car keeps its colour when the die gives it a side', () => {
    const r = newGame({ scenario: 'gameOne', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], forcedDice: [2] }, 1);
    if (!r.ok) throw new Error(r.error.message);
    const before = vehicleColours(r.value);
    expect([...before.values()]).toEqual([OWNER_COLOURS[0], OWNER_COLOURS[1]]);
    const rolled = apply(r.value, { type: 'rollForLead' });
    if (!rolled.ok) throw new Error(rolled.error.message);
    const s: GameState = rolled.value.state;
    expect(s.vehicles.map((v) => v.side)).toEqual(['chase', 'lead']);
    expect(vehicleColours(s)).toEqual(before);
  });

  it('eight side colours, each readable on the asphalt', () => {
    expect(new Set(OWNER_COLOURS).size).toBe(8);
    for (const c of OWNER_COLOURS) expect(contrast(c, COLOURS.asphalt)).toBeGreaterThan(2.5);
  });
});
