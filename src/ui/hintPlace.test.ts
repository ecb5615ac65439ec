// Issue 29: on a phone the action hint laid over the board's foot covered the deciding car. It
// moves to the top when the car is under it, and stays at the foot when the car is clear of it.
import { describe, expect, it } from 'vitest';
import { hintAtTop } from './ActionHint';

describe('where the action hint lies on the board', () => {
  const board = 332;
  it('at the foot when the deciding car is clear of it, or when no car decides', () => {
    expect(hintAtTop({ top: 60, bottom: 120, height: board }, 60)).toBe(false);
    expect(hintAtTop(null, 60)).toBe(false);
  });
  it('at the top when the car is where the hint would lie at the foot', () => {
    expect(hintAtTop({ top: 230, bottom: 300, height: board }, 60)).toBe(true);
  });
  it('a hint too tall for either side goes where there is more room', () => {
    expect(hintAtTop({ top: 200, bottom: 300, height: board }, 180)).toBe(true);
    expect(hintAtTop({ top: 50, bottom: 120, height: board }, 250)).toBe(false);
  });
});
