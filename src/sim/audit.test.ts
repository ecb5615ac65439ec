// The arena's audit (issue 30): a collision counts as laughable only when another answer at one
// of the car's last two decisions, replayed from the saved state with the same dice, avoids it.
import { describe, expect, it, vi } from 'vitest';
import { chooserFor } from '../ai';
import { playWith } from '../ai/play';
import { keep, noseToTail, play } from '../ai/noseToTail';
import { auditor } from './audit';
import { wilson } from './wilson';

vi.setConfig({ testTimeout: 30_000 });

const first = chooserFor('first', () => 0);

describe('the audit counts avoidable collisions', () => {
  it('a compulsory ram into a teammate that a drift or a brake one decision earlier avoids is laughable', () => {
    const a = auditor();
    // 'first' keeps lane and speed ('none' is the first legal answer): car2 must ram car1 on its third move.
    const g = playWith(noseToTail(), {}, first, 6, undefined, a.onCommand);
    expect(g.commands.length).toBe(6);
    const found = a.judge();
    expect(found).toMatchObject([{ kind: 'ownSide', vehicle: 'car2', with: 'car1', legalThen: 1, avoidedBy: { back: 1 } }]);
    const alt = found[0].avoidedBy!.command;
    expect(alt).toMatchObject({ type: 'declare', vehicle: 'car2' });
    expect(alt.type === 'declare' && ['drift', 'brake'].includes(alt.action.kind)).toBe(true);
  });

  it('the same ram with no earlier decision of the car on record is counted but not avoidable', () => {
    const s = noseToTail();
    const forced = play(s, keep(s)).state; // car2 kept its lane: its next declaration is the ram
    const a = auditor();
    playWith(forced, {}, first, 3, undefined, a.onCommand);
    expect(a.judge()).toMatchObject([{ kind: 'ownSide', vehicle: 'car2', avoidedBy: null }]);
  });

  it('the Wilson interval: inside [0, 1], around the share, narrower with more games', () => {
    const [lo, hi] = wilson(9, 10);
    expect(lo).toBeCloseTo(0.596, 2);
    expect(hi).toBeCloseTo(0.982, 2);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(90, 100)[1] - wilson(90, 100)[0]).toBeLessThan(hi - lo);
  });
});
