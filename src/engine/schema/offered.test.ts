// The door's fast way (issue 31, schema/offered.ts): a command equal to one offered skips the
// schema; anything that only looks like one still meets the schema and its error, with the
// offered list kept (legalCommands asked first), and the state is left as it was.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, startPhase } from '../flow/turn';
import { cloneJson } from '../clone';
import { testState } from '../testkit';
import { rgApply, rgLegalCommands } from '../roadGang/turn';
import { newRoadGang } from '../roadGang/setup';
import { sameAsOffered } from './offered';
import type { GameState } from '../types';

const declaring = (): GameState => startPhase(testState({ vehicles: [{ id: 'M', lane: 3, space: 2, speed: 60 }, { id: 'N', lane: 6, space: 0, speed: 40 }] }), 1);

describe('sameAsOffered', () => {
  it('is equality of JSON values, strict about the input', () => {
    const o = { type: 'declare', vehicle: 'M', action: { kind: 'accelerate', by: 5 } };
    expect(sameAsOffered(o, { action: { by: 5, kind: 'accelerate' }, vehicle: 'M', type: 'declare' })).toBe(true);
    expect(sameAsOffered(o, { ...o, dice: undefined })).toBe(false);
    expect(sameAsOffered(o, { ...o, action: { kind: 'accelerate', by: 5, extra: 1 } })).toBe(false);
    expect(sameAsOffered(o, { type: 'declare', vehicle: 'M' })).toBe(false);
    expect(sameAsOffered(o, Object.assign(Object.create({ inherited: 1 }), o))).toBe(false);
    expect(sameAsOffered(o, new Proxy({}, { ownKeys: () => { throw new Error('boom'); }, get: () => { throw new Error('boom'); } }))).toBe(false);
    expect(sameAsOffered([1, 2], [1, 2])).toBe(true);
    expect(sameAsOffered([1, 2], { 0: 1, 1: 2, length: 2 })).toBe(false);
  });
});

describe('apply with the offered list kept', () => {
  it('takes an offered command, in any key order, as a copy', () => {
    const s = declaring();
    const before = JSON.stringify(s);
    const offered = legalCommands(s);
    const c = offered.find((x) => x.type === 'declare' && x.action.kind === 'shoot') ?? offered[0];
    const input = JSON.parse(JSON.stringify(c)) as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(input).reverse());
    const r = apply(s, reordered as never);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    const slow = apply(cloneJson(s), c);
    expect(slow.ok && r.ok && slow.value.events).toEqual(r.ok && r.value.events);
  });

  it('refuses a near-offered command with the schema\'s error, the state unchanged', () => {
    const s = declaring();
    const before = JSON.stringify(s);
    const c = legalCommands(s)[0];
    const extraUndefined = apply(s, { ...c, extra: undefined } as never);
    expect(extraUndefined.ok ? null : extraUndefined.error.code).toBe('BAD_COMMAND');
    const extra = apply(s, { ...c, action: { ...(c as { action: object }).action, extra: 1 } } as never);
    expect(extra.ok ? null : extra.error.code).toBe('BAD_COMMAND');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('road gangs: apply with the offered list kept', () => {
  it('refuses a near-offered command with the schema\'s error, the state unchanged', () => {
    const g = newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] }, 4);
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value.state;
    const before = JSON.stringify(s);
    const c = rgLegalCommands(s)[0];
    const bad = rgApply(s, { ...c, extra: undefined });
    expect(bad.ok ? null : bad.error.code).toBe('BAD_COMMAND');
    expect(rgApply(s, Object.fromEntries(Object.entries(c).reverse())).ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });
});
