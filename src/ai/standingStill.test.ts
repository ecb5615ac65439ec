// Issue 30: Game Six seed 80015 (`npm run arena -- --scenario gameSix --a bot:normal --b random
// --games 100 --seed 80001`, game 29), kept as the game's commands (src/ai/fixtures/): the Op
// braked to a stop a space behind a gang car it had wrecked, with a second wreck further on in the
// same lanes and the last gang car driving away. A car standing still with a blocker ahead may
// only reverse off (p15, p17); the Op declared 'no action' for three turns, every answer scoring
// about the same, and was left behind on the section taken away (p75) in turn 6. And game 20
// (seed 80011): the Op, stopped at an angle after a spin, declared 'no action' from turn 6 until
// it was left behind in turn 11: re-aligning (p46) to face back, from where it can U-turn (p14),
// scored worse than standing at an angle.
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../engine';
import type { GameState } from '../engine';
import { decide } from '.';
import { playOn, replay } from './fixtures/replay';
import { lanesToClear, wayOfPlay } from './wayOut';
import stopped from './fixtures/stoppedBehindWreck.json';
import angled from './fixtures/stoppedAtAnAngle.json';

vi.setConfig({ testTimeout: 60_000 });

const op = (s: GameState) => s.vehicles.find((v) => v.id === 'op1')!;

/** Plays on, every player by the normal level, until `done` or `turns` turns are over. */
const playOnNormal = (s: GameState, turns: number, done: (t: GameState) => boolean): GameState => playOn(s, turns, (t) => decide(t, pending(t).player ?? 'p1', 'normal').command, done);

describe('a car standing still while the enemy drives on gets going (issue 30, p15, p17, p46, p75)', () => {
  it('Game Six seed 80015: the Op stopped behind a wreck reverses towards clear lanes and is moving in them within three turns', () => {
    const s = replay(stopped);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'op1' });
    const gang = s.vehicles.filter((v) => v.side === 'gang');
    // Standing still in blocked lanes, two gang cars wrecked in them, the third moving away.
    expect([op(s).speed, lanesToClear(s, op(s).cell, 'op1') > 0, gang.filter((v) => v.wreck).length, gang.some((v) => !v.wreck && v.speed > 0)]).toEqual([0, true, 2, true]);
    const first = decide(s, 'p2', 'normal').command;
    expect(first.type === 'declare' && first.action.kind).toBe('reverse');
    // Played on, both sides by the normal level: the Op gets out into clear lanes and drives on.
    const out = (t: GameState) => op(t).status === 'inPlay' && op(t).speed > 0 && lanesToClear(t, op(t).cell, 'op1') === 0;
    expect(out(playOnNormal(s, 3, out))).toBe(true);
  });

  it('Game Six seed 80011: the Op stopped at an angle re-aligns, and is facing the way of play and moving within three turns', () => {
    const s = replay(angled);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'op1' });
    const way = wayOfPlay(s);
    // Stopped at an angle, facing neither way along the road; a gang car still moving.
    expect([op(s).speed, op(s).heading !== way && op(s).heading !== (way + 4) % 8, s.vehicles.some((v) => v.side === 'gang' && !v.wreck && v.speed > 0)]).toEqual([0, true, true]);
    const first = decide(s, 'p1', 'normal').command;
    expect(first.type === 'declare' && first.action.kind).toBe('realign');
    const going = (t: GameState) => op(t).status === 'inPlay' && op(t).speed > 0 && op(t).heading === way;
    expect(going(playOnNormal(s, 3, going))).toBe(true);
  });
});
