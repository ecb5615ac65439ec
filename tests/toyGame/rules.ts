// A toy game for the house's contract test (issue 27): "race to ten". Two players take turns; on
// your turn you step 1 or 2, or roll a die and step half of it, rounded up. The first to reach ten
// wins. A few rules, a die, an undo that stops at a roll: enough to exercise the session, the saves,
// the saved-games list and the replay, with no file outside this folder knowing of it.
import * as v from 'valibot';
import { validateByApply, type Ruleset } from '../../src/engine';

export interface ToyState {
  players: { id: string; name: string }[];
  scores: Record<string, number>;
  /** Whose turn: an index into players. */
  turn: number;
  round: number;
  /** The seeded generator's state (the dice to come). */
  rng: number;
  winner: string | null;
}
export type ToyCommand = { type: 'step'; by: string; n: 1 | 2 } | { type: 'roll'; by: string };
export interface ToyEvent {
  type: 'step' | 'win' | 'roundStart';
  by: string;
  n: number;
  dice: number[];
}

export const GOAL = 10;
const setupSchema = v.strictObject({ players: v.pipe(v.array(v.strictObject({ id: v.pipe(v.string(), v.minLength(1)), name: v.pipe(v.string(), v.minLength(1)) })), v.length(2)) });
const commandSchema = v.variant('type', [v.strictObject({ type: v.literal('step'), by: v.string(), n: v.picklist([1, 2]) }), v.strictObject({ type: v.literal('roll'), by: v.string() })]);

/** A tiny seeded generator (the dice live in the state, so a game replays). */
function d6(seed: number): { face: number; next: number } {
  const next = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return { face: (next % 6) + 1, next };
}

const mover = (s: ToyState) => s.players[s.turn].id;

export const toyRuleset: Ruleset<ToyState, ToyEvent> = {
  id: 'toyRace',
  version: 1,
  name: 'Race to ten',
  commandKind: 'listed',
  newGame: (setup, seed) => {
    const p = v.safeParse(setupSchema, setup);
    if (!p.success) return { ok: false, error: { code: 'BAD_SETUP', message: 'two players with ids and names' } };
    const players = p.output.players;
    return { ok: true, value: { state: { players, scores: Object.fromEntries(players.map((x) => [x.id, 0])), turn: 0, round: 1, rng: seed >>> 0, winner: null }, events: [{ type: 'roundStart', by: '', n: 1, dice: [] }] } };
  },
  pending: (s) => ({ kind: s.winner ? 'over' : 'move', player: s.winner ? null : mover(s), vehicle: null, why: s.winner ? 'the race is won' : 'step or roll', secret: false }),
  legalCommands: (s) => (s.winner ? [] : [{ type: 'step', by: mover(s), n: 1 }, { type: 'step', by: mover(s), n: 2 }, { type: 'roll', by: mover(s) }]),
  validate: (s, c) => validateByApply(toyRuleset, s, c),
  apply: (s, command) => {
    const p = v.safeParse(commandSchema, command);
    if (!p.success) return { ok: false, error: { code: 'BAD_COMMAND', message: 'a step of 1 or 2, or a roll' } };
    const c = p.output as ToyCommand;
    if (s.winner) return { ok: false, error: { code: 'OVER', message: 'the race is won' } };
    if (c.by !== mover(s)) return { ok: false, error: { code: 'NOT_YOUR_TURN', message: `it is ${mover(s)}'s turn` } };
    let rng = s.rng;
    let n: number;
    const dice: number[] = [];
    if (c.type === 'roll') {
      const r = d6(rng);
      rng = r.next;
      dice.push(r.face);
      n = Math.ceil(r.face / 2);
    } else n = c.n;
    const scores = { ...s.scores, [c.by]: s.scores[c.by] + n };
    const events: ToyEvent[] = [{ type: 'step', by: c.by, n, dice }];
    const won = scores[c.by] >= GOAL;
    if (won) events.push({ type: 'win', by: c.by, n: scores[c.by], dice: [] });
    const turn = won ? s.turn : (s.turn + 1) % 2;
    const round = !won && turn === 0 ? s.round + 1 : s.round;
    if (round !== s.round) events.push({ type: 'roundStart', by: '', n: round, dice: [] });
    return { ok: true, value: { state: { ...s, scores, turn, round, rng, winner: won ? c.by : null }, events } };
  },
  describeEvent: (e, s) => {
    const name = s.players.find((p) => p.id === e.by)?.name ?? e.by;
    return e.type === 'roundStart' ? `Round ${e.n}` : e.type === 'win' ? `${name} reaches ${e.n} and wins` : `${name} steps ${e.n}${e.dice.length ? ` (rolled ${e.dice[0]})` : ''}`;
  },
  playerView: (s) => ({ ...s, rng: 0 }),
  result: (s) => ({ over: s.winner !== null, winner: s.winner, reason: s.winner ? `first to ${GOAL}` : '' }),
  players: (s) => s.players,
  eventDice: (e) => e.dice,
  eventRule: () => 'Race to ten',
  setupSchema,
  commandSchema,
  turnOf: (s) => s.round,
  eventOpens: (e) => (e.type === 'roundStart' ? 'turn' : null),
  scenarioOf: () => 'toyRace',
};
