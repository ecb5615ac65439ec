// The scenarios of the engine's registry (p87-88), as radio buttons (long names wrap on a phone).
import { scenarioList, ruleText } from './scenarioRules';

export function ScenarioPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  return (
    <fieldset>
      <legend>Scenario</legend>
      {scenarioList().map((s) => (
        <label key={s.id} className="check">
          <input type="radio" name="scenario" value={s.id} data-testid={`ng-scenario-${s.id}`} checked={value === s.id} onChange={() => onChange(s.id)} />
          <span>
            {s.label} <span className="page" title={`Rulebook page ${s.page.slice(1)}`}>{s.page}</span>
            {s.design && <span className="muted scenario-note"> Each player designs a car: {ruleText(s.design)}.</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
