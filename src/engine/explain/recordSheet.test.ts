// What a record sheet may show (p22: dummies are secret until turned over; p11: secret record
// sheets): the stock of markers is put back for the other players until a marker is revealed,
// and with secret sheets the others see only speed, speed factor and the model.
import { describe, expect, it } from 'vitest';
import { layPassive, resolveMarkerHits } from '../resolve/passives';
import { playerView } from './playerView';
import { sheetViews, SHEET_SECRETS } from './recordSheet';
import { testCtx, testState, v } from '../testkit';
import type { GameState } from '../types';

/** Car a (oil layer, 12 shots, 6 dummies) driven by a's player; car f behind it. */
function board(f: { lane: number; space: number } = { lane: 6, space: 0 }): GameState {
  return testState({ vehicles: [{ id: 'a', lane: 3, space: 3, weapons: [{ type: 'oil', mount: 'passive' }] }, { id: 'f', ...f }] });
}
const sheetOf = (s: GameState, viewer: string | null, id: string) => sheetViews(s, viewer).find((x) => x.vehicle.id === id)!;

describe('record sheets keep the markers secret (p22)', () => {
  it.each([false, true])('p22: laying a marker (dummy: %s) changes no other player\'s sheet; its driver sees the truth', (dummy) => {
    const s = board();
    const owner = v(s, 'a').owner;
    const other = v(s, 'f').owner;
    expect(layPassive(testCtx(s), 'a', 'a.w1', dummy)).toBe('laid');
    for (const viewer of [other, null]) {
      const seen = sheetOf(s, viewer, 'a').vehicle;
      expect([seen.dummies, seen.weapons[0].ammo]).toEqual([6, 12]);
      expect(seen.unrevealed).toBeUndefined();
      expect(seen).toEqual(sheetOf(board(), viewer, 'a').vehicle);
    }
    const mine = sheetOf(s, owner, 'a');
    expect(mine.own).toBe(true);
    expect([mine.vehicle.dummies, mine.vehicle.weapons[0].ammo]).toEqual(dummy ? [5, 12] : [6, 11]);
  });

  it.each([false, true])('p22: once the marker (dummy: %s) is turned over, everyone\'s sheet counts it', (dummy) => {
    const s = board();
    const ctx = testCtx(s);
    layPassive(ctx, 'a', 'a.w1', dummy);
    resolveMarkerHits(ctx, 'f', [s.markers[0].id], 'straight');
    const seen = sheetOf(s, v(s, 'f').owner, 'a').vehicle;
    expect([seen.dummies, seen.weapons[0].ammo]).toEqual(dummy ? [5, 12] : [6, 11]);
  });

  it('p23: a shot that scattered (no marker laid) still does not tell the others which it was', () => {
    const real = board({ lane: 3, space: 2 });
    const dummy = board({ lane: 3, space: 2 });
    expect(layPassive(testCtx(real, [1]), 'a', 'a.w1', false)).toBe('failed');
    expect(layPassive(testCtx(dummy, [1]), 'a', 'a.w1', true)).toBe('failed');
    const other = v(real, 'f').owner;
    expect(sheetOf(real, other, 'a').vehicle).toEqual(sheetOf(dummy, other, 'a').vehicle);
    expect(playerView(real, other)).toEqual(playerView(dummy, other));
  });

  it('p22: real smoke is laid face up, so everyone sees the shot spent at once', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, weapons: [{ type: 'smoke', mount: 'passive' }] }, { id: 'f', lane: 6, space: 0 }] });
    layPassive(testCtx(s), 'a', 'a.w1', false);
    expect(sheetOf(s, v(s, 'f').owner, 'a').vehicle.weapons[0].ammo).toBe(v(s, 'a').weapons[0].ammo);
  });
});

describe('secret record sheets (p11)', () => {
  it('p11: off, nothing but the markers is hidden from anyone', () => {
    const s = board();
    expect(sheetViews(s, null).every((x) => x.hidden.length === 0 && x.rule === null)).toBe(true);
  });

  it('p11: on, others see speed, speed factor and the model only; the driver sees the whole sheet', () => {
    const s = board();
    s.options.secretRecordSheets = true;
    const owner = v(s, 'a').owner;
    const other = v(s, 'f').owner;
    expect(sheetOf(s, other, 'a')).toMatchObject({ own: false, hidden: SHEET_SECRETS, rule: 'p11' });
    expect(sheetOf(s, null, 'a').hidden).toEqual(SHEET_SECRETS);
    expect(sheetOf(s, owner, 'a')).toMatchObject({ own: true, hidden: [] });
    expect(SHEET_SECRETS).toEqual(expect.arrayContaining(['damage', 'ammunition', 'criticals']));
    expect(SHEET_SECRETS).not.toContain('speed');
  });
});
