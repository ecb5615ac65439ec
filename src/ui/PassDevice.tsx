// Hot-seat secrecy (p22: dummies are secret): before a player sees a choice with hidden
// information, the screen is covered until that player says they are at the device.
import { useStore } from '../store';
import { usePending } from './hooks';
import { playerName } from './names';

/** What the hidden choice is, by the kind of decision the engine marked secret. */
const SECRET_WHY: Partial<Record<string, string>> = {
  chooseLoadout: 'is choosing an offensive or a defensive car: secret until both players have chosen (p87).',
};

export function PassDevice({ player, peek }: { player: string; peek: boolean }) {
  const game = useStore((s) => s.game);
  const setViewer = useStore((s) => s.setViewer);
  const requestPeek = useStore((s) => s.requestPeek);
  const requestSecret = useStore((s) => s.requestSecret);
  const pending = usePending();
  const name = playerName(game, player);
  const why = SECRET_WHY[pending?.kind ?? ''] ?? 'is choosing a passive marker: real or dummy is secret (p22).';
  return (
    <div className="pass-device" role="dialog" aria-modal="true" aria-labelledby="pass-title" data-testid="pass-device">
      <div className="pass-card">
        <h2 id="pass-title">Pass the device to {name}</h2>
        <p>{peek ? `${name} wants to see their hidden markers.` : `${name} ${why}`} Other players, look away.</p>
        <button type="button" className="primary" data-testid="pass-show" autoFocus onClick={() => setViewer(player)}>
          I am {name} — show my {peek ? 'markers' : 'choices'}
        </button>
        <button type="button" data-testid="pass-cancel" onClick={() => (peek ? requestPeek(null) : requestSecret(null))}>Cancel</button>
      </div>
    </div>
  );
}
