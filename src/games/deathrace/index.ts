// Deathrace 40,000 (seeds/004), the third game of the house, played on the shell's session: its
// rules are ./rules (a game of continuous moves: inches and degrees), its computer driver ./ai, its
// screens ./ui and its board ./board.
import type { GameModule } from '../../shell/games';
import { deathraceComputer } from './ai';
import { deathrace, type DrState } from './rules';
import { savedDetails } from './words';

export const deathraceGame: GameModule<DrState> = {
  ruleset: deathrace,
  title: 'Deathrace 40,000',
  blurb: 'two to four teams race and fight on a track measured in inches: laps, ramps, plates and guns',
  source: 'the Deathrace 40,000 new rules of the seeds (seeds/004)',
  savedDetails,
  computer: deathraceComputer,
  screens: () => import('./screens').then((m) => m.screens),
};
