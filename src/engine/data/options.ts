// The rules options a game may be set up with (GameSetup.options): what each does in words, with
// the rule it concerns. The new-game screen shows these; the engine reads GameState.options.
import type { Options, Rule } from '../types';

export interface RuleOption {
  key: keyof Options;
  label: string;
  rule: Rule;
  /** What the option does and which rule it keeps or relaxes. */
  text: string;
}

export const DEFAULT_OPTIONS: Options = { crashDamage: false, measureOnlyWhenCommitted: false, realDice: false };

export const RULE_OPTIONS: readonly RuleOption[] = [
  { key: 'crashDamage', label: 'Crash damage', rule: 'p58', text: 'Crashes roll damage (p58): only needed in campaigns.' },
  {
    key: 'measureOnlyWhenCommitted',
    label: 'Measure only when committed',
    rule: 'p22',
    text: 'p22, p25: "Once they\'ve started checking the range and fire corridor, the driver is committed to firing." On: no range, ruler or hit chance is shown until the shot is fired, and a shot beyond range is still fired, its ammunition wasted. Off (for learning): the odds are shown before you choose, which relaxes this rule.',
  },
  {
    key: 'realDice',
    label: 'Roll real dice',
    rule: 'p1',
    text: 'p1: the box holds three dice. Every die is rolled at the table and entered (click a face or press 1-6); the app asks for each one, saying what it is for. A roll entered is final, like any roll (undo takes back only what rolled no dice).',
  },
];
