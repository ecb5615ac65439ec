// Ids named like Object.prototype members (issue 8, item 17): a vehicle or player called
// `constructor` or `__proto__` must play like any other. Ids never index a plain object by
// inheritance: the p13 early declarations were read from one and a car lost its turns.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending, startPhase } from './flow/turn';
import { newGame } from './flow/setup';
import { cloneJson } from './clone';
import { applyOk, must, testState, v } from './testkit';
import type { Action, Command, GameState } from './types';
import type { VehicleDesign } from './design/design';

// 'S' is the control: the same test with an ordinary id.
const PROTO_IDS = ['S', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const declare = (vehicle: string, action: Action): Command => ({ type: 'declare', vehicle, action });
const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;

describe('vehicle ids named like Object.prototype members (issue 8 item 17)', () => {
  // As turn.test.ts 'cutting up a stationary car (p13)': M drifting right would cut up S.
  const board = (id: string) => startPhase(testState({ vehicles: [{ id: 'M', lane: 1, space: 2, speed: 60 }, { id, lane: 3, space: 2, speed: 0 }] }), 1);

  it.each(PROTO_IDS)('p13: a stationary car called %s is asked to declare at once when cut up, and its declaration is carried out', (id) => {
    let s = board(id);
    s = step(s, declare('M', { kind: 'drift', side: 'right' }));
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: id });
    s = step(s, declare(id, { kind: 'none' }));
    expect(v(s, 'M').cell).toMatchObject({ lane: 2, t0: 60 });
    expect(s.phase).toBe(2);
  });

  it.each(PROTO_IDS)('p13, p15: a car called %s that moves off when cut up does move off (its turn is not lost)', (id) => {
    let s = board(id);
    s = step(s, declare('M', { kind: 'drift', side: 'right' }));
    s = step(s, declare(id, { kind: 'moveOff', by: 20 }));
    s = step(s, declare('M', { kind: 'none' }));
    expect(v(s, id).speed).toBe(20);
    expect(v(s, id).cell.t0).toBe(60);
  });

  it.each(PROTO_IDS)('p15: a stationary car called %s is offered its move-off at phase 1', (id) => {
    const s = startPhase(testState({ vehicles: [{ id: 'M', lane: 1, space: 4, speed: 60 }, { id, lane: 5, space: 0, speed: 0 }] }), 1);
    const after = step(s, declare('M', { kind: 'none' }));
    expect(pending(after)).toMatchObject({ kind: 'declare', vehicle: id });
    expect(legalCommands(after).some((c) => c.type === 'declare' && c.action.kind === 'moveOff')).toBe(true);
  });

  it('the state stays plain JSON: a save of the cut-up state reloads equal (no own __proto__ key lost by a copy)', () => {
    let s = board('__proto__');
    s = step(s, declare('M', { kind: 'drift', side: 'right' }));
    s = step(s, declare('__proto__', { kind: 'none' }));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(cloneJson(s)).toEqual(s);
  });
});

describe('cloneJson keeps own keys named like Object.prototype members', () => {
  it('an own __proto__ key (as JSON.parse makes) stays an own key and sets no prototype', () => {
    const x = JSON.parse('{"__proto__": {"kind": "none"}, "constructor": 1}') as Record<string, unknown>;
    const y = cloneJson(x);
    expect(Object.getPrototypeOf(y)).toBe(Object.prototype);
    expect(Object.keys(y)).toEqual(['__proto__', 'constructor']);
    expect(JSON.stringify(y)).toBe(JSON.stringify(x));
  });
});

describe('player ids named like Object.prototype members', () => {
  it.each(PROTO_IDS)('Game One with a player called %s plays its set-up like any other', (id) => {
    let s = must(newGame({ scenario: 'gameOne', players: [{ id, name: 'Ann' }, { id: 'bob', name: 'Bob' }], forcedDice: [1] }, 3));
    s = step(s, { type: 'rollForLead' });
    expect(v(s, 'car1').owner).toBe(id);
    while (pending(s).kind === 'place') s = step(s, legalCommands(s)[0]);
    expect(pending(s).kind).toBe('declare');
    expect(apply(s, legalCommands(s)[0]).ok).toBe(true);
  });
});

describe('designs by player id (Games Four and Five, p88) are read by own key', () => {
  const gun = (name: string): VehicleDesign => ({ name, kind: 'renegade', weapons: [{ type: 'machineGun', mount: 'hood' }] });
  it.each([['gameFour'], ['gameFive']])('%s: players called __proto__ and constructor each drive their own design', (scenario) => {
    const designs = JSON.parse(JSON.stringify({ ['__proto__']: gun('Proto'), constructor: gun('Ctor') })) as Record<string, VehicleDesign>;
    const s = must(newGame({ scenario, players: [{ id: '__proto__', name: 'A' }, { id: 'constructor', name: 'B' }], designs }, 1));
    expect(s.vehicles.map((x) => [x.owner, x.name])).toEqual([['__proto__', 'Proto'], ['constructor', 'Ctor']]);
  });

  it('a player called toString with no design is told so (no design by inheritance)', () => {
    const r = newGame({ scenario: 'gameFour', players: [{ id: 'toString', name: 'A' }, { id: 'b', name: 'B' }], designs: { b: gun('B') } }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_DESIGN', path: 'designs.toString' });
  });
});
