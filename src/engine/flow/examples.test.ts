// The book's worked examples for the turn sequence and actions, played through the engine's
// public API with forced dice.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending, startPhase } from './turn';
import { legalDeclarations } from '../plan/declarations';
import { testState, v, applyOk } from '../testkit';
import type { Action, Command, GameState } from '../types';

const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;
const declare = (vehicle: string, action: Action): Command => ({ type: 'declare', vehicle, action });
const offered = (s: GameState, kind: Action['kind']): number[] =>
  legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === kind && 'by' in c.action ? [c.action.by] : []));

describe('speed track (p11-16)', () => {
  it('p11 example: an Interceptor at 60 mph (braking 40, acceleration 30) may end anywhere from 20 to 90 mph', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'i', kind: 'interceptor', lane: 3, space: 2, speed: 60, weapons: [] }] }), 1);
    expect(Math.max(...offered(s, 'accelerate'))).toBe(30);
    expect(Math.max(...offered(s, 'brake'))).toBe(40);
  });

  it('p15 example: in phase 3 a car at 35 mph (speed factor 2) cannot move, so cannot accelerate', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'slow', lane: 2, space: 2, speed: 35 }, { id: 'fast', lane: 6, space: 2, speed: 60 }], phase: 3 }), 3);
    expect(s.flow.kind === 'phase' && s.flow.queue.map((q) => [q.vehicle, q.mode])).toEqual([['fast', 'move'], ['slow', 'still']]);
    expect(legalDeclarations(s, 'slow', 'still').some((a) => a.kind === 'accelerate' || a.kind === 'brake')).toBe(false);
    // With nothing to shoot at, the slow car has no decision: the engine passes it by and the turn ends.
    const after = step(s, declare('fast', { kind: 'none' }));
    expect([after.turn, after.phase]).toEqual([2, 1]);
  });

  it('p16 example: in phase 4 a car at 55 mph (speed factor 3) cannot brake', () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 2, space: 2, speed: 55 }, { id: 'b', lane: 2, space: 5, speed: 20 }], phase: 4 }), 4);
    // Car a has car b ahead in its hood corridor: its only choices are to shoot or not.
    expect(pending(s).vehicle).toBe('a');
    expect(offered(s, 'brake')).toEqual([]);
    expect(legalCommands(s).map((c) => (c.type === 'declare' ? c.action.kind : c.type)).sort()).toEqual(['none', 'shoot']);
  });
});

describe('moving and shooting (p17)', () => {
  it('p17 example: the Interceptor at 55 moves first; the Renegade at 15 U-turns and so cannot fire; in phase 2 the Renegade does not move but may still fire', () => {
    let s = startPhase(
      testState({
        vehicles: [
          { id: 'int', kind: 'interceptor', lane: 3, space: 10, speed: 55, heading: 4, weapons: [{ type: 'machineGun', mount: 'hood' }] },
          { id: 'ren', lane: 3, space: 4, speed: 15, weapons: [{ type: 'machineGun', mount: 'hood' }] },
        ],
      }),
      1,
    );
    expect(pending(s).vehicle).toBe('int');
    s = step(s, declare('int', { kind: 'none' }));
    expect(pending(s).vehicle).toBe('ren');
    s = step(s, declare('ren', { kind: 'uTurn', side: 'right' }));
    expect(v(s, 'ren').heading).toBe(4);
    // Phase 2: the Interceptor moves and may fire; the Renegade (speed factor 1) does not move.
    expect(s.phase).toBe(2);
    expect(pending(s).vehicle).toBe('int');
  });
});

describe('panic braking costs the action and maybe a move (p41)', () => {
  it('p41 example: a 40mm GL hit makes a car at 50 panic brake by 15: it moves without an action, and from phase 3 it has lost its move', () => {
    // The firer faces the other way, so the order of two cars at 50 mph is diced (p12): 1 v 2.
    // Then: hit roll 4 (+1 hood >= range 3), damage roll 1 (+8 - armour 3 = 6), hazard roll 5
    // (+2 excess over 30 mph, -4 optimum control = 3: a 15 mph panic brake).
    let s = startPhase(
      testState({
        vehicles: [
          { id: 'gl', lane: 3, space: 6, speed: 50, heading: 4, weapons: [{ type: 'grenade40', mount: 'hood' }] }, // lanes 3-4; the target's lane 3 is in its corridor
          { id: 'target', lane: 2, space: 2, speed: 50, weapons: [] },
        ],
        dice: [1, 2, 4, 1, 5],
      }),
      1,
    );
    expect(pending(s).vehicle).toBe('gl');
    s = step(s, declare('gl', { kind: 'shoot', weapon: 'gl.w1' }));
    expect(pending(s).kind).toBe('fireOrHold');
    const r = apply(s, { type: 'fire', vehicle: 'gl', target: 'target' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.value.state;
    const t = v(s, 'target');
    expect(t.damage).toBe(12);
    expect(t.speed).toBe(35);
    // Its move this phase was made for it, straight ahead, without an action (p41).
    const auto = r.value.events.find((e) => e.type === 'declared' && e.vehicle === 'target');
    expect(auto && auto.type === 'declared' ? auto.action : null).toEqual({ kind: 'none' });
    expect(t.cell.t0).toBe(60);
    // Phase 2: both still move (35 mph is speed factor 2); phase 3: only the firer does.
    expect(s.phase).toBe(2);
    s = step(s, declare('gl', { kind: 'drift', side: 'left' })); // its own left: away from the target's lanes
    s = step(s, declare('target', { kind: 'none' }));
    expect(s.phase).toBe(3);
    expect(s.flow.kind === 'phase' && s.flow.queue.map((q) => [q.vehicle, q.mode])).toEqual([['gl', 'move'], ['target', 'still']]);
  });
});

describe('previews (p22)', () => {
  it('p22: after the move, while the driver decides to fire or hold, a shot previews no move', async () => {
    const { previewAction } = await import('../plan/preview');
    let s = startPhase(testState({ vehicles: [{ id: 'a', lane: 3, space: 2, speed: 60 }, { id: 'b', lane: 3, space: 6, speed: 20 }] }), 1);
    const before = previewAction(s, 'a', { kind: 'shoot', weapon: 'a.w1' });
    expect(before.zone.length).toBeGreaterThan(0);
    s = step(s, declare('a', { kind: 'shoot', weapon: 'a.w1' }));
    expect(pending(s).kind).toBe('fireOrHold');
    const after = previewAction(s, 'a', { kind: 'shoot', weapon: 'a.w1' });
    expect(after.zone).toEqual([]);
    expect(after.hitChance).toBeGreaterThan(0);
  });
});

describe('previews of road hazards (p76)', () => {
  it('p76: a move into sand previews the 30 mph hazard with its odds; at 30 mph or less there is none', async () => {
    const { previewAction } = await import('../plan/preview');
    const s = startPhase(testState({ vehicles: [{ id: 'a', lane: 1, space: 2, speed: 60 }] }), 1);
    s.roadHazards = [{ id: 'h1', kind: 'sand', section: 1, side: 'left', zone: [{ laneFrom: 1, laneTo: 3, t0: 60, t1: 80 }] }];
    const p = previewAction(s, 'a', { kind: 'none' });
    expect(p.hazards.map((h) => [h.cause, h.limit])).toEqual([['sand', 30]]);
    expect(p.hazards[0].odds.ok + p.hazards[0].odds.panicBrake + p.hazards[0].odds.controlLoss).toBeCloseTo(1);
    expect(previewAction(s, 'a', { kind: 'brake', by: 30 }).hazards).toEqual([]);
  });
});

describe('sideswipes (p17, p54)', () => {
  it('p54: after a straight-ahead move that brings it neck and neck, a ram action sideswipes the car beside', () => {
    let s = startPhase(testState({ vehicles: [{ id: 'M', lane: 1, space: 1, speed: 60 }, { id: 'T', lane: 3, space: 2, speed: 40 }], dice: [6, 1, 1, 1, 1, 1, 1, 1] }), 1);
    expect(pending(s).vehicle).toBe('M');
    const rams = legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === 'ram' ? [c.action.side] : []));
    expect(rams).toEqual(['right']);
    const r = apply(s, declare('M', { kind: 'ram', side: 'right' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.value.state;
    const ram = r.value.events.find((e) => e.type === 'ram');
    expect(ram && ram.type === 'ram' ? ram.kind : null).toBe('sideswipeNeckAndNeck');
    expect(v(s, 'M').speed).toBe(50); // p56: same direction, both lose 10 mph
  });
});
