import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending } from '../flow/turn';
import { newGame } from '../flow/setup';
import { v, applyOk } from '../testkit';
import { designVehicle, validateDesign, type VehicleDesign } from '../design/design';
import type { Command, GameState } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const mg: VehicleDesign = { name: 'Twin Guns', kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'wingLeft', link: 'l' }, { type: 'machineGun', mount: 'wingRight', link: 'l' }, { type: 'oil', mount: 'passive' }] };
const gl: VehicleDesign = { name: 'Boomer', kind: 'renegade', weapons: [{ type: 'grenade40', mount: 'hood' }] };

const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;

/** Game Two's track die, when that step is in play (its own die, so the tests' dice stay theirs). */
function rollTrackIfAny(s: GameState): GameState {
  if (pending(s).step?.kind !== 'rollTrack') return s;
  const t = structuredClone(s);
  t.rng.forced.unshift(1);
  return step(t, { type: 'roll' });
}

const game4 = (designs: unknown, dice: number[] = []) => newGame({ scenario: 'gameFour', players, designs, forcedDice: dice }, 3);

describe('Game Four (p88)', () => {
  it('p88: each player drives the Renegade they designed, weapons and links as designed', () => {
    const r = game4({ ann: mg, bob: gl });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const a = v(r.value, 'car1');
    expect(a).toMatchObject({ kind: 'renegade', owner: 'ann', name: 'Twin Guns', status: 'unplaced' });
    expect(a.weapons.map((w) => [w.type, w.mount, w.link, w.ammo])).toEqual([['machineGun', 'wingLeft', 'l', 12], ['machineGun', 'wingRight', 'l', 12], ['oil', 'passive', null, 12]]);
    expect(v(r.value, 'car2').weapons.map((w) => w.type)).toEqual(['grenade40']);
  });

  const BAD: [string, unknown, string][] = [
    ['no designs at all', undefined, 'designs'],
    ['a player without a design', { ann: mg }, 'designs.bob'],
    ['an Interceptor', { ann: mg, bob: { ...gl, kind: 'interceptor' } }, 'designs.bob'],
    ['no weapon', { ann: { ...mg, weapons: [] }, bob: gl }, 'designs.ann'],
    ['over $50,000 (the car included)', { ann: mg, bob: { ...gl, weapons: [...gl.weapons, { type: 'oil', mount: 'passive' }] } }, 'designs.bob'],
    ['a heavy weapon on a wing', { ann: { ...gl, weapons: [{ type: 'grenade40', mount: 'wingLeft' }] }, bob: gl }, 'designs.ann'],
    ['not a design', { ann: 'a fast car', bob: gl }, 'designs.ann'],
  ];
  it.each(BAD)('p88: %s is refused with a coded set-up error', (_n, designs, path) => {
    const r = game4(designs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_DESIGN', path });
  });

  it('p88: the refusal says what is wrong, in the design rules\' words', () => {
    const r = game4({ ann: mg, bob: { ...gl, kind: 'interceptor' } });
    expect(!r.ok && r.error.message).toBe("Bob's car: This game needs a Renegade (p88); Cost $85,000 is over the budget of $50,000 (p88)");
  });

  it.each([[1, 2], [2, 3], [3, 3], [4, 3], [5, 4], [6, 5]])('p88: a drive skill roll of %i gives drive skill %i', (d, skill) => {
    const r = game4({ ann: mg, bob: gl }, [d, 1]);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    expect(pending(s)).toMatchObject({ kind: 'roll', player: 'ann', vehicle: 'car1', step: { kind: 'rollDriveSkill', player: 'ann' } });
    const res = apply(s, { type: 'roll' });
    if (!res.ok) throw new Error(res.error.message);
    s = res.value.state;
    expect(res.value.events[0]).toMatchObject({ type: 'driveSkillRolled', player: 'ann', driveSkill: skill, dice: [d], rule: 'p88' });
    expect(v(s, 'car1').driveSkill).toBe(skill);
    s = step(s, { type: 'roll' });
    expect(v(s, 'car2').driveSkill).toBe(2);
  });

  it('p88: drive skills, then dice for position, track and placement as Game Two, then the starting speed as Game Three', () => {
    const r = game4({ ann: mg, bob: gl }, [6, 5, 2, 3, 3]);
    if (!r.ok) throw new Error(r.error.message);
    let s = step(step(r.value, { type: 'roll' }), { type: 'roll' });
    expect(pending(s).kind).toBe('rollForLead');
    s = step(s, { type: 'rollForLead' }); // 2: Ann drives the chase car
    expect([v(s, 'car1').side, v(s, 'car2').side]).toEqual(['chase', 'lead']);
    s = rollTrackIfAny(s);
    expect(pending(s)).toMatchObject({ kind: 'place', vehicle: 'car1' });
    s = step(s, legalCommands(s)[0]);
    s = step(s, legalCommands(s)[0]);
    expect(pending(s)).toMatchObject({ kind: 'roll', step: { kind: 'rollStartSpeed' } });
    s = step(s, { type: 'roll' }); // 3 + 3 = 60
    expect(s.vehicles.map((c) => [c.driveSkill, c.speed])).toEqual([[5, 60], [4, 60]]);
    expect(pending(s).kind).toBe('declare');
  });
});

describe('Interceptors in custom set-ups (p82-83)', () => {
  const interceptor: VehicleDesign = {
    name: 'Op Car',
    kind: 'interceptor',
    driveSkill: 5,
    weapons: [
      { type: 'chainGun', mount: 'sideLeft' },
      { type: 'missilePod', mount: 'sideRight' },
      { type: 'oil', mount: 'passiveLeft' },
      { type: 'mines', mount: 'passiveRight' },
    ],
  };

  it('p82-83: a designed Interceptor plays in a custom game: side mounts fire along their own lane, both passives lay', () => {
    expect(validateDesign(interceptor, null)).toMatchObject({ ok: true, cost: 125000, weight: 825 });
    const r = newGame(
      {
        scenario: 'custom',
        players,
        track: { sections: [{ kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }], finish: true },
        vehicles: [
          designVehicle(interceptor, { id: 'op', owner: 'ann', side: 'chase', lane: 3, t0: 20, speed: 40 }),
          designVehicle(gl, { id: 'out', owner: 'bob', side: 'lead', lane: 2, t0: 80, speed: 20 }),
        ],
      },
      1,
    );
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(v(s, 'op')).toMatchObject({ kind: 'interceptor', name: 'Op Car', driveSkill: 5, damage: 24, armour: 4 });
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'op' });
    const shots = legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === 'shoot' ? [c.action.weapon] : []));
    expect(shots).toEqual(['op.w1', 'op.w2']);
    const lays = legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === 'shootPassive' && !c.action.dummy && !c.action.lockOn ? [c.action.weapon] : []));
    expect(lays).toEqual(['op.w3', 'op.w4']);
    // The left side's chain gun sees the Renegade in lane 2; the right side's pod sees nothing.
    let t = step(s, { type: 'declare', vehicle: 'op', action: { kind: 'shoot', weapon: 'op.w1' } });
    expect(legalCommands(t)).toEqual([{ type: 'fire', vehicle: 'op', target: 'out' }, { type: 'holdFire', vehicle: 'op' }]);
    t = step(s, { type: 'declare', vehicle: 'op', action: { kind: 'shoot', weapon: 'op.w2' } });
    expect(pending(t)).toMatchObject({ kind: 'declare', vehicle: 'out' }); // nothing to fire at: the shot lapses
  });
});
