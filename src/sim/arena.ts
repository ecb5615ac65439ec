// The arena (issue 12, "measured, not guessed"): seeded games between two policies with the
// seats swapped every other game, counting wins, draws, turns and decision times. Game 2k and
// 2k+1 share a seed, so each policy meets the same dice from both seats.
import { SCENARIO_LIST, sideLabel } from '../engine';
import type { GameSetup, GameState } from '../engine';
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
