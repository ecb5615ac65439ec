// One entry of the rules reference (entries.ts): its group, pages, our words and the engine's
// tables it shows. Shared by the list's text (text.ts) and the lookups (entries.ts).
import type { Rule, RuleTableId } from '../../engine';

export const RULE_GROUPS = [
  'Turn sequence',
  'Movement',
  'Shooting',
  'Damage',
  'Critical hits',
  'Hazards and control loss',
  'Rams and crashes',
  'Bikes',
  'Track',
  'Design',
  'Scenarios',
] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

export interface RuleEntry {
  /** Stable id to link to: openRules('hazard-roll'). */
  id: string;
  /** Pages of the rulebook this entry explains; the first is its main page. */
  pages: Rule[];
  group: RuleGroup;
  title: string;
  /** Our own words (never the book's): one or more short paragraphs. */
  text: string[];
  /** Tables shown under the text, built by the engine from its own data. */
  tables?: RuleTableId[];
}
