// The ruleset contract on seeded random races (FUZZ_GAMES of them, 12 unless told; 30 before issue
// 31's eighth trim, docs/tests-moved.md: a seed's track, laps and players go round every 6 seeds,
// so 12 play each of the six kinds of race twice): apply never
// throws or mutates, every sampled command is accepted by apply and validate, garbage is refused
// with a code, validate agrees with apply on perturbed commands, the invariants hold, every game
// ends within a bound, and the same seed and commands make the same game.
import { describe, expect, it } from 'vitest';
import { newRng, rollDie } from '../../../engine/rng';
import { deathrace } from './index';
import type { DrCommand, DrState, TrackId } from './types';

const GAMES = Number(process.env.FUZZ_GAMES ?? 12);
/** Far above what a race can take: turnLimit rounds of at most eight vehicles, a few commands each. */
const CAP = 20000;
const TRACKS: TrackId[] = ['bowl', 'speedway', 'chicane'];

const GARBAGE: unknown[] = [
  null, 7, 'move', [], {}, { type: 'move' }, { type: 'warp', by: 'a', vehicle: 'a.v1' },
  { type: 'move', by: 'a', vehicle: 'a.v1', turn: Number.NaN, run: 5 },
  { type: 'move', by: 'a', vehicle: 'a.v1', turn: 0, run: -1 },
  { type: 'move', by: 'a', vehicle: 'a.v1', turn: 0, run: 5, extra: 1 },
  { type: 'jump', by: 'a', vehicle: 'a.v1', dice: 4, skill: 'add', fire: null },
  { type: 'fire', by: 'a', vehicle: 'a.v1', weapon: 'a.v1.m1', target: 'b.v1', power: 0 },
];

/** A sampled command nudged: another length, angle, power, vehicle or player. */
function perturb(c: DrCommand, r: ReturnType<typeof newRng>): unknown {
  const k = rollDie(r, 6);
  const x: Record<string, unknown> = { ...c };
  if (k === 1) x.by = x.by === 'a' ? 'b' : 'a';
  else if (k === 2 && 'run' in x) x.run = (x.run as number) + rollDie(r, 12) - 6;
  else if (k === 3 && 'turn' in x) x.turn = (x.turn as number) + (rollDie(r, 7) - 4) * 45;
  else if (k === 4) x.vehicle = ['a.v1', 'a.v2', 'b.v1', 'b.v2'][rollDie(r, 4) - 1];
  else if (k === 5 && 'power' in x) x.power = rollDie(r, 3);
  else x.type = ['move', 'brake', 'fire', 'end', 'pit', 'extinguish', 'drop', 'activate', 'jump'][rollDie(r, 9) - 1];
  return x;
}

/** The commands of the game being played (to replay a failure). */
export const lastGame: { commands: unknown[] } = { commands: [] };

export function playRandom(seed: number, check: boolean): { state: DrState; commands: unknown[] } {
  const players = seed % 3 === 0 ? [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }, { id: 'c', name: 'Cy' }] : [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }];
  const g = deathrace.newGame({ ruleset: 'deathrace', players, options: { track: TRACKS[seed % 3], laps: 1 + (seed % 2) } }, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value.state;
  const r = newRng(seed * 31 + 7);
  const commands: unknown[] = [];
  lastGame.commands = commands;
  while (!deathrace.result(s).over) {
    if (commands.length >= CAP) throw new Error(`seed ${seed}: no end after ${CAP} commands`);
    const l = deathrace.legalCommands(s) as DrCommand[];
    if (l.length === 0) throw new Error(`seed ${seed}: nothing offered`);
    // Half the time a move along the racing line (sampled first) or a shot, so races make progress and fights happen; otherwise anything.
    const eager = l.find((x) => x.type === 'fire' || x.type === 'activate' || x.type === 'move');
    const c = eager && rollDie(r, 2) === 1 ? eager : l[rollDie(r, l.length) - 1];
    const before = check && commands.length % 5 === 0 ? JSON.stringify(s) : null;
    if (check) {
      expect(deathrace.validate(s, c), `seed ${seed}: sampled ${JSON.stringify(c)}`).toEqual({ ok: true });
      if (commands.length % 3 === 0) {
        const p = perturb(c, r);
        const v = deathrace.validate(s, p);
        const a = deathrace.apply(s, p);
        expect(a.ok, `seed ${seed}: validate and apply disagree on ${JSON.stringify(p)}`).toBe(v.ok);
        if (!a.ok && !v.ok) expect(a.error.code).toBe(v.error.code);
      }
      if (commands.length % 17 === 0) {
        for (const junk of GARBAGE) {
          const a = deathrace.apply(s, junk);
          expect(a.ok).toBe(false);
          if (!a.ok) expect(a.error.code).toMatch(/^[A-Z_]+$/);
        }
      }
    }
    const out = deathrace.apply(s, c);
    if (!out.ok) throw new Error(`seed ${seed}: sampled ${JSON.stringify(c)} refused: ${out.error.message}`);
    if (before !== null) expect(JSON.stringify(s), `seed ${seed}: apply mutated its input`).toBe(before);
    s = out.value.state;
    commands.push(c);
    if (check) {
      const p = deathrace.invariantProblems!(s);
      if (p.length) throw new Error(`seed ${seed} after ${commands.length} commands (${JSON.stringify(c)}): ${p.join('; ')}`);
    }
  }
  return { state: s, commands };
}

describe(`Deathrace 40,000 random races (${GAMES} seeded games)`, () => {
  it('every game ends; sampled means accepted; validate agrees with apply; no mutation; invariants hold', { timeout: Math.max(120_000, GAMES * 4_000) }, () => {
    const t0 = performance.now();
    let total = 0;
    let longest = 0;
    const ends: Record<string, number> = {};
    const kinds: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      const { state, commands } = playRandom(seed, true);
      for (const c of commands as DrCommand[]) kinds[c.type] = (kinds[c.type] ?? 0) + 1;
      total += commands.length;
      longest = Math.max(longest, commands.length);
      const why = deathrace.result(state).reason.split(';')[0].replace(/.* completed .*/, 'laps completed').replace(/the \d+-round limit.*/, 'round limit');
      ends[why] = (ends[why] ?? 0) + 1;
      expect(deathrace.legalCommands(state)).toEqual([]);
    }
    // The fewer games still play every kind of command and every end the 30 games played (issue 31's
    // eighth trim: the same twelve kinds and three ends in 12 games as in 30).
    if (GAMES >= 12) {
      expect(Object.keys(kinds)).toEqual(expect.arrayContaining(['move', 'end', 'bail', 'walk', 'activate', 'fire', 'jump', 'board', 'shoot', 'charge', 'brake', 'drop']));
      expect(Object.keys(ends).sort()).toEqual(['fewer than two teams are left in the race', 'laps completed', 'round limit']);
    }
    const ms = performance.now() - t0;
    console.log(`deathrace fuzz: ${GAMES} games, ${total} commands (longest ${longest}), ${Math.round(ms)} ms (${(ms / Math.max(1, total)).toFixed(2)} ms a command with the checks); ends: ${JSON.stringify(ends)}; commands: ${JSON.stringify(kinds)}`);
  });

  it('the same seed and commands make the same game', { timeout: 120_000 }, () => {
    const a = playRandom(4, false);
    const g = deathrace.newGame({ ruleset: 'deathrace', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], options: { track: 'speedway', laps: 1 } }, 4);
    if (!g.ok) throw new Error();
    let s = g.value.state;
    for (const c of a.commands) {
      const out = deathrace.apply(s, c);
      if (!out.ok) throw new Error(out.error.message);
      s = out.value.state;
    }
    expect(s).toEqual(a.state);
    expect(playRandom(4, false).state).toEqual(a.state);
  });
});
