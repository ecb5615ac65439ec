// Bike collisions (p70-71; the chapter is cited p64): head-on rams between bikes and between a
// bike and a car, cars hitting fallen bikes, bikes hitting wrecked bikes, partial contacts with a
// bike as opposed sideswipes, and the bike-to-bike shunt example, with forced dice. Renegades
// (armour 3) and bikes (armour 2, 9 damage points). Space k of the straight track is [20k, 20k+20).
import { describe, expect, it } from 'vitest';
import { resolveCollision } from './rams';
import { mayStandTogether } from '../core/travel';
import { applyOk, testCtx, testState, v, type TestVehicle } from '../testkit';
import { startPhase } from '../flow/turn';
import type { GameEvent } from '../events';

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const bike = (id: string, lane: number, space: number, speed: number, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, kind: 'bike', lane, space, speed, weapons: [], driveSkill: 3, ...more });
const car = (id: string, lane: number, space: number, speed: number, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, lane, space, speed, weapons: [], ...more });
/** Enough damage points that the hits of a test cannot wreck anything. */
const tough = { damage: 100, damageMax: 100, levelsLeft: [] };
const notes = (events: GameEvent[]) => of(events, 'note').map((e) => e.text);
const hits = (events: GameEvent[]) => of(events, 'hit').map((e) => [e.vehicle, e.damageBonus]);

describe('bike against bike, head-on (p70: "both bikes take combined speed factor damage, come to a halt and fall")', () => {
  it('p70: combined speed factor damage, both halt and fall, and each rider takes road damage "at the speed the bike was travelling at the moment of impact"', () => {
    // 60 mph (speed factor 3) meets 40 mph (2) coming the other way: 5 hits at +5 each (dice of 1).
    // Road damage: 60 mph is +0, a die of 1 hurts the rider; 40 mph is -2, a 2 leaves him unhurt (p64).
    const s = testState({ vehicles: [bike('a', 3, 2, 60, { patch: tough }), bike('b', 3, 3, 40, { heading: 4, patch: tough })] });
    const ctx = testCtx(s, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(resolveCollision(ctx, 'a', 'b', 'forward')).toEqual({ kind: 'headOn', shuntTarget: null, movesOn: false });
    expect(hits(ctx.events)).toEqual([...Array(5).fill(['a', 5]), ...Array(5).fill(['b', 5])]);
    expect(notes(ctx.events).filter((t) => t.startsWith('Road damage'))).toEqual(['Road damage: a driver critical at +0', 'Road damage: a driver critical at -2']);
    for (const id of ['a', 'b']) expect([v(s, id).speed, v(s, id).rolled, v(s, id).wreck, v(s, id).outOfControl]).toEqual([0, true, false, false]);
    expect(of(ctx.events, 'critical').map((e) => [e.vehicle, e.location, e.result])).toEqual([['a', 'driver', 'hurt'], ['b', 'driver', 'unhurt']]);
    expect(s.rng.forced).toEqual([]);
  });
});

describe('bike against car, head-on (p70)', () => {
  it('p70: "both vehicles suffer one combined speed factor hit", the rider takes road damage, the bike is removed without crash damage, and the car as rammer "completes its move", 30 mph slower and out of control, with no hazard roll', () => {
    // A Renegade at 60 mph (3) rams a bike at 40 mph (2) coming the other way: one hit each at +5.
    // Dice: the car's damage 1, the bike's 1 (1 + 5 - 2 = 4 points), road damage 1 - 2 (unhurt).
    const s = testState({ vehicles: [car('c', 3, 2, 60), bike('b', 3, 3, 40, { heading: 4 }), car('z', 7, 0, 20)], dice: [1, 1, 1] });
    const p = startPhase(s, 1);
    const { s: after, events } = applyOk(p, { type: 'declare', vehicle: 'c', action: { kind: 'ram' } });
    expect(of(events, 'ram').map((e) => e.kind)).toEqual(['headOn']);
    expect(hits(events)).toEqual([['c', 5], ['b', 5]]);
    expect(notes(events)).toContain('Road damage: a driver critical at -2');
    expect(v(after, 'b').status).toBe('crashed');
    expect(of(events, 'hit').filter((e) => e.source === 'crash')).toEqual([]);
    expect(v(after, 'c').speed).toBe(30);
    expect(v(after, 'c').outOfControl).toBe(true);
    expect(of(events, 'hazardRoll')).toEqual([]);
    expect(v(after, 'c').cell).toEqual({ lane: 3, t0: 60, t1: 80 });
    expect(mayStandTogether(v(after, 'c'), v(after, 'z'))).toBe(true);
  });

  it('p70: "Whichever vehicle was the rammer, the car now slows down by 30mph and goes out of control"; a bike rammer is removed and the car stays put', () => {
    const s = testState({ vehicles: [bike('b', 3, 2, 40), car('c', 3, 3, 50, { heading: 4 })] });
    const ctx = testCtx(s, [1, 1, 1]);
    expect(resolveCollision(ctx, 'b', 'c', 'forward').movesOn).toBe(false);
    expect(hits(ctx.events)).toEqual([['b', 5], ['c', 5]]);
    expect([v(s, 'b').status, v(s, 'c').speed, v(s, 'c').outOfControl, v(s, 'c').cell.t0]).toEqual(['crashed', 20, true, 60]);
  });
});

describe('wrecks and fallen bikes (p71)', () => {
  it('p71: "When a car hits a fallen bike, treat the incident as a head-on ram. After calculating damage, the bike is removed from play, and the car will complete its move, but lose control"', () => {
    // Car at 60 (3) into a fallen bike (0): one hit each at +3 (dice 1, 1), road damage 1 - 4 (unhurt).
    const s = testState({ vehicles: [car('c', 3, 2, 60), bike('b', 3, 3, 0, { patch: { rolled: true } }), car('z', 7, 0, 20)], dice: [1, 1, 1] });
    const { s: after, events } = applyOk(startPhase(s, 1), { type: 'declare', vehicle: 'c', action: { kind: 'ram' } });
    expect(of(events, 'ram').map((e) => e.kind)).toEqual(['headOn']);
    expect(hits(events)).toEqual([['c', 3], ['b', 3]]);
    expect(v(after, 'b').status).toBe('crashed');
    expect([v(after, 'c').cell.t0, v(after, 'c').outOfControl]).toEqual([60, true]);
  });

  it('p71, p64: a car completing its move after a fallen bike meets a second bike sharing that space: a head-on ram of its own, so the car never ends on top of a bike (the Games Six-Eight fuzz found it)', () => {
    const s = testState({ vehicles: [car('c', 3, 2, 60, { patch: tough }), bike('b1', 3, 3, 0, { patch: { rolled: true } }), bike('b2', 3, 3, 0, { patch: { rolled: true } }), car('z', 7, 0, 20)], dice: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] });
    const { s: after, events } = applyOk(startPhase(s, 1), { type: 'declare', vehicle: 'c', action: { kind: 'ram' } });
    expect(of(events, 'ram').map((e) => [e.target, e.kind])).toEqual([['b1', 'headOn'], ['b2', 'headOn']]);
    expect([v(after, 'b1').status, v(after, 'b2').status]).toEqual(['crashed', 'crashed']);
    expect([v(after, 'c').cell.t0, v(after, 'c').outOfControl]).toEqual([60, true]);
  });

  it('p71: "When a bike hits a wrecked bike it automatically crashes. The moving bike is taken out of play, taking crash and road damage. The wreck remains in place"', () => {
    // With crash damage in use (p58): road damage at +0 (die 2: hurt, no roll at 0 mph), then 3 crash hits at +3 (dice 1).
    const s = testState({ vehicles: [bike('a', 3, 2, 60, { patch: tough }), bike('w', 3, 3, 0, { patch: { wreck: true, rolled: true } }), car('z', 7, 0, 20)] });
    s.options.crashDamage = true;
    const ctx = testCtx(s, [2, 1, 1, 1, 1]);
    resolveCollision(ctx, 'a', 'w', 'forward');
    expect(of(ctx.events, 'crash').map((e) => [e.vehicle, e.cause])).toEqual([['a', 'hit the wrecked bike w']]);
    expect(notes(ctx.events)).toContain('Road damage: a driver critical at +0');
    expect(of(ctx.events, 'hit').map((e) => [e.vehicle, e.source])).toEqual([['a', 'crash'], ['a', 'crash'], ['a', 'crash']]);
    expect([v(s, 'a').status, v(s, 'w').status, v(s, 'w').damage]).toEqual(['crashed', 'inPlay', 9]);
  });
});

describe('partial contacts with a bike (p71: "A partial head-on or shunt ram with a motorcycle is always treated as a sideswipe")', () => {
  it('p71: a car catching a bike in one lane is an opposed sideswipe the bike loses without a roll; "the moving vehicle\'s model is moved, bringing the models briefly into contact"', () => {
    // Car at 60 (3) behind a 30 mph bike (2) one lane over: the loser takes one hit at +5 (die 1),
    // both lose 20 mph (car 40, bike 10); the hazard rolls (winner 40, loser 20) are all at or under the limit.
    const s = testState({ vehicles: [car('c', 3, 2, 60), bike('b', 4, 3, 30), car('z', 7, 0, 20)], dice: [1] });
    const { s: after, events } = applyOk(startPhase(s, 1), { type: 'declare', vehicle: 'c', action: { kind: 'ram' } });
    expect(of(events, 'ram').map((e) => e.kind)).toEqual(['sideswipeOpposed']);
    expect(of(events, 'sideswipeTest').map((e) => [e.winner, e.dice])).toEqual([['c', []]]);
    expect(hits(events)).toEqual([['b', 5]]);
    expect([v(after, 'c').speed, v(after, 'b').speed]).toEqual([40, 10]);
    expect(v(after, 'c').cell).toEqual({ lane: 3, t0: 60, t1: 80 });
    expect(mayStandTogether(v(after, 'c'), v(after, 'b'))).toBe(true);
  });
});

describe('bike against bike, shunt (p70 example)', () => {
  it('p70: "the rammer\'s forward move would cause a shunt so the model stays in place. The two vehicles\' speeds are adjusted and both riders automatically lose control ... the target vehicle will be the next to move ... preceded by a control loss test"', () => {
    // 60 mph (3) into 20 mph (1): two hits each at +2 (dice 1: 1 point each), speeds 40 and 40, no hazard rolls.
    // The target's control-loss test: 1 + speed factor 2 - adverse control 3 = 0, control regained.
    const s = testState({ vehicles: [bike('r', 3, 2, 60), bike('t', 3, 3, 20), car('z', 7, 0, 20)], dice: [1, 1, 1, 1, 1] });
    const { events } = applyOk(startPhase(s, 1), { type: 'declare', vehicle: 'r', action: { kind: 'ram' } });
    const i = (pred: (e: GameEvent) => boolean) => events.findIndex(pred);
    expect(of(events, 'ram').map((e) => e.kind)).toEqual(['shunt']);
    expect(of(events, 'hazardRoll')).toEqual([]);
    expect(of(events, 'controlLoss').map((e) => e.vehicle)).toEqual(['r', 't']);
    const ram = i((e) => e.type === 'ram');
    const test = i((e) => e.type === 'controlLossTest' && e.vehicle === 't');
    const rMoves = i((e) => e.type === 'moved' && e.vehicle === 'r');
    expect(ram).toBeLessThan(test);
    // The rammer was left in place by the shunt, and completes its move only after the target's.
    expect(rMoves === -1 || rMoves > test).toBe(true);
  });
});

describe('bike sideswipes (p70: "Riders forced to panic brake, or who lose control, can\'t sideswipe")', () => {
  // The pursuer (100 mph) on lanes 3-4 rides into the space of the lead bike (90 mph) on lanes 4-5:
  // overlapping contact zones, both test at 80 mph after the move (p64).
  const board = (dice: number[]) => startPhase(testState({ vehicles: [bike('p', 3, 2, 100, { driveSkill: 2 }), bike('l', 4, 3, 90, { driveSkill: 2 }), car('z', 7, 0, 20)], dice, phase: 5 }), 5);

  it('p70 example: "the pursuing bike ... decides to use a straight-ahead move with a ram action for a sideswipe ... After the move is completed the player takes a hazard roll, scores low and is forced to panic brake. The bike can\'t sideswipe and has effectively lost this move\'s action"', () => {
    // Pursuer: 5 + 2 excess - 6 = 1, a panic brake; the lead rider: 1 + 1 - 6, OK.
    const { events } = applyOk(board([5, 1]), { type: 'declare', vehicle: 'p', action: { kind: 'ram', side: 'right' } });
    expect(of(events, 'hazardRoll').map((e) => [e.vehicle, e.limit, e.result])).toEqual([['p', 80, 'panicBrake'], ['l', 80, 'ok']]);
    expect(of(events, 'ram')).toEqual([]);
    expect(notes(events)).toContain('cannot sideswipe: the rider panic braked or lost control');
  });

  it('p70: a rider who passes the roll makes the sideswipe after it', () => {
    const { events } = applyOk(board([1, 1]), { type: 'declare', vehicle: 'p', action: { kind: 'ram', side: 'right' } });
    const roll = events.findIndex((e) => e.type === 'hazardRoll' && e.vehicle === 'p');
    const ram = events.findIndex((e) => e.type === 'ram');
    expect(of(events, 'ram').map((e) => [e.rammer, e.target, e.kind])).toEqual([['p', 'l', 'sideswipeNeckAndNeck']]);
    expect(roll).toBeLessThan(ram);
  });
});
