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

export const DEFAULT_OPTIONS: Options = { crashDamage: false, measureOnlyWhenCommitted: false, realDice: false, secretRecordSheets: false };

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
  {
    key: 'secretRecordSheets',
    label: 'Secret record sheets',
    rule: 'p11',
    text: 'p11: "Other players are allowed to see how fast each vehicle is going. Players may wish to keep their record sheets secret but must declare any changes of speed during each phase." On: the other players\' record sheets show speed, speed factor and what can be seen on the model (the car, its weapons and where they are mounted), not damage, ammunition, criticals or what damage changes (armour, handling, maximum speed...). Each player sees their own sheet after the pass-the-device screen. Off: every sheet is open, except which markers were dummies (p22).',
  },
];
