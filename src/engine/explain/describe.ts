// Events and actions in words, for the log, the sim output and screen readers. Secrets (dummy
// markers) are shown only to the player who owns them.
import type { GameEvent } from '../events';
import { WEAPONS } from '../data/weapons';
import { spaceLabel } from '../grid';
import { describeRoadEvent } from '../road/describe';
import { canShoot } from '../resolve/shooting';
import type { Action, Cell, GameState } from '../types';
import { article, characteristicWord, moveWord } from './words';
import { criticalLocationWords, criticalResultWords } from '../data/idWords';
import { CHASE, LEAD } from '../scenarios/chaseEnd';
import { sideLabel } from '../scenarios/sides';
import { dollars } from '../design/design';

const name = (s: GameState, id: string): string => s.vehicles.find((v) => v.id === id)?.name ?? id;
const player = (s: GameState, id: string): string => s.players.find((p) => p.id === id)?.name ?? id;
const weapon = (s: GameState, vid: string, wid: string): string => {
  const w = s.vehicles.find((v) => v.id === vid)?.weapons.find((x) => x.id === wid);
  return w ? WEAPONS[w.type].label.toLowerCase() : wid;
};
const where = (s: GameState, c: Cell): string => {
  const l = spaceLabel(s.track, c);
  return `lanes ${c.lane}-${c.lane + 1}, section ${l.section + 1} space ${l.space + 1}`;
};
const pct = (n: number): string => `${n >= 0 ? '+' : ''}${n}`;
const ownerOf = (s: GameState, vid: string): string | undefined => s.vehicles.find((v) => v.id === vid)?.owner;

/** A turret's pair fires together unless one weapon is fired alone (p17). */
function shootWords(s: GameState, vid: string, wid: string, alone: boolean): string {
  const v = s.vehicles.find((x) => x.id === vid);
  const w = v?.weapons.find((x) => x.id === wid);
  if (!v || w?.mount !== 'turret') return `Shoot the ${weapon(s, vid, wid)}`;
  const pair = v.weapons.filter((x) => x.mount === 'turret' && !WEAPONS[x.type].passive && canShoot(s, vid, x.id));
  if (alone) return `Shoot the turret ${weapon(s, vid, wid)} alone`;
  return pair.length > 1 ? `Shoot the turret pair (${pair.map((x) => weapon(s, vid, x.id)).join(' and ')})` : `Shoot the turret ${weapon(s, vid, wid)}`;
}
const stillThisPhase = (s: GameState, vid: string): boolean => s.flow.kind === 'phase' && s.flow.queue[0]?.vehicle === vid && s.flow.queue[0].mode === 'still';

export function describeAction(a: Action, s: GameState, vid: string): string {
  switch (a.kind) {
    case 'none':
      if ((s.vehicles.find((v) => v.id === vid)?.speed ?? 1) === 0) return 'Stay put';
      // Too slow to move in this phase (p12): declaring nothing moves nothing.
      return stillThisPhase(s, vid) ? 'No action (too slow to move this phase)' : 'Straight ahead';
    case 'accelerate':
      return `Accelerate by ${a.by} mph`;
    case 'brake':
      return `Brake by ${a.by} mph`;
    case 'drift':
      return `Drift ${a.side}`;
    case 'uTurn':
      return `U-turn to the ${a.side}`;
    case 'moveOff':
      return `Move off at ${a.by} mph${a.manoeuvre ? ` and ${a.manoeuvre.kind === 'drift' ? 'drift' : 'U-turn'} ${a.manoeuvre.side}` : ''}`;
    case 'reverse':
      return `Reverse${a.manoeuvre ? ` and ${a.manoeuvre.kind === 'drift' ? 'drift' : 'U-turn'} ${a.manoeuvre.side}` : ''}`;
    case 'realign':
      return `Re-align ${a.heading === 0 ? 'with the direction of play' : 'against the direction of play'} and move off at ${a.by} mph`;
    case 'dodge':
      return `Dodge ${a.side} (one-lane contact zone)`;
    case 'turnAbout':
      return `Turn about and move off the other way at ${a.by} mph`;
    case 'push':
      return 'Push the bike (5 mph, no shooting this turn)';
    case 'ram':
      return a.side ? `Ram: sideswipe to the ${a.side}` : 'Ram the vehicle ahead';
    case 'shoot':
      return shootWords(s, vid, a.weapon, !!a.alone);
    case 'shootPassive':
      return a.dummy ? `Lay a dummy ${weapon(s, vid, a.weapon).replace(' layer', '')} marker` : a.lockOn ? `Lock on the ${weapon(s, vid, a.weapon)}` : `Lay ${weapon(s, vid, a.weapon).replace(' layer', '')} (real)`;
    case 'switchOff':
      return `Switch off the ${weapon(s, vid, a.weapon)}`;
  }
}

/**
 * Is side `side`'s design hidden from `viewer` (null: nobody in particular)? Until every side has
 * designed, a side's vehicles are its own (p88, as playerView hides them).
 */
function designSecret(s: GameState, side: string, viewer: string | null): boolean {
  if (s.flow.kind !== 'setup' || !s.flow.steps.some((x) => x.kind === 'designSide')) return false;
  return viewer === null || !(s.sides?.find((x) => x.id === side)?.players.includes(viewer) ?? false);
}

/** One event in words. `viewer` is the player allowed to see hidden markers (null: nobody). */
export function describeEvent(e: GameEvent, s: GameState, viewer: string | null): string {
  switch (e.type) {
    case 'leadRolled':
      return `${player(s, e.player)} rolled ${e.dice[0]}: ${player(s, e.lead)} drives the lead car`;
    case 'placed':
      return `${name(s, e.vehicle)} placed on ${where(s, e.cell)}`;
    case 'trackRolled':
      return `${player(s, e.player)} rolled ${e.dice[0]}: track layout ${e.layout}, ${e.name}`;
    case 'loadoutChosen':
      // p87: secret until both players have chosen (only the chooser sees it before then).
      if (viewer !== e.player && s.flow.kind === 'setup' && s.flow.steps.some((x) => x.kind === 'chooseLoadout')) return `${player(s, e.player)} has chosen a car (secret until both have chosen, p87)`;
      return `${player(s, e.player)} chooses a${e.loadout === 'offensive' ? 'n offensive' : ' defensive'} car`;
    case 'linkChosen':
      return `${player(s, e.player)} ${e.linked ? 'links' : 'does not link'} the identical weapons of ${name(s, e.vehicle)}${e.linked ? ': one shoot action fires them all' : ''}`;
    case 'loadoutRolled':
      return `${player(s, e.player)} rolled ${e.dice[0]} on the ${e.loadout} table: ${e.armament}`;
    case 'driveSkillRolled':
      return `${player(s, e.player)} rolled ${e.dice[0]}: drive skill ${e.driveSkill}`;
    case 'startSpeedRolled':
      return `Starting speed roll ${e.dice.join(' + ')}: ${e.speed} mph${e.again ? ', rolled again (2, 3 or 4)' : ''}`;
    case 'startSpeedVeto':
      return `${player(s, e.player)} ${e.reroll ? 'objects to' : 'accepts'} ${e.speed} mph`;
    case 'startSpeedAgreed':
      return `All cars start at ${e.speed} mph`;
    case 'sideRolled':
      return `${player(s, e.player)} rolled ${e.dice[0]} for team ${e.team + 1}`;
    case 'sidesSettled': {
      // Game Eight's two rolls say whose procedure each is (p88: "as per Game Six ... as per Game Seven").
      const whose = e.game ? `${e.game}'s roll: ` : '';
      const who = (x: { players: string[] }) => x.players.map((p) => player(s, p)).join(', ');
      if (e.again) return `${whose}${e.game ? 'equal' : 'Equal'} scores: both teams roll again (p88)`;
      if (e.decides === 'role') return whose + e.sides.map((x) => `${who(x)} ${x.role === 'op' ? 'buys the Op (an Interceptor)' : 'buys an outlaw gang'}`).join('; ');
      return whose + e.sides.map((x) => `${who(x)}${x.role ? ` (${x.role === 'op' ? 'the Op' : 'the outlaw gang'})` : ''}: ${sideLabel(s, x.side)}`).join('; ');
    }
    case 'sideDesigned': {
      // Who has no vehicle follows from the roll and the side's players, in the open (p88).
      const unseated = e.unseated?.length ? `; ${e.unseated.map((p) => player(s, p)).join(', ')} ${e.unseated.length === 1 ? 'has' : 'have'} no vehicle (an Op is one Interceptor, p88)` : '';
      if (designSecret(s, e.side, viewer)) {
        // p88: the sides buy at the same time at the table (playerView hides the design too).
        const steps = s.flow.kind === 'setup' ? s.flow.steps : [];
        const role = steps.some((x) => x.kind === 'designSide' && x.exclusive) ? `, ${e.role === 'op' ? 'an Op' : 'an outlaw gang'}` : '';
        return `${player(s, e.player)} has bought ${sideLabel(s, e.side)}${role} (secret until every side has designed, p88)${unseated}`;
      }
      return `${player(s, e.player)} buys ${sideLabel(s, e.side)}, ${e.role === 'op' ? 'an Op' : 'an outlaw gang'} for ${dollars(e.cost)}: ${e.vehicles.map((id) => `${name(s, id)} (${player(s, ownerOf(s, id) ?? '')})`).join(', ')}${unseated}`;
    }
    case 'approachChosen':
      return `${player(s, e.player)} chooses ${e.approach === 'intercept' ? 'an intercept' : 'a pursuit'}`;
    case 'speedChosen':
      return `${name(s, e.vehicle)} starts at ${e.speed} mph`;
    case 'turnStart':
      return `Turn ${e.turn} begins`;
    case 'phaseStart':
      return `Phase ${e.phase}: ${e.order.length ? e.order.map((id) => name(s, id)).join(', then ') : 'nobody acts'}`;
    case 'orderTie':
      return `${e.reason}: ${e.vehicles.map((id, i) => `${name(s, id)} rolled ${e.dice[i]}`).join(', ')} (lowest first)`;
    case 'declared':
      return `${name(s, e.vehicle)} declares: ${e.action.kind === 'shootPassive' && ownerOf(s, e.vehicle) !== viewer ? 'shoot passives' : describeAction(e.action, s, e.vehicle)}`;
    case 'moved':
      return `${name(s, e.vehicle)} ${moveWord(e.move)} to ${where(s, e.to)}`;
    case 'speedChanged':
      return `${name(s, e.vehicle)}: ${e.from} → ${e.to} mph (${e.reason})`;
    case 'hazardRoll':
      return `${name(s, e.vehicle)} hazard roll for ${e.cause} (limit ${e.limit} mph at ${e.speed}): ${e.dice[0]} ${pct(e.excess)} excess speed − ${e.optimumControl} optimum control = ${e.total}: ${e.result === 'ok' ? 'OK' : e.result === 'panicBrake' ? 'panic brake' : 'CONTROL LOSS'}`;
    case 'hazardSkipped':
      return `${name(s, e.vehicle)}: no hazard roll for ${e.cause} (${e.reason})`;
    case 'panicBrake':
      return `${name(s, e.vehicle)} panic brakes by ${e.by} mph${e.ranOut ? ` — wanted ${e.wanted}, ran out of braking` : ''}`;
    case 'controlLoss':
      return `${name(s, e.vehicle)} is OUT OF CONTROL (${e.cause})`;
    case 'controlLossTest':
      return `${name(s, e.vehicle)} control-loss test: ${e.dice[0]} + speed factor ${e.speedFactor} − adverse control ${e.adverseControl}${e.extra ? ` + ${e.extra}` : ''} = ${e.total}: ${({ regain: 'regains control', skidRegain: 'skids, then regains control', skid: 'skids, still out of control', spin: 'SPINS', roll: 'ROLLS' } as const)[e.result]}`;
    case 'regainControl':
      return `${name(s, e.vehicle)} regains control`;
    case 'skid':
      return `${name(s, e.vehicle)} ${e.skid === 'straight' ? 'skids straight' : `drift skids ${e.side ?? ''}`} (−${e.speedLoss} mph)`;
    case 'spin':
      return `${name(s, e.vehicle)} spins ${e.dir === 'cw' ? 'clockwise' : 'anticlockwise'}: total ${e.total} → ${e.degrees}°, −${e.speedLoss} mph`;
    case 'roll':
      return `${name(s, e.vehicle)} ROLLS and is wrecked`;
    case 'crash':
      return `${name(s, e.vehicle)} CRASHES: ${e.cause}`;
    case 'leftPlay':
      return `${name(s, e.vehicle)} ${e.cause}`;
    case 'halted':
      return `${name(s, e.vehicle)} comes to a halt (${e.reason})`;
    case 'realigned':
      return `${name(s, e.vehicle)} re-aligns onto the grid`;
    case 'uTurnFailed':
      return `${name(s, e.vehicle)} yanks the wheel for a U-turn at 31+ mph and loses control`;
    case 'shotDeclined':
      return `${name(s, e.vehicle)} holds fire`;
    case 'shot':
      // Beyond the weapon's range no die is rolled (p25): there is no roll to show.
      if (e.outOfRange) return `${name(s, e.vehicle)} fires the ${weapon(s, e.vehicle, e.weapon)} at ${name(s, e.target)}: range ${e.range}, beyond range, no roll, shot spent (p25)`;
      return `${name(s, e.vehicle)} fires the ${weapon(s, e.vehicle, e.weapon)} at ${name(s, e.target)}: range ${e.range}${e.countedRange !== e.range ? ` (counts ${e.countedRange})` : ''}, roll ${e.dice[e.dice.length - 1]}${e.modifiers.map((m) => ` ${pct(m.value)} ${m.label}`).join('')} = ${e.total}: ${e.natural1 ? 'a natural 1 always misses' : e.hit ? 'HIT' : 'miss'}`;
    case 'jam':
      return `${name(s, e.vehicle)}: the ${weapon(s, e.vehicle, e.weapon)} ${e.fired ? 'fires despite the jam' : 'jams'}`;
    case 'hit':
      return `${name(s, e.vehicle)} takes ${article(e.source)} hit: ${e.terminalIgnored ? 'terminal — only criticals count' : `${e.roll} + ${e.damageBonus} − armour ${e.armour} = ${e.points} damage`}${e.critical ? ', natural 6: CRITICAL' : ''}`;
    case 'damage':
      return `${name(s, e.vehicle)} loses ${e.points} damage points (${e.left} left)`;
    case 'increment':
      return `${name(s, e.vehicle)} falls below ${e.level}: −10 mph max speed, −3 acceleration, −1 handling`;
    case 'critical':
      return `${name(s, e.vehicle)} critical (${e.facing}): ${criticalLocationWords(e.location)} — ${criticalResultWords(e.result)}${e.detail ? `: ${e.detail}` : ''}`;
    case 'terminal':
      return `${name(s, e.vehicle)} suffers TERMINAL DAMAGE: engine dead, weapons off, handling 0`;
    case 'explosion':
      return `${name(s, e.vehicle)} EXPLODES (${e.cause})`;
    case 'characteristic':
      return `${name(s, e.vehicle)}: ${characteristicWord(e.name)} ${e.from} → ${e.to} (${e.reason})`;
    case 'engineDisabled':
      return `${name(s, e.vehicle)}'s engine is disabled (${e.cause})`;
    case 'noDriver':
      return `${name(s, e.vehicle)} has no driver (${e.cause})`;
    case 'ram':
      return `${name(s, e.rammer)} rams ${name(s, e.target)}: ${({ headOn: 'head-on', shunt: 'shunt', sideswipeNeckAndNeck: 'neck-and-neck sideswipe', sideswipeOpposed: 'opposed sideswipe' } as const)[e.kind]} — ${e.damage}`;
    case 'sideswipeTest':
      return `Sideswipe test: ${name(s, e.rammer)} ${e.rammerTotal} v ${name(s, e.target)} ${e.targetTotal}: ${e.winner ? `${name(s, e.winner)} wins` : 'a draw'}`;
    case 'passiveLaid': {
      // Face down: everything but real smoke (p22); a dummy declared from a smoke layer lies face down too.
      const secret = e.dummy || e.kind !== 'smoke';
      const mine = ownerOf(s, e.vehicle) === viewer;
      if (secret && !mine) return `${name(s, e.vehicle)} lays a face-down marker${e.locked ? ' (locked on)' : ''}`;
      return `${name(s, e.vehicle)} lays ${e.dummy ? `a DUMMY ${e.kind}` : article(e.kind)} marker${e.locked ? ' (locked on)' : ''}`;
    }
    case 'passiveFailed':
      return `${name(s, e.vehicle)} fails to lay a marker: ${e.reason}`;
    case 'markerRevealed':
      return `${name(s, e.by)} runs over a marker: it is ${e.dummy ? 'a dummy' : e.kind}`;
    case 'markerRemoved':
      return `Marker removed (${e.reason})`;
    case 'oilHit':
      return e.handlingLoss ? `${name(s, e.vehicle)} hits oil: handling −${e.handlingLoss}` : `${name(s, e.vehicle)} hits oil: handling already down the most oil can take it (2)`;
    case 'spikes':
      return `${name(s, e.vehicle)} runs over spikes: ${e.effect}`;
    case 'lockOn':
      return `${name(s, e.vehicle)} ${e.on ? 'locks on' : 'switches off'} the ${weapon(s, e.vehicle, e.weapon)}`;
    case 'fuelLeak':
      return `${name(s, e.vehicle)} leaks fuel: ${e.disabled ? 'the engine dies' : 'still running'}`;
    case 'splitTyre':
      return `${name(s, e.vehicle)}'s split tyre ${e.shredded ? 'SHREDS' : 'holds'}`;
    case 'wreck':
      return `${name(s, e.vehicle)} is a wreck (${e.cause})`;
    case 'turnEnd':
      return `End of turn ${e.turn}`;
    case 'gameOver':
      return `GAME OVER: ${e.reason}${e.side === 'none' ? '' : e.side === LEAD || e.side === CHASE ? ` — the ${e.side} car wins` : ` — ${sideLabel(s, e.side)} wins`}`;
    case 'note':
      return `${e.vehicle ? `${name(s, e.vehicle)}: ` : ''}${e.text}`;
    case 'trackPlaced':
    case 'trackRemoved':
    case 'directionOfPlay':
    case 'roadHazard':
    case 'obstacleHit':
    case 'train':
      return describeRoadEvent(e, s);
  }
}
