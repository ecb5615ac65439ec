// The Monte Carlo yardstick (issue 30): it replays from its seed (it draws its worlds from the
// player's view, never from the game's dice), and in a position where some answers win outright
// it picks one of them, not the first answer offered; its worlds are plain samples.
import { describe, expect, it, vi } from 'vitest';
import { apply, legalCommands, newGame, pending } from '../engine';
import type { GameSetup, GameState } from '../engine';
import { MC, mcChoice, mcWins, mcWorlds } from './montecarlo';
import { chooserFor, playGame } from '.';
import { picker } from '../sim/prng';

// Every answer is played to the end 16 times: slow unbundled under vitest.
vi.setConfig({ testTimeout: 120_000 });

/**
 * Ann's lead car stands still a space short of the finish line (p87) on its last damage point; Bob's
 * Interceptor behind it has a heavy laser in range. Moving off now crosses the line (a win); staying
 * or reversing leaves it to be shot to a wreck (p28) by a chaser that fires every turn.
 */
const SHORT_ROAD: GameSetup = {
  scenario: 'custom',
  players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }],
  track: { sections: [{ kind: 'straight' }, { kind: 'straight' }, { kind: 'straight' }], finish: true },
  vehicles: [
    { id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [], lane: 3, t0: 160, speed: 0 },
    { id: 'car2', kind: 'interceptor', owner: 'bob', side: 'chase', driveSkill: 3, weapons: [{ type: 'heavyLaser', mount: 'hood' }], lane: 3, t0: 60, speed: 20 },
  ],
};

function oneSpaceShort(): GameState {
  const g = newGame(SHORT_ROAD, 1);
  if (!g.ok) throw new Error(g.error.message);
  const s = structuredClone(g.value);
  s.vehicles[0].damage = 1;
  // Bob's chase car (moving) declares first and keeps on; then Ann's stationary car (p15).
  const r = apply(s, legalCommands(s).find((c) => c.type === 'declare' && c.action.kind === 'none')!);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('the Monte Carlo yardstick', () => {
  it('picks an answer that wins: moving off over the line, not staying put (the first offered)', () => {
    const s = oneSpaceShort();
    expect(pending(s)).toMatchObject({ player: 'ann', vehicle: 'car1' });
    const wins = mcWins(s, 'ann');
    const of = (kind: string) => wins.filter((x) => x.command.type === 'declare' && x.command.action.kind === kind).map((x) => x.wins);
    expect(of('moveOff').every((n) => n === 16)).toBe(true);
    expect([...of('none'), ...of('reverse')].every((n) => n < 16)).toBe(true);
    expect(wins[0].command).toMatchObject({ action: { kind: 'none' } });
    expect(mcChoice(s, 'ann')).toMatchObject({ type: 'declare', vehicle: 'car1', action: { kind: 'moveOff' } });
  });

  it('plays every answer out in 16 plain samples: no world has its first die forced (16 worlds would roll faces 1-4 thrice and 5-6 twice)', () => {
    const s = oneSpaceShort();
    const worlds = mcWorlds(s, 'ann');
    expect(worlds.length).toBe(MC.worlds);
    expect(MC.worlds).toBe(16);
    expect(worlds.map((w) => w.rng.forced)).toEqual(Array.from({ length: 16 }, () => []));
    expect(new Set(worlds.map((w) => w.rng.s)).size).toBe(16);
    // The view's own dice are never used: every world has its own.
    expect(worlds.some((w) => w.rng.s === s.rng.s)).toBe(false);
  });

  it('decides from the view: the dice to come do not change its answer', () => {
    const s = oneSpaceShort();
    const other: GameState = { ...s, rng: { ...s.rng, s: (s.rng.s ^ 0x5bd1e995) >>> 0, forced: [6, 6, 1] } };
    expect(chooserFor('mc', () => 0)(other, 'ann')).toEqual(chooserFor('mc', () => 0)(s, 'ann'));
  });

  // Issue 31 (docs/tests-moved.md, eighth trim): on the short road above, not Game One, where every
  // answer's 16 play-outs ran a whole Game One (93 s of the file's 191 s, load 28). Replaying from
  // the seed does not depend on the board; the yardstick decides each of the four commands here too.
  it('replays from its seed: the same game on the short road twice, against random', () => {
    const game = () => playGame(SHORT_ROAD, 7, { ann: 'mc', bob: 'random' }, picker(7).below, 4);
    const a = game();
    // Four commands, or fewer if the game ends first (here Ann's car is over the line in two).
    expect(a.commands.length === 4 || a.end === 'won').toBe(true);
    // The yardstick chose among several answers at least once (a single answer is not a choice).
    expect(a.times.ann?.length).toBeGreaterThan(0);
    const b = game();
    expect(b.commands).toEqual(a.commands);
    expect(b.state).toEqual(a.state);
  });
});
