// The garage (Vehicle Design, p80-84): saved designs on the left, the design being edited in the
// middle, its cost, weight, problems and record sheet on the right. The engine's validateDesign
// judges every design against the rules of the chosen game.
import { useState } from 'react';
import { validateDesign, type VehicleDesign } from '../engine';
import { useStore } from '../store';
import { DesignEditor } from './DesignEditor';
import { DesignLoadProblems } from './DesignLoadProblems';
import { DesignPreview } from './DesignPreview';
import { DesignTotals } from './DesignTotals';
import { emptyDesign } from './designDraft';
import { GarageList } from './GarageList';
import { checkOptions } from './scenarioRules';

export function Garage() {
  const garage = useStore((s) => s.garage);
  const designs = useStore((s) => s.designs);
  const draft = useStore((s) => s.draft);
  const hasGame = useStore((s) => s.game !== null);
  const saveDesign = useStore((s) => s.saveDesign);
  const closeGarage = useStore((s) => s.closeGarage);
  const options = checkOptions();
  const [editing, setEditing] = useState<string | null>(garage.editing);
  const [design, setDesign] = useState<VehicleDesign>(() => designs.find((d) => d.id === garage.editing)?.design ?? emptyDesign());
  const [check, setCheck] = useState(() => (options.some((o) => o.id === draft.scenario) ? draft.scenario : options[0].id));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = options.find((o) => o.id === check) ?? options[options.length - 1];
  const result = validateDesign(design, chosen.rule.budget, chosen.rule.require);
  const playerIndex = garage.forPlayer ? Number(garage.forPlayer.replace(/\D/g, '')) - 1 : -1;
  const forPlayer = garage.forPlayer ? { id: garage.forPlayer, name: draft.names[playerIndex]?.trim() || `Player ${playerIndex + 1}` } : null;

  const edit = (id: string) => {
    const d = useStore.getState().designs.find((x) => x.id === id);
    if (!d) return;
    setDesign(d.design);
    setEditing(id);
    setMessage(null);
  };
  const save = (asNew: boolean) => {
    const id = saveDesign(design, asNew ? null : editing);
    setEditing(id);
    if (forPlayer) closeGarage();
    else setMessage({ ok: true, text: `Saved "${design.name}".` });
  };

  return (
    <div className="garage" data-testid="garage">
      <header className="garage-header">
        <h1 className="title">Garage</h1>
        <p className="muted">Buy a car and arm it (Vehicle Design, p80-84).</p>
        <button type="button" data-testid="garage-close" onClick={closeGarage}>Back to {hasGame ? 'the game' : 'the new game'}</button>
      </header>
      {forPlayer && <p className="hint-box" data-testid="garage-for">Designing {forPlayer.name}&apos;s car: save it to use it in the new game.</p>}
      <DesignLoadProblems />
      {message && (
        <p className={message.ok ? 'status-box' : 'error-box'} role={message.ok ? 'status' : 'alert'} data-testid="garage-message">{message.text}</p>
      )}
      <div className="garage-body">
        <GarageList editing={editing} rule={chosen.rule} onEdit={edit} onNew={() => { setDesign(emptyDesign()); setEditing(null); setMessage(null); }} onMessage={setMessage} forPlayer={forPlayer} />
        <DesignEditor design={design} onChange={setDesign} />
        <div className="garage-side">
          <label className="check-against">
            Check against
            <select data-testid="design-check" value={check} onChange={(e) => setCheck(e.target.value)}>
              {options.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
            </select>
          </label>
          <DesignTotals design={design} check={result} budget={chosen.rule.budget} ready={chosen.label} />
          <div className="row">
            <button type="button" className="primary" data-testid="design-save" onClick={() => save(false)}>
              {forPlayer ? `Save and use for ${forPlayer.name}` : editing ? 'Save changes' : 'Save design'}
            </button>
            {editing && <button type="button" data-testid="design-save-copy" onClick={() => save(true)}>Save as a copy</button>}
          </div>
          <DesignPreview design={design} />
        </div>
      </div>
    </div>
  );
}
