// What a command may lead to, with the chances, from the engine itself: the command is applied
// to copies of the view with the dice forced (the state's `forced` queue, which every roll takes
// first), and the weights are the engine's own odds (rgPreview, beatChance). The branches are the
// ones that matter: a shot hits or misses, a contest is won, lost or tied, a ride rolls each sum of
// 2D6, a ride's counters are all evaded or all failed; the dice after those (1D3 crew, a ball of
// flame, a wreck roll) are enumerated face by face. The forced faces are the extreme ones (6 against
// 1), which give the outcome they stand for whenever its chance is above 0; a command this does
// not model is sampled with generators seeded from the driver's `rand`.
import { rg } from '../../../engine';

type S = rg.RgState;
type C = rg.RgCommand;

export interface Outcome {
  state: S;
  p: number;
}

/** How many sampled outcomes stand for a command whose dice are not modelled here. */
export const SAMPLES = 6;
/** Dice enumerated face by face after the forced ones, at most. */
const MAX_EXTRA_DICE = 2;

function applyForced(s: S, cmd: C, forced: number[], seed = 0): S | null {
  const r = rg.rgApply({ ...s, rng: { seed, s: seed, forced: [...forced], rolls: 0 } }, cmd);
  return r.ok ? r.value.state : null;
}

/** The outcomes after a forced prefix: any dice rolled beyond it are enumerated, each face 1/6. */
function expand(s: S, cmd: C, prefix: number[], p: number, out: Outcome[], extra = 0): void {
  const next = applyForced(s, cmd, prefix);
  if (!next) return;
  const used = next.rng.rolls;
  if (used <= prefix.length || extra >= MAX_EXTRA_DICE) {
    out.push({ state: { ...next, rng: s.rng }, p });
    return;
  }
  for (let f = 1; f <= 6; f++) expand(s, cmd, [...prefix, f], p / 6, out, extra + 1);
}

/** Two dice whose sum, with modifiers a and b, gives: a win for the first, a loss, a tie (null when impossible). */
function contestDice(a: number, b: number): { win: number[]; lose: number[]; tie: number[] | null } {
  const diff = b - a;
  const tie = Math.abs(diff) <= 5 ? (diff >= 0 ? [1 + diff, 1] : [1, 1 - diff]) : null;
  return { win: [6, 1], lose: [1, 6], tie };
}

/** The branches of a contest between the modifiers a (first die) and b (second). */
function contestBranches(a: number, b: number): { dice: number[]; p: number }[] {
  const win = rg.beatChance(a, b);
  const lose = rg.beatChance(b, a);
  const d = contestDice(a, b);
  const out = [{ dice: d.win, p: win }, { dice: d.lose, p: lose }];
  if (d.tie) out.push({ dice: d.tie, p: 1 - win - lose });
  return out.filter((x) => x.p > 1e-9);
}

const turnOf = (s: S) => (s.flow.kind === 'turn' ? s.flow : null);
const vehicle = (s: S, id: string) => s.vehicles.find((v) => v.id === id)!;

function sampled(s: S, cmd: C, rand: () => number): Outcome[] {
  const out: Outcome[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const seed = Math.floor(rand() * 4294967296) >>> 0;
    const next = applyForced(s, cmd, [], seed);
    if (next) out.push({ state: { ...next, rng: s.rng }, p: 1 / SAMPLES });
  }
  return out;
}

/** The chance-weighted outcomes of `cmd` in `s` (weights add up to 1, or nearly: a dropped impossible branch). */
export function outcomes(s: S, cmd: C, rand: () => number): Outcome[] {
  // No dice at all: one outcome.
  const plain = applyForced(s, cmd, []);
  if (!plain) return [];
  if (plain.rng.rolls === 0) return [{ state: { ...plain, rng: s.rng }, p: 1 }];
  const f = turnOf(s);
  const out: Outcome[] = [];
  if (cmd.type === 'ride' && f) {
    const train = vehicle(s, f.vehicle).type === 'armoredTrain';
    // 2D6, or the train's 1D3+1D3 (a D3 is a D6 halved: faces 1, 3, 5 stand for 1, 2, 3).
    const faces = train ? [1, 3, 5] : [1, 2, 3, 4, 5, 6];
    const bySum = new Map<number, number[]>();
    const count = new Map<number, number>();
    for (const a of faces) for (const b of faces) {
      const sum = train ? Math.ceil(a / 2) + Math.ceil(b / 2) : a + b;
      if (!bySum.has(sum)) bySum.set(sum, [a, b]);
      count.set(sum, (count.get(sum) ?? 0) + 1);
    }
    for (const [sum, dice] of bySum) expand(s, cmd, dice, count.get(sum)! / faces.length ** 2, out);
    return out;
  }
  if (cmd.type === 'move' && f) {
    // The counters passed: each test is 2D6; all evaded (12) or all failed (2), at the engine's odds of all evaded.
    const n = plain.rng.rolls;
    const all = rg.rgPreview(s, cmd).chance ?? 1;
    if (all > 0) expand(s, cmd, new Array(n).fill(6), all, out);
    if (all < 1) expand(s, cmd, new Array(n).fill(1), 1 - all, out);
    return out;
  }
  if (cmd.type === 'fire' && f) {
    const p = rg.rgPreview(s, cmd).chance ?? 0;
    if (p > 0) expand(s, cmd, [6, 1], p, out);
    if (p < 1) expand(s, cmd, [1, 6], 1 - p, out);
    return check(s, cmd, out, rand);
  }
  if (cmd.type === 'attack' && f && (f.phase === 'ram' || f.phase === 'hth')) {
    const a = rg.contestModifier(f.phase, vehicle(s, f.vehicle));
    const b = rg.contestModifier(f.phase, vehicle(s, cmd.target));
    for (const br of contestBranches(a, b)) expand(s, cmd, br.dice, br.p, out);
    return check(s, cmd, out, rand);
  }
  if (cmd.type === 'avoid' && f?.avoid) {
    const a = rg.contestModifier(f.avoid.kind, vehicle(s, f.avoid.attacker));
    const b = rg.contestModifier(f.avoid.kind, vehicle(s, f.avoid.target));
    const fight = contestBranches(a, b);
    if (cmd.avoid) {
      // Avoided on 4-6 (rgPreview's chance), else the contest.
      const pa = rg.rgPreview(s, cmd).chance ?? 0.5;
      expand(s, cmd, [6], pa, out);
      for (const br of fight) expand(s, cmd, [1, ...br.dice], (1 - pa) * br.p, out);
    } else for (const br of fight) expand(s, cmd, br.dice, br.p, out);
    return check(s, cmd, out, rand);
  }
  return sampled(s, cmd, rand);
}

/** Branches that do not add up (a model out of step with the rules) give way to samples. */
function check(s: S, cmd: C, out: Outcome[], rand: () => number): Outcome[] {
  const total = out.reduce((n, o) => n + o.p, 0);
  return Math.abs(total - 1) < 1e-6 ? out : sampled(s, cmd, rand);
}
