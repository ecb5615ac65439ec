// Seeded 2-player Deathrace games between two levels of the computer, through the ruleset's
// contract as the app plays a computer seat (playerView, legalCommands, decide, apply). Seats
// swap every other game (level A is p1 in even games, p2 in odd ones) and the track changes every
// two games, so each pair plays one track from both seats. Pure: the caller gives the clock.
import { mulberry32 } from '../../../engine/rng';
import { deathrace, TRACK_IDS, type DrState, type TrackId } from '../rules';
import { deathraceComputer } from './index';

export interface ArenaGame {
  seed: number;
  track: TrackId;
  /** The seat level A held. */
  aSeat: 'p1' | 'p2';
  /** 'a' or 'b' won, a draw (equal points), or the command cap was reached (unfinished); 'error' if a command was refused. */
  end: 'a' | 'b' | 'draw' | 'unfinished' | 'error';
  reason: string;
  rounds: number;
  commands: number;
  points: { a: number; b: number };
  laps: { a: number; b: number };
}

export interface ArenaOptions {
  a: string;
  b: string;
  games: number;
  seed?: number;
  /** Commands a game at most before it counts as unfinished. */
  maxCommands?: number;
  laps?: number;
  /** Milliseconds, for timing the decisions (absent: not timed). */
  clock?: () => number;
  onGame?: (i: number, g: ArenaGame) => void;
}

export interface ArenaResult {
  games: ArenaGame[];
  /** Milliseconds each decision of level A took (when a clock was given). */
  aTimes: number[];
  bTimes: number[];
  /** Of those, the decisions of level A that could drive (a move among the legal commands): the ones that weigh most. */
  aMoveTimes: number[];
}

export const arenaSeed = (o: Pick<ArenaOptions, 'seed'>, i: number): number => (o.seed ?? 1) * 100003 + i;

export function playArenaGame(o: ArenaOptions, i: number, times?: { a: number[]; b: number[]; aMove: number[] }): ArenaGame {
  const seed = arenaSeed(o, i);
  const track = TRACK_IDS[Math.floor(i / 2) % TRACK_IDS.length];
  const aSeat = i % 2 === 0 ? 'p1' : 'p2';
  const setup = { ruleset: 'deathrace', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { track, laps: o.laps ?? 2 } };
  const g = deathrace.newGame(setup, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s: DrState = g.value.state;
  const level = (p: string) => (p === aSeat ? o.a : o.b);
  const rands: Record<string, () => number> = { p1: mulberry32(seed * 2 + 1), p2: mulberry32(seed * 2 + 2) };
  let commands = 0;
  let error = '';
  const cap = o.maxCommands ?? 5000;
  while (s.flow.kind !== 'over' && commands < cap) {
    const player = deathrace.pending(s).player!;
    const legal = deathrace.legalCommands(s);
    const view = deathrace.playerView(s, player);
    const t0 = o.clock?.() ?? 0;
    const cmd = deathraceComputer.decide(view, legal, player, level(player), rands[player]);
    if (o.clock && times) {
      const dt = o.clock() - t0;
      (player === aSeat ? times.a : times.b).push(dt);
      if (player === aSeat && legal.some((c) => (c as { type: string }).type === 'move')) times.aMove.push(dt);
    }
    const r = deathrace.apply(s, cmd);
    commands++;
    if (!r.ok) {
      error = `${r.error.code}: ${r.error.message}`;
      break;
    }
    s = r.value.state;
  }
  const bSeat = aSeat === 'p1' ? 'p2' : 'p1';
  const laps = (p: string) => s.vehicles.filter((v) => v.owner === p).reduce((n, v) => n + v.laps, 0);
  const res = deathrace.result(s);
  const end: ArenaGame['end'] = error ? 'error' : !res.over ? 'unfinished' : res.winner === aSeat ? 'a' : res.winner === bSeat ? 'b' : 'draw';
  return {
    seed, track, aSeat, end, reason: error || res.reason || `stopped after ${commands} commands`, rounds: s.round, commands,
    points: { a: s.points[aSeat] ?? 0, b: s.points[bSeat] ?? 0 },
    laps: { a: laps(aSeat), b: laps(bSeat) },
  };
}

export function runArena(o: ArenaOptions): ArenaResult {
  const games: ArenaGame[] = [];
  const times = { a: [] as number[], b: [] as number[], aMove: [] as number[] };
  for (let i = 0; i < o.games; i++) {
    const g = playArenaGame(o, i, times);
    games.push(g);
    o.onGame?.(i, g);
  }
  return { games, aTimes: times.a, bTimes: times.b, aMoveTimes: times.aMove };
}

export const median = (xs: readonly number[]): number => {
  if (xs.length === 0) return 0;
  const a = [...xs].sort((x, y) => x - y);
  const m = Math.floor(a.length / 2);
  return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
};
