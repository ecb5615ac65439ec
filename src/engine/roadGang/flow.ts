// "Turn sequence": each vehicle gets a turn of five phases (drop, ride, missile, ram, HTH);
// players alternate, the Slow Gang first (READINGS.activation). A phase with nothing to decide is
// passed over; a vehicle that leaves play in its own turn ends it.
import { take, type Roller } from './dice';
import { phaseOptions } from './options';
import { byId, inPlay } from './stats';
import type { RgEvent, RgPhase, RgState, RgVehicle } from './types';
import { endIf } from './victory';

export interface RgCtx {
  s: RgState;
  r: Roller;
  events: RgEvent[];
}

type Unrolled<E> = E extends unknown ? Omit<E, 'dice'> : never;

/** Adds an event carrying the dice rolled since the last one. */
export function emit(c: RgCtx, e: Unrolled<RgEvent>): void {
  c.events.push({ ...e, dice: take(c.r) } as RgEvent);
}

/** The vehicles a player may still give a turn to this round. */
export const readyVehicles = (s: RgState, player: string): RgVehicle[] => s.vehicles.filter((v) => inPlay(v) && v.owner === player && !v.acted);

const ORDER: RgPhase[] = ['drop', 'ride', 'missile', 'ram', 'hth'];

function finish(c: RgCtx): boolean {
  if (c.s.flow.kind === 'over') return true;
  const end = endIf(c.s);
  if (!end) return false;
  c.s.flow = { kind: 'over', winner: end.winner, reason: end.reason };
  emit(c, { type: 'gameOver', winner: end.winner, reason: end.reason, rule: 'Victory' });
  return true;
}

/** The game goes on after a command: the same phase if it still has a decision, else the next. */
export function settle(c: RgCtx): void {
  if (finish(c)) return;
  const f = c.s.flow;
  if (f.kind !== 'turn') return;
  const v = byId(c.s, f.vehicle)!;
  if (!inPlay(v)) return endTurn(c, f.player);
  if (f.avoid || f.phase === 'move') return;
  for (let i = ORDER.indexOf(f.phase); i < ORDER.length; i++) {
    f.phase = ORDER[i];
    if (phaseOptions(c.s, v, f).length > 0) return;
  }
  endTurn(c, f.player);
}

/** Moves to the phase after the one just played. */
export function nextPhase(c: RgCtx): void {
  const f = c.s.flow;
  if (f.kind !== 'turn') return;
  const i = f.phase === 'move' ? ORDER.indexOf('ride') : ORDER.indexOf(f.phase);
  if (i === ORDER.length - 1) {
    if (finish(c)) return;
    return endTurn(c, f.player);
  }
  f.phase = ORDER[i + 1];
  settle(c);
}

function endTurn(c: RgCtx, justPlayed: string): void {
  if (finish(c)) return;
  const s = c.s;
  const other = s.players.find((p) => p.id !== justPlayed)?.id ?? justPlayed;
  if (readyVehicles(s, other).length > 0) return ask(c, other);
  if (readyVehicles(s, justPlayed).length > 0) return ask(c, justPlayed);
  startRound(c);
}

function ask(c: RgCtx, player: string): void {
  c.s.flow = { kind: 'activate', player };
}

export function startRound(c: RgCtx): void {
  const s = c.s;
  const limit = s.options.roundLimit;
  if (limit !== null && s.round >= limit) {
    // Not the text's: it has no time limit. The limit is the table's, chosen on the new-game form (READINGS.roundLimit).
    const whose = s.options.slowGangBy === 'engine'
      ? `the ${limit}-round limit games saved before the option were played under`
      : `the round limit chosen for this game; the table's house rule, not the text's`;
    s.flow = { kind: 'over', winner: s.fastGang, reason: `round ${limit} ended without three Slow Gang vehicles home, and at ${whose}, the Fast Gang wins` };
    emit(c, { type: 'gameOver', winner: s.fastGang, reason: s.flow.reason, rule: 'Our reading' });
    return;
  }
  s.round += 1;
  for (const v of s.vehicles) v.acted = false;
  emit(c, { type: 'roundStart', round: s.round, rule: 'Turn sequence' });
  if (finish(c)) return;
  const first = [s.slowGang, s.fastGang].find((p) => readyVehicles(s, p).length > 0);
  if (first) ask(c, first);
}

/** A vehicle's turn begins: a "cannot move next turn" from before is spent on this one. */
export function startTurn(c: RgCtx, v: RgVehicle): void {
  v.acted = true;
  const stuck = v.noMoveNextTurn;
  v.noMoveNextTurn = false;
  c.s.flow = { kind: 'turn', vehicle: v.id, player: v.owner!, phase: 'drop', roll: 0, rollDice: [], stuck, fired: [], avoid: null };
  emit(c, { type: 'turnStart', vehicle: v.id, stuck, rule: 'Turn sequence' });
  settle(c);
}
