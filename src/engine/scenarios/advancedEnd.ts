// The end of Games Six to Eight (p88), read through the one table of fates (data/gameSix.ts
// FATES, READINGS.fates): "The game progresses until all the vehicles on one side are either
// wrecked, crashed or immobilised without weapons"; gang against gang (Game Seven) has its own wording.
import { canMoveOff } from '../plan/declarations';
import { BEATEN, FATES, type Fate, type HowOut } from '../data/gameSix';
import { WEAPONS } from '../data/weapons';
import type { GameState, VehicleState, Winner } from '../types';
import type { SideInfo } from './types';

/** A weapon that could still be fired (p35: not destroyed, not empty; a laser with power). */
function armed(v: VehicleState): boolean {
  if (v.noDriver) return false;
  return v.weapons.some((w) => w.status !== 'destroyed' && (WEAPONS[w.type].laser ? !v.lasersOff : (w.ammo ?? 0) > 0));
}

/** How a vehicle is out of the fight, or null while it is in it. */
export function howOut(v: VehicleState): HowOut | null {
  if (v.status === 'crashed') return 'crashed';
  if (v.status === 'leftPlay' || v.status === 'finished') return v.leftBy === 'train' ? 'train' : v.leftBy === 'rearSection' ? 'rearSection' : 'offTheEnd';
  if (v.status !== 'inPlay') return null;
  if (v.wreck) return 'wrecked';
  if (v.speed === 0 && !canMoveOff(v) && !armed(v)) return 'immobilisedUnarmed';
  return null;
}

export const fateOf = (v: VehicleState): Fate => {
  const h = howOut(v);
  return h ? FATES[h] : 'inTheFight';
};

const WORDS: Record<HowOut, string> = {
  wrecked: 'wrecked',
  crashed: 'crashed',
  immobilisedUnarmed: 'immobilised without weapons',
  train: 'hit by the train',
  rearSection: 'left behind on the section taken away',
  offTheEnd: 'drove off the end of the road',
};

const summary = (vs: VehicleState[]): string => vs.map((v) => `${v.name} ${WORDS[howOut(v) ?? 'wrecked']}`).join(', ');

/** The sides that have vehicles, each with them; null while the set-up is still going on. */
function bySide(s: GameState): Map<string, VehicleState[]> | null {
  if (s.flow.kind === 'setup' || s.vehicles.length === 0 || s.vehicles.some((v) => v.status === 'unplaced')) return null;
  const out = new Map<string, VehicleState[]>();
  for (const v of s.vehicles) out.set(v.side, [...(out.get(v.side) ?? []), v]);
  return out;
}

const labelIn = (sides: readonly SideInfo[], id: string): string => sides.find((x) => x.id === id)?.label ?? id;

const beaten = (vs: VehicleState[]): boolean => vs.every((v) => BEATEN.includes(fateOf(v)));

/**
 * Games Six and Eight, Game Seven's Op against a gang (READINGS.fates): once a side has nothing
 * left in the fight, a side whose every vehicle is taken out or outdistanced has lost; a side of
 * which a vehicle drove off the end of the road got away and has not, so the game ends with no winner.
 */
export const lastSideInTheFight = (info: readonly SideInfo[]) => (s: GameState): Winner | null => {
  const sides = bySide(s);
  if (!sides) return null;
  const all = [...sides];
  if (all.filter(([, vs]) => vs.some((v) => fateOf(v) === 'inTheFight')).length > 1) return null;
  const lost = all.filter(([, vs]) => beaten(vs));
  if (lost.length === 1 && all.length === 2) {
    const [id, vs] = lost[0];
    const winner = all.find(([x]) => x !== id)![0];
    return { side: winner, reason: `all of ${labelIn(info, id)} is out of the fight: ${summary(vs)}`, rule: 'p88' };
  }
  if (lost.length > 1) return { side: 'none', reason: 'no vehicle of either side is left in the fight', rule: 'p88' };
  // Nobody beaten: a side has nothing left in the fight, but some of it got away (p75).
  const away = all.filter(([, vs]) => !vs.some((v) => fateOf(v) === 'inTheFight')).flatMap(([, vs]) => vs.filter((v) => fateOf(v) === 'gotAway'));
  return { side: 'none', reason: `${summary(away)}: out of play undamaged, not taken out (p75); neither side has taken the other out`, rule: 'p88' };
};

/**
 * Game Seven, gang against gang (p88): the attacker wins only when the whole target gang is taken
 * out; the target wins when all its vehicles are safely out of play, or when no attacker is left
 * in the fight and some target vehicle was not taken out (ASSUMPTION: "and/or taking out or
 * outdistancing the attackers"). A target gang partly taken out and partly escaped is nobody's win.
 */
export function gangWar(s: GameState, attacker: string, target: string): Winner | null {
  const sides = bySide(s);
  if (!sides) return null;
  const t = sides.get(target) ?? [];
  const a = sides.get(attacker) ?? [];
  const tf = t.map(fateOf);
  const safe = (f: Fate): boolean => f === 'outdistanced' || f === 'gotAway';
  if (tf.every((f) => f === 'takenOut')) return { side: attacker, reason: `the whole target gang is taken out: ${summary(t)}`, rule: 'p88' };
  if (tf.every(safe)) return { side: target, reason: `every vehicle of the target gang got safely out of play: ${summary(t)}`, rule: 'p88' };
  if (a.every((v) => fateOf(v) !== 'inTheFight')) return { side: target, reason: `no attacker is left in the fight: ${summary(a)}`, rule: 'p88' };
  if (tf.every((f) => f !== 'inTheFight')) return { side: 'none', reason: `the target gang neither escaped whole nor was taken out whole: ${summary(t)}`, rule: 'p88' };
  return null;
}
