// A toy stand-in for the rules engine, for store and UI tests: the store's mechanics (undo,
// saves, errors) must be testable whatever state the real rules are in. It keeps the real
// engine's shapes; its "rules" are just enough to make each mechanic happen:
//   rollForLead rolls a die; place rolls nothing; declare 'none' rolls nothing;
//   declare 'drift' rolls a die; the chase car's decisions are secret (it has dummies), which alone does not make them final;
//   declare 'switchOff' reveals a marker.
import type { ActionPreview, Command, GameEvent, GameSetup, GameState, Pending, Result, RuleError, SetupError } from '../../src/engine';
import { testState } from '../../src/engine/testkit';
import { rollD6 } from '../../src/engine/rng';
import { averageHitPoints, type ShotOdds } from '../../src/engine/explain/shotOdds';
import { WEAPONS } from '../../src/engine/data/weapons';
import { darkFuture as realDarkFuture } from '../../src/engine/rulesets';
import { validateByApply, type Ruleset } from '../../src/engine/contract';

const byId = (s: GameState, id: string) => s.vehicles.find((v) => v.id === id)!;

export function newGame(setup: GameSetup, seed: number): Result<GameState, SetupError> {
  if (!setup || !Array.isArray(setup.players) || setup.players.length !== 2) {
    return { ok: false, error: { code: 'BAD_SETUP', message: 'Game One needs two players' } };
  }
  const s = testState({
    vehicles: [
      { id: 'lead', name: 'Lead car', lane: 3, space: 3, owner: setup.players[0].id, side: 'lead' },
      { id: 'chase', name: 'Chase car', lane: 3, space: 0, owner: setup.players[1].id, side: 'chase' },
    ],
    finish: true,
  });
  s.scenario = setup.scenario;
  s.players = setup.players.map((p) => ({ ...p }));
  s.rng = { seed, s: seed, forced: [...(setup.forcedDice ?? [])], rolls: 0 };
  s.flow = { kind: 'setup', steps: [{ kind: 'rollForLead' }, { kind: 'place', side: 'chase', sections: [0] }, { kind: 'place', side: 'lead', sections: [1] }] };
  return { ok: true, value: s };
}

export function pending(s: GameState): Pending {
  const f = s.flow;
  if (f.kind === 'setup' && f.steps[0].kind === 'rollForLead') return { kind: 'rollForLead', player: s.players[0].id, vehicle: null, why: 'A die decides who drives the lead car (p87).', secret: false };
  if (f.kind === 'setup' && f.steps[0].kind === 'place') {
    const vid = f.steps[0].side;
    return { kind: 'place', player: byId(s, vid).owner, vehicle: vid, why: 'The chase car is placed first (p87).', secret: false };
  }
  if (f.kind === 'phase') {
    const vid = f.queue[0].vehicle;
    const secret = vid === 'chase';
    if (f.step === 'fireOrHold') return { kind: 'fireOrHold', player: byId(s, vid).owner, vehicle: vid, why: 'Shoot after the move (p25).', secret: false };
    return { kind: 'declare', player: byId(s, vid).owner, vehicle: vid, why: `${vid} is fastest (p12).`, secret };
  }
  return { kind: 'gameOver', player: null, vehicle: null, why: 'The game is over.', secret: false };
}

export function legalCommands(s: GameState): Command[] {
  const p = pending(s);
  if (p.kind === 'rollForLead') return [{ type: 'rollForLead' }];
  if (p.kind === 'place') {
    const out: Command[] = [];
    for (let lane = 1; lane <= 7; lane++) for (const t0 of [0, 20, 40]) out.push({ type: 'place', vehicle: p.vehicle!, lane, t0 });
    return out;
  }
  if (p.kind === 'fireOrHold') return [{ type: 'fire', vehicle: p.vehicle!, target: p.vehicle === 'lead' ? 'chase' : 'lead' }, { type: 'holdFire', vehicle: p.vehicle! }];
  if (p.kind === 'declare') {
    const vehicle = p.vehicle!;
    return [
      { type: 'declare', vehicle, action: { kind: 'none' } },
      { type: 'declare', vehicle, action: { kind: 'accelerate', by: 10 } },
      { type: 'declare', vehicle, action: { kind: 'brake', by: 10 } },
      { type: 'declare', vehicle, action: { kind: 'drift', side: 'right' } },
      { type: 'declare', vehicle, action: { kind: 'shoot', weapon: `${vehicle}.w1` } },
      { type: 'declare', vehicle, action: { kind: 'shootPassive', weapon: `${vehicle}.w2`, dummy: false } },
      { type: 'declare', vehicle, action: { kind: 'switchOff', weapon: `${vehicle}.w2` } },
    ];
  }
  return [];
}

export function apply(s0: GameState, c: Command): Result<{ state: GameState; events: GameEvent[] }, RuleError> {
  if (!legalCommands(s0).some((x) => JSON.stringify(x) === JSON.stringify(c))) {
    return { ok: false, error: { code: 'ILLEGAL_ACTION', message: `not a legal command: ${JSON.stringify(c)}` } };
  }
  const s = structuredClone(s0) as GameState;
  const events: GameEvent[] = [];
  if (c.type === 'rollForLead') {
    const d = rollD6(s.rng);
    events.push({ type: 'leadRolled', player: s.players[0].id, lead: s.players[d % 2 === 1 ? 0 : 1].id, rule: 'p87', dice: [d] });
    if (s.flow.kind === 'setup') s.flow.steps.shift();
  } else if (c.type === 'place') {
    const v = byId(s, c.vehicle);
    v.cell = { lane: c.lane, t0: c.t0, t1: c.t0 + 20 };
    events.push({ type: 'placed', vehicle: c.vehicle, cell: v.cell, rule: 'p87', dice: [] });
    if (s.flow.kind === 'setup') s.flow.steps.shift();
    if (c.vehicle === 'lead') s.flow = { kind: 'phase', queue: [{ vehicle: 'lead', mode: 'move', why: '' }, { vehicle: 'chase', mode: 'move', why: '' }], step: 'declare', declared: null, deferred: [] };
    if (c.vehicle === 'lead') events.push({ type: 'phaseStart', turn: 1, phase: 1, order: ['lead', 'chase'], rule: 'p12', dice: [] });
  } else if (c.type === 'declare' && s.flow.kind === 'phase') {
    const dice = c.action.kind === 'drift' ? [rollD6(s.rng)] : [];
    events.push({ type: 'declared', vehicle: c.vehicle, action: c.action, rule: 'p11', dice });
    if (c.action.kind === 'switchOff') events.push({ type: 'markerRevealed', marker: 'm1', kind: 'oil', dummy: true, by: c.vehicle, rule: 'p22', dice: [] });
    if (c.action.kind === 'shoot') {
      s.flow.step = 'fireOrHold';
      s.flow.declared = c.action;
    } else {
      s.flow.queue.reverse();
    }
  } else if ((c.type === 'fire' || c.type === 'holdFire') && s.flow.kind === 'phase') {
    events.push({ type: 'shotDeclined', vehicle: c.vehicle, rule: 'p25', dice: [] });
    s.flow.step = 'declare';
    s.flow.queue.reverse();
  }
  return { ok: true, value: { state: s, events } };
}

export function previewAction(_s: GameState, _vid: string, a: { kind: string }): ActionPreview {
  const hazards = a.kind === 'drift' ? [{ limit: 80, cause: 'drift', rule: 'p13', odds: { ok: 0.5, panicBrake: 1 / 3, controlLoss: 1 / 6 } }] : [];
  return { zone: [], end: null, heading: 0, steps: [], speedAfter: null, hazards, limits: [], certainControlLoss: false, hitChance: null, hint: `Hint for ${a.kind}.` };
}

export function describeAction(a: { kind: string; side?: string; by?: number }): string {
  if (a.kind === 'none') return 'Straight ahead';
  if (a.kind === 'drift') return `Drift ${a.side}`;
  if (a.kind === 'accelerate') return `Accelerate by ${a.by} mph`;
  if (a.kind === 'brake') return `Brake by ${a.by} mph`;
  return a.kind;
}

export function describeEvent(e: GameEvent): string {
  return `${e.type} happened`;
}

export const eligibleTarget = (_s: GameState, vid: string) => ({ target: vid === 'lead' ? 'chase' : 'lead', range: 6, countedRange: 6, inRange: true });
export const hitChance = () => 7 / 12;
/** The real shot odds over the fake hit chance: the points per hit are the engine's (p28). */
export function shotOdds(s: GameState, vid: string, weaponId: string, target: string): ShotOdds | null {
  const w = byId(s, vid)?.weapons.find((x) => x.id === weaponId);
  const t = s.vehicles.find((v) => v.id === target);
  if (!w || !t) return null;
  const per = averageHitPoints(WEAPONS[w.type].damage, t.armour);
  return { weapons: [w], chances: [hitChance()], perHit: [per], expected: hitChance() * per, armourOnly: false, armour: t.armour };
}

/**
 * Dark Future's ruleset as the store and the session play it with the fake: its game started and
 * its commands applied by the fake (the real ruleset's other hooks read the fake's states as they are).
 */
const darkFuture: Ruleset<GameState, GameEvent> = {
  ...realDarkFuture,
  newGame: (setup, seed) => {
    const g = newGame(setup as GameSetup, seed);
    return g.ok ? { ok: true, value: { state: g.value, events: [] } } : g;
  },
  apply: (s, c) => apply(s, c as Command),
  validate: (s, c) => validateByApply(darkFuture, s, c),
};

/** The fake, ready for vi.mock('../engine', ...): spread over the real module. */
export const fake = { newGame, pending, legalCommands, apply, previewAction, describeAction, describeEvent, eligibleTarget, hitChance, shotOdds, darkFuture };
