// Where normal places its chase car (Games One to Three, p87: the chase car in the first section,
// then the lead car in the section in front). Its placements tie (the lead car is not yet on the
// road) and the first offered, the rearmost, is taken. Measured on 7 December (docs/computer.md,
// "Measured later on 7 December"): placed at the front of its section instead, a space behind the
// lead car, it accelerated into a shunt in turn 1 (p52, p56) and won 123 of 200 Game One chase
// games against `first` (seeds 91001), against 170 of 200 placed at the rear. This keeps it there.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, newGame, pending } from '../engine';
import type { Command, GameState } from '../engine';
import { decide } from '.';
import { arenaSetup } from '../sim/arena';

/** Plays the set-up's rolls with their first answer until a car is to be placed. */
function toPlacement(scenario: string, seed: number): GameState {
  const g = newGame(arenaSetup(scenario, 0), seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  for (let k = 0; k < 50 && legalCommands(s)[0]?.type !== 'place'; k++) {
    const r = apply(s, legalCommands(s)[0]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

const t0Of = (c: Command): number => (c.type === 'place' ? c.t0 : NaN);

describe("normal's chase car is placed at the rear of its section", () => {
  for (const scenario of ['gameOne', 'gameTwo', 'gameThree']) {
    it(`${scenario}: the rearmost space offered, not one nearer the lead car's section`, () => {
      for (const seed of [1, 2]) {
        const s = toPlacement(scenario, seed);
        const legal = legalCommands(s);
        const car = s.vehicles.find((v) => legal[0].type === 'place' && v.id === legal[0].vehicle);
        expect(car?.side).toBe('chase');
        const offered = legal.map(t0Of);
        expect(Math.max(...offered)).toBeGreaterThan(Math.min(...offered));
        const d = decide(s, pending(s).player ?? '', 'normal');
        expect(t0Of(d.command)).toBe(Math.min(...offered));
      }
    });
  }
});
