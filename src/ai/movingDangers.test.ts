// Issue 30: moving enemy cars in the way on the rolling road (ahead.ts), from games of `npm run
// arena -- --scenario gameSix|gameEight --a bot:normal --b random --games 100 --seed 82001` where
// normal's Op was wrecked in turns 1-2, the largest share of the Op's lost games on those seeds (the
// fixtures keep the games' commands). Before, ahead.ts read wrecks, cars standing still and cars
// going the car's own way in its own lanes, and nothing else:
// - Game Six, game 89, seed 82045: the Op at 85 mph a lane beside a gang car skidding backwards at
//   40, out of control, a space ahead. It shot and drove on; the skid turned the gang car across its
//   lanes and its next declaration was a compulsory head-on ram at 85 mph (p57): wrecked.
// - Game Eight, game 8, seed 82005: the target (the Op) at 85 mph, an attacker coming the other way
//   at 65 in a lane it shares; the attacker's danger counted as the target's gain. It shot at the
//   attacker twice, kept its lane and met it head-on at 150 mph (p52, p57): wrecked in turn 1.
import { describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import type { GameState } from '../engine';
import { decide } from '.';
import { car, playOn, replay } from './fixtures/replay';
import adrift from './fixtures/adriftBeside.json';
import oncoming from './fixtures/oncomingInLane.json';

vi.setConfig({ testTimeout: 60_000 });


/** Plays `turns` more turns from `s`, `me` by the normal level and the other side by its first answer, and gives `id`'s wreck flag and status at the end. */
function survives(s: GameState, me: string, turns: number, id: string): [boolean, string] {
  const after = playOn(s, turns, (t) => (pending(t).player === me ? decide(t, me, 'normal').command : legalCommands(t)[0]));
  return [car(after, id).wreck, car(after, id).status];
}

describe('moving enemy cars in the way on the rolling road (issue 30, p42-45, p52, p57)', () => {
  it('Game Six seed 82045: the Op a lane beside a gang car skidding backwards is not wrecked in the next two turns', () => {
    const s = replay(adrift);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'op1' });
    const [op, gang] = [car(s, 'op1'), car(s, 'gang1')];
    expect([op.speed, op.cell.lane, gang.outOfControl, gang.heading, gang.cell.lane]).toEqual([85, 4, true, 4, 2]);
    expect(survives(s, 'p2', 2, 'op1')).toEqual([false, 'inPlay']);
  });

  it('Game Eight seed 82005: the target does not meet the oncoming attacker head-on in turn 1', () => {
    const s = replay(oncoming);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'target1' });
    const [t, a] = [car(s, 'target1'), car(s, 'attacker2')];
    expect([t.speed, t.heading, t.cell.lane, a.speed, a.heading, a.cell.lane]).toEqual([85, 0, 2, 65, 4, 1]);
    expect(survives(s, 'p1', 0, 'target1')).toEqual([false, 'inPlay']);
  });
});
