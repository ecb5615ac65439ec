// Bad commands at the door (issue 8, item 16): every malformed command is refused with
// BAD_COMMAND before the rules look at it, the state is unchanged, and nothing throws, however
// large, deep or cyclic the input. The message names where the problem is, never the input.
import { describe, expect, it } from 'vitest';
import { apply, startPhase } from './flow/turn';
import { newGame } from './flow/setup';
import { applyOk, must, testState } from './testkit';
import type { Command, GameState } from './types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

/** car M at 60 mph declares in phase 1 of a straight track. */
const declaring = (): GameState => startPhase(testState({ vehicles: [{ id: 'M', lane: 3, space: 2, speed: 60 }, { id: 'N', lane: 6, space: 0, speed: 40 }] }), 1);

/** Game One waiting for the chase car to be placed. */
function placing(): { s: GameState; vehicle: string } {
  const s = applyOk(must(newGame({ scenario: 'gameOne', players, forcedDice: [1] }, 3)), { type: 'rollForLead' }).s;
  return { s, vehicle: s.vehicles.find((v) => v.side === 'chase')!.id };
}

/** Waiting for M to fire or hold after declaring a shot. */
function firing(): GameState {
  const s = startPhase(testState({ vehicles: [{ id: 'M', lane: 3, space: 0, speed: 60 }, { id: 'T', lane: 3, space: 6, speed: 0 }] }), 1);
  return applyOk(s, { type: 'declare', vehicle: 'M', action: { kind: 'shoot', weapon: 'M.w1' } }).s;
}

function deep(n: number): unknown {
  let x: unknown = { kind: 'none' };
  for (let i = 0; i < n; i++) x = { kind: 'none', inner: x };
  return x;
}

function cyclic(): unknown {
  const c: Record<string, unknown> = { type: 'declare', vehicle: 'M', action: { kind: 'none' } };
  c.self = c;
  return c;
}

const hostile = new Proxy({}, { get: () => { throw new Error('boom'); }, has: () => { throw new Error('boom'); }, ownKeys: () => { throw new Error('boom'); } });

/** Refused with BAD_COMMAND, the state unchanged, no exception, a short message. */
function refused(s: GameState, c: unknown): string {
  const before = JSON.stringify(s);
  let r: ReturnType<typeof apply> | undefined;
  expect(() => (r = apply(s, c as Command))).not.toThrow();
  expect(r!.ok).toBe(false);
  if (r!.ok) return '';
  expect(r!.error.code).toBe('BAD_COMMAND');
  expect(r!.error.message.length).toBeLessThan(300);
  expect(JSON.stringify(s)).toBe(before);
  return r!.error.message;
}

describe('malformed commands are refused at the door with BAD_COMMAND (issue 8 item 16)', () => {
  it.each([
    ['accelerate without by (was a NaN speed)', { type: 'declare', vehicle: 'M', action: { kind: 'accelerate' } }],
    ['brake without by (was a NaN speed)', { type: 'declare', vehicle: 'M', action: { kind: 'brake' } }],
    ['accelerate by NaN', { type: 'declare', vehicle: 'M', action: { kind: 'accelerate', by: NaN } }],
    ['accelerate by Infinity', { type: 'declare', vehicle: 'M', action: { kind: 'accelerate', by: Infinity } }],
    ['accelerate by a fraction', { type: 'declare', vehicle: 'M', action: { kind: 'accelerate', by: 2.5 } }],
    ['accelerate by text', { type: 'declare', vehicle: 'M', action: { kind: 'accelerate', by: '10' } }],
    ['an extra top-level key (was stored in the command list)', { type: 'declare', vehicle: 'M', action: { kind: 'none' }, note: 'hi' }],
    ['an extra key in the action', { type: 'declare', vehicle: 'M', action: { kind: 'none', by: 10 } }],
    ['a drift without a side', { type: 'declare', vehicle: 'M', action: { kind: 'drift' } }],
    ['an unknown action kind', { type: 'declare', vehicle: 'M', action: { kind: 'fly' } }],
    ['no action', { type: 'declare', vehicle: 'M' }],
    ['a declare without a vehicle', { type: 'declare', action: { kind: 'none' } }],
    ['a vehicle that is not text', { type: 'declare', vehicle: 7, action: { kind: 'none' } }],
    ['a deeply nested action (was a RangeError)', { type: 'declare', vehicle: 'M', action: deep(100000) }],
    ['a cyclic command (was a RangeError)', cyclic()],
    ['a hostile object whose getters throw', hostile],
    ['null', null],
    ['a number', 42],
    ['a list', [{ type: 'continue' }]],
    ['text', 'declare'],
  ])('%s', (_name, c) => {
    refused(declaring(), c);
  });

  it('fire and holdFire without a vehicle are refused (were accepted: "undefined holds fire")', () => {
    const s = firing();
    refused(s, { type: 'fire', target: 'T' });
    refused(s, { type: 'holdFire' });
    // The well-formed answers are still accepted.
    expect(apply(s, { type: 'holdFire', vehicle: 'M' }).ok).toBe(true);
  });

  it('place without a vehicle is BAD_COMMAND (was INTERNAL)', () => {
    const { s, vehicle } = placing();
    refused(s, { type: 'place', lane: 3, t0: 0 });
    refused(s, { type: 'place', vehicle, lane: 3 });
    expect(apply(s, { type: 'place', vehicle, lane: 3, t0: 0 }).ok).toBe(true);
  });

  it('a huge input is not echoed in the message: a megabyte vehicle id or unknown key', () => {
    const big = 'x'.repeat(1_000_000);
    expect(refused(declaring(), { type: 'declare', vehicle: big, action: { kind: 'none' } })).not.toContain('x'.repeat(100));
    expect(refused(declaring(), { type: 'declare', vehicle: 'M', action: { kind: 'none' }, [big]: 1 })).not.toContain('x'.repeat(100));
    expect(refused(declaring(), { type: big })).not.toContain('x'.repeat(100));
  });

  it('the message says where the problem is', () => {
    expect(refused(declaring(), { type: 'declare', vehicle: 'M', action: { kind: 'accelerate' } })).toContain('action.by');
    expect(refused(declaring(), { type: 'declare', vehicle: 'M', action: { kind: 'none' }, note: 1 })).toContain('note');
  });

  it('a well-formed accelerate is still accepted and the speed stays a number', () => {
    const r = apply(declaring(), { type: 'declare', vehicle: 'M', action: { kind: 'accelerate', by: 10 } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.state.vehicles.find((v) => v.id === 'M')!.speed).toBe(70);
  });
});
