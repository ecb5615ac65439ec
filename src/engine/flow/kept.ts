// Each state's legal list, worked out once (issue 31). apply's turn loop works out the list of the
// decision it stops for; the caller then asks legalCommands for that state, and apply checks the
// next command against it. Keyed by the state object: states are values (apply never changes its
// argument, and nothing may change a state apply returned), so a list stays true of its state.
//
// A state apply makes carries a holder for its list under a symbol that is not enumerable, so no
// spread, JSON, save, structured clone, freeze or test's equality carries or sees it: a copy made
// outside the engine (a spread, immer's draft) has none and works its own list out. Other states
// (newGame's, a view, a test's) are kept in a WeakMap. A WeakMap for every state cost 1.25x the
// time a Game One command (bench:ab against the one module slot this replaces, CPU time in turn,
// load 16): the collector's cost of a weak entry a state. The holder read 0.96x and 0.93x (load 19-23).

const KEPT = Symbol('kept');

interface Holder {
  value: unknown;
}

/** The kept values of states without a holder. */
const others = new WeakMap<object, unknown>();

/** Gives `s`, a state this apply made and is about to return, a holder, with its value when known. */
export function giveHolder(s: object, value: unknown): void {
  const h: Holder = { value };
  Object.defineProperty(s, KEPT, { value: h });
}

/** The value kept for `s`, if any. */
export function keptFor<T>(s: object): T | undefined {
  const h = (s as { [KEPT]?: Holder })[KEPT];
  return (h ? h.value : others.get(s)) as T | undefined;
}

/** Keeps `value` for `s`: in its holder, or else in the WeakMap. */
export function keepFor(s: object, value: unknown): void {
  const h = (s as { [KEPT]?: Holder })[KEPT];
  if (h) h.value = value;
  else others.set(s, value);
}
