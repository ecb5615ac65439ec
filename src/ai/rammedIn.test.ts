// Issue 30: a game capped with a way past that starts with a ram (`npm run arena -- --scenario
// gameSeven --a bot:normal --b bot:normal --games 50 --seed 86001`, games 2 and 3, seed 86002; the
// fixture keeps the game's commands to turn 12). The Op, its chain gun empty, stands on the last
// space of the road with target2's wreck across lanes 4-7 a space ahead, and target1, immobilised
// with its guns loaded (in the fight, p88), 13 spaces on. Every move off means a 5 mph ram of the
// wreck next (p17) and reversing leaves the road; the Op declared 'no action' until the command cap
// at turn 476. Now it takes the ram and goes round (rammedIn.ts), and the game ends.
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../engine';
import { decide } from '.';
import { playOnCounting, replay } from './fixtures/replay';
import fixture from './fixtures/rammedIn.json';

vi.setConfig({ testTimeout: 60_000 });

const normal = (t: Parameters<typeof decide>[0]) => decide(t, pending(t).player!, 'normal').command;

describe('a way past that starts with a walking-pace ram is taken when nothing else will happen (issue 30, p17, p88)', () => {
  it('Game Seven seed 86002: the Op rams the wreck, goes round it on lanes 1-3, and the game ends within 40 turns', () => {
    const s = replay(fixture);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'attacker1' });
    const [op, car, wreck] = ['attacker1', 'target1', 'target2'].map((id) => s.vehicles.find((v) => v.id === id)!);
    expect([op.speed, op.cell.lane, op.cell.t0, op.weapons.find((w) => w.type === 'chainGun')?.ammo]).toEqual([0, 5, 240, 0]);
    expect([car.speed, car.engineDisabled, car.weapons.some((w) => (w.ammo ?? 0) > 0), wreck.wreck]).toEqual([0, true, true, true]);
    let passed = false;
    const { bumps, end } = playOnCounting(s, 40, (t) => {
      passed ||= t.vehicles.some((v) => v.id === 'attacker1' && v.cell.t0 > 300);
      return normal(t);
    }, () => true);
    expect(bumps).toEqual([]);
    expect(passed).toBe(true);
    expect(end.flow.kind).toBe('over');
  });
});
