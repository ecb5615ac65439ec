import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine';
import { lastSpins, spinPositions, spinTemplateView, type SpinEvent } from './spinTemplate';

const spin = (dir: 'cw' | 'ccw', total: number, degrees: number): SpinEvent => ({ type: 'spin', vehicle: 'a', dir, total, degrees, speedLoss: 20, heading: 0, rule: 'p44', dice: [] });

describe('spin template (p44, docs/assumptions.md transcription)', () => {
  it('labels the eight positions with the totals that reach them and their deductions', () => {
    expect(spinPositions()).toEqual([
      { steps: 1, totals: '2-3', loss: 20 },
      { steps: 2, totals: '4-5', loss: 20 },
      { steps: 3, totals: '6-7', loss: 20 },
      { steps: 4, totals: '8', loss: 30 },
      { steps: 5, totals: '9', loss: 40 },
      { steps: 6, totals: '10', loss: 40 },
      { steps: 7, totals: '11', loss: 40 },
      { steps: 8, totals: '12+', loss: 40 },
    ]);
  });

  it('lays positions out from the pre-spin front in the spin direction and marks the rolled one', () => {
    // car now faces +x after a clockwise 90-degree spin: it faced -y (up the screen) before
    const v = spinTemplateView({ x: 10, y: 10, a: 0 }, spin('cw', 5, 90));
    expect(v.arrow.x).toBeCloseTo(10);
    expect(v.arrow.y).toBeCloseTo(3);
    const two = v.positions.find((p) => p.steps === 2)!;
    expect(two.rolled).toBe(true);
    expect(two.at.x).toBeCloseTo(17); // where the car's front now points
    expect(v.positions.filter((p) => p.rolled)).toHaveLength(1);
    const ccw = spinTemplateView({ x: 0, y: 0, a: 0 }, spin('ccw', 2, 45));
    expect(ccw.positions[1].angle).toBeLessThan(ccw.positions[0].angle);
  });

  it('keeps the last spin per vehicle', () => {
    const events: GameEvent[] = [spin('cw', 3, 45), { ...spin('cw', 9, 225) }];
    expect(lastSpins(events).map((e) => e.degrees)).toEqual([225]);
  });
});
