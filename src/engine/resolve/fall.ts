// A bike that falls (p64-71): it halts and lies on its side ("placed on its side at an angle to
// the grid"). "If the bike takes terminal damage, or the rider is KO'd the bike is treated as a
// wreck"; otherwise "the bike remains in place until the start of next move, at which point the
// rider is allowed to pick the bike up" (turn.ts pickUpBikes). Rolls and head-on rams between
// bikes both end here; low in the module graph so either can ask it.
import { emit, vehicle, type Ctx } from '../core/ctx';
import { setSpeed } from './characteristics';
import { BIKE_RULE } from './roadDamage';

/** The fallen bike's fate: halted, a wreck, or waiting for its rider to pick it up. */
export function bikeFalls(ctx: Ctx, vid: string, reason: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  v.rolled = true;
  v.spin = null;
  v.dodge = null;
  setSpeed(ctx, v, 0, reason, BIKE_RULE);
  emit(ctx, { type: 'halted', vehicle: vid, reason: 'the bike fell', rule: BIKE_RULE, dice: [] });
  if (v.terminal || v.noDriver || v.driveSkill <= 0) {
    if (!v.wreck) {
      v.wreck = true;
      emit(ctx, { type: 'wreck', vehicle: vid, cause: v.terminal ? 'fell after terminal damage' : 'fell and the rider is out', rule: BIKE_RULE, dice: [] });
    }
  } else {
    v.outOfControl = false;
    v.regainAfterMove = false;
  }
}
