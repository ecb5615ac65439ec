// Issue 30: Game Eight seed 60024 against itself (`npm run arena -- --scenario gameEight --a
// bot:normal --b bot:normal --games 100 --seed 60001`, game 46; the fixture keeps the game's
// commands) hit the command cap in turn 464. The target's last car, stopped on the last space of
// a bend at the front of the road, obstacles ahead but for a gap a lane inwards (where on a bend it
// may not drift, p14), crept back and forth a space for 450 turns: the way past (escape.ts) was
// looked for up to two sections ahead, past the end of the road laid so far, so none was found.
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../engine';
import { decide } from '.';
import { playOn, replay } from './fixtures/replay';
import { escapeField } from './escape';
import front from './fixtures/frontOfTheRoad.json';

vi.setConfig({ testTimeout: 120_000 });

describe('a car boxed in at the front of the road (issue 30, p14, p75)', () => {
  it('Game Eight seed 60024: the way past is found up to the end of the road, and the game ends within 30 turns', () => {
    const s = replay(front);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'target2' });
    const car = s.vehicles.find((v) => v.id === 'target2')!;
    expect(car.speed).toBe(0);
    expect(escapeField(s, car.id, car.cell).get(`${car.cell.lane}:${car.cell.t0}`)).toBeGreaterThan(0);
    const end = playOn(s, 30, (t) => decide(t, pending(t).player ?? 'p1', 'normal').command);
    expect(end.flow.kind).toBe('over');
  });
});
