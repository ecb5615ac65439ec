// The game: header, board, side panel; or, when a player opens a secret choice or asks to peek at
// their markers, the pass-the-device screen. Public choices need the device passed only to a
// player who asked for privacy (the players list), once per run of their decisions.
import { useEffect } from 'react';
import { useSession } from '../shell/sessionStore';
import { handoffTo, useStore } from '../store';
import { BoardArea } from './BoardArea';
import { Header } from './Header';
import { usePending } from './hooks';
import { LiveAnnouncer } from './LiveAnnouncer';
import { PassDevice } from './PassDevice';
import { SaveBanner } from './SaveProblem';
import { SettingsPanel } from './SettingsPanel';
import { SidePanel } from './SidePanel';
import { SoundOffer } from './SoundOffer';
import { useShortcuts } from './useShortcuts';

export function GameScreen() {
  const p = usePending();
  const peekRequest = useStore((s) => s.peekRequest);
  const secretRequest = useStore((s) => s.secretRequest);
  // The device holder is the one store's, every game's (src/shell/sessionStore.ts).
  const holder = useSession((s) => s.holder);
  const handoff = useStore((s) => handoffTo(s, holder));
  const takeDevice = useStore((s) => s.takeDevice);
  const decider = p?.player ?? null;
  // Someone else decides now: whoever held the device is no longer known to hold it.
  useEffect(() => {
    if (holder !== null && decider !== null && decider !== holder) takeDevice(null);
  }, [holder, decider, takeDevice]);
  useShortcuts();
  const passTo = peekRequest ?? secretRequest ?? handoff;
  if (passTo) {
    // Nothing of the game is rendered behind the cover: hidden choices are not even in the page.
    return <PassDevice player={passTo} mode={peekRequest !== null ? 'peek' : secretRequest !== null ? 'secret' : 'turn'} />;
  }
  return (
    <div className="game-screen">
      <Header />
      <SaveBanner />
      <div className="game-body">
        <BoardArea />
        <SidePanel pending={p} />
      </div>
      <LiveAnnouncer />
      <SoundOffer />
      <SettingsPanel />
    </div>
  );
}
