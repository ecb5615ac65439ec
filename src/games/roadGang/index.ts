// The road-gang game (seeds/003), the second game of the house, played on the shell's session:
// its rules are src/engine/roadGang (re-exported by ./rules), its screens ./ui and its board ./board.
import type { GameModule } from '../../shell/games';
import { roadGang } from './rules';
import type { RgState } from './rules';
import { savedDetails } from './words';
import { roadGangComputer } from './ai';

export const roadGangGame: GameModule<RgState> = {
  ruleset: roadGang,
  title: 'Road gangs',
  blurb: 'the shorter road-gang game: rolled gangs on a 100-segment road',
  source: 'the road-gang rules of the seeds (seeds/003)',
  savedDetails,
  computer: roadGangComputer,
  screens: () => import('./screens').then((m) => m.screens),
};
