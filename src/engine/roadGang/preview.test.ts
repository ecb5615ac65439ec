// The odds shown before a choice are the dice the rules will roll (one truth: same modifiers),
// and every choice gets words: odds, or the reason no die decides it.
import { describe, expect, it } from 'vitest';
import { newRng, rollDie } from '../rng';
import { rgPreview } from './preview';
import { newRoadGang } from './setup';
import { rgApply, rgLegalCommands } from './turn';
import { rgTestState } from './testkit';
import { play } from './testPlay';
import type { RgCommand, RgState } from './types';

const A = (x: object) => ({ by: 'a', ...x }) as RgCommand;

describe('road-gang odds', () => {
  it('a ride lists the counters it will test, with the evade chance (Ride phase)', () => {
    const s = rgTestState({ vehicles: [{ id: 'c', type: 'compact', gang: 'a', segment: 1 }], counters: [{ kind: 'tacks', owner: 'b', segment: 4 }, { kind: 'oil', owner: 'a', segment: 6 }], dice: [4, 4] });
    const t = play(s, { type: 'activate', by: 'a', vehicle: 'c' }, { type: 'ride', by: 'a' }).s;
    const o = rgPreview(t, { type: 'move', by: 'a', direction: 'forward', boost: 0, nitros: null, chutes: null });
    // Compact mnvr +1: tacks 2D6+1 (26/36), own oil 2D6+2 (30/36).
    expect(o.chance).toBeCloseTo((26 / 36) * (30 / 36));
    expect(o.text).toContain('segment 8');
    // The button's distance is explained: 4 + 4 rolled, the compact's speed -1.
    expect(o.text).toContain('8 rolled, less 1 for its speed: 7 segments');
  });

  it('before the roll: 2D6 less a negative speed, plus up to a positive one; the train 1D3+1D3 forward (Ride phase, Armored train)', () => {
    const s = rgTestState({ vehicles: [{ id: 'c', type: 'compact', gang: 'a', segment: 1 }, { id: 'd', type: 'dragster', gang: 'a', segment: 1 }, { id: 't', type: 'armoredTrain', gang: 'a', segment: 1 }] });
    const ride = (id: string) => rgPreview(play(s, A({ type: 'activate', vehicle: id })).s, A({ type: 'ride' }));
    expect(ride('c')).toEqual({ chance: null, text: expect.stringContaining('Rolls 2D6, less 1 for its speed: 1-11 segments') });
    expect(ride('d').text).toContain('Rolls 2D6, plus up to 3 for its speed if you wish: 2-15 segments');
    expect(ride('t').text).toContain('1D3+1D3 (2-6 segments, always forward)');
  });

  it('a shot: 1D6 + to-hit (+1 close) against 1D6 + armor (Missile phase)', () => {
    const s = rgTestState({ vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['shotgun'] }, { id: 'y', type: 'bus', gang: 'b', segment: 11 }] });
    const t = play(s, { type: 'activate', by: 'a', vehicle: 'x' }, { type: 'pass', by: 'a' }).s;
    const fire = rgLegalCommands(t).find((c) => c.type === 'fire')!;
    const o = rgPreview(t, fire);
    // x + 2 > y + 3 when x - y is 2 or more: 10 of 36.
    expect(o.chance).toBeCloseTo(10 / 36);
    expect(o.text).toBe('1D6 + 2 against 1D6 + 3 (armor): 28% to hit, one crew killed.');
  });

  it('a fire weapon adds its 1 in 6 ball of flame; rockets kill 1D3; tyres set the speed to -2 (Missile phase)', () => {
    const s = rgTestState({ vehicles: [{ id: 'x', type: 'suv', gang: 'a', segment: 10, items: ['flameThrower', 'rockets'] }, { id: 'y', type: 'bus', gang: 'b', segment: 11 }] });
    const t = play(s, A({ type: 'activate', vehicle: 'x' }), A({ type: 'pass' })).s;
    const flame = rgPreview(t, A({ type: 'fire', weapon: 'x.e1', target: 'y', aim: 'crew' }));
    // Flame thrower +2, +1 close: 1D6+3 against 1D6+3 wins 15 of 36; then 1 in 6.
    expect(flame.chance).toBeCloseTo(15 / 36);
    expect(flame.text).toContain(`ball of flame destroys it: ${Math.round((15 / 36 / 6) * 100)}% in all`);
    expect(rgPreview(t, A({ type: 'fire', weapon: 'x.e2', target: 'y', aim: 'crew' })).text).toContain('1D3 crew killed');
    expect(rgPreview(t, A({ type: 'fire', weapon: 'x.e2', target: 'y', aim: 'tyres' })).text).toContain('speed becomes -2 for good');
  });

  it('a ram: the chance to win and each side\'s chance to be wrecked (5-6 after losing), and the avoid roll (Ram phase)', () => {
    // Bus (size 4) rams a motorcycle (size 1, faster and nimbler: it may avoid).
    const s = rgTestState({ vehicles: [{ id: 'x', type: 'bus', gang: 'a', segment: 10 }, { id: 'y', type: 'motorcycle', gang: 'b', segment: 10 }] });
    const t = play(s, A({ type: 'activate', vehicle: 'x' }), A({ type: 'pass' })).s;
    expect(t.flow).toMatchObject({ phase: 'ram' });
    const o = rgPreview(t, A({ type: 'attack', target: 'y' }));
    // 1D6+4 beats 1D6+1 unless the die difference is 3 or more against: 30 of 36; loses 3 of 36.
    expect(o.chance).toBeCloseTo(30 / 36);
    expect(o.text).toContain('83% to win, 8% to lose');
    expect(o.text).toContain(`y ${Math.round((30 / 36 / 3) * 100)}%, yours ${Math.round((3 / 36 / 3) * 100)}%`);
    expect(o.text).toContain('may first try to avoid it (4-6, 50%)');
    // The motorcycle's player, standing to fight, sees the same contest from its side.
    const u = play(t, A({ type: 'attack', target: 'y' })).s;
    expect(rgPreview(u, { type: 'avoid', by: 'b', avoid: true }).chance).toBeCloseTo(1 / 2);
    expect(rgPreview(u, { type: 'avoid', by: 'b', avoid: false })).toEqual({ chance: 3 / 36, text: expect.stringContaining('8% to win, 83% to lose') });
  });

  it('every offered choice in random games has odds or the reason none, and "No dice" is never a roll', () => {
    const problems: string[] = [];
    for (const seed of [2, 3, 7]) {
      const g = newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], options: { train: seed === 3, gyrocopter: seed === 7 } }, seed);
      if (!g.ok) throw new Error(g.error.message);
      let s: RgState = g.value.state;
      const r = newRng(seed);
      for (let k = 0; k < 400 && s.flow.kind !== 'over'; k++) {
        const legal = rgLegalCommands(s);
        // Placing offers a hundred segments each: check a few.
        for (const c of legal.filter((x, i) => x.type !== 'place' || i % 25 === 0)) {
          const o = rgPreview(s, c);
          if (!o.text) problems.push(`${s.flow.kind} ${c.type}: no words`);
          if (o.chance !== null && !(o.chance >= 0 && o.chance <= 1)) problems.push(`${c.type}: chance ${o.chance}`);
          if (o.text.startsWith('No dice')) {
            const out = rgApply(s, c);
            if (out.ok && out.value.events.some((e) => e.dice.length > 0)) problems.push(`${c.type} said no dice but rolled: ${out.value.events.filter((e) => e.dice.length).map((e) => e.type).join()}`);
          }
        }
        const out = rgApply(s, legal[rollDie(r, legal.length) - 1]);
        if (!out.ok) throw new Error(out.error.message);
        s = out.value.state;
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
