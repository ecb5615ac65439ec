// Placing a car without the board: a lane pair and a space, limited to the engine's legal
// placements (p87), then Place. Clicking a cell on the board does the same.
import { useState } from 'react';
import { grid, type Command } from '../engine';
import { useStore } from '../store';
import { useLegalCommands } from './hooks';
import { safe } from './safe';

type Place = Extract<Command, { type: 'place' }>;

export function PlaceForm({ vehicleName }: { vehicleName: string }) {
  const game = useStore((s) => s.game);
  const dispatch = useStore((s) => s.dispatch);
  const places = useLegalCommands().filter((c): c is Place => c.type === 'place');
  const lanes = [...new Set(places.map((p) => p.lane))].sort((a, b) => a - b);
  const [lane, setLane] = useState<number | null>(null);
  const [t0, setT0] = useState<number | null>(null);
  const chosenLane = lane !== null && lanes.includes(lane) ? lane : (lanes[0] ?? null);
  const spaces = places.filter((p) => p.lane === chosenLane).sort((a, b) => a.t0 - b.t0);
  const chosen = spaces.find((p) => p.t0 === t0) ?? spaces[0];
  if (!game || places.length === 0) return null;
  const spaceName = (p: Place) => {
    const l = safe(() => grid.spaceLabel(game.track, { lane: p.lane, t0: p.t0, t1: p.t0 + 1 }), null);
    return l ? `Section ${l.section + 1}, space ${l.space + 1}` : `Tick ${p.t0}`;
  };
  return (
    <form
      className="place-form"
      data-testid="place-form"
      aria-label={`Place ${vehicleName}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) dispatch(chosen);
      }}
    >
      <label>
        Lanes
        <select data-testid="place-lanes" value={chosenLane ?? ''} onChange={(e) => { setLane(Number(e.target.value)); setT0(null); }}>
          {lanes.map((l) => <option key={l} value={l}>{`Lanes ${l}-${l + 1}`}</option>)}
        </select>
      </label>
      <label>
        Space
        <select data-testid="place-space" value={chosen?.t0 ?? ''} onChange={(e) => setT0(Number(e.target.value))}>
          {spaces.map((p) => <option key={p.t0} value={p.t0}>{spaceName(p)}</option>)}
        </select>
      </label>
      <button type="submit" className="primary" data-testid="place-submit">Place {vehicleName}</button>
    </form>
  );
}
