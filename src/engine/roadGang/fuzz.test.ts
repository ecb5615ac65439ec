// Seeded random road-gang games (issue 14: 500 of them with RG_FUZZ_GAMES=500): every game ends
// with a winner, every offered command is accepted, a refusal changes nothing, apply never
// mutates its input, the invariants hold after every command, and a replay is the same game.
// The text has no time limit and random play need not make progress, so these games set a round
// limit explicitly (RG_FUZZ_ROUND_LIMIT, 100 unless told): every game ends, by the text's victory
// or at that limit; how many of each is printed. Games with no limit are the default elsewhere.
import { describe, expect, it } from 'vitest';
import { newRng, rollDie } from '../rng';
import { rgInvariantProblems } from './invariants';
import { newRoadGang } from './setup';
import { rgApply, rgLegalCommands } from './turn';
import type { RgCommand, RgState } from './types';

const GAMES = Number(process.env.RG_FUZZ_GAMES ?? 25);
const CAP = 40000;
const ROUND_LIMIT = Number(process.env.RG_FUZZ_ROUND_LIMIT ?? 100);

/** Random, but the Slow Gang mostly rides forward flat out and attacks, so both gangs win some games. */
function pick(s: RgState, l: RgCommand[], r: ReturnType<typeof newRng>): RgCommand {
  if (l[0]?.by === s.slowGang && rollDie(r, 6) > 1) {
    const eager = l.filter((c) => c.type === 'ride' || (c.type === 'move' && c.direction === 'forward') || c.type === 'fire' || c.type === 'attack');
    if (eager.length) return eager.reduce((a, b) => (b.type === 'move' && a.type === 'move' && b.boost > a.boost ? b : a), eager[0]);
  }
  return l[rollDie(r, l.length) - 1];
}

export function playRandom(seed: number, check: boolean, roundLimit: number | null = ROUND_LIMIT): { state: RgState; commands: RgCommand[] } {
  const g = newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], options: { train: seed % 3 === 0, gyrocopter: seed % 4 === 0, roundLimit } }, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value.state;
  const r = newRng(seed * 31 + 7);
  const commands: RgCommand[] = [];
  while (s.flow.kind !== 'over' && commands.length < CAP) {
    const l = rgLegalCommands(s);
    const c = pick(s, l, r);
    const before = check && commands.length % 7 === 0 ? JSON.stringify(s) : null;
    const out = rgApply(s, c);
    if (!out.ok) throw new Error(`seed ${seed}: offered ${JSON.stringify(c)} refused: ${out.error.message}`);
    if (before !== null && JSON.stringify(s) !== before) throw new Error(`seed ${seed}: apply mutated its input`);
    if (check && commands.length % 11 === 0) {
      const bad = rgApply(s, { ...c, by: c.by === 'a' ? 'b' : 'a' });
      if (bad.ok && c.type !== 'avoid') throw new Error(`seed ${seed}: another player's command was accepted`);
    }
    s = out.value.state;
    commands.push(c);
    if (check) {
      const p = rgInvariantProblems(s);
      if (p.length) throw new Error(`seed ${seed} after ${commands.length}: ${p.join('; ')}`);
    }
  }
  return { state: s, commands };
}

describe(`road-gang random play (${GAMES} seeded games)`, () => {
  it('every game ends with a winner, offered means accepted, the invariants hold', () => {
    const winners: Record<string, number> = { slow: 0, fast: 0 };
    let atLimit = 0;
    let rounds = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const { state } = playRandom(seed, true);
      expect(state.flow.kind, `seed ${seed} ends`).toBe('over');
      if (state.flow.kind === 'over') winners[state.flow.winner === state.slowGang ? 'slow' : 'fast']++;
      if (state.flow.kind === 'over' && state.flow.reason.includes('round limit')) atLimit++;
      rounds = Math.max(rounds, state.round);
    }
    console.log(`road-gang fuzz: ${GAMES} games, all ended: Slow Gang ${winners.slow}, Fast Gang ${winners.fast} (${atLimit} at the ${ROUND_LIMIT}-round limit); longest ${rounds} rounds`);
    expect(winners.slow + winners.fast).toBe(GAMES);
    // Random play must reach both endings, or one of them is unreachable.
    expect(winners.slow).toBeGreaterThan(0);
    expect(winners.fast).toBeGreaterThan(0);
  }, GAMES * 2_000);

  // Not a proof: a sample. These seeds' games end by the text's victory with no limit at all.
  const NO_LIMIT = Math.min(GAMES, 100);
  it(`with no round limit (the default), ${NO_LIMIT} of the same games end by the text's victory`, () => {
    for (let seed = 1; seed <= NO_LIMIT; seed++) {
      const { state } = playRandom(seed, false, null);
      expect(state.flow.kind, `seed ${seed} ends`).toBe('over');
      if (state.flow.kind === 'over') expect(state.flow.reason).not.toContain('round limit');
    }
  }, NO_LIMIT * 2_000);

  it('the same seed and commands make the same game', () => {
    const a = playRandom(5, false);
    const b = playRandom(5, false);
    expect(b.state).toEqual(a.state);
    expect(b.commands).toEqual(a.commands);
  });
});

describe('the door', () => {
  const s = newRoadGang({ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }, 9);
  if (!s.ok) throw new Error();
  const st = s.value.state;

  it.each([
    [null, 'BAD_COMMAND'],
    [{ type: 'place', by: 'b', vehicle: 'b.v1', segment: 0 }, 'BAD_COMMAND'],
    [{ type: 'place', by: 'b', vehicle: 'b.v1', segment: 5, extra: 1 }, 'BAD_COMMAND'],
    [{ type: 'place', by: 'b', vehicle: 'b.v1', segment: Number.NaN }, 'BAD_COMMAND'],
    [{ type: 'nonsense', by: 'b' }, 'BAD_COMMAND'],
    [{ type: 'place', by: st.slowGang, vehicle: 'b.v1', segment: 5 }, 'NOT_YOUR_DECISION'],
    [{ type: 'activate', by: st.fastGang, vehicle: 'b.v1' }, 'ILLEGAL'],
  ])('%j is refused with %s and changes nothing', (cmd, code) => {
    const before = JSON.stringify(st);
    const r = rgApply(st, cmd);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
    expect(JSON.stringify(st)).toBe(before);
  });

  it('a command with its keys in another order is the same command', () => {
    const v = st.vehicles.find((x) => x.gang === st.fastGang)!;
    expect(rgApply(st, { segment: 5, vehicle: v.id, by: st.fastGang, type: 'place' }).ok).toBe(true);
  });

  it.each([
    [{ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }] }],
    [{ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'a', name: 'Bob' }] }],
    [{ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'ann' }] }],
    [{ ruleset: 'darkFuture', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] }],
    [{ ruleset: 'roadGang', players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }], options: { train: 'yes' } }],
  ])('a bad set-up %j is refused', (setup) => {
    const r = newRoadGang(setup, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_SETUP');
  });
});
