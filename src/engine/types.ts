// Core data model of the rules engine. Plain JSON only: no classes, no functions, so a
// GameState can be cloned, saved, diffed and replayed.

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** A page of the rulebook, cited as the book does: 'p38'. */
export type Rule = `p${number}`;

// ---------------------------------------------------------------------------------------
// Track (p10; docs/architecture.md "The board"). Progress along a section is measured in 60ths
// ("ticks") so that 2, 3, 4 and 5 spaces per lane all divide it exactly.
// ---------------------------------------------------------------------------------------

export const TICKS_PER_SECTION = 60;
export const LANES = 8;

export const SECTION_KINDS = ['straight', 'bend', 'corner'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export type Turn = 'left' | 'right';

export interface Section {
  kind: SectionKind;
  /** Which way a curve turns in the direction of play; absent on straights. */
  turn?: Turn;
}

export interface Track {
  /** The sections in play, in order of increasing ticks (grid.ts looks them up; go through it). */
  sections: Section[];
  /** Global tick of the finish line, if the scenario has one (Game One: the far end). */
  finishTick: number | null;
  /**
   * Global index of sections[0] (absent: 0). The rolling track (p75) drops sections at one end
   * and lays new ones at the other, so ticks never change meaning: sections are never re-indexed.
   */
  first?: number;
  /** Drawing pose (cm, radians) of the left edge at the start of sections[0] (absent: origin). */
  origin?: { x: number; y: number; a: number };
}

/**
 * Where a vehicle or marker lies on the grid: lanes `lane` and `lane + 1` (lanes are numbered
 * 1..8 from the left edge looking in the direction of play) over the global tick interval
 * [t0, t1) of the cell of its outer lane (p10: on uneven lanes the outside divider rules).
 */
export interface Cell {
  lane: number;
  t0: number;
  t1: number;
}

/** A contact zone (p52) is a set of lane strips, each a lane range over a tick interval. */
export interface ZoneStrip {
  laneFrom: number;
  laneTo: number;
  t0: number;
  t1: number;
}
export type Zone = ZoneStrip[];

/** Facing in 45-degree steps clockwise from the direction of play: 0 forward, 4 reversed. */
export type Heading = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Side = 'left' | 'right';

// ---------------------------------------------------------------------------------------
// Vehicles, weapons, markers (p28, p83)
// ---------------------------------------------------------------------------------------

export const VEHICLE_KINDS = ['renegade', 'interceptor', 'bike'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

export const WEAPON_TYPES = [
  'machineGun',
  'autocannon15',
  'grenade20',
  'combatLaser',
  'chainGun',
  'grenade40',
  'heavyLaser',
  'missilePod',
  'lwMachineGun',
  'lwGrenade20',
  'lwCombatLaser',
  'rag40',
  'oil',
  'mines',
  'smoke',
  'spikes',
  'lwOil',
  'lwMines',
  'lwSmoke',
  'lwSpikes',
] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];

export const PASSIVE_KINDS = ['oil', 'mines', 'smoke', 'spikes'] as const;
export type PassiveKind = (typeof PASSIVE_KINDS)[number];

export const MOUNTS = [
  'hood',
  'roof',
  'wingLeft',
  'wingRight',
  'sideLeft',
  'sideRight',
  'turret',
  'passive',
  'passiveLeft',
  'passiveRight',
  'fairingLeft',
  'fairingRight',
] as const;
export type Mount = (typeof MOUNTS)[number];

export type WeaponStatus = 'ok' | 'damaged' | 'jammed' | 'linkSevered' | 'destroyed';

/** T with every field present, the optional ones too (as undefined): one object shape for all (vehicleFactory.ts, cloneState.ts). */
export type EveryField<T> = { [K in keyof Required<T>]: T[K] };

export interface WeaponState {
  id: string;
  type: WeaponType;
  mount: Mount;
  /** Shots left; null for lasers, which fire once per turn without ammunition (p83). */
  ammo: number | null;
  status: WeaponStatus;
  /** Lasers: fired this turn (p83 once per turn). */
  firedThisTurn: boolean;
  /** Oil and smoke layers locked on (p23). */
  lockedOn: boolean;
  /** Identical weapons linked to fire together (p82); same string = same link group. */
  link: string | null;
  /** Accuracy lost to a 'damaged' critical (p35). */
  accuracyPenalty: number;
}

export type VehicleStatus = 'unplaced' | 'inPlay' | 'crashed' | 'leftPlay' | 'finished';

export interface CriticalRecord {
  turn: number;
  phase: number;
  facing: Facing;
  location: string;
  result: string;
  rule: Rule;
  /** The critical found nothing to damage or fell short of its roll (p32, p34). */
  wasted?: boolean;
}

export type Facing = 'front' | 'rear' | 'left' | 'right' | 'floor' | 'roof';

export interface SpinState {
  /** Clockwise or anticlockwise, fixed by the first spin (p44). */
  dir: 'cw' | 'ccw';
  /** The line of travel when the spin started: +1 with the direction of play, -1 against (p44). */
  travel: 1 | -1;
}

export interface VehicleState {
  id: string;
  name: string;
  kind: VehicleKind;
  /** Player who drives it. */
  owner: string;
  /** Scenario side ('lead' / 'chase' in Games One to Five; the scenario's `sides` name them). */
  side: string;
  /** How it left play, when it did (absent: it drove off the end of the track or over the line). */
  leftBy?: 'rearSection' | 'train';
  status: VehicleStatus;

  // characteristics (current values; damage and criticals lower them)
  driveSkill: number;
  damageMax: number;
  damage: number;
  armour: number;
  maxSpeed: number;
  acceleration: number;
  braking: number;
  handling: number;
  /** Incremental damage levels not yet passed (p28), e.g. [12, 8, 4] for a fresh Renegade. */
  levelsLeft: number[];

  speed: number;
  cell: Cell;
  heading: Heading;

  // control and condition
  outOfControl: boolean;
  spin: SpinState | null;
  /** A sideswipe loser's next skid is an automatic drift skid this way (p57), or straight -10 on curves. */
  forcedSkid: Side | 'straight' | null;
  /** Regains control at the end of the current move (control-loss result 2-3, p42). */
  regainAfterMove: boolean;
  /** An out-of-control move stopped by its own shunt (p57): after the target moves, it completes
   *  the forward move and then skids or spins, without a new control-loss test (controlLoss.resumeMove). */
  resumeLoss?: 'skid' | 'spin' | null;
  /** A bike that must roll in its next move: no rider, or a wheel off at 80 mph or less (bike
   *  chapter, p64-71). Set by criticals; the control-loss module makes the roll. */
  rollsNextMove?: boolean;
  /** A bike dodging (p64): its contact zone for surface hazards is this one of its lanes (the
   *  rider's own side) until a move whose action is not a dodge. Absent or null: both lanes. */
  dodge?: Side | null;
  /** A bike's rider has left play: the bike was wrecked and the next turn began, or he abandoned
   *  it (p64-71). The model stays on the road as a wreck and nothing can hurt the rider. */
  riderGone?: boolean;
  /** The turn a bike with a disabled engine was pushed in: no shooting that turn (p64-71). */
  pushedTurn?: number | null;
  wreck: boolean;
  rolled: boolean;
  noDriver: boolean;
  engineDisabled: boolean;
  terminal: boolean;
  exploded: boolean;
  fuelLeak: boolean;
  splitTyre: boolean;
  brokenAxle: boolean;
  tyresDestroyed: number;
  /** Arms and legs lost to 'limb disabled' criticals (p34). */
  limbs: { leftArm: boolean; rightArm: boolean; leftLeg: boolean; rightLeg: boolean };
  turretOff: boolean;
  guidanceOff: boolean;
  lasersOff: boolean;
  /** The disabled-engine last laser shot is still available this turn (p34). */
  laserLastShot: boolean;
  oilHits: number;
  criticals: CriticalRecord[];
  weapons: WeaponState[];
  dummies: number;
  /**
   * What this car has laid face down and nobody has turned over yet (p22): dummies, and real
   * markers by weapon id (a shot that scattered, p23, or a marker taken off unseen, p75, stays
   * here for good). The other players' record sheets put these back (playerView): they learn a
   * marker was real or a dummy only when it is revealed. Absent: nothing hidden.
   */
  unrevealed?: { dummies: number; ammo: Record<string, number> };

  // per-phase / per-turn bookkeeping
  /** Braking used (brake action + panic brakes) within the current allowance (p40). */
  brakeUsed: number;
  panicBrakedPhase: number | null;
  movedThisPhase: boolean;
  actedThisPhase: boolean;
  /** Straight-ahead move without brake or accelerate this phase (oil at 60, p30). */
  lastMove: MoveKind | null;
}

export type MoveKind = 'straight' | 'accelerate' | 'brake' | 'drift' | 'uTurn' | 'reverse' | 'skid' | 'driftSkid' | 'spin' | 'realign' | 'dodge' | 'turnAbout' | 'push';

export interface Marker {
  id: string;
  kind: PassiveKind;
  /** Dummies are secret until turned over (p22). */
  dummy: boolean;
  faceUp: boolean;
  owner: string; // vehicle id
  /** The weapon a real marker came from (the ledger of VehicleState.unrevealed); absent for dummies. */
  weapon?: string;
  cell: Cell;
  /** Laid under a tail-gater: that vehicle tests after its next move instead (p24). */
  underVehicle: string | null;
}

export interface Player {
  id: string;
  name: string;
}

// ---------------------------------------------------------------------------------------
// Actions and commands (p9-17)
// ---------------------------------------------------------------------------------------

export type Action =
  | { kind: 'none' }
  | { kind: 'drift'; side: Side }
  | { kind: 'uTurn'; side: Side }
  | { kind: 'accelerate'; by: number }
  | { kind: 'brake'; by: number }
  /** Moving off from a standstill at phase 1 (p15): accelerate plus an optional manoeuvre. */
  | { kind: 'moveOff'; by: number; manoeuvre?: { kind: 'drift' | 'uTurn'; side: Side } }
  | { kind: 'reverse'; manoeuvre?: { kind: 'drift' | 'uTurn'; side: Side } }
  | { kind: 'realign'; heading: 0 | 4; by: number }
  /** Bikes only (p64): a straight-ahead move with a one-lane contact zone on the rider's `side`. */
  | { kind: 'dodge'; side: Side }
  /** Bikes only (p64): moving off the other way, turned about in the square, at most 20 mph. */
  | { kind: 'turnAbout'; by: number }
  /** Bikes only (p64-71): a halted bike with a disabled engine pushed by its rider at 5 mph. */
  | { kind: 'push' }
  /** A ram into the vehicle ahead (forced), or a sideswipe to one side after a straight move (p17, p54). */
  | { kind: 'ram'; side?: Side }
  /** `alone`: one turret weapon without its partner (p17); absent, a turret fires its pair. */
  | { kind: 'shoot'; weapon: string; alone?: boolean }
  | { kind: 'shootPassive'; weapon: string; dummy: boolean; lockOn?: boolean }
  | { kind: 'switchOff'; weapon: string };

export type ActionKind = Action['kind'];

export type Command = (
  | { type: 'rollForLead' }
  /** Any set-up roll the scenario asks for (track diagram, armament, drive skill, starting speed). */
  | { type: 'roll' }
  | { type: 'chooseLoadout'; player: string; loadout: 'offensive' | 'defensive' }
  /** Link the car's identical weapons or not (p82; Game Three's wing pairs, p87). */
  | { type: 'chooseLink'; player: string; linked: boolean }
  /** Object to (reroll) or accept the rolled starting speed (p87 Game Three). */
  | { type: 'veto'; player: string; reroll: boolean }
  | { type: 'place'; vehicle: string; lane: number; t0: number }
  | { type: 'declare'; vehicle: string; action: Action }
  | { type: 'fire'; vehicle: string; target: string }
  | { type: 'holdFire'; vehicle: string }
  /** p69: before the turn's first phase, the rider of a halted bike with a disabled engine abandons it or keeps it. */
  | { type: 'abandonBike'; vehicle: string; abandon: boolean }
  | { type: 'continue' }
  /** Games Six to Eight (p88): a side's vehicles, bought against its budget, each with its driver. */
  | { type: 'design'; player: string; vehicles: SideVehicle[] }
  /** Game Eight (p88): the attacker chooses a pursuit or an intercept. */
  | { type: 'chooseApproach'; player: string; approach: Approach }
  /** Game Eight's intercept (p88): an attacking vehicle's starting speed, 0 to its maximum. */
  | { type: 'setSpeed'; vehicle: string; speed: number }
) & {
  /**
   * Real dice (the realDice option): the dice the players rolled at the table for this command, in
   * the order the engine asks for them (NEEDS_DIE says how many more and what for).
   */
  dice?: number[];
};

/** What a side of Games Six to Eight is (p88): an Op in an Interceptor, or an outlaw gang. */
export const SIDE_ROLES = ['op', 'gang'] as const;
export type SideRole = (typeof SIDE_ROLES)[number];
export const APPROACHES = ['pursuit', 'intercept'] as const;
export type Approach = (typeof APPROACHES)[number];

/** One vehicle of a side's design: the design (p80-84) and the player who drives it. */
export interface SideVehicle {
  design: { name: string; kind: VehicleKind; weapons: { type: WeaponType; mount: Mount; link?: string | null }[]; driveSkill?: number };
  driver: string;
}

/** A side of the game and its players (Games Six to Eight keep it in the state: sides are rolled for, p88). */
export interface SideState {
  id: string;
  players: string[];
  /** Op or gang: set by the side's design, or before it by Game Eight's first roll (p88, as Game Six). */
  role?: SideRole;
  /** Game Eight (p88): the attacker's choice. */
  approach?: Approach;
}

export type PendingKind = 'rollForLead' | 'roll' | 'chooseLoadout' | 'chooseLink' | 'veto' | 'place' | 'declare' | 'fireOrHold' | 'gameOver' | 'design' | 'chooseApproach' | 'setSpeed' | 'abandonBike';

export interface Pending {
  kind: PendingKind;
  /** The player whose decision it is (null when nobody decides). */
  player: string | null;
  vehicle: string | null;
  /** Why this vehicle acts now (move order, p12), in words. */
  why: string;
  /** The decision includes hidden information (real-or-dummy marker): pass the device first. */
  secret: boolean;
  /** During set-up, the step being decided (what is rolled, which speed is up for a veto). */
  step?: SetupStep;
}

/** One step of a scenario's set-up (p87-88): a roll or a choice the players make before turn 1. */
export type SetupStep =
  /** p87: one player rolls; odd drives the lead car. */
  | { kind: 'rollForLead' }
  /** p87: a car of `side` is placed anywhere in one of `sections` (0-based); Game Eight's
   *  intercept (p88) also sets its heading and speed. */
  | { kind: 'place'; side: string; sections: number[]; heading?: Heading; speed?: number }
  /** p87 Game Two: a die picks one of six track layouts. */
  | { kind: 'rollTrack' }
  /** p87 Game Three: the player picks an offensive or a defensive car... */
  | { kind: 'chooseLoadout'; player: string }
  /** ...then rolls on that table for the armament (`loadout` is filled in by the choice). */
  | { kind: 'rollLoadout'; player: string; loadout?: 'offensive' | 'defensive' }
  /** ...and, when the roll gave identical weapons, says whether they are linked (p82). */
  | { kind: 'chooseLink'; player: string }
  /** p88 Game Four: the driver's skill from a d6 (`vehicle`: which of the player's vehicles; absent, their first). */
  | { kind: 'rollDriveSkill'; player: string; vehicle?: string }
  /** p87 Game Three: 2d6 x 10 mph, rolled again on 2-4. */
  | { kind: 'rollStartSpeed' }
  /** p87: either driver may object to 100+ mph, the lead to 70+; `speed` is the roll in question. */
  | { kind: 'veto'; player: string; speed: number }
  /** p74 Game Five: initial track generation (`open`: no finish line, Game Eight's intercept, p88). */
  | { kind: 'generateTrack'; open?: boolean }
  /** p88 Games Six to Eight: one die for team `team` (0 or 1); `rolls` so far. The lower becomes
   *  side `low`, the higher side `high`; equal rolls roll again. `decides: 'role'` (Game Eight's
   *  first roll, as Game Six's): `low` and `high` are roles the teams take, keeping their ids.
   *  `game`: whose procedure the roll is, for its words (Game Eight: 'Game Six', 'Game Seven'). */
  | { kind: 'rollOff'; team: number; rolls: number[]; low: string; high: string; decides?: 'role'; game?: string }
  /** p88: side `side` designs its vehicles as one of `roles` ($100,000, an Interceptor or a gang);
   *  a side whose role a roll already gave (Game Eight) designs that role only. `exclusive`: the
   *  roles are settled before the designs, in the open (Game Eight: by Game Six's roll), so a
   *  side's role is no secret while the designs go on (explain/playerView.ts). */
  | { kind: 'designSide'; side: string; roles: SideRole[]; exclusive?: boolean }
  /** p88 Game Eight: the attacker chooses pursuit or intercept. */
  | { kind: 'chooseApproach'; side: string }
  /** p88 Game Eight's intercept: the attacker's vehicle starts at any speed from 0 to its maximum. */
  | { kind: 'chooseSpeed'; vehicle: string }
  /** p75: the lead driver generates track up to his line of sight (and the majority sets the direction of play). */
  | { kind: 'lookAhead' };

export type RuleErrorCode =
  | 'GAME_OVER'
  | 'NOT_PENDING'
  | 'WRONG_VEHICLE'
  | 'ILLEGAL_ACTION'
  | 'ILLEGAL_PLACEMENT'
  | 'UNKNOWN_VEHICLE'
  | 'UNKNOWN_WEAPON'
  | 'UNKNOWN_TARGET'
  | 'BAD_COMMAND'
  /** A real-dice game: the command needs more dice than it carries (RuleError.need says how many, for what). */
  | 'NEEDS_DIE'
  /** A real-dice game: the command carries more dice than it used (or dice in a game rolled by the app). */
  | 'EXTRA_DICE'
  | 'INTERNAL';

export interface RuleError {
  code: RuleErrorCode;
  message: string;
  /** NEEDS_DIE: the dice to roll next and what they are for. */
  need?: DieNeed;
}

/** The next dice a real-dice command needs (realDice.ts). */
export interface DieNeed {
  /** How many dice to roll together now (one, or two for a 2D6 roll). */
  count: number;
  /** What they are for, in words: "hazard roll for Ann's Renegade". */
  purpose: string;
  /** How many dice the command already carried. */
  supplied: number;
  vehicle: string | null;
}

export type SetupErrorCode =
  | 'BAD_SETUP'
  | 'UNKNOWN_SCENARIO'
  | 'BAD_VEHICLE'
  | 'BAD_POSITION'
  | 'OVERLAP'
  | 'BAD_TRACK'
  | 'BAD_DICE'
  /** A designed car breaks the design rules or the scenario's budget (p80-84, p88). */
  | 'BAD_DESIGN';

export interface SetupError {
  code: SetupErrorCode;
  message: string;
  path?: string;
}

// ---------------------------------------------------------------------------------------
// The game
// ---------------------------------------------------------------------------------------

export interface RngState {
  seed: number;
  /** Generator state (a 32-bit integer). */
  s: number;
  /** Dice results forced by a test or a scripted game, used before the generator. */
  forced: number[];
  /** How many dice have been rolled: lets the UI and undo know whether a command rolled. */
  rolls: number;
}

export interface Options {
  /** Roll crash damage (p58: only needed in campaigns). */
  crashDamage: boolean;
  /** p22, p25: range, ruler and hit chance are not shown before the shot is fired (data/options.ts). */
  measureOnlyWhenCommitted: boolean;
  /** Every die is rolled at the table and entered; commands carry them (data/options.ts). */
  realDice: boolean;
  /** p11: record sheets are kept secret; others see speed, speed factor and the model (data/options.ts). */
  secretRecordSheets: boolean;
}

/** What a phase built by hand (tests, tools) without `frames` waits for: its shorthand for the top frame. */
export type FlowStep = 'declare' | 'fireOrHold';

/** One entry of the move order (p12). */
export interface Slot {
  vehicle: string;
  /** move: moves this phase; still: acts without moving (shoot only); moveOff: stationary at phase 1. */
  mode: 'move' | 'still' | 'moveOff';
  why: string;
}

/**
 * The turn as a stack of typed frames, bottom first (core/frames.ts; docs/assumptions.md "The turn as frames"). The
 * top frame is what is being played; an interrupt (a cut-up's question, a shunt, a shot to fire or
 * hold) is a push and finishing a frame pops it. The engine rests only on a decision: a declare,
 * cut-up answer, fire-or-hold or before-turn abandon frame.
 */
export type Frame =
  /** The turn (p8); its number is `GameState.turn`. */
  | { kind: 'turn' }
  /** Before the turn's first phase: bikes picked up, riders of wrecks leave (p64-71, flow/bikeTurn.ts). */
  | { kind: 'beforeTurn' }
  /** On the before-turn frame: the rider of a halted bike with a disabled engine abandons it or keeps it (p69, flow/beforeTurn.ts). */
  | { kind: 'abandonBike'; vehicle: string }
  /** Phase n of the turn (p8); its move order is `PhaseFlow.queue`. */
  | { kind: 'phase'; n: number }
  /** The head of the move order acting: the k-th slot frame from the top is `queue[k - 1]`. */
  | { kind: 'slot'; vehicle: string }
  /** The acting slot's driver is to declare its action (p11). */
  | { kind: 'declare'; vehicle: string }
  /** `by` declared a drift that cuts up `target`, a stationary car that could move off: its driver declares now (p13). */
  | { kind: 'cutUpAnswer'; by: string; action: Action; target: string }
  /** The acting vehicle declared a shot: its player fires or holds (p22). */
  | { kind: 'fireOrHold'; vehicle: string; action: Action }
  /** `rammer` shunted `shunted`: once the target has moved, the rammer completes its move without an action (p57). */
  | { kind: 'resumeAfterShunt'; rammer: string; shunted: string };

export interface PhaseFlow {
  kind: 'phase';
  /** The phase's move order still to act (p12); its head is the slot acting now. */
  queue: Slot[];
  /** Vehicles moving off in phase 1 declare first; the one accelerating most then moves first (p15). */
  deferred: { vehicle: string; action: Action }[];
  /** Actions declared early because of a cut-up (p13), carried out when the car's turn comes. */
  predeclared?: { vehicle: string; action: Action }[];
  /** The frame stack (always there in states the engine made; see `step`). */
  frames?: Frame[];
  /** Shorthand of a phase built by hand without `frames`: the head slot declares, or fires or holds `declared` (core/frames.ts stackOf). */
  step?: FlowStep;
  declared?: Action | null;
}

export type Flow =
  | { kind: 'setup'; steps: SetupStep[] }
  | PhaseFlow
  | { kind: 'over' };

export interface Winner {
  side: string;
  reason: string;
  rule: Rule;
}

// ---------------------------------------------------------------------------------------
// The road (p74-76): random road hazards and the rolling track
// ---------------------------------------------------------------------------------------

export const ROAD_HAZARD_KINDS = ['sand', 'debris', 'obstacle', 'railroad'] as const;
export type RoadHazardKind = (typeof ROAD_HAZARD_KINDS)[number];

/** A random road hazard marker (p76): three edge lanes in one space, or a railroad across the road. */
export interface RoadHazard {
  id: string;
  kind: RoadHazardKind;
  /** Global index of the section it lies on. */
  section: number;
  /** The edge of the road it lies on (as the driver in the direction of play sees it); null for a railroad. */
  side: Side | null;
  zone: Zone;
}

/** Track generation in progress (p74-75); absent for the fixed layouts of Games One to Four. */
export interface RoadState {
  /** Continuous generation (p75): track laid in the lead driver's sight, old track removed behind. */
  continuous: boolean;
  /** +1: play runs towards higher ticks; -1: the majority turned round (p75 changing direction). */
  directionOfPlay: 1 | -1;
  /** Roll for random road hazards whenever a new section is brought into play (p76). */
  hazards: boolean;
  /** The last two curves generated, as turns seen in the direction of play (the 180 degree rule, p74). */
  curves: Turn[];
  /** Hazard markers that did not fit on their section, to go on the next one laid (p76). */
  overflow: { kind: RoadHazardKind; side: Side; count: number }[];
  /** A straight was needed and none was left in the box: no more track (p74). */
  ended: boolean;
}

export interface GameState {
  schema: 1;
  scenario: string;
  players: Player[];
  track: Track;
  vehicles: VehicleState[];
  markers: Marker[];
  turn: number;
  phase: number;
  flow: Flow;
  rng: RngState;
  options: Options;
  winner: Winner | null;
  nextId: number;
  /** Random road hazards on the track (p76). */
  roadHazards: RoadHazard[];
  /** Track generation (p74-75), when the scenario generates its track. */
  road?: RoadState;
  /** The sides and their players, for scenarios that roll for sides (Games Six to Eight, p88). */
  sides?: SideState[];
}

// Set-ups and designs: shapes shared by data/, design/, schema/ and scenarios/ (docs/architecture.md).

export interface WeaponSetup {
  type: WeaponType;
  mount: Mount;
  link?: string | null;
  ammo?: number | null;
}

export interface VehicleSetup {
  id: string;
  name?: string;
  kind: VehicleKind;
  owner: string;
  side: string;
  driveSkill: number;
  weapons: WeaponSetup[];
  dummies?: number;
  lane?: number;
  t0?: number;
  heading?: Heading;
  speed?: number;
}

/** The vehicles a design may buy (p80): the two cars and the bike (p64, p80). */
export const DESIGN_KINDS = ['renegade', 'interceptor', 'bike'] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];

export interface DesignWeapon {
  type: WeaponType;
  mount: Mount;
  /** Weapons with the same link name fire together (p82); null or absent: not linked. */
  link?: string | null;
}

export interface VehicleDesign {
  name: string;
  kind: DesignKind;
  weapons: DesignWeapon[];
  /** For set-ups that do not roll it (custom games); Game Four rolls it (p88). */
  driveSkill?: number;
}

/** A side's design (p88, Games Six to Eight): what each role may buy with the side's budget. */
export interface SideDesignRule {
  budget: number;
  /** The kinds a vehicle of this role may be. */
  kinds: readonly ('renegade' | 'interceptor' | 'bike')[];
  /** Least and most vehicles of the role. */
  minVehicles: number;
  maxVehicles: number;
  /** Any one of these is enough: counts of each kind (p88: two Renegades, three bikes, or one Renegade and two bikes). */
  minimums: readonly Partial<Record<'renegade' | 'interceptor' | 'bike', number>>[];
  /** Weapons each vehicle must carry at least (p88: "provided each vehicle has at least one weapon"). */
  minWeaponsEach: number;
  rule: `p${number}`;
}
