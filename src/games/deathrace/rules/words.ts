// The faces of the special dice in words, for the log and the dice tray.
import type { EncounterFace } from './types';

export const ENCOUNTER_WORDS: Record<EncounterFace, string> = {
  skull: 'skull',
  skullStar: 'skull and star',
  arrow: 'arrow',
  starBang: 'star and "!"',
  star: 'star',
};
