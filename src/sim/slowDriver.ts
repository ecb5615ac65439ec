// A command chooser that keeps a game going for as long as a test or a benchmark wants: every car
// brakes down to `cruise` mph and then takes no action, lays a passive when `lay` and one is
// offered, and holds fire. Long games (thousands of commands) measure what history costs.
import type { Command, GameState } from '../engine';
import { picker } from './prng';

type Declare = Extract<Command, { type: 'declare' }>;
export type Chooser = (s: GameState, legal: Command[]) => Command;

export function slowDriver(seed: number, cruise: number, lay: boolean): Chooser {
  const pick = picker(seed);
  return (s, legal) => {
    const d = legal.filter((c): c is Declare => c.type === 'declare');
    const car = d[0] && s.vehicles.find((v) => v.id === d[0].vehicle);
    const drops = lay ? d.filter((c) => c.action.kind === 'shootPassive') : [];
    if (drops.length) return pick.pick(drops);
    const brakes = d.filter((c) => c.action.kind === 'brake');
    if (car && car.speed > cruise && brakes.length) return brakes[brakes.length - 1];
    return legal.find((c) => c.type === 'holdFire') ?? d.find((c) => c.action.kind === 'none') ?? legal[0];
  };
}
