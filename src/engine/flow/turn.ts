// The turn engine (p8-12): turns of up to six phases; in each phase every vehicle acts in the
// move order. The engine runs on by itself until a player must decide something, so `pending`
// is always a plain read of the state.
import { emit, findVehicle, inPlay, newCtx, readVehicle, vehicle, writableVehicle, type Ctx } from '../core/ctx';
import type { GameEvent } from '../events';
import { lanesValid } from '../grid';
import { moveOrder } from './order';
import { cutUpToAsk, isLegal, isMovingOff, legalDeclarations } from '../plan/declarations';
import { actionPart, executeMove, executeOutOfControl, postMove } from './execute';
import { resumeMove, settle } from '../resolve/controlLoss';
import { endOfTurn, wreckIfHalted } from '../resolve/conditions';
import { eligibleTarget, fire } from '../resolve/shooting';
import { checkVictory } from './victory';
import { cloneJson } from '../clone';
import { copyForRules, ownVehicleAt, releaseForRules } from '../cloneState';
import { applyStep, stepCommands, stepPending, stepRefusal } from '../steps';
import { parseCommand } from '../schema/commands';
import { copyOffered, findOffered } from '../schema/offered';
import { dieNeed, NeedDie, needText } from '../core/realDice';
import { earlyDeclaration, recordEarly, takeEarly } from '../plan/earlyDeclarations';
import { speedFactor } from '../data/tables';
import { BIKE_RULES } from '../data/bikes';
import { bikeFalls } from '../resolve/fall';
import { startOfTurnBikes } from './bikeTurn';
import { abandonAsked, abandonCommands, abandonWhy, answerAbandon, askBeforeTurn } from './beforeTurn';
import { WEAPONS } from '../data/weapons';
import { declaredAction, endSlot, framesOf, pop, push, pushShunt, topFrame } from '../core/frames';
import { err, ok } from '../types';
import { keepFor, keptFor } from './kept';
import type { Action, Command, Frame, GameState, Pending, PhaseFlow, Result, RuleError, Slot } from '../types';

/** The phase being played, its frames written out (frames.ts). */
function phaseFlow(s: GameState): PhaseFlow & { frames: Frame[] } {
  if (s.flow.kind !== 'phase') throw new Error('engine bug: not in a phase');
  framesOf(s.flow, s.phase);
  return s.flow as PhaseFlow & { frames: Frame[] };
}

const top = (f: { frames: Frame[] }): Frame => f.frames[f.frames.length - 1];

/** Per-phase bookkeeping (p41: the panic-brake allowance is per phase while moving, then for the rest of the turn). */
function beginPhase(ctx: Ctx, n: number): void {
  const s = ctx.s;
  s.phase = n;
  for (let i = 0; i < s.vehicles.length; i++) {
    const seen = s.vehicles[i];
    const moves = seen.speed > 0 && speedFactor(seen.speed) >= n;
    const resetBrake = (n === 1 || moves || seen.movedThisPhase) && seen.brakeUsed !== 0;
    // p23: oil layers on stationary vehicles switch themselves off.
    const oilOff = seen.speed === 0 && seen.weapons.some((w) => w.lockedOn && WEAPONS[w.type].passive === 'oil');
    // A vehicle with nothing to reset stays shared with apply's argument (the write barrier).
    if (!resetBrake && !oilOff && !seen.movedThisPhase && !seen.actedThisPhase && seen.panicBrakedPhase === null) continue;
    const v = ownVehicleAt(s, i);
    if (resetBrake) v.brakeUsed = 0;
    v.movedThisPhase = false;
    v.actedThisPhase = false;
    v.panicBrakedPhase = null; // a panic brake costs the action of the phase it happens in only (p41)
    if (oilOff) for (const w of v.weapons) if (w.lockedOn && WEAPONS[w.type].passive === 'oil') w.lockedOn = false;
  }
  const f = phaseFlow(s);
  f.queue = moveOrder(ctx);
  f.deferred = [];
  f.predeclared = [];
  // A phase starts on the turn frame alone: nothing of the last phase is left above it.
  f.frames = [{ kind: 'turn' }, { kind: 'phase', n }];
  emit(ctx, { type: 'phaseStart', turn: s.turn, phase: n, order: f.queue.map((q) => q.vehicle), rule: 'p8', dice: [] });
}

/** The turn starts: the before-turn frame runs, and stays while a rider is asked whether he abandons his bike (p69). */
function beginTurn(ctx: Ctx): void {
  emit(ctx, { type: 'turnStart', turn: ctx.s.turn, rule: 'p8', dice: [] });
  const f = phaseFlow(ctx.s);
  push(f, { kind: 'beforeTurn' });
  startOfTurnBikes(ctx);
  for (const v of ctx.s.vehicles) {
    // p42: a car halted out of control takes no action before it is back under control; with no
    // move left to test before, that is the start of the next turn (docs/assumptions.md).
    if (inPlay(v) && v.speed === 0 && v.outOfControl && !v.spin && !v.noDriver && v.handling > 0 && !v.wreck) {
      writableVehicle(ctx.s, v).outOfControl = false;
      emit(ctx, { type: 'regainControl', vehicle: v.id, rule: 'p42', dice: [] });
    }
  }
  if (!askBeforeTurn(f, ctx.s)) endBeforeTurn(ctx);
}

function endBeforeTurn(ctx: Ctx): void {
  pop(phaseFlow(ctx.s), 'beforeTurn');
  beginPhase(ctx, 1);
}

/** p8: the turn ends when nothing is fast enough to move in the next phase. */
function endPhase(ctx: Ctx): void {
  const s = ctx.s;
  const next = s.phase + 1;
  const f = phaseFlow(s);
  pop(f, 'phase');
  if (next <= 6 && s.vehicles.some((v) => inPlay(v) && speedFactor(v.speed) >= next)) {
    beginPhase(ctx, next);
    return;
  }
  for (const v of s.vehicles) if (inPlay(v)) endOfTurn(ctx, v.id);
  emit(ctx, { type: 'turnEnd', turn: s.turn, rule: 'p8', dice: [] });
  s.turn += 1;
  pop(f, 'turn');
  push(f, { kind: 'turn' });
  beginTurn(ctx);
}

/** After a shunt the target moves next, then the rammer completes its move without an action (p57): both are pushed. */
function handleShunt(ctx: Ctx): void {
  if (!ctx.shunt) return;
  const { rammer, target } = ctx.shunt;
  ctx.shunt = null;
  const t = findVehicle(ctx.s, target);
  const r = findVehicle(ctx.s, rammer);
  const moves = !!t && inPlay(t) && !t.movedThisPhase && speedFactor(t.speed) >= ctx.s.phase;
  pushShunt(phaseFlow(ctx.s), rammer, target, moves ? { why: 'Shunted: the target takes its move next (p57)' } : null, !!r && inPlay(r) && r.speed > 0);
}

function resume(ctx: Ctx, frame: Extract<Frame, { kind: 'resumeAfterShunt' }>): void {
  const v = vehicle(ctx.s, frame.rammer);
  const start = ctx.events.length;
  ctx.move = { vehicle: v.id, markers: [], zones: [] };
  // ASSUMPTION: if the shunted car could not get out of the way, the rammer's move ends where it is.
  resumeMove(ctx, v.id, frame.shunted);
  postMove(ctx, v.id, v.outOfControl || v.spin ? 'skid' : 'straight', [], { eventStart: start });
}

/** Phase 1 movers-off declare first; then the one accelerating most moves first (p15). */
function flushDeferred(ctx: Ctx): void {
  const f = phaseFlow(ctx.s);
  const gain = (a: Action): number => (a.kind === 'moveOff' || a.kind === 'realign' || a.kind === 'turnAbout' ? a.by : a.kind === 'reverse' ? 10 : a.kind === 'push' ? BIKE_RULES.pushSpeed : 0);
  const list = [...f.deferred].sort((a, b) => gain(b.action) - gain(a.action));
  f.deferred = [];
  for (const d of list) {
    const v = findVehicle(ctx.s, d.vehicle);
    if (v && inPlay(v)) {
      executeMove(ctx, d.vehicle, d.action);
      handleShunt(ctx);
    }
  }
}

/**
 * A car brought to a halt by anything (a head-on ram, a spin) stops spinning (p46); out of control,
 * it stays so until the start of the next turn (p42, beginTurn). A broken axle makes it a wreck (p34).
 */
function settleHalted(ctx: Ctx): void {
  for (const v of ctx.s.vehicles) {
    if (inPlay(v) && v.speed === 0 && !v.rolled && v.spin !== null) settle(ctx, v.id);
    wreckIfHalted(ctx, v);
    // p64: "When the bike [with terminal damage] comes to halt it falls and the rider escapes ... It is treated as a wreck".
    if (inPlay(v) && v.kind === 'bike' && v.terminal && v.speed === 0 && !v.wreck) bikeFalls(ctx, v.id, 'halted with terminal damage');
  }
}

/** Starts turn 1 phase 1 of a state whose vehicles are all placed. */
export function startTurnFlow(ctx: Ctx): void {
  ctx.s.turn = 1;
  ctx.s.phase = 1;
  ctx.s.flow = { kind: 'phase', queue: [], deferred: [], frames: [{ kind: 'turn' }] };
  advance(ctx, true);
}

/** Runs the game on until a player has a decision to make (or the game is over). */
export function advance(ctx: Ctx, startTurn = false): void {
  if (startTurn) beginTurn(ctx);
  let idleTurns = 0;
  let lastTurn = ctx.s.turn;
  for (let guard = 0; guard < 10000; guard++) {
    settleHalted(ctx);
    if (checkVictory(ctx) || ctx.s.flow.kind !== 'phase') return;
    const f = phaseFlow(ctx.s);
    let t = top(f);
    if (t.kind === 'fireOrHold' || t.kind === 'cutUpAnswer' || t.kind === 'abandonBike') return;
    if (t.kind === 'beforeTurn') {
      endBeforeTurn(ctx);
      continue;
    }
    // A declaration still to come is looked at afresh (a cut-up refused may leave nothing to choose, p13).
    if (t.kind === 'declare') {
      pop(f, 'declare');
      t = top(f);
    }
    if (f.deferred.length && !f.queue.some((q) => q.mode === 'moveOff')) {
      flushDeferred(ctx);
      continue;
    }
    if (t.kind === 'resumeAfterShunt') {
      pop(f, 'resumeAfterShunt');
      const r = findVehicle(ctx.s, t.rammer);
      if (r && inPlay(r)) {
        resume(ctx, t);
        handleShunt(ctx);
      }
      continue;
    }
    if (t.kind === 'phase') {
      if (f.queue.length === 0) {
        endPhase(ctx);
        if (ctx.s.turn !== lastTurn) {
          lastTurn = ctx.s.turn;
          idleTurns += 1;
          if (idleTurns > 3) {
            // Nobody can move or act any more (e.g. every car wrecked): the game cannot go on.
            ctx.s.winner = ctx.s.winner ?? { side: 'none', reason: 'no vehicle can move or act any more', rule: 'p87' };
            ctx.s.flow = { kind: 'over' };
            emit(ctx, { type: 'gameOver', side: 'none', reason: 'no vehicle can move or act any more', rule: 'p87', dice: [] });
            return;
          }
        }
        continue;
      }
      push(f, { kind: 'slot', vehicle: f.queue[0].vehicle });
    }
    let slot = f.queue[0];
    // Read only: the rules this vehicle's turn runs look it up again to change it.
    const v = readVehicle(ctx.s, slot.vehicle);
    if (!v || !inPlay(v)) {
      endSlot(f);
      continue;
    }
    // A slot is replaced, never written in place: the copy apply works on shares them (cloneState.ts).
    if (slot.mode === 'moveOff' && v.speed > 0) slot = f.queue[0] = { ...slot, mode: speedFactor(v.speed) >= ctx.s.phase ? 'move' : 'still' };
    if (slot.mode === 'move' && (v.speed === 0 || speedFactor(v.speed) < ctx.s.phase)) {
      // p41: a panic brake can cost a vehicle its move this phase; it may still shoot.
      slot = f.queue[0] = { ...slot, mode: 'still', why: `Slowed to ${v.speed} mph: no move this phase, may still shoot (p41)` };
    }
    if (slot.mode === 'move' && (v.spin || v.outOfControl || (v.kind === 'bike' && v.rollsNextMove))) {
      endSlot(f);
      executeOutOfControl(ctx, v.id);
      handleShunt(ctx);
      idleTurns = 0;
      continue;
    }
    const early = earlyDeclaration(ctx.s, v.id);
    if (early && slot.mode === 'moveOff') {
      // Declared at once when another driver cut it up (p13): now it is carried out.
      takeEarly(f, v.id);
      carryOut(ctx, early);
      continue;
    }
    // The whole list, not just enough of it to tell whether there is a choice: when there is, it is
    // the legal list of the state apply returns (ctx.offered), which the caller asks for next.
    const legal = legalDeclarations(ctx.s, v.id, slot.mode);
    if (legal.length === 0) {
      endSlot(f);
      continue;
    }
    if (legal.length === 1 && legal[0].kind === 'none' && slot.mode === 'move') {
      // Nothing to choose (e.g. after a panic brake, p41): the straight-ahead move is made for the driver.
      endSlot(f);
      emit(ctx, { type: 'declared', vehicle: v.id, action: legal[0], rule: 'p41', dice: [] });
      executeMove(ctx, v.id, legal[0]);
      handleShunt(ctx);
      idleTurns = 0;
      continue;
    }
    push(f, { kind: 'declare', vehicle: v.id });
    ctx.offered = { vehicle: v.id, mode: slot.mode, actions: legal };
    return;
  }
}

// ---------------------------------------------------------------------------------------------

const vname = (s: GameState, id: string | null): string => (id ? (readVehicle(s, id)?.name ?? id) : '');

export function pending(s: GameState): Pending {
  const p = pendingCore(s);
  if (p.kind !== 'declare' || s.flow.kind !== 'phase') return p;
  // Real-or-dummy is a hidden choice (p22): the UI passes the device before showing it. The
  // state's legal list (kept: the caller asks for it next, or apply has already worked it out).
  return { ...p, secret: (offeredIn(s).actions ?? []).some((a) => a.kind === 'shootPassive' && a.dummy) };
}

/** How the vehicle whose decision it is acts: its slot's mode, or moving off when asked early (p13). */
function modeOf(s: GameState): Slot['mode'] {
  if (s.flow.kind !== 'phase') return 'move';
  return topFrame(s)?.kind === 'cutUpAnswer' ? 'moveOff' : s.flow.queue[0].mode;
}

/** The decision waited for, read from the top frame, without working out whether it has a secret part (cheap). */
function pendingCore(s: GameState): Pending {
  const f = s.flow;
  if (f.kind === 'over') return { kind: 'gameOver', player: null, vehicle: null, why: s.winner ? `${s.winner.reason} (${s.winner.rule})` : 'The game is over', secret: false };
  if (f.kind === 'setup') return stepPending(s, f.steps[0]);
  const t = topFrame(s)!;
  if (t.kind === 'abandonBike') return { kind: 'abandonBike', player: readVehicle(s, t.vehicle)!.owner, vehicle: t.vehicle, why: abandonWhy(s, t), secret: false };
  if (t.kind === 'cutUpAnswer') {
    const o = readVehicle(s, t.target)!;
    return { kind: 'declare', player: o.owner, vehicle: o.id, why: `${vname(s, t.by)} wants to cut in front of ${o.name}: its driver declares now; moving off refuses the cut-up (p13)`, secret: false };
  }
  const slot = f.queue[0];
  if (!slot || (t.kind !== 'declare' && t.kind !== 'fireOrHold')) return { kind: 'gameOver', player: null, vehicle: null, why: 'No decision is waiting', secret: false };
  const v = readVehicle(s, slot.vehicle)!;
  if (t.kind === 'fireOrHold') return { kind: 'fireOrHold', player: v.owner, vehicle: v.id, why: `${vname(s, v.id)} declared a shot: fire or hold (p22)`, secret: false };
  return { kind: 'declare', player: v.owner, vehicle: v.id, why: slot.why, secret: false };
}

/** A state's legal list, kept once worked out (kept.ts). */
interface Offered {
  list: Command[];
  /** The declarations of the list, when the decision is one. */
  actions: Action[] | null;
}

function offeredIn(s: GameState): Offered {
  const k = keptFor<Offered>(s);
  if (k) return k;
  const list = workOutLegal(s);
  const o: Offered = { list, actions: null };
  if (list.length > 0 && list[0].type === 'declare') o.actions = list.map((c) => (c as Extract<Command, { type: 'declare' }>).action);
  keepFor(s, o);
  return o;
}

/** Every command the pending decision accepts: what "offered means accepted" is checked against. */
export function legalCommands(s: GameState): Command[] {
  // A copy, so a caller sorting or trimming it leaves the kept one whole.
  return offeredIn(s).list.slice();
}

/** The declarations the turn loop stopped for, as the legal list of the state apply returns (undefined: it stopped for no declaration of the state's). */
function offeredFrom(s: GameState, o: Ctx['offered']): Offered | undefined {
  if (!o) return undefined;
  const p = pendingCore(s);
  if (p.kind !== 'declare' || p.vehicle !== o.vehicle || modeOf(s) !== o.mode) return undefined;
  const list = new Array<Command>(o.actions.length);
  for (let i = 0; i < list.length; i++) list[i] = { type: 'declare', vehicle: o.vehicle, action: o.actions[i] };
  return { list, actions: o.actions };
}

function workOutLegal(s: GameState): Command[] {
  const p = pendingCore(s);
  const f = s.flow;
  if (f.kind === 'setup') return stepCommands(s, f.steps[0]);
  switch (p.kind) {
    case 'declare':
      return f.kind === 'phase' ? legalDeclarations(s, p.vehicle!, modeOf(s)).map((action) => ({ type: 'declare' as const, vehicle: p.vehicle!, action })) : [];
    case 'fireOrHold': {
      const a = declaredAction(s);
      const t = a && a.kind === 'shoot' ? eligibleTarget(s, p.vehicle!, a.weapon) : null;
      // Equally close targets (and turret choices, p27) are all offered.
      const targets = t ? (t.candidates.length ? t.candidates : [t.target]) : [];
      return [...targets.map((target) => ({ type: 'fire' as const, vehicle: p.vehicle!, target })), { type: 'holdFire', vehicle: p.vehicle! }];
    }
    case 'abandonBike': {
      const t = abandonAsked(s);
      return t ? abandonCommands(t) : [];
    }
    default:
      return [];
  }
}

const rerr = (code: RuleError['code'], message: string) => err<RuleError>({ code, message });

const KIND_FOR: Record<Command['type'], Pending['kind']> = { rollForLead: 'rollForLead', roll: 'roll', chooseLoadout: 'chooseLoadout', chooseLink: 'chooseLink', veto: 'veto', place: 'place', declare: 'declare', fire: 'fireOrHold', holdFire: 'fireOrHold', continue: 'gameOver', design: 'design', chooseApproach: 'chooseApproach', setSpeed: 'setSpeed', abandonBike: 'abandonBike' };

function run(ctx: Ctx, c: Command): void {
  const s = ctx.s;
  if (s.flow.kind === 'setup') {
    const step = s.flow.steps.shift()!;
    applyStep(ctx, step, c);
    // Steps may have been added or the flow replaced (a reroll, the track generated).
    if (s.flow.kind === 'setup' && s.flow.steps.length === 0) startTurnFlow(ctx);
    return;
  }
  const f = phaseFlow(s);
  const slot = f.queue[0];
  const t = top(f);
  if (c.type === 'fire' || c.type === 'holdFire') {
    const a = pop(f, 'fireOrHold').action;
    if (c.type === 'fire' && a.kind === 'shoot') fire(ctx, c.vehicle, a.weapon, c.target, !!a.alone);
    else emit(ctx, { type: 'shotDeclined', vehicle: c.vehicle, rule: 'p22', dice: [] });
    endSlot(f);
    advance(ctx);
    return;
  }
  if (c.type === 'abandonBike') {
    answerAbandon(ctx, f, c);
    advance(ctx);
    return;
  }
  if (c.type !== 'declare') return;
  const a = c.action;
  const v = vehicle(s, c.vehicle);
  if (t.kind === 'cutUpAnswer' && t.target === v.id) {
    answerCutUp(ctx, a);
    advance(ctx);
    return;
  }
  emit(ctx, { type: 'declared', vehicle: v.id, action: a, rule: 'p11', dice: [] });
  const ask = slot.mode === 'move' ? cutUpToAsk(s, v, a) : null;
  if (ask) {
    // p13: "the player controlling it must declare his action at once" before the cut-up happens.
    push(f, { kind: 'cutUpAnswer', by: v.id, action: a, target: ask.id });
    return;
  }
  carryOut(ctx, a);
  advance(ctx);
}

/** The stationary car's early declaration (p13): moving off refuses the cut-up, anything else lets it happen. */
function answerCutUp(ctx: Ctx, a: Action): void {
  const f = phaseFlow(ctx.s);
  const cu = pop(f, 'cutUpAnswer');
  recordEarly(f, cu.target, a);
  emit(ctx, { type: 'declared', vehicle: cu.target, action: a, rule: 'p13', dice: [] });
  if (isMovingOff(a)) {
    // Back to the cutting driver's declare frame: he declares again.
    emit(ctx, { type: 'note', vehicle: cu.by, text: `cannot cut up ${vname(ctx.s, cu.target)}, which is moving off: declare again (p13)`, rule: 'p13', dice: [] });
    return;
  }
  carryOut(ctx, cu.action);
}

/** Carries out the declared action of the vehicle whose slot is acting: the slot pops, or a fire-or-hold is pushed on it. */
function carryOut(ctx: Ctx, a: Action): void {
  const f = phaseFlow(ctx.s);
  if (top(f).kind === 'declare') pop(f, 'declare');
  const slot = f.queue[0];
  const v = vehicle(ctx.s, slot.vehicle);
  v.actedThisPhase = true;
  if (slot.mode === 'moveOff' && isMovingOff(a)) {
    f.deferred.push({ vehicle: v.id, action: a });
    endSlot(f);
  } else if (slot.mode === 'move') {
    const r = executeMove(ctx, v.id, a);
    if (r === 'fireOrHold') push(f, { kind: 'fireOrHold', vehicle: v.id, action: a });
    else {
      endSlot(f);
      handleShunt(ctx);
    }
  } else {
    const r = actionPart(ctx, v.id, a, false);
    if (r === 'fireOrHold') push(f, { kind: 'fireOrHold', vehicle: v.id, action: a });
    else endSlot(f);
  }
}

/**
 * Applies one command. Never throws and never changes its argument: a bad command returns a coded
 * error. The new state shares with the argument what no rule writes in place (cloneState.ts): treat
 * states as values.
 */
export function apply(s: GameState, input: Command): Result<{ state: GameState; events: GameEvent[] }, RuleError> {
  return applyKeeping(s, input, false);
}

/**
 * `apply`, also giving the board after each of the command's events (`states[i]` after
 * `events[i]`, its `flow` still the decision being carried out; `state` is the end, which may
 * differ from the last of them by what the rules settle after it): a replay steps the board and
 * record sheets by event through the same rules that played them.
 */
export function applyByEvent(s: GameState, input: Command): Result<{ state: GameState; events: GameEvent[]; states: GameState[] }, RuleError> {
  const r = applyKeeping(s, input, true);
  return r.ok ? ok({ state: r.value.state, events: r.value.events, states: r.value.states ?? [] }) : r;
}

/** The commands of the turn's decisions, which the door's fast way takes (setup steps go through the schema and the step's own checks). */
const FAST: ReadonlySet<Command['type']> = new Set(['declare', 'fire', 'holdFire']);

function applyKeeping(s: GameState, input: Command, keep: boolean): Result<{ state: GameState; events: GameEvent[]; states?: GameState[] }, RuleError> {
  const known = keptFor<Offered>(s) ?? null;
  // The door's fast way (schema/offered.ts): a command equal to one offered in this state is a
  // copy of that one, which every check below accepts (offered means accepted).
  const same = known && known.list.length > 0 && FAST.has(known.list[0].type) ? findOffered(known.list, input) : null;
  if (same) return run0(s, copyOffered(same), keep);
  // The door (schema/commands.ts): from here on the command is a fresh copy with only known keys.
  const parsed = parseCommand(input);
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  if (s.flow.kind === 'over') return rerr('GAME_OVER', 'the game is over');
  const p = pendingCore(s);
  if (KIND_FOR[c.type] !== p.kind) return rerr('NOT_PENDING', `the game is waiting for '${p.kind}', not '${c.type}'`);
  if ('vehicle' in c && c.vehicle !== p.vehicle) return rerr('WRONG_VEHICLE', `it is ${vname(s, p.vehicle)}'s decision, not ${String(c.vehicle)}'s`);
  if (c.type === 'place') {
    if (!lanesValid(c.lane) || !offeredIn(s).list.some((x) => x.type === 'place' && x.lane === c.lane && x.t0 === c.t0))
      return rerr('ILLEGAL_PLACEMENT', 'that is not a space where this car may be placed (p87)');
  } else if (s.flow.kind === 'setup') {
    const refused = stepRefusal(s, s.flow.steps[0], c);
    if (refused) return err(refused);
  }
  if (c.type === 'declare') {
    // Only the declared kind is worked out: isLegal compares within a kind.
    // (The kept list, when there is one: all kinds, of which isLegal reads the declared one.)
    const kind = c.action.kind;
    const legal = known?.actions ?? legalDeclarations(s, c.vehicle, modeOf(s), (k) => k === kind);
    if (!isLegal(legal, c.action))
      return rerr('ILLEGAL_ACTION', 'that action is not allowed now (see the legal actions offered)');
  }
  if (c.type === 'fire' && !offeredIn(s).list.some((x) => x.type === 'fire' && x.target === c.target)) return rerr('UNKNOWN_TARGET', 'that vehicle is not the target in the fire corridor (p25)');
  if (c.dice && !s.options.realDice) return rerr('EXTRA_DICE', 'this game rolls its own dice: a command carries dice only in a game with the real dice option');
  return run0(s, c, keep);
}

/** Runs a command found legal on the rules' copy of `s`. */
function run0(s: GameState, c: Command, keep: boolean): Result<{ state: GameState; events: GameEvent[]; states?: GameState[] }, RuleError> {
  const work = copyForRules(s);
  try {
    const ctx = newCtx(work, s);
    if (keep) ctx.states = [];
    if (s.options.realDice) {
      ctx.real = true;
      ctx.s.rng.forced.push(...(c.dice ?? []));
    }
    run(ctx, c);
    // A die left over would be taken by the next command: a replay would then differ from play.
    if (ctx.real && ctx.s.rng.forced.length > 0) return rerr('EXTRA_DICE', `the command carried ${ctx.s.rng.forced.length} more ${ctx.s.rng.forced.length === 1 ? 'die' : 'dice'} than it rolled`);
    keepFor(ctx.s, offeredFrom(ctx.s, ctx.offered));
    if (!ctx.states) return ok({ state: ctx.s, events: ctx.events });
    // Part way through, the rules' own bookkeeping is no decision anyone waits for: each state
    // still waits on the decision being carried out.
    for (const mid of ctx.states) mid.flow = cloneJson(s.flow);
    return ok({ state: ctx.s, events: ctx.events, states: ctx.states });
  } catch (e) {
    if (e instanceof NeedDie) return needsDie(s, c);
    return rerr('INTERNAL', `the referee hit an internal error and changed nothing: ${(e as Error).message}`);
  } finally {
    // The result is a value from here on: no lookup may copy into it.
    releaseForRules(work);
  }
}

/** NEEDS_DIE for a real-dice command that ran out: a trial run with the app's dice after the supplied ones says what the next die is for. */
function needsDie(s: GameState, c: Command): Result<never, RuleError> {
  const supplied = c.dice?.length ?? 0;
  let events: GameEvent[] = [];
  try {
    const trial = newCtx(cloneJson(s));
    trial.s.rng.forced.push(...(c.dice ?? []));
    run(trial, c);
    events = trial.events;
  } catch {
    // The trial only names the roll; without it the need is still reported.
  }
  const need = dieNeed(s, events, supplied);
  return err<RuleError>({ code: 'NEEDS_DIE', message: needText(need), need });
}


/** Starts phase `phase` of the current turn on a prepared board and runs to the first decision (tests, sim set-ups). */
export function startPhase(s: GameState, phase: number): GameState {
  const ctx = newCtx(cloneJson(s));
  ctx.s.flow = { kind: 'phase', queue: [], deferred: [], frames: [{ kind: 'turn' }] };
  if (phase === 1) beginTurn(ctx);
  else beginPhase(ctx, phase);
  advance(ctx);
  return ctx.s;
}
