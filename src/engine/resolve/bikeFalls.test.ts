// Falling, rolling and a dead engine (p64-71, cited p64): the forced roll of a riderless bike or
// one that lost a wheel, road damage after a crash, the fallen bike picked up at its next move,
// the wrecked bike's rider leaving at the start of the next turn, a terminally damaged bike falling
// as it halts, and abandoning or pushing a bike whose engine is disabled. Through `apply` and the
// turn engine with forced dice. Space k of the straight track is [20k, 20k + 20).
import { describe, expect, it } from 'vitest';
import { legalDeclarations } from '../plan/declarations';
import { crash } from './crash';
import { roadDamage } from './roadDamage';
import { applyOk, testCtx, testState, v, type TestVehicle } from '../testkit';
import { startPhase } from '../flow/turn';
import type { GameEvent } from '../events';

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const bike = (id: string, lane: number, space: number, speed: number, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, kind: 'bike', lane, space, speed, weapons: [], driveSkill: 3, ...more });
const bystander: TestVehicle = { id: 'z', lane: 7, space: 0, speed: 20, weapons: [] };
const notes = (events: GameEvent[]) => of(events, 'note').map((e) => e.text);

describe('a bike that must roll (p64-71: "Bikes with no rider automatically roll in their next move"; a wheel off at 80 mph or less)', () => {
  it('p64: a wheel off at 80 mph or less: the next move is a roll without a control-loss test - skid test, move, then the fall', () => {
    // 60 mph: skid test die 1 (no skid), the roll's damage: speed factor 3 - 2 = 1 hit at +1 on the
    // facing of a die (5: front), damage die 1; road damage at +0, die 2 (hurt: no roll at 0 mph).
    const s = testState({ vehicles: [bike('a', 3, 1, 60, { patch: { rollsNextMove: true } }), bystander], dice: [1, 5, 1, 2] });
    const after = startPhase(s, 1);
    const a = v(after, 'a');
    expect([a.rolled, a.speed, a.rollsNextMove, a.wreck, a.cell.t0]).toEqual([true, 0, false, false, 40]);
  });

  it('p64: at 81 mph or more the roll is a crash: "The bike does not make a forward move"', () => {
    const s = testState({ vehicles: [bike('a', 3, 1, 90, { patch: { rollsNextMove: true } }), bystander] });
    const a = v(startPhase(s, 1), 'a');
    expect([a.status, a.cell.t0]).toEqual(['crashed', 20]);
  });
});

describe('road damage (p64: "A rider is forced to take road damage when the bike rolls, crashes or is involved in a head-on ram")', () => {
  it('p64: a bike that crashes takes road damage with its crash damage (crash damage in use, p58); a car does not', () => {
    const s = testState({ vehicles: [bike('a', 3, 1, 60), { id: 'c', lane: 5, space: 1, speed: 60, weapons: [] }] });
    s.options.crashDamage = true;
    const ctx = testCtx(s, [3, 1, 1, 1, 1, 1, 1, 1, 1]);
    crash(ctx, 'a', 'test');
    crash(ctx, 'c', 'test');
    expect(notes(ctx.events)).toEqual(['Road damage: a driver critical at +0']);
  });

  it('p64 example: "an out of control bike rolls at 35mph, which is speed factor 2 ... The player rolls for a driver critical, but subtracts two"; a rider who has left play is not hurt', () => {
    const s = testState({ vehicles: [bike('a', 3, 1, 35), bike('g', 5, 3, 0, { patch: { wreck: true, riderGone: true } })] });
    const ctx = testCtx(s, [3]);
    roadDamage(ctx, 'a', 2);
    roadDamage(ctx, 'g', 2);
    // 3 - 2 = 1: hurt (unmodified, 3 would be injured, p34).
    expect(of(ctx.events, 'critical').map((e) => [e.vehicle, e.result, e.dice])).toEqual([['a', 'hurt', [3]]]);
    expect(s.rng.forced).toEqual([]);
  });
});

describe('after the fall (p64-71)', () => {
  it('p64: "In the event of both the bike and the rider surviving the roll, the bike remains in place until the start of next move, at which point the rider is allowed to pick the bike up"', () => {
    const s = testState({ vehicles: [bike('a', 3, 1, 0, { patch: { rolled: true } }), bystander] });
    const next = startPhase(s, 1);
    expect(v(next, 'a').rolled).toBe(false);
    expect(legalDeclarations(next, 'a', 'moveOff').some((x) => x.kind === 'moveOff')).toBe(true);
  });

  it('p64: "If the bike is wrecked or takes terminal damage the rider immediately leaves play at the start of the turn after the bike comes to a halt"; the wreck stays on the road', () => {
    const s = testState({ vehicles: [bike('a', 3, 1, 0, { patch: { rolled: true, wreck: true } }), bystander] });
    const next = startPhase(s, 1);
    expect([v(next, 'a').riderGone, v(next, 'a').status, v(next, 'a').rolled]).toEqual([true, 'inPlay', true]);
  });

  it('p64: "When the bike [with terminal damage] comes to halt it falls and the rider escapes ... It is treated as a wreck"', () => {
    const s = testState({ vehicles: [bike('a', 3, 1, 0, { patch: { terminal: true } }), bystander] });
    const a = v(startPhase(s, 1), 'a');
    expect([a.rolled, a.wreck]).toEqual([true, true]);
  });
});

describe('a disabled engine (p69: "If the rider doesn\'t abandon the bike, he may push it"; abandoning before the turn: flow/beforeTurn.test.ts)', () => {
  // The rider is asked before the turn (p69) and keeps the bike: his phase 1 action is next.
  const dead = (): ReturnType<typeof startPhase> =>
    applyOk(startPhase(testState({ vehicles: [bike('a', 3, 1, 0, { patch: { engineDisabled: true, acceleration: 0 }, weapons: [{ type: 'lwMachineGun', mount: 'fairingLeft' }] }), { ...bystander, lane: 3, space: 5, speed: 40 }] }), 1), { type: 'abandonBike', vehicle: 'a', abandon: false }).s;

  it('p69: a kept halted bike with a disabled engine may be pushed in phase 1, not abandoned there; a riding one may not', () => {
    const kinds = legalDeclarations(dead(), 'a', 'moveOff').map((x): string => x.kind);
    expect(kinds).not.toContain('abandon');
    expect(kinds).toContain('push');
    expect(kinds).not.toContain('moveOff');
    const ok = startPhase(testState({ vehicles: [bike('a', 3, 1, 0), bystander] }), 1);
    expect(legalDeclarations(ok, 'a', 'moveOff').some((x) => String(x.kind) === 'abandon' || x.kind === 'push')).toBe(false);
  });

  it('p69: "Pushing counts as a normal action and gives the bike an acceleration and maximum speed of 5mph. The rider cannot shoot in the same turn"', () => {
    const s = applyOk(dead(), { type: 'declare', vehicle: 'z', action: { kind: 'none' } }).s;
    const { s: after, events } = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'push' } });
    expect(of(events, 'moved').filter((e) => e.vehicle === 'a').map((e) => [e.to.t0, e.move])).toEqual([[40, 'push']]);
    // Without an engine the 5 mph is lost again straight after the move (p15, p34): a space per push.
    expect(v(after, 'a').speed).toBe(0);
    expect(v(after, 'a').pushedTurn).toBe(1);
    // Phase 2 of the same turn: the car ahead is in the fairing gun's corridor, but no shot is offered.
    expect([after.turn, after.phase]).toEqual([1, 2]);
    expect(legalDeclarations(after, 'a', 'still').some((x) => x.kind === 'shoot')).toBe(false);
    const unpushed = { ...after, vehicles: after.vehicles.map((x) => (x.id === 'a' ? { ...x, pushedTurn: null } : x)) };
    expect(legalDeclarations(unpushed, 'a', 'still').some((x) => x.kind === 'shoot')).toBe(true);
  });
});
