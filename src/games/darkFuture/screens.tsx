// Dark Future's screens, loaded when first shown (the start screen stays small, issue 27).
import type { GameScreens } from '../../shell/games';
import { BadSavePanel } from '../../ui/BadSavePanel';
import { Garage } from '../../ui/Garage';
import { GameScreen } from '../../ui/GameScreen';
import { NewGameDialog } from '../../ui/NewGameDialog';
import { OtherTabPanel } from '../../ui/SaveProblem';
import { DarkFutureOnline } from './DarkFutureOnline';

export const screens: GameScreens = {
  NewGame: NewGameDialog,
  Screen: GameScreen,
  // A saved game watched is the game screen with the replay slice's tape.
  Watch: GameScreen,
  // Online: the table of a game played on the game server (issue 32), drawn by the online lobby.
  extra: { Garage, BadSave: BadSavePanel, OtherTab: OtherTabPanel, Online: DarkFutureOnline },
};
