import { describe, expect, it } from 'vitest';
import { legalCommands, pending, startPhase } from '../flow/turn';
import { newGame } from '../flow/setup';
import { testState, v, must, applyOk } from '../testkit';
import type { VehicleDesign } from '../design/design';
import type { SetupStep } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const mg: VehicleDesign = { name: 'Runner', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passive' }] };
const gl: VehicleDesign = { name: 'Boomer', kind: 'renegade', weapons: [{ type: 'grenade40', mount: 'hood' }] };


const step = applyOk;

const game5 = (dice: number[] = [], designs: unknown = { ann: mg, bob: gl }) => newGame({ scenario: 'gameFive', players, designs, forcedDice: dice }, 5);

describe('Game Five (p88)', () => {
  it('p88: both players drive the cars they designed with $50,000, as in Game Four; the track starts as three straights (p74)', () => {
    const s = must(game5());
    expect(s.scenario).toBe('gameFive');
    expect(v(s, 'car1')).toMatchObject({ name: 'Runner', owner: 'ann', status: 'unplaced' });
    expect(v(s, 'car2').weapons.map((w) => w.type)).toEqual(['grenade40']);
    expect(s.track.sections).toEqual([{ kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }]);
    expect(s.road).toMatchObject({ continuous: false, hazards: true });
    expect(s.roadHazards).toEqual([]);
  });

  it.each([
    ['no designs', null, 'designs'],
    ['an over-budget car', { ann: mg, bob: { ...gl, weapons: [...gl.weapons, { type: 'oil', mount: 'passive' }] } }, 'designs.bob'],
  ])('p88: %s is refused with a coded set-up error', (_n, designs, path) => {
    const r = game5([], designs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_DESIGN', path });
    const three = newGame({ scenario: 'gameFive', players: [...players, { id: 'cy', name: 'Cy' }], designs: { ann: mg, bob: gl, cy: mg } }, 1);
    expect(three.ok).toBe(false);
  });

  it('p88, p74, p87: drive skills, the die for the lead, the track, the placings, then the starting speed', () => {
    let s = must(game5([/* skills */ 6, 1, /* lead: Ann */ 3, /* track: four straights, no hazards */ 1, 2, 2, 3, 3, 4, 4, 5, /* speed 2+4 */ 2, 4]));
    const kinds: SetupStep['kind'][] = [];
    const seen = (): void => void kinds.push((s.flow.kind === 'setup' ? s.flow.steps[0].kind : 'turn') as SetupStep['kind']);
    seen();
    s = step(s, { type: 'roll' }).s;
    seen();
    s = step(s, { type: 'roll' }).s;
    expect([v(s, 'car1').driveSkill, v(s, 'car2').driveSkill]).toEqual([5, 2]); // p88 table: 6 -> 5, 1 -> 2
    seen();
    s = step(s, { type: 'rollForLead' }).s;
    seen();
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'ann', step: { kind: 'generateTrack' } });
    const gen = step(s, { type: 'roll' });
    s = gen.s;
    expect(s.track.sections).toHaveLength(7);
    expect(s.track.finishTick).toBe(420);
    expect(gen.events.filter((e) => e.type === 'trackPlaced').map((e) => [e.section, e.dice])).toEqual([[3, [1]], [4, [2]], [5, [3]], [6, [4]]]);
    // p76: each generated section rolled for road hazards; the three opening straights did not.
    expect(gen.events.filter((e) => e.type === 'roadHazard').map((e) => (e as { section: number }).section)).toEqual([3, 4, 5, 6]);
    seen();
    expect(legalCommands(s).every((c) => c.type === 'place' && c.t0 >= 0 && c.t0 < 60)).toBe(true);
    s = step(s, { type: 'place', vehicle: 'car2', lane: 4, t0: 20 }).s;
    seen();
    s = step(s, { type: 'place', vehicle: 'car1', lane: 4, t0: 80 }).s;
    seen();
    s = step(s, { type: 'roll' }).s;
    expect(kinds).toEqual(['rollDriveSkill', 'rollDriveSkill', 'rollForLead', 'generateTrack', 'place', 'place', 'rollStartSpeed']);
    expect(s.flow.kind).toBe('phase');
    expect(s.vehicles.map((x) => x.speed)).toEqual([60, 60]);
  });

  it('p88: the lead car wins by moving off the seventh track section', () => {
    const board = testState({ vehicles: [{ id: 'lead', side: 'lead', lane: 4, space: 20, speed: 40 }, { id: 'chase', side: 'chase', lane: 4, space: 10, speed: 20 }], sections: 7, finish: true, phase: 2 });
    const s0 = startPhase(board, 2);
    const { s, events } = step(s0, { type: 'declare', vehicle: 'lead', action: { kind: 'none' } });
    expect(v(s, 'lead').status).toBe('finished');
    expect(s.winner).toMatchObject({ side: 'lead' });
    expect(events.some((e) => e.type === 'gameOver')).toBe(true);
  });

  it('p88, p74: the finish line is at the far end of the generated track', () => {
    let s = must(game5([6, 1, 3, /* section 4: a left corner, clear */ 5, 6, 1, 2, /* 5: the straight after it, clear */ 4, /* 6, 7: straights, clear */ 3, 5, 2, 6]));
    s = step(s, { type: 'roll' }).s;
    s = step(s, { type: 'roll' }).s;
    s = step(s, { type: 'rollForLead' }).s;
    s = step(s, { type: 'roll' }).s;
    expect(s.track.sections.map((x) => x.kind)).toEqual(['straight', 'straight', 'straight', 'corner', 'straight', 'straight', 'straight']);
    expect(s.track.finishTick).toBe(7 * 60);
  });
});
