// Passive hits through `apply` with forced dice (p22, p24, p30-31, p40, p41): the order of a
// passive hit's damage and hazards, double oil, oil taking handling to zero, and dummies laid by
// a smoke layer. Positions: space k of a straight track is ticks [20k, 20k + 20); section k of a
// mixed track is [60k, 60k + 60). A Renegade with drive skill 3 has handling 4, braking 30.
import { describe, expect, it } from 'vitest';
import { cellAt } from '../grid';
import { layPassive } from './passives';
import { applyOk, testCtx, testState, v, type TestVehicle } from '../testkit';
import { legalCommands, pending, startPhase } from '../flow/turn';
import type { GameEvent } from '../events';
import type { GameState, Marker, PassiveKind, Section } from '../types';

const of = <K extends GameEvent['type']>(events: GameEvent[], type: K) => events.filter((e): e is Extract<GameEvent, { type: K }> => e.type === type);
const S: Section = { kind: 'straight' };
const bendL: Section = { kind: 'bend', turn: 'left' };

function lay(s: GameState, kind: PassiveKind, lane: number, t0: number): void {
  const m: Marker = { id: `m${s.markers.length + 1}`, kind, dummy: false, faceUp: kind === 'smoke', owner: 'x', cell: cellAt(s.track, lane, t0)!, underVehicle: null };
  s.markers.push(m);
}

/** Car a moves first; car b, slower and out of the way, keeps a decision waiting afterwards. */
function board(a: Partial<TestVehicle>, markers: [PassiveKind, number, number][], dice: number[], sections?: Section[]): GameState {
  const s = testState({ sections, dice, vehicles: [{ id: 'a', lane: 3, space: 1, ...a }, { id: 'b', lane: 7, space: 0, speed: 20, weapons: [] }] });
  for (const [kind, lane, t0] of markers) lay(s, kind, lane, t0);
  return startPhase(s, 1);
}

const straightOn = (s: GameState) => applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'none' } });

describe('oil and handling (p30, p40)', () => {
  it('p40: "When a vehicle\'s handling is reduced to zero, it immediately loses control": an oil hit taking handling 1 to 0', () => {
    const s = board({ speed: 50, patch: { handling: 1 } }, [['oil', 3, 40]], []);
    const { s: after, events } = straightOn(s);
    expect(of(events, 'oilHit')).toEqual([expect.objectContaining({ vehicle: 'a', handlingLoss: 1, rule: 'p30' })]);
    expect(of(events, 'controlLoss')).toEqual([expect.objectContaining({ vehicle: 'a', rule: 'p40' })]);
    expect(v(after, 'a')).toMatchObject({ handling: 0, outOfControl: true });
  });
});

describe('double oil (p31: "Oil: treat as two hits")', () => {
  it('p31, p30: two oil markers cost two points of handling and make two oil hazard rolls; the second is at 30 mph after the first panic braked', () => {
    // 70 mph straight ahead onto two stacked oil markers. Handling 4 -> 2, so optimum control is
    // the drive skill 3. First roll vs 60: 4 + 1 - 3 = 2, panic brake 10 -> 60 mph. Second roll vs
    // 30 (p30: "Drivers forced to panic brake ... test against the 30mph limit"): 1 + 3 - 3 = 1,
    // panic brake 5 -> 55 mph.
    const s = board({ speed: 70 }, [['oil', 3, 40], ['oil', 3, 40]], [4, 1]);
    const { s: after, events } = straightOn(s);
    expect(of(events, 'oilHit').map((e) => e.handlingLoss)).toEqual([1, 1]);
    expect(of(events, 'hazardRoll').map((e) => [e.limit, e.speed, e.total, e.result])).toEqual([
      [60, 70, 2, 'panicBrake'],
      [30, 60, 1, 'panicBrake'],
    ]);
    expect(v(after, 'a')).toMatchObject({ handling: 2, speed: 55, brakeUsed: 15 });
  });

  it('p31: two pattern mines are still one hazard roll (at 30 mph), the contrast with oil', () => {
    // Damage dice 1 and 1 (1 + 3 - armour 3 = 1 point each), then one roll.
    const s = board({ speed: 50 }, [['mines', 3, 40], ['mines', 3, 40]], [1, 1, 1]);
    const { events } = straightOn(s);
    expect(of(events, 'hit')).toHaveLength(2);
    expect(of(events, 'hazardRoll').map((e) => [e.limit, e.cause])).toEqual([[30, 'two pattern mines']]);
  });
});

describe('the order of a passive hit\'s rolls (p24, p29, p40, p41)', () => {
  // Lanes 3-4 of a left bend are printed 60; the car comes onto it at 65 mph over the marker.
  it.each<[string, PassiveKind, number[], string, [string, number][]]>([
    [
      'p41, p40: over pattern mines, the mine\'s driver-hurt critical rolls at once (40), then the curve (60), then the mines (50)',
      // Damage die 6 (a critical, 6 points); floor matrix 5 then 6: the driver; table 1: hurt; rolls of 1.
      'mines', [6, 5, 6, 1, 1, 1, 1], 'hurt', [['driver hurt', 40], ['curve', 60], ['pattern mines', 50]],
    ],
    [
      'p34, p40: over spikes, the tyre destroyed by their critical rolls at once (20): its panic brake to 50 mph saves the curve\'s test',
      // The layer's die 6: a wheel critical at 0; floor wheels 5: rear; wheels table 5: tyre destroyed.
      // Handling 4 - 2 = 2, so optimum control is the drive skill 3: 1 + 5 - 3 = 3, panic brake 15.
      'spikes', [6, 5, 5, 1], 'tyreDestroyed', [['tyre destroyed', 20], ['curve', 60]],
    ],
  ])('%s', (_name, kind, dice, result, rolls) => {
    const s = board({ speed: 65, space: 2 }, [[kind, 3, 60]], dice, [S, bendL, S]);
    const { events } = straightOn(s);
    expect(of(events, 'critical')).toEqual([expect.objectContaining({ result })]);
    expect(events.filter((e) => e.type === 'hazardRoll' || e.type === 'hazardSkipped').map((e) => ('cause' in e ? [e.cause, e.limit] : []))).toEqual(rolls);
  });

  it('p24, p41: several markers: every damage roll first, then the hazards in descending order, oil last', () => {
    // Oil (60 straight-ahead) beside pattern mines (50): the mine is hit and its damage rolled,
    // oil lowers handling; then the mines' 50 mph hazard, and the oil's last.
    const s = board({ speed: 70 }, [['oil', 3, 40], ['mines', 4, 40]], [1, 1, 1]);
    const { events } = straightOn(s);
    const kinds = events.filter((e) => ['hit', 'oilHit', 'hazardRoll'].includes(e.type)).map((e) => (e.type === 'hazardRoll' ? `roll ${e.limit}` : e.type));
    expect(kinds).toEqual(['hit', 'oilHit', 'roll 50', 'roll 60']);
  });
});

describe('oil last among all the move\'s tests (p30, p41)', () => {
  // p34: the broken axle's 40 mph roll "must be taken after all subsequent moves"; it is one of
  // the move's tests, ordered with the markers' (damage dice 1: one point each through armour 3).
  it.each<[string, PassiveKind, string[]]>([
    ['p41: "Tests for oil, however, are always taken last": the broken axle (40) before two oil slicks (p31)', 'oil', ['broken axle', 'two oil slicks', 'two oil slicks']],
    ['p41: "higher safety limits first": the broken axle (40) before two pattern mines (30, p31)', 'mines', ['broken axle', 'two pattern mines']],
  ])('%s', (_name, kind, causes) => {
    const s = board({ speed: 70, patch: { brokenAxle: true } }, [[kind, 3, 40], [kind, 3, 40]], [1, 1, 1, 1, 1]);
    const { events } = straightOn(s);
    expect(of(events, 'hazardRoll').map((e) => e.cause)).toEqual(causes);
  });
});

describe('dummies (p22)', () => {
  it('p22: only "vehicles without passive weapons may not deploy dummies": a car whose one passive is a smoke layer lays a face-down dummy', () => {
    const s = board({ speed: 40, weapons: [{ type: 'smoke', mount: 'passive' }] }, [], []);
    const dummy = legalCommands(s).find((c) => c.type === 'declare' && c.action.kind === 'shootPassive' && c.action.dummy);
    expect(dummy).toBeDefined();
    expect(pending(s).secret).toBe(true);
    const { s: after, events } = applyOk(s, dummy!);
    expect(of(events, 'passiveLaid')).toEqual([expect.objectContaining({ vehicle: 'a', dummy: true })]);
    expect(after.markers).toEqual([expect.objectContaining({ dummy: true, faceUp: false, owner: 'a' })]);
    expect(v(after, 'a').dummies).toBe(5);
    expect(v(after, 'a').weapons[0].ammo).toBe(s.vehicles[0].weapons[0].ammo);
  });
});

describe('tail-gating a dummy (p22, p23)', () => {
  // After a straight move the space behind is the one the car left, so a tail-gater is met only
  // after sideways moves (a locked-on layer, p23): this case calls the laying rule directly.
  it('p23: a smoke layer\'s dummy is face down and rolls when tail-gated like every face-down marker (odd: scattered)', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, weapons: [{ type: 'smoke', mount: 'passive' }] }, { id: 'f', lane: 3, space: 2, weapons: [] }] });
    const ctx = testCtx(s, [3]);
    expect(layPassive(ctx, 'a', 'a.w1', true)).toBe('failed');
    expect(of(ctx.events, 'passiveFailed')).toEqual([expect.objectContaining({ rule: 'p23', dice: [3] })]);
    expect(s.markers).toEqual([]);
    expect(v(s, 'a').dummies).toBe(5);
  });
});
