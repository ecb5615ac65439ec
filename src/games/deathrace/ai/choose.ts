// The 'normal' computer's choice: each candidate among the legal commands is played on the view
// by the rules' own apply, under a few seeded generators (the same ones for every candidate, so
// they are compared on the same dice), and the states it leads to are valued (evaluate.ts). A
// vehicle's turn is taken in its order: assign a plate, jump, put out the crew's flames, shoot when
// a shot (a vehicle's, or a crew member's on foot, or a charge) is worth what it spends, drive (or brake, stop in the pit, stand), then end.
import { newRng } from '../../../engine/rng';
import { drApply, drLegalCommands, type DrCommand, type DrState } from '../rules';
import { evaluate } from './evaluate';

/** Generators a candidate is tried under: moves (most roll nothing: one is enough then), shots, jumps. */
const SAMPLES = { move: 4, fire: 8, jump: 8, inner: 3 } as const;

type Seeds = number[];

const withRng = (s: DrState, seed: number): DrState => ({ ...s, rng: { ...newRng(seed), rolls: s.rng.rolls } });

/**
 * The state's worth to `player`, looking one decision further when the move stopped at a ramp's
 * top (the jump to come: the best of its choices, on a few dice).
 */
function leafValue(s: DrState, player: string, vehicle: string, seeds: Seeds, depth: number): number {
  const f = s.flow;
  if (depth === 0 && f.kind === 'turn' && f.vehicle === vehicle && f.move === 'jump') {
    let best = -Infinity;
    for (const c of drLegalCommands(s)) best = Math.max(best, expected(s, c, player, seeds.slice(0, SAMPLES.inner), depth + 1));
    if (best > -Infinity) return best;
  }
  return evaluate(s, player);
}

/** The mean worth of playing `cmd` on `s` over the generators in `seeds` (one when the first rolled no die). */
export function expected(s: DrState, cmd: DrCommand, player: string, seeds: Seeds, depth = 0): number {
  const vehicle = s.flow.kind === 'turn' ? s.flow.vehicle : '';
  let sum = 0;
  let n = 0;
  for (const seed of seeds) {
    const start = withRng(s, seed);
    const r = drApply(start, cmd);
    if (!r.ok) return -Infinity;
    sum += leafValue(r.value.state, player, vehicle, seeds, depth);
    n++;
    if (n === 1 && r.value.state.rng.rolls === start.rng.rolls) break;
  }
  return sum / n;
}

function best(s: DrState, cands: DrCommand[], player: string, seeds: Seeds): { cmd: DrCommand; value: number } | null {
  let out: { cmd: DrCommand; value: number } | null = null;
  for (const c of cands) {
    const value = expected(s, c, player, seeds);
    if (!out || value > out.value) out = { cmd: c, value };
  }
  return out;
}

/** Fullness of a shot's worth over standing pat, in points, before it is taken. */
const SHOT_MARGIN = 0.005;

export function normalChoice(view: DrState, legal: readonly DrCommand[], player: string, rand: () => number): DrCommand {
  const f = view.flow;
  if (f.kind === 'over' || legal.length === 1) return legal[0];
  const seeds = Array.from({ length: 8 }, () => Math.floor(rand() * 2 ** 32));
  const of = <T extends DrCommand['type']>(...types: T[]) => legal.filter((c): c is Extract<DrCommand, { type: T }> => (types as string[]).includes(c.type));
  const pick = (cands: DrCommand[], k: number) => best(view, cands, player, seeds.slice(0, k));

  if (f.move === 'jump') return pick(of('jump'), SAMPLES.jump)?.cmd ?? legal[0];
  if (f.plates > 0) return pick(of('activate'), 1)?.cmd ?? legal[0];

  const now = evaluate(view, player);
  const standing = f.move === 'before' && f.shots === 'none' && f.min === 0;
  // The crew's flames put out costs nothing (all of them would cost the turn: weighed with the moves).
  const free = of('extinguish').filter(() => !standing);
  const freeBest = pick(free, 1);
  if (freeBest && freeBest.value > now) return freeBest.cmd;

  // Its crews on foot shoot or charge as its vehicles fire: when the shot is worth more than holding it.
  const shot = pick(of('fire', 'shoot', 'charge'), SAMPLES.fire);
  if (shot && shot.value > now + SHOT_MARGIN) return shot.cmd;

  if (f.move === 'before' || f.move === 'moving') {
    const ways = [...of('move', 'brake', 'pit'), ...of('end'), ...(standing ? of('extinguish') : [])];
    const way = pick(ways, SAMPLES.move);
    if (way) return way.cmd;
  }
  return of('end')[0] ?? legal[0];
}
