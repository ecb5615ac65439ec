// `npm run arena`: seeded games between two policies, seats swapped every other game
// (src/ai/arena.ts). Example: npm run arena -- --scenario gameOne --a bot:normal --b random --games 200
// The road-gang game (docs/roadGangComputer.md): npm run arena -- --game roadGang [--a normal] [--b random] [--games 200] [--round-limit none|N]
// Deathrace 40,000 (scripts/arenaDeathrace.ts): npm run arena -- --game deathrace [games] [--a normal] [--b random] [--laps N]
import { arenaGameFile, formatArena, formatRoadGangArena, gameSeed, runArena, runRoadGangArena, seatsOf } from '../src/sim/arena';
import { roadGangComputer } from '../src/games/roadGang/ai';
import { deathraceMain } from './arenaDeathrace';
import { isPolicy, POLICIES, type PolicyId } from '../src/ai';
import { SCENARIO_LIST } from '../src/engine';

const USAGE = `usage: npm run arena -- [--game darkFuture|roadGang|deathrace] [--scenario ${SCENARIO_LIST.map((s) => s.id).join('|')}] [--a POLICY] [--b POLICY] [--games N] [--seed N] [--cap N] [--json] [--cpu] [--losses] [--audit] [--game-file I]
policies: ${POLICIES.join(', ')}`;

const RG_USAGE = `usage: npm run arena -- --game roadGang [--a LEVEL] [--b LEVEL] [--games N] [--seed N] [--cap N] [--round-limit none|N] [--train] [--gyrocopter] [--json] [--cpu] [--losses]
levels: ${roadGangComputer.levels.join(', ')}; default: normal against random, 200 games, no round limit (as the text), a cap of 20000 commands a game`;

/** `--game roadGang`: the road-gang computer's levels against each other. */
function roadGangMain(argv: string[]): number {
  const o = { a: 'normal', b: 'random', games: 200, seed: 1, maxCommands: 20000, roundLimit: null as number | null, train: false, gyrocopter: false };
  let json = false;
  let cpu = false;
  let losses = false;
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if (k === '--json') json = true;
    else if (k === '--cpu') cpu = true;
    else if (k === '--losses') losses = true;
    else if (k === '--train') o.train = true;
    else if (k === '--gyrocopter') o.gyrocopter = true;
    else if (k === '--help') {
      process.stdout.write(`${RG_USAGE}\n`);
      return 0;
    } else if ((k === '--a' || k === '--b') && v && roadGangComputer.levels.includes(v)) {
      o[k === '--a' ? 'a' : 'b'] = v;
      i++;
    } else if (k === '--round-limit' && v && (v === 'none' || /^\d+$/.test(v))) {
      o.roundLimit = v === 'none' ? null : Number(v);
      i++;
    } else if (['--games', '--seed', '--cap'].includes(k) && v && /^\d+$/.test(v)) {
      const n = Number(v);
      if (k === '--games') o.games = n;
      else if (k === '--seed') o.seed = n;
      else o.maxCommands = n;
      i++;
    } else {
      process.stderr.write(`bad argument ${k}${v !== undefined ? ` ${v}` : ''}\n${RG_USAGE}\n`);
      return 2;
    }
  }
  let a = 0, b = 0;
  const lost: string[] = [];
  const r = runRoadGangArena({
    ...o,
    driver: roadGangComputer,
    clock: cpu ? () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; } : () => performance.now(),
    clockKind: cpu ? 'cpu' : 'wall',
    onGame: (i, g) => {
      const aSeat = Object.keys(g.seats).find((p) => g.seats[p] === o.a && (o.a !== o.b || p === (i % 2 === 0 ? 'p1' : 'p2')))!;
      if (g.end === 'won' && g.winner === aSeat) a++;
      else if (g.end === 'won') b++;
      if (losses && !(g.end === 'won' && g.winner === aSeat)) lost.push(`  game ${i} (seed ${g.seed}): ${o.a} as ${aSeat}, the ${g.gangs[aSeat] === 'slow' ? 'Slow' : 'Fast'} Gang, round ${g.rounds}, ${g.commands} commands: ${g.end === 'won' ? g.reason : g.end}${g.error ? ` ${g.error}` : ''}`);
      if ((i + 1) % 20 === 0) process.stderr.write(`  after ${i + 1} games: ${o.a} ${a}, ${o.b} ${b}\n`);
    },
  });
  process.stdout.write(json ? `${JSON.stringify(r, null, 2)}\n` : `${formatRoadGangArena(r)}\n`);
  if (losses && !json) process.stdout.write(`games ${o.a} did not win (${lost.length}):\n${lost.join('\n')}\n`);
  return r.errors ? 1 : 0;
}

function main(argv: string[]): number {
  const gameAt = argv.indexOf('--game');
  if (gameAt >= 0) {
    const game = argv[gameAt + 1];
    const rest = [...argv.slice(0, gameAt), ...argv.slice(gameAt + 2)];
    if (game === 'roadGang') return roadGangMain(rest);
    if (game === 'deathrace') return deathraceMain(rest);
    if (game !== 'darkFuture') {
      process.stderr.write(`bad argument --game ${game ?? ''}: darkFuture, roadGang or deathrace\n`);
      return 2;
    }
    argv = rest;
  }
  const o = { scenario: 'gameOne', a: 'bot:normal' as PolicyId, b: 'random' as PolicyId, games: 200, seed: 1, maxCommands: 1000 };
  let json = false;
  let cpu = false;
  let losses = false;
  let audit = false;
  let gameFile: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if (k === '--json') json = true;
    else if (k === '--cpu') cpu = true;
    else if (k === '--losses') losses = true;
    else if (k === '--audit') audit = true;
    else if (k === '--help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if (k === '--scenario' && v && SCENARIO_LIST.some((s) => s.id === v)) {
      o.scenario = v;
      i++;
    } else if ((k === '--a' || k === '--b') && isPolicy(v)) {
      o[k === '--a' ? 'a' : 'b'] = v;
      i++;
    } else if (['--games', '--seed', '--cap', '--game-file'].includes(k) && v && /^\d+$/.test(v)) {
      const n = Number(v);
      if (k === '--game-file') gameFile = n;
      else if (k === '--games') o.games = n;
      else if (k === '--seed') o.seed = n;
      else o.maxCommands = n;
      i++;
    } else {
      process.stderr.write(`bad argument ${k}${v !== undefined ? ` ${v}` : ''}\n${USAGE}\n`);
      return 2;
    }
  }
  if (gameFile !== null) {
    // The sim file of one game, to replay with npm run sim.
    process.stdout.write(`${JSON.stringify(arenaGameFile(o, gameFile), null, 2)}\n`);
    return 0;
  }
  // A running tally on stderr every 20 games, so a long run shows where it stands.
  let a = 0, b = 0;
  // --losses: the games policy A did not win, with its side and how the game ended, to replay with --game-file.
  const lost: string[] = [];
  // --audit: each avoidable collision (src/sim/audit.ts), to replay with --game-file.
  const laughable: string[] = [];
  const aSeatOf = (i: number) => seatsOf(o, i).aSeat;
  const r = runArena({
    ...o,
    audit,
    // --cpu: the process's CPU time (user + system), which the machine's other work hardly changes.
    clock: cpu ? () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; } : () => performance.now(),
    clockKind: cpu ? 'cpu' : 'wall',
    onGame: (i, g, collisions) => {
      for (const c of collisions ?? []) {
        const owner = g.state.vehicles.find((v) => v.id === c.vehicle)?.owner;
        const who = owner && g.state.sides ? g.state.sides.find((sd) => sd.players.includes(owner))?.players.includes(aSeatOf(i)) : owner === aSeatOf(i);
        if (c.avoidedBy) laughable.push(`  game ${i} (seed ${gameSeed(o, i)}) turn ${c.turn}: ${who ? o.a : o.b}'s ${c.vehicle} ${c.kind} with ${c.with} (command ${c.command}, ${c.legalThen} legal then); avoided by ${JSON.stringify(c.avoidedBy.command)} ${c.avoidedBy.back} decision(s) back`);
      }
      const side = (p: string) => g.state.vehicles.find((v) => v.owner === p)?.side;
      const { aSeat } = seatsOf(o, i);
      const w = g.state.winner?.side;
      if (w && w === side(aSeat)) a++;
      else if (w && w !== 'none') b++;
      if (losses && !(w && w === side(aSeat))) lost.push(`  game ${i} (seed ${gameSeed(o, i)}): ${o.a} as ${side(aSeat) ?? '?'}, turn ${g.state.turn}: ${g.state.winner?.reason ?? g.end}`);
      if ((i + 1) % 20 === 0) process.stderr.write(`  after ${i + 1} games: ${o.a} ${a}, ${o.b} ${b}\n`);
    },
  });
  process.stdout.write(json ? `${JSON.stringify(r, null, 2)}\n` : `${formatArena(r)}\n`);
  if (losses && !json) process.stdout.write(`games ${o.a} did not win (${lost.length}):\n${lost.join('\n')}\n`);
  if (audit && !json && laughable.length) process.stdout.write(`avoidable collisions (${laughable.length}):\n${laughable.join('\n')}\n`);
  return r.errors ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
