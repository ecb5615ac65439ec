// The games of the house, one line each (issue 27, docs/architecture.md "The registry"): the order
// is the new-game screen's. A game is its folder; nothing outside it names it.
import { registerGame } from '../shell/games';
import { darkFutureGame } from './darkFuture';
import { roadGangGame } from './roadGang';
import { deathraceGame } from './deathrace';

registerGame(darkFutureGame);
registerGame(roadGangGame);
registerGame(deathraceGame);
