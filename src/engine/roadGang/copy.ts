// The copy the road-gang game's apply hands its rules (issue 31): the generic deep copy (clone.ts)
// of the whole state was 25-30% of a road-gang command. This one knows the state's shape: every
// object and array is copied (nothing is shared with apply's argument, so no rule can change it),
// each by a spread or a slice instead of a key-by-key walk. `Covers` fails the typecheck when an
// object-valued field is added to a shape and not copied here.
import type { EveryField, RngState } from '../types';
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

// A vehicle and its items are written out field by field (one hidden class for originals and
// copies; `EveryField` fails the typecheck when a field is added and not here): a spread of each
// vehicle was still 30% of a road-gang command in the profile. The rest is a plain spread, then its
// object fields replaced: a spread with a field beside it ({ ...s, flow }) misses V8's fast clone.
function copyVehicle(v: RgVehicle): RgVehicle {
  const n = v.items.length;
  const items = new Array<RgItem>(n);
  for (let i = 0; i < n; i++) {
    const it = v.items[i];
    const c: EveryField<RgItem> = { id: it.id, kind: it.kind, uses: it.uses };
    items[i] = c;
  }
  const o: EveryField<RgVehicle> = {
    id: v.id, name: v.name, type: v.type, gang: v.gang, owner: v.owner, segment: v.segment, crew: v.crew, status: v.status,
    speedFixed: v.speedFixed, items, noMoveNextTurn: v.noMoveNextTurn, acted: v.acted,
  };
  return o;
}

function copyFlow(f: RgFlow): RgFlow {
  if (f.kind !== 'turn') return { ...f };
  const o = { ...f };
  o.rollDice = f.rollDice.slice();
  o.fired = f.fired.slice();
  if (f.avoid) o.avoid = { ...f.avoid };
  return o;
}

/** A deep copy of a road-gang state, equal to cloneJson's (of the fields its types name). */
export function copyRgState(s: RgState): RgState {
  const vehicles = new Array<RgVehicle>(s.vehicles.length);
  for (let i = 0; i < vehicles.length; i++) vehicles[i] = copyVehicle(s.vehicles[i]);
  const counters = new Array<RgCounter>(s.counters.length);
  for (let i = 0; i < counters.length; i++) counters[i] = { ...s.counters[i] };
  const o = { ...s };
  o.players = s.players.map((p) => ({ ...p }));
  o.options = { ...s.options };
  o.vehicles = vehicles;
  o.counters = counters;
  o.flow = copyFlow(s.flow);
  const rng = { ...s.rng };
  rng.forced = s.rng.forced.slice();
  o.rng = rng;
  return o;
}
