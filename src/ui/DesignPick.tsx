// One player's car for Games Four and Five (p88): a saved design from the garage, or a new one
// designed now; the engine's validateDesign says whether it may start, in words.
import { dollars, validateDesign } from '../engine';
import { useStore } from '../store';
import { costText, weightText } from './designText';
import type { DesignRule } from './scenarioRules';
import { Tip } from './Tip';

export function DesignPick({ player, name, rule }: { player: string; name: string; rule: DesignRule }) {
  const designs = useStore((s) => s.designs);
  const pick = useStore((s) => s.draft.picks[player] ?? null);
  const picks = useStore((s) => s.draft.picks);
  const setDraft = useStore((s) => s.setDraft);
  const openGarage = useStore((s) => s.openGarage);
  const chosen = designs.find((d) => d.id === pick) ?? null;
  const check = chosen ? validateDesign(chosen.design, rule.budget, rule.require) : null;
  const id = `ng-design-${player}`;
  return (
    <div className="design-pick" data-testid={`pick-${player}`}>
      <label htmlFor={id}>{name}&apos;s car</label>
      <div className="row">
        <select id={id} data-testid={id} value={chosen?.id ?? ''} onChange={(e) => setDraft({ picks: { ...picks, [player]: e.target.value || null } })}>
          <option value="">{designs.length ? '— choose a saved design —' : '— no saved designs yet —'}</option>
          {designs.map((d) => <option key={d.id} value={d.id}>{d.design.name || 'Unnamed'}</option>)}
        </select>
        <button type="button" data-testid={`ng-design-now-${player}`} onClick={() => openGarage({ forPlayer: player })}>Design one now</button>
        {chosen && <button type="button" data-testid={`ng-design-edit-${player}`} onClick={() => openGarage({ forPlayer: player, editing: chosen.id })}>Edit</button>}
      </div>
      {!chosen && <p className="field-error" data-testid={`pick-problem-${player}`}>Choose or design a car for {name}.</p>}
      {chosen && check && check.ok && (
        <p className="design-ok" data-testid={`pick-ok-${player}`}>
          OK: <Tip text={costText(chosen.design, check, rule.budget)}>{dollars(check.cost)}{rule.budget !== null ? ` of ${dollars(rule.budget)}` : ''}</Tip>, weight{' '}
          <Tip text={weightText(chosen.design, check)}>{check.weight} of {check.payload}</Tip>.
        </p>
      )}
      {check && !check.ok && (
        <ul className="design-problems" data-testid={`pick-problem-${player}`}>
          {check.problems.map((p, i) => <li key={i}>{p.message}</li>)}
        </ul>
      )}
    </div>
  );
}
