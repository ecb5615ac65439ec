// Issue 30: a game capped with no way past (`npm run arena -- --scenario gameSix --a bot:normal
// --b random --games 100 --seed 85001`, game 18, seed 85010; the fixture keeps the game's commands
// to turn 18). The gang's last car stood on a left bend behind obstacles over lanes 6-8, its
// teammate's wreck across lanes 4-5 behind it and an obstacle over lanes 1-3 behind that: on the
// bend it may drift only outwards (p14), so no way leads past (escape.ts). The Op's car, its engine
// gone but its guns loaded, is still in the fight (p88), and the game can end only when one side
// takes the other out; the gang car crept up to the obstacle and reversed until the command cap
// at turn 441. Now it backs down the outer lanes to a space behind the Op and shoots (standOff.ts).
import { describe, expect, it, vi } from 'vitest';
import { legalCommands, pending } from '../engine';
import { decide } from '.';
import { escapeField } from './escape';
import { playOnCounting, replay } from './fixtures/replay';
import fixture from './fixtures/standOff.json';

vi.setConfig({ testTimeout: 60_000 });

const normalGang = (t: Parameters<typeof decide>[0]) => (pending(t).player === 'p1' ? decide(t, 'p1', 'normal').command : legalCommands(t)[0]);

describe('a stand-off with no way past ends with the shot that takes the enemy out (issue 30, p14, p88)', () => {
  it('Game Six seed 85010: the gang car behind the obstacles wins within 30 turns, with no laughable collision', () => {
    const s = replay(fixture);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'gang2' });
    const [op, mate, car] = ['op1', 'gang1', 'gang2'].map((id) => s.vehicles.find((v) => v.id === id)!);
    expect([op.speed, op.engineDisabled, op.weapons.some((w) => (w.ammo ?? 0) > 0), mate.wreck]).toEqual([0, true, true, true]);
    expect([car.speed, car.cell.lane, car.cell.t1]).toEqual([0, 5, 540]);
    expect(escapeField(s, car.id, car.cell).has(`${car.cell.lane}:${car.cell.t0}`)).toBe(false);
    const { bumps, end } = playOnCounting(s, 30, normalGang, (v) => v.startsWith('gang'));
    expect(bumps).toEqual([]);
    expect(end.winner?.side).toBe('gang');
  });
});
