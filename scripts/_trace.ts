import { apply, describeEvent, newGame, pending } from '../src/engine';
import { chooserFor, type PolicyId } from '../src/ai';
import { picker } from '../src/sim/prng';
const [scen, a, b, seedS] = process.argv.slice(2);
const seed = Number(seedS ?? 1);
const pk = picker(seed);
const ch: Record<string, ReturnType<typeof chooserFor>> = { p1: chooserFor(a as PolicyId, pk.below), p2: chooserFor(b as PolicyId, pk.below) };
let s = newGame({ scenario: scen, players: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] }, seed);
if (!s.ok) throw new Error();
let st = s.value;
for (let n = 0; n < 400 && st.flow.kind !== 'over'; n++) {
  const p = pending(st);
  const d = ch[p.player ?? 'p1'](st, p.player ?? 'p1');
  console.log(`T${st.turn}.${st.phase} ${p.player} ${JSON.stringify(d.command)} -- ${d.reason}`);
  const r = apply(st, d.command); if (!r.ok) throw new Error(r.error.message);
  for (const e of r.value.events) if (!['phaseStart','turnStart','turnEnd','declared'].includes(e.type)) console.log('    ', describeEvent(e, r.value.state, null));
  st = r.value.state;
}
console.log(st.winner, st.vehicles.map(v=>`${v.id} ${v.side} dmg${v.damage} ${v.speed}mph lane${v.cell.lane} t${v.cell.t0}`));
