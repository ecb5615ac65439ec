// The sections in play as a strip under the board, nearest the start on the left: who is on which
// section in their side's colour, the deciding vehicle ringed, and the sides' names and drivers.
// Read from the engine (sectionsInPlay, sidesInPlay); a long rolling road (p75) shows only the
// sections still in play, numbered as on the board. It reads the game as far as the board has shown
// it (useShownGame, as the turn counter and record sheets do: src/ui/useRevealed.ts), so during a
// move's animation and the end screen's "See the last turn again" it keeps step with the board, and
// comes back to the store's game when the animation ends or is skipped (issue 29).
import { useMemo } from 'react';
import { sectionsInPlay, sidesInPlay, TICKS_PER_SECTION, type GameState, type Section, type SideInPlay } from '../engine';
import { usePending } from './hooks';
import { playerName } from './names';
import { safe } from './safe';
import { sideHex, vehicleHex } from './sideColours';
import { useShownGame } from './useRevealed';

const KIND: Record<Section['kind'], string> = { straight: 'straight', bend: 'bend', corner: 'corner' };

const sectionText = (x: Section): string => (x.kind === 'straight' ? KIND.straight : `${KIND[x.kind]} ${x.turn}`);

/** Halves of a section, as a player counts them on the table: '2', '1½', '½'. */
function sectionsText(n: number): string {
  const whole = Math.floor(n);
  const half = n - whole >= 0.5 ? '½' : '';
  return `${whole || !half ? whole : ''}${half} ${n > 1 ? 'sections' : 'section'}`;
}

/** How far the car nearest the finish line still has to go (p87: the lead car wins by crossing it). */
function FinishDistance({ game, finish }: { game: GameState; finish: number }) {
  const onRoad = game.vehicles.filter((v) => v.status === 'inPlay');
  // The line is there before any car is placed too: a line appearing with the first car would
  // shrink the board between two placement clicks.
  let text = `The finish line is at the end of section ${Math.round(finish / TICKS_PER_SECTION)}`;
  const over = game.vehicles.find((v) => v.status === 'finished');
  if (over) text = `${over.name} crossed the finish line`;
  else if (onRoad.length > 0) {
    const front = onRoad.reduce((a, b) => (b.cell.t1 > a.cell.t1 ? b : a));
    const halves = Math.max(0, Math.floor(((finish - front.cell.t1) / TICKS_PER_SECTION) * 2) / 2);
    text = halves === 0 ? `${front.name} is at the finish line` : `${front.name}: ${sectionsText(halves)} to the finish`;
  }
  return (
    <p className="mini-finish-distance" data-testid="mini-finish-distance" title={text}>
      {text}
    </p>
  );
}

/**
 * The sides and who plays them; in a race of two before the roll gives the sides (p87), the drivers
 * in their cars' colours, so the strip keeps its height and the board its size all game.
 */
function Legend({ game, sides, race }: { game: GameState; sides: SideInPlay[]; race: boolean }) {
  const sideColours = useMemo(() => sideHex(game), [game]);
  const colours = useMemo(() => vehicleHex(game), [game]);
  const named = sides.filter((x) => x.id !== '');
  if (named.length > 0) {
    return (
      <ul className="mini-legend" aria-label="Sides">
        {named.map((x) => (
          <li key={x.id} data-testid={`legend-${x.id}`}>
            <span className="mini-dot" style={{ background: sideColours.get(x.id) }} aria-hidden="true" /> {x.label}
            <span className="muted"> ({x.players.map((id) => playerName(game, id)).join(', ')})</span>
          </li>
        ))}
      </ul>
    );
  }
  if (!race) return null;
  return (
    <ul className="mini-legend" aria-label="Drivers">
      {game.players.map((pl) => {
        const car = game.vehicles.find((v) => v.owner === pl.id);
        return (
          <li key={pl.id} data-testid={`legend-player-${pl.id}`}>
            <span className="mini-dot" style={{ background: car ? colours.get(car.id) : undefined }} aria-hidden="true" /> {playerName(game, pl.id)}
          </li>
        );
      })}
    </ul>
  );
}

export function MiniMap() {
  const game = useShownGame();
  const p = usePending();
  const rows = useMemo(() => (game ? safe(() => sectionsInPlay(game), []) : []), [game]);
  const sides = useMemo(() => (game ? safe(() => sidesInPlay(game), []) : []), [game]);
  const colours = useMemo(() => (game ? vehicleHex(game) : new Map<string, string>()), [game]);
  // Two cars are both in the board's view and told apart by the record sheets: with two, the strip
  // is there only to show how far a race has to go (the finish line is off the board's view).
  const finish = game?.track.finishTick ?? null;
  if (!game || rows.length === 0 || (game.vehicles.length <= 2 && finish === null)) return null;
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
        {finish !== null && (
          <li className="mini-finish" data-testid="mini-finish" title="The finish line">
            <span className="mini-flag" aria-hidden="true" />
            Finish
          </li>
        )}
      </ol>
      {finish !== null && <FinishDistance game={game} finish={finish} />}
      <Legend game={game} sides={sides} race={finish !== null} />
    </nav>
  );
}
