// Crashes (p58): the vehicle is removed from play, with crash damage when the option is on. A
// crashing bike's rider also takes road damage (p64-71) under the same option, as the crash
// damage it goes with only matters for the campaign (p58). Low in the module graph: movement,
// the spin and roll rules and the ram rules all crash vehicles.
import { emit, vehicle, type Ctx } from '../core/ctx';
import { applyHit } from './damage';
import { roadDamage } from './roadDamage';
import { speedFactor } from '../data/tables';

/** Removes a crashed vehicle from play (p58); crash damage (and a rider's road damage, p64) only when the option is on. */
export function crash(ctx: Ctx, vid: string, cause: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  emit(ctx, { type: 'crash', vehicle: vid, cause, rule: 'p58', dice: [] });
  if (ctx.s.options.crashDamage) {
    const sf = speedFactor(v.speed);
    if (v.kind === 'bike') roadDamage(ctx, vid, sf, true);
    for (let i = 0; i < sf; i++) applyHit(ctx, vid, { damage: sf, he: false, source: 'crash', facing: 'crash', rule: 'p58' });
  }
  v.status = 'crashed';
  v.speed = 0;
}

/** Taken out of play without crash damage: a bike after a head-on collision with a car (p70, "it's already suffered badly enough"). */
export function removeFromPlay(ctx: Ctx, vid: string, cause: string): void {
  const v = vehicle(ctx.s, vid);
  if (v.status !== 'inPlay') return;
  emit(ctx, { type: 'crash', vehicle: vid, cause, rule: 'p64', dice: [] });
  v.status = 'crashed';
  v.speed = 0;
}
