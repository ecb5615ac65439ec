// The record sheets, grouped by side (engine sidesInPlay), each side and each sheet collapsible.
// The side and the vehicle deciding now come first, with that sheet open; with more than two
// vehicles the other sheets start folded to their summary line (name, driver, speed, damage), so
// twelve of them stay readable. A sheet a player opens or folds stays so. Each sheet shows what
// the engine's sheetViews lets the player at the device see (p22, p11).
import { useMemo, useState } from 'react';
import { sheetViews, sidesInPlay, type SheetView, type SideInPlay } from '../engine';
import { useStore } from '../store';
import { playerName } from './names';
import { RecordSheet } from './RecordSheet';
import { safe } from './safe';
import { sideHex } from './sideColours';
import { useShownGame } from './useRevealed';

/** Sheets open without asking: every one in a two-vehicle game, else only the deciding vehicle's. */
const openByDefault = (count: number, id: string, active: string | null): boolean => count <= 2 || id === active;

/** The sides with the one holding `active` first, and within each side that vehicle first. */
export function sheetOrder(sides: SideInPlay[], active: string | null): SideInPlay[] {
  const front = (ids: string[]) => (active && ids.includes(active) ? [active, ...ids.filter((x) => x !== active)] : ids);
  const i = sides.findIndex((x) => active !== null && x.vehicles.includes(active));
  const ordered = i < 0 ? sides : [sides[i], ...sides.filter((_, k) => k !== i)];
  return ordered.map((x) => ({ ...x, vehicles: front(x.vehicles) }));
}

export function RecordSheets({ active }: { active: string | null }) {
  // The damage the board has shown so far (issue 29): a hit counts once its number rises.
  const game = useShownGame();
  const viewer = useStore((s) => s.viewer);
  const views = useMemo(() => (game ? safe(() => sheetViews(game, viewer), []) : []), [game, viewer]);
  // What the players opened or folded themselves, by vehicle id (sides: by 'side:' + id).
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const sides = useMemo(() => (game ? sheetOrder(safe(() => sidesInPlay(game), []), active) : []), [game, active]);
  const colours = useMemo(() => (game ? sideHex(game) : new Map<string, string>()), [game]);
  if (!game) return null;
  const count = game.vehicles.length;
  const byId = new Map<string, SheetView>(views.map((x) => [x.vehicle.id, x]));
  const isOpen = (key: string, dflt: boolean) => toggled[key] ?? dflt;
  // A toggle event also follows React's own change of `open`: only a change away from what was rendered is the player's.
  const set = (key: string, dflt: boolean, open: boolean) => {
    if (open !== isOpen(key, dflt)) setToggled((t) => ({ ...t, [key]: open }));
  };
  // One side (Games One to Five before the die, or a single-side board) needs no group heading.
  const grouped = sides.length > 1 || count > 2;
  const shownCount = (x: SideInPlay): string => {
    const n = x.vehicles.filter((id) => byId.has(id)).length;
    if (n === 0 && x.vehicles.length > 0) return 'vehicles secret until every side has designed (p88)';
    return `${n} ${n === 1 ? 'vehicle' : 'vehicles'}`;
  };
  // Only the sheets the viewer may see: a side's vehicles are hidden from the others until every side has designed (p88, playerView).
  const sheets = (x: SideInPlay) =>
    x.vehicles.filter((id) => byId.has(id)).map((id) => (
      <RecordSheet key={id} view={byId.get(id)!} active={id === active} open={isOpen(id, openByDefault(count, id, active))} onOpen={(o) => set(id, openByDefault(count, id, active), o)} />
    ));
  return (
    <section className="record-sheets" aria-label="Record sheets">
      <h2 className="panel-title">Record sheets</h2>
      {grouped
        ? sides.map((x) => (
            <details
              key={x.id}
              className="side-group"
              open={isOpen(`side:${x.id}`, true)}
              onToggle={(e) => set(`side:${x.id}`, true, (e.currentTarget as HTMLDetailsElement).open)}
              style={{ borderLeftColor: colours.get(x.id) }}
              data-testid={`side-group-${x.id}`}
            >
              <summary>
                <span className="side-swatch" style={{ background: colours.get(x.id) }} aria-hidden="true" />
                <span className="side-name">{x.label}</span>{' '}
                <span className="muted">{x.players.map((p) => playerName(game, p)).join(', ')} · {shownCount(x)}</span>
              </summary>
              {sheets(x)}
            </details>
          ))
        : sides.map((x) => <div key={x.id}>{sheets(x)}</div>)}
    </section>
  );
}
