// In a real-dice game (issue 11) the computer still looks ahead: its sampled worlds imagine the
// dice to come (world.ts turns the option off there), and the table rolls the dice of its move.
import { describe, expect, it, vi } from 'vitest';
import { apply, legalCommands, newGame, pending, playerView, type GameState } from '../engine';
import { decide } from './index';
import { aiRng } from './rng';
import { fillWorld } from './world';

// The computer thinks for a while per decision, and much longer unbundled under vitest than in the app.
vi.setConfig({ testTimeout: 60_000 });

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];

describe('the computer in a real-dice game', () => {
  it('plays its worlds with imagined dice and answers with a legal command', () => {
    const g = newGame({ scenario: 'gameOne', players, options: { realDice: true } }, 4);
    if (!g.ok) throw new Error(g.error.message);
    let s: GameState = g.value;
    let looked = 0;
    for (let i = 0; i < 6 && pending(s).kind !== 'gameOver'; i++) {
      const who = pending(s).player!;
      const world = fillWorld(structuredClone(playerView(s, who)), who, aiRng(i + 1), i);
      for (const c of legalCommands(world)) {
        const r = apply(world, c);
        expect(r.ok ? 'applied' : r.error.code).toBe('applied');
        looked++;
      }
      const d = decide(s, who, 'easy');
      expect(legalCommands(s).map((c) => JSON.stringify(c))).toContain(JSON.stringify(d.command));
      // The table rolls: fours whenever the engine asks.
      let cmd = d.command;
      let r = apply(s, cmd);
      while (!r.ok && r.error.code === 'NEEDS_DIE') {
        cmd = { ...cmd, dice: [...(cmd.dice ?? []), ...Array<number>(r.error.need!.count).fill(4)] };
        r = apply(s, cmd);
      }
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(looked).toBeGreaterThan(5);
  });
});
