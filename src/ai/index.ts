// The computer driver (issue 12): any seat, three levels, deciding from its player's view only.
export { decide, chooserFor, greedyChoice, isPolicy, LEVELS, LEVEL_CONFIG, SLOW_LEVELS, POLICIES, type Chooser, type Decision, type Level, type PolicyId } from './policies';
export { computerDesign, COMPUTER_DESIGNS } from './designs';
export { playGame, playFrom, type GameRecord } from './play';
export { reasonFor } from './reason';
