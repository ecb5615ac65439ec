// Players' words for the engine's internal names (record-sheet characteristics, kinds of move),
// so "maxSpeed" or "driftSkid" never reaches the screen.
import type { MoveKind } from '../types';

const CHARACTERISTIC: Record<string, string> = {
  maxSpeed: 'max speed',
  acceleration: 'acceleration',
  braking: 'braking',
  handling: 'handling',
  driveSkill: 'drive skill',
};

export const characteristicWord = (name: string): string => CHARACTERISTIC[name] ?? name;

/** How a move reads after the car's name: "Ann's car drift skids to lanes 2-3". */
const MOVE: Record<MoveKind, string> = {
  straight: 'moves',
  accelerate: 'accelerates',
  brake: 'brakes',
  drift: 'drifts',
  uTurn: 'U-turns',
  reverse: 'reverses',
  skid: 'skids',
  driftSkid: 'drift skids',
  spin: 'spins',
  realign: 're-aligns',
  dodge: 'dodges',
  turnAbout: 'turns about',
  push: 'is pushed',
};

export const moveWord = (move: string): string => MOVE[move as MoveKind] ?? move;

/** "a" or "an" before a word: "an engine hit", "an oil marker". */
export const article = (word: string): string => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
