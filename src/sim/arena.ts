// The arena (issue 12, "measured, not guessed"): seeded games between two policies with the
// seats swapped every other game, counting wins, draws, turns and decision times. Game 2k and
// 2k+1 share a seed, so each policy meets the same dice from both seats.
import { SCENARIO_LIST } from '../engine';
import type { GameSetup } from '../engine';
import { playGame, type GameRecord } from '../ai/play';
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
  /** Called after each game (progress). */
  onGame?: (i: number, r: GameRecord) => void;
}

export interface SideStats {
  policy: PolicyId;
  wins: number;
  /** Wins while driving the racing side's car and the other side's. */
  winsAsLead: number;
  gamesAsLead: number;
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

export function runArena(o: ArenaOptions): ArenaResult {
  const side = (policy: PolicyId): SideStats => ({ policy, wins: 0, winsAsLead: 0, gamesAsLead: 0, decisions: 0, medianMs: 0, p95Ms: 0 });
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
    const r = playGame(arenaSetup(o.scenario, i), seed, seats, pick.below, o.maxCommands, o.clock);
    turns += r.state.turn;
    times.a.push(...(r.times[aSeat] ?? []));
    times.b.push(...(r.times[bSeat] ?? []));
    const sideOf = (p: string) => r.state.vehicles.find((v) => v.owner === p)?.side;
    if (sideOf(aSeat) === 'lead') a.gamesAsLead++;
    if (sideOf(bSeat) === 'lead') b.gamesAsLead++;
    const w = r.state.winner?.side;
    if (r.end === 'error') {
      errors++;
      firstError ??= `game ${i} (seed ${seed}): ${r.error?.code} ${r.error?.message}`;
    } else if (w && w === sideOf(aSeat)) {
      a.wins++;
      if (w === 'lead') a.winsAsLead++;
    } else if (w && w === sideOf(bSeat)) {
      b.wins++;
      if (w === 'lead') b.winsAsLead++;
    } else draws++;
    o.onGame?.(i, r);
  }
  for (const [s, t] of [[a, times.a], [b, times.b]] as const) {
    s.decisions = t.length;
    s.medianMs = quantile(t, 0.5);
    s.p95Ms = quantile(t, 0.95);
  }
  return { scenario: o.scenario, games: o.games, draws, errors, avgTurns: o.games ? turns / o.games : 0, a, b, firstError, clockKind: o.clockKind ?? 'wall' };
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

export function formatArena(r: ArenaResult): string {
  const row = (s: SideStats) =>
    `${s.policy.padEnd(11)} ${String(s.wins).padStart(5)} ${pct(s.wins, r.games).padStart(7)}   ${`${s.winsAsLead}/${s.gamesAsLead}`.padStart(8)} ${`${s.wins - s.winsAsLead}/${r.games - s.gamesAsLead}`.padStart(9)} ${s.medianMs.toFixed(1).padStart(8)} ${s.p95Ms.toFixed(1).padStart(8)}`;
  return [
    `arena: ${r.scenario}, ${r.games} games, seats swapped every other game${r.clockKind === 'cpu' ? ', decision times in CPU ms' : ''}`,
    'policy       wins   share   as lead  as chase  med(ms)  p95(ms)',
    row(r.a),
    row(r.b),
    `draws ${r.draws}, engine errors ${r.errors}, average turns ${r.avgTurns.toFixed(1)}`,
    ...(r.firstError ? [`first error: ${r.firstError}`] : []),
  ].join('\n');
}
