// Events in words, for the log and the hints: each line names the dice and what they meant.
import { equipmentOf } from './data';
import { byId } from './stats';
import type { RgEvent, RgState } from './types';

const vName = (s: RgState, id: string) => byId(s, id)?.name ?? id;
const pName = (s: RgState, id: string) => s.players.find((p) => p.id === id)?.name ?? id;
const item = (s: RgState, id: string) => {
  for (const v of s.vehicles) for (const it of v.items) if (it.id === id) return equipmentOf(it.kind).name;
  return id;
};

export function rgDescribeEvent(s: RgState, e: RgEvent): string {
  switch (e.type) {
    case 'gangRolled': return `${pName(s, e.player)}'s gang is rolled: ${e.vehicles.map((v) => vName(s, v)).join(', ')}.`;
    case 'slowGang': return `${pName(s, e.player)} is the Slow Gang: ${e.reason}.`;
    case 'slowGangSuggested': return `The engine suggests ${pName(s, e.player)} as the Slow Gang: ${e.reason}. The players choose.`;
    case 'obstaclePlaced': return `An obstacle lies on segment ${e.segment}.`;
    case 'trainChosen': return `${pName(s, e.player)} takes the armored train instead of ${e.replaced.map((v) => vName(s, v)).join(' and ')}.`;
    case 'placed': return `${vName(s, e.vehicle)} is placed on segment ${e.segment}.`;
    case 'roundStart': return `Round ${e.round} begins.`;
    case 'turnStart': return `${vName(s, e.vehicle)}'s turn${e.stuck ? ': it cannot move this turn' : ''}.`;
    case 'dropped': return `${vName(s, e.vehicle)} drops ${e.kind} on segment ${e.segment}.`;
    case 'rideRolled': return `${vName(s, e.vehicle)} rolls ${e.roll} to ride.`;
    case 'moved': return `${vName(s, e.vehicle)} rides ${e.distance} from segment ${e.from} to ${e.to}.`;
    case 'stayed': return `${vName(s, e.vehicle)} does not ride: ${e.reason}.`;
    case 'counterTest': return `${vName(s, e.vehicle)} tests the ${e.counter} on segment ${e.segment}: ${e.total}, ${e.evaded ? 'evaded (7+)' : 'failed (under 7)'}.`;
    case 'speedSet': return `${vName(s, e.vehicle)}'s speed is ${e.to < 0 ? e.to : `+${e.to}`} for good (${e.reason}${e.from === e.to ? ', as it was' : `; it was ${e.from < 0 ? e.from : `+${e.from}`}`}).`;
    case 'cannotMoveNextTurn': return `${vName(s, e.vehicle)} cannot move next turn (${e.reason}).`;
    case 'transferred': return `${e.crew} crew cross from ${vName(s, e.from)} to ${vName(s, e.to)}${e.tookControl ? ', taking control of it' : ''}.`;
    case 'fired': return `${vName(s, e.vehicle)} fires the ${item(s, e.weapon)} at ${vName(s, e.target)}'s ${e.aim}: ${e.attack} against ${e.defence}, ${e.hit ? 'a hit' : 'a miss'}.`;
    case 'crewLost': return `${vName(s, e.vehicle)} loses ${e.lost} crew (${e.left} left).`;
    case 'ballOfFlame': return e.burst ? `${vName(s, e.vehicle)} goes up in a ball of flame!` : `${vName(s, e.vehicle)} does not catch fire.`;
    case 'abandoned': return `${vName(s, e.vehicle)} has no crew left and is abandoned.`;
    case 'destroyed': return `${vName(s, e.vehicle)} is destroyed: ${e.reason}.`;
    case 'wreckRoll': return e.destroyed ? `${vName(s, e.vehicle)} rolls over (5-6).` : `${vName(s, e.vehicle)} stays on its wheels (1-4).`;
    case 'avoidRolled': return `${vName(s, e.vehicle)} tries to avoid the ${e.attack === 'ram' ? 'ram' : 'fight'}: ${e.avoided ? 'avoided (4-6)' : 'caught (1-3)'}.`;
    case 'contest': return `${e.attack === 'ram' ? 'Ram' : 'Hand-to-hand'}: ${vName(s, e.attacker)} ${e.attackerTotal} against ${vName(s, e.target)} ${e.targetTotal}: ${e.loser ? `${vName(s, e.loser)} loses` : 'a tie, no loser'}.`;
    case 'reachedEnd': return `${vName(s, e.vehicle)} reaches the end of the road.`;
    case 'gameOver': return `${pName(s, e.winner)} wins: ${e.reason}.`;
  }
}
