// Saves from before the abandon question (Dark Future ruleset version 1: abandon was declared in
// the bike's phase 1 slot) still load (p69). The fixture games were played by that engine (commit
// 670119e) with random play, and until ruleset version 3 they replayed, brought up to date, to the
// same end. Version 3 corrected p12's move order at one speed (the vehicle in front moves first):
// in all three the tank, in front of the bikes at 20 mph, now moves before them, so the rules refuse
// each list at its first commands and the game goes on from there (src/shell/saves/rulesChanged.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, darkFuture, newGame, pending, type Command, type GameState } from '../engine';
import { sessionFromText } from '../shell/sessionStore';
// Dark Future's part hands the one store its rules and its reading of files (addGameRules).
import './index';
import { runSimText } from '../sim/runSim';
import { parseGame } from './gameSession';

// Version 1's list as the ruleset's own upgrade rewrites it (engine flow/abandonBeforeTurn.ts).
const abandonBeforeTurn = (setup: unknown, seed: number, commands: readonly unknown[]): unknown[] => darkFuture.upgrade!(setup, seed, 1, commands).commands;

interface Fixture {
  file: { setup: unknown; seed: number; commands: Command[]; rulesetVersion: number };
  turn: number;
  vehicles: unknown[][];
}
const games = (JSON.parse(readFileSync(new URL('./fixtures/v1-abandon.json', import.meta.url), 'utf8')) as { games: Fixture[] }).games;

function play(setup: unknown, seed: number, commands: readonly Command[]): { s: GameState; rejected: number | null } {
  const g = newGame(setup, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  for (let i = 0; i < commands.length; i++) {
    const r = apply(s, commands[i]);
    if (!r.ok) return { s, rejected: i };
    s = r.value.state;
  }
  return { s, rejected: null };
}

const summary = (s: GameState) => s.vehicles.map((v) => [v.id, v.status, v.wreck, v.riderGone ?? null, v.cell, v.speed, v.damage]);

describe('a version-1 save with a bike abandoned in its phase 1 slot (p69: now a decision before the turn)', () => {
  it.each(games.map((g, i) => [i, g] as const))('p69, p12: game %i: its old list stops at the question; brought up to date it has no old abandon left, and version 3 refuses it at its first commands (the tank in front moves first)', (_, g) => {
    const old = play(g.file.setup, g.file.seed, g.file.commands);
    expect(old.rejected).not.toBeNull();
    const parsed = parseGame(JSON.stringify(g.file));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const cmds = parsed.value.commands;
    expect(cmds.some((c) => c.type === 'declare' && String(c.action.kind) === 'abandon')).toBe(false);
    // p12 (version 3): the tank in front moves first; the old list's first declarations are a bike's.
    const now = play(parsed.value.setup, parsed.value.seed, cmds);
    expect(now.rejected).not.toBeNull();
    expect(now.rejected!).toBeLessThan(3);
    // Refused for whose turn it is: the move order changed, not the commands.
    expect((cmds[now.rejected!] as { vehicle?: string }).vehicle).not.toBe(pending(now.s).vehicle);
    expect(g.vehicles.length).toBe(summary(now.s).length);
  });

  it('p69, p12: the app loads it, going on from before the first command the rules now refuse, and the sim names that command', () => {
    const text = JSON.stringify(games[0].file);
    const r = sessionFromText(text);
    expect(r.ok ? 'loaded' : r.error.code).toBe('loaded');
    if (!r.ok) return;
    expect(r.changed).toMatchObject({ kept: 0, to: 3 });
    expect(r.changed!.why).toMatch(/Tank's decision/);
    expect(r.value.commands.toArray()).toEqual([]);
    expect(runSimText(text).error).toMatchObject({ message: expect.stringMatching(/Tank's decision/) });
  });

  it('a list already of version 2, a game without bikes, or one that cannot be replayed is given back as it was', () => {
    const g = games[0].file;
    const upgraded = abandonBeforeTurn(g.setup, g.seed, g.commands);
    expect(abandonBeforeTurn(g.setup, g.seed, upgraded)).toEqual(upgraded);
    const noBikes = { scenario: 'gameOne', players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] };
    expect(abandonBeforeTurn(noBikes, 1, [{ type: 'rollForLead' }, { type: 'nonsense' }])).toEqual([{ type: 'rollForLead' }, { type: 'nonsense' }]);
    const bad = [...g.commands.slice(0, 3), { type: 'declare', vehicle: 'nobody', action: { kind: 'none' } }, ...g.commands.slice(3)];
    // What cannot be replayed stays as it was, less version 1's abandon declarations (no command of any later version).
    const oldAbandon = (c: unknown) => (c as Command).type === 'declare' && String((c as { action: { kind: string } }).action.kind) === 'abandon';
    expect(abandonBeforeTurn(g.setup, g.seed, bad).slice(3)).toEqual(bad.slice(3).filter((c) => !oldAbandon(c)));
    expect(abandonBeforeTurn({ scenario: 'custom', vehicles: 'bike' }, 1, g.commands)).toEqual(g.commands);
  });

  it('a version-2 file is not rewritten', () => {
    const g = games[0].file;
    const upgraded = abandonBeforeTurn(g.setup, g.seed, g.commands) as Command[];
    const parsed = parseGame(JSON.stringify({ ...g, rulesetVersion: 2, commands: upgraded.slice(0, 40) }));
    expect(parsed.ok && parsed.value.commands).toEqual(upgraded.slice(0, 40));
  });
});
