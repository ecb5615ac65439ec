// Hidden markers (p22): only their owner may see which are dummies. Peeking goes through the
// pass-the-device screen, then the list shows until hidden or the next command.
import type { VehicleState } from '../engine';
import { useStore } from '../store';
import { playerName } from './names';

export function MarkerPeek({ v, secretSheet = false }: { v: VehicleState; secretSheet?: boolean }) {
  const game = useStore((s) => s.game);
  const viewer = useStore((s) => s.viewer);
  const requestPeek = useStore((s) => s.requestPeek);
  const setViewer = useStore((s) => s.setViewer);
  const mine = game?.markers.filter((m) => m.owner === v.id && !m.faceUp) ?? [];
  const hasPassives = v.dummies > 0 || v.weapons.some((w) => w.mount.startsWith('passive')) || mine.length > 0;
  if (!game || (!hasPassives && !secretSheet)) return null;
  if (viewer !== v.owner) {
    return (
      <button type="button" className="small" data-testid={`peek-${v.id}`} onClick={() => requestPeek(v.owner)}>
        {secretSheet ? 'Show my record sheet' : 'Peek at my markers'} ({playerName(game, v.owner) || v.name})
      </button>
    );
  }
  return (
    <div className="peek" data-testid={`peek-list-${v.id}`}>
      <p>Your face-down markers ({v.name}): {mine.length === 0 ? 'none on the road.' : ''}</p>
      {mine.length > 0 && (
        <ul>
          {mine.map((m) => (
            <li key={m.id}>{m.dummy ? 'Dummy' : `Real ${m.kind}`} at lanes {m.cell.lane}-{m.cell.lane + 1}</li>
          ))}
        </ul>
      )}
      <button type="button" className="small" data-testid={`hide-peek-${v.id}`} onClick={() => setViewer(null)}>{secretSheet ? 'Hide my sheet' : 'Hide my markers'}</button>
    </div>
  );
}
