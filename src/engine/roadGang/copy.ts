// The copy the road-gang game's apply hands its rules (issue 31): the generic deep copy (clone.ts)
// of the whole state was 25-30% of a road-gang command. This one knows the state's shape: every
// object and array is copied (nothing is shared with apply's argument, so no rule can change it),
// each by a spread or a slice instead of a key-by-key walk. `Covers` fails the typecheck when an
// object-valued field is added to a shape and not copied here.
import type { RngState } from '../types';
import type { RgAttack, RgCounter, RgFlow, RgItem, RgOptions, RgPlayer, RgState, RgVehicle } from './types';

/** The keys of T whose values are objects or arrays: each must be copied below. */
type ObjectKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends object ? K : never }[keyof T];
type Covers<T, Listed extends keyof T> = [Exclude<ObjectKeys<T>, Listed>] extends [never] ? true : Exclude<ObjectKeys<T>, Listed>;
type TurnFlow = Extract<RgFlow, { kind: 'turn' }>;
const covered: [
  Covers<RgState, 'players' | 'options' | 'vehicles' | 'counters' | 'flow' | 'rng'>,
  Covers<RgVehicle, 'items'>,
  Covers<TurnFlow, 'rollDice' | 'fired' | 'avoid'>,
  Covers<RgItem, never>,
  Covers<RgCounter, never>,
  Covers<RgPlayer, never>,
  Covers<RgOptions, never>,
  Covers<RgAttack, never>,
  Covers<RngState, 'forced'>,
] = [true, true, true, true, true, true, true, true, true];
void covered;

function copyVehicle(v: RgVehicle): RgVehicle {
  const items = new Array<RgItem>(v.items.length);
  for (let i = 0; i < items.length; i++) items[i] = { ...v.items[i] };
  return { ...v, items };
}

function copyFlow(f: RgFlow): RgFlow {
  if (f.kind !== 'turn') return { ...f };
  return { ...f, rollDice: f.rollDice.slice(), fired: f.fired.slice(), avoid: f.avoid ? { ...f.avoid } : null };
}

/** A deep copy of a road-gang state, equal to cloneJson's. */
export function copyRgState(s: RgState): RgState {
  const vehicles = new Array<RgVehicle>(s.vehicles.length);
  for (let i = 0; i < vehicles.length; i++) vehicles[i] = copyVehicle(s.vehicles[i]);
  const counters = new Array<RgCounter>(s.counters.length);
  for (let i = 0; i < counters.length; i++) counters[i] = { ...s.counters[i] };
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    options: { ...s.options },
    vehicles,
    counters,
    flow: copyFlow(s.flow),
    rng: { ...s.rng, forced: s.rng.forced.slice() },
  };
}
