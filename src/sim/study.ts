// The side study (issue 12): how many games one side can win against a fixed driver, for three
// drivers of that side. It asks whether a strength target is out of reach of any fair driver or
// only of ours:
//   policy     the seated policy itself (the arena's figure, one seat only);
//   foresight  a CHEAT, as a reference: at each of its declarations it tries the policy's own
//              answer and then every other one, each played on to the end in the true game (the
//              real dice to come, the real markers, the opponent's actual driver), and keeps the
//              first that wins. It wins every game the policy wins, and every game a single
//              different declaration would have won;
//   sampled    fair: its `top` best answers by the policy's own search are each played on to the
//              end in `worlds` worlds drawn from its view (src/ai world sampling), the opponent
//              driven by `model`; the answer that wins most often is kept.
// The figures are in docs/sim.md. This is a measuring tool, not a driver the app seats.
import { apply, legalCommands, newGame, pending, playerView } from '../engine';
import type { Command, GameState } from '../engine';
import { chooserFor, LEVEL_CONFIG, type Chooser, type Level, type PolicyId } from '../ai/policies';
import { search, sideOf, worldsFor } from '../ai/search';
import { playWith } from '../ai/play';
import { arenaSetup } from './arena';
import { picker } from './prng';

export const STUDY_DRIVERS = ['policy', 'foresight', 'sampled'] as const;
export type StudyDriver = (typeof STUDY_DRIVERS)[number];

export interface StudyOptions {
  scenario: string;
  /** The side studied: its player is whoever the set-up gives a car of this side. */
  side: string;
  /** The studied side's own policy (foresight and sampled deviate from it, then play it on). */
  policy: PolicyId;
  /** The other players' driver. */
  opponent: PolicyId;
  driver: StudyDriver;
  games: number;
  seed: number;
  /** sampled: answers judged, and worlds per answer. */
  top: number;
  worlds: number;
  /** sampled: the driver it assumes for the other players (fair play: a guess, not a peek). */
  model: PolicyId;
  maxCommands: number;
}

export const STUDY_DEFAULTS: StudyOptions = { scenario: 'gameOne', side: 'chase', policy: 'bot:normal', opponent: 'bot:normal', driver: 'policy', games: 40, seed: 1, top: 4, worlds: 8, model: 'bot:normal', maxCommands: 1000 };

export interface StudyGame {
  seed: number;
  won: boolean;
  /** foresight: the decision (counted from 0) at which a winning line was first found; null if none. */
  lineFoundAt: number | null;
  /** The studied player's declarations with a choice, i.e. where foresight and sampled deviate. */
  decisions: number;
}

export interface StudyResult {
  options: StudyOptions;
  wins: number;
  games: StudyGame[];
  /** Games played on to their end inside the drivers' judgement. */
  playOuts: number;
}

/** A seeded picker that counts its draws, so a play-out can continue the same random stream. */
interface Counted {
  draws: number;
  below: (n: number) => number;
}

function counted(seed: number, skip: number): Counted {
  const p = picker(seed);
  for (let i = 0; i < skip; i++) p.below(2);
  const c: Counted = { draws: skip, below: (n) => (c.draws++, p.below(n)) };
  return c;
}

const same = (a: Command, b: Command): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Plays the game on to its end, the studied player by `own` and everyone else by `other`; true when the studied side won. */
function playOut(s: GameState, studied: string, own: Chooser, other: Chooser, cap: number): boolean {
  const end = playWith(s, { [studied]: own }, other, cap).state;
  return end.winner?.side === sideOf(end, studied);
}

/** One game of the study from `seed`. */
function studyGame(o: StudyOptions, seed: number, tally: { playOuts: number }): StudyGame {
  const g = newGame(arenaSetup(o.scenario, 0), seed);
  if (!g.ok) throw new Error(`study needs a valid setup: ${g.error.code}`);
  let s: GameState = g.value;
  const draws = counted(seed, 0);
  const other = chooserFor(o.opponent, draws.below);
  // The studied side's own stream (a studied `random` draws from it), continued in foresight's play-outs too.
  const ownSeed = seed ^ 0x0a11;
  const ownDraws = counted(ownSeed, 0);
  const own = chooserFor(o.policy, ownDraws.below);
  const modelPick = picker(seed ^ 0x5eed);
  const model = chooserFor(o.model, modelPick.below);
  // sampled's imagined games draw from their own stream, never from the real game's.
  const ownImagined = chooserFor(o.policy, modelPick.below);
  let studied = '';
  let decision = 0;
  let lineFoundAt: number | null = null;
  const isOurs = (player: string): boolean => {
    if (studied === '' && sideOf(s, player) === o.side) studied = player;
    return studied !== '' && player === studied;
  };

  const foresight = (legal: Command[]): Command => {
    const mine = own(s, studied).command;
    // `mine` drew from the studied side's stream, as the real move will if no other answer wins.
    for (const c of [mine, ...legal.filter((x) => !same(x, mine))]) {
      const r = apply(s, c);
      if (!r.ok) continue;
      tally.playOuts++;
      // Both random streams continue where the real game's stand, so the play-out is the true game.
      const ownThen = chooserFor(o.policy, counted(ownSeed, ownDraws.draws).below);
      if (playOut(r.value.state, studied, ownThen, chooserFor(o.opponent, counted(seed, draws.draws).below), o.maxCommands)) {
        lineFoundAt ??= decision;
        return c;
      }
    }
    return mine;
  };

  const sampled = (): Command => {
    const view = playerView(s, studied);
    const level = o.policy.startsWith('bot:') ? (o.policy.slice(4) as Level) : 'normal';
    const scored = search(view, studied, LEVEL_CONFIG[level]);
    const { worlds } = worldsFor(view, studied, o.worlds);
    let best = scored[0].command;
    let bestWins = -1;
    for (const x of scored.slice(0, o.top)) {
      let wins = 0;
      for (const w of worlds) {
        const r = apply(w, x.command);
        tally.playOuts++;
        if (r.ok && playOut(r.value.state, studied, ownImagined, model, o.maxCommands)) wins++;
      }
      if (wins > bestWins) {
        bestWins = wins;
        best = x.command;
      }
    }
    return best;
  };

  for (let n = 0; s.flow.kind !== 'over' && n < o.maxCommands; n++) {
    const p = pending(s);
    const player = p.player ?? s.players[0].id;
    const legal = legalCommands(s);
    let c: Command;
    if (!isOurs(player)) c = other(s, player).command;
    else if (p.kind !== 'declare' || legal.length <= 1) c = own(s, player).command;
    else {
      c = o.driver === 'foresight' ? foresight(legal) : o.driver === 'sampled' ? sampled() : own(s, player).command;
      decision++;
    }
    const r = apply(s, c);
    if (!r.ok) throw new Error(`study: the engine refused ${JSON.stringify(c)}: ${r.error.code}`);
    s = r.value.state;
  }
  return { seed, won: studied !== '' && s.winner?.side === o.side, lineFoundAt, decisions: decision };
}

/** The study over `games` seeds from `seed`. */
export function runStudy(o: StudyOptions, onGame?: (g: StudyGame) => void): StudyResult {
  const tally = { playOuts: 0 };
  const games: StudyGame[] = [];
  for (let i = 0; i < o.games; i++) {
    const g = studyGame(o, o.seed + i, tally);
    games.push(g);
    onGame?.(g);
  }
  return { options: o, wins: games.filter((g) => g.won).length, games, playOuts: tally.playOuts };
}
