// Random custom games on curved track with three to five cars (issue 15's oracle runs over them):
// straights and curves alternate, so cars start on straights and meet bends and corners of both
// turns at once. Seeded, so a failure replays from its number.
import type { GameSetup } from '../engine';
import { picker } from './prng';

type Section = { kind: 'straight' } | { kind: 'bend' | 'corner'; turn: 'left' | 'right' };

/** A bike's legal design (p64, p80-84): lightweight weapons on the fairings and a lightweight passive. */
const BIKE_WEAPONS = [{ type: 'lwMachineGun', mount: 'fairingLeft' }, { type: 'lwOil', mount: 'passive' }] as const;

/**
 * `bikes`: how many of the vehicles are bikes (the rest cars; `total` fixes how many vehicles), so the oracle meets dodges, lane
 * sharing and rams between cars and bikes on curves (issue 15). The set-up keeps every vehicle apart
 * (setup.ts); bikes come to share lanes in play.
 */
export function curvedSetup(seed: number, bikes = 0, total?: number): GameSetup {
  const r = picker(seed * 7919 + 13);
  const sections: Section[] = [];
  for (let i = 0; i < 7; i++) sections.push(i % 2 === 0 ? { kind: 'straight' } : { kind: r.pick(['bend', 'corner'] as const), turn: r.pick(['left', 'right'] as const) });
  const drawn = 3 + r.below(3);
  const count = total ?? Math.max(drawn, bikes + 1);
  const players = Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const taken: { lane: number; t0: number }[] = [];
  const vehicles = [];
  for (let i = 0; i < count; i++) {
    const bike = i >= count - bikes;
    let lane = 1;
    let t0 = 0;
    // Spaces of the first two straights (sections 0 and 2), none overlapping another car.
    do {
      lane = 1 + r.below(7);
      t0 = r.pick([0, 20, 40, 120, 140, 160]);
    } while (taken.some((o) => o.t0 === t0 && Math.abs(o.lane - lane) < 2));
    taken.push({ lane, t0 });
    if (bike) {
      vehicles.push({ id: `bike${i + 1}`, kind: 'bike', owner: players[i].id, side: i === 0 ? 'lead' : 'chase', driveSkill: 2 + r.below(4), dummies: 2, lane, t0, heading: r.below(6) === 0 ? 4 : 0, speed: 10 * r.below(11), weapons: [...BIKE_WEAPONS] });
      continue;
    }
    const kind = r.pick(['renegade', 'interceptor'] as const);
    vehicles.push({
      id: `car${i + 1}`,
      kind,
      owner: players[i].id,
      side: i === 0 ? 'lead' : 'chase',
      driveSkill: 2 + r.below(4),
      dummies: 2,
      lane,
      t0,
      heading: r.below(6) === 0 ? 4 : 0,
      speed: 10 * r.below(11),
      weapons: [{ type: 'machineGun', mount: 'hood' }, { type: r.pick(['oil', 'smoke', 'mines', 'spikes'] as const), mount: kind === 'renegade' ? 'passive' : 'passiveLeft' }],
    });
  }
  return { scenario: 'custom', players, track: { sections, finish: r.below(2) === 0 }, vehicles } as GameSetup;
}
