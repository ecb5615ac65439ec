// Events in plain English for the log, each naming its dice and the rule it applied.
import { CREW_WEAPONS, MODULES, RACES } from './data';
import { readingName } from './readings';
import { ENCOUNTER_WORDS } from './words';
import { trackOf } from './tracks';
import type { DrEvent, DrState } from './types';

const vName = (s: DrState, id: string) => s.vehicles.find((v) => v.id === id)?.name ?? id;
const pName = (s: DrState, id: string) => s.players.find((p) => p.id === id)?.name ?? id;
const modName = (s: DrState, id: string) => {
  if (id.startsWith('crew:')) return `crew's ${id.slice(5)}`;
  for (const v of s.vehicles) for (const m of v.modules) if (m.id === id) return MODULES[m.kind].name;
  return id;
};
const pedName = (s: DrState, id: string) => {
  const p = s.pedestrians.find((x) => x.id === id) ?? s.pitCrew.find((x) => x.id === id);
  return p ? `${vName(s, p.vehicle)}'s co-driver${p.race === 'humans' ? '' : ` (${RACES[p.race].one})`}` : 'a crew member on foot';
};
const inch = (n: number) => `${Math.round(n * 10) / 10}"`;
const test = (passed: boolean, need: number) => (passed ? `passed (${need}+)` : `failed (needed ${need}+)`);

function words(s: DrState, e: DrEvent): string {
  switch (e.type) {
    case 'roundStart': return `Round ${e.round}: the order of play is ${e.order.map((id) => vName(s, id)).join(', ')}.`;
    case 'turnStart': return `${vName(s, e.vehicle)}'s turn: up to ${inch(e.left)} of move${e.min > 0 ? `, at least ${inch(e.min)} (it moved over 20" last turn)` : ''}.`;
    case 'fireRoll': return `The flames in ${vName(s, e.vehicle)}'s ${e.location} ${e.out ? 'go out on their own (a 1)' : 'burn on'}.`;
    case 'tightTurn': return `${vName(s, e.vehicle)} makes a tight turn of ${Math.abs(e.angle)}°: skill test ${test(e.passed, e.need)}.`;
    case 'moved': return `${vName(s, e.vehicle)} moves ${inch(e.distance)}.`;
    case 'crashed': return `${vName(s, e.vehicle)} ${e.into === 'apex' ? 'crashes at the apex of the turn' : e.into === 'slick' ? 'spins out on an oil slick' : e.into === 'vehicle' ? 'has no room to turn and halts' : 'crashes into a wall'}.`;
    case 'braked': return `${vName(s, e.vehicle)} slams on the emergency brake: skill test ${test(e.passed, e.need)}${e.passed ? ', halting 1" short' : ', colliding'}.`;
    case 'rampReached': return `${vName(s, e.vehicle)} reaches the top of a ramp.`;
    case 'jumped': return `${vName(s, e.vehicle)} flies ${inch(e.distance)} off the ramp (rolled ${e.roll})${e.landedOn ? `, landing on ${vName(s, e.landedOn)}` : ''}.`;
    case 'aerialAttack': return `${vName(s, e.vehicle)} lands on ${vName(s, e.target)}: its own skill test ${test(e.passed, e.need)}.`;
    case 'encounter':
      if (e.kind === 'slow') return `${vName(s, e.vehicle)} bumps ${vName(s, e.target)} at under 10": both halt.`;
      if (e.kind === 'stationary') return `${vName(s, e.vehicle)} rams the stationary ${vName(s, e.target)}.`;
      return `${vName(s, e.vehicle)} meets ${vName(s, e.target)} (${e.kind === 'headOn' ? 'head-on' : e.kind === 'side' ? 'in the side' : 'from behind'}): ${e.faces.map((x) => ENCOUNTER_WORDS[x]).join(' and ')}${e.chooser ? `, ${vName(s, e.chooser)} chooses ${ENCOUNTER_WORDS[e.face!]}` : ''}.`;
    case 'swerved': return `${vName(s, e.vehicle)} swerves ${e.side} ${inch(e.distance)}.`;
    case 'pushed': return e.distance > 0 ? `${vName(s, e.vehicle)} is shoved ${inch(e.distance)}.` : `${vName(s, e.vehicle)} ends up facing ${Math.round(e.at.heading)}°.`;
    case 'shot': return `${vName(s, e.vehicle)} fires the ${modName(s, e.weapon)}${e.power > 1 ? ` at power ${e.power}` : ''} at ${s.vehicles.some((v) => v.id === e.target) ? vName(s, e.target) : pedName(s, e.target)} (${inch(e.range)}): ${e.hit ? `a hit (${e.need}+)` : `a miss (needed ${e.need}+)`}.`;
    case 'hit': return `${vName(s, e.vehicle)}'s ${e.location} ${e.saved ? `is saved (${e.save}+)` : `takes ${e.damage} damage${e.save !== null ? ` (save failed, needed ${e.save}+)` : ''}, ${e.left} left`}: ${e.cause}.`;
    case 'setAlight': return `${vName(s, e.vehicle)} is set alight: ${e.locations.join(', ')}.`;
    case 'extinguished': return `${vName(s, e.vehicle)}'s crew put out the flames${e.locations.length ? ` (${e.locations.join(', ')})` : ''}.`;
    case 'destroyed': return `${vName(s, e.vehicle)} is destroyed${e.by ? ` by ${vName(s, e.by)}` : ''}.`;
    case 'plate': return `${vName(s, e.vehicle)} runs over an activation plate.`;
    case 'activated': return `${vName(s, e.vehicle)}'s ${modName(s, e.module)} now has ${e.active} active status.`;
    case 'slickDropped': return `${vName(s, e.vehicle)} drops an oil slick.`;
    case 'slickTest': return `${vName(s, e.vehicle)} hits an oil slick: skill test ${test(e.passed, e.need)}.`;
    case 'gate': return `${vName(s, e.vehicle)} passes ${trackOf(s.options.track).gates[e.gate]?.name ?? `checkpoint ${e.gate + 1}`}.`;
    case 'lap': return `${vName(s, e.vehicle)} completes lap ${e.laps}.`;
    case 'pitStop': return `${vName(s, e.vehicle)} spends the turn in the pit: ${Object.entries(e.repaired).map(([l, n]) => `${l} +${n}`).join(', ') || 'nothing'}.`;
    case 'points': return `${pName(s, e.player)} scores ${e.gained} (${e.why}): ${e.total} in all.`;
    case 'turnEnd': return `${vName(s, e.vehicle)} ends its turn having moved ${inch(e.moved)}${e.stationary ? '; it counts as stationary' : ''}.`;
    case 'bailed':
      if (!e.passed) return `${vName(s, e.vehicle)}'s co-driver leaps out and is incapacitated (reflex test failed, needed ${e.need}+).`;
      return `${vName(s, e.vehicle)}'s co-driver ${e.leap ? `leaps from the moving vehicle (reflex test passed, ${e.need}+)` : 'gets out'}.`;
    case 'walked': return `${pedName(s, e.pedestrian)} moves ${inch(e.distance)} on foot.`;
    case 'evacuated': return `${pedName(s, e.pedestrian)} reaches an EVAC point and is teleported to the pit.`;
    case 'boarded': return `A co-driver of the team climbs into ${vName(s, e.vehicle)}${e.weapons.length ? ` with ${e.weapons.map((k) => CREW_WEAPONS[k].name.toLowerCase()).join(', ')}` : ''}.`;
    case 'pickedUp': return `${pedName(s, e.pedestrian)} picks up a ${CREW_WEAPONS[e.item].name.toLowerCase()}.`;
    case 'runDown': return `${vName(s, e.vehicle)} runs at ${pedName(s, e.pedestrian)}: reflex test ${test(e.passed, e.need)}${e.passed ? ', diving clear' : ', killed'}.`;
    case 'pedestrianHit': return `${pedName(s, e.pedestrian)} is hit: reflex test ${test(e.passed, e.need)}${e.wound ? `: ${e.wound === 'knockedOver' ? 'knocked over' : e.wound}` : ''}.`;
    case 'crewShot': return `${pedName(s, e.pedestrian)} fires the ${CREW_WEAPONS[e.weapon].name.toLowerCase()} on foot at ${s.vehicles.some((v) => v.id === e.target) ? vName(s, e.target) : pedName(s, e.target)} (${inch(e.range)}): ${e.need === null ? 'a hit (it hits automatically)' : e.hit ? `a hit (${e.need}+)` : `a miss (needed ${e.need}+)`}.`;
    case 'charged': return `${pedName(s, e.pedestrian)} charges ${pedName(s, e.target)} (${inch(e.distance)}).`;
    case 'meleeAttack': {
      const how = !e.hit ? `misses (needed ${e.need}+)` : e.woundNeed === null ? `hits (${e.need}+) but cannot wound` : !e.wounded ? `hits (${e.need}+) but fails to wound (needed ${e.woundNeed}+)` : `hits (${e.need}+) and wounds (${e.woundNeed}+): ${e.wound === 'knockedOver' ? 'knocked over' : e.wound}`;
      return `${pedName(s, e.attacker)} strikes ${pedName(s, e.defender)}: ${how}.`;
    }
    case 'lava': return `${vName(s, e.vehicle)} falls into the lava${e.by ? `, shoved by ${vName(s, e.by)}` : ''}.`;
    case 'gameOver': return `The race is over: ${e.winner ? `${pName(s, e.winner)} wins` : 'nobody wins'}; ${e.reason}.`;
  }
}

/** The event in words, with the rule it applied: the text's section heading, or our reading. */
export function drDescribeEvent(e: DrEvent, s: DrState): string {
  const cite = e.rule === 'Our reading' ? `house rule: ${e.reading ? readingName(e.reading) : 'ours'}` : `${e.rule}${e.reading ? `; house rule: ${readingName(e.reading)}` : ''}`;
  // A sentence may open on a crew member's name ("a crew member on foot" once it has left the table).
  const w = words(s, e);
  return `${w.charAt(0).toUpperCase()}${w.slice(1)} (${cite}${e.dice.length ? `; dice ${e.dice.join(', ')}` : ''})`;
}
