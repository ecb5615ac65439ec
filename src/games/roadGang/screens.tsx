// The road-gang game's screens, loaded when first shown (the start screen stays small, issue 27).
import type { GameScreens } from '../../shell/games';
import { RoadGangNewGame } from './ui/RoadGangNewGame';
import { RoadGangScreen } from './ui/RoadGangScreen';
import { RoadGangWatch } from './ui/RoadGangWatch';
import { RoadGangOnline } from './ui/RoadGangOnline';
import './ui/roadGang.css';

function NewGame() {
  return (
    <div className="new-game">
      <RoadGangNewGame />
    </div>
  );
}

// Online: the table of a game played on the game server (issue 32, docs/online.md), drawn by the online lobby.
export const screens: GameScreens = { NewGame, Screen: RoadGangScreen, Watch: RoadGangWatch, extra: { Online: RoadGangOnline } };
