// The computer driver's search: every legal answer is tried in a few possible worlds (hidden
// markers filled in at random, the dice from its own generator: world.ts), the game is run on
// through the driver's own follow-up (fire at the target it moved for) and, at the hard level,
// the opponent's best reply; the answer with the best average value wins. Only the engine's
// public API plays the moves: nothing here knows a rule.
import { apply, legalCommands, pending, previewAction } from '../engine';
import type { Command, GameEvent, GameState } from '../engine';
import { collisionsIn, STOPPED_MPH } from './collisions';
import { AHEAD, hurt } from './ahead';
import { evaluate, WEIGHTS } from './evaluate';
import { aiRng, hashText, type AiRng } from './rng';
import { fillWorld } from './world';
import { defaultFollowUp } from './followUp';
import { quickChoice, rollout } from './rollout';
import { progressOf, waitingOnMe } from './progress';
import { judgedBeforeForced } from './raceForced';
import { isQuarry } from './quarry';

export interface SearchConfig {
  /** Possible worlds per decision (the dice and hidden markers, sampled). */
  samples: number;
  /** The opponent's reply is searched for this many of the best first answers (0: none). */
  replyTop: number;
  /** Random spread added to each answer's value (the easy level's mistakes). */
  noise: number;
  /** This many of the best first answers are judged again after a look-ahead (rollout.ts) of `rolloutPlies` decisions (0: none). */
  rolloutTop?: number;
  rolloutPlies?: number;
  /** Follow a car of the own side that lost control to where its ride ends before judging (ridePast). Off at every level: measured, it cost the Op wins (docs/sim.md). */
  ride?: boolean;
}

export interface Scored {
  command: Command;
  value: number;
}

/** The side a player drives for (their first car's; '' before the die has settled it). */
export function sideOf(s: GameState, player: string): string {
  return s.vehicles.find((v) => v.owner === player)?.side ?? '';
}

/** How many times more worlds a ram is judged in. */
const RAM_SAMPLES = 4;

const isRam = (c: Command): boolean => c.type === 'declare' && c.action.kind === 'ram';

/**
 * Runs the game on through answers that need no thought: a single legal command, or the player's
 * own shot. A declaration with one legal answer (a compulsory ram, p52; a forced attempt to regain
 * control) is played too: stopping at it, the search never saw a compulsory ram into a teammate
 * or a wreck coming until it was too late to change lanes (issue 30). In a race to a finish line it
 * stops at such a declaration unless it rams the own side (raceForced.ts: the chase car's wins).
 */
export function settle(s: GameState, player: string, limit = 12, seen?: (before: GameState, events: GameEvent[]) => void): GameState {
  for (let i = 0; i < limit && s.flow.kind !== 'over'; i++) {
    const p = pending(s);
    const legal = legalCommands(s);
    let c: Command | null = null;
    if (legal.length === 1) c = legal[0];
    else if (p.kind === 'fireOrHold' && p.player === player) c = defaultFollowUp(s, legal);
    if (!c) return s;
    const r = apply(s, c);
    if (!r.ok) return s;
    if (legal.length === 1 && p.kind === 'declare' && judgedBeforeForced(s, r.value.events)) return s;
    seen?.(s, r.value.events);
    s = r.value.state;
  }
  return s;
}

/**
 * What a laughable collision (collisions.ts) of the own side costs on the way to the position the
 * search judges, in the evaluation's units (a share of a win), outside its squash: a position
 * already nearly won squashes a wrecked car to almost nothing, and the shunt itself costs only a
 * few damage points, but each was a game lost in the 96 (a shunt followed by a wreck).
 */
export const COLLISION_COST = 12;

/**
 * What `side`'s collisions among the events cost: each laughable one (collisions.ts) at least
 * COLLISION_COST, and at least what dangerAhead (ahead.ts) charged it the moment before, when it
 * was certain (`AHEAD.certain` and the speed's share): seen happening, a ram into a wreck cost 12
 * points, seen one move off up to 84, so an Op two spaces behind a wreck at 60 mph accelerated to
 * 70 to get the ram over within the search's sight rather than drift out of the lane (Game Six seed
 * 60007, turn 2; issue 30). A head-on hit on an obstacle and a ram of the own side likewise.
 */
function ownBumps(before: GameState, events: GameEvent[], side: string): number {
  const car = (id: string) => before.vehicles.find((v) => v.id === id);
  let cost = 0;
  const charge = (weight: number, mph: number) => (cost += Math.max(COLLISION_COST, WEIGHTS.ownDanger * (AHEAD.certain + weight * Math.max(hurt(mph), AHEAD.ownFloor))));
  for (const b of collisionsIn(before, events)) {
    const r = car(b.vehicle);
    if (r?.side !== side) continue;
    const t = car(b.with);
    // A chase car's quarry standing still is what it came for (quarry.ts): the collision's count only.
    if (b.kind === 'stopped' && t && !t.wreck && isQuarry(before, r, t)) cost += COLLISION_COST;
    else charge(b.kind === 'hazardHeadOn' ? AHEAD.obstacle : b.kind === 'ownSide' ? AHEAD.ownSide : AHEAD.stopped, r.speed - (t && !t.wreck && t.heading === r.heading ? t.speed : 0));
  }
  // A ram into a wreck or a car standing still below the laughable speed (STOPPED_MPH) costs what it cost one move off too.
  for (const e of events) {
    if (e.type !== 'ram') continue;
    const r = car(e.rammer);
    const t = car(e.target);
    if (!r || !t || r.side !== side || t.side === side || !(t.wreck || t.speed <= 0) || (!t.wreck && isQuarry(before, r, t)) || r.speed >= STOPPED_MPH) continue;
    charge(AHEAD.stopped, r.speed);
  }
  return cost;
}

/**
 * The chance the declared move loses control, from the engine's preview: a tie-breaker against
 * gambles the few sampled worlds happened to reward.
 */
function riskOf(s: GameState, c: Command): number {
  if (c.type !== 'declare') return 0;
  const p = previewAction(s, c.vehicle, c.action);
  if (p.certainControlLoss) return 1;
  let keep = 1;
  for (const h of p.hazards) keep *= 1 - h.odds.controlLoss;
  return 1 - keep;
}

/** The opponent's best answer in this world, judged by the same evaluation from its side. */
function reply(s: GameState, me: string): GameState {
  const p = pending(s);
  if (!p.player || p.player === me || p.kind !== 'declare') return s;
  const side = sideOf(s, p.player);
  let best: GameState = s;
  let bestValue = -Infinity;
  for (const c of legalCommands(s)) {
    const r = apply(s, c);
    if (!r.ok) continue;
    const after = settle(r.value.state, p.player);
    const v = evaluate(after, side);
    if (v > bestValue) {
      bestValue = v;
      best = after;
    }
  }
  return best;
}

/** Commands a car out of control is followed for (ridePast) before its position is judged. */
export const RIDE_LIMIT = 40;

/** A car of `side` still moving where the dice take it (a halted car stays out of control until its next declaration, p42, but goes nowhere). */
const adrift = (s: GameState, side: string): boolean => s.vehicles.some((v) => v.side === side && v.status === 'inPlay' && !v.wreck && (v.spin !== null || (v.outOfControl && v.speed > 0)));

/**
 * While a car of `side` is out of control or spinning, its path is the dice's, not a choice
 * (p42-45): the game is played on, everybody else by the look-ahead's cheap driver (rollout.ts),
 * until it is back in control, stopped or out, and judged where it ends. Judged at the moment it
 * lost control, by the engine's odds alone, an Op that braked to nothing on oil at 65 mph skidded
 * and spun a turn later into a gang car standing in its lanes (issue 30).
 */
export function ridePast(s: GameState, me: string, side: string, seen?: (before: GameState, events: GameEvent[]) => void): GameState {
  for (let i = 0; i < RIDE_LIMIT && s.flow.kind !== 'over' && adrift(s, side); i++) {
    const p = pending(s);
    const legal = legalCommands(s);
    const c = legal.length === 1 ? legal[0] : p.kind === 'fireOrHold' && p.player === me ? defaultFollowUp(s, legal) : quickChoice(s, legal);
    const r = apply(s, c);
    if (!r.ok) return s;
    seen?.(s, r.value.events);
    s = r.value.state;
  }
  return s;
}

function valueIn(world: GameState, c: Command, me: string, side: string, withReply: boolean, plies = 0, ride = false): number {
  const r = apply(world, c);
  if (!r.ok) return -Infinity;
  const mine = side === '' ? sideOf(r.value.state, me) : side;
  let bumps = ownBumps(world, r.value.events, mine);
  const seen = (before: GameState, events: GameEvent[]) => (bumps += ownBumps(before, events, mine));
  let s = settle(r.value.state, me, undefined, seen);
  if (ride) s = ridePast(s, me, mine, seen);
  if (withReply) s = settle(reply(s, me), me, undefined, seen);
  if (plies > 0) s = rollout(s, plies);
  return evaluate(s, mine) - bumps;
}

/** Re-judges the `top` best answers with `judge` and puts them back on top in their new order. */
function rejudge(scored: Scored[], top: number, judge: (c: Command) => number): void {
  const head = scored.slice(0, top);
  for (const x of head) x.value = judge(x.command);
  head.sort((a, b) => b.value - a.value);
  scored.splice(0, head.length, ...head);
}

/** The worlds a decision is judged in, all seeded from the view itself. */
export function worldsFor(view: GameState, me: string, n: number): { worlds: GameState[]; rng: AiRng } {
  const rng = aiRng(hashText(JSON.stringify(view)));
  const worlds: GameState[] = [];
  for (let i = 0; i < n; i++) worlds.push(fillWorld(structuredClone(view), me, rng, i));
  return { worlds, rng };
}

/**
 * How much progress (progress.ts) counts: a tie-break among answers of the same value, and a real
 * term when nothing will happen unless this side moves (its enemies gone or standing still): the
 * stalled games' lead car sat at 0 mph for 1,468 turns because moving scored no better.
 */
const TIE_BREAK = 1e-6;
const WAITING_ON_ME = 16;

/** Every legal answer with its average value over the sampled worlds, best first. */
export function search(view: GameState, me: string, cfg: SearchConfig): Scored[] {
  const legal = legalCommands(view);
  if (legal.length <= 1) return legal.map((command) => ({ command, value: 0 }));
  const side = sideOf(view, me);
  const { worlds, rng } = worldsFor(view, me, cfg.samples);
  // A ram rolls many dice (damage both ways, a hazard for each car, p56-57): a few worlds say
  // little about it, so it is judged in more.
  let many: GameState[] | null = null;
  const worldsOf = (c: Command): GameState[] => (isRam(c) ? (many ??= worldsFor(view, me, cfg.samples * RAM_SAMPLES).worlds) : worlds);
  const judged = (c: Command, withReply: boolean, plies: number): number => {
    let sum = 0;
    const ws = worldsOf(c);
    for (const w of ws) sum += valueIn(w, c, me, side, withReply, plies, cfg.ride);
    return sum / ws.length - WEIGHTS.risk * riskOf(view, c);
  };
  const waiting = waitingOnMe(view, side);
  const drive = waiting ? WAITING_ON_ME : TIE_BREAK;
  const scored = legal.map((command) => ({ command, value: judged(command, false, 0) + drive * progressOf(view, command, waiting) }));
  scored.sort((a, b) => b.value - a.value);
  if (cfg.replyTop > 0) rejudge(scored, cfg.replyTop, (c) => judged(c, true, 0));
  // The look-ahead judges the best few again a few decisions on: what each sets up.
  if ((cfg.rolloutTop ?? 0) > 0 && (cfg.rolloutPlies ?? 0) > 0) rejudge(scored, cfg.rolloutTop ?? 0, (c) => judged(c, false, cfg.rolloutPlies ?? 0));
  if (cfg.noise > 0) {
    for (const x of scored) x.value += (rng.next() - 0.5) * 2 * cfg.noise;
    scored.sort((a, b) => b.value - a.value);
  }
  return scored;
}
