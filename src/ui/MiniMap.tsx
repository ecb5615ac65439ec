// The sections in play as a strip under the board, nearest the start on the left: who is on which
// section in their side's colour, the deciding vehicle ringed, and the sides' names and drivers.
// Read from the engine (sectionsInPlay, sidesInPlay); a long rolling road (p75) shows only the
// sections still in play, numbered as on the board.
import { useMemo } from 'react';
import { sectionsInPlay, sidesInPlay, type Section } from '../engine';
import { useStore } from '../store';
import { usePending } from './hooks';
import { playerName } from './names';
import { safe } from './safe';
import { sideHex, vehicleHex } from './sideColours';

const KIND: Record<Section['kind'], string> = { straight: 'straight', bend: 'bend', corner: 'corner' };

const sectionText = (x: Section): string => (x.kind === 'straight' ? KIND.straight : `${KIND[x.kind]} ${x.turn}`);

export function MiniMap() {
  const game = useStore((s) => s.game);
  const p = usePending();
  const rows = useMemo(() => (game ? safe(() => sectionsInPlay(game), []) : []), [game]);
  const sides = useMemo(() => (game ? safe(() => sidesInPlay(game), []) : []), [game]);
  const colours = useMemo(() => (game ? vehicleHex(game) : new Map<string, string>()), [game]);
  const sideColours = useMemo(() => (game ? sideHex(game) : new Map<string, string>()), [game]);
  // Two cars are both in the board's view, or told apart by the record sheets: the strip is for more.
  if (!game || rows.length === 0 || game.vehicles.length <= 2) return null;
  const name = (id: string) => game.vehicles.find((v) => v.id === id)?.name ?? id;
  const driver = (id: string) => playerName(game, game.vehicles.find((v) => v.id === id)?.owner ?? null);
  return (
    <nav className="mini-map" aria-label="Sections in play" data-testid="mini-map">
      <ol className="mini-sections">
        {rows.map((r) => (
          <li key={r.index} className={`mini-section kind-${r.section.kind}`} data-testid={`mini-section-${r.index + 1}`} title={`Section ${r.index + 1}: ${sectionText(r.section)}`}>
            <span className="mini-number" aria-hidden="true">{r.index + 1}</span>
            <span className="visually-hidden">Section {r.index + 1}, {sectionText(r.section)}{r.vehicles.length ? `: ${r.vehicles.map(name).join(', ')}` : ''}</span>
            <span className="mini-dots">
              {r.vehicles.map((id) => (
                <span
                  key={id}
                  className={`mini-dot${id === p?.vehicle ? ' deciding' : ''}`}
                  style={{ background: colours.get(id) }}
                  title={`${name(id)} (${driver(id)})`}
                  data-testid={`mini-dot-${id}`}
                  aria-hidden="true"
                />
              ))}
            </span>
          </li>
        ))}
      </ol>
      {sides.some((x) => x.id !== '') && (
        <ul className="mini-legend" aria-label="Sides">
          {sides.filter((x) => x.id !== '').map((x) => (
            <li key={x.id} data-testid={`legend-${x.id}`}>
              <span className="mini-dot" style={{ background: sideColours.get(x.id) }} aria-hidden="true" /> {x.label}
              <span className="muted"> ({x.players.map((id) => playerName(game, id)).join(', ')})</span>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
