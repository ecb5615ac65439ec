// The frozen-argument oracle of issue 13: apply shares with its argument every object no rule
// writes in place (src/engine/cloneState.ts). The fuzz suites freeze each state before it is
// applied, so a rule that writes into a shared object throws (ES modules are strict) and the
// game stops with an INTERNAL error naming the write, instead of changing the caller's state.

/** Freezes `x` and everything reachable from it; a frozen subtree (shared, frozen before) is skipped. */
export function deepFreeze<T>(x: T): T {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const v of Object.values(x as object)) deepFreeze(v);
  return x;
}
