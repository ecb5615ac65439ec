// The turn's frame stack (frames.ts): an interrupt is a push, finishing a frame pops it, and the
// top frame is the decision `pending` reports. Space k of the straight track is [20k, 20k + 20).
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending, startPhase } from '../flow/turn';
import { stackOf } from './frames';
import { applyOk, testState, v, type TestVehicle } from '../testkit';
import { frameProblems } from '../../sim/frameInvariant';
import type { Action, Command, Frame, GameState } from '../types';

const declare = (vehicle: string, action: Action): Command => ({ type: 'declare', vehicle, action });
const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;
const frames = (s: GameState): Frame[] => (s.flow.kind === 'phase' ? stackOf(s.flow, s.phase) : []);
const wellFormed = (s: GameState): string[] => frameProblems(s, legalCommands(s));
const kinds = (s: GameState): string[] => frames(s).map((f) => ('vehicle' in f ? `${f.kind}:${f.vehicle}` : f.kind === 'phase' ? `phase:${f.n}` : f.kind));

describe('the turn as a stack of frames', () => {
  it('p8, p11: a phase rests on turn, phase, the acting slot and its declaration', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 40 }, { id: 'b', lane: 6, space: 1, speed: 20 }] }), 1);
    expect(kinds(s)).toEqual(['turn', 'phase:1', 'slot:a', 'declare:a']);
    expect(wellFormed(s)).toEqual([]);
    // The declaration carried out pops declare and slot; the next slot is pushed.
    expect(kinds(step(s, declare('a', { kind: 'none' })))).toEqual(['turn', 'phase:1', 'slot:b', 'declare:b']);
  });

  it('p57: a shunt pushes the rammer\'s resumption under the target\'s slot; both pop in turn', () => {
    let s = startPhase(testState({ vehicles: [{ id: 'fast', lane: 3, space: 1, speed: 70 }, { id: 'slow', lane: 3, space: 2, speed: 30 }], dice: [1, 1, 1, 1, 1, 1, 1, 1] }), 1);
    s = step(s, declare('fast', { kind: 'ram' }));
    expect(kinds(s)).toEqual(['turn', 'phase:1', 'resumeAfterShunt', 'slot:slow', 'declare:slow']);
    expect(frames(s)[2]).toEqual({ kind: 'resumeAfterShunt', rammer: 'fast', shunted: 'slow' });
    expect(wellFormed(s)).toEqual([]);
    const r = applyOk(s, declare('slow', { kind: 'none' }));
    // The target's slot popped, then the resumption ran (the rammer completed its move) and popped.
    expect(v(r.s, 'fast').cell.t0).toBe(40);
    expect(frames(r.s).some((f) => f.kind === 'resumeAfterShunt')).toBe(false);
    expect(wellFormed(r.s)).toEqual([]);
  });

  it('p13: a cut-up pushes the stationary car\'s answer on the cutting driver\'s declaration; refusing it returns to that declaration', () => {
    const board = startPhase(testState({ vehicles: [{ id: 'M', lane: 1, space: 2, speed: 60 }, { id: 'S', lane: 3, space: 2, speed: 0 }] }), 1);
    const asked = step(board, declare('M', { kind: 'drift', side: 'right' }));
    expect(kinds(asked)).toEqual(['turn', 'phase:1', 'slot:M', 'declare:M', 'cutUpAnswer']);
    expect(frames(asked)[4]).toEqual({ kind: 'cutUpAnswer', by: 'M', action: { kind: 'drift', side: 'right' }, target: 'S' });
    expect(pending(asked)).toMatchObject({ kind: 'declare', vehicle: 'S' });
    expect(wellFormed(asked)).toEqual([]);
    // Moving off refuses the cut-up: the answer pops and M declares again.
    const refused = step(asked, declare('S', { kind: 'moveOff', by: 20 }));
    expect(kinds(refused)).toEqual(['turn', 'phase:1', 'slot:M', 'declare:M']);
    // Anything else lets it happen: answer, declaration and slot pop; S's slot comes next.
    const allowed = step(asked, declare('S', { kind: 'none' }));
    expect(v(allowed, 'M').cell).toMatchObject({ lane: 2, t0: 60 });
    expect(wellFormed(allowed)).toEqual([]);
  });

  it('p22: a shot declared pushes fire-or-hold on the slot; firing or holding pops both', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 0, speed: 20, weapons: [{ type: 'lwMachineGun', mount: 'hood' }] }, { id: 't', lane: 3, space: 4, speed: 0, weapons: [] }] }), 1);
    const gun = v(s, 'a').weapons[0].id;
    const shot = step(s, declare('a', { kind: 'shoot', weapon: gun }));
    expect(kinds(shot)).toEqual(['turn', 'phase:1', 'slot:a', 'fireOrHold:a']);
    expect(wellFormed(shot)).toEqual([]);
    const held = step(shot, { type: 'holdFire', vehicle: 'a' });
    expect(frames(held).some((f) => f.kind === 'fireOrHold' || (f.kind === 'slot' && f.vehicle === 'a'))).toBe(false);
  });

  it('p64, p69: before the turn a fallen bike is picked up, then the dead-engined bike\'s rider is asked on the before-turn frame; the answer pops it and phase 1 begins', () => {
    const bike = (id: string, space: number, patch: TestVehicle['patch']): TestVehicle => ({ id, kind: 'bike', lane: 3, space, speed: 0, weapons: [], driveSkill: 3, patch });
    const s = startPhase(testState({ vehicles: [bike('a', 1, { engineDisabled: true, acceleration: 0 }), bike('f', 6, { rolled: true }), { id: 'z', lane: 7, space: 0, speed: 20, weapons: [] }] }), 1);
    expect(v(s, 'f').rolled).toBe(false);
    expect(kinds(s)).toEqual(['turn', 'beforeTurn', 'abandonBike:a']);
    expect(frameProblems(s, legalCommands(s))).toEqual([]);
    const r = apply(s, { type: 'abandonBike', vehicle: 'a', abandon: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(v(r.value.state, 'a').riderGone).toBe(true);
    expect(kinds(r.value.state)).toEqual(['turn', 'phase:1', 'slot:z', 'declare:z']);
  });

  it('the invariant catches a before-turn stack resting on no question, or one offering another decision', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', kind: 'bike', lane: 3, space: 1, speed: 0, weapons: [], driveSkill: 3, patch: { engineDisabled: true, acceleration: 0 } }, { id: 'z', lane: 7, space: 0, speed: 20, weapons: [] }] }), 1);
    if (s.flow.kind !== 'phase') throw new Error('not in a phase');
    const legal = legalCommands(s);
    expect(frameProblems({ ...s, flow: { ...s.flow, frames: s.flow.frames!.slice(0, 2) } }, legal)).toEqual([`the engine rests on a 'beforeTurn' frame before the turn, which is no decision`]);
    expect(frameProblems(s, [declare('a', { kind: 'none' })])).toEqual([`the top frame asks a to abandon or keep but the game offers ${JSON.stringify(declare('a', { kind: 'none' }))}`]);
    const twice = { ...s, flow: { ...s.flow, frames: [...s.flow.frames!, { kind: 'abandonBike' as const, vehicle: 'a' }] } };
    expect(frameProblems(twice, legal)).toEqual(['a rider is asked twice before the turn: a, a']);
  });

  it('a phase built by hand (queue and the step shorthand) reads as the stack it describes', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 40 }] });
    s.flow = { kind: 'phase', queue: [{ vehicle: 'a', mode: 'move', why: '' }], step: 'fireOrHold', declared: { kind: 'none' }, deferred: [] };
    expect(kinds(s)).toEqual(['turn', 'phase:1', 'slot:a', 'fireOrHold:a']);
    expect(pending(s).kind).toBe('fireOrHold');
  });

  it('the invariant catches a stack whose top is no decision, or an empty one', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 40 }] }), 1);
    if (s.flow.kind !== 'phase') throw new Error('not in a phase');
    const legal = legalCommands(s);
    expect(frameProblems({ ...s, flow: { ...s.flow, frames: s.flow.frames!.slice(0, 3) } }, legal)).toEqual([`the engine rests on a 'slot' frame, which is no decision`]);
    expect(frameProblems({ ...s, flow: { ...s.flow, frames: [] } }, legal)).toEqual(['the game is in its turns but the frame stack is empty']);
    // A fire-or-hold frame on top while the game offers declarations: the top is not the decision asked.
    const wrong = { ...s, flow: { ...s.flow, frames: [...s.flow.frames!.slice(0, 3), { kind: 'fireOrHold' as const, vehicle: 'a', action: { kind: 'none' as const } }] } };
    expect(frameProblems(wrong, legal)).toEqual([`the top frame waits for a's 'fireOrHold' but the game offers ${JSON.stringify(legal[0])}`]);
  });
});
