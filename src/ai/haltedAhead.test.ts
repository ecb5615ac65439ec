// Issue 30: head-on hits on road obstacles, the largest group of normal's laughable collisions
// after the fourth session (`npm run arena -- --scenario gameSix --a bot:normal --b random --games
// 100 --seed 80001 --audit`, game 75, seed 80038; the fixture keeps the game's commands): a gang
// car at 20 mph two spaces behind an obstacle, its teammate standing still beside it in the only
// gap. Braking to a stop short of the obstacle boxed in the teammate (rolling.ts's boxedRisk);
// keeping its speed did too, for the car halts where it hits the obstacle (p57, p76), but nothing
// counted that, so it kept 20 mph and hit the obstacle head-on in turn 3.
import { describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import { decide } from '.';
import { bumpsOver, replay } from './fixtures/replay';
import fixture from './fixtures/obstacleBesideTeammate.json';

vi.setConfig({ testTimeout: 60_000 });

describe('a car that must ram what is ahead stands there all the same (issue 30, p57, p76)', () => {
  it('Game Six seed 80038: the gang car two spaces behind an obstacle does not hit it in the next two turns', () => {
    const s = replay(fixture);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'gang1' });
    const car = s.vehicles.find((v) => v.id === 'gang1')!;
    expect([car.speed, car.cell.lane]).toEqual([20, 3]);
    expect(s.roadHazards.some((h) => h.kind === 'obstacle')).toBe(true);
    // p2 by the normal level; the Op by its first answer.
    const bumps = bumpsOver(s, 2, (t) => (pending(t).player === 'p2' ? decide(t, 'p2', 'normal').command : legalCommands(t)[0]), (v) => v.startsWith('gang'));
    expect(bumps).toEqual([]);
  });
});
