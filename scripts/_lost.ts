import { runArena, seatsOf, gameSeed } from '../src/sim/arena';
import type { PolicyId } from '../src/ai';
const [scen, a, b, n] = process.argv.slice(2);
const o = { scenario: scen, a: a as PolicyId, b: b as PolicyId, games: Number(n), seed: 1, maxCommands: 1000 };
runArena({ ...o, onGame: (i, r) => {
  const { aSeat } = seatsOf(o, i);
  const side = r.state.vehicles.find((v) => v.owner === aSeat)?.side;
  if (r.state.winner?.side !== side) console.log(`game ${i} seed ${gameSeed(o, i)} A=${aSeat} as ${side}: ${r.state.winner?.reason ?? r.end} turn ${r.state.turn}`);
} });
