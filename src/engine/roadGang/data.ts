// The road-gang game's tables (seeds/003, "VEHICLE TABLE", "EQUIPMENT TABLE", and the two
// variants), as data. The text has no page numbers, so rules are cited by its section names.

/** A section of the road-gang text, cited the way Dark Future cites a page. */
export type RgRule =
  | 'Gangs'
  | 'The road'
  | 'Victory'
  | 'Destroying vehicles'
  | 'Setup'
  | 'Turn sequence'
  | 'Drop phase'
  | 'Ride phase'
  | 'Missile phase'
  | 'Ram phase'
  | 'HTH phase'
  | 'Vehicle table'
  | 'Equipment table'
  | 'Armored train'
  | 'Gyrocopter'
  | 'Our reading';

export type RgVehicleType =
  | 'motorcycle' | 'duneBuggy' | 'sportscar' | 'suv' | 'van' | 'bus' | 'pickup' | 'eighteenWheeler'
  | 'muscleCar' | 'dragster' | 'jeep' | 'compact' | 'armoredTrain' | 'gyrocopter';

export interface RgVehicleStats {
  type: RgVehicleType;
  name: string;
  speed: number;
  mnvr: number;
  armor: number;
  size: number;
  crew: number;
}

const row = (type: RgVehicleType, name: string, speed: number, mnvr: number, armor: number, size: number, crew: number): RgVehicleStats =>
  ({ type, name, speed, mnvr, armor, size, crew });

/** 1D12 (the table's "--" is a modifier of 0). */
export const VEHICLE_TABLE: readonly RgVehicleStats[] = [
  row('motorcycle', 'Motorcycle', 1, 3, 0, 1, 1),
  row('duneBuggy', 'Dune Buggy', 1, 2, 0, 2, 3),
  row('sportscar', 'Sportscar', 2, 1, 1, 2, 2),
  row('suv', 'SUV', 0, 0, 2, 3, 4),
  row('van', 'Van', -1, 0, 2, 3, 4),
  row('bus', 'Bus', -1, -2, 3, 4, 6),
  row('pickup', 'Pickup Truck', 0, 0, 2, 3, 4),
  row('eighteenWheeler', '18 Wheeler', -1, -2, 3, 6, 8),
  row('muscleCar', 'Muscle Car', 1, 1, 2, 2, 3),
  row('dragster', 'Dragster', 3, -1, 1, 2, 2),
  row('jeep', 'Jeep', -1, 2, 0, 2, 3),
  row('compact', 'Compact', -1, 1, 1, 2, 3),
];

/** "Zaks armored train variant": Ram +2, a standard dart gun, no armor plates, 1D3+1D3 forward. */
export const ARMORED_TRAIN: RgVehicleStats = row('armoredTrain', 'Armored Train', -2, -3, 5, 10, 12);
export const TRAIN_RAM = 2;

/** "Gyrocopter variant": armor is how hard it is to hit; missile phase only; Molotovs (2D6 uses). */
export const GYROCOPTER: RgVehicleStats = row('gyrocopter', 'Gyrocopter', 5, 3, 3, 2, 1);

export type RgEquipmentKind =
  | 'dartGun' | 'nitros' | 'armorPlates' | 'dragChutes' | 'flameThrower' | 'rockets' | 'rammingSpar'
  | 'buzzSaw' | 'tinTacks' | 'oilDropper' | 'bowsAndArrows' | 'modifiedEngine' | 'passenger' | 'shotgun'
  | 'spikedWheels' | 'molotovs' | 'crossbows' | 'grapplingHooks' | 'harpoons' | 'pistol';

/** How many uses an item has: rolled once when the gang is made; null: no limit. */
export type UsesDice = '2D6' | '1D3' | '1D6' | null;

export interface RgEquipment {
  kind: RgEquipmentKind;
  name: string;
  /** Missile range in segments, forwards or backwards (0: not a missile weapon). */
  range: number;
  toHit: number;
  hth: number;
  ram: number;
  speed: number;
  armor: number;
  crew: number;
  /** Added to manoeuvrability for one ride's counter tests (drag chutes), spending a use. */
  mnvrBoost: number;
  /** Added to the ride's speed modifier for one ride (nitros), spending a use. */
  speedBoost: number;
  fire: boolean;
  /** Crew lost by a hit: rockets "lose 1D3 crew"; every other weapon kills one. */
  crewLoss: '1' | '1D3';
  drops: 'tacks' | 'oil' | null;
  uses: UsesDice;
}

const eq = (kind: RgEquipmentKind, name: string, e: Partial<RgEquipment>): RgEquipment => ({
  kind, name, range: 0, toHit: 0, hth: 0, ram: 0, speed: 0, armor: 0, crew: 0, mnvrBoost: 0, speedBoost: 0,
  fire: false, crewLoss: '1', drops: null, uses: null, ...e,
});

/** 1D20, in the table's order. */
export const EQUIPMENT_TABLE: readonly RgEquipment[] = [
  eq('dartGun', 'Pneumatic Dart Gun', { range: 4, uses: '2D6' }),
  eq('nitros', 'Nitros', { speedBoost: 4, uses: '1D3' }),
  eq('armorPlates', 'Armor Plates', { armor: 1 }),
  eq('dragChutes', 'Drag Chutes', { mnvrBoost: 4, uses: '1D3' }),
  eq('flameThrower', 'Flame Thrower', { range: 2, toHit: 2, uses: '1D6', fire: true }),
  eq('rockets', 'Rockets', { range: 6, uses: '1D3', crewLoss: '1D3' }),
  eq('rammingSpar', 'Ramming Spar', { ram: 1 }),
  eq('buzzSaw', 'Buzz Saw', { ram: 1 }),
  eq('tinTacks', 'Tin Tacks', { drops: 'tacks', uses: '1D3' }),
  eq('oilDropper', 'Oil Dropper', { drops: 'oil', uses: '1D3' }),
  eq('bowsAndArrows', 'Bows & Arrows', { range: 2, hth: 1 }),
  eq('modifiedEngine', 'Modified Engine', { speed: 1 }),
  eq('passenger', 'Passenger', { crew: 1 }),
  eq('shotgun', 'Shotgun', { range: 2, toHit: 1, uses: '1D6', hth: 2 }),
  eq('spikedWheels', 'Spiked Wheels', { ram: 1 }),
  eq('molotovs', 'Molotov Cocktails', { range: 2, uses: '1D6', fire: true }),
  eq('crossbows', 'Crossbows', { range: 3, hth: 2 }),
  eq('grapplingHooks', 'Grappling Hooks', { range: 2, uses: '1D3', hth: 1 }),
  eq('harpoons', 'Harpoons', { range: 2, uses: '1D3', hth: 1 }),
  eq('pistol', 'Pistol', { range: 1, uses: '1D6', hth: 2 }),
];

export const equipmentOf = (kind: RgEquipmentKind): RgEquipment => EQUIPMENT_TABLE.find((e) => e.kind === kind)!;

export const GANG_SIZE = 6;
export const ROAD_LENGTH = 100;
export const START_SEGMENT = 1;
/** Evading a counter: 2D6 + manoeuvrability, 7 or more ("Ride phase"). */
export const EVADE_TARGET = 7;
export const OWN_COUNTER_BONUS = 1;
/** "If you fail a Tacks counter your speed becomes –2 permanently" (READINGS.speedBecomes). */
export const TACKS_SPEED = -2;
/** Tyres hit: "the speed of the target becomes –2 permanently". */
export const TYRES_SPEED = -2;
/** A lost ram: the loser "has speed –1 permanently". */
export const RAM_LOSER_SPEED = -1;
/** A ram loser's d6: 5-6 and the vehicle is destroyed with all its crew. */
export const RAM_DESTROYED_FROM = 5;
/** Avoiding a ram or a hand-to-hand contest: 4-6 on a d6, for a faster or nimbler target. */
export const AVOID_FROM = 4;
/** A fire weapon's hit: a further 1 in 6 chance of a ball of flame. */
export const BALL_OF_FLAME_ON = 6;

/**
 * Where the text is silent or unclear we chose; every such choice is here, once, and listed in
 * docs/assumptions.md under "The road-gang game".
 */
export const READINGS = {
  /** "Look at the opposing vehicles. Designate one player as the Slow Gang": the players choose,
   *  once the gangs are rolled (a set-up command); the engine suggests the gang whose speed
   *  modifiers add up lower. */
  slowGang: 'playersChooseLowerSuggested',
  /** The suggestion on a tie of total speed: each player rolls a die, the lower is suggested (rolled again on a tie). */
  slowGangTie: 'rollOffLower',
  /** "Each vehicle gets a turn. Players alternate": a vehicle's turn is all five phases; the
   *  player chooses which of their vehicles goes; when one player has none left the other goes on. */
  activation: 'alternateVehicles',
  /** Obstacles are placed with a d100, rolled again if it falls on the Start or the last segment. */
  obstacleSpace: 'd100NotStartOrEnd',
  /** A ride is the whole modified roll in one direction, or no ride at all ("may move"). */
  ride: 'wholeRollOrStay',
  /** A counter failed does not stop the ride; the counter stays on the road. */
  counterStays: true,
  /** Range is counted in segments apart (the same count as "in range"): the missile bonus
   *  "+1 if Range = 1" is for a target exactly one segment away, not one in the shooter's own. */
  closeRange: 'exactlyOneSegment',
  /** Each weapon fires at most once a turn, each at a target of its own. */
  weaponsPerTurn: 1,
  /** A fire weapon's ball of flame is rolled after any hit, at the crew or at the tyres. */
  flameOnAnyHit: true,
  /** Hand-to-hand bonuses of weapons apply whatever uses are left (the uses are missile shots). */
  hthIgnoresUses: true,
  /** A ram or hand-to-hand contest that ties has no loser. */
  tieNoLoser: true,
  /** One ram and one hand-to-hand attack a turn, each at one enemy vehicle in the segment. */
  attacksPerPhase: 1,
  /** The text sets no limit to the crew a vehicle may take on by transfer. */
  crewCapacity: 'noLimit',
  /** "Speed becomes –2" (tacks, tyres) and "has speed –1" (a lost ram) set the speed modifier to
   *  that value for good, equipment included; a vehicle already slower keeps its lower modifier. */
  speedBecomes: 'setNeverRaise',
  /** Drag chutes' "Maneuver +4" is spent on a ride's counter tests; it does not count when
   *  manoeuvrability is compared to avoid a ram or a hand-to-hand contest (nor does nitros for speed). */
  chutesInComparison: false,
  /** A Slow Gang vehicle that reaches the last segment leaves play there, safe, and counts. */
  slowFinish: 'leavesAtEnd',
  /** "Otherwise the Fast gang wins": once the Slow Gang can no longer get 3 home, counting its
   *  crewed vehicles and every vehicle its crew could still take over (abandoned ones they can
   *  reach, the Fast Gang's crewed ones once emptied), no more than its crew can man. */
  slowCanStillWin: 'crewedOrRetakable',
  /** The text has no time limit: none unless the table sets one on the new-game form; at the
   *  limit the Fast Gang wins by the table's house rule (said so in the result). A set-up from
   *  before the option (no `roundLimit`) is played as it was: 30 rounds, the engine designating
   *  the Slow Gang. */
  roundLimit: 'optionNoneByDefault',
  /** The limit games saved before the option were played under. */
  legacyRoundLimit: 30,
  /** The train ignores speed modifiers and nitros: it "moves always 1D3+1D3 spaces forward". */
  trainIgnoresSpeed: true,
  /** "Moves always": the train may not stay put in its ride (unless it cannot move); it may still
   *  hand crew over "instead of moving". */
  trainMustRide: true,
  /** Gyrocopters fly: they meet no counters on the road; they have no tyres to aim at. */
  gyroFlies: true,
  /** With the gyrocopter variant on, each gang's sixth vehicle is a gyrocopter instead of a roll. */
  gyroPerGang: 1,
  /** Destroyed vehicles are removed from the road. */
  destroyedRemoved: true,
  /** A vehicle that took control of an abandoned one by transfer: the taken vehicle acts next round. */
  takenActsNextRound: true,
} as const;

/** The round limits the new-game form offers (null: none, as the text). */
export const ROUND_LIMITS: readonly (number | null)[] = [null, 30, 50, 100];
