import { apply, newGame, pending, playerView } from '../src/engine';
import { chooserFor, type PolicyId } from '../src/ai';
import { search } from '../src/ai/search';
import { evaluate } from '../src/ai/evaluate';
import { LEVEL_CONFIG } from '../src/ai/policies';
import { picker } from '../src/sim/prng';
const [scen, a, b, seedS, atS] = process.argv.slice(2);
const seed = Number(seedS); const at = Number(atS);
const pk = picker(seed);
const ch: Record<string, ReturnType<typeof chooserFor>> = { p1: chooserFor(a as PolicyId, pk.below), p2: chooserFor(b as PolicyId, pk.below) };
const g = newGame({ scenario: scen, players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] }, seed);
if (!g.ok) throw new Error();
let st = g.value;
for (let n = 0; n < at; n++) { const p = pending(st); const d = ch[p.player ?? 'p1'](st, p.player ?? 'p1'); st = (apply(st, d.command) as any).value.state; }
const p = pending(st);
const view = playerView(st, p.player!);
const side = st.vehicles.find(v=>v.owner===p.player)!.side;
console.log('now', evaluate(view, side).toFixed(2), p);
for (const x of search(view, p.player!, LEVEL_CONFIG.normal).slice(0, 12)) console.log(x.value.toFixed(2), JSON.stringify(x.command));
