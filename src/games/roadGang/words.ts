// The road-gang game's words for the saved-games list.

/** The variant, from its ruleset's scenarioOf ("roadGang (train, gyrocopter)"). */
export function roadGangVariant(scenario: string): string {
  const v = scenario.replace(/^roadGang\s*/, '').replace(/[()]/g, '');
  return v ? `with the ${v.split(', ').map((x) => (x === 'train' ? 'armoured train' : x)).join(' and ')}` : 'standard gangs';
}

export const savedDetails = (g: { scenario: string; players: readonly string[]; turn: number }): string[] => [roadGangVariant(g.scenario), g.players.join(', '), `round ${g.turn}`];
