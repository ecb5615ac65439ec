// The road-gang game's screens, loaded when first shown (the start screen stays small, issue 27).
import type { GameScreens, NewGameFormProps } from '../../shell/games';
import { RoadGangNewGame } from './ui/RoadGangNewGame';
import { RoadGangScreen } from './ui/RoadGangScreen';
import { RoadGangWatch } from './ui/RoadGangWatch';
import { RoadGangOnline } from './ui/RoadGangOnline';
import './ui/roadGang.css';

// The new-game screen's props go on to the form: online, its start opens a table on the game server (issue 32).
function NewGame(props: NewGameFormProps) {
  return (
    <div className="new-game">
      <RoadGangNewGame {...props} />
    </div>
  );
}

// Online: the table of a game played on the game server (issue 32, docs/online.md), drawn by the online lobby.
export const screens: GameScreens = { NewGame, Screen: RoadGangScreen, Watch: RoadGangWatch, extra: { Online: RoadGangOnline } };
