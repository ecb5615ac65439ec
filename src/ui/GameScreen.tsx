// The game: header, board, side panel; or, when a player opens a secret choice or asks to peek at
// their markers, the pass-the-device screen. Public choices never need the device passed.
import { useStore } from '../store';
import { BoardArea } from './BoardArea';
import { Header } from './Header';
import { usePending } from './hooks';
import { LiveAnnouncer } from './LiveAnnouncer';
import { PassDevice } from './PassDevice';
import { SettingsPanel } from './SettingsPanel';
import { SidePanel } from './SidePanel';
import { useShortcuts } from './useShortcuts';

export function GameScreen() {
  const p = usePending();
  const peekRequest = useStore((s) => s.peekRequest);
  const secretRequest = useStore((s) => s.secretRequest);
  useShortcuts();
  const passTo = peekRequest ?? secretRequest;
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
      <SettingsPanel />
    </div>
  );
}
