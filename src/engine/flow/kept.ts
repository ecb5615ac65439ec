// Each state's legal list, worked out once (issue 31). apply's turn loop works out the list of the
// decision it stops for; the caller then asks legalCommands for that state, and apply checks the
// next command against it. Keyed by the state object: states are values (apply never changes its
// argument, and nothing may change a state apply returned), so a list stays true of its state.
//
// The list is kept in a private field of the state object (the base class's constructor returns
// the object it is given, so the field lands on it): no spread, JSON, save, structured clone,
// freeze, reflection or test's equality carries or sees it, so a copy made outside the engine (a
// spread, immer's draft) has none and works its own list out. A state that cannot take a field
// (not extensible, where an engine refuses private fields on those) is kept in a WeakMap.
// Measured against the one module slot this replaces (bench:ab, CPU time in turn): a WeakMap for
// every state 1.253x the time a Game One command (load 16), the collector's cost of a weak entry a
// state; a non-enumerable symbol property 1.03x-1.07x, defineProperty and the slow spread of such
// an object costing about 300 ns each (a private field costs about 5 ns to add).

/** Returns the object it is given from its constructor: a subclass's fields land on that object. */
class Returns {
  constructor(o: object) {
    return o as Returns;
  }
}

class Kept extends Returns {
  #value: unknown;

  private constructor(s: object, value: unknown) {
    super(s);
    this.#value = value;
  }

  static get(s: object): unknown {
    return #value in s ? (s as Kept).#value : others.get(s);
  }

  static set(s: object, value: unknown): void {
    if (#value in s) (s as Kept).#value = value;
    else if (Object.isExtensible(s)) new Kept(s, value);
    else others.set(s, value);
  }
}

/** The kept values of states that cannot take the field. */
const others = new WeakMap<object, unknown>();

/** The value kept for `s`, if any. */
export const keptFor = <T>(s: object): T | undefined => Kept.get(s) as T | undefined;

/** Keeps `value` for `s` (undefined: nothing known yet). */
export const keepFor = (s: object, value: unknown): void => Kept.set(s, value);
