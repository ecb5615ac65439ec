// Issue 30: the Op rammed gang cars that had stopped or wrecked in its lanes at speed in turns 1-2.
// The position is from `npm run arena -- --scenario gameSix --a bot:normal --b random --seed 60001
// --audit` (game 12, turn 2; the fixture keeps the game's commands): the Op at 60 mph two spaces
// behind the wreck it had just shot, in its own lane. It accelerated to 70 and rammed the wreck on
// its next move: the search saw the ram happen in its look through forced declarations
// (search.ts's settle) and charged it 12 points, while an answer that stopped a space short was
// charged up to 84 by dangerAhead (ahead.ts) for the same ram one move off.
import { describe, expect, it } from 'vitest';
import { grid, pending, plan } from '../engine';
import { decide } from '.';
import { replay } from './fixtures/replay';
import { STOPPED_MPH } from './collisions';
import { blockerIn } from './wayOut';
import wreck from './fixtures/wreckTwoSpacesAhead.json';

describe('a wreck in the own lane ahead (issue 30, p52-57)', () => {
  it('two spaces behind a wreck at 60 mph, the Op does not leave itself a ram at 50 mph or more', () => {
    const s = replay(wreck);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'op1' });
    const op = s.vehicles.find((v) => v.id === 'op1')!;
    const w = s.vehicles.find((v) => v.id === 'gang3')!;
    expect([op.speed, op.cell.lane, w.wreck, w.cell.lane]).toEqual([60, 3, true, 3]);
    const d = decide(s, 'p1', 'normal');
    const p = d.command.type === 'declare' ? plan(s, 'op1', d.command.action) : null;
    const end = p?.end ?? op.cell;
    const next = grid.cellAhead(s.track, end, grid.headingDir(p?.heading ?? op.heading));
    // After its move, a blocker in the next space means a compulsory ram (p17): only below 50 mph.
    const rams = next !== null && blockerIn(s, next, p?.heading ?? op.heading, 'op1');
    expect([JSON.stringify(d.command), rams && (p?.speedAfter ?? op.speed) >= STOPPED_MPH]).toEqual([JSON.stringify(d.command), false]);
  });
});
