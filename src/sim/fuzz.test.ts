// Random-playout fuzzing: 200 seeded Game One games (and 50 on curves with every vehicle kind, 30
// with twelve cars on a crowded road), every command chosen uniformly from legalCommands. Each game must end (a winner, or the
// 300-command cap; never a stall with nobody winning) without an engine error, every offered
// command must be accepted, and the invariants (invariants.ts) must hold after each command.
// A failure prints a sim file that replays the game (docs/sim.md).
// Issue 8: malformed and illegal commands are also thrown at random points of random games (each
// refused with its code, the state unchanged, never a throw), and games whose vehicle and player
// ids are named like Object.prototype members play exactly as the same games with plain ids.
import { describe, expect, it } from 'vitest';
import { apply, describeEvent } from '../engine';
import type { Command, GameSetup, GameState } from '../engine';
import { checkInvariants } from './invariants';
import { watchPlay } from './watchPlay';
import { COMMAND_CAP, GAME_ONE_SETUP, playRandom, randomGameFile, type Step } from './playout';
import { illegal, malformed, type BadCommand } from './badCommands';
import { GAME_FOUR_DESIGNS } from './designs';
import { picker } from './prng';

const GAMES = 200;
/** Fewer games over curves, with every vehicle kind and passive, where Game One never goes. */
const MIXED_GAMES = 50;
const MIXED: GameSetup = {
  scenario: 'custom',
  players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
  track: {
    sections: [{ kind: 'straight' }, { kind: 'bend', turn: 'left' }, { kind: 'corner', turn: 'right' }, { kind: 'straight' }, { kind: 'corner', turn: 'left' }, { kind: 'bend', turn: 'right' }, { kind: 'straight' }],
    finish: true,
  },
  vehicles: [
    { id: 'lead', kind: 'interceptor', owner: 'a', side: 'lead', driveSkill: 4, dummies: 4, lane: 4, t0: 40, speed: 70,
      weapons: [{ type: 'chainGun', mount: 'hood' }, { type: 'mines', mount: 'passiveLeft' }, { type: 'smoke', mount: 'passiveRight' }, { type: 'heavyLaser', mount: 'turret' }] },
    { id: 'chase', kind: 'renegade', owner: 'b', side: 'chase', driveSkill: 3, dummies: 4, lane: 2, t0: 0, speed: 60,
      weapons: [{ type: 'grenade20', mount: 'hood' }, { type: 'spikes', mount: 'passive' }, { type: 'missilePod', mount: 'roof' }] }, // 550 of the 600 payload (p80)
    { id: 'bike', kind: 'bike', owner: 'b', side: 'chase', driveSkill: 5, dummies: 2, lane: 6, t0: 20, speed: 80,
      weapons: [{ type: 'lwMachineGun', mount: 'fairingLeft' }, { type: 'lwOil', mount: 'passive' }] },
  ],
};
/**
 * Twelve Renegades of four players on a straight road, four of them stationary at the start: the
 * crowded road where a cut-up asked a stationary car that had nothing to declare, and the game
 * stalled (p13; 2 of the first 60 seeds before the fix).
 */
const CROWD_GAMES = 30;
const CROWD_SPEEDS = [0, 20, 40, 60, 0, 30, 50, 0, 10, 0, 40, 20];
const CROWD: GameSetup = {
  scenario: 'custom',
  players: ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() })),
  track: { sections: Array.from({ length: 7 }, () => ({ kind: 'straight' as const })), finish: true },
  vehicles: CROWD_SPEEDS.map((speed, i) => ({
    id: `v${i}`, kind: 'renegade' as const, owner: 'abcd'[i % 4], side: i === 0 ? 'lead' : 'chase', driveSkill: 1 + (i % 4), dummies: 2,
    lane: 1 + 2 * (i % 4), t0: 40 * Math.floor(i / 4), speed,
    weapons: [{ type: 'machineGun' as const, mount: 'hood' as const }, { type: i % 2 ? ('oil' as const) : ('mines' as const), mount: 'passive' as const }],
  })),
};
/** In the first games every offered command is tried, not only the one chosen, and apply is
 *  checked not to change its argument. */
const THOROUGH = 20;

const repro = (setup: GameSetup, seed: number, played: Command[], extra?: Command): string =>
  extra ? JSON.stringify({ setup, seed, commands: [...played, extra] }) : JSON.stringify(randomGameFile(seed, setup));

function describeAll(step: Step): string[] {
  const out: string[] = [];
  for (const e of step.events) {
    for (const viewer of [null, ...step.after.players.map((p) => p.id)]) {
      try {
        if (!describeEvent(e, step.after, viewer)) out.push(`event ${e.type} has no description`);
      } catch (x) {
        out.push(`describeEvent(${e.type}) threw: ${(x as Error).message}`);
      }
    }
  }
  return out;
}

/** Every offered command is accepted, and apply leaves its argument alone. */
function everyOfferAccepted(before: GameState, legal: Command[]): { problem: string; command: Command } | null {
  const snapshot = JSON.stringify(before);
  for (const c of legal) {
    let r: ReturnType<typeof apply>;
    try {
      r = apply(before, c);
    } catch (x) {
      return { problem: `apply threw: ${(x as Error).message}`, command: c };
    }
    if (!r.ok) return { problem: `offered but rejected: ${r.error.code} ${r.error.message}`, command: c };
    if (JSON.stringify(before) !== snapshot) return { problem: 'apply changed its argument', command: c };
  }
  return null;
}

function fuzzOne(seed: number, setup: GameSetup = GAME_ONE_SETUP, thorough = seed <= THOROUGH): string[] {
  const { problems, play: p } = watchPlay(seed, setup, (step, at, played) => {
    const found: string[] = [];
    if (!step.legal.some((c) => JSON.stringify(c) === JSON.stringify(step.command))) found.push(`${at}: not among the offered commands`);
    for (const d of describeAll(step)) found.push(`${at}: ${d}`);
    if (thorough) {
      const bad = everyOfferAccepted(step.before, step.legal);
      if (bad) found.push(`command ${played.length}: ${JSON.stringify(bad.command)} ${bad.problem}\n  repro: ${repro(setup, seed, played, bad.command)}`);
    }
    return found;
  });
  if (p.end === 'error') problems.push(`seed ${seed}: ${p.error!.code} at command ${p.error!.commandIndex} ${JSON.stringify(p.error!.command)}: ${p.error!.message}\n  repro: ${repro(setup, seed, p.commands, p.error!.command)}`);
  if (p.end === 'won' && !p.state.winner) problems.push(`seed ${seed}: the game is over without a winner`);
  // p87: the lead car crosses the line or the chase car stops it; a stalled game is an engine bug.
  if (p.state.winner?.side === 'none') problems.push(`seed ${seed}: nobody won (${p.state.winner.reason})\n  repro: ${repro(setup, seed, [])}`);
  if (p.end === 'capped' && p.commands.length !== COMMAND_CAP) problems.push(`seed ${seed}: capped after ${p.commands.length} commands`);
  return problems;
}

describe(`random playouts of Game One (${GAMES} seeds)`, () => {
  const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
  it.each(seeds)('seed %i ends cleanly with the invariants intact', (seed) => {
    expect(fuzzOne(seed)).toEqual([]);
  });
});

describe(`random playouts on curves with an Interceptor, a Renegade and a bike (${MIXED_GAMES} seeds)`, () => {
  const seeds = Array.from({ length: MIXED_GAMES }, (_, i) => i + 1);
  it.each(seeds)('seed %i ends cleanly with the invariants intact', (seed) => {
    expect(fuzzOne(seed, MIXED, seed <= 5)).toEqual([]);
  });
});

describe(`random playouts of twelve cars on a crowded road (${CROWD_GAMES} seeds)`, () => {
  const seeds = Array.from({ length: CROWD_GAMES }, (_, i) => i + 1);
  it.each(seeds)('seed %i ends cleanly with the invariants intact, never waiting on a decision nothing answers', (seed) => {
    expect(fuzzOne(seed, CROWD, false)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Bad commands at random points (issue 8, Done means)
// ---------------------------------------------------------------------------------------------

const DOOR_GAMES = 40;

/** Null when the bad command was refused with its code, the state untouched, nothing thrown. */
function refusedCleanly(s: GameState, bad: BadCommand): string | null {
  const snapshot = JSON.stringify(s);
  let r: ReturnType<typeof apply>;
  try {
    r = apply(s, bad.command as Command);
  } catch (x) {
    return `threw ${(x as Error).message}`;
  }
  if (JSON.stringify(s) !== snapshot) return 'apply changed its argument';
  if (r.ok) return 'was accepted';
  if (bad.code && r.error.code !== bad.code) return `was refused with ${r.error.code} (${r.error.message}), not ${bad.code}`;
  if (!bad.code && (r.error.code === 'BAD_COMMAND' || r.error.code === 'INTERNAL')) return `was refused with ${r.error.code} (${r.error.message})`;
  if (r.error.message.length > 300) return `was refused with a message of ${r.error.message.length} characters`;
  return null;
}

/** A bad command in a failure message: long strings and cycles shown as such. */
function show(c: unknown): string {
  try {
    return (JSON.stringify(c, (_k, v: unknown) => (typeof v === 'string' && v.length > 40 ? `<${v.length} characters>` : v)) ?? String(c)).slice(0, 200);
  } catch {
    return '<cyclic>';
  }
}

function doorOne(seed: number, setup: GameSetup): { problems: string[]; tried: number } {
  const problems: string[] = [];
  const chooser = picker(seed * 7919 + 13);
  let tried = 0;
  let last: GameState | null = null;
  const tryBad = (s: GameState, legal: Command[], n: number, at: string) => {
    for (let k = 0; k < n && problems.length === 0; k++) {
      const bad = chooser.below(2) === 0 || legal.length === 0 ? illegal(chooser, s, legal) : malformed(chooser, chooser.pick(legal));
      if (!bad) continue;
      tried += 1;
      const why = refusedCleanly(s, bad);
      if (why) problems.push(`seed ${seed} ${at}: ${bad.what} ${show(bad.command)} ${why}\n  repro: ${JSON.stringify(randomGameFile(seed, setup))}`);
    }
  };
  const p = playRandom(seed, {
    setup,
    onStep: (step) => {
      last = step.after;
      // About one decision in four gets two bad commands before the real one.
      if (chooser.below(4) === 0) tryBad(step.before, step.legal, 2, `before command ${JSON.stringify(step.command)}`);
    },
  });
  if (p.end === 'error') problems.push(`seed ${seed}: ${p.error!.code} ${p.error!.message}`);
  // The game over: everything is refused, the well-formed with GAME_OVER.
  if (last && p.end === 'won') tryBad(last, [], 3, 'after the game ended');
  return { problems, tried };
}

describe(`malformed and illegal commands at random points of random games (${DOOR_GAMES} Game One, ${DOOR_GAMES / 4} mixed)`, () => {
  it.each(Array.from({ length: DOOR_GAMES }, (_, i) => i + 1))('Game One seed %i: every bad command is refused with its code, the state unchanged', (seed) => {
    const r = doorOne(seed, GAME_ONE_SETUP);
    expect(r.problems).toEqual([]);
    expect(r.tried).toBeGreaterThan(0);
  });
  it.each(Array.from({ length: DOOR_GAMES / 4 }, (_, i) => i + 1))('mixed seed %i: every bad command is refused with its code, the state unchanged', (seed) => {
    const r = doorOne(seed, MIXED);
    expect(r.problems).toEqual([]);
    expect(r.tried).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Ids named like Object.prototype members (issue 8 item 17)
// ---------------------------------------------------------------------------------------------

const ID_GAMES = 15;
type Names = Record<string, string>;

/** The set-up with its ids renamed (vehicle names given, so only the ids differ). */
function renamed(setup: GameSetup, names: Names): GameSetup {
  const to = (id: string): string => names[id] ?? id;
  return {
    ...setup,
    players: setup.players.map((p) => ({ id: to(p.id), name: p.name })),
    ...(setup.vehicles ? { vehicles: setup.vehicles.map((v) => ({ ...v, id: to(v.id), owner: to(v.owner) })) } : {}),
    ...(setup.designs ? { designs: Object.fromEntries(Object.entries(setup.designs).map(([k, d]) => [to(k), d])) } : {}),
  };
}

/** The state's JSON with the plain ids written as their renamed ones ("v1", "v1.w2" -> "constructor", "constructor.w2"). */
function mapIds(json: string, names: Names): string {
  return json.replace(/"([^"\\]*)"/g, (whole, str: string) => {
    const [head, ...rest] = str.split('.');
    return Object.hasOwn(names, head) ? JSON.stringify([names[head], ...rest].join('.')) : whole;
  });
}

function sameGameRenamed(seed: number, plain: GameSetup, names: Names): string[] {
  const problems: string[] = [];
  const base = playRandom(seed, { setup: plain });
  const other = renamed(plain, names);
  const odd = playRandom(seed, {
    setup: other,
    onStep: (step) => {
      if (problems.length === 0) for (const v of checkInvariants(step.before, step.after, step.events)) problems.push(`${JSON.stringify(step.command)}: ${v}`);
    },
  });
  if (odd.end !== base.end || odd.commands.length !== base.commands.length) problems.push(`ended ${odd.end} after ${odd.commands.length} commands; with plain ids ${base.end} after ${base.commands.length}`);
  else if (JSON.stringify(odd.state) !== mapIds(JSON.stringify(base.state), names)) problems.push('the final state differs from the plain-id game\'s');
  return problems.map((x) => `seed ${seed}: ${x}\n  repro: ${JSON.stringify(randomGameFile(seed, other))}`);
}

const plainMixed: GameSetup = {
  ...MIXED,
  players: [{ id: 'pa', name: 'A' }, { id: 'pb', name: 'B' }],
  vehicles: MIXED.vehicles!.map((v, i) => ({ ...v, id: `v${i + 1}`, name: `Car ${i + 1}`, owner: v.owner === 'a' ? 'pa' : 'pb' })),
};
const plainOne: GameSetup = { scenario: 'gameOne', players: [{ id: 'pa', name: 'Ann' }, { id: 'pb', name: 'Bob' }] };
const plainFour = (i: number): GameSetup => ({ scenario: 'gameFour', players: plainOne.players, designs: { pa: GAME_FOUR_DESIGNS[i % 5], pb: GAME_FOUR_DESIGNS[(i + 2) % 5] } });

describe(`games whose ids are named like Object.prototype members play as any other (${ID_GAMES} seeds each)`, () => {
  const seeds = Array.from({ length: ID_GAMES }, (_, i) => i + 1);
  it.each(seeds)('Game One, players __proto__ and constructor, seed %i', (seed) => {
    expect(sameGameRenamed(seed, plainOne, { pa: '__proto__', pb: 'constructor' })).toEqual([]);
  });
  it.each(seeds)('mixed, vehicles constructor, __proto__, toString and players hasOwnProperty, valueOf, seed %i', (seed) => {
    expect(sameGameRenamed(seed, plainMixed, { v1: 'constructor', v2: '__proto__', v3: 'toString', pa: 'hasOwnProperty', pb: 'valueOf' })).toEqual([]);
  });
  it.each(seeds)('Game Four, players toString and __proto__ with their own designs, seed %i', (seed) => {
    expect(sameGameRenamed(seed, plainFour(seed), { pa: 'toString', pb: '__proto__' })).toEqual([]);
  });
});
