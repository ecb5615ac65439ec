// Real dice (the realDice option): the players roll at the table and the command carries what
// they rolled. The engine stays pure: `apply` takes the dice from the command in the order it
// needs them and, when they run out, stops with NEEDS_DIE (changing nothing), saying how many
// dice to roll next and what for. The store asks the players and applies the command again with
// one more roll; the engine is deterministic, so it gets exactly as far again and then further.
import type { GameEvent } from '../events';
import type { DieNeed, GameState } from '../types';

/** Thrown by `d6` (ctx.ts) when a real-dice command has no die left; caught only by `apply`. */
export class NeedDie extends Error {
  constructor() {
    super('a real die is needed');
  }
}

/** What an event's dice are for, in the players' words (the event's own type names the roll). */
const ROLL_FOR: Partial<Record<GameEvent['type'], string>> = {
  leadRolled: 'the roll for the lead',
  trackRolled: 'the track layout roll',
  loadoutRolled: 'the armament roll',
  driveSkillRolled: 'the drive skill roll',
  startSpeedRolled: 'the starting speed roll',
  phaseStart: 'the move order',
  orderTie: 'the move order tie',
  hazardRoll: 'hazard roll',
  controlLossTest: 'control-loss test',
  skid: 'skid roll',
  spin: 'spin roll',
  shot: 'hit roll',
  jam: 'jam roll',
  hit: 'damage roll',
  critical: 'critical hit roll',
  ram: 'ram roll',
  sideswipeTest: 'sideswipe roll',
  passiveLaid: 'passive weapon roll',
  passiveFailed: 'passive weapon roll',
  spikes: 'spikes roll',
  splitTyre: 'split tyre roll',
  fuelLeak: 'fuel leak roll',
  trackPlaced: 'track generation roll',
  roadHazard: 'road hazard roll',
  train: 'train roll',
  obstacleHit: 'obstacle roll',
  oilHit: 'oil roll',
};

function vehicleOf(e: GameEvent): string | null {
  if ('vehicle' in e && typeof e.vehicle === 'string') return e.vehicle;
  if ('rammer' in e && typeof e.rammer === 'string') return e.rammer;
  return null;
}

/** A vehicle's name already says whose it is ("Ann's Renegade"). */
const whose = (s: GameState, vid: string): string => s.vehicles.find((x) => x.id === vid)?.name ?? vid;

/**
 * The need for die number `supplied` (0-based) of a command, read from the events of a trial
 * run of that command (`trial`, rolled with the supplied dice first): the event holding that die
 * says what it is for, and its remaining dice are rolled together (a 2D6 roll asks for two).
 */
export function dieNeed(s: GameState, trial: GameEvent[], supplied: number): DieNeed {
  let seen = 0;
  for (const e of trial) {
    if (supplied < seen + e.dice.length) {
      const vehicle = vehicleOf(e);
      const what = ROLL_FOR[e.type] ?? `${e.type} roll`;
      const player = 'player' in e && typeof e.player === 'string' ? s.players.find((p) => p.id === e.player)?.name : undefined;
      const purpose = vehicle ? `${what} for ${whose(s, vehicle)}` : player ? `${what} for ${player}` : what;
      return { count: seen + e.dice.length - supplied, purpose, supplied, vehicle };
    }
    seen += e.dice.length;
  }
  // A die the events do not show (never seen in play; the realDice tests look for one).
  return { count: 1, purpose: 'the next roll', supplied, vehicle: null };
}

/** "hazard roll for Ann's Renegade: roll one die" */
export function needText(n: DieNeed): string {
  return `${n.purpose}: roll ${n.count === 1 ? 'one die' : `${n.count === 2 ? 'two' : n.count} dice`}`;
}
