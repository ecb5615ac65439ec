// Deathrace 40,000's screens, loaded when first shown (the start screen stays small, issue 27).
import type { GameScreens } from '../../shell/games';
import { DeathraceNewGame } from './ui/NewGame';
import { DeathraceScreen } from './ui/DeathraceScreen';
import { DeathraceWatch } from './ui/DeathraceWatch';
import { DeathraceOnline } from './ui/DeathraceOnline';
import './ui/deathrace.css';

// Online: the table of a race played on the game server (issue 32, docs/online.md), drawn by the online lobby.
export const screens: GameScreens = { NewGame: DeathraceNewGame, Screen: DeathraceScreen, Watch: DeathraceWatch, extra: { Online: DeathraceOnline } };
