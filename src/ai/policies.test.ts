// The computer driver's choices (issue 12): always legal, with a reason; sound in the situations
// a driver must get right (p38-41 curves, p25-26 shooting, p87 the race to the line); designs pass
// the engine's checks (p80-84, p88).
import { describe, expect, it, vi } from 'vitest';
import { apply, curveLimit, hazardOdds, legalCommands, newGame, SCENARIO_LIST, validateDesign } from '../engine';
import type { GameSetup, GameState } from '../engine';
import { chooserFor, computerDesign, COMPUTER_DESIGNS, decide, POLICIES, playGame } from '.';
import { reasonFor } from './reason';
import { picker } from '../sim/prng';
import { arenaSetup } from '../sim/arena';

// The computer thinks for a while per decision, and much longer unbundled under vitest than in the app.
vi.setConfig({ testTimeout: 60_000 });

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

function custom(setup: Omit<GameSetup, 'scenario' | 'players'>): GameState {
  const g = newGame({ scenario: 'custom', players, ...setup }, 1);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('the computer drives soundly', () => {
  it('p38-41: coming at 100 mph to a corner, it brakes in time: on the corner it cannot lose control, whatever the die', () => {
    let s = custom({
      track: { sections: [{ kind: 'straight' }, { kind: 'corner', turn: 'right' }, { kind: 'straight' }], finish: true },
      vehicles: [{ id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [], lane: 3, t0: 20, speed: 100 }],
    });
    const car = () => s.vehicles[0];
    const reasons: string[] = [];
    const events: string[] = [];
    for (let i = 0; i < 6 && curveLimit(s.track, car().cell) === null; i++) {
      const d = decide(s, 'ann', 'normal');
      reasons.push(d.reason);
      const r = apply(s, d.command);
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.value.events.map((e) => e.type));
      s = r.value.state;
    }
    const limit = curveLimit(s.track, car().cell);
    expect(limit).not.toBeNull();
    expect(car().speed).toBeLessThan(100);
    // The engine's odds for the curve hazard at the speed it arrived with (p38, p41).
    expect(hazardOdds(s, 'car1', limit!).controlLoss).toBe(0);
    expect(events).not.toContain('controlLoss');
    expect(reasons[0]).toMatch(/^car1 brakes to \d+: .*corner ahead, p38/);
  });

  it('p87: the lead car on an open straight road accelerates for the line', () => {
    const s = custom({
      track: { sections: [{ kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }], finish: true },
      vehicles: [
        { id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [{ type: 'machineGun', mount: 'hood' }], lane: 3, t0: 100, speed: 60 },
        { id: 'car2', kind: 'renegade', owner: 'bob', side: 'chase', driveSkill: 3, weapons: [{ type: 'machineGun', mount: 'hood' }], lane: 6, t0: 0, speed: 60 },
      ],
    });
    const d = decide(s, 'ann', 'normal');
    expect(d.command).toMatchObject({ type: 'declare', vehicle: 'car1', action: { kind: 'accelerate' } });
    expect(d.reason).toMatch(/accelerates to \d+: to reach the line/);
  });

  it('p25-26: the chase car at top speed with the lead car in its fire corridor shoots, then fires at it', () => {
    const s = custom({
      track: { sections: [{ kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }], finish: true },
      vehicles: [
        { id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [], lane: 3, t0: 80, speed: 40 },
        { id: 'car2', kind: 'renegade', owner: 'bob', side: 'chase', driveSkill: 3, weapons: [{ type: 'machineGun', mount: 'hood' }], lane: 3, t0: 20, speed: 100 },
      ],
    });
    const d = decide(s, 'bob', 'normal');
    expect(d.command).toMatchObject({ type: 'declare', vehicle: 'car2', action: { kind: 'shoot', weapon: 'car2.w1' } });
    expect(d.reason).toMatch(/shoots the machine gun at car1: \d+% to hit now, p26/);
    const r = apply(s, d.command);
    if (!r.ok) throw new Error(r.error.message);
    const fire = decide(r.value.state, 'bob', 'normal');
    expect(fire.command).toEqual({ type: 'fire', vehicle: 'car2', target: 'car1' });
  });
});

describe('the reason for a ram says whether the driver chose it (p17, p52)', () => {
  const blocked = (chaseLane: number) =>
    custom({
      track: { sections: [{ kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }], finish: true },
      vehicles: [
        { id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [], lane: 3, t0: 40, speed: 0 },
        { id: 'car2', kind: 'renegade', owner: 'bob', side: 'chase', driveSkill: 3, weapons: [{ type: 'machineGun', mount: 'hood' }], lane: chaseLane, t0: 20, speed: 60 },
      ],
    });
  const declarations = (s: GameState) => legalCommands(s).filter((c) => c.type === 'declare');

  it('p17: with a stopped car right ahead in its lanes, the ram is the only declaration and the reason says it is compulsory', () => {
    const s = blocked(3);
    expect(declarations(s).map((c) => c.type === 'declare' && c.action.kind)).toEqual(['ram']);
    const d = decide(s, 'bob', 'normal');
    expect(d.command).toMatchObject({ type: 'declare', vehicle: 'car2', action: { kind: 'ram' } });
    expect(d.reason).toBe('car2 rams the car ahead: no move avoids the collision, so the ram is compulsory, p17');
  });

  it('p52: a ram among other answers is given as the driver\'s own choice', () => {
    const s = blocked(3);
    const ram = declarations(s)[0];
    // The same ram, judged where the engine also offers other moves (two lanes over, nothing ahead).
    const open = blocked(5);
    expect(declarations(open).some((c) => c.type === 'declare' && c.action.kind !== 'ram')).toBe(true);
    expect(reasonFor(open, 'bob', ram)).toMatch(/rams the car ahead: contact hurts it more than it can afford, p52$/);
  });
});

describe('every policy answers every decision with a legal command', () => {
  it.each(SCENARIO_LIST.map((x) => x.id))('%s: bot:easy against greedy, and random against first, each play a game to its end or the cap', (scenario) => {
    for (const [a, b] of [['bot:easy', 'greedy'], ['random', 'first']] as const) {
      const pick = picker(3);
      const r = playGame(arenaSetup(scenario, 0), 3, { p1: a, p2: b }, pick.below, 150);
      expect(r.error, `${a} v ${b}`).toBeNull();
      expect(r.commands.length).toBeGreaterThan(3);
    }
  });

  it.each(POLICIES)('%s gives a reason for each of its first decisions in Game Two', (policy) => {
    const g = newGame(arenaSetup('gameTwo', 0), 2);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const choose = chooserFor(policy, picker(2).below);
    // The set-up and the first declarations: enough to see every kind of decision of Game Two. The
    // Monte Carlo yardstick plays out games for each choice (seconds a decision on a busy machine):
    // its first three decisions, so the test is bounded by a count, not by the machine being quiet.
    const decisions = policy === 'mc' ? 3 : 7;
    for (let i = 0; i < decisions && s.flow.kind !== 'over'; i++) {
      const p = legalCommands(s);
      const player = s.vehicles.find((v) => s.flow.kind === 'phase' && v.id === s.flow.queue[0]?.vehicle)?.owner ?? s.players[0].id;
      const d = choose(s, player);
      expect(p).toContainEqual(d.command);
      expect(d.reason.length).toBeGreaterThan(5);
      const r = apply(s, d.command);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }, 300_000);
});

describe('the computer designs its car (p80-84, p88)', () => {
  it('each scenario with design gets a car that passes validateDesign', () => {
    for (const sc of SCENARIO_LIST.filter((x) => x.design)) {
      for (const seed of [0, 1]) {
        const d = computerDesign(sc.design!.budget, sc.design!.require, seed);
        expect(d, sc.id).not.toBeNull();
        expect(validateDesign(d!, sc.design!.budget, sc.design!.require).ok).toBe(true);
      }
    }
  });

  it('every design of the computer is legal for some budget, and none is offered over budget', () => {
    for (const d of COMPUTER_DESIGNS) expect(validateDesign(d, null).problems).toEqual([]);
    expect(computerDesign(10000)).toBeNull();
  });
});
