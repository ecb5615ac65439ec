// The odds of a choice before it is made, from the same rules that will resolve it: the
// counters a ride will meet, a shot's chance to hit (and to burst into flame), a contest's chance
// to win (and a lost ram's to wreck). Every command gets words: where no die decides, it says so
// and what will happen, so the panel never shows a choice without either odds or the reason none.
import { ARMORED_TRAIN, AVOID_FROM, BALL_OF_FLAME_ON, EVADE_TARGET, OWN_COUNTER_BONUS, RAM_DESTROYED_FROM, READINGS, ROAD_LENGTH, TRAIN_RAM, equipmentOf } from './data';
import { contestModifier } from './melee';
import { attackModifier, beatChance } from './missile';
import { distance, turnVehicle } from './options';
import { evadeChance, rideDistance } from './ride';
import { armorOf, byId, isGyro, isTrain, mayAvoid, mnvrOf, speedOf } from './stats';
import type { RgAttack, RgCommand, RgState, RgVehicle } from './types';

export interface RgOdds {
  /** The chance the choice goes the player's way (evades every counter, hits, wins), or null when no die decides. */
  chance: number | null;
  /** In words, with the numbers behind the chance, or why no die decides. */
  text: string;
}

const pct = (p: number) => `${Math.round(p * 100)}%`;
const signed = (n: number) => `${n >= 0 ? '+' : '-'} ${Math.abs(n)}`;
const none = (text: string): RgOdds => ({ chance: null, text: `No dice: ${text}` });
const vName = (s: RgState, id: string) => byId(s, id)?.name ?? id;

/** The ride's dice before they are rolled: the train's 1D3+1D3 or 2D6, with what the speed modifier does. */
function rideWords(v: RgVehicle): string {
  if (isTrain(v)) return 'Rolls 1D3+1D3 (2-6 segments, always forward).';
  const mod = speedOf(v);
  const lo = rideDistance(v, 2, 0, false);
  const hi = rideDistance(v, 12, Math.max(0, mod), false);
  const how = mod < 0 ? `, less ${-mod} for its speed` : mod > 0 ? `, plus up to ${mod} for its speed if you wish` : '';
  return `Rolls 2D6${how}: ${lo}-${hi} segments, forward or back; counters passed or landed on are tested after.`;
}

/** How the rolled dice became the distance, so the number on the button is explained: '9 rolled, less 1 for its speed: 8 segments'. */
function rideSum(v: RgVehicle, roll: number, cmd: Extract<RgCommand, { type: 'move' }>): string {
  const n = rideDistance(v, roll, cmd.boost, !!cmd.nitros);
  const unit = (k: number) => `${k} segment${k === 1 ? '' : 's'}`;
  if (n === roll) return `${roll} rolled: ${unit(n)}`;
  const why = cmd.nitros ? 'its speed with nitros' : 'its speed';
  return n < roll ? `${roll} rolled, less ${roll - n} for ${why}: ${unit(n)}` : `${roll} rolled, plus ${n - roll} for ${why}: ${unit(n)}`;
}

function rideOdds(s: RgState, v: RgVehicle, roll: number, cmd: Extract<RgCommand, { type: 'move' }>): RgOdds {
  const step = cmd.direction === 'forward' ? 1 : -1;
  const to = Math.max(1, Math.min(ROAD_LENGTH, v.segment + step * rideDistance(v, roll, cmd.boost, !!cmd.nitros)));
  const odds = rideCounters(s, v, to, step, cmd);
  return { chance: odds.chance, text: `${rideSum(v, roll, cmd)}. ${odds.text}` };
}

function rideCounters(s: RgState, v: RgVehicle, to: number, step: number, cmd: Extract<RgCommand, { type: 'move' }>): RgOdds {
  if (isGyro(v) && READINGS.gyroFlies) return { chance: null, text: `Ride to segment ${to}; a gyrocopter flies over counters, so no dice.` };
  const met = s.counters.filter((k) => (step > 0 ? k.segment > v.segment && k.segment <= to : k.segment < v.segment && k.segment >= to));
  if (met.length === 0) return { chance: null, text: `Ride to segment ${to}: no counters on the way, so no dice.` };
  const chutes = cmd.chutes ? equipmentOf('dragChutes').mnvrBoost : 0;
  let all = 1;
  const parts = met.map((k) => {
    const mod = mnvrOf(v) + chutes + (k.owner !== null && k.owner === v.owner ? OWN_COUNTER_BONUS : 0);
    const p = evadeChance(mod);
    all *= p;
    return `${k.kind} at ${k.segment}: 2D6 ${signed(mod)} needs ${EVADE_TARGET}+, ${pct(p)}`;
  });
  return { chance: all, text: `Ride to segment ${to}, testing ${parts.join('; ')}. All evaded: ${pct(all)}.` };
}

function fireOdds(s: RgState, v: RgVehicle, cmd: Extract<RgCommand, { type: 'fire' }>): RgOdds {
  const u = byId(s, cmd.target)!;
  const it = v.items.find((i) => i.id === cmd.weapon)!;
  const e = equipmentOf(it.kind);
  const a = attackModifier(it.kind, distance(u, v));
  const p = beatChance(a, armorOf(u));
  const effect = cmd.aim === 'tyres' ? 'its speed becomes -2 for good' : e.crewLoss === '1D3' ? '1D3 crew killed' : 'one crew killed';
  const flame = e.fire && (cmd.aim === 'crew' || READINGS.flameOnAnyHit)
    ? ` Then 1 in 6 a ball of flame destroys it: ${pct((p * (7 - BALL_OF_FLAME_ON)) / 6)} in all.` : '';
  return { chance: p, text: `1D6 ${signed(a)} against 1D6 ${signed(armorOf(u))} (armor): ${pct(p)} to hit, ${effect}.${flame}` };
}

function contestOdds(s: RgState, v: RgVehicle, kind: 'ram' | 'hth', target: string): RgOdds {
  const u = byId(s, target)!;
  const a = contestModifier(kind, v);
  const b = contestModifier(kind, u);
  const win = beatChance(a, b);
  const lose = beatChance(b, a);
  const parts = kind === 'ram' ? 'size + ram' : 'crew + HTH';
  const stake = kind === 'ram'
    ? ` The loser cannot move next turn, its speed becomes -1 for good (if not already lower), and on ${RAM_DESTROYED_FROM}-6 is wrecked: ${u.name} ${pct((win * (7 - RAM_DESTROYED_FROM)) / 6)}, yours ${pct((lose * (7 - RAM_DESTROYED_FROM)) / 6)}.`
    : ' The loser loses 1D3 crew.';
  const avoid = mayAvoid(v, u) ? ` ${u.name} is faster or nimbler and may first try to avoid it (${AVOID_FROM}-6, ${pct((7 - AVOID_FROM) / 6)}).` : '';
  return { chance: win, text: `1D6 + ${a} (${parts}) against 1D6 + ${b}: ${pct(win)} to win, ${pct(lose)} to lose, a tie has no loser.${stake}${avoid}` };
}

/** Standing to fight: the contest at once, as the target sees it. */
function standOdds(s: RgState, a: RgAttack): RgOdds {
  const v = byId(s, a.attacker)!;
  const u = byId(s, a.target)!;
  const mine = contestModifier(a.kind, u);
  const theirs = contestModifier(a.kind, v);
  const win = beatChance(mine, theirs);
  const lose = beatChance(theirs, mine);
  return { chance: win, text: `The contest at once: 1D6 + ${mine} against ${v.name}'s 1D6 + ${theirs}: ${pct(win)} to win, ${pct(lose)} to lose.` };
}

export function rgPreview(s: RgState, cmd: RgCommand): RgOdds {
  const f = s.flow;
  if (cmd.type === 'slowGang') {
    const slow = s.players.find((p) => p.id === cmd.slow)?.name ?? cmd.slow;
    const fast = s.players.find((p) => p.id !== cmd.slow)?.name ?? '';
    const why = f.kind === 'slowGang' && f.suggested === cmd.slow ? ` The engine suggests it: ${f.reason}.` : '';
    return none(`${slow}'s gang starts on the Start and must get three vehicles to the end; ${fast}'s gang places its vehicles anywhere and must stop them. The Slow Gang goes first.${why}`);
  }
  if (cmd.type === 'train') {
    // The train's equipment is rolled when it is taken: dice, but nothing won or lost on them.
    return cmd.replace
      ? { chance: null, text: `The armored train (speed ${ARMORED_TRAIN.speed}, armor ${ARMORED_TRAIN.armor}, size ${ARMORED_TRAIN.size}, crew ${ARMORED_TRAIN.crew}, ram +${TRAIN_RAM}, a dart gun) takes the place of ${cmd.replace.map((id) => vName(s, id)).join(' and ')}; its other equipment is rolled on the table (armor plates rolled again).` }
      : none('the gang keeps its six vehicles.');
  }
  if (cmd.type === 'place') return none(`the Fast Gang puts ${vName(s, cmd.vehicle)} on any segment it chooses; any number of vehicles may share one.`);
  if (cmd.type === 'activate') {
    const v = byId(s, cmd.vehicle)!;
    return none(`${v.name} takes its five phases now${v.noMoveNextTurn ? '; it cannot ride this turn' : ''}.`);
  }
  if (f.kind !== 'turn') return none('nothing to roll.');
  const v = turnVehicle(s, f);
  switch (cmd.type) {
    case 'drop': {
      const kind = equipmentOf(v.items.find((i) => i.id === cmd.item)!.kind).drops;
      return none(`a ${kind} counter on segment ${v.segment}; a vehicle passing it tests 2D6 + manoeuvre, ${EVADE_TARGET}+ (yours +${OWN_COUNTER_BONUS}), or ${kind === 'tacks' ? 'its speed becomes -2 for good' : 'cannot move next turn'}.`);
    }
    case 'ride': return { chance: null, text: rideWords(v) };
    case 'move': return rideOdds(s, v, f.roll, cmd);
    case 'transfer': {
      const u = byId(s, cmd.to)!;
      return none(`${cmd.crew} crew cross to ${u.name}${u.status === 'abandoned' ? ', taking control of it' : ''}, instead of riding.${v.crew === cmd.crew ? ` ${v.name} is left abandoned.` : ''}`);
    }
    case 'fire': return fireOdds(s, v, cmd);
    case 'attack': return f.phase === 'ram' || f.phase === 'hth' ? contestOdds(s, v, f.phase, cmd.target) : none('nothing to roll.');
    case 'avoid':
      if (!f.avoid) return none('nothing to roll.');
      return cmd.avoid
        ? { chance: (7 - AVOID_FROM) / 6, text: `Avoided on ${AVOID_FROM}-6 on 1D6: ${pct((7 - AVOID_FROM) / 6)}; otherwise the contest is fought.` }
        : standOdds(s, f.avoid);
    case 'pass':
      if (f.phase === 'ride' || f.phase === 'move') return none(`${v.name} stays on segment ${v.segment}.`);
      return none(`the ${f.phase === 'hth' ? 'hand-to-hand' : f.phase} phase ends.`);
  }
}
