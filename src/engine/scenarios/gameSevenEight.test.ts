// Games Seven and Eight (p88): the attacker (the higher roll) designs an Op or a gang, the target a
// gang (Game Seven) or the other of the two (Game Eight); gang against gang ends on its own terms;
// Game Eight's attacker chooses a pursuit or an intercept.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending } from '../flow/turn';
import { newGame } from '../flow/setup';
import { applyOk, must, v } from '../testkit';
import { STOCK_SIDES, stockVehicles } from '../data/sideDesigns';
import { endIf } from '../flow/victory';
import { designRoles } from '../steps/sides';
import { describeEvent } from '../explain/describe';
import type { Command, GameState, VehicleState } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const stock = (name: string, who: string) => ({ type: 'design' as const, player: who, vehicles: stockVehicles(STOCK_SIDES.find((x) => x.name === name)!, [who]) });
const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;
const start = (scenario: string, dice: number[]) => {
  let s = must(newGame({ scenario, players, forcedDice: dice }, 7));
  s = step(step(s, { type: 'roll' }), { type: 'roll' });
  return s;
};
const toPlay = (s: GameState): GameState => {
  while (s.flow.kind === 'setup') s = step(s, legalCommands(s)[0]);
  return s;
};

describe('Game Seven (p88)', () => {
  it('p88: "The one with the highest score is called the attacker": he designs a gang or an Op; the other must design a gang, the target', () => {
    const s = start('gameSeven', [2, 6]);
    expect(s.sides).toEqual([{ id: 'target', players: ['ann'] }, { id: 'attacker', players: ['bob'] }]);
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'bob', step: { side: 'attacker', roles: ['op', 'gang'] } });
    expect(legalCommands(s).map((c) => (c as { vehicles: unknown[] }).vehicles.length).sort()).toEqual([1, 1, 2, 3, 3, 6]);
    const t = step(s, stock('Pursuit Special', 'bob'));
    expect(t.sides![1]).toMatchObject({ id: 'attacker', role: 'op' });
    // The target may not be an Op.
    const r = apply(t, stock('Highway Patrol', 'ann'));
    expect(!r.ok && r.error.code).toBe('ILLEGAL_ACTION');
    expect(legalCommands(t).every((c) => c.type === 'design' && c.vehicles.every((x) => x.design.kind !== 'interceptor'))).toBe(true);
  });

  const gangs = (): GameState => toPlay(step(step(start('gameSeven', [2, 6]), stock('Two Renegades', 'bob')), stock('Three bikes', 'ann')));
  const of = (s: GameState, side: string): VehicleState[] => s.vehicles.filter((x) => x.side === side);
  const CASES: [string, (s: GameState) => void, string | null][] = [
    ['the whole target gang taken out: the attacker wins', (s) => of(s, 'target').forEach((x) => (x.wreck = true)), 'attacker'],
    ['every target vehicle safely out of play: the target wins', (s) => of(s, 'target').forEach((x) => { x.status = 'leftPlay'; x.leftBy = 'rearSection'; }), 'target'],
    ['the attackers taken out or outdistanced: the target wins', (s) => { of(s, 'attacker')[0].status = 'crashed'; of(s, 'attacker')[1].status = 'leftPlay'; of(s, 'attacker')[1].leftBy = 'rearSection'; }, 'target'],
    ['two targets wrecked, one escaped, an attacker still in the fight: nobody wins', (s) => { of(s, 'target').slice(0, 2).forEach((x) => (x.wreck = true)); of(s, 'target')[2].status = 'leftPlay'; }, 'none'],
    ['two targets wrecked, one still driving: the game goes on', (s) => of(s, 'target').slice(0, 2).forEach((x) => (x.wreck = true)), null],
    ['every attacker wrecked: the target wins', (s) => of(s, 'attacker').forEach((x) => (x.wreck = true)), 'target'],
  ];
  it.each(CASES)('p88 gang against gang: %s', (_n, change, side) => {
    const s = gangs();
    expect(endIf(s)).toBeNull();
    change(s);
    if (side === null) expect(endIf(s)).toBeNull();
    else expect(endIf(s)).toMatchObject({ side, rule: 'p88' });
  });

  it('p88: an Op against a gang ends as Game Six: a target gang taken out or left behind is the attacker\'s win; one that drove off the end got away, nobody wins', () => {
    const s = toPlay(step(step(start('gameSeven', [2, 6]), stock('Pursuit Special', 'bob')), stock('Two Renegades', 'ann')));
    of(s, 'target')[0].wreck = true;
    Object.assign(of(s, 'target')[1], { status: 'leftPlay', leftBy: 'rearSection' });
    expect(endIf(s)).toMatchObject({ side: 'attacker' });
    of(s, 'target')[1].leftBy = undefined;
    expect(endIf(s)).toMatchObject({ side: 'none', rule: 'p88' });
  });
});

describe('Game Seven with four players: every seated player drives a vehicle', () => {
  const four = [...players, { id: 'cy', name: 'Cy' }, { id: 'dee', name: 'Dee' }];
  /** Ann and Bob (team 1) roll 6, Cy and Dee 2: Ann and Bob attack. */
  const attackers = () => {
    let s = must(newGame({ scenario: 'gameSeven', players: four, teams: [['ann', 'bob'], ['cy', 'dee']], forcedDice: [6, 2] }, 7));
    s = step(step(s, { type: 'roll' }), { type: 'roll' });
    return s;
  };

  it('p88 ("The player with the Interceptor is an Op"): a side of two players may not buy an Op, which would leave one without a vehicle; the step says so and offers gangs only', () => {
    const s = attackers();
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'ann', step: { side: 'attacker' } });
    expect(designRoles(s)).toEqual(['gang']);
    expect(pending(s).why).toContain('an Op is one Interceptor for one player');
    expect(legalCommands(s).length).toBeGreaterThan(0);
    expect(legalCommands(s).every((c) => c.type === 'design' && c.vehicles.every((x) => x.design.kind !== 'interceptor'))).toBe(true);
    const op = apply(s, { type: 'design', player: 'ann', vehicles: stockVehicles(STOCK_SIDES.find((x) => x.name === 'Pursuit Special')!, ['ann']) });
    expect(!op.ok && op.error.code).toBe('ILLEGAL_ACTION');
    expect(!op.ok && op.error.message).toContain('Bob would have no vehicle');
  });

  it('p88: a gang design that leaves a player of the side without a vehicle is refused with a code, naming him; handing him one is accepted', () => {
    const s = attackers();
    const renegades = stockVehicles(STOCK_SIDES.find((x) => x.name === 'Two Renegades')!, ['ann']);
    const r = apply(s, { type: 'design', player: 'ann', vehicles: renegades });
    expect(!r.ok && r.error).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(!r.ok && r.error.message).toContain('Bob has no vehicle to drive');
    const fixed = apply(s, { type: 'design', player: 'ann', vehicles: [renegades[0], { ...renegades[1], driver: 'bob' }] });
    expect(fixed.ok).toBe(true);
    // Every design the engine offers seats both players.
    for (const c of legalCommands(s)) expect(c.type === 'design' && new Set(c.vehicles.map((x) => x.driver))).toEqual(new Set(['ann', 'bob']));
  });

  it('p88 Games Six and Eight: when the roll gives the Op to a side of two, the step says who will have no vehicle, and the log says it', () => {
    let s = must(newGame({ scenario: 'gameSix', players: four.slice(0, 3), teams: [['ann', 'bob'], ['cy']], forcedDice: [2, 5] }, 7));
    s = step(step(s, { type: 'roll' }), { type: 'roll' });
    expect(pending(s)).toMatchObject({ kind: 'design', step: { side: 'op' } });
    expect(pending(s).why).toContain('Bob will have no vehicle: an Op is one Interceptor for one player');
    const r = applyOk(s, { type: 'design', player: 'ann', vehicles: stockVehicles(STOCK_SIDES[0], ['ann']) });
    const e = r.events.find((x) => x.type === 'sideDesigned');
    expect(e).toMatchObject({ unseated: ['bob'] });
    expect(describeEvent(e!, r.s, null)).toContain('Bob has no vehicle (an Op is one Interceptor, p88)');
  });

  it('p88: a team larger than six players is refused at the set-up: $100,000 buys at most six vehicles (six bikes), one for each player', () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
    const r = newGame({ scenario: 'gameSeven', players: eight, teams: [eight.slice(0, 7).map((p) => p.id), ['p7']] }, 1);
    expect(!r.ok && r.error).toMatchObject({ code: 'BAD_SETUP', path: 'teams' });
    expect(newGame({ scenario: 'gameSeven', players: eight, teams: [eight.slice(0, 6).map((p) => p.id), ['p6', 'p7']] }, 1).ok).toBe(true);
  });
});

describe('Game Eight (p88)', () => {
  // p88: "Design sides as per Game Six, and determine the attacker as per Game Seven." Game Six's
  // roll (the lower buys the Interceptor, the higher the gang), then Game Seven's (the higher is
  // the attacker); the Op designs first, as in Game Six; each side designs what the roll gave it.
  const eight = (dice: number[]) => must(newGame({ scenario: 'gameEight', players, forcedDice: dice }, 7));
  const roll = (s: GameState) => applyOk(s, { type: 'roll' });
  const rolled = (dice: number[]) => {
    let s = eight(dice);
    for (let i = 0; i < 4; i++) s = step(s, { type: 'roll' });
    return s;
  };
  const designed = (attacker: string, target: string) => {
    // Ann is the attacker (6 against 1 in the second roll); the first roll makes her the Op (2
    // against 5) or the gang (5 against 2). The Op designs first.
    const attackerIsOp = STOCK_SIDES.find((x) => x.name === attacker)!.role === 'op';
    const s = rolled(attackerIsOp ? [2, 5, 6, 1] : [5, 2, 6, 1]);
    const [first, second] = attackerIsOp ? [stock(attacker, 'ann'), stock(target, 'bob')] : [stock(target, 'bob'), stock(attacker, 'ann')];
    return step(step(s, first), second);
  };

  it('p88 Game Eight: "Design sides as per Game Six": Game Six\'s roll first — the lower team buys the Op, the higher the outlaw gang; nobody is attacker yet', () => {
    let s = eight([5, 2, 3, 6]);
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'ann', step: { kind: 'rollOff', decides: 'role' } });
    expect(pending(s).why).toContain("Game Six's roll");
    expect(pending(s).why).toContain('the lower score buys an Interceptor (the Op), the higher an outlaw gang');
    s = step(s, { type: 'roll' });
    const r = roll(s);
    expect(r.s.sides).toEqual([{ id: 'team1', players: ['ann'], role: 'gang' }, { id: 'team2', players: ['bob'], role: 'op' }]);
    expect(r.events.find((e) => e.type === 'sidesSettled')).toMatchObject({ decides: 'role', again: false, rule: 'p88' });
    // Then Game Seven's roll, each team rolling for its side.
    expect(pending(r.s)).toMatchObject({ kind: 'roll', player: 'ann', step: { kind: 'rollOff', team: 0 } });
    expect(pending(r.s).why).toContain("Game Seven's roll");
    expect(pending(r.s).why).toContain('the higher score is the attacker, the lower the target');
  });

  it('p88 Game Eight: "determine the attacker as per Game Seven": the higher of a second roll is the attacker; the Op designs an Interceptor only, then the gang, then the attacker chooses', () => {
    let s = eight([5, 2, 3, 6]);
    s = step(step(step(s, { type: 'roll' }), { type: 'roll' }), { type: 'roll' });
    const r = roll(s);
    expect(r.s.sides).toEqual([{ id: 'target', players: ['ann'], role: 'gang' }, { id: 'attacker', players: ['bob'], role: 'op' }]);
    expect(r.events.find((e) => e.type === 'sidesSettled')).toMatchObject({ again: false, sides: [{ side: 'target', role: 'gang' }, { side: 'attacker', role: 'op' }] });
    s = r.s;
    // Bob, the Op and the attacker: an Interceptor, no choice of a gang (Game Seven's option is not Game Eight's).
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'bob', step: { side: 'attacker' } });
    expect(designRoles(s)).toEqual(['op']);
    expect(legalCommands(s).every((c) => c.type === 'design' && c.vehicles.every((x) => x.design.kind === 'interceptor'))).toBe(true);
    const gang = apply(s, stock('Two Renegades', 'bob'));
    expect(!gang.ok && gang.error).toMatchObject({ code: 'ILLEGAL_ACTION' });
    s = step(s, stock('Pursuit Special', 'bob'));
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'ann', step: { side: 'target' } });
    expect(designRoles(s)).toEqual(['gang']);
    s = step(s, stock('Three bikes', 'ann'));
    expect(pending(s)).toMatchObject({ kind: 'chooseApproach', player: 'bob' });
  });

  it('p88 Game Eight: the log says which roll decided what', () => {
    let s = eight([5, 2, 3, 6]);
    const words: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = roll(s);
      s = r.s;
      words.push(...r.events.filter((e) => e.type === 'sidesSettled').map((e) => describeEvent(e, s, null)));
    }
    expect(words).toEqual(["Game Six's roll: Ann buys an outlaw gang; Bob buys the Op (an Interceptor)", "Game Seven's roll: Ann (the outlaw gang): the target; Bob (the Op): the attacker"]);
  });

  it('p88 Game Eight: the gang may be the attacker; the Op (the target) still designs first, as in Game Six', () => {
    const s = rolled([2, 5, 1, 6]);
    expect(s.sides).toEqual([{ id: 'target', players: ['ann'], role: 'op' }, { id: 'attacker', players: ['bob'], role: 'gang' }]);
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'ann', step: { side: 'target' } });
    expect(designRoles(s)).toEqual(['op']);
    const t = step(s, stock('Pursuit Special', 'ann'));
    expect(pending(t)).toMatchObject({ kind: 'design', player: 'bob', step: { side: 'attacker' } });
    expect(designRoles(t)).toEqual(['gang']);
    expect(pending(step(t, stock('Three bikes', 'bob')))).toMatchObject({ kind: 'chooseApproach', player: 'bob' });
  });

  it('p88 Game Eight: equal scores in either roll roll again; the roles of the first roll are kept', () => {
    let s = eight([3, 3, 2, 5, 4, 4, 6, 1]);
    for (let i = 0; i < 4; i++) s = step(s, { type: 'roll' });
    expect(s.sides).toEqual([{ id: 'team1', players: ['ann'], role: 'op' }, { id: 'team2', players: ['bob'], role: 'gang' }]);
    s = step(step(s, { type: 'roll' }), { type: 'roll' });
    expect(pending(s).step).toMatchObject({ kind: 'rollOff', team: 0, rolls: [] });
    s = step(step(s, { type: 'roll' }), { type: 'roll' });
    expect(s.sides).toEqual([{ id: 'attacker', players: ['ann'], role: 'op' }, { id: 'target', players: ['bob'], role: 'gang' }]);
  });

  it('p88: then the attacker chooses pursuit or intercept', () => {
    const s = designed('Pursuit Special', 'Three bikes');
    expect(pending(s)).toMatchObject({ kind: 'chooseApproach', player: 'ann' });
    expect(legalCommands(s)).toEqual([{ type: 'chooseApproach', player: 'ann', approach: 'pursuit' }, { type: 'chooseApproach', player: 'ann', approach: 'intercept' }]);
  });

  it('p88 pursuit: Game Six\'s set-up — the target (the lead side) in front, the starting speed rolled', () => {
    let s = step(designed('Pursuit Special', 'Three bikes'), { type: 'chooseApproach', player: 'ann', approach: 'pursuit' });
    const kinds: string[] = [];
    while (s.flow.kind === 'setup') {
      kinds.push(pending(s).step!.kind);
      s = step(s, legalCommands(s)[0]);
    }
    // (a veto or a reroll of the speed may follow)
    expect(kinds.filter((k, i) => k !== kinds[i - 1]).slice(0, 4)).toEqual(['rollDriveSkill', 'place', 'lookAhead', 'rollStartSpeed']);
    expect(Math.floor(v(s, 'attacker1').cell.t0 / 60)).toBe(0);
    expect(of(s, 'target').every((x) => Math.floor(x.cell.t0 / 60) === 1)).toBe(true);
  });

  const of = (s: GameState, side: string): VehicleState[] => s.vehicles.filter((x) => x.side === side);

  it('p88 intercept: seven sections by the continuous rules; the target on the third at 60 mph heading for the attacker; the attacker on 5-7 facing it at any speed from 0 to its maximum', () => {
    let s = step(designed('Pursuit Special', 'Three bikes'), { type: 'chooseApproach', player: 'ann', approach: 'intercept' });
    while (pending(s).step?.kind === 'rollDriveSkill') s = step(s, { type: 'roll' });
    expect(pending(s)).toMatchObject({ kind: 'roll', step: { kind: 'generateTrack', open: true } });
    s = step(s, { type: 'roll' });
    expect(s.track.sections.length).toBe(7);
    expect(s.track.finishTick).toBeNull();
    expect(s.road).toMatchObject({ continuous: true, hazards: true });
    while (pending(s).kind === 'place') {
      const p = pending(s);
      const cs = legalCommands(s) as { t0: number }[];
      const sections = [...new Set(cs.map((c) => Math.floor(c.t0 / 60)))];
      expect(sections).toEqual(p.vehicle === 'attacker1' ? [4, 5, 6] : [2]);
      s = step(s, cs[cs.length - 1] as Command);
    }
    expect(of(s, 'target').map((x) => [x.heading, x.speed])).toEqual([[0, 60], [0, 60], [0, 60]]);
    expect(v(s, 'attacker1').heading).toBe(4);
    expect(pending(s)).toMatchObject({ kind: 'setSpeed', player: 'ann', vehicle: 'attacker1' });
    const speeds = legalCommands(s).map((c) => (c as { speed: number }).speed);
    expect([speeds[0], speeds[speeds.length - 1]]).toEqual([0, 120]);
    expect(apply(s, { type: 'setSpeed', vehicle: 'attacker1', speed: 121 }).ok).toBe(false);
    expect(apply(s, { type: 'setSpeed', vehicle: 'target1', speed: 50 }).ok).toBe(false);
    s = step(s, { type: 'setSpeed', vehicle: 'attacker1', speed: 87 }); // any whole number is accepted
    expect(v(s, 'attacker1').speed).toBe(87);
    expect(pending(s)).toMatchObject({ step: { kind: 'lookAhead' } });
    s = step(s, { type: 'roll' });
    // p75: three bikes heading one way, the Interceptor the other: the direction of play stays with the majority.
    expect(s.road!.directionOfPlay).toBe(1);
    expect(s.flow.kind).toBe('phase');
  });

  it('p75, p88 intercept: a target that drives off the end against the direction of play got past the attacker undamaged: it is not taken out, nobody wins', () => {
    let s = step(designed('Three bikes', 'Pursuit Special'), { type: 'chooseApproach', player: 'ann', approach: 'intercept' });
    s = toPlay(s);
    expect(s.road!.directionOfPlay).toBe(-1);
    const target = of(s, 'target')[0];
    target.status = 'leftPlay';
    expect(target.leftBy).toBeUndefined();
    expect(endIf(s)).toMatchObject({ side: 'none', reason: expect.stringContaining('drove off the end of the road'), rule: 'p88' });
    // Left behind on a section taken away instead: outdistanced (p75), the attacker wins.
    target.leftBy = 'rearSection';
    expect(endIf(s)).toMatchObject({ side: 'attacker' });
  });

  it('p75 intercept: when the attackers outnumber the target, the direction of play turns to theirs', () => {
    let s = step(designed('Three bikes', 'Pursuit Special'), { type: 'chooseApproach', player: 'ann', approach: 'intercept' });
    while (s.flow.kind === 'setup' && pending(s).step?.kind !== 'lookAhead') s = step(s, legalCommands(s)[0]);
    const r = applyOk(s, { type: 'roll' });
    expect(r.events.find((e) => e.type === 'directionOfPlay')).toMatchObject({ dir: -1, rule: 'p75' });
  });
});
