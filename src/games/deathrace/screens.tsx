// Deathrace 40,000's screens, loaded when first shown (the start screen stays small, issue 27).
import type { GameScreens } from '../../shell/games';
import { DeathraceNewGame } from './ui/NewGame';
import { DeathraceScreen } from './ui/DeathraceScreen';
import { DeathraceWatch } from './ui/DeathraceWatch';
import './ui/deathrace.css';

export const screens: GameScreens = { NewGame: DeathraceNewGame, Screen: DeathraceScreen, Watch: DeathraceWatch };
