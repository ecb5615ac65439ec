// A deep copy of plain JSON data. GameState is plain JSON by design, and this is several times
// faster than structuredClone for it (measured by npm run bench).
export function cloneJson<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) {
    const n = x.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = cloneJson(x[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in x as Record<string, unknown>) {
    const value = cloneJson((x as Record<string, unknown>)[k]);
    // An own '__proto__' key (JSON.parse makes one) would otherwise set the copy's prototype.
    if (k === '__proto__') Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
    else out[k] = value;
  }
  return out as T;
}
