// JSON with every object's keys sorted and undefined fields left out, for the identical-games
// hashes (flowHashes.ts, bench-hashes.ts): a change that only reorders fields (a vehicle built
// with all of its fields up front, vehicleFactory.ts) plays the same games and keeps the hashes.
export function canonicalJson(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map((e) => (e === undefined ? 'null' : canonicalJson(e))).join(',')}]`;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(x) ?? 'null';
}
