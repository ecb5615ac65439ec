// The arena's audit (issue 30, `npm run arena -- --audit`): moves a person laughs at. A collision
// of a car with its own side (a ram, p52-57), with a road hazard head-on (p76), or at 50 mph or
// more with a wreck or a vehicle standing still is laughable when a different answer at one of
// that car's two previous decisions would have avoided it. That is checked, not guessed: the state
// before each decision is kept (the dice to come are part of it, so the engine plays it the same
// again), every other answer is played from it, the game goes on with the commands the game
// actually played where the engine takes them (the cheap look-ahead driver's answer where it does
// not), to the end of the collision's turn, and the answer counts if the car has no such collision.
import { apply, legalCommands, pending } from '../engine';
import type { Command, GameEvent, GameState } from '../engine';
import { collisionsIn, type CollisionKind } from '../ai/collisions';
import type { Played } from '../ai/play';
import { quickChoice } from '../ai/rollout';

export type { CollisionKind };

export interface Collision {
  kind: CollisionKind;
  /** The car at fault: the rammer, or the car that met the hazard. */
  vehicle: string;
  /** What it hit: a vehicle or a road hazard's id. */
  with: string;
  turn: number;
  /** Index of the command whose events hold the collision. */
  command: number;
  /** Legal answers at the collision's own command (1: it was compulsory then). */
  legalThen: number;
  /** The command, and how many decisions back, that would have avoided it; null: none of the two did. */
  avoidedBy: { back: number; command: Command } | null;
}

/** Decisions of the car looked back on. */
export const DECISIONS_BACK = 2;
/** Commands a replay may play at most. */
const REPLAY_CAP = 200;

interface Decision {
  index: number;
  before: GameState;
  command: Command;
}

const hasCollision = (before: GameState, events: GameEvent[], vehicle: string, kind: CollisionKind): boolean => collisionsIn(before, events).some((c) => c.vehicle === vehicle && c.kind === kind);

/**
 * Plays `alt` from `d.before`, then the game's own commands where the engine takes them, to the end
 * of `turn`: true if `vehicle` has no collision of `kind` on the way.
 */
export function avoids(d: Decision, alt: Command, played: readonly Command[], vehicle: string, kind: CollisionKind, turn: number): boolean {
  let r = apply(d.before, alt);
  if (!r.ok) return false;
  if (hasCollision(d.before, r.value.events, vehicle, kind)) return false;
  let s = r.value.state;
  for (let i = d.index + 1, n = 0; n < REPLAY_CAP && s.flow.kind !== 'over' && s.turn <= turn; i++, n++) {
    const own = played[i];
    const tried = own ? apply(s, own) : null;
    r = tried?.ok ? tried : apply(s, quickChoice(s));
    if (!r.ok) return true;
    if (hasCollision(s, r.value.events, vehicle, kind)) return false;
    s = r.value.state;
  }
  return true;
}

/** Collects a game's collisions as it is played (pass `onCommand` to playGame), and judges them at the end. */
export function auditor() {
  const commands: Command[] = [];
  const decisions = new Map<string, Decision[]>();
  const found: Omit<Collision, 'avoidedBy'>[] = [];
  const onCommand = (c: Command, _after: GameState, p: Played) => {
    const index = commands.length;
    commands.push(c);
    const q = pending(p.before);
    if (p.legal > 1 && q.kind === 'declare' && 'vehicle' in q && typeof q.vehicle === 'string') {
      const list = decisions.get(q.vehicle) ?? [];
      list.push({ index, before: p.before, command: c });
      decisions.set(q.vehicle, list);
    }
    for (const x of collisionsIn(p.before, p.events)) found.push({ ...x, turn: p.before.turn, command: index, legalThen: p.legal });
  };
  /** Every collision found, each with the answer that would have avoided it (if any). */
  const judge = (): Collision[] =>
    found.map((x) => {
      const mine = (decisions.get(x.vehicle) ?? []).filter((d) => d.index <= x.command).slice(-DECISIONS_BACK).reverse();
      for (const [k, d] of mine.entries()) {
        const key = JSON.stringify(d.command);
        for (const alt of legalCommands(d.before)) {
          if (JSON.stringify(alt) === key) continue;
          if (avoids(d, alt, commands, x.vehicle, x.kind, x.turn)) return { ...x, avoidedBy: { back: k + 1, command: alt } };
        }
      }
      return { ...x, avoidedBy: null };
    });
  return { onCommand, judge };
}
