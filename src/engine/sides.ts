// Sides, players and who is where, for a shell that knows nothing of any one scenario: how many
// players a scenario takes, which sides it declares, the sides and players of a game, the vehicles
// out of play and how each left, and the sections in play with who is on each. Read-only queries
// of the state and its events; no rule is decided here.
import { scenarioById } from './scenarios';
import { MAX_PLAYERS } from './schema/setup';
import { firstSection, sectionIndexAt } from './grid';
import type { GameEvent } from './events';
import type { GameState, Rule, Section, VehicleState, VehicleStatus } from './types';

export interface PlayerRange {
  min: number;
  max: number;
}

/**
 * Players per scenario, for the new-game screen. Games One to Five are two-player games (p87-88);
 * 'custom' (the sim's and the imports' free board) takes the schema's 2 to 8. A scenario that
 * declares `players: {min, max}` itself (Games Six to Eight, p88) is read from its own data.
 */
const PLAYERS_BY_SCENARIO: Record<string, PlayerRange> = {
  gameOne: { min: 2, max: 2 },
  gameTwo: { min: 2, max: 2 },
  gameThree: { min: 2, max: 2 },
  gameFour: { min: 2, max: 2 },
  gameFive: { min: 2, max: 2 },
  custom: { min: 2, max: MAX_PLAYERS },
};

/** What a scenario may declare about its seats (read structurally, so a scenario adds it as plain data). */
interface SeatDeclaration {
  players?: PlayerRange;
  sides?: readonly { id: string; label?: string }[];
  /** Present on the scenarios whose sides design their vehicles in the game (Games Six to Eight, p88). */
  sideDesign?: unknown;
}

const declared = (id: string): SeatDeclaration => (scenarioById(id) as SeatDeclaration | undefined) ?? {};

/** How many players a scenario takes; an unknown id gets the two of the book's first games. */
export function scenarioPlayers(id: string): PlayerRange {
  const own = declared(id).players;
  if (own && Number.isInteger(own.min) && Number.isInteger(own.max)) return { min: Math.max(2, own.min), max: Math.min(MAX_PLAYERS, own.max) };
  return PLAYERS_BY_SCENARIO[id] ?? { min: 2, max: 2 };
}

export interface SideInfo {
  id: string;
  label: string;
}

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** A side's name for people: the scenario's own label for it ('The outlaw gang'), else its id with a capital ('Ops'); '' is a side the set-up has not decided yet. */
export function sideLabel(id: string, scenario?: string): string {
  if (id === '') return 'Side not decided yet';
  const own = scenario ? declared(scenario).sides?.find((x) => x.id === id)?.label : undefined;
  return capital(own ?? id);
}

/**
 * The teams the players are split into at the new-game screen, for the set-up's `teams` (player
 * ids per team, in this order): two for the games whose teams roll for the sides and design their
 * vehicles in the game (Games Six to Eight, p88); none where the set-up gives each player a car
 * and the die decides sides (Games One to Five, p87).
 */
export function scenarioTeams(id: string): SideInfo[] {
  return declared(id).sideDesign ? [{ id: 'team1', label: 'Team 1' }, { id: 'team2', label: 'Team 2' }] : [];
}

export interface SideInPlay {
  id: string;
  label: string;
  /** Players driving a vehicle of this side, in the game's player order. */
  players: string[];
  /** The side's vehicles, in the game's vehicle order. */
  vehicles: string[];
}

/** The sides of a game, in the order their first vehicle appears (so each keeps its place, and its colour, for the whole game). */
export function sidesInPlay(s: GameState): SideInPlay[] {
  const out: SideInPlay[] = [];
  for (const v of s.vehicles) {
    let side = out.find((x) => x.id === v.side);
    if (!side) out.push((side = { id: v.side, label: sideLabel(v.side, s.scenario), players: [], vehicles: [] }));
    side.vehicles.push(v.id);
  }
  for (const side of out) {
    const owners = new Set(side.vehicles.map((id) => s.vehicles.find((v) => v.id === id)!.owner));
    side.players = s.players.filter((p) => owners.has(p.id)).map((p) => p.id);
  }
  return out;
}

export interface OutOfPlay {
  vehicle: string;
  /** 'crashed', 'leftPlay', 'finished'; 'wrecked' for a wreck still on the road (p28). */
  how: Exclude<VehicleStatus, 'inPlay' | 'unplaced'> | 'wrecked';
  /** The cause the engine gave when it happened ("drove off the end of the track"), or null when the events no longer hold it. */
  cause: string | null;
  rule: Rule | null;
}

/** Causes in words for a vehicle's `leftBy`, when no event of the log gives one. */
const LEFT_BY: Record<string, string> = { rearSection: 'taken out of play with the rear section (p75)', train: 'hit by the train (p76)' };

const CAUSE_EVENT: Record<OutOfPlay['how'], GameEvent['type']> = { crashed: 'crash', leftPlay: 'leftPlay', finished: 'leftPlay', wrecked: 'wreck' };

/**
 * Vehicles no longer driving, with how they went: crashed, left play (off an end of the road, or
 * over the finish line), or wrecked. `events` is the game's history (the log); the cause is the
 * last matching event's. A scenario whose rolling road removes vehicles with their section (p75)
 * reports them with a leftPlay event and they are listed the same way.
 */
export function outOfPlay(s: GameState, events: readonly GameEvent[]): OutOfPlay[] {
  const out: OutOfPlay[] = [];
  for (const v of s.vehicles) {
    const how: OutOfPlay['how'] | null = v.status === 'crashed' || v.status === 'leftPlay' || v.status === 'finished' ? v.status : v.status === 'inPlay' && v.wreck ? 'wrecked' : null;
    if (!how) continue;
    let cause: string | null = null;
    let rule: Rule | null = null;
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i];
      if (e.type === CAUSE_EVENT[how] && 'vehicle' in e && e.vehicle === v.id) {
        cause = 'cause' in e ? e.cause : null;
        rule = e.rule;
        break;
      }
    }
    // A scenario that records how a vehicle left (the rolling road's rear section, the train) says so on the vehicle.
    const leftBy = (v as { leftBy?: string }).leftBy;
    if (cause === null && leftBy) cause = LEFT_BY[leftBy] ?? leftBy;
    out.push({ vehicle: v.id, how, cause, rule });
  }
  return out;
}

export interface SectionInPlay {
  /** Global index (the rolling road never renumbers, p75): section 1 on the board is index 0. */
  index: number;
  section: Section;
  /** Vehicles in play on this section, in the game's vehicle order. */
  vehicles: string[];
}

/** The sections in play, nearest the start first, with the vehicles on each (for a mini-map). */
export function sectionsInPlay(s: GameState): SectionInPlay[] {
  const first = firstSection(s.track);
  const rows: SectionInPlay[] = s.track.sections.map((section, k) => ({ index: first + k, section, vehicles: [] }));
  const onRoad = (v: VehicleState) => v.status === 'inPlay';
  for (const v of s.vehicles.filter(onRoad)) {
    // A cell never straddles two sections (spaces divide each section), so its start says where it is.
    const row = rows[sectionIndexAt(v.cell.t0) - first];
    if (row) row.vehicles.push(v.id);
  }
  return rows;
}
