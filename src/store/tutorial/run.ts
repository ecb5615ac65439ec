// Running a lesson through the engine: its set-up with the steps' dice forced, the game at any
// step (replayed from the script, so a lesson resumes exactly), and the engine's own word on a
// choice the lesson did not ask for (one truth: legalCommands and apply decide, not the lesson).
import { apply, describeAction, legalCommands, SCENARIO_LIST, validateDesign, type Command, type GameEvent, type GameSetup, type GameState, type VehicleDesign } from '../../engine';
import type { BoardTarget, GameLesson, GarageLesson, Idea, LessonStep } from './types';

/** The lesson's set-up: every step's dice, in order, are the game's forced dice (newGame validates them, schema/setup.ts). */
export function lessonSetup(lesson: GameLesson): GameSetup {
  return { ...lesson.setup, forcedDice: lesson.steps.flatMap((s) => s.dice ?? []) };
}

/** The commands of the steps before `step`: replaying them gives the game the step starts from. */
export function commandsBefore(lesson: GameLesson, step: number): Command[] {
  return lesson.steps.slice(0, step).flatMap((s) => (s.command ? [s.command] : []));
}

/** The same command (key order does not matter: commands are small JSON). */
export function sameCommand(a: Command, b: Command): boolean {
  return commandKey(a) === commandKey(b);
}

/** A command as text with sorted keys: the same command always gives the same key (the UI tags buttons with it). */
export const commandKey = (c: Command): string => canonical(c);

function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x && typeof x === 'object') return `{${Object.keys(x).sort().map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(x);
}

export type Verdict =
  | { kind: 'expected' }
  /** Legal in the game, but not this lesson's step: the lesson's dice are arranged for its own choice. */
  | { kind: 'legal'; words: string }
  /** Not legal: the engine's refusal, with its code. */
  | { kind: 'illegal'; words: string; code: string };

const words = (s: GameState, c: Command): string =>
  c.type === 'declare' ? describeAction(c.action, s, c.vehicle) : c.type === 'fire' ? `Fire at ${s.vehicles.find((v) => v.id === c.target)?.name ?? c.target}` : c.type;

/** What the engine says of a command at this step: the expected one, another legal one, or illegal and why. */
export function judge(s: GameState, step: LessonStep | undefined, c: Command): Verdict {
  if (step?.command && (step.by ?? 'you') === 'you' && sameCommand(step.command, c)) return { kind: 'expected' };
  if (legalCommands(s).some((x) => sameCommand(x, c))) return { kind: 'legal', words: `${words(s, c)} is legal here: the rules engine offers it.` };
  const r = apply(s, c);
  if (r.ok) return { kind: 'legal', words: `${words(s, c)} is legal here.` };
  return { kind: 'illegal', words: `${words(s, c)} is not legal here: ${r.error.message}.`, code: r.error.code };
}

/** The events that prove an idea happened (the lesson tests check each lesson's list; the panel badges them). */
export const IDEA_SHOWN: Partial<Record<Idea, (events: GameEvent[], command: Command | undefined) => boolean>> = {
  declaring: (e) => e.some((x) => x.type === 'declared'),
  accelerating: (e) => e.some((x) => x.type === 'speedChanged' && x.to > x.from && x.reason.startsWith('accelerated')),
  braking: (e) => e.some((x) => x.type === 'speedChanged' && x.to < x.from && x.reason.startsWith('braked')),
  fireCorridor: (e) => e.some((x) => x.type === 'declared' && x.action.kind === 'shoot'),
  hit: (e) => e.some((x) => x.type === 'shot' && x.hit) && e.some((x) => x.type === 'hit'),
  damage: (e) => e.some((x) => x.type === 'damage' && x.points > 0),
  critical: (e) => e.some((x) => x.type === 'critical' && !x.wasted),
  drift: (e) => e.some((x) => x.type === 'declared' && x.action.kind === 'drift'),
  hazardRoll: (e) => e.some((x) => x.type === 'hazardRoll'),
  panicBrake: (e) => e.some((x) => x.type === 'panicBrake' && !x.ranOut),
  brakingAllowance: (e) => e.some((x) => x.type === 'panicBrake'),
  oilLaid: (e) => e.some((x) => x.type === 'passiveLaid' && x.kind === 'oil' && !x.dummy),
  dummy: (e) => e.some((x) => (x.type === 'passiveLaid' && x.dummy) || (x.type === 'markerRevealed' && x.dummy)),
  oilHit: (e) => e.some((x) => x.type === 'oilHit'),
  controlLoss: (e) => e.some((x) => x.type === 'controlLoss'),
  skid: (e) => e.some((x) => x.type === 'skid'),
  spin: (e) => e.some((x) => x.type === 'spin'),
  ram: (e) => e.some((x) => x.type === 'ram'),
  finish: (e) => e.some((x) => x.type === 'gameOver'),
  curveLimit: (e) => e.some((x) => x.type === 'hazardRoll' && x.cause === 'curve'),
  // A move that ends on a curve is judged against the curve's limit, rolled for or not (p38).
  curveMove: (e) => e.some((x) => (x.type === 'hazardRoll' || x.type === 'hazardSkipped') && x.cause === 'curve'),
};

/** A garage lesson's wait: a design saved during the lesson (not in `known`) that passes the lesson game's checks. */
export function garageWaitMet(lesson: GarageLesson, designs: { id: string; design: VehicleDesign }[], known: readonly string[]): boolean {
  const rule = SCENARIO_LIST.find((x) => x.id === lesson.scenario)?.design;
  if (!rule) return false;
  return designs.some((d) => !known.includes(d.id) && validateDesign(d.design, rule.budget, rule.require).ok);
}

/** A board target as a short name ('vehicle:car1', 'marker:m2'): the board's test hook and the lesson card both say it. */
export const boardTargetName = (t: BoardTarget): string =>
  t.kind === 'vehicle' ? `vehicle:${t.vehicle}` : t.kind === 'marker' ? `marker:${t.marker}` : t.kind === 'corridor' ? `corridor:${t.weapon}` : `space:${t.lane}:${t.t0}`;
