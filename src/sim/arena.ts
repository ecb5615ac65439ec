// The arena (issue 12, "measured, not guessed"): seeded games between two policies with the
// seats swapped every other game, counting wins, draws, turns and decision times. Game 2k and
// 2k+1 share a seed, so each policy meets the same dice from both seats.
import { mulberry32, roadGang, SCENARIO_LIST, sideLabel } from '../engine';
import type { GameSetup, GameState, rg } from '../engine';
import { playGame, type GameRecord } from '../ai/play';
import { auditor, type Collision } from './audit';
import { wilson } from './wilson';
import { computerDesign } from '../ai/designs';
import type { PolicyId } from '../ai/policies';
import { picker } from './prng';

export interface ArenaOptions {
  scenario: string;
  a: PolicyId;
  b: PolicyId;
  games: number;
  seed: number;
  maxCommands: number;
  /** A millisecond clock (performance.now); absent, decision times are not measured. */
  clock?: () => number;
  /** What the clock measures, for the table ('wall' by default; 'cpu' for process CPU time, which other work on the machine hardly changes). */
  clockKind?: 'wall' | 'cpu';
  /** Called after each game (progress); with --audit, also its collisions. */
  onGame?: (i: number, r: GameRecord, collisions?: Collision[]) => void;
  /** Count the laughable collisions (audit.ts): every other answer of a car's last two decisions is replayed. */
  audit?: boolean;
}

/** A policy's games and wins in one seat: the side it drove, by the scenario's own name for it. */
export interface SeatStats {
  games: number;
  wins: number;
}

/** What the audit counted (audit.ts), per policy. */
export interface AuditStats {
  /** Collisions of the laughable kinds, and those a different answer would have avoided, by kind. */
  collisions: Record<string, number>;
  avoidable: Record<string, number>;
  /** Games that reached the command cap. */
  capped: number;
}

export interface SideStats {
  policy: PolicyId;
  wins: number;
  /** Per seat (the side it drove, named as the scenario names it; with its role in Games Seven and Eight). */
  seats: Record<string, SeatStats>;
  audit: AuditStats;
  decisions: number;
  medianMs: number;
  p95Ms: number;
}

export interface ArenaResult {
  scenario: string;
  games: number;
  draws: number;
  errors: number;
  avgTurns: number;
  a: SideStats;
  b: SideStats;
  firstError: string | null;
  /** What the decision times measure. */
  clockKind: 'wall' | 'cpu';
  /** The audit ran (audit.ts). */
  audited: boolean;
}

const PLAYERS = [
  { id: 'p1', name: 'Player 1' },
  { id: 'p2', name: 'Player 2' },
];

/** The set-up for game i: in the design games each player gets one of the computer's designs. */
export function arenaSetup(scenario: string, i: number): GameSetup {
  const rule = SCENARIO_LIST.find((s) => s.id === scenario)?.design;
  if (!rule) return { scenario, players: PLAYERS };
  const designs: GameSetup['designs'] = {};
  PLAYERS.forEach((p, j) => {
    const d = computerDesign(rule.budget, rule.require, i + j);
    if (d) designs[p.id] = d;
  });
  return { scenario, players: PLAYERS, designs };
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

/** The seats of game i: policy A sits in p1 in even games, p2 in odd ones. */
export function seatsOf(o: Pick<ArenaOptions, 'a' | 'b'>, i: number): { seats: Record<string, PolicyId>; aSeat: string } {
  return i % 2 === 0 ? { seats: { p1: o.a, p2: o.b }, aSeat: 'p1' } : { seats: { p1: o.b, p2: o.a }, aSeat: 'p2' };
}

/** The seed of game i (pairs share one). */
export const gameSeed = (o: Pick<ArenaOptions, 'seed'>, i: number): number => o.seed + Math.floor(i / 2);

/** Game i of an arena run as a sim file (docs/sim.md): `npm run sim` replays it exactly. */
export function arenaGameFile(o: Pick<ArenaOptions, 'scenario' | 'a' | 'b' | 'seed' | 'maxCommands'>, i: number) {
  const seed = gameSeed(o, i);
  return { description: `arena game ${i}: ${o.a} against ${o.b} in ${o.scenario}`, setup: arenaSetup(o.scenario, i), seed, auto: { policies: seatsOf(o, i).seats, maxCommands: o.maxCommands, seed } };
}

/** A side by the scenario's own name, with its role where the roll gave it one (p88: the Op, the gang). */
export function seatName(s: GameState, side: string | undefined): string {
  if (!side) return 'no vehicle';
  const role = s.sides?.find((x) => x.id === side)?.role;
  const label = sideLabel(s, side);
  return role && !label.toLowerCase().includes(role.toLowerCase()) ? `${label} (${role})` : label;
}

export function runArena(o: ArenaOptions): ArenaResult {
  const side = (policy: PolicyId): SideStats => ({ policy, wins: 0, seats: {}, audit: { collisions: {}, avoidable: {}, capped: 0 }, decisions: 0, medianMs: 0, p95Ms: 0 });
  const a = side(o.a);
  const b = side(o.b);
  const times = { a: [] as number[], b: [] as number[] };
  let draws = 0;
  let errors = 0;
  let turns = 0;
  let firstError: string | null = null;
  for (let i = 0; i < o.games; i++) {
    const { seats, aSeat } = seatsOf(o, i);
    const bSeat = aSeat === 'p1' ? 'p2' : 'p1';
    const seed = gameSeed(o, i);
    const pick = picker(seed);
    const audit = o.audit ? auditor() : null;
    const r = playGame(arenaSetup(o.scenario, i), seed, seats, pick.below, o.maxCommands, o.clock, audit?.onCommand);
    turns += r.state.turn;
    times.a.push(...(r.times[aSeat] ?? []));
    times.b.push(...(r.times[bSeat] ?? []));
    const sideOf = (p: string) => r.state.vehicles.find((v) => v.owner === p)?.side;
    const w = r.state.winner?.side;
    const owners = new Map(r.state.vehicles.map((v) => [v.id, v.owner]));
    const collisions = audit?.judge() ?? [];
    for (const [st, seat] of [[a, aSeat], [b, bSeat]] as const) {
      const name = seatName(r.state, sideOf(seat));
      const x = (st.seats[name] ??= { games: 0, wins: 0 });
      x.games++;
      if (r.end !== 'error' && w && w === sideOf(seat)) {
        x.wins++;
        st.wins++;
      }
      if (r.end === 'capped') st.audit.capped++;
      // A collision is the seat's whose player drives the car at fault (a gang's cars may be several players').
      const players = new Set(r.state.sides?.find((sd) => sd.id === sideOf(seat))?.players ?? [seat]);
      for (const c of collisions) {
        if (!players.has(owners.get(c.vehicle) ?? '')) continue;
        st.audit.collisions[c.kind] = (st.audit.collisions[c.kind] ?? 0) + 1;
        if (c.avoidedBy) st.audit.avoidable[c.kind] = (st.audit.avoidable[c.kind] ?? 0) + 1;
      }
    }
    if (r.end === 'error') {
      errors++;
      firstError ??= `game ${i} (seed ${seed}): ${r.error?.code} ${r.error?.message}`;
    } else if (!(w && (w === sideOf(aSeat) || w === sideOf(bSeat)))) draws++;
    o.onGame?.(i, r, collisions);
  }
  for (const [s, t] of [[a, times.a], [b, times.b]] as const) {
    s.decisions = t.length;
    s.medianMs = quantile(t, 0.5);
    s.p95Ms = quantile(t, 0.95);
  }
  return { scenario: o.scenario, games: o.games, draws, errors, avgTurns: o.games ? turns / o.games : 0, a, b, firstError, clockKind: o.clockKind ?? 'wall', audited: o.audit ?? false };
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

/** 'w/n = p% [lo-hi]', the 95% Wilson interval. */
export function rate(w: number, n: number): string {
  if (n === 0) return '0/0';
  const [lo, hi] = wilson(w, n);
  return `${w}/${n} = ${pct(w, n)} [${(100 * lo).toFixed(0)}-${(100 * hi).toFixed(0)}%]`;
}

const KINDS = ['ownSide', 'hazardHeadOn', 'stopped'] as const;

export function formatArena(r: ArenaResult): string {
  const row = (s: SideStats) => `${s.policy.padEnd(11)} ${String(s.wins).padStart(5)} ${pct(s.wins, r.games).padStart(7)} ${s.medianMs.toFixed(1).padStart(8)} ${s.p95Ms.toFixed(1).padStart(8)}`;
  const seats = (s: SideStats) => Object.entries(s.seats).map(([name, x]) => `  ${s.policy} as ${name}: won ${rate(x.wins, x.games)}`);
  const audit = (s: SideStats) => {
    const k = KINDS.map((kind) => `${kind} ${s.audit.avoidable[kind] ?? 0}/${s.audit.collisions[kind] ?? 0}`).join(', ');
    return `  ${s.policy}: avoidable/all collisions: ${k}; capped games ${s.audit.capped}`;
  };
  return [
    `arena: ${r.scenario}, ${r.games} games, seats swapped every other game${r.clockKind === 'cpu' ? ', decision times in CPU ms' : ''}`,
    'policy       wins   share  med(ms)  p95(ms)',
    row(r.a),
    row(r.b),
    'per seat (wins, 95% Wilson interval):',
    ...seats(r.a),
    ...seats(r.b),
    ...(r.audited ? ['audit (a collision with the own side, a road hazard head-on, or a wreck or stopped vehicle at 50 mph or more; avoidable: another answer at one of the car\'s last two decisions avoids it, replayed):', audit(r.a), audit(r.b)] : []),
    `draws ${r.draws}, engine errors ${r.errors}, average turns ${r.avgTurns.toFixed(1)}`,
    ...(r.firstError ? [`first error: ${r.firstError}`] : []),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The road-gang game's arena (`npm run arena -- --game roadGang`): its computer driver's levels
// against each other, seats swapped every other game (player 1 enters which gang is the Slow Gang,
// so the seat matters), each game's pair sharing one seed. The driver is handed in (the sim does
// not import a game's folder): scripts/arena.ts and the tests pass src/games/roadGang/ai's.

/** The driver's shape as the arena uses it (src/shell/games.ts ComputerDriver). */
export interface ArenaDriver<S> {
  levels: readonly string[];
  decide(view: S, legal: readonly unknown[], player: string, level: string, rand: () => number): unknown;
}

type RgState = rg.RgState;

export interface RgArenaOptions {
  driver: ArenaDriver<RgState>;
  a: string;
  b: string;
  games: number;
  seed: number;
  /** Commands after which a game is stopped and counted unfinished (capped). */
  maxCommands: number;
  /** The set-up's options (the new-game form's): the round limit (null: none, as the text), the variants. */
  roundLimit: number | null;
  train?: boolean;
  gyrocopter?: boolean;
  clock?: () => number;
  clockKind?: 'wall' | 'cpu';
  onGame?: (i: number, g: RgArenaGame) => void;
}

export interface RgArenaGame {
  seed: number;
  seats: Record<string, string>;
  end: 'won' | 'capped' | 'error';
  winner: string | null;
  /** The winner's gang ('slow' or 'fast'), and each seat's. */
  gangs: Record<string, 'slow' | 'fast'>;
  rounds: number;
  commands: number;
  reason: string;
  error: string | null;
}

export interface RgLevelStats {
  level: string;
  wins: number;
  /** By seat (p1 enters the Slow Gang choice) and by gang. */
  seats: Record<string, SeatStats>;
  gangs: Record<string, SeatStats>;
  decisions: number;
  medianMs: number;
  p95Ms: number;
  /** The decisions with more than one legal command (a forced one takes no thinking), and their median. */
  choices: number;
  choiceMedianMs: number;
}

export interface RgArenaResult {
  games: number;
  roundLimit: number | null;
  capped: number;
  errors: number;
  avgRounds: number;
  a: RgLevelStats;
  b: RgLevelStats;
  firstError: string | null;
  clockKind: 'wall' | 'cpu';
}

/** The road-gang arena's set-up: two players, the table's options. */
export const rgArenaSetup = (o: Pick<RgArenaOptions, 'roundLimit' | 'train' | 'gyrocopter'>) => ({
  ruleset: 'roadGang',
  players: PLAYERS,
  options: { roundLimit: o.roundLimit, train: o.train ?? false, gyrocopter: o.gyrocopter ?? false },
});

/** A seat's own generator for game i (the driver's `rand`): seeded from the game's seed and the seat. */
export const rgSeatRand = (seed: number, seat: string): (() => number) => mulberry32((Math.imul(seed, 0x9e3779b1) ^ (seat === 'p1' ? 0x51ed27 : 0xa3c59b)) >>> 0);

/** Plays one road-gang game between the levels seated, timing each decision. */
export function playRoadGang(o: Pick<RgArenaOptions, 'driver' | 'maxCommands' | 'roundLimit' | 'train' | 'gyrocopter' | 'clock'>, seed: number, seats: Record<string, string>, times?: Record<string, number[]>, choiceTimes?: Record<string, number[]>): RgArenaGame {
  const g = roadGang.newGame(rgArenaSetup(o), seed);
  if (!g.ok) return { seed, seats, end: 'error', winner: null, gangs: {}, rounds: 0, commands: 0, reason: '', error: `${g.error.code} ${g.error.message}` };
  let s = g.value.state;
  const rands = Object.fromEntries(Object.keys(seats).map((p) => [p, rgSeatRand(seed, p)]));
  let commands = 0;
  let error: string | null = null;
  for (; commands < o.maxCommands && s.flow.kind !== 'over'; commands++) {
    const player = roadGang.pending(s).player;
    if (!player || !seats[player]) {
      error = `nobody to decide (${player})`;
      break;
    }
    const legal = roadGang.legalCommands(s);
    const view = roadGang.playerView(s, player);
    const t0 = o.clock?.() ?? 0;
    const cmd = o.driver.decide(view, legal, player, seats[player], rands[player]);
    if (o.clock) {
      const ms = o.clock() - t0;
      if (times) (times[player] ??= []).push(ms);
      if (choiceTimes && legal.length > 1) (choiceTimes[player] ??= []).push(ms);
    }
    const r = roadGang.apply(s, cmd);
    if (!r.ok) {
      error = `${r.error.code} ${r.error.message} (${JSON.stringify(cmd)})`;
      break;
    }
    s = r.value.state;
  }
  const gangs = Object.fromEntries(Object.keys(seats).map((p) => [p, p === s.slowGang ? 'slow' : 'fast'] as const));
  const over = s.flow.kind === 'over' ? s.flow : null;
  return {
    seed, seats, gangs, rounds: s.round, commands, error,
    end: error ? 'error' : over ? 'won' : 'capped',
    winner: error ? null : over?.winner ?? null,
    reason: over?.reason ?? '',
  };
}

export function runRoadGangArena(o: RgArenaOptions): RgArenaResult {
  const level = (l: string): RgLevelStats => ({ level: l, wins: 0, seats: {}, gangs: {}, decisions: 0, medianMs: 0, p95Ms: 0, choices: 0, choiceMedianMs: 0 });
  const a = level(o.a);
  const b = level(o.b);
  const times = { a: [] as number[], b: [] as number[] };
  const choiceTimes = { a: [] as number[], b: [] as number[] };
  let capped = 0;
  let errors = 0;
  let rounds = 0;
  let firstError: string | null = null;
  for (let i = 0; i < o.games; i++) {
    const aSeat = i % 2 === 0 ? 'p1' : 'p2';
    const bSeat = aSeat === 'p1' ? 'p2' : 'p1';
    const seed = gameSeed(o, i);
    const t: Record<string, number[]> = {};
    const tc: Record<string, number[]> = {};
    const g = playRoadGang(o, seed, { [aSeat]: o.a, [bSeat]: o.b }, t, tc);
    for (const [k, seat] of [['a', aSeat], ['b', bSeat]] as const) {
      for (const x of t[seat] ?? []) times[k].push(x);
      for (const x of tc[seat] ?? []) choiceTimes[k].push(x);
    }
    rounds += g.rounds;
    if (g.end === 'capped') capped++;
    if (g.end === 'error') {
      errors++;
      firstError ??= `game ${i} (seed ${seed}): ${g.error}`;
    }
    for (const [st, seat] of [[a, aSeat], [b, bSeat]] as const) {
      const won = g.end === 'won' && g.winner === seat;
      const gang = `the ${g.gangs[seat] === 'slow' ? 'Slow' : 'Fast'} Gang`;
      for (const x of [(st.seats[seat] ??= { games: 0, wins: 0 }), (st.gangs[gang] ??= { games: 0, wins: 0 })]) {
        x.games++;
        if (won) x.wins++;
      }
      if (won) st.wins++;
    }
    o.onGame?.(i, g);
  }
  for (const [s, t, tc] of [[a, times.a, choiceTimes.a], [b, times.b, choiceTimes.b]] as const) {
    s.decisions = t.length;
    s.medianMs = quantile(t, 0.5);
    s.p95Ms = quantile(t, 0.95);
    s.choices = tc.length;
    s.choiceMedianMs = quantile(tc, 0.5);
  }
  return { games: o.games, roundLimit: o.roundLimit, capped, errors, avgRounds: o.games ? rounds / o.games : 0, a, b, firstError, clockKind: o.clockKind ?? 'wall' };
}

export function formatRoadGangArena(r: RgArenaResult): string {
  const row = (s: RgLevelStats) => `${s.level.padEnd(11)} ${String(s.wins).padStart(5)} ${pct(s.wins, r.games).padStart(7)} ${s.medianMs.toFixed(2).padStart(8)} ${s.p95Ms.toFixed(2).padStart(8)} ${String(s.decisions).padStart(10)} ${s.choiceMedianMs.toFixed(2).padStart(13)} ${String(s.choices).padStart(8)}`;
  const split = (s: RgLevelStats) => [
    ...Object.entries(s.seats).sort().map(([seat, x]) => `  ${s.level} as ${seat}${seat === 'p1' ? ' (enters the Slow Gang choice)' : ''}: won ${rate(x.wins, x.games)}`),
    ...Object.entries(s.gangs).sort().map(([gang, x]) => `  ${s.level} as ${gang}: won ${rate(x.wins, x.games)}`),
  ];
  return [
    `arena: the road-gang game, round limit ${r.roundLimit ?? 'none (as the text)'}, ${r.games} games, seats swapped every other game${r.clockKind === 'cpu' ? ', decision times in CPU ms' : ''}`,
    'level       wins   share  med(ms)  p95(ms)  decisions  choice med(ms)  choices',
    row(r.a),
    row(r.b),
    'overall (wins, 95% Wilson interval; a capped or failed game is nobody\'s win):',
    `  ${r.a.level}: won ${rate(r.a.wins, r.games)}`,
    `  ${r.b.level}: won ${rate(r.b.wins, r.games)}`,
    'per seat and per gang:',
    ...split(r.a),
    ...split(r.b),
    '(a choice: a decision with more than one legal command; the median over every decision counts the forced ones too)',
    `unfinished (capped) ${r.capped}, engine errors ${r.errors}, average rounds ${r.avgRounds.toFixed(1)}`,
    ...(r.firstError ? [`first error: ${r.firstError}`] : []),
  ].join('\n');
}
