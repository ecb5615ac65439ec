// Cost against the budget and weight against the payload (p80-81), with the engine's problems
// in words; every number explains itself on hover.
import { dollars, type DesignCheck, type VehicleDesign } from '../engine';
import { costText, weightText } from './designText';
import { Tip } from './Tip';

function Meter({ value, max, testId }: { value: number; max: number | null; testId: string }) {
  const over = max !== null && value > max;
  return <meter className={over ? 'over' : ''} data-testid={testId} min={0} max={max ?? value} value={Math.min(value, max ?? value)} />;
}

export function DesignTotals({ design, check, budget, ready }: { design: VehicleDesign; check: DesignCheck; budget: number | null; ready: string }) {
  const costTip = costText(design, check, budget);
  const weightTip = weightText(design, check);
  return (
    <section className="design-totals" aria-label="Cost and weight">
      <div className="total">
        <span>Cost</span>
        <Tip text={costTip} testId="design-cost">{dollars(check.cost)}{budget !== null ? ` of ${dollars(budget)}` : ''}</Tip>
        <Meter value={check.cost} max={budget} testId="cost-meter" />
      </div>
      <div className="total">
        <span>Weight</span>
        <Tip text={weightTip} testId="design-weight">{check.weight} of {check.payload}</Tip>
        <Meter value={check.weight} max={check.payload} testId="weight-meter" />
      </div>
      {check.problems.length === 0 ? (
        <p className="design-ok" role="status" data-testid="design-ok">Ready: {ready}</p>
      ) : (
        <ul className="design-problems" role="status" aria-label="Problems" data-testid="design-problems">
          {check.problems.map((p, i) => <li key={i} data-code={p.code}>{p.message}</li>)}
        </ul>
      )}
    </section>
  );
}
