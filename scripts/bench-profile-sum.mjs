// Sums a V8 CPU profile (`node --cpu-prof`) by function: self time and inclusive time (a function's
// samples with it anywhere on the stack, counted once a sample), the top N of each (issue 31).
// Usage: node scripts/bench-profile-sum.mjs FILE.cpuprofile [N, default 40]
import { readFileSync } from 'node:fs';

const [file, topArg = '40'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node scripts/bench-profile-sum.mjs FILE.cpuprofile [N]\n');
  process.exit(2);
}
const prof = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const counts = new Map();
for (const id of prof.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const self = new Map();
const incl = new Map();
let total = 0;
for (const [id, k] of counts) {
  total += k;
  const n = byId.get(id);
  self.set(name(n), (self.get(name(n)) ?? 0) + k);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    incl.set(key, (incl.get(key) ?? 0) + k);
  }
}
const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
process.stdout.write(`${total} samples\n-- self --\n${top(self)}\n-- inclusive --\n${top(incl)}\n`);
