// The contract, checked the same way for every registered game (docs/rulesets.md), both kinds:
// random play through the Ruleset interface only. Offered means accepted (for a game of continuous
// moves, every sampled command); validate agrees with apply on every command tried, offered,
// perturbed or garbage; apply never mutates, never throws, and refuses garbage with a code; the
// game ends or offers something; same seed, same game.
import { describe, expect, it } from 'vitest';
import '../games/registry';
import type { Ruleset } from '../engine';
import { games, loadGames, rulesOf } from '../shell/games';
import { picker } from './prng';

const SETUPS: Record<string, unknown> = {
  darkFuture: { scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] },
  roadGang: { ruleset: 'roadGang', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }], options: { train: true, gyrocopter: true } },
  deathrace: { ruleset: 'deathrace', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] },
};
await loadGames({ boot: false });
const RULESETS = games().map((g) => rulesOf(g.id)!);

/** validate says what apply does: both accept, or both refuse with the same code. */
function agrees(r: Ruleset, s: unknown, c: unknown): void {
  const a = r.apply(s, c);
  const v = r.validate(s, c);
  expect(v.ok, `${r.id}: validate and apply disagree on ${JSON.stringify(c)}`).toBe(a.ok);
  if (!a.ok && !v.ok) expect(v.error.code).toBe(a.error.code);
}

/** A command changed a little: a number nudged, or a field dropped (continuous games' values between the samples). */
function perturbed(c: unknown, pick: ReturnType<typeof picker>): unknown {
  if (typeof c !== 'object' || c === null) return c;
  const o = { ...(c as Record<string, unknown>) };
  const keys = Object.keys(o);
  const k = pick.pick(keys);
  if (typeof o[k] === 'number') o[k] = (o[k] as number) + pick.pick([-7, -1, -0.5, 0.5, 1, 3, 45]);
  else if (keys.length > 1 && k !== 'type') delete o[k];
  return o;
}
const GARBAGE: unknown[] = [null, 7, 'ride', [], {}, { type: 'nonsense' }, { type: 'pass', by: 'nobody' }, { __proto__: { type: 'pass' } }];

function playRandom(r: Ruleset, seed: number, cap: number) {
  const g = r.newGame(SETUPS[r.id], seed);
  if (!g.ok) throw new Error(`${r.id}: ${g.error.message}`);
  let s = g.value.state;
  const pick = picker(seed);
  const played: unknown[] = [];
  for (let k = 0; k < cap && !r.result(s).over; k++) {
    const legal = r.legalCommands(s);
    expect(legal.length, `${r.id} seed ${seed}: a game not over offers something`).toBeGreaterThan(0);
    const c = pick.pick(legal);
    const before = k % 9 === 0 ? JSON.stringify(s) : null;
    if (k % 13 === 0) {
      for (const bad of GARBAGE) {
        const out = r.apply(s, bad);
        expect(out.ok, `${r.id}: ${JSON.stringify(bad)} accepted`).toBe(false);
        agrees(r, s, bad);
      }
    }
    if (k % 5 === 0) {
      agrees(r, s, c);
      agrees(r, s, perturbed(c, pick));
      // A parametric action filled with its first values is judged the same by validate and apply.
      for (const a of r.actions?.(s) ?? []) agrees(r, s, { ...a.template, ...Object.fromEntries(a.params.map((p) => [p.name, p.initial])) });
    }
    const out = r.apply(s, c);
    if (!out.ok) throw new Error(`${r.id} seed ${seed}: offered ${JSON.stringify(c)} refused: ${out.error.code}`);
    if (before !== null) expect(JSON.stringify(s)).toBe(before);
    for (const e of out.value.events) {
      expect(typeof r.describeEvent(e, out.value.state, null)).toBe('string');
      // The shell's log and dice tray read every event's dice and rule through the seam.
      expect(r.eventDice(e).every((d) => Number.isInteger(d) && d >= 1)).toBe(true);
      expect(typeof r.eventRule(e)).toBe('string');
    }
    if (r.invariantProblems && k % 17 === 0) expect(r.invariantProblems(out.value.state)).toEqual([]);
    s = out.value.state;
    played.push(c);
  }
  return { s, played };
}

it('every registered game has a set-up here, so none escapes the contract', () => {
  expect(RULESETS.filter((r) => !(r.id in SETUPS)).map((r) => r.id)).toEqual([]);
});

describe.each(RULESETS.map((r) => [r.id, r] as const))('the %s ruleset through the seam', (_id, r) => {
  it('random play: offered means accepted, no mutation, garbage refused', () => {
    for (let seed = 1; seed <= 4; seed++) playRandom(r, seed, 400);
  });

  it('same set-up, seed and commands: the same game', () => {
    const a = playRandom(r, 11, 200);
    const b = playRandom(r, 11, 200);
    expect(b.s).toEqual(a.s);
  });

  it('every pending decision names a player from the game, or nobody once over', () => {
    const { s } = playRandom(r, 3, 150);
    const p = r.pending(s);
    const ids = r.players(s).map((x) => x.id);
    if (r.result(s).over) expect(r.legalCommands(s)).toEqual([]);
    else expect(ids).toContain(p.player);
  });
});
