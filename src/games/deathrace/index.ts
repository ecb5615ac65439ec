// Deathrace 40,000 (seeds/004), the third game of the house, played on the shell's session: its
// rules are ./rules (a game of continuous moves: inches and degrees), its computer driver ./ai, its
// screens ./ui and its board ./board. Only its card is here; the rules and the computer
// (./game.ts) load when the game is first needed.
import type { GameModule } from '../../shell/games';
import type { DrState } from './rules';
import { savedDetails } from './words';

export const deathraceGame: GameModule<DrState> = {
  id: 'deathrace',
  title: 'Deathrace 40,000',
  blurb: 'two to four teams race and fight on a track measured in inches: laps, ramps, plates and guns',
  source: 'the "Deathrace 40,000 new rules", a fan road-race game',
  players: '2 to 4 teams',
  length: 'about 30 to 60 minutes',
  savedDetails,
  load: () => import('./game').then((m) => m.rules),
  screens: () => import('./screens').then((m) => m.screens),
};
