// Dark Future (the 1988 rulebook), the first game of the house: its rules are the engine of
// src/engine (in layers, docs/architecture.md), its table the store of src/store with the board of
// src/render and the panels of src/ui. Only its card is here: the engine (./game.ts) and its store's
// house (./house.tsx) load when the game is first needed (issue 27's first-screen budget).
import type { GameModule } from '../../shell/games';
import type { GameState } from '../../engine';
import { lessonWasPlaying } from '../../store/tutorial/progressKey';
import { savedGameDetails } from './details';

export const darkFutureGame: GameModule<GameState> = {
  id: 'darkFuture',
  title: 'Dark Future',
  blurb: 'road combat on the track, the 1988 rules and scenarios',
  source: 'Dark Future (Games Workshop, 1988)',
  players: '2 players; up to 8 in Games Six to Eight',
  length: 'about 30 to 90 minutes',
  savedDetails: savedGameDetails,
  load: () => import('./game').then((m) => m.rules),
  screens: () => import('./screens').then((m) => m.screens),
  house: () => import('./house').then((m) => m.house),
  // A lesson playing when the page went away picks up where it was (issue 10).
  wantedAtStart: lessonWasPlaying,
};
