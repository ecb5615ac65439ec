// Issue 30: the Op braking to a crawl behind a wreck and left behind on the rolling road (p75).
// Game Six seed 88039 (`npm run arena -- --scenario gameSix --a bot:normal --b random --games 100
// --seed 88001`, game 77; the fixture keeps the game's commands to turn 2): the Op at 45 mph in
// lanes 4-5, a gang car it had wrecked standing in the same lanes three spaces ahead, the gang's
// lead car at 75 mph five spaces further on. It braked by 40 to 5 mph, stood behind the wreck and
// was outdistanced in turn 8: judged one declaration on, the braked Op was still on a section in
// play. Now braking is charged what it adds to being behind the rearmost section once every car
// has kept its speed two more turns (leftBehind.ts), and it drifts right, round the wreck.
import { describe, expect, it } from 'vitest';
import { pending, previewAction } from '../engine';
import type { Command, GameState } from '../engine';
import { decide } from '.';
import { brakingBehind, outrun } from './leftBehind';
import { replay } from './fixtures/replay';
import fixture from './fixtures/brakeToACrawl.json';

const declare = (action: Extract<Command, { type: 'declare' }>['action']): Command => ({ type: 'declare', vehicle: 'op1', action });
const op = (s: GameState) => s.vehicles.find((v) => v.id === 'op1')!;

describe('braking to a crawl while the lead car drives on (issue 30, p75)', () => {
  it('Game Six seed 88039: the Op at 45 mph behind a wreck does not brake to a crawl', () => {
    const s = replay(fixture);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'op1' });
    const [wreck, lead] = ['gang2', 'gang1'].map((id) => s.vehicles.find((v) => v.id === id)!);
    expect([op(s).speed, op(s).cell.lane, op(s).cell.t0, wreck.wreck, wreck.cell.lane, wreck.cell.t0, lead.speed, lead.cell.t0]).toEqual([45, 4, 80, true, 4, 140, 75, 195]);
    const c = decide(s, 'p2', 'normal').command;
    expect(c.type === 'declare' ? (previewAction(s, 'op1', c.action).speedAfter ?? op(s).speed) : 0).toBeGreaterThanOrEqual(25);
  });

  it('charges a braking what it adds to being behind the rearmost section, and nothing else', () => {
    const s = replay(fixture);
    // At 5 mph the Op is two spaces on in two turns and the lead car eight: a section behind the rearmost then.
    expect(outrun(s, { ...op(s), speed: 5 })).toBe(1);
    expect(outrun(s, op(s))).toBe(0);
    expect(brakingBehind(s, declare({ kind: 'brake', by: 40 }))).toBeGreaterThan(brakingBehind(s, declare({ kind: 'brake', by: 20 })));
    expect(brakingBehind(s, declare({ kind: 'brake', by: 20 }))).toBeGreaterThan(0);
    for (const action of [{ kind: 'none' }, { kind: 'accelerate', by: 30 }, { kind: 'drift', side: 'right' }] as const) expect(brakingBehind(s, declare(action))).toBe(0);
    // With a finish line (Games One to Five) the road is not taken away.
    expect(brakingBehind({ ...s, track: { ...s.track, finishTick: 1200 } }, declare({ kind: 'brake', by: 40 }))).toBe(0);
  });
});
