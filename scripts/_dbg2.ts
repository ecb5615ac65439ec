import { newGame, playerView } from '../src/engine';
import { search } from '../src/ai/search';
import { LEVEL_CONFIG } from '../src/ai/policies';
const g = newGame({ scenario: 'custom', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }],
  track: { sections: [{ kind: 'straight' }, { kind: 'corner', turn: 'right' }, { kind: 'straight' }], finish: true },
  vehicles: [{ id: 'car1', kind: 'renegade', owner: 'ann', side: 'lead', driveSkill: 3, weapons: [], lane: 3, t0: 20, speed: 100 }] }, 1);
if (!g.ok) throw new Error();
for (const x of search(playerView(g.value, 'ann'), 'ann', LEVEL_CONFIG.normal).slice(0, 8)) console.log(x.value.toFixed(2), JSON.stringify(x.command));
