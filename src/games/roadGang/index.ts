// The road-gang game (seeds/003), the second game of the house, played on the shell's session:
// its rules are src/engine/roadGang (re-exported by ./rules), its screens ./ui and its board ./board.
// Only its card is here; the rules and the computer (./game.ts) load when the game is first needed.
import type { GameModule } from '../../shell/games';
import type { RgState } from './rules';
import { savedDetails } from './words';

export const roadGangGame: GameModule<RgState> = {
  id: 'roadGang',
  title: 'Road gangs',
  blurb: 'the shorter road-gang game: rolled gangs on a 100-segment road',
  source: 'a short free road-gang game in the Mad Max style',
  players: '2 players',
  length: 'about 20 to 45 minutes',
  savedDetails,
  load: () => import('./game').then((m) => m.rules),
  screens: () => import('./screens').then((m) => m.screens),
};
