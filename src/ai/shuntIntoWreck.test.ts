// Issue 30: the Op's rams into wrecks in turns 1-2, the largest group of its laughable collisions
// on seeds 80001 (`npm run arena -- --scenario gameEight --a bot:normal --b random --games 100
// --seed 80001 --audit`, game 90, seed 80046; the fixture keeps the game's commands): the Op at 85
// mph a space behind a gang car at 40 with 5 damage points left, in its lanes. It kept the lane;
// its next declaration was a compulsory shunt (p17, p52) that wrecked the gang car, and the next a
// compulsory ram into that wreck at 57 mph (p57), 18 of its 24 points lost.
import { describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import { decide } from '.';
import { bumpsOver, replay } from './fixtures/replay';
import shunt from './fixtures/shuntIntoWreck.json';

vi.setConfig({ testTimeout: 60_000 });

describe('a shunt that leaves a wreck to ram (issue 30, p52, p56, p57)', () => {
  it('Game Eight seed 80046: behind a nearly wrecked gang car at 85 mph, the Op has no laughable collision in the next two turns', () => {
    const s = replay(shunt);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'attacker1' });
    const op = s.vehicles.find((v) => v.id === 'attacker1')!;
    const gang = s.vehicles.find((v) => v.id === 'target1')!;
    expect([op.speed, gang.speed, gang.damage]).toEqual([85, 40, 5]);
    // p1 by the normal level; the gang holds its speed and lanes (its first answer, 'no action').
    const bumps = bumpsOver(s, 2, (t) => (pending(t).player === 'p1' ? decide(t, 'p1', 'normal').command : legalCommands(t)[0]), (v) => v === 'attacker1');
    expect(bumps).toEqual([]);
  });
});
