// playerView (docs/architecture.md "Secrets"; p22: dummies are secret until turned over): what one player may
// know. States that differ only in what the player may not see give the same view.
import { describe, expect, it } from 'vitest';
import { isHiddenFrom, playerView } from './playerView';
import { applyAll, testState } from '../testkit';
import { legalCommands, pending } from '../flow/turn';
import { newGame } from '../flow/setup';
import { roadGang } from '../rulesets';
import type { GameState } from '../types';

const ANN_BOB = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

/** Car a (player a) has laid one face-down oil marker, real or dummy, from its stock (p22). */
function laid(dummy: boolean): GameState {
  const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 6 }, { id: 'b', lane: 3, space: 2 }], dice: [4, 2] });
  const a = s.vehicles[0];
  if (dummy) a.dummies -= 1;
  else a.weapons[1].ammo! -= 1;
  // As passives.ts keeps it: laid face down, not yet turned over.
  a.unrevealed = dummy ? { dummies: 1, ammo: {} } : { dummies: 0, ammo: { [a.weapons[1].id]: 1 } };
  s.markers.push({ id: 'm1', kind: 'oil', dummy, faceUp: false, owner: 'a', ...(dummy ? {} : { weapon: a.weapons[1].id }), cell: { lane: 3, t0: 100, t1: 120 }, underVehicle: null });
  return s;
}

describe('playerView: what a player may know (p22)', () => {
  it('p22: a face-down marker of an opponent reads the same whether it is real or a dummy, stock included', () => {
    const real = laid(false);
    const dummy = laid(true);
    expect(real).not.toEqual(dummy);
    const vr = playerView(real, 'b');
    expect(vr).toEqual(playerView(dummy, 'b'));
    expect(vr.markers[0].dummy).toBe(false);
    // As if laid from neither stock: the record sheet does not tell.
    expect(vr.vehicles[0].dummies).toBe(6);
    expect(vr.vehicles[0].weapons[1].ammo).toBe(12);
  });

  it('p22: the player who laid it still knows what it is', () => {
    expect(playerView(laid(true), 'a').markers[0].dummy).toBe(true);
    expect(playerView(laid(true), 'a').vehicles[0].dummies).toBe(5);
    expect(isHiddenFrom(laid(true), laid(true).markers[0], 'a')).toBe(false);
    expect(isHiddenFrom(laid(true), laid(true).markers[0], 'b')).toBe(true);
  });

  it('a marker turned face up is public', () => {
    const s = laid(true);
    s.markers[0].faceUp = true;
    s.vehicles[0].unrevealed = { dummies: 0, ammo: {} };
    expect(playerView(s, 'b').markers[0].dummy).toBe(true);
  });

  it('the dice to come are not in the view: seed, generator state and forced dice are blank; the count of dice rolled stays', () => {
    const s = laid(false);
    s.rng = { seed: 77, s: 12345, forced: [6, 6, 1], rolls: 9 };
    const t = { ...laid(false), rng: { seed: 3, s: 999, forced: [], rolls: 9 } };
    expect(playerView(s, 'b').rng).toEqual({ seed: 0, s: 0, forced: [], rolls: 9 });
    expect(playerView(s, 'b')).toEqual(playerView(t, 'b'));
  });

  it('leaves its argument unchanged', () => {
    const s = laid(true);
    const copy = structuredClone(s);
    playerView(s, 'b');
    expect(s).toEqual(copy);
  });

  it('p22: an Interceptor with oil and smoke layers: a smoke dummy face down reads as an oil marker, the same as a real one', () => {
    const layers = (dummyFromSmoke: boolean): GameState => {
      const s = testState({ vehicles: [{ id: 'a', kind: 'interceptor', lane: 3, space: 6, weapons: [{ type: 'machineGun', mount: 'hood' }, { type: 'oil', mount: 'passiveLeft' }, { type: 'smoke', mount: 'passiveRight' }] }, { id: 'b', lane: 3, space: 2 }] });
      const a = s.vehicles[0];
      const [oil, smoke] = [a.weapons[1], a.weapons[2]];
      if (dummyFromSmoke) a.dummies -= 1;
      else oil.ammo! -= 1;
      a.unrevealed = dummyFromSmoke ? { dummies: 1, ammo: {} } : { dummies: 0, ammo: { [oil.id]: 1 } };
      // Real smoke goes face up (p22): a face-down smoke marker would be a dummy for sure.
      const cell = { lane: 3, t0: 100, t1: 120 };
      s.markers.push(dummyFromSmoke ? { id: 'm1', kind: 'smoke', dummy: true, faceUp: false, owner: 'a', cell, underVehicle: null } : { id: 'm1', kind: 'oil', dummy: false, faceUp: false, owner: 'a', weapon: oil.id, cell, underVehicle: null });
      expect(smoke.type).toBe('smoke');
      return s;
    };
    expect(playerView(layers(true), 'b')).toEqual(playerView(layers(false), 'b'));
    expect(playerView(layers(true), 'b').markers[0].kind).toBe('oil');
    expect(playerView(layers(true), 'a').markers[0]).toMatchObject({ kind: 'smoke', dummy: true });
  });

  it('p87 Game Three: the table Ann chose is not in Bob\'s view (nor a watcher\'s) until he has chosen his', () => {
    const g = newGame({ scenario: 'gameThree', players: ANN_BOB }, 3);
    if (!g.ok) throw new Error(g.error.message);
    const ann = (loadout: 'offensive' | 'defensive') => applyAll(g.value, [{ type: 'chooseLoadout', player: 'ann', loadout }]);
    const [off, def] = [ann('offensive'), ann('defensive')];
    expect(pending(off)).toMatchObject({ kind: 'chooseLoadout', player: 'bob' });
    expect(playerView(off, 'bob')).toEqual(playerView(def, 'bob'));
    expect(playerView(off, '')).toEqual(playerView(def, ''));
    expect(JSON.stringify(playerView(off, 'bob'))).not.toMatch(/offensive/);
    // Ann knows her own choice.
    expect(JSON.stringify(playerView(off, 'ann'))).toMatch(/"loadout":"offensive"/);
    // Both chosen: both tables are known before the rolls (p87).
    const both = applyAll(off, [{ type: 'chooseLoadout', player: 'bob', loadout: 'defensive' }]);
    const steps = (v: GameState) => (v.flow.kind === 'setup' ? v.flow.steps.filter((x) => x.kind === 'rollLoadout') : []);
    expect(steps(playerView(both, 'bob'))).toEqual([
      { kind: 'rollLoadout', player: 'ann', loadout: 'offensive' },
      { kind: 'rollLoadout', player: 'bob', loadout: 'defensive' },
    ]);
  });

  it("p88 Game Six: the Op's Interceptor and role are not in the gang's view until the gang has designed", () => {
    const g = newGame({ scenario: 'gameSix', players: ANN_BOB, forcedDice: [1, 6] }, 3);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    while (pending(s).kind === 'roll') s = applyAll(s, [{ type: 'roll' }]);
    const op = (i: number) => applyAll(s, [legalCommands(s)[i]]);
    const [a, b] = [op(0), op(1)];
    expect(pending(a)).toMatchObject({ kind: 'design', player: 'bob' });
    expect(a.vehicles).not.toEqual(b.vehicles);
    expect(playerView(a, 'bob')).toEqual(playerView(b, 'bob'));
    expect(playerView(a, 'bob').vehicles).toEqual([]);
    expect(playerView(a, 'bob').sides?.find((x) => x.players.includes('ann'))?.role).toBeUndefined();
    expect(playerView(a, 'ann').vehicles).toEqual(a.vehicles);
    // Every side has designed: the vehicles go on the road, in the open.
    const done = applyAll(a, [legalCommands(a)[0]]);
    expect(playerView(done, 'bob').vehicles.map((v) => v.id)).toEqual(done.vehicles.map((v) => v.id));
  });

  it('the road-gang game: nothing on its table is hidden, but the dice to come are not in the view', () => {
    const g = roadGang.newGame({ ruleset: 'roadGang', players: ANN_BOB }, 77);
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value.state;
    const v = roadGang.playerView(s, 'ann');
    expect(v.rng).toEqual({ seed: 0, s: 0, forced: [], rolls: s.rng.rolls });
    expect({ ...v, rng: s.rng }).toEqual(s);
  });
});
