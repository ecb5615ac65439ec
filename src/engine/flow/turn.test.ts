import { describe, expect, it } from 'vitest';
import { apply, legalCommands, pending, startPhase } from './turn';
import { newGame } from './setup';
import { testState, v, must, applyOk } from '../testkit';
import type { Action, Command, GameState, VehicleState } from '../types';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];


const step = (s: GameState, c: Command): GameState => applyOk(s, c).s;

/** A board at the start of `phase`, with the move order worked out by the engine. */
function started(opts: Parameters<typeof testState>[0]): GameState {
  return startPhase(testState(opts), opts.phase ?? 1);
}

const declare = (vehicle: string, action: Action): Command => ({ type: 'declare', vehicle, action });

describe('Game One set-up (p87)', () => {
  it('p87: a die decides the lead car, the chase car is placed in the first section, then the lead car in the next', () => {
    let s = must(newGame({ scenario: 'gameOne', players, forcedDice: [3] }, 7));
    expect(pending(s).kind).toBe('rollForLead');
    s = step(s, { type: 'rollForLead' });
    expect(v(s, 'car1').side).toBe('lead'); // Ann rolled odd: Ann drives the lead car
    expect(v(s, 'car2').side).toBe('chase');
    const p = pending(s);
    expect(p).toMatchObject({ kind: 'place', vehicle: 'car2', player: 'bob' });
    const places = legalCommands(s);
    expect(places).toHaveLength(21); // lanes 1-7 x 3 spaces
    expect(places.every((c) => c.type === 'place' && c.t0 >= 0 && c.t0 < 60)).toBe(true);
    s = step(s, { type: 'place', vehicle: 'car2', lane: 4, t0: 20 });
    expect(pending(s)).toMatchObject({ kind: 'place', vehicle: 'car1' });
    expect(legalCommands(s).every((c) => c.type === 'place' && c.t0 >= 60 && c.t0 < 120)).toBe(true);
    s = step(s, { type: 'place', vehicle: 'car1', lane: 4, t0: 80 });
    // Both at 60 mph: the one in front moves first (p12).
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'car1' });
    expect(s.turn).toBe(1);
    expect(s.phase).toBe(1);
  });

  it('p87: an even roll gives the first player the chase car', () => {
    let s = must(newGame({ scenario: 'gameOne', players, forcedDice: [4] }, 7));
    s = step(s, { type: 'rollForLead' });
    expect(v(s, 'car1').side).toBe('chase');
  });

  it('p87: both Renegades carry a hood MG and an oil layer, drive skill 3, 60 mph', () => {
    const s = must(newGame({ scenario: 'gameOne', players }, 1));
    for (const c of s.vehicles) {
      expect(c.kind).toBe('renegade');
      expect(c.driveSkill).toBe(3);
      expect(c.speed).toBe(60);
      expect(c.weapons.map((w) => [w.type, w.mount])).toEqual([['machineGun', 'hood'], ['oil', 'passive']]);
    }
  });

  it.each([
    [{ scenario: 'gameTen', players }, 'UNKNOWN_SCENARIO'],
    [{ scenario: 'gameOne', players: [players[0]] }, 'BAD_SETUP'],
    [{ scenario: 'gameOne', players: [players[0], players[0]] }, 'BAD_SETUP'],
    [{ scenario: 'gameOne', players, forcedDice: [7] }, 'BAD_DICE'],
    [null, 'BAD_SETUP'],
    [{ scenario: 'custom', players, track: { sections: [{ kind: 'loop' }] }, vehicles: [] }, 'BAD_TRACK'],
    [
      {
        scenario: 'custom', players, track: { sections: [{ kind: 'straight' }], finish: false },
        vehicles: [
          { id: 'a', kind: 'renegade', owner: 'ann', side: 'x', driveSkill: 3, weapons: [], lane: 3, t0: 20 },
          { id: 'b', kind: 'renegade', owner: 'bob', side: 'y', driveSkill: 3, weapons: [], lane: 4, t0: 20 },
        ],
      },
      'OVERLAP',
    ],
    [
      { scenario: 'custom', players, track: { sections: [{ kind: 'straight' }], finish: false }, vehicles: [{ id: 'a', kind: 'tank', owner: 'ann', side: 'x', driveSkill: 3, weapons: [], lane: 3, t0: 20 }] },
      'BAD_VEHICLE',
    ],
  ])('a bad setup gets a coded error, never an exception (%#)', (setup, code) => {
    const r = newGame(setup, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });
});

describe('custom set-ups obey the design rules (p80-84)', () => {
  const custom = (kind: string, weapons: { type: string; mount: string; link?: string }[]) => ({
    scenario: 'custom', players, track: { sections: [{ kind: 'straight' }], finish: false },
    vehicles: [{ id: 'a', kind, owner: 'ann', side: 'x', driveSkill: 3, weapons, lane: 3, t0: 20 }],
  });
  it.each([
    ['p82: a chain gun on a wing', custom('renegade', [{ type: 'chainGun', mount: 'wingLeft' }]), 'Heavy weapons may not go on the wings'],
    ['p82: a missile pod in a turret', custom('interceptor', [{ type: 'missilePod', mount: 'turret' }]), 'Turrets may not carry missile pods'],
    ['p64, p82: a car weapon on a bike', custom('bike', [{ type: 'machineGun', mount: 'fairingLeft' }]), 'Bikes can only take lightweight weapons'],
    ['p64, p84: a car passive on a bike', custom('bike', [{ type: 'oil', mount: 'passive' }]), 'Bikes can only take lightweight weapons'],
    ['p82: a turret on a bike', custom('bike', [{ type: 'lwMachineGun', mount: 'turret' }]), 'has no turret mount'],
    ['p80: over the payload', custom('renegade', [{ type: 'missilePod', mount: 'hood' }, { type: 'missilePod', mount: 'roof' }, { type: 'oil', mount: 'passive' }]), 'maximum payload of 600'],
    ['p82: a link of different weapons', custom('renegade', [{ type: 'machineGun', mount: 'wingLeft', link: 'x' }, { type: 'combatLaser', mount: 'wingRight', link: 'x' }]), 'only identical weapons'],
  ])('%s is refused with BAD_VEHICLE and the rule in words', (_, setup, words) => {
    const r = newGame(setup, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code: 'BAD_VEHICLE', path: 'vehicles[0].weapons' });
      expect(r.error.message).toContain(words);
    }
  });

  it('p64, p84: a bike with two lightweight fairing guns and a lightweight passive is accepted', () => {
    const r = newGame(custom('bike', [{ type: 'lwMachineGun', mount: 'fairingLeft' }, { type: 'rag40', mount: 'fairingRight' }, { type: 'lwOil', mount: 'passive' }]), 1);
    expect(r.ok).toBe(true);
  });
});

describe('apply never throws and never changes its input', () => {
  const s0 = must(newGame({ scenario: 'gameOne', players, forcedDice: [1] }, 3));
  const snapshot = JSON.stringify(s0);
  it.each([
    [{ type: 'explode' }, 'BAD_COMMAND'],
    [42, 'BAD_COMMAND'],
    [{ type: 'place', vehicle: 'car2', lane: 1, t0: 0 }, 'NOT_PENDING'],
    [{ type: 'declare', vehicle: 'car1', action: { kind: 'none' } }, 'NOT_PENDING'],
  ])('%j -> %s', (c, code) => {
    const r = apply(s0, c as Command);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
    expect(JSON.stringify(s0)).toBe(snapshot);
  });

  it('p87: placing outside the allowed section is refused with ILLEGAL_PLACEMENT', () => {
    const s = step(s0, { type: 'rollForLead' });
    const r = apply(s, { type: 'place', vehicle: v(s, 'car1').side === 'chase' ? 'car1' : 'car2', lane: 3, t0: 100 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ILLEGAL_PLACEMENT');
  });

  it('a command for the wrong vehicle is refused with WRONG_VEHICLE', () => {
    const s = step(s0, { type: 'rollForLead' });
    const r = apply(s, { type: 'place', vehicle: 'car1', lane: 3, t0: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('WRONG_VEHICLE');
  });
});

describe('move order (p12)', () => {
  it('p12 example: Renegade at 30 (sf 2) moves before the Interceptor at 15 (sf 1); in phase 2 only the Renegade; then the turn ends', () => {
    let s = started({
      vehicles: [
        { id: 'int', kind: 'interceptor', lane: 2, space: 2, speed: 15, weapons: [] },
        { id: 'ren', lane: 5, space: 2, speed: 30, weapons: [] },
      ],
    });
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'ren' });
    s = step(s, declare('ren', { kind: 'none' }));
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'int' });
    s = step(s, declare('int', { kind: 'none' }));
    expect(s.phase).toBe(2);
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'ren' });
    s = step(s, declare('ren', { kind: 'none' }));
    expect(s.turn).toBe(2);
    expect(s.phase).toBe(1);
  });

  it('p12: at exactly the same speed the vehicle in front moves first', () => {
    const s = started({ vehicles: [{ id: 'back', lane: 2, space: 1, speed: 50 }, { id: 'front', lane: 5, space: 3, speed: 50 }] });
    expect(pending(s).vehicle).toBe('front');
  });

  it('p12: neck and neck, both roll and the lowest moves first', () => {
    const s = started({ vehicles: [{ id: 'a', lane: 2, space: 1, speed: 50 }, { id: 'b', lane: 5, space: 1, speed: 50 }], dice: [5, 2] });
    expect(pending(s).vehicle).toBe('b');
  });

  it('p12: a vehicle whose speed factor is below the phase number does not move; it may only shoot', () => {
    const s = started({ vehicles: [{ id: 'slow', lane: 2, space: 1, speed: 35 }, { id: 'fast', lane: 5, space: 6, speed: 60 }], phase: 3 });
    expect(pending(s).vehicle).toBe('fast');
    const s2 = step(s, declare('fast', { kind: 'none' }));
    // The slow car has a target (fast is ahead in its hood corridor? no: different lanes) — it has nothing to do.
    expect(s2.phase === 1 || pending(s2).vehicle !== 'slow' || legalCommands(s2).every((c) => c.type === 'declare' && (c.action.kind === 'none' || c.action.kind === 'shoot' || c.action.kind === 'shootPassive'))).toBe(true);
  });
});

describe('speed actions (p15-16)', () => {
  it('p15: acceleration only for vehicles moving in the phase, never above maximum speed', () => {
    const s = started({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 90 }] });
    const acc = legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === 'accelerate' ? [c.action.by] : []));
    expect(acc).toEqual([5, 10]); // Renegade max 100 (p15)
  });

  it('p16 example: braking is applied after the move; the car still moves one space', () => {
    let s = started({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 25 }], phase: 2 });
    s = step(s, declare('a', { kind: 'brake', by: 15 }));
    expect(v(s, 'a').speed).toBe(10);
    expect(v(s, 'a').cell.t0).toBe(40); // moved from space 1 to space 2
  });

  it('p16: braking options stop at the braking characteristic', () => {
    const s = started({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 60 }] });
    const br = legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === 'brake' ? [c.action.by] : []));
    expect(br).toEqual([5, 10, 15, 20, 25, 30]);
  });

  it('p15: a stationary car at phase 1 may move off with a drift or U-turn as well', () => {
    const s = started({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 0 }] });
    const kinds = legalCommands(s).flatMap((c) => (c.type === 'declare' ? [JSON.stringify(c.action)] : []));
    expect(kinds).toContain(JSON.stringify({ kind: 'moveOff', by: 20, manoeuvre: { kind: 'drift', side: 'left' } }));
    expect(kinds).toContain(JSON.stringify({ kind: 'moveOff', by: 10, manoeuvre: { kind: 'uTurn', side: 'right' } }));
    expect(kinds).toContain(JSON.stringify({ kind: 'reverse' }));
  });

  it('p17: a reverse move goes back one space at 10 mph and ends stationary', () => {
    let s = started({ vehicles: [{ id: 'a', lane: 3, space: 4, speed: 0 }] });
    s = step(s, declare('a', { kind: 'reverse' }));
    expect(v(s, 'a').cell.t0).toBe(60);
    expect(v(s, 'a').speed).toBe(0);
  });
});

describe('rams are compulsory (p17, p52)', () => {
  it('p17: when the straight-ahead move would collide, ram is the only action', () => {
    const s = started({ vehicles: [{ id: 'fast', lane: 3, space: 1, speed: 70 }, { id: 'slow', lane: 4, space: 2, speed: 30 }] });
    expect(pending(s).vehicle).toBe('fast');
    expect(legalCommands(s)).toEqual([declare('fast', { kind: 'ram' })]);
  });

  it('p57: after a shunt the target moves next, then the rammer completes its move', () => {
    let s = started({ vehicles: [{ id: 'fast', lane: 3, space: 1, speed: 70 }, { id: 'slow', lane: 3, space: 2, speed: 30 }], dice: [1, 1, 1, 1, 1, 1, 1, 1] });
    s = step(s, declare('fast', { kind: 'ram' }));
    expect(v(s, 'fast').speed).toBe(50); // p56: difference 40, half = 20 each way
    expect(v(s, 'slow').speed).toBe(50);
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'slow' });
    s = step(s, declare('slow', { kind: 'none' }));
    expect(v(s, 'slow').cell.t0).toBe(60);
    expect(v(s, 'fast').cell.t0).toBe(40); // the rammer then completed its move
  });
});

describe('manoeuvres (p13-14)', () => {
  it('p14: a U-turn at 31 mph or more loses control before moving', () => {
    let s = started({ vehicles: [{ id: 'a', lane: 3, space: 1, speed: 40 }], dice: [1] });
    s = step(s, declare('a', { kind: 'uTurn', side: 'right' }));
    expect(s.vehicles[0].heading).toBe(0); // never turned
  });

  it('p14: a U-turn at 10 mph or less is automatic and leaves the car facing the other way', () => {
    let s = started({ vehicles: [{ id: 'a', lane: 2, space: 1, speed: 10 }] });
    s = step(s, declare('a', { kind: 'uTurn', side: 'right' }));
    expect(v(s, 'a').heading).toBe(4);
    expect(v(s, 'a').cell.lane).toBe(6);
  });

  it('p13: drifting beyond the road edge is not offered', () => {
    const s = started({ vehicles: [{ id: 'a', lane: 1, space: 1, speed: 50 }] });
    const drifts = legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === 'drift' ? [c.action.side] : []));
    expect(drifts).toEqual(['right']);
  });

  it('p13: no cutting up a car that has yet to move this phase', () => {
    // a (60, in front by speed) is neck and neck with b (55) which moves after it.
    const s = started({ vehicles: [{ id: 'a', lane: 1, space: 2, speed: 60 }, { id: 'b', lane: 3, space: 2, speed: 55 }] });
    expect(pending(s).vehicle).toBe('a');
    // Drifting right would put a directly in front of b in lanes 2-3: b shares lane 3 with it.
    const drifts = legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === 'drift' ? [c.action.side] : []));
    expect(drifts).not.toContain('right');
  });
});

describe('replay (docs/architecture.md: same setup + seed + commands = same game)', () => {
  it('two runs of the same seeded random game end in deep-equal states', () => {
    const play = (): GameState => {
      let s = must(newGame({ scenario: 'gameOne', players }, 99));
      let r = 12345;
      for (let i = 0; i < 150 && s.flow.kind !== 'over'; i++) {
        const cs = legalCommands(s);
        r = (r * 1103515245 + 12345) % 2147483648;
        s = step(s, cs[r % cs.length]);
      }
      return s;
    };
    expect(play()).toEqual(play());
  });
});

describe('halts (p46, p56)', () => {
  it('p56/p46: a spinning car stopped by a head-on ram stops spinning and is offered a decision again', async () => {
    const file = JSON.parse((await import('node:fs')).readFileSync('src/engine/fixtures/spin-halted-by-ram.json', 'utf8'));
    let s = must(newGame(file.setup, file.seed));
    for (const c of file.commands) s = step(s, c);
    const car1 = v(s, 'car1');
    expect(car1.speed).toBe(0);
    expect(car1.spin).toBeNull();
    // Play on with the first legal command: car1 must get a declaration of its own.
    let offered = false;
    for (let i = 0; i < 20 && s.flow.kind !== 'over'; i++) {
      if (pending(s).vehicle === 'car1') offered = true;
      s = step(s, legalCommands(s)[0]);
    }
    expect(offered).toBe(true);
  });
});

describe('cutting up a stationary car (p13)', () => {
  // M (60 mph, lanes 1-2) is neck and neck with S (stationary, lanes 3-4): drifting right after
  // its move would leave M directly in front of S.
  const board = () => started({ vehicles: [{ id: 'M', lane: 1, space: 2, speed: 60 }, { id: 'S', lane: 3, space: 2, speed: 0 }] });

  it('p13: the stationary car\'s driver must declare at once; if he does not move off, the cut-up happens', () => {
    let s = board();
    expect(pending(s).vehicle).toBe('M');
    s = step(s, declare('M', { kind: 'drift', side: 'right' }));
    expect(pending(s)).toMatchObject({ kind: 'declare', vehicle: 'S' });
    expect(pending(s).why).toContain('p13');
    s = step(s, declare('S', { kind: 'none' }));
    expect(v(s, 'M').cell).toMatchObject({ lane: 2, t0: 60 });
    expect(v(s, 'S').cell).toMatchObject({ lane: 3, t0: 40 });
    // S's early declaration was carried out in its turn: the phase moved on to phase 2.
    expect(s.phase).toBe(2);
  });

  it.each<[string, Partial<VehicleState>]>([
    ['has no driver', { noDriver: true, driveSkill: 0, outOfControl: true }],
    ['is out of control with zero handling', { handling: 0, outOfControl: true }],
    ['is a wreck out of control', { wreck: true, terminal: true, engineDisabled: true, acceleration: 0, handling: 0, outOfControl: true }],
  ])('p13: a stationary car that %s has nothing to declare: the cut-up goes ahead without asking it (no stall)', (_l, patch) => {
    let s = started({ vehicles: [{ id: 'M', lane: 1, space: 2, speed: 60 }, { id: 'S', lane: 3, space: 2, speed: 0, patch }] });
    s = step(s, declare('M', { kind: 'drift', side: 'right' }));
    expect(pending(s).vehicle).not.toBe('S');
    expect(legalCommands(s).length).toBeGreaterThan(0);
    expect(v(s, 'M').cell).toMatchObject({ lane: 2, t0: 60 });
  });

  it('p13: if he moves off, the cut-up is not allowed and the cutting driver declares again', () => {
    let s = board();
    s = step(s, declare('M', { kind: 'drift', side: 'right' }));
    s = step(s, declare('S', { kind: 'moveOff', by: 20 }));
    expect(pending(s).vehicle).toBe('M');
    const drifts = legalCommands(s).flatMap((c) => (c.type === 'declare' && c.action.kind === 'drift' ? [c.action.side] : []));
    expect(drifts).not.toContain('right');
    s = step(s, declare('M', { kind: 'none' }));
    // Then S moves off as it declared (p15).
    expect(v(s, 'S').speed).toBe(20);
    expect(v(s, 'S').cell.t0).toBe(60);
  });
});
