// One line of why after a result (issue 10): the decisive roll of a command told as a sum with
// its consequence, "panic brake: rolled 4 + 2 for 20 mph over the 50 mph limit − 3 optimum control
// = 3, so brake 15 mph". Built only from the events' own data (each carries its dice and page).
import type { GameEvent } from '../events';
import { PANIC_BRAKE_STEP } from '../data/tables';
import type { GameState, Rule } from '../types';

export interface WhyLine {
  vehicle: string;
  text: string;
  rule: Rule;
}

const name = (s: GameState, id: string): string => s.vehicles.find((v) => v.id === id)?.name ?? id;
type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

function hazard(s: GameState, e: Ev<'hazardRoll'>, next: GameEvent | undefined): WhyLine {
  const over = e.speed - e.limit;
  const sum = `rolled ${e.dice[0]} + ${e.excess} for ${over} mph over the ${e.limit} mph limit − ${e.optimumControl} optimum control = ${e.total}`;
  const who = name(s, e.vehicle);
  if (e.result === 'ok') return { vehicle: e.vehicle, text: `${who}, ${e.cause}: ${sum}, 0 or less is OK`, rule: e.rule };
  if (e.result === 'controlLoss') return { vehicle: e.vehicle, text: `${who}, ${e.cause}: ${sum}, 5 or more loses control`, rule: e.rule };
  const pb = next?.type === 'panicBrake' && next.vehicle === e.vehicle ? next : null;
  const by = pb ? pb.wanted : PANIC_BRAKE_STEP * e.total;
  const tail = pb?.ranOut ? `, so brake ${by} mph — more than the ${pb.by} mph of braking left: control lost` : `, so brake ${by} mph`;
  return { vehicle: e.vehicle, text: `${who} panic brakes (${e.cause}): ${sum}${tail}`, rule: pb?.rule ?? 'p38' };
}

const LOSS: Record<Ev<'controlLossTest'>['result'], string> = {
  regain: '1 or less regains control',
  skidRegain: '2-3 skids, then regains control',
  skid: '4-5 skids and stays out of control',
  spin: '6-7 spins',
  roll: '8 or more rolls',
};

/** The why of one event, or null when it rolled nothing worth explaining. */
function lineOf(s: GameState, e: GameEvent, next: GameEvent | undefined): WhyLine | null {
  switch (e.type) {
    case 'hazardRoll':
      return hazard(s, e, next);
    case 'controlLossTest':
      return {
        vehicle: e.vehicle,
        text: `${name(s, e.vehicle)} control loss test: rolled ${e.dice[0]} + ${e.speedFactor} speed factor − ${e.adverseControl} adverse control${e.extra ? ` + ${e.extra} (no handling or no driver)` : ''} = ${e.total}: ${LOSS[e.result]}`,
        rule: e.rule,
      };
    case 'shot': {
      if (e.outOfRange) return { vehicle: e.vehicle, text: `${name(s, e.vehicle)} fired beyond the weapon's range (${e.range} spaces): no roll, a miss`, rule: e.rule };
      const mods = e.modifiers.map((m) => ` ${m.value >= 0 ? '+' : '−'} ${Math.abs(m.value)} ${m.label}`).join('');
      const verdict = e.natural1 ? 'a natural 1 always misses' : e.hit ? `reaches range ${e.countedRange}: a hit` : `short of range ${e.countedRange}: a miss`;
      return { vehicle: e.vehicle, text: `${name(s, e.vehicle)} shot: rolled ${e.dice[e.dice.length - 1]}${mods} = ${e.total}, ${verdict}`, rule: e.rule };
    }
    case 'hit':
      if (e.terminalIgnored) return null;
      return {
        vehicle: e.vehicle,
        text: `${name(s, e.vehicle)} hit: rolled ${e.roll} + ${e.damageBonus} damage − ${e.armour} armour = ${e.points} point${e.points === 1 ? '' : 's'}${e.critical ? '; the natural 6 is a critical hit' : ''}`,
        rule: e.rule,
      };
    case 'spin':
      return { vehicle: e.vehicle, text: `${name(s, e.vehicle)} spin: die + speed factor = ${e.total} on the template: turns ${e.degrees}°, loses ${e.speedLoss} mph`, rule: e.rule };
    case 'skid':
      return { vehicle: e.vehicle, text: `${name(s, e.vehicle)} skid: ${e.dice.length ? `rolled ${e.dice[0]}, ${e.dice[0] % 2 === 0 ? 'even skids straight' : 'odd drift skids'}` : 'forced by the sideswipe'}, −${e.speedLoss} mph`, rule: e.rule };
    case 'sideswipeTest':
      return { vehicle: e.rammer, text: `sideswipe test: ${name(s, e.rammer)} ${e.rammerTotal} against ${name(s, e.target)} ${e.targetTotal}: ${e.winner ? `${name(s, e.winner)} wins` : 'a draw'}`, rule: e.rule };
    default:
      return null;
  }
}

/** Why each roll of a command came out as it did, in order. */
export function whyLines(s: GameState, events: GameEvent[]): WhyLine[] {
  const out: WhyLine[] = [];
  events.forEach((e, i) => {
    const l = lineOf(s, e, events[i + 1]);
    if (l) out.push(l);
  });
  return out;
}
