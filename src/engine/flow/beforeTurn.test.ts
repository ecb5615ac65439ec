// The before-turn decision (p69): "Bikes with a disabled engine will slow to a halt. Once they have
// come to a halt they may be abandoned by the driver at the start of any turn. The player simply
// declares that the rider is leaving his bike before the start of the first phase." Through
// `apply`, `pending` and `legalCommands`, the computer, and random play with the invariants.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending, startPhase } from './turn';
import { legalDeclarations } from '../plan/declarations';
import { describeChoice } from '../explain/choiceWords';
import { applyOk, testState, v, type TestVehicle } from '../testkit';
import { checkInvariants } from '../../sim/invariants';
import { frameProblems } from '../../sim/frameInvariant';
import { chooserFor, decide } from '../../ai';
import { picker } from '../../sim/prng';
import type { GameEvent } from '../events';
import type { GameState } from '../types';

const bike = (id: string, space: number, patch: TestVehicle['patch'] = {}, more: Partial<TestVehicle> = {}): TestVehicle => ({ id, kind: 'bike', lane: 3, space, speed: 0, weapons: [], driveSkill: 3, patch, ...more });
const dead = { engineDisabled: true, acceleration: 0 };
const car: TestVehicle = { id: 'z', lane: 7, space: 0, speed: 20, weapons: [] };
const start = (vs: TestVehicle[]): GameState => startPhase(testState({ vehicles: vs }), 1);
const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('who is asked before the turn (p69: a halted bike with a disabled engine)', () => {
  const table: [string, TestVehicle, boolean][] = [
    ['p69: halted with a disabled engine: asked', bike('a', 1, dead), true],
    ['p69: "will slow to a halt. Once they have come to a halt": still rolling at 20 mph, not asked', bike('a', 1, dead, { speed: 20 }), false],
    ['p69: a halted bike whose engine runs is not asked', bike('a', 1, {}), false],
    ['p69: a car with a disabled engine is no bike: not asked', { id: 'a', lane: 3, space: 1, speed: 0, weapons: [], patch: dead }, false],
    ['p64: a wreck\'s rider leaves play instead: not asked', bike('a', 1, { ...dead, wreck: true }), false],
    ['p69: a rider who has left is not asked again', bike('a', 1, { ...dead, wreck: true, riderGone: true }), false],
    ['p69: a bike with no rider (K.O.) has nobody to ask', bike('a', 1, { ...dead, noDriver: true }), false],
    ['p64, p69: a fallen bike that is no wreck is picked up first, then its rider is asked', bike('a', 1, { ...dead, rolled: true }), true],
  ];
  it.each(table)('%s', (_, b, asked) => {
    const s = start([b, car]);
    expect(pending(s).kind === 'abandonBike').toBe(asked);
    expect(frameProblems(s, legalCommands(s))).toEqual([]);
  });
});

describe('the question (p69)', () => {
  it('p69: pending names the bike and its rider, before the first phase; the answers are keep and abandon, in the rule\'s words', () => {
    const s = start([bike('a', 1, dead, { owner: 'ann', name: 'Hog' }), car]);
    const p = pending(s);
    expect([p.kind, p.player, p.vehicle]).toEqual(['abandonBike', 'ann', 'a']);
    expect(p.why).toContain('Hog');
    expect(p.why).toContain('ann');
    expect(p.why).toContain('(p69)');
    expect(legalCommands(s)).toEqual([
      { type: 'abandonBike', vehicle: 'a', abandon: false },
      { type: 'abandonBike', vehicle: 'a', abandon: true },
    ]);
    expect(legalCommands(s).map((c) => describeChoice(c, s))).toEqual([
      'Keep the bike: push it this turn (5 mph, no shooting) or let it stand (p69)',
      'Abandon the bike: the rider leaves it before the first phase; it stays on the road as a wreck (p69)',
    ]);
  });

  it('p69: bad answers are refused with a code and change nothing', () => {
    const s = start([bike('a', 1, dead), car]);
    const before = JSON.stringify(s);
    const codes = [
      apply(s, { type: 'declare', vehicle: 'z', action: { kind: 'none' } }),
      apply(s, { type: 'abandonBike', vehicle: 'z', abandon: true }),
      apply(s, { type: 'abandonBike', vehicle: 'a', abandon: 'yes' } as never),
      apply(s, { type: 'abandonBike', vehicle: 'a' } as never),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(['NOT_PENDING', 'WRONG_VEHICLE', 'BAD_COMMAND', 'BAD_COMMAND']);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('p69: "the rider is leaving his bike before the start of the first phase. The bike model is left in place ... treated as a wreck"', () => {
    const { s, events } = applyOk(start([bike('a', 1, dead), car]), { type: 'abandonBike', vehicle: 'a', abandon: true });
    const a = v(s, 'a');
    expect([a.wreck, a.riderGone, a.status, a.cell.t0, a.cell.lane]).toEqual([true, true, 'inPlay', 20, 3]);
    expect(of(events, 'wreck').map((e) => [e.vehicle, e.rule])).toEqual([['a', 'p69']]);
    // The first phase begins after the answer, with the abandoned bike no decision of anyone's.
    const phaseStart = events.findIndex((e) => e.type === 'phaseStart');
    expect(phaseStart).toBeGreaterThan(events.findIndex((e) => e.type === 'wreck'));
    expect([s.phase, pending(s).vehicle]).toEqual([1, 'z']);
    // Its phase 1 slot passes with nothing asked: the car's declaration ends the phase and the turn.
    const next = applyOk(s, { type: 'declare', vehicle: 'z', action: { kind: 'none' } }).s;
    expect([next.turn, pending(next).vehicle]).toEqual([2, 'z']);
  });

  it('p69: kept, the rider has his phase 1 action - push it or let it stand, never abandon it then - and is asked again next turn ("at the start of any turn")', () => {
    const { s, events } = applyOk(start([bike('a', 1, dead), car]), { type: 'abandonBike', vehicle: 'a', abandon: false });
    expect(of(events, 'note').map((e) => e.rule)).toEqual(['p69']);
    expect(v(s, 'a').wreck).toBe(false);
    let t = applyOk(s, { type: 'declare', vehicle: 'z', action: { kind: 'none' } }).s;
    expect(pending(t).vehicle).toBe('a');
    expect(legalDeclarations(t, 'a', 'moveOff').map((x): string => x.kind).filter((k) => k === 'push' || k === 'abandon')).toEqual(['push']);
    t = applyOk(t, { type: 'declare', vehicle: 'a', action: { kind: 'none' } }).s;
    // The car at 20 mph moves in phase 1 only: the turn ends and the next one asks again.
    expect([t.turn, pending(t).kind, pending(t).vehicle]).toEqual([2, 'abandonBike', 'a']);
  });

  it('p69: two riders who may abandon are asked in turn, each his own, before the first phase', () => {
    let s = start([bike('a', 1, dead, { owner: 'ann' }), bike('b', 4, dead, { owner: 'bob', lane: 5 }), car]);
    expect([pending(s).vehicle, pending(s).player]).toEqual(['a', 'ann']);
    s = applyOk(s, { type: 'abandonBike', vehicle: 'a', abandon: false }).s;
    expect([pending(s).kind, pending(s).vehicle, pending(s).player]).toEqual(['abandonBike', 'b', 'bob']);
    expect(frameProblems(s, legalCommands(s))).toEqual([]);
    s = applyOk(s, { type: 'abandonBike', vehicle: 'b', abandon: true }).s;
    expect([pending(s).kind, s.phase, v(s, 'b').wreck, v(s, 'a').wreck]).toEqual(['declare', 1, true, false]);
  });
});

describe('the computer and random play answer it (p69)', () => {
  it('p69: every policy, the computer at each level included, answers with an offered command', () => {
    const s = start([bike('a', 1, dead, { weapons: [{ type: 'lwMachineGun', mount: 'fairingLeft' }] }), car]);
    const offered = legalCommands(s).map((c) => JSON.stringify(c));
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const d = decide(s, 'a', level);
      expect(offered).toContain(JSON.stringify(d.command));
      expect(d.reason).toContain('p69');
    }
    for (const policy of ['random', 'first', 'greedy'] as const) expect(offered).toContain(JSON.stringify(chooserFor(policy, () => 1)(s, 'a').command));
  });

  it('p69: random play through turns with dead-engined bikes keeps the invariants and the frame stack, and takes both answers', () => {
    const r = picker(15);
    const answers = new Set<boolean>();
    for (let game = 0; game < 6; game++) {
      let s = start([bike('a', 1, dead), bike('b', 3, dead, { lane: 5 }), { id: 'c', lane: 1, space: 0, speed: 30, weapons: [] }, { ...car, speed: 40 }]);
      for (let n = 0; n < 60 && s.flow.kind !== 'over'; n++) {
        const legal = legalCommands(s);
        expect(frameProblems(s, legal)).toEqual([]);
        const c = r.pick(legal);
        if (c.type === 'abandonBike') answers.add(c.abandon);
        const out = apply(s, c);
        expect(out.ok).toBe(true);
        if (!out.ok) return;
        expect(checkInvariants(s, out.value.state, out.value.events)).toEqual([]);
        s = out.value.state;
      }
    }
    expect([...answers].sort()).toEqual([false, true]);
  });
});
