// Dark Future's computer at an online table (issues 27 and 32): its rules module's driver
// (src/games/darkFuture/computer.ts, src/ai's) plays a seat on the server as every game's does,
// deciding from its own player's view; its 'hard' level, a search of seconds, is refused, since the
// server thinks for every table on one thread (GameRules.slowLevels).
import { describe, expect, it } from 'vitest';
import { playerView, type GameState } from '../src/engine';
import { DRIVERS } from '../src/games/computers';
import { PLAYERS, Player, serverForFile, storedStates } from './testSupport';
import { openStore } from './store';

const GAME_ONE = { game: 'darkFuture', setup: { scenario: 'gameOne', players: PLAYERS } };
const COMMANDS = 120;

function storedLevel(db: string, id: string): string | null {
  const store = openStore(db);
  const level = store.get(id)?.seats.level ?? null;
  store.close();
  return level;
}

describe("Dark Future's computer on the server", () => {
  const at = serverForFile();

  it("a Game One with the computer at Bob's seat (no level asked: 'normal'), every computer command its own view's choice and accepted", async () => {
    const host = await Player.create(at.server.url, { ...GAME_ONE, seats: { ann: 'here', bob: 'computer' } });
    await host.until(() => host.state !== null, 'the table');
    expect(host.table!.seats.map((s) => [s.player, s.kind])).toEqual([['ann', 'here'], ['bob', 'computer']]);
    const id = host.table!.id;
    expect(storedLevel(at.db, id)).toBe('normal');
    host.playRandomly(31, COMMANDS);
    await host.until(() => host.state!.result.over || (host.state!.commands >= COMMANDS && host.state!.legal.length > 0), `the end or ${COMMANDS} commands`, 110_000);

    const { rules, states } = await storedStates(at.db, id);
    const file = JSON.parse(openStore(at.db).get(id)!.file) as { commands: unknown[] };
    const bobAt = states.slice(0, -1).flatMap((s, i) => (rules.pending(s).player === 'bob' ? [i] : []));
    // The seed is the server's (drawn per table), so how long the race runs varies; Bob decides at least once a turn.
    expect(bobAt.length).toBeGreaterThan(0);
    // Every command not Ann's (sent from her page) was the computer's, and the referee took it: it is in the game file.
    expect(host.sent.length + bobAt.length).toBe(states.length - 1);
    expect(at.server.logged.filter((l) => l.includes("computer's command was refused"))).toEqual([]);
    // Each is the driver's choice from Bob's view alone (playerView), the same one the page's worker makes.
    for (const i of bobAt) {
      const view = playerView(states[i] as GameState, 'bob');
      expect(DRIVERS.darkFuture.decide(view, [], 'bob', 'normal', () => 0), `command ${i + 1}`).toEqual(file.commands[i]);
    }
    // Ann's page was never offered Bob's decisions.
    expect(host.states.filter((m) => m.pending.player === 'bob' && !m.result.over).every((m) => m.legal.length === 0)).toBe(true);
  });

  it("refuses the 'hard' level in words the lobby shows; 'easy' plays, and a seat given to the computer later plays 'normal'", async () => {
    await expect(Player.create(at.server.url, { ...GAME_ONE, seats: { ann: 'here', bob: 'computer' }, level: 'hard' })).rejects.toThrow(/ONLINE_SLOW_LEVEL: the hard computer of Dark Future thinks too long to play on the server; choose easy or normal/);
    await expect(Player.create(at.server.url, { ...GAME_ONE, seats: { ann: 'here', bob: 'computer' }, level: 'expert' })).rejects.toThrow(/ONLINE_BAD_LEVEL/);

    const easy = await Player.create(at.server.url, { ...GAME_ONE, seats: { ann: 'here', bob: 'computer' }, level: 'easy' });
    await easy.until(() => easy.state !== null, 'the easy table');
    expect(storedLevel(at.db, easy.table!.id)).toBe('easy');
    await easy.remote.leave();

    const host = await Player.create(at.server.url, { ...GAME_ONE, seats: { ann: 'here', bob: 'invite' } });
    await host.until(() => host.state !== null, 'the table');
    host.remote.moveSeat({ player: 'bob', to: 'computer' });
    await host.until(() => host.table!.seats.find((x) => x.player === 'bob')!.kind === 'computer', 'bob the computer');
    expect(storedLevel(at.db, host.table!.id)).toBe('normal');
    host.playRandomly(7, 30);
    // Game One is a race (p87): the computer may well win it before thirty.
    await host.until(() => host.state!.result.over || (host.state!.commands >= 30 && host.state!.legal.length > 0), 'the end or thirty commands with the computer at bob', 60_000);
    const { rules, states } = await storedStates(at.db, host.table!.id);
    const bobs = states.slice(0, -1).filter((s) => rules.pending(s).player === 'bob').length;
    expect(bobs).toBeGreaterThan(0);
    expect(host.sent.length + bobs).toBe(states.length - 1);
    expect(host.refusals).toEqual([]);
  });
});
