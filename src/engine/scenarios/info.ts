// What the new-game screen, the garage and the sim need to know about a scenario, without
// building a game: its players, its sides and what each side designs (p87-88).
import { SCENARIO_LIST, scenarioById } from './index';
import type { DesignRequirements } from '../design/design';
import type { SideRole } from '../types';
import type { SideDesignRule, SideInfo } from './types';

export interface ScenarioInfo {
  id: string;
  label: string;
  page: `p${number}`;
  players: { min: number; max: number };
  sides: SideInfo[];
  /** Each player brings one designed car in the set-up (Games Four and Five): its rule; else null. */
  design: { budget: number | null; require: DesignRequirements } | null;
  /** Each side designs its vehicles during the set-up (Games Six to Eight), by role; else null. */
  sideDesign: Record<SideRole, SideDesignRule> | null;
}

export function scenarioInfo(id: string): ScenarioInfo | null {
  const s = scenarioById(id);
  if (!s) return null;
  return { id: s.id, label: s.label, page: s.page, players: { ...s.players }, sides: s.sides.map((x) => ({ ...x })), design: s.design ?? null, sideDesign: s.sideDesign ?? null };
}

export const scenarioInfos = (): ScenarioInfo[] => SCENARIO_LIST.map((s) => scenarioInfo(s.id)!);
