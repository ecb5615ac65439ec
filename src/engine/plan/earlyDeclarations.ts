// Actions declared early because of a cut-up (p13), kept as a list of {vehicle, action} rather
// than an object keyed by vehicle id: an id such as `constructor` or `__proto__` would read an
// inherited member of a plain object (issue 8 item 17), and the state must stay plain JSON.
import type { Action, GameState } from '../types';

type PhaseFlow = Extract<GameState['flow'], { kind: 'phase' }>;

/** The early declaration of a vehicle this phase, if it made one. */
export function earlyDeclaration(s: GameState, vehicle: string): Action | undefined {
  return s.flow.kind === 'phase' ? s.flow.predeclared?.find((d) => d.vehicle === vehicle)?.action : undefined;
}

/** Records (or replaces) a vehicle's early declaration. */
export function recordEarly(f: PhaseFlow, vehicle: string, action: Action): void {
  f.predeclared = [...(f.predeclared ?? []).filter((d) => d.vehicle !== vehicle), { vehicle, action }];
}

/** Takes a vehicle's early declaration out of the list, to carry it out. */
export function takeEarly(f: PhaseFlow, vehicle: string): void {
  f.predeclared = (f.predeclared ?? []).filter((d) => d.vehicle !== vehicle);
}
