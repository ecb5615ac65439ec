// The scenarios the new-game dialog offers, from the engine's registry (SCENARIO_LIST, p87-88),
// and what each asks of a designed car: a budget and requirements (p88 Game Four: $50,000, a
// Renegade with at least one weapon). A scenario may carry its own `design` rule; until the
// registry does, the engine's exported Game Four constants are read here, in this one place.
import { dollars, VEHICLES, type DesignRequirements } from '../engine';
import { SCENARIO_LIST } from '../engine/scenarios';
import { GAME_FOUR } from '../engine/scenarios/gameFour';

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

/** Game Five: "Both players have $50,000 to spend" (p88), checked by the engine with Game Four's rule. */
const KNOWN: Record<string, DesignRule> = { gameFour: GAME_FOUR, gameFive: GAME_FOUR };

function ruleOf(s: { id: string } & { design?: DesignRule }): DesignRule | null {
  return s.design ?? KNOWN[s.id] ?? null;
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
