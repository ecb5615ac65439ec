// Dark Future (the 1988 rulebook), the first game of the house: its rules are the engine of
// src/engine (in layers, docs/architecture.md), its table the store of src/store with the board of
// src/render and the panels of src/ui. It keeps its own store (house.tsx) for what only it has: the
// garage, lessons, real dice and hot-seat privacy.
import type { GameModule } from '../../shell/games';
import type { GameState } from '../../engine';
import { DARK_FUTURE } from '../../store/ruleset';
import { gameTitle } from '../../ui/words';
import { house } from './house';

export const darkFutureGame: GameModule<GameState> = {
  ruleset: DARK_FUTURE,
  title: 'Dark Future',
  blurb: 'road combat on the track, the 1988 rules and scenarios',
  source: 'Dark Future (Games Workshop, 1988)',
  screens: () => import('./screens').then((m) => m.screens),
  savedDetails: (g) => [gameTitle(g.scenario), g.players.join(', '), `turn ${g.turn}`],
  house,
};
