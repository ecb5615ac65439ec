// Deathrace 40,000's computer driver: its choices are always among the legal commands, the same
// view and generator give the same choice, it never writes into the view, and where the sensible
// choice is plain ('normal') it makes it: it drives on round the course, does not drive into a
// wall, jumps short when a long jump would hit one, arms a gun from a plate, shoots a rival in
// range, and ends a turn with nothing left to do.
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../engine/rng';
import { deepFreeze } from '../../../sim/deepFreeze';
import { deathrace, type DrCommand, type DrState } from '../rules';
import { drTestState, eventsOf, play, vehicleOf, type TestVehicle } from '../rules/testkit';
import { deathraceComputer } from './index';
import { vehicleProgress } from './progress';

const setup = (track: string) => ({ ruleset: 'deathrace', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { track } });

/** Plays a seeded game with the given levels, calling `see` at each decision with the view, the legal list and the choice. */
function playGame(seed: number, track: string, levels: Record<string, string>, see: (view: DrState, legal: unknown[], cmd: unknown, player: string) => void, maxCommands = 400): DrState {
  const g = deathrace.newGame(setup(track), seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value.state;
  const rands: Record<string, () => number> = { p1: mulberry32(seed * 2 + 1), p2: mulberry32(seed * 2 + 2) };
  for (let n = 0; n < maxCommands && s.flow.kind !== 'over'; n++) {
    const player = deathrace.pending(s).player!;
    const legal = deathrace.legalCommands(s);
    const view = deathrace.playerView(s, player);
    const cmd = deathraceComputer.decide(view, legal, player, levels[player], rands[player]);
    see(view, legal, cmd, player);
    const r = deathrace.apply(s, cmd);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.value.state;
  }
  return s;
}

const decide = (s: DrState, seed = 1): DrCommand => {
  const player = deathrace.pending(s).player!;
  return deathraceComputer.decide(deathrace.playerView(s, player), deathrace.legalCommands(s), player, 'normal', mulberry32(seed)) as DrCommand;
};

/** Our vehicle 'm' (Ann's) and a rival 'o' (Bob's) parked on the far straight, on the Speedway (120" x 56", straights 18" deep, sides 24" wide). */
const rival: TestVehicle = { id: 'o', owner: 'b', x: 30, y: 47, heading: 180 };

describe('the Deathrace computer driver', () => {
  it("has the levels 'random' and 'normal', weakest first, and refuses a level it does not have", () => {
    expect(deathraceComputer.levels).toEqual(['random', 'normal']);
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9 }, rival] });
    expect(() => deathraceComputer.decide(s, deathrace.legalCommands(s), 'a', 'genius', mulberry32(1))).toThrow(/genius/);
    expect(() => deathraceComputer.decide(s, [], 'a', 'normal', mulberry32(1))).toThrow(/no legal command/);
  });

  it('always answers with one of the legal commands, at both levels, from both seats', () => {
    for (const [seed, track, levels] of [[1, 'bowl', { p1: 'normal', p2: 'random' }], [2, 'chicane', { p1: 'random', p2: 'normal' }]] as const) {
      let asked = 0;
      playGame(seed, track, levels, (_view, legal, cmd) => {
        asked++;
        expect(legal).toContain(cmd);
      });
      expect(asked).toBeGreaterThan(100);
    }
  }, 300_000);

  it('is deterministic for a given generator, and never writes into the view it is given', () => {
    let checked = 0;
    playGame(3, 'speedway', { p1: 'normal', p2: 'normal' }, (view, legal, _cmd, player) => {
      if (legal.length < 2 || checked++ % 4 !== 0) return;
      const before = JSON.stringify(view);
      const frozen = deepFreeze(structuredClone(view));
      const once = deathraceComputer.decide(frozen, legal, player, 'normal', mulberry32(99));
      const again = deathraceComputer.decide(frozen, legal, player, 'normal', mulberry32(99));
      expect(again).toEqual(once);
      expect(JSON.stringify(view)).toBe(before);
      expect(JSON.stringify(frozen)).toBe(before);
    }, 200);
    expect(checked).toBeGreaterThan(20);
  }, 300_000);

  it('normal: on an open straight it drives on round the course, most of its move, without a crash', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, heading: 0 }, rival] });
    const cmd = decide(s);
    expect(cmd.type).toBe('move');
    const { state, events } = play(s, cmd as unknown as Record<string, unknown>);
    expect(eventsOf(events, 'crashed')).toEqual([]);
    expect(vehicleProgress(state, vehicleOf(state, 'm')) - vehicleProgress(s, vehicleOf(s, 'm'))).toBeGreaterThan(15);
  });

  it('normal: facing the end wall of a straight, it turns down the track rather than crash into it', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 110, y: 9, heading: 0 }, rival] });
    for (const seed of [1, 2, 3]) {
      const cmd = decide(s, seed);
      const { state, events } = play(s, cmd as unknown as Record<string, unknown>);
      expect(eventsOf(events, 'crashed')).toEqual([]);
      expect(vehicleOf(state, 'm').y).toBeGreaterThan(15);
    }
  });

  it('normal: at the top of a ramp with a wall close ahead, it makes the short jump (one die, skill taken off)', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 108, y: 47, heading: 90, nextGate: 1 }, rival], flow: { move: 'jump', ramp: 'ramp1', travelled: 12, left: 10 } });
    expect(decide(s)).toMatchObject({ type: 'jump', dice: 1, skill: 'subtract', fire: null });
  });

  it('normal: given an activation plate, it arms its heavy machine guns, not the oil slick dropper', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9, modules: [{ kind: 'heavyMachineGuns' }, { kind: 'oilSlickDropper' }] }, rival], flow: { move: 'after', plates: 1, travelled: 20, left: 2 } });
    expect(decide(s)).toEqual({ type: 'activate', by: 'a', vehicle: 'm', module: 'm.m1' });
  });

  it('normal: with its guns armed and a rival in range after its move, it shoots the rival', () => {
    const s = drTestState({
      vehicles: [{ id: 'm', x: 40, y: 9, modules: [{ kind: 'heavyMachineGuns', active: 2 }, { kind: 'oilSlickDropper' }] }, { id: 'o', owner: 'b', x: 52, y: 9 }],
      flow: { move: 'after', travelled: 20, left: 2 },
    });
    expect(decide(s)).toMatchObject({ type: 'fire', weapon: 'm.m1', target: 'o' });
  });

  it('normal: after its move, with nothing to shoot, it ends its turn', () => {
    const s = drTestState({ vehicles: [{ id: 'm', x: 40, y: 9 }, rival], flow: { move: 'after', travelled: 20, left: 2 } });
    expect(decide(s)).toEqual({ type: 'end', by: 'a', vehicle: 'm' });
  });
  it('normal: its crew member on foot with a pistol shoots at a rival crew member in reach ("used by crews either in the cars or on the track")', () => {
    // 3.5" apart: the pistol hits on 2+ at half range; a kill is +1. Anything else its crew could do is worth less.
    const s = drTestState({ vehicles: [{ id: 'm', x: 70, y: 9, heading: 0, stationary: true }, rival], pedestrians: [{ x: 40, y: 9, items: ['pistol'] }, { x: 44.5, y: 9, owner: 'b', vehicle: 'o' }] });
    const cmd = decide(s);
    expect(['shoot', 'charge']).toContain(cmd.type);
  });
});
