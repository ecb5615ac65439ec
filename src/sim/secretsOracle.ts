// The secrets oracle (issue: secrets in Game Three): what each player may not know, listed from the
// full state, and checks that a player's view (the ruleset's playerView, what the computer driver
// decides from) gives none of it away. Generic over rulesets: a ruleset's SecretModel lists its
// secret facts (who owns each, where it lies, what the view must show instead, and states that
// differ from this one only in that fact); the checks walk the whole view.
//
// Three checks per state and viewer, for every fact the viewer does not own:
//  - masks: the view shows the mask at the fact's path (or nothing there);
//  - needles: no leaf anywhere in the view equals a value that would give the fact away
//    (an id, a 32-bit generator word);
//  - alternatives: every state that differs only in the fact gives the viewer the same view
//    (deep equality, so no other field may carry it).
// And per command, the twins: the commands that differ from the one played only in a choice
// that stays secret after it (a dummy or a real marker, a Game Three table, a side's design)
// must leave every other player with the same view. Last, the dice: the view's generator must
// not roll the dice the game's will.
import { rollD6 } from '../engine/rng';
import { WEAPONS, type Command, type GameState, type RngState, type VehicleState, type WeaponState } from '../engine';
import { cloneJson } from '../engine/clone';

export type Path = readonly (string | number)[];
/** At a mask's path the view has nothing (the key is absent or undefined). */
export const ABSENT: unique symbol = Symbol('absent');

export interface SecretFact<S> {
  /** The players who may know it (empty: nobody, as the dice to come). */
  owners: readonly string[];
  /** In words, for a failure. */
  what: string;
  /** What the view must show in its place. */
  masks: readonly (readonly [Path, unknown])[];
  /** Leaf values that would give it away wherever they stood in the view. */
  needles?: readonly (string | number)[];
  /** Full states that differ from this one only in this fact. */
  alternatives?: () => S[];
}

export interface SecretModel<S, C> {
  /** Every secret of the state. */
  facts(s: S): SecretFact<S>[];
  /** Who looks: the players, and a watcher who is none of them. */
  viewers(s: S): string[];
  view(s: S, player: string): S;
  rng(s: S): RngState;
  /**
   * The commands that differ from `c` (played in `before`) only in a choice of `owners` that is still
   * secret in `after`; none when `c` carries no such choice.
   */
  twins?(before: S, c: C, legal: readonly C[], after: S): { owners: readonly string[]; what: string; commands: C[] } | null;
  /** Two outcomes of twins both still keep the choice secret (nothing was turned over in either); absent: the same dice were rolled. */
  bothSecret?(before: S, a: S, b: S): boolean;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

export function at(x: unknown, path: Path): unknown {
  let cur: unknown = x;
  for (const k of path) {
    if (!isObject(cur)) return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

const show = (p: Path): string => p.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('') || '(root)';

/** The first path where two JSON-like values differ (undefined and absent are the same), or null. */
export function firstDiff(a: unknown, b: unknown, path: (string | number)[] = []): string | null {
  if (a === b) return null;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return `${show(path)}: ${JSON.stringify(a)} / ${JSON.stringify(b)}`;
    if (a.length !== b.length) return `${show(path)}: length ${a.length} / ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      path.push(i);
      const d = firstDiff(a[i], b[i], path);
      path.pop();
      if (d) return d;
    }
    return null;
  }
  if (isObject(a) && isObject(b)) {
    for (const k in a) {
      path.push(k);
      const d = firstDiff(a[k], b[k], path);
      path.pop();
      if (d) return d;
    }
    for (const k in b) {
      if (k in a) continue;
      path.push(k);
      const d = firstDiff(undefined, b[k], path);
      path.pop();
      if (d) return d;
    }
    return null;
  }
  return `${show(path)}: ${JSON.stringify(a)} / ${JSON.stringify(b)}`;
}

/** Every leaf of a JSON-like value; `path` is the walk's own stack (copy it to keep it). */
function walk(x: unknown, visit: (leaf: unknown, path: (string | number)[]) => void, path: (string | number)[] = []): void {
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      path.push(i);
      walk(x[i], visit, path);
      path.pop();
    }
  } else if (isObject(x)) {
    for (const k of Object.keys(x)) {
      path.push(k);
      walk(x[k], visit, path);
      path.pop();
    }
  } else visit(x, path);
}

/** The next `n` dice a generator rolls (on a copy). */
function diceAhead(r: RngState, n = 12): number[] {
  const c: RngState = { ...r, forced: [...r.forced] };
  return Array.from({ length: n }, () => rollD6(c));
}

/**
 * What `viewer`'s view of `s` gives away: one line per leak (empty: none). The costly check by
 * alternative states is made for the facts `alternatives` picks (stateLeaks: one viewer each).
 */
export function viewLeaks<S>(m: SecretModel<S, unknown>, s: S, viewer: string, facts: SecretFact<S>[] = m.facts(s), alternatives: (f: SecretFact<S>) => boolean = () => true): string[] {
  const out: string[] = [];
  const view = m.view(s, viewer);
  const who = viewer === '' ? 'a watcher' : viewer;
  const needles = new Map<unknown, SecretFact<S>[]>();
  for (const f of facts) {
    if (f.owners.includes(viewer)) continue;
    for (const [path, mask] of f.masks) {
      const got = at(view, path);
      const ok = mask === ABSENT ? got === undefined : firstDiff(got, mask) === null;
      if (!ok) out.push(`${who} sees ${f.what} at ${show(path)}: ${JSON.stringify(got)}`);
    }
    for (const n of f.needles ?? []) needles.set(n, [...(needles.get(n) ?? []), f]);
    if (alternatives(f)) {
      for (const alt of f.alternatives?.() ?? []) {
        const d = firstDiff(view, m.view(alt, viewer));
        if (d) out.push(`${who} can tell ${f.what} (the view differs at ${d})`);
      }
    }
  }
  if (needles.size > 0) {
    walk(view, (leaf, path) => {
      for (const f of needles.get(leaf) ?? []) out.push(`${who} finds ${f.what} at ${show(path)}: ${JSON.stringify(leaf)}`);
    });
  }
  if (firstDiff(diceAhead(m.rng(view)), diceAhead(m.rng(s))) === null) out.push(`${who} can foresee the next dice from the view's generator`);
  return out;
}

const ALTERNATIVE_FACTS = 2;

/**
 * Every viewer's leaks in `s`. Masks, needles and the dice are checked for every viewer and fact;
 * the alternative states of a fact for one viewer who may not know it, taken in turn by `round`
 * (a leak the view gives one such viewer it gives them all: only ownership tells views apart).
 */
export function stateLeaks<S>(m: SecretModel<S, unknown>, s: S, round = 0): string[] {
  const facts = m.facts(s);
  const viewers = m.viewers(s);
  const checker = new Map<SecretFact<S>, string>();
  const withAlternatives = facts.filter((f) => f.alternatives);
  // At most ALTERNATIVE_FACTS facts a state, in turn: a fact lasts many commands (a marker lies
  // face down for turns), so each is still checked again and again.
  const stride = Math.max(1, Math.ceil(withAlternatives.length / ALTERNATIVE_FACTS));
  withAlternatives.forEach((f, i) => {
    const may = viewers.filter((p) => !f.owners.includes(p));
    if (may.length > 0 && (i + round) % stride === 0) checker.set(f, may[round % may.length]);
  });
  return viewers.flatMap((p) => viewLeaks(m, s, p, facts, (f) => checker.get(f) === p));
}

/** The twins of a command played: each must leave every player who may not know the choice with the same view. */
export function twinLeaks<S, C>(m: SecretModel<S, C>, before: S, c: C, legal: readonly C[], after: S, applyC: (s: S, c: C) => S | null): string[] {
  const t = m.twins?.(before, c, legal, after);
  if (!t) return [];
  const out: string[] = [];
  for (const twin of t.commands) {
    const other = applyC(before, twin);
    if (other === null || m.rng(after).rolls !== m.rng(other).rolls || (m.bothSecret && !m.bothSecret(before, after, other))) continue;
    for (const p of m.viewers(after)) {
      if (t.owners.includes(p)) continue;
      const d = firstDiff(m.view(after, p), m.view(other, p));
      if (d) out.push(`${p === '' ? 'a watcher' : p} can tell ${t.what}: ${JSON.stringify(c)} and ${JSON.stringify(twin)} give views that differ at ${d}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Dark Future
// ---------------------------------------------------------------------------------------

const passiveKind = (w: WeaponState) => WEAPONS[w.type].passive;
/** The layers that lay real markers face down (every passive but smoke, p22). */
export const faceDownLayers = (v: VehicleState): WeaponState[] => v.weapons.filter((w) => passiveKind(w) !== undefined && passiveKind(w) !== 'smoke');

/** A 32-bit word is a needle; a small number would be found everywhere by chance. */
const big = (n: number): boolean => Math.abs(n) >= 1 << 20;

/** Moves one face-down marker's worth of stock between a car's dummies and a weapon's ammunition (the ledger with it). */
function shift(car: VehicleState, from: WeaponState | 'dummy', to: WeaponState | 'dummy'): void {
  const u = (car.unrevealed ??= { dummies: 0, ammo: {} });
  const take = (x: WeaponState | 'dummy', n: number) => {
    if (x === 'dummy') {
      car.dummies += n;
      u.dummies -= n;
    } else {
      if (x.ammo !== null) x.ammo += n;
      u.ammo[x.id] = (u.ammo[x.id] ?? 0) - n;
    }
  };
  take(from, 1); // back on the sheet, out of the ledger
  take(to, -1);
}

/** The dice to come, every ruleset's secret: nobody may know them (a driver who knew them would steer by them). */
function diceToCome<S extends { rng: RngState }>(s: S): SecretFact<S> {
  const r = s.rng;
  return {
    owners: [],
    what: 'the dice to come',
    masks: [
      [['rng', 'seed'], 0],
      [['rng', 's'], 0],
      [['rng', 'forced'], []],
    ],
    needles: [r.s, r.seed].filter(big),
    alternatives: () => [{ ...s, rng: { seed: (r.seed ^ 0x5bd1e995) >>> 0, s: (r.s ^ 0x9e3779b9) >>> 0, forced: [6, 1, 6, 2], rolls: r.rolls } }],
  };
}

function dfFacts(s: GameState): SecretFact<GameState>[] {
  const facts: SecretFact<GameState>[] = [diceToCome(s)];
  // p22: a face-down marker is real or a dummy (and, real, from which layer) until turned over. A
  // car whose only passive is smoke lays face down nothing but dummies: no secret there.
  const ci = (id: string) => s.vehicles.findIndex((v) => v.id === id);
  s.markers.forEach((m, i) => {
    if (m.faceUp) return;
    const li = ci(m.owner);
    const layer = s.vehicles[li];
    if (!layer || faceDownLayers(layer).length === 0) return;
    facts.push({
      owners: [layer.owner],
      what: `whether ${layer.id}'s face-down marker ${m.id} is real (${m.dummy ? 'a dummy' : m.weapon})`,
      masks: [
        [['markers', i, 'dummy'], false],
        [['markers', i, 'weapon'], ABSENT],
        [['vehicles', li, 'unrevealed'], ABSENT],
      ],
      alternatives: () => {
        const alts: GameState[] = [];
        const was = m.dummy ? 'dummy' : (m.weapon ?? 'dummy');
        for (const to of ['dummy' as const, ...faceDownLayers(layer).map((w) => w.id)]) {
          if (to === was) continue;
          const a = cloneJson(s);
          const car = a.vehicles[li];
          const weapon = (id: string) => car.weapons.find((w) => w.id === id)!;
          const from = was === 'dummy' ? 'dummy' : weapon(was);
          const into = to === 'dummy' ? 'dummy' : weapon(to);
          shift(car, from, into);
          const am = a.markers[i];
          am.dummy = into === 'dummy';
          if (into === 'dummy') delete am.weapon;
          else {
            am.weapon = into.id;
            am.kind = passiveKind(into)!;
          }
          alts.push(a);
        }
        return alts;
      },
    });
  });
  // The ledger itself: of what a car laid face down and nobody turned over (a scattered shot, p23,
  // or a marker taken off unseen, p75, included), how many were dummies.
  s.vehicles.forEach((car, li) => {
    const u = car.unrevealed;
    const layers = faceDownLayers(car);
    if (!u || layers.length === 0) return;
    const real = layers.filter((w) => (u.ammo[w.id] ?? 0) > 0);
    if (u.dummies <= 0 && real.length === 0) return;
    facts.push({
      owners: [car.owner],
      what: `how many of ${car.id}'s unrevealed markers were dummies`,
      masks: [[['vehicles', li, 'unrevealed'], ABSENT]],
      alternatives: () => {
        const alts: GameState[] = [];
        const move = (from: WeaponState | 'dummy', to: WeaponState | 'dummy') => {
          const a = cloneJson(s);
          const c = a.vehicles[li];
          const mine = (x: WeaponState | 'dummy') => (x === 'dummy' ? x : c.weapons.find((w) => w.id === x.id)!);
          shift(c, mine(from), mine(to));
          alts.push(a);
        };
        if (u.dummies > 0) move('dummy', layers[0]);
        for (const w of real) move(w, 'dummy');
        return alts;
      },
    });
  });
  if (s.flow.kind === 'setup') {
    const steps = s.flow.steps;
    // p87 Game Three: each player's table, until both have chosen.
    if (steps.some((x) => x.kind === 'chooseLoadout')) {
      steps.forEach((x, i) => {
        if (x.kind !== 'rollLoadout' || !x.loadout) return;
        const other = x.loadout === 'offensive' ? 'defensive' : 'offensive';
        facts.push({
          owners: [x.player],
          what: `${x.player}'s Game Three table (${x.loadout})`,
          masks: [[['flow', 'steps', i, 'loadout'], ABSENT]],
          alternatives: () => {
            const a = cloneJson(s);
            if (a.flow.kind === 'setup') a.flow.steps[i] = { ...x, loadout: other };
            return [a];
          },
        });
      });
    }
    // p88 Games Six to Eight: a side's design, until every side has designed (and its role, unless
    // a design still to come depends on it: Game Eight's target designs the other role).
    if (steps.some((x) => x.kind === 'designSide')) {
      const roleNeeded = steps.some((x) => x.kind === 'designSide' && x.exclusive);
      (s.sides ?? []).forEach((side, si) => {
        const mine = s.vehicles.filter((v) => v.side === side.id);
        if (mine.length === 0) return;
        facts.push({
          owners: side.players,
          what: `${side.id}'s design`,
          masks: roleNeeded ? [] : [[['sides', si, 'role'], ABSENT]],
          needles: mine.map((v) => v.id),
          alternatives: () => {
            const a = cloneJson(s);
            a.vehicles = a.vehicles.filter((v) => v.side !== side.id);
            if (!roleNeeded) a.sides![si].role = side.role === 'op' ? 'gang' : 'op';
            return [a];
          },
        });
      });
    }
  }
  return facts;
}

const secretStill = (s: GameState, kind: 'chooseLoadout' | 'designSide'): boolean => s.flow.kind === 'setup' && s.flow.steps.some((x) => x.kind === kind);

function dfTwins(before: GameState, c: Command, legal: readonly Command[], after: GameState): ReturnType<NonNullable<SecretModel<GameState, Command>['twins']>> {
  const same = (a: Command, b: Command) => JSON.stringify(a) === JSON.stringify(b);
  if (c.type === 'declare' && c.action.kind === 'shootPassive') {
    // A dummy or the real thing from the same layer (p22), while every marker it laid is still face down.
    const a = c.action;
    const twin: Command = { ...c, action: { ...a, dummy: !a.dummy } };
    const w = before.vehicles.find((v) => v.id === c.vehicle)?.weapons.find((x) => x.id === a.weapon);
    if (!w || passiveKind(w) === 'smoke' || !legal.some((x) => same(x, twin))) return null;
    const owner = before.vehicles.find((v) => v.id === c.vehicle)!.owner;
    return { owners: [owner], what: `whether ${c.vehicle}'s marker is a dummy`, commands: [twin] };
  }
  if (c.type === 'chooseLoadout' && secretStill(after, 'chooseLoadout')) {
    return { owners: [c.player], what: `${c.player}'s Game Three table`, commands: legal.filter((x) => x.type === 'chooseLoadout' && !same(x, c)) };
  }
  if (c.type === 'design' && secretStill(after, 'designSide')) {
    const side = (before.sides ?? []).find((x) => x.players.includes(c.player));
    const roleNeeded = after.flow.kind === 'setup' && after.flow.steps.some((x) => x.kind === 'designSide' && x.exclusive);
    const isOp = (x: Command) => x.type === 'design' && x.vehicles.every((v) => v.design.kind === 'interceptor');
    const commands = legal.filter((x) => x.type === 'design' && !same(x, c) && (!roleNeeded || isOp(x) === isOp(c)));
    return { owners: side?.players ?? [c.player], what: `${side?.id ?? c.player}'s design`, commands };
  }
  return null;
}

/** No marker was turned over or taken off in either outcome (a marker run over at once is no secret any more, p22). */
function dfBothSecret(before: GameState, a: GameState, b: GameState): boolean {
  const ids = (s: GameState) => s.markers.filter((m) => !m.faceUp).map((m) => m.id).join();
  const was = new Set(before.markers.filter((m) => m.faceUp).map((m) => m.id));
  const up = (s: GameState) => s.markers.filter((m) => m.faceUp && !was.has(m.id)).map((m) => m.id).join();
  return ids(a) === ids(b) && up(a) === up(b);
}

/** Dark Future's secrets, seen through `view` (its playerView). */
export function darkFutureSecrets(view: (s: GameState, player: string) => GameState): SecretModel<GameState, Command> {
  return {
    facts: dfFacts,
    viewers: (s) => [...s.players.map((p) => p.id), ''],
    view,
    rng: (s) => s.rng,
    twins: dfTwins,
    bothSecret: dfBothSecret,
  };
}

// ---------------------------------------------------------------------------------------
// Any ruleset whose only secret is the dice to come (the road-gang game: every counter is on the
// table, seeds/003), its generator in `rng`
// ---------------------------------------------------------------------------------------

export function diceOnlySecrets<S extends { rng: RngState }, C>(view: (s: S, player: string) => S, players: (s: S) => { id: string }[]): SecretModel<S, C> {
  return {
    facts: (s) => [diceToCome(s)],
    viewers: (s) => [...players(s).map((p) => p.id), ''],
    view,
    rng: (s) => s.rng,
  };
}
