// The round and the turn (readings.ts `turnOrder`, `turn`), and the end of the race
// (readings.ts `end`): the order rolled each round, a vehicle's turn opened and closed, and the
// points deciding the winner.
import { FAST_MOVE, FREE_TURN_MOVE, LIMP_MOVE, MIN_MOVE } from './data';
import { burn, byId } from './damage';
import { d6, emit, type DrCtx } from './dice';
import { racing } from './table';
import type { DrState, DrTurnFlow, DrVehicle } from './types';

/** The inches a vehicle may move this turn (readings.ts `locations`: drive 0 none, engine 0 limping). */
export const allowance = (v: DrVehicle): number => (v.damage.drive === 0 ? 0 : v.damage.engine === 0 ? Math.min(v.move, LIMP_MOVE) : v.move);

export const currentVehicle = (s: DrState): DrVehicle | null => (s.flow.kind === 'turn' ? byId(s, s.flow.vehicle) ?? null : null);

/** The players that still have a vehicle in the race. */
export const teamsLeft = (s: DrState): string[] => [...new Set(racing(s).map((v) => v.owner))];

/** "the more points, the better the Deathracer you are": the most points win; a tie is a draw. */
export function gameOver(c: DrCtx, why: string): void {
  const s = c.s;
  const best = Math.max(...s.players.map((p) => s.points[p.id] ?? 0));
  const top = s.players.filter((p) => (s.points[p.id] ?? 0) === best);
  const winner = top.length === 1 ? top[0].id : null;
  const score = s.players.map((p) => `${p.name} ${s.points[p.id] ?? 0}`).join(', ');
  const reason = `${why}; points: ${score}${winner ? '' : ' (a draw)'}`;
  s.flow = { kind: 'over', winner, reason };
  emit(c, { type: 'gameOver', winner, reason, rule: 'THE POINT SYSTEM', reading: 'end' });
}

/** Ends the game at once when fewer than two teams are left in the race. */
function teamsOver(c: DrCtx): boolean {
  if (c.s.flow.kind === 'over') return true;
  if (teamsLeft(c.s).length >= 2) return false;
  gameOver(c, 'fewer than two teams are left in the race');
  return true;
}

export function startRound(c: DrCtx): void {
  const s = c.s;
  if (teamsOver(c)) return;
  const lapped = s.vehicles.find((v) => v.laps >= s.options.laps);
  if (lapped) return gameOver(c, `${lapped.name} completed the race's ${s.options.laps} laps`);
  if (s.round >= s.options.turnLimit) return gameOver(c, `the ${s.options.turnLimit}-round limit was reached`);
  s.round += 1;
  const field = racing(s);
  const rolls = field.map(() => d6(c));
  const ranked = field.map((v, i) => ({ v, roll: rolls[i], i }));
  ranked.sort((a, b) => b.roll - a.roll || b.v.reflex - a.v.reflex || a.i - b.i);
  s.order = ranked.map((x) => x.v.id);
  emit(c, { type: 'roundStart', round: s.round, order: s.order, rolls, rule: 'Our reading', reading: 'turnOrder' });
  startTurn(c, ranked[0].v);
}

function startTurn(c: DrCtx, v: DrVehicle): void {
  const left = allowance(v);
  // "Vehicles that have moved over 20" in their previous turn must move at least 10" in the following turn."
  const min = v.lastMove > FAST_MOVE ? Math.min(MIN_MOVE, left) : 0;
  const f: DrTurnFlow = { kind: 'turn', vehicle: v.id, player: v.owner, move: 'before', left, min, travelled: 0, shots: 'none', plates: 0, ramp: null, passed: [], halted: false, crewFired: [] };
  c.s.flow = f;
  emit(c, { type: 'turnStart', vehicle: v.id, left, min, rule: 'Our reading', reading: 'turn' });
  if (v.fire.length > 0) burn(c, v);
  if (v.status !== 'racing') nextTurn(c, v.id);
}

/** Closes the turn: "They will count as being stationary until their next turn". */
export function endTurn(c: DrCtx): void {
  const f = c.s.flow;
  if (f.kind !== 'turn') return;
  const v = byId(c.s, f.vehicle)!;
  if (v.status === 'racing') {
    v.stationary = f.halted || f.travelled <= FREE_TURN_MOVE;
    v.lastMove = f.travelled;
    emit(c, { type: 'turnEnd', vehicle: v.id, stationary: v.stationary, moved: f.travelled, rule: 'MOVEMENT' });
  }
  nextTurn(c, v.id);
}

function nextTurn(c: DrCtx, after: string): void {
  if (teamsOver(c)) return;
  const s = c.s;
  for (let i = s.order.indexOf(after) + 1; i < s.order.length; i++) {
    const v = byId(s, s.order[i]);
    if (v && v.status === 'racing') return startTurn(c, v);
  }
  startRound(c);
}

/** After a command: a vehicle destroyed in its own turn ends it; the race may be over. */
export function settle(c: DrCtx): void {
  if (teamsOver(c)) return;
  const v = currentVehicle(c.s);
  if (v && v.status !== 'racing') nextTurn(c, v.id);
}
