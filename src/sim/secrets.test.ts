// Every secret masked in every view (the Game Three defect: the first player's table was in the
// second player's view while the second chose, in every random game). Random games of every
// scenario, Games One to Eight, and of the road-gang ruleset, through the rulesets' playerView:
// after every command, set-up included, each player's whole view (and a watcher's) is walked by
// the secrets oracle (secretsOracle.ts) for the hidden facts of the others: face-down markers
// real or dummy and the stock they came from (p22), a Game Three table before both have chosen
// (p87), a side's design before every side has designed (p88), the dice to come. Commands that
// carry a secret choice are played both ways from the same position: the others' views must not
// tell them apart. FUZZ_GAMES=n plays n games of each (the unit run plays a few).
import { describe, expect, it, vi } from 'vitest';
import { apply, darkFuture, roadGang, type Command, type GameSetup, type GameState } from '../engine';
import type { RgCommand, RgState } from '../engine/roadGang';
import { darkFutureSecrets, diceOnlySecrets, stateLeaks, twinLeaks, type SecretModel } from './secretsOracle';
import { playRandom, randomGameFile } from './playout';
import { picker } from './prng';
import { GAME_THREE_SETUP, gameFourSetup } from './designs';
import { VARIANTS } from './advancedSetups';

const GAMES = Number(process.env.FUZZ_GAMES ?? 3);
vi.setConfig({ testTimeout: 60_000 + GAMES * 2_000 });
const PLAYERS = [
  { id: 'p1', name: 'Player 1' },
  { id: 'p2', name: 'Player 2' },
];

const DF = darkFutureSecrets((s, p) => darkFuture.playerView(s, p));
const RG = diceOnlySecrets<RgState, RgCommand>((s, p) => roadGang.playerView(s, p), (s) => s.players);

const applied = (s: GameState, c: Command): GameState | null => {
  const r = apply(s, c);
  return r.ok ? r.value.state : null;
};

interface Row {
  name: string;
  setup: (i: number) => GameSetup;
  steer?: (s: GameState, legal: Command[]) => Command[];
}

const ROWS: Row[] = [
  { name: 'Game One', setup: () => ({ scenario: 'gameOne', players: PLAYERS }) },
  { name: 'Game Two', setup: () => ({ scenario: 'gameTwo', players: PLAYERS }) },
  { name: 'Game Three', setup: () => GAME_THREE_SETUP },
  { name: 'Game Four', setup: gameFourSetup },
  { name: 'Game Five', setup: (i) => ({ ...gameFourSetup(i), scenario: 'gameFive' }) },
  ...VARIANTS.map((v) => ({ name: v.name, setup: () => v.setup, steer: v.steer })),
];

/** One Dark Future game checked after every command; its leaks (the first few) with a file that replays it. */
function darkFutureGame(row: Row, seed: number): { leaks: string[]; commands: number } {
  const setup = row.setup(seed);
  const leaks: string[] = [];
  let first = true;
  let round = 0;
  const p = playRandom(seed, {
    setup,
    ...(row.steer ? { steer: row.steer } : {}),
    onStep: (step) => {
      if (leaks.length > 0) return;
      if (first) leaks.push(...stateLeaks(DF, step.before).map((x) => `before any command: ${x}`));
      first = false;
      const found = [...stateLeaks(DF, step.after, ++round), ...twinLeaks(DF, step.before, step.command, step.legal, step.after, applied)];
      leaks.push(...found.map((x) => `after ${JSON.stringify(step.command)}: ${x}`));
    },
  });
  if (p.end === 'error') leaks.push(`the game broke: ${p.error?.code} ${p.error?.message}`);
  return { leaks: leaks.slice(0, 3).map((x) => `${row.name} seed ${seed}: ${x}\n  repro: ${JSON.stringify(randomGameFile(seed, setup))}`), commands: p.commands.length };
}

/** A road-gang game, its commands picked as the sim's random auto play picks them. */
function roadGangGame(seed: number): { leaks: string[]; commands: number } {
  const setup = { ruleset: 'roadGang', players: PLAYERS, options: { train: seed % 3 === 0, gyrocopter: seed % 4 === 0 } };
  const g = roadGang.newGame(setup, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value.state;
  const pick = picker(seed);
  const leaks = stateLeaks(RG, s);
  let n = 0;
  for (; n < 4000 && !roadGang.result(s).over && leaks.length === 0; n++) {
    const c = pick.pick(roadGang.legalCommands(s));
    const out = roadGang.apply(s, c);
    if (!out.ok) throw new Error(`road gang seed ${seed}: ${out.error.message}`);
    s = out.value.state;
    leaks.push(...stateLeaks(RG, s, n).map((x) => `after ${JSON.stringify(c)}: ${x}`));
  }
  return { leaks: leaks.slice(0, 3).map((x) => `road gang seed ${seed}: ${x}`), commands: n };
}

const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
const tally = (name: string, results: { leaks: string[]; commands: number }[]) => {
  if (process.env.FUZZ_GAMES) {
    const bad = results.filter((r) => r.leaks.length > 0).length;
    console.log(`${name}: ${results.length} games, ${results.reduce((a, r) => a + r.commands, 0)} commands checked, ${bad} with a leak`);
  }
};

describe(`no player's view holds another's secret (${GAMES} random games of each scenario)`, () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s: every view after every command, set-up included', (_name, row) => {
    const results = seeds.map((seed) => darkFutureGame(row, seed));
    tally(row.name, results);
    expect(results.flatMap((r) => r.leaks)).toEqual([]);
  });

  it('the road-gang ruleset (no hidden counters, seeds/003): the dice to come are not in the view', () => {
    const results = seeds.map(roadGangGame);
    tally('road gang', results);
    expect(results.flatMap((r) => r.leaks)).toEqual([]);
  });
});

describe('the oracle finds what it looks for', () => {
  const model: SecretModel<GameState, Command> = darkFutureSecrets((s) => s);
  it('the bare state gives away the dice to come', () => {
    const g = darkFuture.newGame({ scenario: 'gameOne', players: PLAYERS }, 123456789);
    if (!g.ok) throw new Error(g.error.message);
    expect(stateLeaks(model, g.value.state).join('\n')).toMatch(/foresee the next dice/);
  });
});
