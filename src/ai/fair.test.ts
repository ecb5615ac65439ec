// The computer plays fair (issue 12): it decides from its player's view only, so two states that
// differ only in what that player may not know — a face-down marker real or a dummy (p22), the
// dice generator's state and forced dice — give it the same choice, at every level.
import { describe, expect, it, vi } from 'vitest';
import { legalCommands, newGame, pending, playerView } from '../engine';
import type { GameState } from '../engine';
import { chooserFor, decide, LEVELS, reasonFor } from '.';
import { applyAll } from '../engine/testkit';

// The computer thinks for a while per decision, and much longer unbundled under vitest than in the app.
vi.setConfig({ testTimeout: 60_000 });

/** Game One (p87): Ann leads (forced 1), the cars are placed, and Ann's car lays an oil marker, real or not. */
function afterMarker(dummy: boolean): GameState {
  const g = newGame({ scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }], forcedDice: [1] }, 5);
  if (!g.ok) throw new Error(g.error.message);
  let s = applyAll(g.value, [
    { type: 'rollForLead' },
    { type: 'place', vehicle: 'car2', lane: 2, t0: 40 },
    { type: 'place', vehicle: 'car1', lane: 3, t0: 80 },
  ]);
  expect(pending(s).vehicle).toBe('car1');
  s = applyAll(s, [{ type: 'declare', vehicle: 'car1', action: { kind: 'shootPassive', weapon: 'car1.w2', dummy } }]);
  // On until Bob (the chase car) decides.
  for (let i = 0; i < 10 && pending(s).player !== 'bob'; i++) s = applyAll(s, [legalCommands(s).find((c) => c.type === 'declare' && c.action.kind === 'none') ?? legalCommands(s)[0]]);
  expect(pending(s).player).toBe('bob');
  return s;
}

describe('the computer decides from its player view only', () => {
  const real = afterMarker(false);
  const dummy = afterMarker(true);
  const otherDice: GameState = { ...real, rng: { ...real.rng, s: (real.rng.s ^ 0x5bd1e995) >>> 0, forced: [6, 6, 6, 1, 1, 1] } };

  it('the three states really differ, in hidden information only', () => {
    expect(real.markers.some((m) => !m.faceUp)).toBe(true);
    expect(real).not.toEqual(dummy);
    expect(real).not.toEqual(otherDice);
    expect(playerView(real, 'bob')).toEqual(playerView(dummy, 'bob'));
    expect(playerView(real, 'bob')).toEqual(playerView(otherDice, 'bob'));
  });

  it.each(LEVELS)('level %s: the same choice and the same reason whether the marker is real or a dummy, whatever the dice to come', (level) => {
    const a = decide(real, 'bob', level);
    expect(decide(dummy, 'bob', level)).toEqual(a);
    expect(decide(otherDice, 'bob', level)).toEqual(a);
    expect(legalCommands(real)).toContainEqual(a.command);
  });

  it('the greedy baseline too', () => {
    const greedy = chooserFor('greedy', () => 0);
    expect(greedy(dummy, 'bob')).toEqual(greedy(real, 'bob'));
    expect(greedy(otherDice, 'bob')).toEqual(greedy(real, 'bob'));
  });

  it('p22: the reason for laying a marker reads the same for a real one and a dummy', () => {
    const g = newGame({ scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }], forcedDice: [1] }, 5);
    if (!g.ok) throw new Error(g.error.message);
    const s = applyAll(g.value, [{ type: 'rollForLead' }, { type: 'place', vehicle: 'car2', lane: 2, t0: 40 }, { type: 'place', vehicle: 'car1', lane: 3, t0: 80 }]);
    const lay = (dummy: boolean) => legalCommands(s).find((c) => c.type === 'declare' && c.action.kind === 'shootPassive' && c.action.dummy === dummy && !c.action.lockOn)!;
    const view = playerView(s, 'ann');
    const [fake, real] = [reasonFor(view, 'ann', lay(true)), reasonFor(view, 'ann', lay(false))];
    expect(fake).toBe(real);
    expect(fake).not.toMatch(/is a dummy|a real marker|\(real\)/i);
  });
});

/**
 * The set-up's secrets (p87-88): Game Three's table chosen by the first player, while the second
 * chooses; a side's design in Game Six, while the other side designs.
 */
describe('the computer decides the set-up from its player view only', () => {
  const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

  function gameThreeAfter(loadout: 'offensive' | 'defensive'): GameState {
    const g = newGame({ scenario: 'gameThree', players }, 5);
    if (!g.ok) throw new Error(g.error.message);
    return applyAll(g.value, [{ type: 'chooseLoadout', player: 'ann', loadout }]);
  }

  it.each(LEVELS)('p87, level %s: Bob chooses his table the same whether Ann chose offensive or defensive', (level) => {
    const [off, def] = [gameThreeAfter('offensive'), gameThreeAfter('defensive')];
    expect(pending(off)).toMatchObject({ kind: 'chooseLoadout', player: 'bob' });
    expect(off).not.toEqual(def);
    expect(playerView(off, 'bob')).toEqual(playerView(def, 'bob'));
    const a = decide(off, 'bob', level);
    expect(decide(def, 'bob', level)).toEqual(a);
    expect(legalCommands(off)).toContainEqual(a.command);
  });

  it('p87: the greedy and random baselines too', () => {
    const [off, def] = [gameThreeAfter('offensive'), gameThreeAfter('defensive')];
    for (const policy of ['greedy', 'random', 'first'] as const) expect(chooserFor(policy, () => 1)(def, 'bob')).toEqual(chooserFor(policy, () => 1)(off, 'bob'));
  });

  /** Game Six (p88) with the roll for sides forced (Ann low: the Op); the Op has designed, the gang is to. */
  function gameSixAfter(design: number): GameState {
    const g = newGame({ scenario: 'gameSix', players, forcedDice: [1, 6] }, 5);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    while (pending(s).kind === 'roll') s = applyAll(s, [{ type: 'roll' }]);
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'ann' });
    s = applyAll(s, [legalCommands(s)[design]]);
    expect(pending(s)).toMatchObject({ kind: 'design', player: 'bob' });
    return s;
  }

  it.each(LEVELS)("p88, level %s: the gang's design is the same whatever the Op bought", (level) => {
    const [a, b] = [gameSixAfter(0), gameSixAfter(1)];
    expect(a.vehicles).not.toEqual(b.vehicles);
    expect(playerView(a, 'bob')).toEqual(playerView(b, 'bob'));
    expect(decide(b, 'bob', level)).toEqual(decide(a, 'bob', level));
  });
});
