// The game: header, board, side panel; or, before a secret choice, the pass-the-device screen.
import { useStore } from '../store';
import { BoardArea } from './BoardArea';
import { Header } from './Header';
import { usePending } from './hooks';
import { LiveAnnouncer } from './LiveAnnouncer';
import { PassDevice } from './PassDevice';
import { SidePanel } from './SidePanel';
import { useShortcuts } from './useShortcuts';

export function GameScreen() {
  const p = usePending();
  const viewer = useStore((s) => s.viewer);
  const peekRequest = useStore((s) => s.peekRequest);
  useShortcuts();
  const secretFor = p?.secret && p.player && viewer !== p.player ? p.player : null;
  const passTo = peekRequest ?? secretFor;
  if (passTo) {
    // Nothing of the game is rendered behind the cover: hidden choices are not even in the page.
    return <PassDevice player={passTo} peek={peekRequest !== null} />;
  }
  return (
    <div className="game-screen">
      <Header />
      <div className="game-body">
        <BoardArea />
        <SidePanel pending={p} />
      </div>
      <LiveAnnouncer />
    </div>
  );
}
