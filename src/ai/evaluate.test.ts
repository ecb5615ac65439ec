// The evaluation's terms (issue 12): each one a state where it should make the computer prefer
// one move, found by studying the games the normal level lost in the arena (docs/sim.md).
import { describe, expect, it, vi } from 'vitest';
import { apply, curveLimit, newGame } from '../engine';
import type { GameSetup, GameState } from '../engine';
import { decide } from '.';
import { damageValue, evaluate } from './evaluate';
import { curveExcess, quickChoice, rollout } from './rollout';

// The computer thinks for a while per decision, and much longer unbundled under vitest than in the app.
vi.setConfig({ testTimeout: 60_000 });

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const straights = (n: number) => ({ sections: Array.from({ length: n }, () => ({ kind: 'straight' as const })), finish: true });

function custom(setup: Omit<GameSetup, 'scenario' | 'players'>): GameState {
  const g = newGame({ scenario: 'custom', players, ...setup }, 1);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

const mg = [{ type: 'machineGun' as const, mount: 'hood' as const }];

/** Game One's two Renegades with hood machine guns on seven straights: Ann's lead car and Bob's chase car, each `{lane, t0, speed}`. */
type At = { lane: number; t0: number; speed: number };
const chaseOnStraights = (lead: At, chase: At): GameState =>
  custom({
    track: straights(7),
    vehicles: [
      { id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: mg, ...lead },
      { id: 'car2', kind: 'renegade', owner: 'bob', side: 'chase', driveSkill: 3, weapons: mg, ...chase },
    ],
  });

describe('the evaluation terms', () => {
  it('p28: the last damage points are worth more than the first (a chaser trades hits for them)', () => {
    expect(damageValue(18) - damageValue(16)).toBeLessThan(damageValue(3) - damageValue(1));
    for (let d = 1; d <= 18; d++) expect(damageValue(d)).toBeGreaterThan(damageValue(d - 1));
  });

  it('p87: a chasing car far behind takes all the speed it can, not the least that raises its speed factor', () => {
    // 65 and 80 mph are both speed factor 4: the closing term counts mph. The chaser is faster, so it moves first.
    const s = chaseOnStraights({ lane: 3, t0: 160, speed: 40 }, { lane: 3, t0: 0, speed: 60 });
    const d = decide(s, 'bob', 'normal');
    expect(d.command).toMatchObject({ type: 'declare', vehicle: 'car2', action: { kind: 'accelerate', by: 20 } });
  });

  it('p87: a chaser close behind the lead car near the line fires its gun rather than brake for the line', () => {
    // Issue 12, a lost game: the lead car with 6 points left two spaces from the line, the chaser
    // behind it with shots left braked to 17 mph (fearing to cross the line itself) and the lead
    // car crossed. Behind the lead car, the chaser cannot reach the line first.
    const base = chaseOnStraights({ lane: 2, t0: 360, speed: 60 }, { lane: 2, t0: 320, speed: 65 });
    const s = { ...base, vehicles: base.vehicles.map((v) => ({ ...v, damage: v.id === 'car1' ? 6 : 12 })) };
    const d = decide(s, 'bob', 'normal');
    expect(d.command).toMatchObject({ type: 'declare', vehicle: 'car2', action: { kind: 'shoot' } });
  });

  it('p25: a chaser lanes away from the lead car drifts towards its lanes rather than only gaining speed', () => {
    // Issue 12, games lost against random: the chaser kept lanes 3-4 while the lead car kept 7-8
    // and it never fired a shot. Here it moves first (the faster car, p12) and may not yet shoot.
    const s = chaseOnStraights({ lane: 7, t0: 80, speed: 50 }, { lane: 2, t0: 0, speed: 60 });
    const d = decide(s, 'bob', 'normal');
    expect(d.command).toMatchObject({ type: 'declare', vehicle: 'car2', action: { kind: 'drift', side: 'right' } });
  });

  it('p38, p42: the lead car on a bend over its limit does not accelerate (a spin there ends the game)', () => {
    const s = custom({
      track: { sections: [{ kind: 'straight' }, { kind: 'bend', turn: 'right' }, { kind: 'bend', turn: 'right' }, { kind: 'straight' }, { kind: 'straight' }], finish: true },
      vehicles: [
        { id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: mg, lane: 3, t0: 60, speed: 80 },
        { id: 'car2', kind: 'renegade', owner: 'bob', side: 'chase', driveSkill: 3, weapons: mg, lane: 6, t0: 0, speed: 60 },
      ],
    });
    const limit = curveLimit(s.track, s.vehicles[0].cell);
    expect(limit).not.toBeNull();
    expect(limit!).toBeLessThan(80);
    const d = decide(s, 'ann', 'normal');
    expect(d.command).toMatchObject({ type: 'declare', vehicle: 'car1' });
    expect(d.command.type === 'declare' && d.command.action.kind).not.toBe('accelerate');
  });

  it('p22-23: a chaser behind a trail of real oil is not frozen at a crawl: more speed is not eight markers worse', () => {
    const base = custom({
      track: straights(7),
      vehicles: [
        { id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [...mg, { type: 'oil', mount: 'passive' }], lane: 3, t0: 300, speed: 60 },
        { id: 'car2', kind: 'renegade', owner: 'bob', side: 'chase', driveSkill: 3, weapons: mg, lane: 3, t0: 60, speed: 30 },
      ],
    });
    const trail = Array.from({ length: 8 }, (_, i) => ({ id: `m${i + 1}`, kind: 'oil' as const, dummy: false, faceUp: true, owner: 'car1', weapon: 'car1.w2', cell: { lane: 3, t0: 100 + 20 * i, t1: 120 + 20 * i }, underVehicle: null }));
    const at = (speed: number): GameState => ({ ...base, markers: trail, vehicles: base.vehicles.map((v) => (v.id === 'car2' ? { ...v, speed } : v)) });
    const one = (speed: number): GameState => ({ ...at(speed), markers: trail.slice(0, 1) });
    // The trail costs the chaser more than one marker, but far less than once per marker in reach (four here).
    const trailCost = evaluate(at(60), 'chase') - evaluate({ ...at(60), markers: [] }, 'chase');
    const oneCost = evaluate(one(60), 'chase') - evaluate({ ...at(60), markers: [] }, 'chase');
    expect(trailCost).toBeLessThan(oneCost);
    expect(trailCost).toBeGreaterThan(2.5 * oneCost);
  });
});

describe('the look-ahead driver (rollout.ts)', () => {
  it('p41: a car at 100 mph one space from a corner is over what it can brake down for; at 40 it is not', () => {
    const s = custom({
      track: { sections: [{ kind: 'straight' }, { kind: 'corner', turn: 'right' }, { kind: 'straight' }], finish: true },
      vehicles: [{ id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [], lane: 3, t0: 40, speed: 100 }],
    });
    const v = s.vehicles[0];
    expect(curveExcess(s, v, v.cell, 0, 100)).toBeGreaterThan(0);
    expect(curveExcess(s, v, v.cell, 0, 40)).toBe(0);
  });

  it('answers with legal commands and plays on without an engine error', () => {
    const g = newGame({ scenario: 'gameOne', players, forcedDice: [1] }, 3);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    for (const c of [{ type: 'rollForLead' }, { type: 'place', vehicle: 'car2', lane: 3, t0: 20 }, { type: 'place', vehicle: 'car1', lane: 3, t0: 80 }] as const) {
      const r = apply(s, c);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    const c = quickChoice(s);
    expect(apply(s, c).ok).toBe(true);
    const later = rollout(s, 40);
    expect(later.turn).toBeGreaterThan(s.turn);
  });
});
