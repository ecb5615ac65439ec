// The headless runner: the documented examples run, an illegal command stops the run with its
// code and index, runs replay identically, and a bad file gets a coded error, never an exception.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { legalCommands, newGame } from '../engine';
import { runSim, runSimText } from './runSim';

const DIR = fileURLToPath(new URL('../../sim-examples', import.meta.url));
const load = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(DIR, name), 'utf8'));
// Dark Future's files; another ruleset's (a `ruleset` in the set-up) are run by runAny (runRoadGang.test.ts).
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json') && (load(f).setup as { ruleset?: string }).ruleset === undefined).sort();
const opening = (): Record<string, unknown> & { commands: unknown[] } => load('game-one-opening.json') as never;

describe('sim examples', () => {
  it('has at least three example files', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(3);
  });

  it('docs/sim.md prints at least three example files, each exactly as it is on disk', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../docs/sim.md', import.meta.url)), 'utf8');
    const blocks = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => m[1].trim());
    // Other example files (regressions) may be added without a section on the page.
    const shown = FILES.filter((name) => doc.includes(`### \`sim-examples/${name}\``));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const name of shown) expect(blocks).toContain(readFileSync(join(DIR, name), 'utf8').trim());
  });

  it.each(FILES)('%s runs without error, describing every event', (name) => {
    const file = load(name);
    const out = runSim(file);
    expect(out.error).toBeNull();
    expect(out.ok).toBe(true);
    expect(out.final).not.toBeNull();
    expect(out.events.length).toBeGreaterThan(0);
    for (const e of out.events) {
      expect(typeof e.text).toBe('string');
      expect(e.text).not.toMatch(/^<describeEvent threw/);
      expect(e.command).toBeGreaterThanOrEqual(0);
      expect(e.command).toBeLessThan(out.played.length);
    }
    // The listed commands are played first, in order.
    const listed = (file.commands as unknown[] | undefined) ?? [];
    expect(out.played.slice(0, listed.length)).toEqual(listed);
    expect(out.winner).toEqual(out.final!.winner);
  });

  it('game-one-opening: an odd die gives the first player the lead car (p87), and the declared speeds stick', () => {
    const out = runSim(load('game-one-opening.json'));
    const lead = out.events.find((e) => e.type === 'leadRolled');
    expect(lead).toMatchObject({ lead: 'ann', dice: [1] });
    const car = (id: string) => out.final!.vehicles.find((v) => v.id === id)!;
    expect(car('car1').side).toBe('lead');
    expect(car('car2').side).toBe('chase');
    expect(car('car1').speed).toBe(80);
    expect(car('car2').speed).toBe(70);
    expect(car('car2').cell.lane).toBe(3); // drifted left from lanes 4-5
    expect(out.pending?.kind).toBe('declare');
  });

  it('custom-shunt: the only legal declaration is a ram, and it is a shunt (p17, p52)', () => {
    const out = runSim(load('custom-shunt.json'));
    expect(out.events.find((e) => e.type === 'ram')).toMatchObject({ rammer: 'chase', target: 'lead', kind: 'shunt' });
  });

  it('auto-played games replay from their played list as a scripted file', () => {
    for (const name of FILES.filter((f) => 'auto' in load(f))) {
      const file = load(name);
      const out = runSim(file);
      expect(out.winner !== null || out.played.length === (file.auto as { maxCommands: number }).maxCommands).toBe(true);
      const { auto: _auto, ...rest } = file;
      const replay = runSim({ ...rest, commands: out.played });
      expect(replay.ok).toBe(true);
      expect(replay.final).toEqual(out.final);
      expect(replay.events).toEqual(out.events);
    }
  });
});

describe('runSim', () => {
  it('replays deterministically: the same file gives deep-equal output', () => {
    for (const name of FILES) expect(runSim(load(name))).toEqual(runSim(load(name)));
    const random = { ...load('game-one-auto-random.json'), auto: { policy: 'random', maxCommands: 120, seed: 5 } };
    expect(JSON.stringify(runSim(random))).toBe(JSON.stringify(runSim(random)));
  });

  it('a different auto seed plays a different game', () => {
    const base = load('game-one-auto-random.json');
    const a = runSim({ ...base, auto: { policy: 'random', maxCommands: 40, seed: 1 } });
    const b = runSim({ ...base, auto: { policy: 'random', maxCommands: 40, seed: 2 } });
    expect(a.played).not.toEqual(b.played);
  });

  it('policy first always plays the first legal command', () => {
    const out = runSim({ setup: load('game-one-opening.json').setup, seed: 3, auto: { policy: 'first', maxCommands: 10 } });
    const g = newGame(load('game-one-opening.json').setup, 3);
    if (!g.ok) throw new Error('bad setup');
    expect(out.played[0]).toEqual(legalCommands(g.value)[0]);
    expect(out.played).toHaveLength(10);
  });

  it('stops at an illegal command with its code and index, reporting the state before it', () => {
    const file = opening();
    const wrongVehicle = { ...file, commands: [...file.commands.slice(0, 3), { type: 'declare', vehicle: 'car2', action: { kind: 'none' } }, ...file.commands.slice(3)] };
    const out = runSim(wrongVehicle);
    expect(out.ok).toBe(false);
    expect(out.error).toMatchObject({ code: 'WRONG_VEHICLE', commandIndex: 3, command: { vehicle: 'car2' } });
    expect(out.played).toHaveLength(3);
    expect(out.pending).toMatchObject({ kind: 'declare', vehicle: 'car1' });
    expect(Math.max(...out.events.map((e) => e.command))).toBe(2);

    const tooFast = { ...file, commands: [...file.commands.slice(0, 3), { type: 'declare', vehicle: 'car1', action: { kind: 'accelerate', by: 50 } }] };
    expect(runSim(tooFast).error).toMatchObject({ code: 'ILLEGAL_ACTION', commandIndex: 3 });

    const early = { ...file, commands: [file.commands[1]] };
    expect(runSim(early).error).toMatchObject({ code: 'NOT_PENDING', commandIndex: 0 });
  });

  it('reports a command that is not even a command as BAD_COMMAND with its index', () => {
    const out = runSim({ ...opening(), commands: [{ type: 'rollForLead' }, 'place car2'] });
    expect(out.error).toMatchObject({ code: 'BAD_COMMAND', commandIndex: 1 });
    expect(out.played).toEqual([{ type: 'rollForLead' }]);
  });

  it('puts the file dice in front of setup.forcedDice', () => {
    const file = opening();
    const setup = { ...(file.setup as object), forcedDice: [1] };
    const first = (dice: number[]) => runSim({ setup, dice, commands: [{ type: 'rollForLead' }] }).events[0];
    expect(first([])).toMatchObject({ dice: [1], lead: 'ann' });
    expect(first([2])).toMatchObject({ dice: [2], lead: 'bob' }); // p87: even, the other player leads
    expect(runSim({ setup, dice: [2] }).final!.rng.forced).toEqual([2, 1]);
  });
});

describe('bad files get a coded error, never an exception', () => {
  it('text that is not JSON is BAD_FILE', () => {
    const out = runSimText('{"setup": {"scenario": "gameOne",');
    expect(out).toMatchObject({ ok: false, error: { code: 'BAD_FILE', commandIndex: null }, final: null, events: [], played: [] });
    expect(out.error!.message).toMatch(/^not JSON/);
  });

  it('a file of the wrong shape is BAD_FILE with the path', () => {
    expect(runSim({ setup: opening().setup, dice: [9] }).error).toMatchObject({ code: 'BAD_FILE', path: 'dice[0]' });
    expect(runSimText('[]').error?.code).toBe('BAD_FILE');
  });

  // The engine's SetupError code and path come through (setup.ts).
  const badSetups: [string, unknown, string, string][] = [
    ['an unknown scenario', { scenario: 'gameNine', players: [] }, 'UNKNOWN_SCENARIO', 'setup.scenario'],
    ['one player', { scenario: 'gameOne', players: [{ id: 'a', name: 'A' }] }, 'BAD_SETUP', 'setup.players'],
    ['bad forced dice', { scenario: 'gameOne', players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], forcedDice: 'six' }, 'BAD_DICE', 'setup.forcedDice'],
  ];
  it.each(badSetups)('a setup with %s is BAD_SETUP carrying the engine code', (_label, setup, setupCode, path) => {
    const out = runSim({ setup, dice: [3] });
    expect(out.ok).toBe(false);
    expect(out.error).toMatchObject({ code: 'BAD_SETUP', setupCode, path, commandIndex: null });
  });

  it('overlapping custom vehicles are BAD_SETUP / OVERLAP', () => {
    const shunt = load('custom-shunt.json');
    const setup = shunt.setup as { vehicles: { t0: number }[] };
    const vehicles = setup.vehicles.map((v) => ({ ...v, t0: 20 }));
    expect(runSim({ ...shunt, setup: { ...setup, vehicles } }).error).toMatchObject({ code: 'BAD_SETUP', setupCode: 'OVERLAP' });
  });
});
