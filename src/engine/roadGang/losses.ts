// "Destroying vehicles": a vehicle whose crew are all killed is abandoned; rams and fire may
// destroy one outright (READINGS.destroyedRemoved).
import { emit, type RgCtx } from './flow';
import type { RgRule } from './data';
import type { RgVehicle } from './types';

export function loseCrew(c: RgCtx, v: RgVehicle, n: number, rule: RgRule): void {
  const lost = Math.min(n, v.crew);
  v.crew -= lost;
  emit(c, { type: 'crewLost', vehicle: v.id, lost, left: v.crew, rule });
  if (v.crew === 0 && v.status === 'active') {
    v.status = 'abandoned';
    v.owner = null;
    emit(c, { type: 'abandoned', vehicle: v.id, rule: 'Destroying vehicles' });
  }
}

export function destroy(c: RgCtx, v: RgVehicle, reason: string, rule: RgRule): void {
  v.status = 'destroyed';
  v.crew = 0;
  v.owner = null;
  emit(c, { type: 'destroyed', vehicle: v.id, reason, rule });
}
