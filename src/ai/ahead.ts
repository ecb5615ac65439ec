// What lies in a car's own lanes ahead (issue 30): a road hazard it would hit head-on (p76), a
// wreck or a stopped vehicle it would have to ram (p52-57: a car that moves into another's
// space rams it, and the ram is compulsory), a slower car of its own side, an oil slick or mines
// its own side laid (p22-23 hurt whoever drives over them). The evaluation had none of these: two
// gang cars drove nose to tail at 80 mph for two turns until the front one hit a hazard and the
// rear one had to shunt it, and an Op kept its lane at 105 mph towards the wreck it had made.
// The cells ahead come from the engine's grid walk (cellAhead, footprints), so curves and lanes
// are the engine's own; no rule is decided here, only how bad a thing in the way looks.
import { grid, plan, speedFactor } from '../engine';
import type { Cell, GameState, Heading, VehicleState } from '../engine';

type Zone = ReturnType<typeof grid.footprint>;
import { harmlessQuarry } from './quarry';

export const AHEAD = {
  /** A head-on road obstacle (p76) within the car's next turn of moves, per 20 mph. */
  obstacle: 6,
  /** Sand or debris (a hazard roll, not a collision), per 20 mph. */
  surface: 1,
  /** A wreck or a stopped vehicle in the way, per 20 mph of closing speed. */
  stopped: 6,
  /** A car of the own side in the way, per 20 mph of closing speed; and just for following it close (it may stop dead). */
  ownSide: 5,
  following: 1.5,
  /** The least `hurt` a car of the own side or an obstacle in the way counts for, whatever the speed (the 20 mph value). */
  ownFloor: 0.5,
  /** An oil slick or mines laid by the own side, per 20 mph. */
  ownMarker: 1.5,
  /** The most a collision's speed multiplies a weight by (`hurt`). */
  cap: 6,
  /**
   * A road obstacle, a wreck or a car standing still in the very next space of a moving car: its
   * next declaration is a compulsory ram (p17; the engine offers nothing else), whatever it does
   * then, so this is the collision itself, as the search charges one it sees (search.ts's
   * COLLISION_COST over `ownDanger`). At 5 mph the speed term alone made it 3 points, less than
   * moving at all was worth, and a gang car moved off into an obstacle three times in one game.
   */
  certain: 16,
  /** Extra spaces looked at beyond the car's speed factor (one move of braking room). */
  spare: 2,
  /**
   * A shunt's expected damage to its target per hit of relative speed factor damage (p56: one
   * die per hit, plus the hits as its bonus, less armour), beyond the hits themselves.
   */
  shuntPerHit: 1.5,
  /**
   * On the rolling road (Games Six to Eight), an enemy car out of control or spinning near the
   * car's lanes ahead, counted as a car standing still (its skid or spin may end across the road,
   * p42-45, and a car at an angle is rammed head-on, p57), in full in the car's own lanes and by
   * this share a lane either side. Not counted, an Op at 85 mph passed a lane beside a gang car
   * skidding backwards, which spun into its path and was rammed head-on: the Op wrecked, the game
   * lost in turn 2 (Game Six seed 82045).
   */
  adriftBeside: 0.5,
  /**
   * On the rolling road, an enemy car coming the other way in the car's lanes, counted as a car
   * standing still at the speed both close at (a head-on ram, p52, p57), within the moves both make
   * before they meet. Not counted at all, a Game Eight target at 85 mph shot at an attacker coming
   * at it at 65 in its lanes, met it head-on at 150 mph and was wrecked in turn 1 (seed 82005).
   */
  oncoming: 1,
};

/**
 * How much a collision at `mph` hurts, in units of one at 20 mph: growing with the square of the
 * speed (a ram's damage and the hazard it brings grow with speed, p52-57), capped. At 20 mph a
 * wreck ahead is a nudge, not something to U-turn from.
 */
export const hurt = (mph: number): number => Math.min(AHEAD.cap, (mph / 20) ** 2 / 2);

const alongTheRoad = (h: Heading): boolean => h === 0 || h === 4;

/** The cells the car's front sweeps straight ahead, with how many moves away each is. */
export function cellsAhead(s: GameState, v: VehicleState, reach: number): { cell: Cell; moves: number }[] {
  const dir = grid.headingDir(v.heading);
  const out: { cell: Cell; moves: number }[] = [];
  let cell: Cell | null = v.cell;
  for (let i = 1; i <= reach && cell; i++) {
    cell = grid.cellAhead(s.track, cell, dir);
    if (cell) out.push({ cell, moves: i });
  }
  return out;
}

/**
 * How much a thing `moves` moves ahead weighs: in full on the next move, half the move after, and
 * so on: each move before it is a chance to drift out of its lanes or brake (p14-16). Counted in
 * full at any distance, a wreck three spaces off made an Op at 20 mph stop dead at the back of the
 * road rather than drive on, and it was left behind (p75).
 */
const nearness = (moves: number): number => 0.5 ** (moves - 1);

/**
 * A stationary car that has declared moving off, whose move comes after the moving vehicles' (p15):
 * where the move will take it and at what speed, from the engine's plan. The search judges the
 * position at the next declaration, before the move: read at 0 mph, a gang car's move off into an
 * obstacle one space ahead looked as safe as standing still (issue 30).
 */
function afterMoveOff(s: GameState, v: VehicleState): VehicleState {
  if (v.speed > 0 || s.flow.kind !== 'phase') return v;
  const d = s.flow.deferred.find((x) => x.vehicle === v.id);
  const p = d ? plan(s, v.id, d.action) : null;
  return p?.end ? { ...v, cell: p.end, heading: p.heading, speed: p.speedAfter } : v;
}

/**
 * A slower enemy car in the very next space: the next declaration is a compulsory shunt (p17,
 * p52), after which both cars go on at the speeds it leaves them (p56: the rammer slows by half the
 * difference); a target it wrecks stops dead in the rammer's lanes, and the rammer's next move is
 * a ram into that wreck at the speed it kept, compulsory again. The search sees the first ram only
 * if no other decision comes between (search.ts's settle). The chance is the shunt's expected
 * damage (relative speed factor hits, p56) over the target's points left. An Op at 85 mph behind a
 * gang car with 5 points left at 40 kept its lane, shunted it to a wreck and hit the wreck at 57
 * mph (Game Eight seed 80046, turn 2; six of the Op's rams into wrecks in turns 1-2 went so).
 */
function shuntThenWreck(s: GameState, v: VehicleState, o: VehicleState): number {
  const hits = speedFactor(v.speed) - speedFactor(o.speed);
  if (hits <= 0 || o.speed <= 0) return 0;
  // Only on the rolling road (Games Five to Eight, where the laughable rams were counted), and not
  // when the shunt may wreck the enemy's last car: that ends the game (p87-88) before any wreck is met.
  if (s.track.finishTick !== null || !s.vehicles.some((x) => x.side === o.side && x.id !== o.id && x.status === 'inPlay' && !x.wreck)) return 0;
  const chance = Math.min(1, (hits * (AHEAD.shuntPerHit + hits)) / Math.max(1, o.damage));
  const after = v.speed - Math.ceil((v.speed - o.speed) / 2);
  return chance * (AHEAD.stopped * hurt(after) + AHEAD.certain);
}

/**
 * Another car out of control or spinning, still moving, on the rolling road (AHEAD.adriftBeside): a
 * wreck too, which skids on until it stops (an Op drifted out of the lane of the gang car it had
 * wrecked at 60 mph, accelerated, and rammed the wreck where it slid, Game Eight seed 82028). A
 * teammate too: read as a car going its way, an attacker kept its lanes a space behind its
 * teammate skidding beside them, which drift-skidded across (p43), and rammed it (Game Eight seed
 * 84043; all three of normal's rams of its own side in Games Seven and Eight on seeds 84001 went so).
 */
const adrift = (s: GameState, v: VehicleState, o: VehicleState): boolean => s.track.finishTick === null && o.status === 'inPlay' && o.id !== v.id && o.speed > 0 && (o.outOfControl || !!o.spin);

/**
 * How much of a car out of control or spinning lies in the way of `cell` (AHEAD.adriftBeside): 1
 * when its footprint meets the cell's, the share when it meets it a lane further to either side, 0
 * otherwise.
 */
function adriftShare(o: VehicleState, cell: Cell, heading: Heading): number {
  const zone = grid.footprint(o.cell, o.heading);
  if (grid.zonesOverlap(zone, grid.footprint(cell, heading))) return 1;
  const wide = zone.map((z) => ({ ...z, laneFrom: z.laneFrom - 1, laneTo: z.laneTo + 1 }));
  return grid.zonesOverlap(wide, grid.footprint(cell, heading)) ? AHEAD.adriftBeside : 0;
}

/**
 * On the rolling road: a blocker (a road obstacle, a wreck, a car standing still) whose zone meets
 * the car's lanes `moves` moves ahead, that no answer the car has left keeps it off: each move
 * before it may drift one lane (p13), but not into a teammate level with it (levelTeammate), and
 * its footprint must clear the blocker's zone, and braking
 * (at most its braking a move, p16) does not stop it short. A car out of control does not steer at
 * all (its skids are the dice's, p43). Such a blocker is as certain as one in the very next space:
 * counted by its distance alone, a wreck two spaces ahead of an Op at 85 mph (its own shot's) was
 * half a collision, and the Op kept its lanes and its shots and rammed it at 85 (Game Seven seed
 * 84034); a car that skidded on oil towards a wreck counted nothing at all, and the Op accelerated
 * onto the oil at 85 and skidded into the wreck at 115 (Game Seven seed 84047).
 */
function noWayRound(s: GameState, v: VehicleState, zone: Zone, cell: Cell, moves: number): boolean {
  if (v.outOfControl) return true;
  if (v.speed <= v.braking * (moves - 1)) return false;
  const mid = (cell.t0 + cell.t1) / 2;
  for (const way of [-1, 1]) {
    for (let d = 1; d < moves && !levelTeammate(s, v, v.cell.lane + way * d); d++) {
      const c = grid.cellAt(s.track, cell.lane + way * d, mid);
      if (c && !grid.zonesOverlap(zone, grid.footprint(c, v.heading))) return false;
    }
  }
  return true;
}

/**
 * A car of the own side level with `v` in `lane`, going its way with as many moves a turn (p12): it keeps level,
 * so a drift into that lane rams it (p52, p57), and that way round a blocker is shut until `v`
 * has braked to fall in behind it. Counted open, an obstacle three spaces ahead of a gang car at
 * 100 mph cost the same at every speed above 70 mph (`hurt`'s cap), so it neither braked nor
 * turned, and hit the obstacle head-on (Game Six seed 86049; 86035 and 86043 the same). Read as
 * at least as fast in mph, a teammate at 75 beside a car at 80 (both four moves a turn) left the
 * way open, and the car braked a move too late.
 */
function levelTeammate(s: GameState, v: VehicleState, lane: number): boolean {
  const mid = (v.cell.t0 + v.cell.t1) / 2;
  // Level, or a space behind and yet to move this phase (p12): it comes up level.
  const at = [mid, mid - (v.cell.t1 - v.cell.t0)].flatMap((t) => {
    const c = grid.cellAt(s.track, lane, t);
    return c ? grid.footprint(c, v.heading) : [];
  });
  return at.length > 0 && s.vehicles.some((o) => o.id !== v.id && o.side === v.side && o.status === 'inPlay' && !o.wreck && o.heading === v.heading && speedFactor(o.speed) >= speedFactor(v.speed) && grid.zonesOverlap(grid.footprint(o.cell, o.heading), at));
}

/**
 * The danger (>= 0, larger worse) of what lies in `v`'s lanes ahead, for its own side's evaluation.
 * `mine`: false when an enemy's evaluation reads it as a gain; then a car coming the other way and a
 * car out of control are left out, for such a ram hurts both (p57): counted, a Game Eight target
 * kept its lane towards an oncoming attacker, the attacker's danger worth more to it than its own.
 */
export function dangerAhead(s: GameState, car: VehicleState, mine = true): number {
  const v = afterMoveOff(s, car);
  const rolling = s.track.finishTick === null;
  // A car skidding out of control on the rolling road still meets what stands in its lanes (noWayRound); nothing else is read for it.
  const skidding = rolling && v.outOfControl;
  if (v.status !== 'inPlay' || v.wreck || v.speed <= 0 || (v.outOfControl && !skidding) || v.spin || !alongTheRoad(v.heading)) return 0;
  const reach = speedFactor(v.speed) + AHEAD.spare;
  const perMph = hurt(v.speed);
  /** A blocker `moves` ahead: its weight for nearness, and whether it is certain (next space, or no way round it). */
  const blocker = (zone: Zone, cell: Cell, moves: number): { near: number; certain: number; mph: number } => {
    const sure = moves === 1 || (rolling && noWayRound(s, v, zone, cell, moves));
    const mph = sure && !v.outOfControl ? Math.max(0, v.speed - v.braking * (moves - 1)) : v.speed;
    return { near: sure ? 1 : nearness(moves), certain: sure ? AHEAD.certain : 0, mph };
  };
  let worst = 0;
  let sum = 0;
  const add = (x: number) => {
    worst = Math.max(worst, x);
    sum += x;
  };
  // Cars coming the other way close with both speeds: looked for as far as both go in a turn.
  const oncoming = rolling && mine && !skidding ? s.vehicles.filter((o) => o.side !== v.side && o.status === 'inPlay' && !o.wreck && o.speed > 0 && !adrift(s, v, o) && o.heading === (v.heading + 4) % 8) : [];
  const further = Math.max(0, ...oncoming.map((o) => speedFactor(o.speed)));
  for (const { cell, moves } of cellsAhead(s, v, reach + further)) {
    for (const o of oncoming) {
      // How many of the car's own moves before they meet, both moving (each its share of the phases, p12);
      // a space or none between them, they meet in the next phase unless it leaves the lanes.
      const meet = Math.max(1, Math.round((moves * speedFactor(v.speed)) / (speedFactor(v.speed) + speedFactor(o.speed))));
      if (grid.zonesOverlap(grid.footprint(o.cell, o.heading), grid.footprint(cell, v.heading))) add(nearness(meet) * AHEAD.oncoming * AHEAD.stopped * hurt(v.speed + o.speed) + (moves <= 2 ? AHEAD.certain : 0));
    }
    if (moves > reach) continue;
    const near = nearness(moves);
    for (const h of s.roadHazards) {
      if (!grid.overlapsFootprint(h.zone, cell, v.heading) || (skidding && h.kind !== 'obstacle')) continue;
      // An obstacle is hit head-on like a wreck (p57) even at a crawl: it counts at least as at 20 mph.
      const b = h.kind === 'obstacle' ? blocker(h.zone, cell, moves) : null;
      if (b) add(b.near * AHEAD.obstacle * Math.max(hurt(b.mph), AHEAD.ownFloor) + b.certain);
      else add(near * AHEAD.surface * perMph);
    }
    for (const o of s.vehicles) {
      if (o.id === v.id || o.status !== 'inPlay') continue;
      if (adrift(s, v, o) || oncoming.includes(o)) continue;
      const zone = grid.footprint(o.cell, o.heading);
      if (!grid.zonesOverlap(zone, grid.footprint(cell, v.heading))) continue;
      // The speed it closes at: all of it on a wreck or a car standing still, the difference on one going the same way.
      const sameWay = o.heading === v.heading && !o.wreck;
      const closing = hurt(Math.max(0, v.speed - (sameWay ? o.speed : 0)));
      // The own side's cars count even at a crawl: a target car at 5 mph once shunted its own
      // side's wreck four times in one game (any ram of the own side is a move a person laughs at).
      const standing = o.wreck || o.speed <= 0;
      if (skidding && !standing) continue;
      // A slower teammate going its way in the very next space is shunted (p17, p52: it moves after the faster car) on the rolling road, where a gang
      // car braked in front of its teammate at 100 mph and was rammed by it (Game Seven seed 85047).
      const shunted = rolling && !standing && sameWay && o.side === v.side && moves === 1 && o.speed < v.speed;
      const b = standing ? blocker(zone, cell, moves) : { near, certain: shunted ? AHEAD.certain : 0, mph: v.speed };
      const hit = standing ? hurt(b.mph) : closing;
      if (o.side === v.side) add(b.near * (AHEAD.ownSide * Math.max(hit, AHEAD.ownFloor) + (standing ? 0 : AHEAD.following * perMph)) + b.certain);
      // A chase car's quarry standing still is what it came for, not a thing in its way, but for a compulsory ram at speed (quarry.ts).
      else if (standing && !harmlessQuarry(s, v, o, b.certain ? b.mph : 0)) add(b.near * AHEAD.stopped * hit + b.certain);
      else if (sameWay && moves === 1 && !skidding) add(shuntThenWreck(s, v, o));
    }
    if (skidding) continue;
    for (const m of s.markers) {
      if (m.dummy || (m.kind !== 'oil' && m.kind !== 'mines')) continue;
      const layer = s.vehicles.find((x) => x.id === m.owner);
      if (layer?.side !== v.side || !grid.overlapsFootprint(grid.markerZone(m.cell), cell, v.heading)) continue;
      add(near * AHEAD.ownMarker * perMph);
    }
  }
  // A car out of control level with it counts too: its skid goes on along the road (p42-45).
  for (const o of s.vehicles) {
    if (!mine || skidding || !adrift(s, v, o)) continue;
    // A teammate adrift counts as one in the way (any ram of the own side is laughable, whatever the speed).
    const weight = o.side === v.side ? AHEAD.ownSide * Math.max(perMph, AHEAD.ownFloor) : AHEAD.stopped * perMph;
    const ahead = cellsAhead(s, v, reach);
    for (const { cell, moves } of [{ cell: v.cell, moves: 1 }, ...ahead]) {
      const share = adriftShare(o, cell, v.heading);
      // Slower and filling the very next space, it is rammed on the next move (p17), as certain as a
      // wreck standing there: an Op at 85 mph shot the gang car a space ahead into a wreck still
      // sliding at 35, and rammed it, wrecking itself (Game Seven seed 88041, turn 1).
      add(nearness(moves) * weight * share + (cell === ahead[0]?.cell && share === 1 && o.speed < v.speed ? AHEAD.certain : 0));
    }
  }
  // The worst thing counts in full, the rest a little: a lane full of wrecks is not ten collisions.
  return worst + 0.25 * (sum - worst);
}
