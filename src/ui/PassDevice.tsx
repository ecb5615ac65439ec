// Hot-seat secrecy (p22: dummies are secret): before a player sees a choice with hidden
// information, the screen is covered until that player says they are at the device.
import { useStore } from '../store';
import { playerName } from './names';

export function PassDevice({ player, peek }: { player: string; peek: boolean }) {
  const game = useStore((s) => s.game);
  const setViewer = useStore((s) => s.setViewer);
  const requestPeek = useStore((s) => s.requestPeek);
  const requestSecret = useStore((s) => s.requestSecret);
  const name = playerName(game, player);
  return (
    <div className="pass-device" role="dialog" aria-modal="true" aria-labelledby="pass-title" data-testid="pass-device">
      <div className="pass-card">
        <h2 id="pass-title">Pass the device to {name}</h2>
        <p>{peek ? `${name} wants to see their hidden markers.` : `${name} is choosing a passive marker: real or dummy is secret (p22).`} Other players, look away.</p>
        <button type="button" className="primary" data-testid="pass-show" autoFocus onClick={() => setViewer(player)}>
          I am {name} — show my {peek ? 'markers' : 'choices'}
        </button>
        <button type="button" data-testid="pass-cancel" onClick={() => (peek ? requestPeek(null) : requestSecret(null))}>Cancel</button>
      </div>
    </div>
  );
}
