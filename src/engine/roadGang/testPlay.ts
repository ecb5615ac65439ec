// Plays commands on a road-gang state for the tests, failing loudly on a refusal.
import { rgApply } from './turn';
import type { RgCommand, RgEvent, RgState } from './types';

export function play(s: RgState, ...cmds: RgCommand[]): { s: RgState; events: RgEvent[] } {
  const events: RgEvent[] = [];
  for (const c of cmds) {
    const r = rgApply(s, c);
    if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code} ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { s, events };
}

export const of = <T extends RgEvent['type']>(events: RgEvent[], type: T) => events.filter((e): e is Extract<RgEvent, { type: T }> => e.type === type);
