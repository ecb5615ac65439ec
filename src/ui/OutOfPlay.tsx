// Vehicles no longer driving and how each went (engine outOfPlay: crashed, left play, over the
// finish line, wrecked), with the cause and page the engine logged when it happened.
import { useMemo } from 'react';
import { outOfPlay, sideTitle, type OutOfPlay as Gone } from '../engine';
import { useStore } from '../store';
import { playerName } from './names';
import { safe } from './safe';
import { sideHex } from './sideColours';

const HOW: Record<Gone['how'], string> = { crashed: 'crashed', leftPlay: 'left play', finished: 'crossed the finish line', wrecked: 'wrecked, still on the road' };

export function OutOfPlayList() {
  const game = useStore((s) => s.game);
  const log = useStore((s) => s.log);
  const gone = useMemo(() => (game ? safe(() => outOfPlay(game, log.map((l) => l.event)), []) : []), [game, log]);
  const colours = useMemo(() => (game ? sideHex(game) : new Map<string, string>()), [game]);
  if (!game || gone.length === 0) return null;
  return (
    <section className="out-of-play" aria-label="Out of play" data-testid="out-of-play">
      <h2 className="panel-title">Out of play</h2>
      <ul>
        {gone.map((g) => {
          const v = game.vehicles.find((x) => x.id === g.vehicle)!;
          return (
            <li key={g.vehicle} data-testid={`gone-${g.vehicle}`} data-how={g.how}>
              <span className="side-swatch" style={{ background: colours.get(v.side) }} aria-hidden="true" />
              <b>{v.name}</b> <span className="muted">({playerName(game, v.owner)}, {sideTitle(v.side, game.scenario)})</span> — {HOW[g.how]}
              {g.cause && g.cause !== HOW[g.how] ? `: ${g.cause}` : ''} {g.rule && <span className="page">{g.rule}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
