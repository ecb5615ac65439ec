// isLegal, the check `apply` makes of every declaration: an action is legal when it says what one
// of the offered actions says (key order and keys set to undefined do not count), with any whole
// amount from 1 up to the largest offered of its kind (p15-16).
import { describe, expect, it } from 'vitest';
import { isLegal } from './declarations';
import type { Action } from '../types';

const offered: Action[] = [
  { kind: 'none' },
  { kind: 'accelerate', by: 5 },
  { kind: 'accelerate', by: 10 },
  { kind: 'drift', side: 'left' },
  { kind: 'moveOff', by: 20, manoeuvre: { kind: 'uTurn', side: 'right' } },
  { kind: 'shoot', weapon: 'car1.w1' },
  { kind: 'shootPassive', weapon: 'car1.w2', dummy: false, lockOn: true },
];

describe('isLegal', () => {
  it('accepts what is offered, whatever the order of its keys', () => {
    expect(isLegal(offered, { side: 'left', kind: 'drift' } as Action)).toBe(true);
    expect(isLegal(offered, { manoeuvre: { side: 'right', kind: 'uTurn' }, by: 20, kind: 'moveOff' } as Action)).toBe(true);
    expect(isLegal(offered, { lockOn: true, dummy: false, weapon: 'car1.w2', kind: 'shootPassive' } as Action)).toBe(true);
  });

  it('counts a key set to undefined as absent, on either side', () => {
    expect(isLegal(offered, { kind: 'shoot', weapon: 'car1.w1', alone: undefined } as Action)).toBe(true);
    expect(isLegal([{ kind: 'shoot', weapon: 'w', alone: undefined } as Action], { kind: 'shoot', weapon: 'w' })).toBe(true);
  });

  it('refuses another side, weapon, manoeuvre, or a key the offer does not have', () => {
    expect(isLegal(offered, { kind: 'drift', side: 'right' })).toBe(false);
    expect(isLegal(offered, { kind: 'shoot', weapon: 'car1.w9' })).toBe(false);
    expect(isLegal(offered, { kind: 'moveOff', by: 20, manoeuvre: { kind: 'drift', side: 'right' } })).toBe(false);
    expect(isLegal(offered, { kind: 'moveOff', by: 20 })).toBe(false);
    expect(isLegal(offered, { kind: 'shoot', weapon: 'car1.w1', alone: true })).toBe(false);
    expect(isLegal(offered, { kind: 'shootPassive', weapon: 'car1.w2', dummy: false })).toBe(false);
    expect(isLegal(offered, { kind: 'uTurn', side: 'left' })).toBe(false);
  });

  it('takes any whole amount from 1 to the largest offered (p15)', () => {
    expect(isLegal(offered, { kind: 'accelerate', by: 7 })).toBe(true);
    expect(isLegal(offered, { kind: 'accelerate', by: 10 })).toBe(true);
    expect(isLegal(offered, { kind: 'accelerate', by: 11 })).toBe(false);
    expect(isLegal(offered, { kind: 'accelerate', by: 0 })).toBe(false);
    expect(isLegal(offered, { kind: 'accelerate', by: 2.5 })).toBe(false);
    expect(isLegal(offered, { kind: 'brake', by: 5 })).toBe(false);
  });
});
