// The Ride phase's crew transfer as one control (issue 29: the decision listed a "Move N crew"
// button for every count and every vehicle alongside, twenty at the Start): to which vehicle and
// how many are chosen in selects (native, so arrow keys and a phone's picker both work), and one
// button sends the engine's command for that choice, "instead of moving" (road-gang text, "Ride phase").
import { useState } from 'react';
import { rg } from '../../../engine';

type Transfer = Extract<rg.RgCommand, { type: 'transfer' }>;

export const isTransfer = (c: rg.RgCommand): c is Transfer => c.type === 'transfer';

export function CrewTransfer({ state, choices, onCommand }: { state: rg.RgState; choices: Transfer[]; onCommand: (c: rg.RgCommand) => void }) {
  const targets = [...new Set(choices.map((c) => c.to))];
  const [to, setTo] = useState(targets[0]);
  const [crew, setCrew] = useState(1);
  const counts = choices.filter((c) => c.to === to).map((c) => c.crew);
  const chosen = choices.find((c) => c.to === to && c.crew === crew) ?? choices.find((c) => c.to === to) ?? choices[0];
  const name = (id: string) => state.vehicles.find((v) => v.id === id)?.name ?? id;
  const f = state.flow;
  const from = f.kind === 'turn' ? state.vehicles.find((v) => v.id === f.vehicle) : undefined;
  return (
    <fieldset className="rg-transfer" data-testid="rg-transfer">
      <legend>
        Move crew instead of riding
        {from && <span className="rg-why">{from.crew} aboard {from.name}</span>}
      </legend>
      <label>
        To
        <select data-testid="rg-transfer-to" value={chosen.to} disabled={targets.length < 2} onChange={(e) => setTo(e.currentTarget.value)}>
          {targets.map((id) => <option key={id} value={id}>{name(id)}</option>)}
        </select>
      </label>
      <label>
        How many
        <select data-testid="rg-transfer-crew" value={chosen.crew} onChange={(e) => setCrew(Number(e.currentTarget.value))}>
          {counts.map((n) => (
            <option key={n} value={n}>{n}{from && n === from.crew ? ' (all)' : ''}</option>
          ))}
        </select>
      </label>
      <button type="button" className="action-button" onClick={() => onCommand(chosen)}>
        <span className="action-text">
          <span className="action-label">{rg.rgDescribeCommand(state, chosen)}</span>
          <span className="action-detail rg-why rg-odds-none">{rg.rgPreview(state, chosen).text}</span>
        </span>
      </button>
    </fieldset>
  );
}

/** The offered commands with every transfer gathered in one place, where the first of them was. */
export function groupTransfers(legal: rg.RgCommand[]): (rg.RgCommand | Transfer[])[] {
  const transfers = legal.filter(isTransfer);
  const first = legal.findIndex(isTransfer);
  const out: (rg.RgCommand | Transfer[])[] = legal.filter((c) => !isTransfer(c));
  if (first >= 0) out.splice(first, 0, transfers);
  return out;
}
