// The road-gang game's set-up options in words, for the new-game form and the settings dialog
// (one list): the text's two variants, each named by its heading.
import type { RuleOptionView } from '../../../shell/SettingsDialog';

export const RG_RULE_OPTIONS: readonly (RuleOptionView & { key: 'train' | 'gyrocopter'; form: string; testId: string })[] = [
  { key: 'train', label: 'Zaks armored train', rule: 'Armored train', text: 'The Slow Gang may take the armored train instead of two standard vehicles.', form: 'Zaks armored train (the Slow Gang may take it instead of two vehicles)', testId: 'rg-train' },
  { key: 'gyrocopter', label: 'Gyrocopter', rule: 'Gyrocopter', text: "Each gang's sixth vehicle is a gyrocopter: speed +5, missile phase only, cannot ram or be rammed.", form: "Gyrocopter (each gang's sixth vehicle)", testId: 'rg-gyro' },
];

/** "Round limit": not the text's (it has no time limit); what happens at the limit, said where it is chosen. */
export const RG_ROUND_LIMIT_TEXT = 'The text has no time limit. With a limit, the game ends when that round ends without three Slow Gang vehicles home, and the Fast Gang wins by the table\'s house rule (the result says so).';

export const roundLimitLabel = (n: number | null): string => (n === null ? 'none (as the text)' : `${n} rounds, then the Fast Gang wins (house rule)`);
