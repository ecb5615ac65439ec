// playerView (STYLE.md "secrets"; p22: dummies are secret until turned over): what one player may
// know. States that differ only in what the player may not see give the same view.
import { describe, expect, it } from 'vitest';
import { isHiddenFrom, playerView } from './playerView';
import { testState } from '../testkit';
import type { GameState } from '../types';

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
});
