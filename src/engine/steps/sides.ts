// The set-up steps of Games Six to Eight (p88): the roll for the sides, each side's design, the
// attacker's pursuit or intercept, an intercepting vehicle's speed, and the lead driver's look
// down the road (p75).
import { d6, emit, findVehicle } from '../core/ctx';
import { makeVehicle } from '../design/vehicleFactory';
import { unseated, validateSide } from '../design/sideDesign';
import { STOCK_SIDES, stockVehicles } from '../data/sideDesigns';
import { APPROACH_WORDS, SIDE_RULES } from '../data/gameSix';
import { GAME_THREE } from '../data/gameThree';
import { dollars } from '../design/design';
import { rollingTrack } from '../road/continuous';
import { leadDriver, leadSide, playerName, sideLabel, sidePlayers, sidesOf } from '../scenarios/sides';
import { restOfSetup } from '../scenarios/advanced';
import { APPROACHES } from '../types';
import type { Ctx } from '../core/ctx';
import type { Command, GameState, RuleError, SetupStep, SideRole, SideState, SideVehicle } from '../types';
import type { StepHandler } from './types';
import { startAt } from './startSpeed';

const refused = (code: RuleError['code'], message: string): RuleError => ({ code, message });

function sideState(s: GameState, id: string): SideState {
  const x = s.sides?.find((y) => y.id === id);
  if (!x) throw new Error(`engine bug: no side ${id}`);
  return x;
}

/** What the lower and the higher score become, in words. */
function rollStakes(s: GameState, step: Extract<SetupStep, { kind: 'rollOff' }>): string {
  if (step.decides === 'role') return `the lower score buys ${ROLE_WORDS[step.low as SideRole]}, the higher ${ROLE_WORDS[step.high as SideRole]}`;
  return `the higher score is ${sideLabel(s, step.high)}, the lower ${sideLabel(s, step.low)}`;
}

export const rollOff: StepHandler<'rollOff'> = {
  pending: (s, step) => {
    const team = s.sides?.[step.team];
    const who = team?.players[0] ?? s.players[0].id;
    const mates = team && team.players.length > 1 ? ` (for ${team.players.map((p) => playerName(s, p)).join(', ')})` : '';
    const role = team?.role ? ` for ${ROLE_WORDS[team.role]}` : '';
    const whose = step.game ? `, ${step.game}'s roll` : '';
    return { kind: 'roll', player: who, vehicle: null, why: `${playerName(s, who)} rolls a die${mates}${role}${whose}: ${rollStakes(s, step)} (p88)`, secret: false, step };
  },
  commands: () => [{ type: 'roll' }],
  apply(ctx, step) {
    const s = ctx.s;
    const f = s.flow;
    const teams = s.sides;
    if (f.kind !== 'setup' || !teams) throw new Error('engine bug: a roll for sides without teams');
    const d = d6(ctx);
    emit(ctx, { type: 'sideRolled', player: teams[step.team].players[0], team: step.team, rule: 'p88', dice: [d] });
    const rolls = [...step.rolls, d];
    const next = f.steps[0];
    // Team 1 has rolled: team 2's step of the same roll takes its score.
    if (step.team === 0 && next?.kind === 'rollOff') {
      next.rolls = rolls;
      return;
    }
    const [a, b] = rolls;
    const about = { ...(step.decides ? { decides: step.decides } : {}), ...(step.game ? { game: step.game } : {}) };
    if (a === b) {
      // Equal scores say nothing about lower and higher: both roll again.
      emit(ctx, { type: 'sidesSettled', sides: [], again: true, ...about, rule: 'p88', dice: [] });
      f.steps.unshift({ ...step, team: 0, rolls: [] }, { ...step, team: 1, rolls: [] });
      return;
    }
    const low = a < b ? 0 : 1;
    const pick = (i: number): string => (i === low ? step.low : step.high);
    // Game Eight's first roll (as Game Six's) gives the teams their roles; the others name the sides.
    s.sides = teams.map((t, i) => (step.decides === 'role' ? { ...t, players: [...t.players], role: pick(i) as SideRole } : { ...t, id: pick(i), players: [...t.players] }));
    emit(ctx, { type: 'sidesSettled', sides: s.sides.map((x) => ({ side: x.id, players: x.players, ...(x.role ? { role: x.role } : {}) })), again: false, ...about, rule: 'p88', dice: [] });
    opDesignsFirst(f.steps, s.sides);
  },
};

/** p88 Game Eight, "Design sides as per Game Six": once the roles are known, the Op designs first (Game Six's order). */
function opDesignsFirst(steps: SetupStep[], sides: SideState[]): void {
  const at = steps.flatMap((x, i) => (x.kind === 'designSide' ? [i] : []));
  const roleOf = (x: SetupStep) => (x.kind === 'designSide' ? sides.find((y) => y.id === x.side)?.role : undefined);
  const designs = at.map((i) => steps[i]);
  if (designs.some((x) => !roleOf(x))) return;
  const ordered = [...designs].sort((x, y) => Number(roleOf(x) !== 'op') - Number(roleOf(y) !== 'op'));
  at.forEach((i, k) => (steps[i] = ordered[k]));
}

/** The roles a side may design as (Game Eight: the one Game Six's roll gave it). */
function rolesFor(s: GameState, step: Extract<SetupStep, { kind: 'designSide' }>): SideRole[] {
  const given = s.sides?.find((x) => x.id === step.side)?.role;
  if (given) return step.roles.filter((r) => r === given);
  // A choice (Game Seven's attacker): not a role that would leave a player of the side without a
  // vehicle (data/gameSix.ts READINGS.seats: the Op, one Interceptor, for a side of two or more).
  const seated = step.roles.filter((r) => seatsAll(r, sidePlayers(s, step.side)));
  return seated.length > 0 ? seated : step.roles;
}

/** Whether `role` can give each of `players` a vehicle (the Op is one Interceptor). */
const seatsAll = (role: SideRole, players: readonly string[]): boolean => SIDE_RULES[role].maxVehicles >= players.length;

const names = (s: GameState, ids: readonly string[]): string => ids.map((p) => playerName(s, p)).join(', ');

/** The design step's word on seats: who an Op leaves without a vehicle, or why the Op is not offered. */
function seatWords(s: GameState, step: Extract<SetupStep, { kind: 'designSide' }>, roles: SideRole[]): string {
  const players = sidePlayers(s, step.side);
  if (players.length < 2) return '';
  if (roles.length === 1 && roles[0] === 'op') return `; ${names(s, players.slice(1))} will have no vehicle: an Op is one Interceptor for one player`;
  if (step.roles.includes('op') && !roles.includes('op')) return `; not an Op: an Op is one Interceptor for one player, and ${names(s, players)} are ${players.length} players`;
  return '';
}

/** The roles open to the side whose design the game waits for (none when it waits for something else), for the design panel. */
export function designRoles(s: GameState): SideRole[] {
  const step = s.flow.kind === 'setup' ? s.flow.steps[0] : undefined;
  return step?.kind === 'designSide' ? rolesFor(s, step) : [];
}

const roleOf = (vehicles: SideVehicle[]): SideRole => (vehicles.length > 0 && vehicles.every((x) => x.design.kind === 'interceptor') ? 'op' : 'gang');

const ROLE_WORDS: Record<SideRole, string> = { op: 'an Interceptor (the Op)', gang: 'an outlaw gang' };

/** After the last design or choice of the set-up, the steps that place the vehicles on the road. */
function thenTheRoad(ctx: Ctx): void {
  const f = ctx.s.flow;
  if (f.kind !== 'setup' || f.steps.some((x) => x.kind === 'designSide' || x.kind === 'chooseApproach')) return;
  const lead = leadSide(ctx.s);
  f.steps.push(...restOfSetup(ctx.s, lead, sidesOf(ctx.s).find((x) => x.id !== lead)?.id ?? lead));
}

export const designSide: StepHandler<'designSide'> = {
  pending: (s, step) => {
    const who = sidePlayers(s, step.side)[0] ?? s.players[0].id;
    const roles = rolesFor(s, step);
    return {
      kind: 'design',
      player: who,
      vehicle: null,
      why: `${playerName(s, who)} buys ${sideLabel(s, step.side)} for ${dollars(SIDE_RULES[roles[0]].budget)}: ${roles.map((r) => ROLE_WORDS[r]).join(' or ')}${sideState(s, step.side).role ? ", as the first roll gave it (Game Six's roll)" : ''}${seatWords(s, step, roles)} (p88)`,
      secret: false,
      step,
    };
  },
  commands: (s, step) => {
    const roles = rolesFor(s, step);
    const who = sidePlayers(s, step.side);
    // The ready-made sides that are legal for this side's players (each seated, where the role can seat them).
    return STOCK_SIDES.filter((x) => roles.includes(x.role) && validateSide(x.role, stockVehicles(x, who), who).ok).map((x): Command => ({ type: 'design', player: who[0], vehicles: stockVehicles(x, who) }));
  },
  refuse(s, step, c) {
    if (c.type !== 'design') return refused('NOT_PENDING', 'the game is waiting for a design');
    const players = sidePlayers(s, step.side);
    if (!players.includes(c.player)) return refused('ILLEGAL_ACTION', `${playerName(s, c.player)} does not play ${sideLabel(s, step.side)}`);
    const roles = rolesFor(s, step);
    // One role open: judged as that role (its own words); two: as the one the vehicles make.
    const role = roles.length === 1 ? roles[0] : roleOf(c.vehicles);
    const made = roleOf(c.vehicles);
    if (!roles.includes(made) && step.roles.includes(made) && !seatsAll(made, players))
      return refused('ILLEGAL_ACTION', `${names(s, unseated(c.vehicles, players))} would have no vehicle: an Op is one Interceptor for one player ("The player with the Interceptor is an Op", p88), and ${names(s, players)} are ${players.length} players; ${sideLabel(s, step.side)} designs ${roles.map((r) => ROLE_WORDS[r]).join(' or ')}`);
    if (!roles.includes(role)) return refused('ILLEGAL_ACTION', `${sideLabel(s, step.side)} designs ${roles.map((r) => ROLE_WORDS[r]).join(' or ')} (p88)`);
    const check = validateSide(role, c.vehicles, players, SIDE_RULES[role], (p) => playerName(s, p));
    if (!check.ok) return refused('ILLEGAL_ACTION', check.problems.map((p) => p.message).join('; '));
    if (s.vehicles.length + c.vehicles.length > 12) return refused('ILLEGAL_ACTION', 'a game holds at most 12 vehicles');
    return null;
  },
  apply(ctx, step, c) {
    if (c.type !== 'design') return;
    const s = ctx.s;
    const roles = rolesFor(s, step);
    const role = roles.length === 1 ? roles[0] : roleOf(c.vehicles);
    const ids = c.vehicles.map((x, i) => {
      const id = `${step.side}${i + 1}`;
      const v = makeVehicle(
        { id, name: x.design.name.trim() || `${playerName(s, x.driver)}'s ${x.design.kind}`, kind: x.design.kind, owner: x.driver, side: step.side, driveSkill: GAME_THREE.driveSkill, weapons: x.design.weapons, dummies: GAME_THREE.dummies },
        { lane: 0, t0: -1, t1: -1 },
      );
      v.status = 'unplaced';
      s.vehicles.push(v);
      return id;
    });
    sideState(s, step.side).role = role;
    // An Op's team-mates have no vehicle (the Op is one Interceptor): the log says so.
    const left = unseated(c.vehicles, sidePlayers(s, step.side));
    emit(ctx, { type: 'sideDesigned', side: step.side, player: c.player, role, vehicles: ids, cost: validateSide(role, c.vehicles, null).cost, ...(left.length ? { unseated: left } : {}), rule: 'p88', dice: [] });
    thenTheRoad(ctx);
  },
};

export const chooseApproach: StepHandler<'chooseApproach'> = {
  pending: (s, step) => {
    const who = sidePlayers(s, step.side)[0] ?? s.players[0].id;
    return { kind: 'chooseApproach', player: who, vehicle: null, why: `${playerName(s, who)}, the attacker, chooses ${APPROACH_WORDS.pursuit} or ${APPROACH_WORDS.intercept} (p88)`, secret: false, step };
  },
  commands: (s, step) => APPROACHES.map((approach): Command => ({ type: 'chooseApproach', player: sidePlayers(s, step.side)[0], approach })),
  apply(ctx, step, c) {
    if (c.type !== 'chooseApproach') return;
    sideState(ctx.s, step.side).approach = c.approach;
    emit(ctx, { type: 'approachChosen', player: c.player, approach: c.approach, rule: 'p88', dice: [] });
    thenTheRoad(ctx);
  },
};

/** Speeds offered for an intercepting vehicle: every 5 mph and the exact maximum (any whole number is accepted, as p11's amounts). */
function speedsFor(max: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < max; x += 5) out.push(x);
  return [...out, max];
}

export const chooseSpeed: StepHandler<'chooseSpeed'> = {
  pending: (s, step) => {
    const v = findVehicle(s, step.vehicle);
    return { kind: 'setSpeed', player: v?.owner ?? null, vehicle: step.vehicle, why: `${v?.name ?? step.vehicle} intercepts: it may start at any speed from 0 to its maximum of ${v?.maxSpeed ?? 0} mph (p88)`, secret: false, step };
  },
  commands: (s, step) => speedsFor(findVehicle(s, step.vehicle)?.maxSpeed ?? 0).map((speed): Command => ({ type: 'setSpeed', vehicle: step.vehicle, speed })),
  refuse(s, step, c) {
    const v = findVehicle(s, step.vehicle);
    if (c.type !== 'setSpeed' || !v) return refused('NOT_PENDING', 'the game is waiting for a starting speed');
    return c.speed <= v.maxSpeed ? null : refused('ILLEGAL_ACTION', `${v.name}'s maximum speed is ${v.maxSpeed} mph (p88)`);
  },
  apply(ctx, step, c) {
    const v = findVehicle(ctx.s, step.vehicle);
    if (c.type !== 'setSpeed' || !v) return;
    startAt(v, c.speed);
    emit(ctx, { type: 'speedChosen', vehicle: v.id, speed: c.speed, rule: 'p88', dice: [] });
  },
};

export const lookAhead: StepHandler<'lookAhead'> = {
  pending: (s, step) => ({
    kind: 'roll',
    player: leadDriver(s),
    vehicle: null,
    why: `${playerName(s, leadDriver(s))}, the lead driver, rolls for the road in sight: up to the next curve, or three straights past the lead car's section (p75); new sections may bring road hazards (p76)`,
    secret: false,
    step,
  }),
  commands: () => [{ type: 'roll' }],
  apply(ctx) {
    rollingTrack(ctx);
  },
};
