// The players at the table: each one's sides (in their colours) and vehicles, and whether they
// asked for the device to be passed to them before each of their decisions (store privacySlice).
// Folded by default: it is consulted, not read at every decision.
import { useMemo } from 'react';
import { sidesInPlay } from '../engine';
import { useStore } from '../store';
import { useSession } from '../shell/sessionStore';
import { safe } from './safe';
import { sideHex } from './sideColours';

export function PlayersPanel() {
  const game = useStore((s) => s.game);
  const privacy = useStore((s) => s.privacy);
  const seats = useSession((s) => s.seats);
  const askPrivacy = useStore((s) => s.askPrivacy);
  const sides = useMemo(() => (game ? safe(() => sidesInPlay(game), []) : []), [game]);
  const colours = useMemo(() => (game ? sideHex(game) : new Map<string, string>()), [game]);
  if (!game) return null;
  return (
    <details className="players-panel" data-testid="players-panel">
      <summary className="panel-title">Players ({game.players.length})</summary>
      <ul>
        {game.players.map((p) => {
          const mine = game.vehicles.filter((v) => v.owner === p.id);
          const theirSides = sides.filter((x) => x.players.includes(p.id) && x.id !== '');
          const person = (seats[p.id] ?? 'person') === 'person';
          return (
            <li key={p.id} data-testid={`player-${p.id}`}>
              <b>{p.name}</b>{' '}
              {theirSides.map((x) => (
                <span key={x.id} className="side-tag" style={{ borderColor: colours.get(x.id) }}>{x.label}</span>
              ))}{' '}
              <span className="muted">{mine.map((v) => v.name).join(', ') || 'no vehicle'}</span>
              {person && (
                <label className="check">
                  <input type="checkbox" data-testid={`privacy-${p.id}`} checked={!!privacy[p.id]} onChange={(e) => askPrivacy(p.id, e.target.checked)} /> Pass me the device before my decisions
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
