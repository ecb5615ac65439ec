// Which actions a driver may declare (p9-17). The UI, the fuzzer and the bench all use this one
// list through legalCommands; nothing else re-derives legality.
import { readVehicle, inPlay } from '../core/ctx';
import { stateFields } from '../cloneState';
import { cellAhead, headingDir, isOnGrid, lanesInCommon } from '../grid';
import { blockedAhead, flipSide, moveSteps, plan, stepClear, type PlanStep } from './plan';
import { crossesFinish } from '../core/travel';
import { canShoot, hasTarget, mayMeasure } from '../resolve/shooting';
import { sideswipeTarget } from '../resolve/sideswipe';
import { canLay, namesLinkedGroup } from '../resolve/passives';
import { brakeAllowance } from '../resolve/hazards';
import { earlyDeclaration } from './earlyDeclarations';
import { WEAPONS } from '../data/weapons';
import { BIKE_RULES } from '../data/bikes';
import type { Action, ActionKind, Cell, GameState, Heading, Mount, Side, Slot, VehicleState, WeaponState } from '../types';

/** Which kinds of action to work out: `apply` checks one declaration and needs only its kind. */
type Wanted = (kind: ActionKind) => boolean;
const EVERY: Wanted = () => true;
const SHOT_KINDS: ActionKind[] = ['shoot', 'shootPassive', 'switchOff'];
const anyShot = (want: Wanted): boolean => SHOT_KINDS.some(want);

const SIDES: Side[] = ['left', 'right'];

// The offered actions a moving car is asked about every phase are the same few values: each is
// made once and frozen, shared by every list (nothing writes into an action; the lists were the
// engine's largest source of garbage, issue 13).
const NONE: Action = Object.freeze({ kind: 'none' });
type SideKind = 'drift' | 'uTurn' | 'ram' | 'dodge';
const SIDED = Object.fromEntries((['drift', 'uTurn', 'ram', 'dodge'] as const).map((kind) => [kind, { left: Object.freeze({ kind, side: 'left' }), right: Object.freeze({ kind, side: 'right' }) }])) as Record<SideKind, Record<Side, Action>>;
/**
 * Speeds are whole mph up to a few hundred: a few hundred values of each kind at most, kept by
 * amount in a plain array (a Map lookup a listed amount was 1% of a Game One game, issue 31);
 * anything outside it (none is known) in a Map.
 */
const BY_SPAN = 1024;
const BY = {
  accelerate: { at: new Array<Action | null>(BY_SPAN).fill(null), other: new Map<number, Action>() },
  brake: { at: new Array<Action | null>(BY_SPAN).fill(null), other: new Map<number, Action>() },
};
function byAction(kind: 'accelerate' | 'brake', by: number): Action {
  const known = BY[kind];
  const listed = Number.isInteger(by) && by >= 0 && by < BY_SPAN;
  const had = listed ? known.at[by] : known.other.get(by);
  if (had) return had;
  const a: Action = Object.freeze({ kind, by });
  if (listed) known.at[by] = a;
  else known.other.set(by, a);
  return a;
}

/** Lists the amounts offered for `kind` (amounts below, without building their array). */
function pushAmounts(out: Action[], kind: 'accelerate' | 'brake', max: number): void {
  if (max <= 0) return;
  for (let a = 5; a < max; a += 5) out.push(byAction(kind, a));
  out.push(byAction(kind, max));
}
export { flipSide };

/** Amounts offered for accelerate / brake: steps of 5 mph and the maximum (p15-16). */
export function amounts(max: number): number[] {
  if (max <= 0) return [];
  const out: number[] = [];
  for (let a = 5; a < max; a += 5) out.push(a);
  out.push(max);
  return out;
}

/** Acceleration is zero while above a reduced maximum speed (p15). */
export function effectiveAcceleration(v: VehicleState): number {
  return v.speed > v.maxSpeed ? 0 : v.acceleration;
}

/** A stationary vehicle can drive away (not a wreck, has a driver, handling, an engine and acceleration). */
export function canMoveOff(v: VehicleState): boolean {
  return !v.wreck && !v.noDriver && !v.terminal && !v.engineDisabled && !v.brokenAxle && v.handling > 0 && v.acceleration > 0;
}

/** The car that was neck and neck at the start and is left directly behind the end cell, if any (p13). */
export function cutUpVictim(s: GameState, v: VehicleState, end: Cell, dir: 1 | -1): VehicleState | null {
  return s.vehicles.find((o) => {
    if (o.id === v.id || !inPlay(o)) return false;
    const neck = Math.abs(o.cell.lane - v.cell.lane) === 2 && o.cell.t0 < v.cell.t1 && v.cell.t0 < o.cell.t1;
    const ahead = lanesInCommon(end, o.cell) > 0 && (dir === 1 ? end.t0 === o.cell.t1 : end.t1 === o.cell.t0);
    return neck && ahead && headingDir(o.heading) === dir;
  }) ?? null;
}

const MOVING_KINDS: Action['kind'][] = ['moveOff', 'reverse', 'realign', 'turnAbout', 'push'];
export const isMovingOff = (a: Action): boolean => MOVING_KINDS.includes(a.kind);

/**
 * p13: no cutting up a car that has yet to move this phase. A stationary car that could still move
 * off is the exception: its driver declares at once, and only if he moves off is the cut-up refused.
 * So the drift is refused for a car still to move, or one whose early declaration moves it off.
 */
function cutsUp(s: GameState, v: VehicleState, end: Cell, dir: 1 | -1, laterMovers: Set<string>): boolean {
  const o = cutUpVictim(s, v, end, dir);
  if (!o || !laterMovers.has(o.id)) return false;
  if (o.speed > 0) return true;
  const early = earlyDeclaration(s, o.id);
  return !!early && isMovingOff(early);
}

/**
 * A stationary car this drift would cut up whose driver has not yet declared: he must declare now
 * (p13). A car with nothing to declare (out of control, no driver) cannot move off, so the cut-up
 * goes ahead without asking it.
 */
export function cutUpToAsk(s: GameState, v: VehicleState, a: Action): VehicleState | null {
  if (a.kind !== 'drift' || s.flow.kind !== 'phase') return null;
  const dir = headingDir(v.heading);
  const p = plan(s, v.id, a, 'move');
  if (!p?.end) return null;
  const o = cutUpVictim(s, v, p.end, dir);
  if (!o || o.speed > 0 || !laterMovers(s).has(o.id) || earlyDeclaration(s, o.id)) return null;
  return legalDeclarations(s, o.id, 'moveOff').length > 0 ? o : null;
}

/** Vehicles that have yet to move this phase (or could move off from a standstill, p13). */
export function laterMovers(s: GameState): Set<string> {
  const ids = new Set<string>();
  if (s.flow.kind !== 'phase') return ids;
  const q = s.flow.queue;
  for (let i = 1; i < q.length; i++) if (q[i].mode === 'move' || q[i].mode === 'moveOff') ids.add(q[i].vehicle);
  return ids;
}

/**
 * Legality is "a plan exists and every part of it is clear" (p13-14, p52, p58: no manoeuvre into
 * a car, an obstacle or off the road). A drift must not cut up a car still to move (p13).
 */
function planLegal(s: GameState, v: VehicleState, a: Action, mode: Slot['mode'], movers: Set<string>, aheadClear = false): boolean {
  const steps = moveSteps(s, v, a, mode);
  if (!steps) return false;
  // `aheadClear`: the plain forward step was already found clear (blockedAhead); no need to look again.
  // Loops rather than every/find with closures: legality asks this several times a declaration.
  const dir = headingDir(v.heading);
  let drift: PlanStep | null = null;
  for (const st of steps) {
    if (!(aheadClear && st.kind === 'forward' && st.dir === dir) && !stepClear(s, v.id, st)) return false;
    if (!drift && st.kind === 'drift') drift = st;
  }
  return !(drift && cutsUp(s, v, drift.end, drift.dir, movers));
}

/** The vehicle in the lanes beside the end of a straight-ahead move, for a sideswipe (p54; on curves only with the rammer's front behind the target's). */
export function sideswipeTargetAt(s: GameState, v: VehicleState, side: Side, dest: Cell): VehicleState | null {
  const id = sideswipeTarget(s, v.id, side, dest);
  return id ? (s.vehicles.find((o) => o.id === id) ?? null) : null;
}

/**
 * A car that does not move may declare a shot only with a target in the corridor; unless the game
 * measures only when committed (p22), where offering it only then would measure for the player.
 */
function aimable(s: GameState, v: VehicleState, w: WeaponState, moving: boolean, seen: Map<Mount, boolean> | null): boolean {
  if (moving || !seen || !mayMeasure(s)) return true;
  // Whether a target is in the corridor depends on the mount's corridor alone (shooting.ts setup:
  // corridorOf(board, car, mount)), so weapons on one mount measure once per list.
  const known = seen.get(w.mount);
  if (known !== undefined) return known;
  const found = hasTarget(s, v.id, w.id);
  seen.set(w.mount, found);
  return found;
}

/** The shot actions in offering order; `enough` stops the list once it holds that many (declarationsToChoose). */
function shootActions(s: GameState, v: VehicleState, moving: boolean, enough = Infinity): Action[] {
  // p64-71: "The rider cannot shoot in the same turn that the bike is pushed."
  if (v.pushedTurn === s.turn) return [];
  const out: Action[] = [];
  // Only a car that does not move measures for its shots (aimable): no map made for a moving one.
  const seen = moving ? null : new Map<Mount, boolean>();
  for (const w of v.weapons) {
    if (out.length >= enough) return out;
    const p = WEAPONS[w.type];
    // Linked passives are laid together (p82, p23): one action, named by the group's first working layer.
    if (p.passive && !namesLinkedGroup(v, w)) continue;
    if (p.passive) {
      // A locked-on layer already lays after every move (p23): the only choice left is to switch it off.
      if (!w.lockedOn && (p.passive === 'smoke' || moving)) {
        if (canLay(s, v.id, w.id, moving)) {
          out.push({ kind: 'shootPassive', weapon: w.id, dummy: false });
          if ((p.passive === 'oil' || p.passive === 'smoke') && !w.lockedOn) out.push({ kind: 'shootPassive', weapon: w.id, dummy: false, lockOn: true });
        }
        // p22: any car with a passive weapon may deploy dummies, a smoke layer's included.
        if (canLay(s, v.id, 'dummy', moving)) out.push({ kind: 'shootPassive', weapon: w.id, dummy: true });
      }
      if (w.lockedOn && moving) out.push({ kind: 'switchOff', weapon: w.id });
    } else if (w.mount !== 'turret' && canShoot(s, v.id, w.id) && aimable(s, v, w, moving, seen)) {
      // Turret weapons are offered by turretActions, as a pair or alone.
      out.push({ kind: 'shoot', weapon: w.id });
    }
  }
  if (out.length < enough) for (const a of turretActions(s, v, moving, seen)) out.push(a);
  return out;
}

/**
 * p17: a shoot action fires "any one vehicle-mounted weapon ... or a pair of turret-mounted
 * weapons": the pair (at the turret's one target, p27) and, when both can fire, each alone.
 */
function turretActions(s: GameState, v: VehicleState, moving: boolean, seen: Map<Mount, boolean> | null): Action[] {
  const ready = v.weapons.filter((w) => w.mount === 'turret' && !WEAPONS[w.type].passive && canShoot(s, v.id, w.id) && aimable(s, v, w, moving, seen));
  if (ready.length === 0) return [];
  const pair: Action = { kind: 'shoot', weapon: ready[0].id };
  return ready.length === 1 ? [pair] : [pair, ...ready.map((w): Action => ({ kind: 'shoot', weapon: w.id, alone: true }))];
}

function moveActions(s: GameState, v: VehicleState, want: Wanted): Action[] {
  if (blockedAhead(s, v)) return [{ kind: 'ram' }]; // p17; an obstacle is a wreck (p76)
  const dir = headingDir(v.heading);
  const dest = cellAhead(s.track, v.cell, dir);
  const movers = laterMovers(s);
  const out: Action[] = [NONE];
  pushAmounts(out, 'accelerate', Math.min(effectiveAcceleration(v), v.maxSpeed - v.speed));
  pushAmounts(out, 'brake', Math.min(brakeAllowance(v), v.speed));
  if (dest) {
    if (want('drift')) for (const side of SIDES) if (planLegal(s, v, SIDED.drift[side], 'move', movers, true)) out.push(SIDED.drift[side]);
    if (want('uTurn')) for (const side of SIDES) if (planLegal(s, v, SIDED.uTurn[side], 'move', movers, true)) out.push(SIDED.uTurn[side]);
    if (want('ram')) for (const side of SIDES) if (sideswipeTargetAt(s, v, side, dest)) out.push(SIDED.ram[side]);
    // p64: a dodge is a straight-ahead move with a one-lane zone; allowed on curves.
    if (v.kind === 'bike' && want('dodge')) for (const side of SIDES) if (planLegal(s, v, SIDED.dodge[side], 'move', movers, true)) out.push(SIDED.dodge[side]);
  }
  if (anyShot(want)) for (const a of shootActions(s, v, true)) out.push(a);
  return out;
}

/** Headings a car at an angle may re-align to (p46): back 45 degrees, or either way from 90. */
export function realignHeadings(h: Heading): (0 | 4)[] {
  if (h === 1 || h === 7) return [0];
  if (h === 3 || h === 5) return [4];
  if (h === 2 || h === 6) return [0, 4];
  return [];
}

/**
 * p64-71: "Bikes with a disabled engine will slow to a halt. Once they have come to a halt they
 * may be abandoned by the driver at the start of any turn ... If the rider doesn't abandon the
 * bike, he may push it." Abandoning is asked before the turn (flow/beforeTurn.ts); the push is the
 * kept bike's phase 1 action, where stationary vehicles declare (p15).
 */
function engineDeadBikeActions(s: GameState, v: VehicleState, legal: (a: Action) => boolean): Action[] {
  if (v.kind !== 'bike' || !v.engineDisabled || v.speed > 0 || v.wreck || v.riderGone || v.rolled || s.phase !== 1) return [];
  const out: Action[] = [];
  if (isOnGrid(v.heading) && !v.terminal && !v.brokenAxle && !blockedAhead(s, v) && legal({ kind: 'push' })) out.push({ kind: 'push' });
  return out;
}

/** p64: "A bike moving off in a different direction is turned around ... [only] when they're moving off and aren't accelerating to more than 20mph". */
function turnAboutActions(v: VehicleState, legal: (a: Action) => boolean): Action[] {
  if (v.kind !== 'bike' || !isOnGrid(v.heading)) return [];
  const bys = amounts(Math.min(BIKE_RULES.turnAboutMax, v.acceleration, v.maxSpeed));
  return bys.length && legal({ kind: 'turnAbout', by: bys[0] }) ? bys.map((by): Action => ({ kind: 'turnAbout', by })) : [];
}

/**
 * The moving-off list. `until`: stop at the first action it accepts, the list then being the whole
 * list's start up to that action (movesOffOn asks only whether there is one, issue 31).
 */
function moveOffActions(s: GameState, v: VehicleState, want: Wanted, until?: (a: Action) => boolean): Action[] {
  const out: Action[] = [NONE];
  /** Lists `a`; true when it is the one `until` waited for (the caller returns the list so far). */
  const add = (a: Action): boolean => {
    out.push(a);
    return !!until && until(a);
  };
  const shots = (): Action[] => (anyShot(want) ? shootActions(s, v, false) : []);
  for (const a of engineDeadBikeActions(s, v, (x) => planLegal(s, v, x, 'moveOff', laterMovers(s)))) if (add(a)) return out;
  if (canMoveOff(v)) {
    const movers = laterMovers(s);
    const legal = (a: Action): boolean => planLegal(s, v, a, 'moveOff', movers);
    if (!isOnGrid(v.heading)) {
      for (const heading of realignHeadings(v.heading)) {
        // p46: at most 20 mph; the plan does not depend on the amount.
        const bys = amounts(Math.min(20, v.acceleration));
        if (bys.length && legal({ kind: 'realign', heading, by: bys[0] })) for (const by of bys) if (add({ kind: 'realign', heading, by })) return out;
      }
      return [...out, ...shots()];
    }
    const bys = amounts(Math.min(v.acceleration, v.maxSpeed));
    // Driving off the end of the track is a legal move: the car leaves play (p75) or finishes (p87).
    if (want('moveOff') && bys.length && !blockedAhead(s, v) && legal({ kind: 'moveOff', by: bys[0] })) {
      // The first amount straight ahead is listed first: `until` may need no manoeuvre planned.
      if (add({ kind: 'moveOff', by: bys[0] })) return out;
      const mans: { kind: 'drift' | 'uTurn'; side: Side }[] = [];
      for (const kind of ['drift', 'uTurn'] as const)
        for (const side of SIDES) if (legal({ kind: 'moveOff', by: bys[0], manoeuvre: { kind, side } })) mans.push({ kind, side });
      for (let i = 0; i < bys.length; i++) {
        if (i > 0 && add({ kind: 'moveOff', by: bys[i] })) return out;
        for (const m of mans) if (add({ kind: 'moveOff', by: bys[i], manoeuvre: m })) return out;
      }
    }
    if (want('turnAbout')) for (const a of turnAboutActions(v, legal)) if (add(a)) return out;
    // p64: "Riders, however, aren't allowed to reverse".
    if (want('reverse') && v.kind !== 'bike' && legal({ kind: 'reverse' })) {
      if (add({ kind: 'reverse' })) return out;
      for (const kind of ['drift', 'uTurn'] as const)
        for (const side of SIDES) if (legal({ kind: 'reverse', manoeuvre: { kind, side } }) && add({ kind: 'reverse', manoeuvre: { kind, side } })) return out;
    }
  }
  return [...out, ...shots()];
}

/** Only the moving kinds of the list: whether a vehicle can drive away needs no shots measured. */
const MOVES_ONLY: Wanted = (kind) => !SHOT_KINDS.includes(kind);

/**
 * The vehicle as it will stand at the start of its next phase 1 if it stands still till then:
 * control regained where it can be (p42, turn.ts beginTurn: not with no driver or zero handling,
 * p40), a fallen bike picked up (p64), no panic brake, no spin at 0 mph (p46), lasers ready (p29).
 */
function atNextTurn(v: VehicleState): VehicleState {
  const regains = v.speed === 0 && !v.noDriver && v.handling > 0 && !v.wreck;
  const outOfControl = v.outOfControl && !regains;
  const rolled = v.kind === 'bike' && !v.wreck ? false : v.rolled;
  // Already as it will be (the usual case of a car waiting to move off): the vehicle itself, as
  // the board shares every other vehicle; the checks only read it (issue 31: the copy was most of
  // the victory check's garbage in a five-vehicle game).
  if (outOfControl === v.outOfControl && v.spin === null && v.panicBrakedPhase === null && v.forcedSkid === null && rolled === v.rolled && !v.weapons.some((w) => w.firedThisTurn)) return v;
  return {
    ...v,
    outOfControl,
    spin: null,
    panicBrakedPhase: null,
    forcedSkid: null,
    rolled,
    weapons: v.weapons.map((w) => (w.firedThisTurn ? { ...w, firedThisTurn: false } : w)),
  };
}

/** The board with `vid` as at its next phase 1 (atNextTurn), outside any phase's queue: what it will be offered then. */
export function atItsNextTurn(s: GameState, vid: string): GameState {
  const board = boardWith(s, s.vehicles.map((o) => (o.id === vid ? atNextTurn(o) : o)));
  board.phase = 1;
  board.flow = { kind: 'over' };
  return board;
}

/**
 * `s` with these vehicles: its fields written out (cloneState.ts stateFields) rather than spread
 * beside a field, which misses V8's fast clone (issue 31: the victory checks make such boards on
 * every step of the turn loop while a lead car stands).
 */
function boardWith(s: GameState, vehicles: VehicleState[]): GameState {
  const board = stateFields(s);
  board.vehicles = vehicles;
  return board;
}

/**
 * Does the moving-off list (moveOffActions, the one the driver is offered) hold a move on this
 * board, the vehicle as at its next turn? `stays`: only a move that keeps it in the game, not one
 * whose plan runs off the end of the track short of a finish line (p75: out of the game).
 */
function movesOffOn(s: GameState, v: VehicleState, stays = false): boolean {
  const board = atItsNextTurn(s, v.id);
  let found = false;
  // The list is worked out only up to the first such move (moveOffActions' `until`).
  declarationsUpTo(board, v.id, 'moveOff', MOVES_ONLY, Infinity, (a) => {
    if (!isMovingOff(a)) return false;
    if (stays) {
      const p = plan(board, v.id, a, 'moveOff');
      if (!p || (p.leavesTrack && !crossesFinish(board.track, p.travelDir))) return false;
    }
    return (found = true);
  });
  return found;
}

/**
 * The vehicles in play that might still move (p17, p46, p56): answered by the moving-off list
 * itself (moveOffActions, plan legality), never by a second set of rules. A moving vehicle might;
 * so might a stationary one with a move on the board once every vehicle that might move is taken
 * away, until nothing changes. Wrecks and obstacles are never moved (p56-57: any collision with
 * them is head-on), nor is a car at an angle (head-on too); a car on the grid could be shunted
 * (p56), so it might move as soon as anything else can. The road changes only when something
 * moves (p75). What is left out stands where it is for good.
 */
export function mightMove(s: GameState): Set<string> {
  const mobile = new Set<string>();
  for (const v of s.vehicles) if (inPlay(v) && v.speed > 0) mobile.add(v.id);
  for (let changed = true; changed; ) {
    changed = false;
    const board = boardWith(s, s.vehicles.filter((o) => !mobile.has(o.id)));
    for (const v of board.vehicles) {
      if (!inPlay(v)) continue;
      if ((mobile.size > 0 && !v.wreck && isOnGrid(v.heading)) || movesOffOn(board, v)) {
        mobile.add(v.id);
        changed = true;
      }
    }
  }
  return mobile;
}

/**
 * Is mightMove's set not empty? Its first pass decides it, stopped at the first vehicle found: a
 * moving one, or one with a move on the board as it stands (the first pass's board is every
 * vehicle). The victory check asks only this on every step of the turn loop while all stand.
 */
export function anyMightMove(s: GameState): boolean {
  for (const v of s.vehicles) if (inPlay(v) && (v.speed > 0 || movesOffOn(s, v))) return true;
  return false;
}

/**
 * Can this vehicle ever drive away by itself (p87's "halted for good" is its negation)? Moving,
 * or its moving-off list holds a move now, or will once every other vehicle that might still move
 * (mightMove) has gone: the same list the driver is offered, so the two can never disagree.
 * `stays`: only a move that keeps it in the game counts (not one off the end of the track short
 * of a finish line, p75).
 */
export function canEverMoveOff(s: GameState, vid: string, stays = false): boolean {
  const v = readVehicle(s, vid);
  if (!v || !inPlay(v)) return false;
  if (v.speed > 0 || movesOffOn(s, v, stays)) return true;
  const others = mightMove(s);
  others.delete(vid);
  return others.size > 0 && movesOffOn(boardWith(s, s.vehicles.filter((o) => !others.has(o.id))), v, stays);
}

/**
 * Every action the vehicle in this slot may declare. Empty when it has no decision to make.
 * `want` leaves out kinds the caller will not look at (the list is then that of every kind, filtered).
 */
export function legalDeclarations(s: GameState, vid: string, mode: Slot['mode'], want: Wanted = EVERY): Action[] {
  return declarationsUpTo(s, vid, mode, want, Infinity);
}

/**
 * legalDeclarations, or only its first `enough` actions where the rest need no working out:
 * a stationary car's list starts with 'none' whatever follows, and a still car's shots are
 * listed only up to `enough` (each shot measures a fire corridor).
 */
function declarationsUpTo(s: GameState, vid: string, mode: Slot['mode'], want: Wanted, enough: number, until?: (a: Action) => boolean): Action[] {
  const v = readVehicle(s, vid);
  // p64: a rider who has left play (a wreck's, an abandoned bike's) declares nothing.
  if (!v || !inPlay(v) || v.outOfControl || v.spin || v.noDriver || v.riderGone) return [];
  const panicked = v.panicBrakedPhase === s.phase; // p41: a panic-braking driver has no action this phase
  if (mode === 'move') return panicked ? [NONE] : moveActions(s, v, want);
  if (panicked) return [];
  // moveOffActions always starts with 'none' (it lists every choice after it).
  if (mode === 'moveOff') return enough <= 1 ? [NONE] : moveOffActions(s, v, want, until);
  const shots = shootActions(s, v, false, enough - 1);
  return shots.length ? [NONE, ...shots] : [];
}

/** Kinds that cost next to nothing to work out (no plan, no corridor). */
const CHEAP: Wanted = (k) => k === 'none' || k === 'accelerate' || k === 'brake';

/**
 * Enough of the legal list to tell nothing to declare (empty), only the straight-ahead move (one
 * 'none') and a real choice apart: the turn loop asks only that. The cheap kinds settle it for a
 * moving car that may change speed; otherwise a moving car's whole list is worked out.
 */
export function declarationsToChoose(s: GameState, vid: string, mode: Slot['mode']): Action[] {
  // The turn loop takes the straight-ahead move only for a moving car: a stationary one whose list
  // is not empty (it starts with 'none') has a choice, and a still one has a choice if it has a
  // shot ('none' and that shot).
  if (mode === 'moveOff') return declarationsUpTo(s, vid, mode, EVERY, 1);
  if (mode !== 'move') return declarationsUpTo(s, vid, mode, EVERY, 2);
  const cheap = legalDeclarations(s, vid, mode, CHEAP);
  return cheap.length === 1 && cheap[0].kind === 'none' ? legalDeclarations(s, vid, mode) : cheap;
}

/**
 * Do two actions say the same thing apart from their amounts? What comparing their JSON with
 * sorted keys would say (a key set to undefined counts as absent; `by` is left out at the top), by
 * walking them side by side: `apply` asks this of every declaration, so it builds no strings.
 */
function sameApartFromBy(x: unknown, y: unknown, top: boolean): boolean {
  if (x === y) return true;
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    return x.every((e, i) => sameApartFromBy(e, y[i], false));
  }
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  const counted = (k: string, o: Record<string, unknown>): boolean => o[k] !== undefined && !(top && k === 'by');
  let n = 0;
  // for-in rather than Object.keys: no array per comparison (actions are plain records).
  for (const k in a) {
    if (!Object.prototype.hasOwnProperty.call(a, k) || !counted(k, a)) continue;
    n += 1;
    if (!Object.prototype.hasOwnProperty.call(b, k) || !sameApartFromBy(a[k], b[k], false)) return false;
  }
  for (const k in b) if (Object.prototype.hasOwnProperty.call(b, k) && counted(k, b)) n -= 1;
  return n === 0;
}

/** Is a declared action one of the legal ones? Amounts may be any whole number within the listed range. */
export function isLegal(legal: Action[], a: Action): boolean {
  // One pass over the actions of the same kind that say the same apart from their amounts: the
  // first decides whether amounts count, and any amount up to the largest offered is accepted.
  let first: Action | null = null;
  let max = -Infinity;
  for (const l of legal) {
    if (l.kind !== a.kind || !sameApartFromBy(l, a, true)) continue;
    first ??= l;
    max = Math.max(max, 'by' in l ? l.by : 0);
  }
  if (!first) return false;
  if ('by' in first && 'by' in a) return Number.isInteger(a.by) && a.by >= 1 && a.by <= max;
  return true;
}
