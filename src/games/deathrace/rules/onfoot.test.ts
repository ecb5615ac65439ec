// Crews on foot with what they picked up (readings.ts `footShooting`), the guided missile launcher,
// CREWS IN MELEE (readings.ts `melee`, `races`) and climbing into another vehicle of the team
// (readings.ts `reboard`), with forced dice. The Speedway; Ann's vehicle 'm' has the turn.
import { describe, expect, it } from 'vitest';
import { drActions, drLegalCommands } from './options';
import { newDeathrace } from './setup';
import { drTestState, eventsOf, play, refusal, vehicleOf, type TestVehicle } from './testkit';
import type { DrPedestrian } from './types';

const M: TestVehicle = { id: 'm', x: 20, y: 9 };
const BYSTANDER: TestVehicle = { id: 'by', owner: 'b', x: 75, y: 52, heading: 180 };
const TARGET: TestVehicle = { id: 't', owner: 'b', x: 50, y: 9, armour: 5 };
const on = (peds: Partial<DrPedestrian>[], dice: number[] = [], vehicles: TestVehicle[] = [M, TARGET, BYSTANDER]) => drTestState({ vehicles, pedestrians: peds, dice });
const shoot = (weapon: string, target: string, pedestrian = 'p1') => ({ type: 'shoot', pedestrian, weapon, target });

describe('"Various weapons may be picked up during the race and used by crews either in the cars or on the track."', () => {
  it('"PISTOL: ... a range of 12" ... Vehicles get +1 to their armour save vs a pistol shot": fired on foot, once a round', () => {
    // 8.3" from its base to the footprint: no half-range bonus, BALLISTICS 3 hits on 4+; the hull (4);
    // the 5+ save is 4+ against a pistol: a 3 fails.
    const s = on([{ x: 40, y: 4, items: ['pistol'] }], [4, 4, 3]);
    expect(drLegalCommands(s)).toContainEqual(expect.objectContaining({ type: 'shoot', pedestrian: 'p1', weapon: 'pistol', target: 't' }));
    // Offered with the rules' words and odds.
    expect(drActions(s).find((a) => a.kind === 'shoot')?.label).toBe('m\'s co-driver fires the pistol on foot at t: 8.3" (range 12"), hits on 4+ (50%); t saves on 4+, else a point');
    const { state, events } = play(s, shoot('pistol', 't'));
    expect(eventsOf(events, 'crewShot')[0]).toMatchObject({ weapon: 'pistol', target: 't', need: 4, hit: true });
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ vehicle: 't', location: 'hull', save: 4, saved: false, damage: 1 });
    expect(vehicleOf(state, 't').damage.hull).toBe(2);
    expect(refusal(state, shoot('pistol', 't'))).toBe('ILLEGAL');
    // The next round it may fire again.
    expect(refusal({ ...state, round: 2 }, shoot('pistol', 't'))).toBe('');
  });

  it('"with a +2 to BALLISTICS rolls at half range"; out of its 12" it may not fire', () => {
    // 3.5" away: BALLISTICS 3 + 2 hits on 2+.
    const near = play(on([{ x: 44, y: 9, items: ['pistol'] }], [2, 4, 6]), shoot('pistol', 't'));
    expect(eventsOf(near.events, 'crewShot')[0]).toMatchObject({ need: 2, hit: true });
    expect(refusal(on([{ x: 30, y: 4, items: ['pistol'] }]), shoot('pistol', 't'))).toBe('ILLEGAL');
  });

  it('"PLASMA GUN: ... a range of 24". Vehicles get -1 to their armour save vs a plasma shot."', () => {
    // 20" away: in range; hit on 4; the hull (5); the 5+ save is 6+: a 5 fails.
    const { events } = play(on([{ x: 30, y: 4, items: ['plasmaGun'] }], [4, 5, 5]), shoot('plasmaGun', 't'));
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ save: 6, saved: false });
  });

  it('"Pedestrians who are hit may make a REFLEX test. Failure means they have been wounded": a crew member shot from the track; a kill is +1', () => {
    // Hit on 4; the reflex test (3: 4+) fails on a 2; the wound roll 6: dead.
    const s = on([{ x: 40, y: 4, items: ['machineGun'] }, { x: 50, y: 4, owner: 'b', vehicle: 't' }], [4, 2, 6]);
    const { state, events } = play(s, shoot('machineGun', 'p2'));
    expect(eventsOf(events, 'pedestrianHit')[0]).toMatchObject({ pedestrian: 'p2', passed: false, wound: 'dead' });
    expect(state.pedestrians.map((p) => p.id)).toEqual(['p1']);
    expect(state.points.a).toBe(1);
  });

  it('not a sword, not knocked over, not at its own team, not a weapon it lacks', () => {
    expect(refusal(on([{ x: 40, y: 4, items: ['chainsword'] }]), shoot('chainsword', 't'))).toBe('ILLEGAL');
    expect(refusal(on([{ x: 40, y: 4, items: ['pistol'], status: 'knockedOver', downUntil: 1 }]), shoot('pistol', 't'))).toBe('ILLEGAL');
    expect(refusal(on([{ x: 22, y: 4, items: ['pistol'] }]), shoot('pistol', 'm'))).toBe('ILLEGAL');
    expect(refusal(on([{ x: 40, y: 4, items: [] }]), shoot('pistol', 't'))).toBe('ILLEGAL');
    // The other team's crew member is not Ann's to fire.
    expect(refusal(on([{ x: 40, y: 4, items: ['pistol'], owner: 'b' }]), shoot('pistol', 'm'))).toBe('ILLEGAL');
  });
});

describe('"GUIDED MISSILE LAUNCHER: One shot only. Range of 24" and hits automatically with -2 to saves and does D3 damage. Cannot be used inside a vehicle!"', () => {
  it('fired on foot: no roll to hit, D3 damage, the 5+ save needs a 7 (no roll), then it is spent', () => {
    // D3 from a 6: 3 points to the hull (4): destroyed, Ann's kill.
    const s = on([{ x: 30, y: 4, items: ['guidedMissileLauncher', 'pistol'] }], [6, 4]);
    const { state, events } = play(s, shoot('guidedMissileLauncher', 't'));
    expect(drActions(s).find((a) => a.kind === 'shoot' && a.template.weapon === 'guidedMissileLauncher')?.label).toMatch(/hits automatically; t has no save: D3 damage; one shot only$/);
    expect(eventsOf(events, 'crewShot')[0]).toMatchObject({ need: null, hit: true });
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ location: 'hull', save: 7, saved: false, damage: 3 });
    expect(vehicleOf(state, 't').status).toBe('destroyed');
    expect(state.points.a).toBe(1);
    expect(state.pedestrians[0].items).toEqual(['pistol']);
    expect(state.rng.forced).toEqual([]);
    // Beyond 24" it may not fire.
    expect(refusal(on([{ x: 20, y: 40, items: ['guidedMissileLauncher'] }]), shoot('guidedMissileLauncher', 't'))).toBe('ILLEGAL');
  });
});

const charge = (target: string, pedestrian = 'p1') => ({ type: 'charge', pedestrian, target });

describe('CREWS IN MELEE: "Melee between crews on the racetrack will use a lite version of the Necromunda melee rules."', () => {
  it('"Chargers get +1 to their attack roll": a charge into base contact, WS 3 against 3 hits on 4+, a 3 with the +1; Str 3 against T 3 wounds on 4+; W 1: the wound table, 5: dead, +1', () => {
    const s = on([{ x: 40, y: 4 }, { x: 45, y: 4, owner: 'b', vehicle: 't' }], [3, 4, 5]);
    expect(drLegalCommands(s)).toContainEqual(expect.objectContaining({ type: 'charge', pedestrian: 'p1', target: 'p2' }));
    const { state, events } = play(s, charge('p2'));
    expect(eventsOf(events, 'charged')[0]).toMatchObject({ x: 43.98, y: 4 });
    expect(eventsOf(events, 'meleeAttack')).toEqual([expect.objectContaining({ attacker: 'p1', defender: 'p2', need: 3, hit: true, woundNeed: 4, wounded: true, wound: 'dead' })]);
    expect(state.pedestrians.map((p) => p.id)).toEqual(['p1']);
    expect(state.points.a).toBe(1);
    // The charge was its move and its fight for the round.
    expect(refusal(state, { type: 'walk', pedestrian: 'p1', heading: 0, run: 1 })).toBe('ILLEGAL');
  });

  it('"Initiative is determined by reflex skills": the higher REFLEX strikes first; a fighter knocked over strikes nothing', () => {
    // The defender (Reflex 4) first: 4 hits (no charge bonus), 6 wounds, 1: the charger is knocked over.
    const s = on([{ x: 40, y: 4 }, { x: 45, y: 4, owner: 'b', vehicle: 't', reflex: 4 }], [4, 6, 1]);
    const { state, events } = play(s, charge('p2'));
    expect(eventsOf(events, 'meleeAttack')).toEqual([expect.objectContaining({ attacker: 'p2', need: 4, wound: 'knockedOver' })]);
    expect(state.pedestrians.find((p) => p.id === 'p1')).toMatchObject({ status: 'knockedOver', downUntil: 1 });
    // Neither wounded: both strike, the charger first on a tie (1: a miss), then the defender (2: a miss).
    const both = play(on([{ x: 40, y: 4 }, { x: 45, y: 4, owner: 'b', vehicle: 't' }], [1, 2]), charge('p2'));
    expect(eventsOf(both.events, 'meleeAttack').map((e) => [e.attacker, e.hit])).toEqual([['p1', false], ['p2', false]]);
  });

  it('"The chainsword gives you two attacks in melee fights with a strength of 4"; "POWERSWORD: As above, but the strength is 6"', () => {
    // Two attacks: a miss (2), then a hit (3) wounding Str 4 against T 3 on 3+ (3), 3: stunned.
    const chain = play(on([{ x: 40, y: 4, items: ['chainsword'] }, { x: 45, y: 4, owner: 'b', vehicle: 't' }], [2, 3, 3, 3]), charge('p2'));
    expect(eventsOf(chain.events, 'meleeAttack').map((e) => [e.hit, e.woundNeed, e.wound])).toEqual([[false, null, null], [true, 3, 'stunned']]);
    expect(chain.state.pedestrians.find((p) => p.id === 'p2')).toMatchObject({ status: 'stunned', downUntil: 2 });
    // Str 6 against T 3: 2+.
    const power = play(on([{ x: 40, y: 4, items: ['powersword'] }, { x: 45, y: 4, owner: 'b', vehicle: 't' }], [6, 2, 1]), charge('p2'));
    expect(eventsOf(power.events, 'meleeAttack')[0]).toMatchObject({ woundNeed: 2, wounded: true, wound: 'knockedOver' });
  });

  it('only another team\'s crew member, within M, the way clear, once a round, while up', () => {
    expect(refusal(on([{ x: 40, y: 4 }, { x: 45, y: 4 }]), charge('p2'))).toBe('ILLEGAL');
    expect(refusal(on([{ x: 30, y: 4 }, { x: 45, y: 4, owner: 'b' }]), charge('p2'))).toBe('ILLEGAL');
    expect(refusal(on([{ x: 40, y: 4, walked: 1 }, { x: 45, y: 4, owner: 'b' }]), charge('p2'))).toBe('ILLEGAL');
    expect(refusal(on([{ x: 40, y: 4, fired: 1 }, { x: 45, y: 4, owner: 'b' }]), charge('p2'))).toBe('ILLEGAL');
    expect(refusal(on([{ x: 40, y: 4, status: 'stunned', downUntil: 1 }, { x: 45, y: 4, owner: 'b' }]), charge('p2'))).toBe('ILLEGAL');
    // A vehicle stands between them.
    expect(refusal(on([{ x: 46, y: 9 }, { x: 54, y: 9, owner: 'b' }]), charge('p2'))).toBe('ILLEGAL');
  });
});

describe('"The following stats are assumed for the various races" (readings.ts `races`)', () => {
  it('"Orcs: ... T 4": Str 3 wounds on 5+; "Elves: ... WS 4": a WS 3 human hits an elf on 5+ (4+ charging)', () => {
    const s = drTestState({ vehicles: [M, TARGET, BYSTANDER], races: { b: 'orcs' }, pedestrians: [{ x: 40, y: 4 }, { x: 45, y: 4, owner: 'b', vehicle: 't', race: 'orcs' }], dice: [3, 4, 1] });
    expect(eventsOf(play(s, charge('p2')).events, 'meleeAttack')[0]).toMatchObject({ need: 3, woundNeed: 5, wounded: false });
    const elf = drTestState({ vehicles: [M, TARGET, BYSTANDER], pedestrians: [{ x: 40, y: 4 }, { x: 45, y: 4, owner: 'b', vehicle: 't', race: 'elves' }], dice: [3, 1] });
    expect(eventsOf(play(elf, charge('p2')).events, 'meleeAttack')[0]).toMatchObject({ need: 4, hit: false });
  });

  it('"Dwarves: M 6": a dwarf walks and charges 6" at most', () => {
    const dwarf = on([{ x: 40, y: 4, race: 'dwarves' }, { x: 48, y: 4, owner: 'b' }]);
    expect(refusal(dwarf, { type: 'walk', pedestrian: 'p1', heading: 0, run: 7 })).toBe('ILLEGAL');
    expect(refusal(dwarf, { type: 'walk', pedestrian: 'p1', heading: 0, run: 6 })).toBe('');
    // 6.98" to base contact: out of a dwarf's charge, within a human's.
    expect(refusal(dwarf, charge('p2'))).toBe('ILLEGAL');
    expect(refusal(on([{ x: 40, y: 4 }, { x: 48, y: 4, owner: 'b' }]), charge('p2'))).toBe('');
    expect(drActions(dwarf).find((a) => a.kind === 'walk')?.params.find((p) => p.name === 'run')?.max).toBe(6);
  });

  it('each team\'s race is chosen at the start (Humans unless chosen) and its crews get out as that race', () => {
    const g = newDeathrace({ ruleset: 'deathrace', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], teams: [{ player: 'a', vehicles: ['gorkaBuggy'], race: 'dwarves' }, { player: 'b', vehicles: ['ironWagon'] }] }, 3);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.state.races).toEqual({ a: 'dwarves', b: 'humans' });
    const f = g.value.state.flow;
    if (f.kind !== 'turn') throw new Error('no turn');
    const out = play(g.value.state, { type: 'bail' });
    expect(out.state.pedestrians[0].race).toBe(f.player === 'a' ? 'dwarves' : 'humans');
    expect(newDeathrace({ ruleset: 'deathrace', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], teams: [{ player: 'a', vehicles: ['gorkaBuggy'], race: 'trolls' }, { player: 'b', vehicles: ['ironWagon'] }] }, 3).ok).toBe(false);
  });
});

// "At various points along the track, there will be EVAC teleport points that can transport crews back
// to the pit stop in order to save them getting run down and allow them to access their second
// vehicle (if they haven't already blown it up...)."
describe('"allow them to access their second vehicle (if they haven\'t already blown it up...)" (readings.ts `reboard`)', () => {
  it('a co-driver on foot climbs into a halted vehicle of its team with no co-driver aboard, with its pick-ups', () => {
    // p1 left Ann's other vehicle 'm2'; 'm' stands with its own co-driver gone.
    const s = drTestState({ vehicles: [{ ...M, stationary: true, crewOut: true }, { id: 'm2', x: 40, y: 30 }, BYSTANDER], pedestrians: [{ x: 20, y: 7, vehicle: 'm2', items: ['plasmaGun'] }] });
    expect(drActions(s).find((a) => a.kind === 'board')?.label).toContain('climbs into m');
    const { state, events } = play(s, { type: 'board', pedestrian: 'p1' });
    expect(eventsOf(events, 'boarded')[0]).toMatchObject({ vehicle: 'm', pedestrian: 'p1', weapons: ['plasmaGun'] });
    expect(vehicleOf(state, 'm')).toMatchObject({ crewOut: false, crewWeapons: ['plasmaGun'] });
    // Not into a vehicle with a co-driver aboard, nor another team's.
    expect(refusal(drTestState({ vehicles: [{ ...M, stationary: true }, BYSTANDER], pedestrians: [{ x: 20, y: 7, vehicle: 'm2' }] }), { type: 'board', pedestrian: 'p1' })).toBe('ILLEGAL');
    expect(refusal(drTestState({ vehicles: [{ ...M, stationary: true, crewOut: true }, BYSTANDER], pedestrians: [{ x: 20, y: 7, owner: 'b', vehicle: 'by' }] }), { type: 'board', pedestrian: 'p1' })).toBe('ILLEGAL');
  });

  it('"EVAC teleport points that can transport crews back to the pit stop": it waits in the pit and climbs into a vehicle of its team standing there', () => {
    // The Speedway's EVAC point at (12, 9); its pit x 66-90, y 38-44.
    const s = drTestState({ vehicles: [{ ...M, x: 40 }, BYSTANDER], pedestrians: [{ x: 18, y: 9, vehicle: 'm2' }] });
    const evac = play(s, { type: 'walk', pedestrian: 'p1', heading: 180, run: 6 });
    expect(evac.state.pedestrians).toEqual([]);
    expect(evac.state.pitCrew.map((p) => p.id)).toEqual(['p1']);
    const inPit = drTestState({ vehicles: [{ id: 'm', x: 78, y: 41, heading: 180, stationary: true, crewOut: true }, BYSTANDER], pitCrew: [{ vehicle: 'm2' }] });
    expect(drLegalCommands(inPit)).toContainEqual(expect.objectContaining({ type: 'board', pedestrian: 'w1' }));
    const { state } = play(inPit, { type: 'board', pedestrian: 'w1' });
    expect(state.pitCrew).toEqual([]);
    expect(vehicleOf(state, 'm').crewOut).toBe(false);
    const outside = drTestState({ vehicles: [{ id: 'm', x: 50, y: 41, heading: 180, stationary: true, crewOut: true }, BYSTANDER], pitCrew: [{ vehicle: 'm2' }] });
    expect(refusal(outside, { type: 'board', pedestrian: 'w1' })).toBe('ILLEGAL');
  });
});
