// A new race: each team's stock vehicles on the grid behind the start/finish line, modules
// inactive ("These upgrades are not active at the start of the game"), then the first round.
import { newRng } from '../../../engine/rng';
import type { Result } from '../../../engine/types';
import { PICKUP_KINDS, DEFAULT_TEAMS, LAPS_DEFAULT, LOCATION_POINTS, ROUNDS_PER_LAP, TEAM_BUDGET, TURN_LIMIT_MAX, stockOf } from './data';
import type { DrCtx } from './dice';
import { startRound } from './flow';
import { parseDrSetup } from './schema';
import { TRACK_IDS, trackOf } from './tracks';
import { DR_RULESET, DR_VERSION, type DrError, type DrEvent, type DrState, type DrTeam, type DrVehicle, type StockId } from './types';

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

export function makeVehicle(id: string, owner: string, ownerName: string, stock: StockId, pose: { x: number; y: number; heading: number }): DrVehicle {
  const st = stockOf(stock);
  return {
    id, name: `${possessive(ownerName)} ${st.name}`, stock, owner, drive: st.drive, move: st.move, skill: st.skill, ballistics: st.ballistics,
    reflex: st.reflex, armour: st.armour, ...pose,
    damage: { drive: LOCATION_POINTS, engine: LOCATION_POINTS, crew: LOCATION_POINTS, hull: LOCATION_POINTS, weapons: LOCATION_POINTS },
    modules: st.modules.map((kind, i) => ({ id: `${id}.m${i + 1}`, kind, active: 0 })),
    fire: [], status: 'racing', stationary: true, lastMove: 0, laps: 0, nextGate: 0, crewOut: false, crewWeapons: [],
  };
}

export function newDeathrace(input: unknown, seed: number): Result<{ state: DrState; events: DrEvent[] }, DrError> {
  const p = parseDrSetup(input);
  if (!p.ok) return p;
  const setup = p.value;
  const bad = (message: string) => ({ ok: false as const, error: { code: 'BAD_SETUP' as const, message } });
  const ids = setup.players.map((x) => x.id);
  const names = setup.players.map((x) => x.name.trim().toLowerCase());
  if (new Set(ids).size !== ids.length || new Set(names).size !== names.length) return bad('the players need different ids and names');
  const teams: DrTeam[] = setup.teams ?? setup.players.map((pl, i) => ({ player: pl.id, vehicles: DEFAULT_TEAMS[i % DEFAULT_TEAMS.length] }));
  if (teams.length !== setup.players.length || teams.some((t, i) => t.player !== ids[i])) return bad('one team a player, in the players\' order');
  for (const t of teams) {
    const cost = t.vehicles.reduce((n, id) => n + stockOf(id).cost, 0);
    if (cost > TEAM_BUDGET) return bad(`${t.player}'s team costs ${cost}, over the ${TEAM_BUDGET} budget`);
  }
  const track = trackOf(setup.options?.track ?? 'bowl');
  const laps = setup.options?.laps ?? LAPS_DEFAULT;
  const vehicles: DrVehicle[] = [];
  // The grid in turns: each team's first vehicle, then each team's second.
  for (let k = 0; k < 2; k++) {
    setup.players.forEach((pl, i) => {
      const stock = teams[i].vehicles[k];
      if (!stock) return;
      vehicles.push(makeVehicle(`${pl.id}.v${k + 1}`, pl.id, pl.name, stock, track.grid[vehicles.length]));
    });
  }
  const state: DrState = {
    ruleset: DR_RULESET, version: DR_VERSION,
    players: setup.players.map((x) => ({ id: x.id, name: x.name })),
    options: { track: track.id, laps, turnLimit: setup.options?.turnLimit ?? Math.min(TURN_LIMIT_MAX, laps * ROUNDS_PER_LAP) },
    round: 0, order: [], vehicles, slicks: [], pedestrians: [],
    // Each track starts four kinds further along the list, so the three tracks between them lay every kind.
    pickups: track.pickups.map((p, i) => ({ id: `pickup${i + 1}`, kind: PICKUP_KINDS[(i + 4 * TRACK_IDS.indexOf(track.id)) % PICKUP_KINDS.length], x: p.x, y: p.y })),
    pitCrew: [],
    races: Object.fromEntries(teams.map((t) => [t.player, t.race ?? 'humans'])),
    nextId: 1,
    points: Object.fromEntries(ids.map((id) => [id, 0])),
    flow: { kind: 'over', winner: null, reason: 'not started' },
    rng: newRng(seed, setup.forcedDice ?? []),
  };
  const c: DrCtx = { s: state, events: [], faces: [] };
  // startRound reads the flow only to see whether the game is over.
  c.s.flow = { kind: 'turn', vehicle: '', player: '', move: 'before', left: 0, min: 0, travelled: 0, shots: 'none', plates: 0, ramp: null, passed: [], halted: false, crewFired: [] };
  startRound(c);
  return { ok: true, value: { state: c.s, events: c.events } };
}
