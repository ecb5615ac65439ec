// Everything that happens in a game is reported as an event. The log, the animations and the
// hints are all built from these; each names the dice it used and the page of its rule.
import type { Action, Approach, SideRole, Cell, Facing, Heading, PassiveKind, RoadHazardKind, Rule, SectionKind, Side, Turn } from './types';

interface Base {
  rule: Rule;
  /** The dice rolled for this event, in order (empty when none). */
  dice: number[];
}

export type GameEvent = Base &
  (
    | { type: 'leadRolled'; player: string; lead: string }
    | { type: 'placed'; vehicle: string; cell: Cell }
    /** Game Two (p87): the die picks one of six track layouts (data/gameTwoLayouts.ts). */
    | { type: 'trackRolled'; player: string; layout: number; name: string }
    /** Game Three (p87): the armament table a player picked, and the die on it. */
    | { type: 'loadoutChosen'; player: string; loadout: 'offensive' | 'defensive' }
    | { type: 'loadoutRolled'; player: string; vehicle: string; loadout: 'offensive' | 'defensive'; armament: string }
    | { type: 'linkChosen'; player: string; vehicle: string; linked: boolean }
    /** Game Four (p88): a driver's skill from a d6. */
    | { type: 'driveSkillRolled'; player: string; vehicle: string; driveSkill: number }
    /** Games Three on (p87): the starting speed roll (`again`: 2-4, rolled again), objections, agreement. */
    | { type: 'startSpeedRolled'; speed: number; again: boolean }
    | { type: 'startSpeedVeto'; player: string; speed: number; reroll: boolean }
    | { type: 'startSpeedAgreed'; speed: number }
    /** Games Six to Eight (p88): a team's die for the sides, the sides it settled (`again`: equal, rolled again;
     *  `decides: 'role'`: Game Eight's roll as Game Six's, the teams took roles; `game`: whose roll it was). */
    | { type: 'sideRolled'; player: string; team: number }
    | { type: 'sidesSettled'; sides: { side: string; players: string[]; role?: SideRole }[]; again: boolean; decides?: 'role'; game?: string }
    /** p88: a side's vehicles bought for its budget, as an Op or a gang (`unseated`: its players left without a vehicle, an Op's team-mates). */
    | { type: 'sideDesigned'; side: string; player: string; role: SideRole; vehicles: string[]; cost: number; unseated?: string[] }
    /** p88 Game Eight: the attacker's pursuit or intercept; an intercepting vehicle's starting speed. */
    | { type: 'approachChosen'; player: string; approach: Approach }
    | { type: 'speedChosen'; vehicle: string; speed: number }
    | { type: 'turnStart'; turn: number }
    | { type: 'phaseStart'; turn: number; phase: number; order: string[] }
    | { type: 'orderTie'; vehicles: string[]; reason: string }
    | { type: 'declared'; vehicle: string; action: Action }
    | { type: 'moved'; vehicle: string; from: Cell; to: Cell; heading: Heading; move: string }
    | { type: 'speedChanged'; vehicle: string; from: number; to: number; reason: string }
    | { type: 'hazardRoll'; vehicle: string; limit: number; cause: string; speed: number; excess: number; optimumControl: number; total: number; result: 'ok' | 'panicBrake' | 'controlLoss' }
    | { type: 'hazardSkipped'; vehicle: string; limit: number; cause: string; reason: string }
    | { type: 'panicBrake'; vehicle: string; by: number; wanted: number; ranOut: boolean }
    | { type: 'controlLoss'; vehicle: string; cause: string }
    | { type: 'controlLossTest'; vehicle: string; speedFactor: number; adverseControl: number; extra: number; total: number; result: 'regain' | 'skidRegain' | 'skid' | 'spin' | 'roll' }
    | { type: 'regainControl'; vehicle: string }
    | { type: 'skid'; vehicle: string; skid: 'straight' | 'drift'; side?: Side; speedLoss: number }
    | { type: 'spin'; vehicle: string; dir: 'cw' | 'ccw'; total: number; degrees: number; speedLoss: number; heading: Heading }
    | { type: 'roll'; vehicle: string }
    | { type: 'crash'; vehicle: string; cause: string }
    | { type: 'leftPlay'; vehicle: string; cause: string }
    | { type: 'halted'; vehicle: string; reason: string }
    | { type: 'realigned'; vehicle: string; heading: Heading }
    | { type: 'uTurnFailed'; vehicle: string }
    | { type: 'shotDeclined'; vehicle: string }
    | { type: 'shot'; vehicle: string; weapon: string; target: string; range: number; countedRange: number; modifiers: { label: string; value: number }[]; total: number; hit: boolean; natural1: boolean; outOfRange: boolean }
    | { type: 'jam'; vehicle: string; weapon: string; fired: boolean }
    | { type: 'hit'; vehicle: string; source: string; damageBonus: number; he: boolean; roll: number; armour: number; points: number; critical: boolean; terminalIgnored: boolean }
    | { type: 'damage'; vehicle: string; points: number; left: number }
    | { type: 'increment'; vehicle: string; level: number }
    | { type: 'critical'; vehicle: string; facing: Facing; location: string; result: string; detail: string; wasted?: boolean }
    | { type: 'terminal'; vehicle: string }
    | { type: 'explosion'; vehicle: string; cause: string }
    | { type: 'characteristic'; vehicle: string; name: string; from: number; to: number; reason: string }
    | { type: 'engineDisabled'; vehicle: string; cause: string }
    | { type: 'noDriver'; vehicle: string; cause: string }
    | { type: 'ram'; rammer: string; target: string; kind: 'headOn' | 'shunt' | 'sideswipeNeckAndNeck' | 'sideswipeOpposed'; damage: string }
    | { type: 'sideswipeTest'; rammer: string; target: string; rammerTotal: number; targetTotal: number; winner: string | null }
    | { type: 'passiveLaid'; vehicle: string; marker: string; cell: Cell; kind: PassiveKind; dummy: boolean; locked: boolean }
    | { type: 'passiveFailed'; vehicle: string; weapon: string; reason: string }
    | { type: 'markerRevealed'; marker: string; kind: PassiveKind; dummy: boolean; by: string }
    | { type: 'markerRemoved'; marker: string; reason: string }
    | { type: 'oilHit'; vehicle: string; handlingLoss: number }
    | { type: 'spikes'; vehicle: string; effect: string }
    | { type: 'lockOn'; vehicle: string; weapon: string; on: boolean }
    | { type: 'fuelLeak'; vehicle: string; disabled: boolean }
    | { type: 'splitTyre'; vehicle: string; shredded: boolean }
    | { type: 'wreck'; vehicle: string; cause: string }
    | { type: 'turnEnd'; turn: number }
    | { type: 'gameOver'; side: string; reason: string }
    | { type: 'note'; vehicle?: string; text: string }
    // The road (p74-76). `section` is a global section index; `turn` is seen looking towards higher ticks.
    | { type: 'trackPlaced'; section: number; kind: SectionKind; turn?: Turn; note: string }
    | { type: 'trackRemoved'; section: number; reason: string }
    | { type: 'directionOfPlay'; dir: 1 | -1; reason: string }
    | { type: 'roadHazard'; section: number; result: RoadHazardKind | 'none' | 'bothSides'; side: Side | null; markers: number; overflow: number }
    | { type: 'obstacleHit'; vehicle: string; hazard: string; kind: 'headOn' | 'sideswipe'; damage: string }
    | { type: 'train'; vehicle: string; hit: boolean }
  );

export type EventType = GameEvent['type'];
