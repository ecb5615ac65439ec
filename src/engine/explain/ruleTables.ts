// The rulebook's tables as the rules reference shows them (issue 10), built from the very data
// and functions the engine plays with, so the reference can never disagree with the referee:
// no number is written here, only the words around them. Pure.
import { controlLossResult, excessSpeed, hazardResult, PANIC_BRAKE_STEP, SAFETY_LIMITS, SPIN_TEMPLATE, speedFactor } from '../data/tables';
import { CURVE_LIMITS } from '../data/curveLimits';
import { VEHICLES } from '../data/vehicles';
import { heSafetyLimit, WEAPONS } from '../data/weapons';
import { bikeControlLossResult, HELPLESS_CONTROL_LOSS_MODIFIER } from '../resolve/controlLoss';
import { SKID_SPEED_LOSS } from '../resolve/skid';
import { SPIN_STEP_DEGREES } from '../resolve/spin';
import { MAX_COUNTED_RANGE, TACTICAL } from '../resolve/shooting';
import {
  BIKE_MATRIX, BODYWORK_TABLE, CAR_MATRIX, DRIVER_TABLE, ENGINE_TABLE, FUEL_TABLE, isRoll, WEAPONS_TABLE, WHEELS_TABLE,
  type MatrixFacing, type Station, type Target,
} from '../resolve/criticalTables';
import type { Rule } from '../types';

export const RULE_TABLE_IDS = [
  'speedFactor', 'safetyLimits', 'curveLimits', 'heLimits', 'excessSpeed', 'hazardResults', 'controlLoss', 'bikeControlLoss',
  'skids', 'spinTemplate', 'tacticalFactors', 'targetMatrix', 'bikeTargetMatrix', 'criticalResults', 'weapons', 'vehicles',
] as const;
export type RuleTableId = (typeof RULE_TABLE_IDS)[number];

export interface RuleTable {
  id: RuleTableId;
  title: string;
  rule: Rule;
  /** Column headings; every row has one cell per heading. */
  head: string[];
  rows: string[][];
  /** A line under the table: what to do with it. */
  note?: string;
}

/** Consecutive values of `f` over `from..to` that give the same answer, as [first, last, answer]. */
function runs<T>(from: number, to: number, f: (n: number) => T): [number, number, T][] {
  const out: [number, number, T][] = [];
  for (let n = from; n <= to; n++) {
    const v = f(n);
    const last = out[out.length - 1];
    if (last && last[2] === v) last[1] = n;
    else out.push([n, n, v]);
  }
  return out;
}

/** "3", "2-3", "0 or less" (the first run), "8 or more" (the last run). */
function span(a: number, b: number, first: boolean, last: boolean): string {
  if (first) return `${b} or less`;
  if (last) return `${a} or more`;
  return a === b ? String(a) : `${a}-${b}`;
}

const spans = <T>(from: number, to: number, f: (n: number) => T): [string, T][] =>
  runs(from, to, f).map(([a, b, v], i, all) => [span(a, b, i === 0, i === all.length - 1), v]);

const TOP_SPEED = Math.max(...Object.values(VEHICLES).map((v) => v.maxSpeed));

function speedFactorTable(): RuleTable {
  const rows = runs(1, TOP_SPEED, speedFactor).map(([a, b, sf]) => [`${a}-${b} mph`, String(sf), sf === 1 ? 'phase 1' : `phases 1-${sf}`]);
  return { id: 'speedFactor', title: 'Speed factor', rule: 'p11', head: ['Speed', 'Speed factor', 'Moves in'], rows: [['0 mph', String(speedFactor(0)), 'does not move'], ...rows] };
}

/** Words for each entry of the engine's safety-limit list, with the page that sets it. */
const LIMIT_WORDS: Record<keyof typeof SAFETY_LIMITS, [string, Rule]> = {
  drift: ['Drift', 'p13'],
  uTurn: ['U-turn (hazard roll above this)', 'p14'],
  dodge: ['Dodge (bikes)', 'p64'],
  uTurnControlLoss: ['U-turn (control lost at this or more)', 'p14'],
  sideswipeNeckAndNeckLoser: ['Loser of a neck and neck sideswipe', 'p56'],
  sideswipeOpposedWinner: ['Winner of an opposed sideswipe', 'p56'],
  sideswipeOpposedLoser: ['Loser of an opposed sideswipe', 'p56'],
  shunt: ['Both cars in a shunt', 'p56'],
  oilStraight: ['Oil, driven over on a straight run', 'p30'],
  oilOther: ['Oil, any other way (or after a panic brake this phase)', 'p30'],
  mines: ['Mine hit', 'p30'],
  minesDouble: ['Two mine hits at once', 'p30'],
  smoke: ['Smoke', 'p30'],
  sand: ['Sand', 'p76'],
  debris: ['Debris', 'p76'],
  railroad: ['Railroad crossing', 'p76'],
  shatteredScreen: ['Shattered screen', 'p34'],
  brokenAxle: ['Broken axle (every move)', 'p34'],
  tyreDestroyed: ['Tyre destroyed', 'p34'],
  explodingWeapon: ['Exploding weapon', 'p35'],
  explodingEngine: ['Exploding engine', 'p34'],
  explodingFuel: ['Exploding fuel tank', 'p35'],
  driverHurt: ['Driver hurt', 'p34'],
  driverInjured: ['Driver injured', 'p34'],
};

function safetyLimitsTable(): RuleTable {
  const keys = Object.keys(SAFETY_LIMITS) as (keyof typeof SAFETY_LIMITS)[];
  const rows = keys
    .map((k) => ({ k, mph: SAFETY_LIMITS[k] }))
    .sort((a, b) => b.mph - a.mph)
    .map(({ k, mph }) => [LIMIT_WORDS[k][0], `${mph} mph`, LIMIT_WORDS[k][1]]);
  return {
    id: 'safetyLimits', title: 'Safety limits', rule: 'p38', head: ['Hazard', 'Limit', 'Page'], rows,
    note: 'A car going faster than the limit takes a hazard roll; at the limit or below it is safe. Curves print their own limits on each lane.',
  };
}

function curveLimitsTable(): RuleTable {
  const pairs = ['1-2 (inner)', '3-4', '5-6', '7-8 (outer)'];
  const rows = pairs.map((lanes, i) => [lanes, `${CURVE_LIMITS.corner[i]} mph`, `${CURVE_LIMITS.bend[i]} mph`]);
  return {
    id: 'curveLimits', title: 'Safety limits on curves', rule: 'p38', head: ['Lanes from the inner edge', 'Corner', 'Bend'], rows,
    note: 'A car across two lanes with different limits uses the outer lane\'s. The numbers are printed on the track pieces (see the assumptions list).',
  };
}

function heLimitsTable(): RuleTable {
  const bonuses = [...new Set(Object.values(WEAPONS).filter((w) => w.he).map((w) => w.damage))].sort((a, b) => a - b);
  const rows = bonuses.map((d) => [`+${d} HE`, `${heSafetyLimit(d)} mph`, Object.values(WEAPONS).filter((w) => w.he && w.damage === d).map((w) => w.label).join(', ')]);
  return { id: 'heLimits', title: 'High-explosive hits', rule: 'p38', head: ['Damage', 'Hazard limit', 'Weapons'], rows, note: 'A car hit by high explosive takes a hazard roll as if it met this limit.' };
}

function excessSpeedTable(): RuleTable {
  const rows = [10, 20, 30, 40, 50].map((over) => [`${over - 9}-${over} mph`, `+${excessSpeed(100 + over, 100)}`]);
  return { id: 'excessSpeed', title: 'Speed over the limit', rule: 'p38', head: ['Over the limit by', 'Added to the hazard roll'], rows, note: 'Every 10 mph over the limit, or part of 10, adds 1.' };
}

const HAZARD_WORDS: Record<ReturnType<typeof hazardResult>, string> = {
  ok: 'OK: carry on',
  panicBrake: `Panic brake: slow by ${PANIC_BRAKE_STEP} mph for each point of the total, out of the phase's braking allowance`,
  controlLoss: 'Control loss',
};

function hazardResultsTable(): RuleTable {
  const rows = spans(-1, 6, hazardResult).map(([t, r]) => [t, HAZARD_WORDS[r]]);
  return {
    id: 'hazardResults', title: 'Hazard roll', rule: 'p38', head: ['d6 + speed over the limit - optimum control', 'Result'], rows,
    note: 'A panic brake bigger than the braking left in the phase becomes control loss (p41).',
  };
}

const LOSS_WORDS: Record<ReturnType<typeof controlLossResult>, string> = {
  regain: 'Control regained: move as declared',
  skidRegain: 'Skid, then control regained',
  skid: 'Skid, still out of control',
  spin: 'Spin',
  roll: 'Roll',
};

function lossTable(id: 'controlLoss' | 'bikeControlLoss', f: (n: number) => keyof typeof LOSS_WORDS): RuleTable {
  const bike = id === 'bikeControlLoss';
  return {
    id, title: bike ? 'Control loss (bikes)' : 'Control loss', rule: bike ? 'p64' : 'p42',
    head: ['d6 + speed factor - adverse control', 'Result'],
    rows: spans(1, 9, f).map(([t, r]) => [t, LOSS_WORDS[r]]),
    note: `Add ${HELPLESS_CONTROL_LOSS_MODIFIER} more with no handling left or nobody at the wheel.`,
  };
}

function skidsTable(): RuleTable {
  return {
    id: 'skids', title: 'Skids', rule: 'p43', head: ['Die', 'Skid', 'Speed lost'],
    rows: [
      ['even', 'straight ahead', `${SKID_SPEED_LOSS.straight} mph`],
      ['odd', 'one lane sideways (outwards on a curve, else odd left, even right)', `${SKID_SPEED_LOSS.drift} mph`],
    ],
  };
}

function spinTable(): RuleTable {
  const rows = SPIN_TEMPLATE.map((r, i) => {
    const from = i === 0 ? null : SPIN_TEMPLATE[i - 1].upTo + 1;
    const total = from === null ? `${r.upTo} or less` : r.upTo === Infinity ? `${from} or more` : from === r.upTo ? String(r.upTo) : `${from}-${r.upTo}`;
    return [total, `${r.steps * SPIN_STEP_DEGREES}°`, `${r.speedLoss} mph`];
  });
  return {
    id: 'spinTemplate', title: 'Spin template', rule: 'p44', head: ['d6 + speed factor', 'Turns by', 'Speed lost'], rows,
    note: 'The printed template is not in the rulebook text: these are one player\'s transcription (see the assumptions list).',
  };
}

const signed = (n: number): string => `${n >= 0 ? '+' : '−'}${Math.abs(n)}`;

function tacticalTable(): RuleTable {
  return {
    id: 'tacticalFactors', title: 'Tactical factors', rule: 'p26', head: ['Factor', 'Hit roll'],
    rows: [
      ['Firing a hood-mounted weapon', signed(TACTICAL.hood)],
      ['Firing a turret-mounted weapon', signed(TACTICAL.turret)],
      [`Each smoke marker in the fire corridor (at most ${signed(-TACTICAL.smokeMax)})`, signed(TACTICAL.smokeEach)],
      [`Firer at ${TACTICAL.fastFrom} mph or faster`, signed(TACTICAL.fast)],
      [`Target at ${TACTICAL.fastFrom} mph or faster`, signed(TACTICAL.fast)],
      ['A bike target (p64)', signed(TACTICAL.bikeTwoLanes)],
      ['A bike with only one lane in the corridor (p64)', signed(TACTICAL.bikeOneLane)],
    ],
    note: `Ranges beyond ${MAX_COUNTED_RANGE} spaces, but within the weapon's range, count as ${MAX_COUNTED_RANGE}. A natural 1 always misses.`,
  };
}

const LOCATION_WORDS: Record<string, string> = {
  bodywork: 'bodywork', frontWheels: 'front wheels', rearWheels: 'rear wheels', engine: 'engine', fuel: 'fuel tank', driver: 'driver',
};
const STATION_WORDS: Record<Station, string> = {
  wings: 'wing weapons', sides: 'side weapons', sideFacing: 'the side weapon facing the firer', hood: 'hood weapon', roofTurret: 'roof or turret weapon',
  passives: 'passive weapons', fairings: 'fairing weapons', fairingFacing: 'the fairing weapon on the side hit',
};

/** A matrix cell in words; a second roll lists what each die gives. */
function targetWords(t: Target): string {
  if (typeof t === 'string') return LOCATION_WORDS[t] ?? t;
  if (!isRoll(t)) return STATION_WORDS[t.weapons];
  const parts = runs(1, 6, (d) => targetWords(t.roll[d - 1])).map(([a, b, w]) => `${a === b ? a : `${a}-${b}`} ${w}`);
  return `roll again: ${parts.join(', ')}`;
}

const FACINGS: MatrixFacing[] = ['front', 'rear', 'side', 'floor', 'roof'];

function matrixTable(id: 'targetMatrix' | 'bikeTargetMatrix', m: Record<MatrixFacing, Target[]>): RuleTable {
  const rows = [1, 2, 3, 4, 5, 6].map((d) => [String(d), ...FACINGS.map((f) => targetWords(m[f][d - 1]))]);
  return {
    id, title: id === 'bikeTargetMatrix' ? 'Target matrix (bikes)' : 'Target matrix', rule: id === 'bikeTargetMatrix' ? 'p64' : 'p32',
    head: ['d6', ...FACINGS], rows, note: 'Find the facing the hit came from, roll a die: that part of the vehicle takes the critical hit.',
  };
}

const RESULT_WORDS: Record<string, string> = {
  hurt: 'hurt', injured: 'injured', limbDisabled: 'limb disabled', ko: 'knocked out',
  engineBlock: 'engine block', carburettor: 'carburettor', brakeCylinder: 'brake cylinder', generator: 'generator', ignition: 'ignition', explosion: 'explosion',
  brakePipe: 'brake pipe', steeringOrAxle: 'steering (front) or axle (rear)', splitTyre: 'split tyre', tyreDestroyed: 'tyre destroyed',
  transmission: 'transmission', vdu: 'VDU', fuelLine: 'fuel line', brakeLine: 'brake line', weaponLinkSevered: 'weapon link severed', screen: 'screen',
  damaged: 'damaged', jammed: 'jammed', commandLinkSevered: 'command link severed', destroyed: 'destroyed',
  holed: 'holed', explodes: 'explodes',
};

function criticalResultsTable(): RuleTable {
  const cols: [string, readonly string[]][] = [['Driver', DRIVER_TABLE], ['Engine', ENGINE_TABLE], ['Wheels', WHEELS_TABLE], ['Bodywork', BODYWORK_TABLE], ['Weapon', WEAPONS_TABLE], ['Fuel tank', FUEL_TABLE]];
  const rows = [1, 2, 3, 4, 5, 6].map((d) => [String(d), ...cols.map(([, t]) => RESULT_WORDS[t[d - 1]] ?? t[d - 1])]);
  return { id: 'criticalResults', title: 'Critical hit results', rule: 'p34', head: ['d6', ...cols.map(([h]) => h)], rows, note: 'Weapon and fuel results are on p35.' };
}

function weaponsTable(): RuleTable {
  const rows = Object.values(WEAPONS).map((w) => [
    w.label,
    w.passive ? 'passive' : String(w.range),
    w.passive ? '-' : `${w.accuracy >= 0 ? '+' : ''}${w.accuracy}`,
    w.passive ? (w.damage ? `+${w.damage}` : '-') : `+${w.damage}${w.he ? ' HE' : ''}`,
    w.shots === null ? 'once a turn' : String(w.shots),
    `$${w.cost.toLocaleString('en-US')}`,
    `${w.weight} lb`,
  ]);
  return { id: 'weapons', title: 'Weapons', rule: 'p83', head: ['Weapon', 'Range', 'Accuracy', 'Damage', 'Shots', 'Cost', 'Weight'], rows };
}

function vehiclesTable(): RuleTable {
  const rows = Object.values(VEHICLES).map((v) => [
    v.label, String(v.damage), String(v.armour), `${v.maxSpeed} mph`, `${v.acceleration} mph`, `${v.braking} mph`, String(v.handling), v.levels.join(', '), `$${v.cost.toLocaleString('en-US')}`, `${v.payload} lb`,
  ]);
  return { id: 'vehicles', title: 'Vehicles', rule: 'p83', head: ['Vehicle', 'Damage', 'Armour', 'Max speed', 'Acceleration', 'Braking', 'Handling', 'Damage levels', 'Cost', 'Payload'], rows };
}

const BUILD: Record<RuleTableId, () => RuleTable> = {
  speedFactor: speedFactorTable,
  safetyLimits: safetyLimitsTable,
  curveLimits: curveLimitsTable,
  heLimits: heLimitsTable,
  excessSpeed: excessSpeedTable,
  hazardResults: hazardResultsTable,
  controlLoss: () => lossTable('controlLoss', controlLossResult),
  bikeControlLoss: () => lossTable('bikeControlLoss', bikeControlLossResult),
  skids: skidsTable,
  spinTemplate: spinTable,
  tacticalFactors: tacticalTable,
  targetMatrix: () => matrixTable('targetMatrix', CAR_MATRIX),
  bikeTargetMatrix: () => matrixTable('bikeTargetMatrix', BIKE_MATRIX),
  criticalResults: criticalResultsTable,
  weapons: weaponsTable,
  vehicles: vehiclesTable,
};

/** One of the rulebook's tables, built from the engine's data. */
export const ruleTable = (id: RuleTableId): RuleTable => BUILD[id]();
