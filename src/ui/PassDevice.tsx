// Hot-seat secrecy (p22: dummies are secret): before a player sees a choice with hidden
// information, or any decision of a player who asked for privacy, the screen is covered until
// that player says they are at the device.
import type { GameState, Pending } from '../engine';
import { useStore } from '../store';
import { usePending } from './hooks';
import { decisionHeadline } from './PendingBanner';
import { playerName } from './names';

/** What the hidden choice is, by the kind of decision the engine marked secret. */
const SECRET_WHY: Partial<Record<string, string>> = {
  chooseLoadout: 'is choosing an offensive or a defensive car: secret until both players have chosen (p87).',
};

export type PassMode = 'peek' | 'secret' | 'turn';

function why(mode: PassMode, name: string, game: GameState | null, pending: Pending | null): string {
  if (mode === 'peek') return `${name} wants to see their hidden markers.`;
  if (mode === 'turn') return `${name} asked to take the device for each of their decisions. Next: ${decisionHeadline(game, pending)}.`;
  return `${name} ${SECRET_WHY[pending?.kind ?? ''] ?? 'is choosing a passive marker: real or dummy is secret (p22).'}`;
}

export function PassDevice({ player, mode }: { player: string; mode: PassMode }) {
  const game = useStore((s) => s.game);
  const setViewer = useStore((s) => s.setViewer);
  const takeDevice = useStore((s) => s.takeDevice);
  const requestPeek = useStore((s) => s.requestPeek);
  const requestSecret = useStore((s) => s.requestSecret);
  const pending = usePending();
  const name = playerName(game, player);
  const take = () => {
    takeDevice(player);
    // A turn hand-over shows the decision as everyone sees it; secrets still wait to be asked for.
    if (mode !== 'turn') setViewer(player);
  };
  return (
    <div className="pass-device" role="dialog" aria-modal="true" aria-labelledby="pass-title" data-testid="pass-device" data-mode={mode}>
      <div className="pass-card">
        <h2 id="pass-title">Pass the device to {name}</h2>
        <p>{why(mode, name, game, pending)} Other players, look away.</p>
        <button type="button" className="primary" data-testid="pass-show" autoFocus onClick={take}>
          I am {name} — show my {mode === 'peek' ? 'markers' : mode === 'turn' ? 'decision' : 'choices'}
        </button>
        {mode !== 'turn' && <button type="button" data-testid="pass-cancel" onClick={() => (mode === 'peek' ? requestPeek(null) : requestSecret(null))}>Cancel</button>}
      </div>
    </div>
  );
}
