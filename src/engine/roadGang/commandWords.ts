// Each command in words, for buttons and the log: what the choice does, in the game's terms.
import { equipmentOf } from './data';
import { rideDistance } from './ride';
import { byId } from './stats';
import type { RgCommand, RgState } from './types';

const vName = (s: RgState, id: string) => byId(s, id)?.name ?? id;

function itemName(s: RgState, id: string | null): string {
  if (!id) return '';
  for (const v of s.vehicles) for (const it of v.items) if (it.id === id) return equipmentOf(it.kind).name;
  return id;
}

export function rgDescribeCommand(s: RgState, c: RgCommand): string {
  switch (c.type) {
    case 'slowGang': return `${s.players.find((p) => p.id === c.slow)?.name ?? c.slow} is the Slow Gang${s.flow.kind === 'slowGang' && s.flow.suggested === c.slow ? ' (suggested)' : ''}`;
    case 'train': return c.replace ? `Take the armored train instead of ${c.replace.map((id) => vName(s, id)).join(' and ')}` : 'Keep the six vehicles';
    case 'place': return `Place ${vName(s, c.vehicle)} on segment ${c.segment}`;
    case 'activate': return `${vName(s, c.vehicle)} takes its turn`;
    case 'drop': return `Drop ${itemName(s, c.item) === 'Tin Tacks' ? 'tacks' : 'oil'}`;
    case 'ride': return 'Ride: roll the dice';
    case 'transfer': return `Move ${c.crew} crew to ${vName(s, c.to)}`;
    case 'move': {
      const f = s.flow;
      const v = f.kind === 'turn' ? byId(s, f.vehicle) : undefined;
      const n = v && f.kind === 'turn' ? rideDistance(v, f.roll, c.boost, !!c.nitros) : 0;
      const extras = [c.nitros ? 'nitros' : '', c.chutes ? 'drag chutes' : ''].filter(Boolean);
      return `Ride ${n} ${c.direction === 'forward' ? 'forward' : 'back'}${extras.length ? ` with ${extras.join(' and ')}` : ''}`;
    }
    case 'fire': return `Fire the ${itemName(s, c.weapon)} at ${vName(s, c.target)}${c.aim === 'tyres' ? "'s tyres" : ''}`;
    case 'attack': {
      const f = s.flow;
      return `${f.kind === 'turn' && f.phase === 'hth' ? 'Fight' : 'Ram'} ${vName(s, c.target)}`;
    }
    case 'avoid': return c.avoid ? 'Try to avoid it (4-6)' : 'Stand and fight';
    case 'pass': {
      const f = s.flow;
      if (f.kind === 'turn' && (f.phase === 'ride' || f.phase === 'move')) return 'Stay put';
      return f.kind === 'turn' ? `End the ${f.phase === 'hth' ? 'hand-to-hand' : f.phase} phase` : 'Pass';
    }
  }
}
