// The lessons of "Learn to play" are data (issue 10): each step names the command it expects, who
// makes it (the player, or the scripted rival), the dice it rolls (forced, so the lesson plays the
// same every time), what to say before and after, and where on the screen to point.
import type { Command, EventType, GameSetup } from '../../engine';

/** Where a callout points: the board, your record sheet or the rival's, the phasing die, the log, the recap of the last rolls (the dice), the decision. */
export const CALLOUTS = ['board', 'sheet', 'rivalSheet', 'die', 'log', 'recap', 'decision', 'banner', 'garage'] as const;
export type Callout = (typeof CALLOUTS)[number];

/** The ideas a lesson teaches; the events that prove an idea happened are in run.ts (IDEA_EVENTS). */
export const IDEAS = [
  'speedFactor', 'phases', 'declaring', 'accelerating', 'braking', 'fireCorridor', 'hit', 'damage', 'critical',
  'drift', 'hazardRoll', 'panicBrake', 'brakingAllowance', 'oilLaid', 'dummy', 'oilHit', 'controlLoss', 'skid',
  'spin', 'ram', 'finish', 'curveLimit', 'curveMove', 'design', 'budget',
] as const;
export type Idea = (typeof IDEAS)[number];

/**
 * A place on the board a step points at: a vehicle, a lane/space (a cell), a marker, or a weapon's
 * fire corridor. Where it is on screen is the engine's answer (the store's boardPointer); the
 * board only draws the pointer there.
 */
export type BoardTarget = (
  | { kind: 'vehicle'; vehicle: string }
  | { kind: 'space'; lane: number; t0: number; t1: number }
  | { kind: 'marker'; marker: string }
  | { kind: 'corridor'; vehicle: string; weapon: string }
) & {
  /** What it is, in the lesson card's words, when the plain name would not say ("where Razor left the road"). */
  what?: string;
};

export interface TryInstead {
  /** The choice in words, as the player might think of it ("brake 40 mph"). */
  label: string;
  command: Command;
  /** The rule behind the engine's verdict, in our words with its page (the verdict itself is the engine's). */
  why: string;
}

export interface LessonStep {
  id: string;
  title: string;
  /** What to do, or what to watch, shown before the step's command. */
  text: string;
  /** The command of this step; absent for a step that only explains. */
  command?: Command;
  /** Who makes it: the player (default), or the scripted rival when the player presses Next. */
  by?: 'you' | 'rival';
  /** Every die the command rolls, in order: forced (newGame's forcedDice), checked per step by the lesson tests. */
  dice?: number[];
  /** Said after the command, about its result (the recap and the log show the dice). */
  result?: string;
  /** Where to point before the command, and after it (default: the recap). */
  callout: Callout;
  resultCallout?: Callout;
  /** Where on the board the words are about, before the command and after it (default: the same). */
  board?: BoardTarget;
  resultBoard?: BoardTarget;
  /** The ideas introduced here; each must be proved by the step's events (run.ts IDEA_EVENTS). */
  ideas?: Idea[];
  /** Other choices the player may try: the engine says whether each is legal and why not. */
  tryInstead?: TryInstead[];
}

export interface GameLesson {
  kind: 'game';
  id: string;
  title: string;
  summary: string;
  minutes: number;
  /** The game's set-up without its dice: the steps' dice become its forcedDice (run.ts lessonSetup). */
  setup: Omit<GameSetup, 'forcedDice'>;
  seed: number;
  /** The player's id in the set-up (the rival's commands are never asked of the player). */
  you: string;
  /** The lesson plays the game to its end (Game One's), or stops once its ideas are shown (absent: true). */
  endsGame?: boolean;
  steps: LessonStep[];
  /** What must have happened by the end (the lesson tests check it with the events). */
  ideas: Idea[];
  /** The ideas that must happen to the player's own car, not the rival's (checked with the events' vehicle). */
  yours?: Idea[];
}

export interface GarageStep {
  id: string;
  title: string;
  text: string;
  /** The data-testid of the garage control to point at. */
  target: string;
  /** The step waits until the garage holds a design saved during the lesson that passes the checks of the lesson's game. */
  waitFor?: 'savedWithinBudget';
}

export interface GarageLesson {
  kind: 'garage';
  id: string;
  title: string;
  summary: string;
  minutes: number;
  /** The scenario whose design rules the lesson's car must pass (Game Four: $50,000 and a Renegade, p88). */
  scenario: string;
  steps: GarageStep[];
  ideas: Idea[];
}

export type Lesson = GameLesson | GarageLesson;

/** Events each idea needs, when an event proves it (the others are explained, not rolled). */
export type IdeaEvents = Partial<Record<Idea, EventType[]>>;
