// The one line a player reads for each of the computer's moves ("brakes to 70: the 70 mph bend
// ahead, p38"). Built from what the driver looked at: the engine's preview and odds, the road
// ahead, where the enemy is. It never says whether its own marker is real (p22).
import { curveLimit, declaredAction, describeAction, eligibleTarget, grid, hitChance, legalCommands, previewAction, speedFactor, WEAPONS } from '../engine';
import type { Action, Command, GameState, VehicleState } from '../engine';
import { racingSide } from './evaluate';

const pct = (x: number): string => `${Math.round(x * 100)}%`;

function carOf(s: GameState, id: string | null | undefined): VehicleState | undefined {
  return s.vehicles.find((v) => v.id === id);
}

/** The lowest safety limit printed on the curves within `spaces` of the car, along its lanes. */
export function curveAhead(s: GameState, v: VehicleState, spaces: number): { limit: number; kind: string; spaces: number } | null {
  let cell = v.cell;
  let best: { limit: number; kind: string; spaces: number } | null = null;
  const dir = grid.headingDir(v.heading);
  for (let i = 1; i <= spaces; i++) {
    const next = grid.cellAhead(s.track, cell, dir);
    if (!next) break;
    cell = next;
    const limit = curveLimit(s.track, cell);
    if (limit !== null && (!best || limit < best.limit)) best = { limit, kind: grid.sectionAt(s.track, cell.t0)?.kind ?? 'curve', spaces: i };
  }
  return best;
}

function enemyNear(s: GameState, v: VehicleState): VehicleState | undefined {
  const enemies = s.vehicles.filter((o) => o.side !== v.side && o.status === 'inPlay');
  return enemies.sort((a, b) => Math.abs(a.cell.t0 - v.cell.t0) - Math.abs(b.cell.t0 - v.cell.t0))[0];
}

function spacesToLine(s: GameState, v: VehicleState): number | null {
  return s.track.finishTick === null ? null : Math.max(0, Math.ceil((s.track.finishTick - v.cell.t1) / 20));
}

/** Is `target` in one of `v`'s forward fire corridors now? */
function inSights(s: GameState, v: VehicleState, target: VehicleState): boolean {
  return v.weapons.some((w) => !WEAPONS[w.type].passive && eligibleTarget(s, v.id, w.id)?.target === target.id);
}

function risk(s: GameState, v: VehicleState, a: Action): string {
  const p = previewAction(s, v.id, a);
  if (p.certainControlLoss) return ' (it will lose control, p14)';
  let loss = 0;
  for (const h of p.hazards) loss = 1 - (1 - loss) * (1 - h.odds.controlLoss);
  return loss > 0 ? ` (${pct(loss)} to lose control, ${p.hazards[0].rule})` : '';
}

function declareReason(s: GameState, v: VehicleState, a: Action): string {
  const racer = v.side === racingSide(s);
  const foe = enemyNear(s, v);
  const line = spacesToLine(s, v);
  const bend = curveAhead(s, v, Math.max(2, speedFactor(v.speed) + 1));
  switch (a.kind) {
    case 'accelerate': {
      const to = Math.min(v.maxSpeed, v.speed + a.by);
      const why = racer ? (line !== null ? `to reach the line, ${line} spaces away, sooner` : 'to get away') : foe ? `to close on ${foe.name}` : 'to gain speed';
      return `accelerates to ${to}: ${why}${risk(s, v, a)}`;
    }
    case 'brake': {
      const to = Math.max(0, v.speed - a.by);
      if (bend && to <= bend.limit && v.speed > bend.limit) return `brakes to ${to}: the safety limit of the ${bend.limit} mph ${bend.kind} ahead, p38`;
      if (bend) return `brakes to ${to}: the ${bend.limit} mph ${bend.kind} ahead, p38${risk(s, v, a)}`;
      const why = racer ? (line !== null ? `fast enough for the line, ${line} spaces away` : 'no need for more speed') : foe ? `to stay in reach of ${foe.name}` : 'to keep control';
      return `brakes to ${to}: ${why}${risk(s, v, a)}`;
    }
    case 'drift': {
      const after = previewAction(s, v.id, a).end;
      // Lanes apart from the nearest enemy before and after the drift.
      const apart = (lane: number) => (foe ? Math.abs(foe.cell.lane - lane) : 0);
      const closer = after && foe ? apart(after.lane) < apart(v.cell.lane) : false;
      const why = !foe || !after
        ? 'to a better line'
        : racer
          ? inSights(s, foe, v) ? `out of ${foe.name}'s fire corridor` : closer ? `to block ${foe.name}'s way` : `away from ${foe.name}'s lanes`
          : apart(after.lane) === 0 ? `into ${foe.name}'s lanes for a shot` : closer ? `towards ${foe.name}'s lanes, ${apart(after.lane)} lane${apart(after.lane) === 1 ? '' : 's'} to go` : `clear of ${foe.name}'s lanes`;
      return `drifts ${a.side}: ${why}${risk(s, v, a)}`;
    }
    case 'shoot': {
      const w = v.weapons.find((x) => x.id === a.weapon);
      const t = eligibleTarget(s, v.id, a.weapon);
      const target = carOf(s, t?.target);
      const label = w ? WEAPONS[w.type].label.toLowerCase() : 'weapon';
      return target ? `shoots the ${label} at ${target.name}: ${pct(hitChance(s, v.id, a.weapon, target.id))} to hit now, p26` : `readies the ${label}: a target may come into the fire corridor after the move, p25`;
    }
    case 'shootPassive': {
      const kind = WEAPONS[v.weapons.find((x) => x.id === a.weapon)?.type ?? 'oil'].passive ?? 'passive';
      const target = foe && !racer ? '' : foe ? ` in ${foe.name}'s path` : '';
      return `lays ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} marker behind${target}: real or dummy, nobody else can tell, p22`;
    }
    case 'ram': {
      // When the engine offers nothing but rams, the collision is not a choice (p17): saying the
      // driver wanted it would misread the move (nearly every ram the computer makes is forced).
      const forced = legalCommands(s).every((c) => c.type !== 'declare' || c.action.kind === 'ram');
      const what = a.side ? `sideswipes to the ${a.side}` : 'rams the car ahead';
      return forced ? `${what}: no move avoids the collision, so the ram is compulsory, p17` : `${what}: contact hurts it more than it can afford, p52`;
    }
    case 'none':
      if (bend && v.speed <= bend.limit) return `holds ${v.speed} mph: within the ${bend.limit} mph limit of the ${bend.kind} ahead, p38`;
      return `holds ${v.speed} mph straight ahead: ${racer ? (line !== null ? `${line} spaces to the line` : 'keeps its lead') : foe ? `keeps ${foe.name} in reach` : 'no better move'}${risk(s, v, a)}`;
    default:
      return `${describeAction(a, s, v.id).toLowerCase()}${risk(s, v, a)}`;
  }
}

/** The reason for `c`, a command the player `me` is about to send, in one line. */
export function reasonFor(s: GameState, me: string, c: Command): string {
  switch (c.type) {
    case 'declare': {
      const v = carOf(s, c.vehicle);
      return v ? `${v.name} ${declareReason(s, v, c.action)}` : describeAction(c.action, s, c.vehicle);
    }
    case 'fire': {
      const v = carOf(s, c.vehicle);
      const a = declaredAction(s);
      const t = carOf(s, c.target);
      const chance = v && t && a?.kind === 'shoot' ? hitChance(s, v.id, a.weapon, t.id) : null;
      return `${v?.name ?? c.vehicle} fires at ${t?.name ?? c.target}${chance !== null ? `: ${pct(chance)} to hit, p26` : ''}`;
    }
    case 'abandonBike': {
      const name = carOf(s, c.vehicle)?.name ?? c.vehicle;
      return c.abandon ? `${name}'s rider abandons the bike: its engine is dead and it can only be pushed, p69` : `${name}'s rider keeps the bike to push it or shoot from it, p69`;
    }
    case 'holdFire':
      return `${carOf(s, c.vehicle)?.name ?? c.vehicle} holds fire: no enemy worth the ammunition in the fire corridor, p22`;
    case 'place': {
      const v = carOf(s, c.vehicle);
      return `${v?.name ?? c.vehicle} takes lanes ${c.lane}-${c.lane + 1}: ${v?.side === racingSide(s) ? 'out of the chasing car\'s line of fire' : 'room to line up behind the lead car'}, p87`;
    }
    case 'veto':
      return c.reroll ? 'objects to the starting speed: too fast for its car, p87' : 'accepts the starting speed, p87';
    case 'chooseLoadout':
      return `picks the ${c.loadout} table for its car, p87`;
    case 'rollForLead':
      return 'rolls for the lead car: odd leads, p87';
    case 'roll':
      return 'rolls the dice, p87';
    default:
      return me ? `${c.type}` : '';
  }
}
