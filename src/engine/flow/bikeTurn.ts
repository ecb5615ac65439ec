// What happens to bikes before a turn's first phase (p64-71): a fallen bike that is no wreck is
// picked up ("the bike remains in place until the start of next move, at which point the rider is
// allowed to pick the bike up and resume play"), and the rider of a wrecked bike leaves play ("the
// rider immediately leaves play at the start of the turn after the bike comes to a halt. The rider
// leaves before the start of the turn's first phase - so cannot be harmed in any way").
import { emit, inPlay, writableVehicle, type Ctx } from '../core/ctx';
import { BIKE_RULE } from '../resolve/roadDamage';

/**
 * ASSUMPTION (docs/assumptions.md): a fallen bike stands still, so its next move is at the start of
 * the next turn (stationary vehicles move off only in phase 1, p15): it is picked up then.
 */
export function startOfTurnBikes(ctx: Ctx): void {
  for (const seen of ctx.s.vehicles) {
    if (!inPlay(seen) || seen.kind !== 'bike' || seen.speed > 0 || !((seen.wreck && !seen.riderGone) || (seen.rolled && !seen.wreck))) continue;
    const v = writableVehicle(ctx.s, seen);
    if (v.wreck && !v.riderGone) {
      v.riderGone = true;
      emit(ctx, { type: 'note', vehicle: v.id, text: `${v.name}'s rider leaves play; the wrecked bike stays on the road`, rule: BIKE_RULE, dice: [] });
    } else if (v.rolled && !v.wreck) {
      v.rolled = false;
      emit(ctx, { type: 'note', vehicle: v.id, text: `${v.name}'s rider picks the bike up`, rule: BIKE_RULE, dice: [] });
    }
  }
}
