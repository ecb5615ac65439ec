// Game Six (p88) and the rolling road in play (p75-76): the roll for the sides, the Op's and the
// gang's designs, the placings, the lead driver's road, the starting speed, and the end.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending } from '../flow/turn';
import { newGame } from '../flow/setup';
import { applyOk, must, v } from '../testkit';
import { STOCK_SIDES, stockVehicles } from '../data/sideDesigns';
import { endIf } from '../flow/victory';
import { howOut } from './advancedEnd';
import type { Command, GameState, SideVehicle } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }, { id: 'cy', name: 'Cy' }];
const teams = [['ann'], ['bob', 'cy']];
const stock = (name: string) => STOCK_SIDES.find((x) => x.name === name)!;
const six = (dice: number[] = [], seed = 6) => must(newGame({ scenario: 'gameSix', players, teams, forcedDice: dice }, seed));
const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;
const design = (player: string, vehicles: SideVehicle[]): Command => ({ type: 'design', player, vehicles });

/** Ann (team 1) rolls 2, Bob for team 2 rolls 5: Ann is the Op; Bob and Cy the gang (a Renegade and two bikes). */
function designed(dice: number[] = [], seed = 6): GameState {
  let s = six([2, 5, ...dice], seed);
  s = step(s, { type: 'roll' });
  s = step(s, { type: 'roll' });
  s = step(s, design('ann', stockVehicles(stock('Pursuit Special'), ['ann'])));
  return step(s, design('bob', stockVehicles(stock('A Renegade and two bikes'), ['bob', 'cy'])));
}

/** Answers every set-up decision with the first legal command until play starts. */
function toPlay(s: GameState): { s: GameState; events: string[] } {
  const events: string[] = [];
  while (s.flow.kind === 'setup') {
    const r = applyOk(s, legalCommands(s)[0]);
    events.push(...r.events.map((e) => e.type));
    s = r.s;
  }
  return { s, events };
}

describe('Game Six (p88)', () => {
  it('p88: two to eight players in two teams; more than two need teams', () => {
    expect(newGame({ scenario: 'gameSix', players: players.slice(0, 2) }, 1).ok).toBe(true);
    const r = newGame({ scenario: 'gameSix', players }, 1);
    expect(!r.ok && r.error).toMatchObject({ code: 'BAD_SETUP', path: 'teams' });
    const stray = newGame({ scenario: 'gameSix', players, teams: [['ann'], ['bob', 'zed']] }, 1);
    expect(!stray.ok && stray.error).toMatchObject({ code: 'BAD_SETUP', path: 'teams' });
    const twice = newGame({ scenario: 'gameSix', players, teams: [['ann', 'bob'], ['bob', 'cy']] }, 1);
    expect(!twice.ok && twice.error).toMatchObject({ code: 'BAD_SETUP', path: 'teams' });
    const elsewhere = newGame({ scenario: 'gameOne', players: players.slice(0, 2), teams: [['ann'], ['bob']] }, 1);
    expect(!elsewhere.ok && elsewhere.error).toMatchObject({ code: 'BAD_SETUP', path: 'teams' });
  });

  it('p88: "Both players roll a dice. The one with the lower score ... an Interceptor": the lower team is the Op, the other the gang (the lead side)', () => {
    let s = six([5, 2]);
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'ann', step: { kind: 'rollOff', team: 0 } });
    s = step(s, { type: 'roll' });
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'bob', step: { kind: 'rollOff', team: 1 } });
    const r = applyOk(s, { type: 'roll' });
    expect(r.s.sides).toEqual([{ id: 'gang', players: ['ann'] }, { id: 'op', players: ['bob', 'cy'] }]);
    expect(r.events.find((e) => e.type === 'sidesSettled')).toMatchObject({ again: false, rule: 'p88' });
    expect(pending(r.s)).toMatchObject({ kind: 'design', player: 'bob', step: { kind: 'designSide', side: 'op', roles: ['op'] } });
  });

  it('p88: equal scores roll again', () => {
    let s = six([3, 3, 1, 6]);
    s = step(step(s, { type: 'roll' }), { type: 'roll' });
    expect(pending(s)).toMatchObject({ step: { kind: 'rollOff', team: 0, rolls: [] } });
    s = step(step(s, { type: 'roll' }), { type: 'roll' });
    expect(s.sides!.map((x) => x.id)).toEqual(['op', 'gang']);
  });

  it('p88: a design that breaks the rules is refused with a code and the state is unchanged; any legal design is accepted, not only the ones offered', () => {
    let s = six([2, 5]);
    s = step(step(s, { type: 'roll' }), { type: 'roll' });
    const renegade = design('ann', [{ design: { name: 'Cop car', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'hood' }] }, driver: 'ann' }]);
    const before = JSON.stringify(s);
    const r = apply(s, renegade);
    expect(!r.ok && r.error.code).toBe('ILLEGAL_ACTION');
    expect(!r.ok && r.error.message).toContain('the Op drives an Interceptor (p88)');
    expect(JSON.stringify(s)).toBe(before);
    expect(apply(s, design('bob', stockVehicles(stock('Pursuit Special'), ['bob']))).ok).toBe(false); // not Ann's side
    expect(apply(s, { type: 'design', player: 'ann', vehicles: [] } as Command).ok).toBe(false); // BAD_COMMAND: no vehicle
    const own = design('ann', [{ design: { name: 'Lone Ranger', kind: 'interceptor', weapons: [{ type: 'combatLaser', mount: 'roof' }] }, driver: 'ann' }]);
    expect(legalCommands(s)).not.toContainEqual(own);
    const ok = applyOk(s, own);
    expect(v(ok.s, 'op1')).toMatchObject({ name: 'Lone Ranger', kind: 'interceptor', owner: 'ann', side: 'op', status: 'unplaced' });
    expect(ok.events[0]).toMatchObject({ type: 'sideDesigned', side: 'op', role: 'op', cost: 70000 + 10000, rule: 'p88' });
  });

  it('p88: "The outlaw vehicles may be driven by different players": each gang vehicle has its driver, and each is asked its own decisions', () => {
    const s = designed();
    expect(s.vehicles.map((x) => [x.id, x.side, x.owner])).toEqual([['op1', 'op', 'ann'], ['gang1', 'gang', 'bob'], ['gang2', 'gang', 'cy'], ['gang3', 'gang', 'bob']]);
    // p88 (ASSUMPTION, as Games Four and Five): each driver rolls for his drive skill.
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'ann', vehicle: 'op1', step: { kind: 'rollDriveSkill', vehicle: 'op1' } });
  });

  it('p87 (as Game Three), p75: drive skills, the Op placed in the first section, the gang in the next, the lead driver rolls for the road, then the starting speed', () => {
    let s = designed([6, 1, 2, 5]);
    for (let i = 0; i < 4; i++) s = step(s, { type: 'roll' });
    expect(s.vehicles.map((x) => x.driveSkill)).toEqual([5, 2, 3, 4]);
    const order: [string | null, string | null][] = [];
    while (pending(s).kind === 'place') {
      const p = pending(s);
      order.push([p.player, p.vehicle]);
      const c = legalCommands(s)[0];
      expect(c).toMatchObject({ type: 'place' });
      expect(Math.floor((c as { t0: number }).t0 / 60)).toBe(p.vehicle === 'op1' ? 0 : 1);
      s = step(s, c);
    }
    expect(order).toEqual([['ann', 'op1'], ['bob', 'gang1'], ['cy', 'gang2'], ['bob', 'gang3']]);
    // p75: "The dice for generating track should be rolled by the driver of the lead car": the gang's car in front.
    const lead = pending(s);
    expect(lead).toMatchObject({ kind: 'roll', step: { kind: 'lookAhead' } });
    expect(['bob', 'cy']).toContain(lead.player);
    const look = applyOk(s, { type: 'roll' });
    s = look.s;
    expect(s.track.sections.length).toBeGreaterThan(3);
    expect(s.track.sections.length).toBeLessThanOrEqual(7);
    expect(s.track.finishTick).toBeNull();
    // p76: every new section rolls for road hazards.
    const laid = look.events.filter((e) => e.type === 'trackPlaced').length;
    expect(look.events.filter((e) => e.type === 'roadHazard' && (e.dice.length > 0 || e.result !== 'none')).length).toBeGreaterThanOrEqual(laid);
    expect(pending(s)).toMatchObject({ step: { kind: 'rollStartSpeed' } });
  });

  it('p87: the gang is the lead side: its drivers may object to 70 mph, and are asked first about 100+', () => {
    let s = designed();
    while (pending(s).step?.kind !== 'rollStartSpeed') s = step(s, legalCommands(s)[0]);
    const t = structuredClone(s);
    t.rng.forced = [4, 4];
    s = step(t, { type: 'roll' });
    expect(pending(s)).toMatchObject({ kind: 'veto', player: 'bob' });
    s = step(s, { type: 'veto', player: 'bob', reroll: false });
    expect(pending(s)).toMatchObject({ kind: 'veto', player: 'cy' });
    s = step(s, { type: 'veto', player: 'cy', reroll: false });
    expect(s.flow.kind).toBe('phase');
    expect(s.vehicles.map((x) => x.speed)).toEqual([80, 80, 80, 80]);
  });
});

describe('the end of Game Six (p88): all the vehicles on one side wrecked, crashed or immobilised without weapons', () => {
  const inPlay = (): GameState => toPlay(designed()).s;
  const gang = (s: GameState) => s.vehicles.filter((x) => x.side === 'gang');
  it('a game in play has no winner', () => {
    expect(endIf(inPlay())).toBeNull();
  });
  const FATES: [string, (x: GameState['vehicles'][number]) => void, string | null][] = [
    ['wrecked', (x) => void (x.wreck = true), 'wrecked'],
    ['crashed', (x) => void (x.status = 'crashed'), 'crashed'],
    ['immobilised without weapons', (x) => { x.speed = 0; x.engineDisabled = true; x.weapons.forEach((w) => (w.status = 'destroyed')); }, 'immobilisedUnarmed'],
    ['immobilised but with a weapon (still in the fight)', (x) => { x.speed = 0; x.engineDisabled = true; }, null],
    ['without weapons but moving (still in the fight)', (x) => { x.weapons.forEach((w) => (w.ammo = 0)); }, null],
    ['left behind on the section taken away (p75)', (x) => { x.status = 'leftPlay'; x.leftBy = 'rearSection'; }, 'rearSection'],
    ['driven off the end of the road (p75)', (x) => void (x.status = 'leftPlay'), 'offTheEnd'],
    ['mashed by the train (p76)', (x) => { x.status = 'leftPlay'; x.leftBy = 'train'; }, 'train'],
  ];
  // READINGS.fates: taken out and left behind (outdistanced, p75) beat a side; a vehicle that drove
  // off the end of the road got away undamaged (p75) and is not taken out (p88).
  const WINNER: Record<string, string> = { wrecked: 'op', crashed: 'op', immobilisedUnarmed: 'op', rearSection: 'op', train: 'op', offTheEnd: 'none' };
  it.each(FATES)('every gang vehicle %s', (_n, fate, how) => {
    const s = inPlay();
    gang(s).forEach(fate);
    expect(gang(s).map(howOut)).toEqual(gang(s).map(() => how));
    if (how === null) expect(endIf(s)).toBeNull();
    else expect(endIf(s)).toMatchObject({ side: WINNER[how], rule: 'p88' });
  });
  it('p75, p88: the gang left behind by the Op (removed with the section at the back) has been outdistanced: the Op got far enough ahead to escape and wins', () => {
    const s = inPlay();
    gang(s).forEach((x) => Object.assign(x, { status: 'leftPlay', leftBy: 'rearSection' }));
    expect(endIf(s)).toMatchObject({ side: 'op', reason: expect.stringContaining('left behind on the section taken away'), rule: 'p88' });
  });
  it('p75, p88: the Op driving off the end of the road against the direction of play got away undamaged, not taken out: nobody wins', () => {
    const s = inPlay();
    v(s, 'op1').status = 'leftPlay';
    expect(endIf(s)).toMatchObject({ side: 'none', reason: expect.stringContaining('Pursuit Special drove off the end of the road'), rule: 'p88' });
  });
  it('p88: two gang vehicles wrecked and the third driven off the end: not all taken out, nobody wins; the third left behind instead: the Op wins', () => {
    const s = inPlay();
    gang(s).slice(0, 2).forEach((x) => (x.wreck = true));
    gang(s)[2].status = 'leftPlay';
    expect(endIf(s)).toMatchObject({ side: 'none' });
    gang(s)[2].leftBy = 'rearSection';
    expect(endIf(s)).toMatchObject({ side: 'op' });
  });
  it('p88: every gang vehicle taken out while the Op drove off the end: all the vehicles of one side are wrecked, the Op wins', () => {
    const s = inPlay();
    gang(s).forEach((x) => (x.wreck = true));
    v(s, 'op1').status = 'leftPlay';
    expect(endIf(s)).toMatchObject({ side: 'op' });
  });
  it('two gang vehicles wrecked and one still driving: the game goes on', () => {
    const s = inPlay();
    gang(s).slice(0, 2).forEach((x) => (x.wreck = true));
    expect(endIf(s)).toBeNull();
  });
  it('the Op wrecked: the gang wins; both sides out at once: nobody wins', () => {
    const s = inPlay();
    v(s, 'op1').status = 'crashed';
    expect(endIf(s)).toMatchObject({ side: 'gang', reason: 'all of the Op is out of the fight: Pursuit Special crashed' });
    gang(s).forEach((x) => (x.status = 'crashed'));
    expect(endIf(s)).toMatchObject({ side: 'none' });
  });
  it('p88: the gang wins in play when the Op crashes (the engine stops the game with gameOver)', () => {
    const s = inPlay();
    const t = structuredClone(s);
    const op = v(t, 'op1');
    op.wreck = true;
    const r = apply(t, legalCommands(t)[0]);
    expect(r.ok && r.value.state.winner).toMatchObject({ side: 'gang' });
  });
});

describe('the rolling road in play (p75-76)', () => {
  /** A Game Six in play on seven straights: the Op at the back, the gang on the fifth section. */
  function board(): GameState {
    const s = toPlay(designed()).s;
    s.track = { sections: Array.from({ length: 7 }, () => ({ kind: 'straight' as const })), finishTick: null };
    s.road!.directionOfPlay = 1;
    s.roadHazards = [];
    s.markers = [];
    const put = (id: string, lane: number, t0: number) => Object.assign(v(s, id), { cell: { lane, t0, t1: t0 + 20 }, heading: 0 });
    put('op1', 3, 0);
    put('gang1', 1, 240);
    put('gang2', 3, 240);
    put('gang3', 5, 240);
    return s;
  }

  it('p75: the lead car two sections from the front brings a new section; the one at the back goes with the Op on it, undamaged, logged with the reason; never more than seven', () => {
    const s = board();
    const damage = v(s, 'op1').damage;
    const t = structuredClone(s);
    t.rng.forced = [1, /* hazard roll: clear */ 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];
    const r = applyOk(t, legalCommands(t)[0]);
    const removed = r.events.find((e) => e.type === 'trackRemoved');
    expect(removed).toMatchObject({ section: 0, rule: 'p75' });
    expect(r.events.find((e) => e.type === 'leftPlay' && e.vehicle === 'op1')).toMatchObject({ rule: 'p75', cause: expect.stringContaining('taken away') });
    const op = r.s.vehicles.find((x) => x.id === 'op1')!;
    expect(op).toMatchObject({ status: 'leftPlay', leftBy: 'rearSection', damage });
    expect(r.s.track.sections.length).toBeLessThanOrEqual(7);
    // p88: the Op left behind: the gang has outdistanced it and wins.
    expect(r.s.winner).toMatchObject({ side: 'gang', rule: 'p88' });
  });

  it('p75: a vehicle going against the direction of play drives off the end and leaves play', () => {
    const s = board();
    v(s, 'op1').heading = 4;
    // The gang three sections from the front: the lead driver sees all he may (p75), nothing is laid or taken away.
    for (const id of ['gang1', 'gang2', 'gang3']) v(s, id).cell = { ...v(s, id).cell, t0: 180, t1: 200 };
    let state = s;
    const causes: string[] = [];
    for (let i = 0; i < 12 && state.flow.kind !== 'over'; i++) {
      const r = applyOk(state, legalCommands(state)[0]);
      for (const e of r.events) if (e.type === 'leftPlay' && e.vehicle === 'op1') causes.push(e.cause);
      state = r.s;
    }
    expect(causes).toEqual(['drove off the end of the track']);
    console.log(causes);
    const op = state.vehicles.find((x) => x.id === 'op1')!;
    expect([op.status, op.leftBy]).toEqual(['leftPlay', undefined]);
  });
});
