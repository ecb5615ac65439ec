// The scenarios' names in players' words (p87-88), apart from the scenarios themselves so the
// saved-games list can name a game's scenario without loading the rules (issue 27's first-screen
// budget). Each scenario takes its label from here: one truth.
export const SCENARIO_LABELS: Record<string, string> = {
  gameOne: 'Game One — the chase on a straight road',
  gameTwo: 'Game Two — the chase on a curving road',
  gameThree: 'Game Three — offensive and defensive Renegades',
  gameFour: 'Game Four — design your own Renegade',
  gameFive: 'Game Five — a generated road with hazards',
  gameSix: 'Game Six — an Op against an outlaw gang on the rolling road',
  gameSeven: 'Game Seven — the attacker, an Op or a gang, against a target gang',
  gameEight: 'Game Eight — pursuit or intercept',
};

/** A game's scenario in players' words ('custom': a board drawn in the editor). */
export function scenarioTitle(scenario: string): string {
  if (scenario === 'custom') return 'A custom board';
  return SCENARIO_LABELS[scenario] ?? 'A game of unknown scenario';
}
