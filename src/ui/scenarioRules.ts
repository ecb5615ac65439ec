// The scenarios the new-game dialog offers, from the engine's registry (SCENARIO_LIST, p87-88),
// and what each asks of a designed car: a budget and requirements (p88 Game Four: $50,000, a
// Renegade with at least one weapon): each scenario carries its own `design` rule.
import { dollars, SCENARIO_LIST, VEHICLES, type DesignRequirements } from '../engine';

export interface DesignRule {
  budget: number | null;
  require: DesignRequirements;
}

export interface ScenarioInfo {
  id: string;
  label: string;
  page: string;
  /** Each player brings a designed car checked against this; null: the scenario provides the cars. */
  design: DesignRule | null;
}

function ruleOf(s: { design?: DesignRule }): DesignRule | null {
  return s.design ?? null;
}

export const scenarioList = (): ScenarioInfo[] => SCENARIO_LIST.map((s) => ({ id: s.id, label: s.label, page: s.page, design: ruleOf(s) }));

export const scenarioInfo = (id: string): ScenarioInfo | null => scenarioList().find((s) => s.id === id) ?? null;

/** '$50,000; a Renegade with at least one weapon'. */
export function ruleText(r: DesignRule): string {
  const parts = [r.budget === null ? 'no budget limit' : `budget ${dollars(r.budget)}`];
  if (r.require.kinds) parts.push(`a ${r.require.kinds.map((k) => VEHICLES[k].label).join(' or ')}`);
  if (r.require.minWeapons) parts.push(`at least ${r.require.minWeapons === 1 ? 'one weapon' : `${r.require.minWeapons} weapons`}`);
  return parts.join('; ');
}

/** The rules a design can be checked against in the garage: each scenario's, or the design rules alone. */
export function checkOptions(): { id: string; label: string; rule: DesignRule }[] {
  const own = scenarioList().filter((s): s is ScenarioInfo & { design: DesignRule } => s.design !== null);
  return [
    ...own.map((s) => ({ id: s.id, label: `${s.label.split(' — ')[0]} (${s.page}): ${ruleText(s.design)}`, rule: s.design })),
    { id: 'none', label: 'Design rules only (p80-84): no budget limit', rule: { budget: null, require: {} } },
  ];
}
