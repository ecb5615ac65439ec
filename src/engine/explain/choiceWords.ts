// Answers picked from a list of buttons, in words: the set-up answers of Games Six to Eight (p88)
// (a side's design, the attacker's approach, an intercepting vehicle's speed) and the before-turn
// abandon-or-keep of a bike with a disabled engine (p69).
import { APPROACH_WORDS } from '../data/gameSix';
import { VEHICLES } from '../data/vehicles';
import { WEAPONS } from '../data/weapons';
import { dollars } from '../design/design';
import { validateSide } from '../design/sideDesign';
import type { Command, GameState } from '../types';

/** A bike's abandon question in words (p69): the choice beforeTurn.ts asks for. */
const ABANDON_WORDS = {
  abandon: 'Abandon the bike: the rider leaves it before the first phase; it stays on the road as a wreck (p69)',
  keep: 'Keep the bike: push it this turn (5 mph, no shooting) or let it stand (p69)',
} as const;

const who = (s: GameState, id: string): string => s.players.find((p) => p.id === id)?.name || id;

export function describeChoice(c: Command, s: GameState): string {
  switch (c.type) {
    case 'design': {
      const role = c.vehicles.every((x) => x.design.kind === 'interceptor') ? 'op' : 'gang';
      const each = c.vehicles.map((x) => `${x.design.name} (${VEHICLES[x.design.kind].label}: ${x.design.weapons.map((w) => WEAPONS[w.type].label).join(', ') || 'unarmed'}; ${who(s, x.driver)})`);
      return `${each.join('; ')} — ${dollars(validateSide(role, c.vehicles, null).cost)}`;
    }
    case 'chooseApproach':
      return `Choose ${APPROACH_WORDS[c.approach]}`;
    case 'setSpeed':
      return `Start at ${c.speed} mph`;
    case 'abandonBike':
      return c.abandon ? ABANDON_WORDS.abandon : ABANDON_WORDS.keep;
    default:
      return c.type;
  }
}
