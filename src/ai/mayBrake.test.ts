// Issue 30: the Op accelerating behind gang cars that may brake (mayBrake.ts), from `npm run arena
// -- --scenario gameSix --a bot:normal --b random --games 100 --seed 86001`, game 10 (seed 86006;
// the fixture keeps the game's commands). The Op at 80 mph, gang cars at 80 four and five spaces
// ahead in its lanes, accelerated by 25 to 105: random's gang cars braked (to 40 and 25), the Op's
// shots wrecked two of them in its lanes, and from 105 its braking (40 a move, p16) was too little:
// in turn 2 it rammed a wreck at 65 mph.
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../engine';
import type { Command, GameState } from '../engine';
import { decide } from '.';
import { replay } from './fixtures/replay';
import { accelerationDanger } from './mayBrake';
import behind from './fixtures/acceleratingBehind.json';

vi.setConfig({ testTimeout: 60_000 });

const car = (s: GameState, id: string) => s.vehicles.find((v) => v.id === id)!;
const accelerate = (by: number): Command => ({ type: 'declare', vehicle: 'op1', action: { kind: 'accelerate', by } });

describe('an enemy car ahead may brake (issue 30, p16)', () => {
  it('Game Six seed 86006: the Op at 80 mph behind gang cars at 80 in its lanes does not accelerate to 105', () => {
    const s = replay(behind);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'op1' });
    const op = car(s, 'op1');
    expect([op.speed, op.cell.lane, car(s, 'gang3').speed, car(s, 'gang3').cell.lane]).toEqual([80, 3, 80, 3]);
    const c = decide(s, 'p1', 'normal').command;
    const to = c.type === 'declare' && c.action.kind === 'accelerate' ? op.speed + c.action.by : op.speed;
    expect(to).toBeLessThan(105);
  });

  it('charges an acceleration by what it adds to the speed it would meet them at, and only on the rolling road', () => {
    const s = replay(behind);
    expect(accelerationDanger(s, accelerate(25))).toBeGreaterThan(accelerationDanger(s, accelerate(5)));
    expect(accelerationDanger(s, accelerate(5))).toBeGreaterThan(0);
    expect(accelerationDanger(s, { type: 'declare', vehicle: 'op1', action: { kind: 'none' } })).toBe(0);
    expect(accelerationDanger({ ...s, track: { ...s.track, finishTick: 9999 } }, accelerate(25))).toBe(0);
  });
});
