// Dark Future's computer at an online table (issues 27 and 32): its rules module's driver
// (src/games/darkFuture/computer.ts, src/ai's) plays a seat on the server as every game's does,
// deciding from its own player's view; its 'hard' level (GameRules.slowLevels: a decision of up to
// 0.8 s of CPU) plays too, thought in the server's thinking thread (server/thinker.ts), not on the
// thread of every table.
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

  it("plays the 'hard' level in the thinking thread, its choices the driver's from Bob's view, while the server answers another table", async () => {
    const host = await Player.create(at.server.url, { ...GAME_ONE, seats: { ann: 'here', bob: 'computer' }, level: 'hard' });
    await host.until(() => host.state !== null, 'the hard table');
    const id = host.table!.id;
    expect(storedLevel(at.db, id)).toBe('hard');
    const thoughtBefore = at.server.thinker.answered;
    // Another table played at the same time: its commands are answered while hard thinks.
    const other = await Player.create(at.server.url, { game: 'roadGang', setup: { ruleset: 'roadGang', players: PLAYERS }, seats: { ann: 'here', bob: 'here' } });
    other.playRandomly(3, 30);
    host.playRandomly(41, 24);
    await host.until(() => host.state!.result.over || (host.state!.commands >= 24 && host.state!.legal.length > 0), 'the end or 24 commands against hard', 110_000);
    await other.until(() => other.state?.commands === 30, 'the other table at thirty', 110_000);
    const { rules, states } = await storedStates(at.db, id);
    const file = JSON.parse(openStore(at.db).get(id)!.file) as { commands: unknown[] };
    const bobAt = states.slice(0, -1).flatMap((s, i) => (rules.pending(s).player === 'bob' ? [i] : []));
    expect(bobAt.length).toBeGreaterThan(0);
    expect(host.sent.length + bobAt.length).toBe(states.length - 1);
    // Every one of Bob's decisions was thought in the worker, none on the room's thread.
    expect(at.server.thinker.answered - thoughtBefore).toBe(bobAt.length);
    expect(at.server.logged.filter((l) => l.includes('computer'))).toEqual([]);
    for (const i of bobAt) {
      const view = playerView(states[i] as GameState, 'bob');
      expect(DRIVERS.darkFuture.decide(view, [], 'bob', 'hard', () => 0), `command ${i + 1}`).toEqual(file.commands[i]);
    }
  }, 240_000);

  it("refuses a level the game does not have; 'easy' plays, and a seat given to the computer later plays 'normal'", async () => {
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
