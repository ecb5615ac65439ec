// The Ride phase's crew transfer as one control per vehicle alongside (issue 29: the decision
// listed a "Move N crew" button for every count, nine in a row): how many cross is chosen in a
// select (native, so arrow keys and a phone's picker both work), and one button sends the engine's
// command for that count, "instead of moving" (road-gang text, "Ride phase").
import { useState } from 'react';
import { rg } from '../../../engine';

type Transfer = Extract<rg.RgCommand, { type: 'transfer' }>;

export const isTransfer = (c: rg.RgCommand): c is Transfer => c.type === 'transfer';

export function CrewTransfer({ state, choices, onCommand }: { state: rg.RgState; choices: Transfer[]; onCommand: (c: rg.RgCommand) => void }) {
  const counts = choices.map((c) => c.crew);
  const [crew, setCrew] = useState(counts[0]);
  const chosen = choices.find((c) => c.crew === crew) ?? choices[0];
  const to = state.vehicles.find((v) => v.id === chosen.to);
  const f = state.flow;
  const from = f.kind === 'turn' ? state.vehicles.find((v) => v.id === f.vehicle) : undefined;
  const id = `rg-transfer-${chosen.to}`;
  return (
    <div className="rg-transfer" data-testid={id}>
      <label htmlFor={`${id}-crew`}>
        Crew to move to {to?.name}
        {from && <span className="rg-why">of the {from.crew} aboard {from.name}</span>}
      </label>
      <select id={`${id}-crew`} data-testid={`${id}-crew`} value={chosen.crew} onChange={(e) => setCrew(Number(e.currentTarget.value))}>
        {counts.map((n) => (
          <option key={n} value={n}>{n}{from && n === from.crew ? ' (all)' : ''}</option>
        ))}
      </select>
      <button type="button" className="action-button" onClick={() => onCommand(chosen)}>
        <span className="action-text">
          <span className="action-label">{rg.rgDescribeCommand(state, chosen)}</span>
          <span className="action-detail rg-why rg-odds-none">{rg.rgPreview(state, chosen).text}</span>
        </span>
      </button>
    </div>
  );
}

/** The offered commands with each vehicle's transfers gathered in one place, where the first of them was. */
export function groupTransfers(legal: rg.RgCommand[]): (rg.RgCommand | Transfer[])[] {
  const out: (rg.RgCommand | Transfer[])[] = [];
  const groups = new Map<string, Transfer[]>();
  for (const c of legal) {
    if (!isTransfer(c)) {
      out.push(c);
      continue;
    }
    const g = groups.get(c.to);
    if (g) g.push(c);
    else {
      const fresh = [c];
      groups.set(c.to, fresh);
      out.push(fresh);
    }
  }
  return out;
}
