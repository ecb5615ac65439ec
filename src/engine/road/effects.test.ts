import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events';
import { apply, legalCommands, startPhase } from '../flow/turn';
import { testState, v, type TestVehicle } from '../testkit';
import type { Action, GameState, RoadHazard, RoadHazardKind, Side } from '../types';

/** A hazard marker on the straight test track: `space` k is ticks [20k, 20k + 20). */
function marker(id: string, kind: RoadHazardKind, lanes: [number, number], space: number, side: Side | null = 'left'): RoadHazard {
  return { id, kind, section: Math.floor(space / 3), side, zone: [{ laneFrom: lanes[0], laneTo: lanes[1], t0: space * 20, t1: space * 20 + 20 }] };
}

/** One declared move on a prepared board (the board starts at `phase`), with forced dice. */
function move(vehicles: TestVehicle[], hazards: RoadHazard[], action: Action, dice: number[], phase = 1): { s: GameState; events: GameEvent[] } {
  const start = testState({ vehicles, dice, phase });
  start.roadHazards = hazards;
  const s0 = startPhase(start, phase);
  const r = apply(s0, { type: 'declare', vehicle: vehicles[0].id, action });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { s: r.value.state, events: r.value.events };
}

const rolls = (events: GameEvent[], cause: string) => events.filter((e) => (e.type === 'hazardRoll' || e.type === 'hazardSkipped') && e.cause === cause);
const none: Action = { kind: 'none' };
const ram: Action = { kind: 'ram' };

describe('road hazard effects (p76)', () => {
  it('p76: a driver moving through sand takes a hazard roll against 30 mph', () => {
    const { events } = move([{ id: 'a', lane: 2, space: 3, speed: 50 }], [marker('h1', 'sand', [1, 3], 4)], none, [6]);
    // 6 + 2 (50 mph is 20 over) - 4 (optimum control) = 4: a panic brake (p38).
    expect(rolls(events, 'sand')).toEqual([expect.objectContaining({ type: 'hazardRoll', limit: 30, total: 4, result: 'panicBrake', rule: 'p76', dice: [6] })]);
  });

  it('p76: at 30 mph sand is safe (not over the limit, p38); a car on other lanes does not touch it', () => {
    const slow = move([{ id: 'a', lane: 2, space: 3, speed: 30 }], [marker('h1', 'sand', [1, 3], 4)], none, []);
    expect(rolls(slow.events, 'sand')).toEqual([expect.objectContaining({ type: 'hazardSkipped', limit: 30 })]);
    const clear = move([{ id: 'a', lane: 4, space: 3, speed: 50 }], [marker('h1', 'sand', [1, 3], 4)], none, []);
    expect(rolls(clear.events, 'sand')).toEqual([]);
  });

  it('p76: debris is a hazard roll against 10 mph', () => {
    const { events } = move([{ id: 'a', lane: 6, space: 3, speed: 20 }], [marker('h1', 'debris', [6, 8], 4, 'right')], none, [3]);
    expect(rolls(events, 'debris')).toEqual([expect.objectContaining({ type: 'hazardRoll', limit: 10, excess: 1, total: 0, result: 'ok', dice: [3] })]);
  });

  it('p76: "drivers moving through sand" test once per move, however many of its zones touch sand', () => {
    // A drift left: the forward zone (lanes 3-4) and the drift zone (lane 2) both lie in the sand.
    const { s, events } = move([{ id: 'a', lane: 3, space: 3, speed: 50 }], [marker('h1', 'sand', [1, 3], 4)], { kind: 'drift', side: 'left' }, [1]);
    expect(v(s, 'a').cell.lane).toBe(2);
    expect(rolls(events, 'sand').filter((e) => e.type === 'hazardRoll')).toHaveLength(1);
    // A U-turn's six-lane zone over debris on both edges: still one debris roll.
    const u = move([{ id: 'a', lane: 2, space: 3, speed: 30 }], [marker('h1', 'debris', [1, 3], 4), marker('h2', 'debris', [6, 8], 4, 'right')], { kind: 'uTurn', side: 'right' }, [1, 1]);
    expect(rolls(u.events, 'debris')).toHaveLength(1);
  });

  it('p76: a railroad crossing is a 60 mph hazard, then a second roll: no double one, no train', () => {
    const { s, events } = move([{ id: 'a', lane: 4, space: 3, speed: 70 }], [marker('r1', 'railroad', [1, 8], 4, null)], none, [1, 1, 2]);
    expect(rolls(events, 'railroad crossing')).toEqual([expect.objectContaining({ type: 'hazardRoll', limit: 60, dice: [1] })]);
    const train = events.filter((e) => e.type === 'train');
    expect(train).toEqual([expect.objectContaining({ vehicle: 'a', hit: false, dice: [1, 2], rule: 'p76' })]);
    // The train roll comes after the hazard roll ("must roll the dice again").
    expect(events.indexOf(train[0])).toBeGreaterThan(events.findIndex((e) => e.type === 'hazardRoll'));
    expect(v(s, 'a').status).toBe('inPlay');
  });

  it('p76: a double one brings the train: every vehicle on the railroad section leaves play, its driver takes a critical at +2 (p34)', () => {
    const { s, events } = move(
      [
        { id: 'a', lane: 4, space: 3, speed: 80 },
        { id: 'b', lane: 1, space: 5, speed: 20 }, // same section (spaces 3-5), too slow to move in phase 4
        { id: 'c', lane: 1, space: 6, speed: 20 }, // the next section
      ],
      [marker('r1', 'railroad', [1, 8], 4, null)],
      none,
      [1, /* train */ 1, 1, /* driver table: 4 + 2 and 1 + 2 */ 4, 1],
      4,
    );
    expect(events.find((e) => e.type === 'train')).toMatchObject({ hit: true, dice: [1, 1] });
    expect(v(s, 'a').status).toBe('leftPlay');
    expect(v(s, 'b').status).toBe('leftPlay');
    expect(v(s, 'c').status).toBe('inPlay');
    const crits = events.filter((e): e is Extract<GameEvent, { type: 'critical' }> => e.type === 'critical');
    expect(crits.map((e) => [e.vehicle, e.location, e.result, e.dice])).toEqual([['a', 'driver', 'ko', [4]], ['b', 'driver', 'injured', [1]]]);
    expect(v(s, 'a').criticals[0]).toMatchObject({ location: 'driver' });
    // No hazard rolls for the driver critical of a car that is no longer on the road.
    expect(events.slice(events.findIndex((e) => e.type === 'train')).filter((e) => e.type === 'hazardRoll')).toEqual([]);
  });

  it('p76, p57: running into an obstacle is a head-on ram with a wreck — speed factor damage at speed factor + 0, the car stops in place', () => {
    // p17: with an obstacle (a wreck, p76) dead ahead the only action offered is the ram.
    const { s, events } = move([{ id: 'a', lane: 2, space: 3, speed: 60 }], [marker('o1', 'obstacle', [1, 3], 4)], ram, [2, 2, 2]);
    const hit = events.find((e) => e.type === 'obstacleHit');
    expect(hit).toMatchObject({ vehicle: 'a', hazard: 'o1', kind: 'headOn', rule: 'p76' });
    const hits = events.filter((e): e is Extract<GameEvent, { type: 'hit' }> => e.type === 'hit');
    expect(hits.map((e) => [e.vehicle, e.damageBonus, e.source])).toEqual([['a', 3, 'head-on ram'], ['a', 3, 'head-on ram'], ['a', 3, 'head-on ram']]);
    // Three hits of 2 + 3 - 3 armour = 2 points each.
    expect(v(s, 'a').damage).toBe(18 - 6);
    expect(v(s, 'a').speed).toBe(0);
    expect(v(s, 'a').cell).toEqual({ lane: 2, t0: 60, t1: 80 });
    // p76: "Obstacles can't be destroyed by ... driving into them."
    expect(s.roadHazards.map((h) => h.id)).toEqual(['o1']);
  });

  it('p76: a natural six on an obstacle ram is a critical on the car\'s front', () => {
    const { events } = move([{ id: 'a', lane: 2, space: 3, speed: 20 }], [marker('o1', 'obstacle', [1, 3], 4)], ram, [6, 2, 1, 1, 1, 1]);
    expect(events.find((e) => e.type === 'critical')).toMatchObject({ vehicle: 'a', facing: 'front' });
  });

  it('p14, p58, p76: a drift or U-turn into an obstacle is not offered (an obstacle is a wreck; no manoeuvre into it)', () => {
    const start = testState({ vehicles: [{ id: 'a', lane: 4, space: 3, speed: 20 }] });
    start.roadHazards = [marker('o1', 'obstacle', [1, 3], 4)];
    const legal = legalCommands(startPhase(start, 1)).map((c) => (c.type === 'declare' ? c.action : null));
    expect(legal).not.toContainEqual({ kind: 'drift', side: 'left' });
    expect(legal).not.toContainEqual({ kind: 'uTurn', side: 'left' });
    expect(legal).toContainEqual({ kind: 'drift', side: 'right' });
  });

  // An out-of-control car 'a' drift-skids left into the obstacle beside the space ahead; 'b', faster and far off, declares first.
  const skidder = (speed: number): TestVehicle[] => [{ id: 'b', lane: 7, space: 0, speed: speed + 20 }, { id: 'a', lane: 4, space: 3, speed, patch: { outOfControl: true } }];

  it('p76 (ASSUMPTION: a sideways contact by a car square to the grid): a drift skid into an obstacle is a sideswipe the driver loses automatically', () => {
    // Control-loss test 3 + 3 - 3 = 3: skid (p42); skid die 1: a drift skid, side die 1: left (p43); the hit's die 2.
    const { s, events } = move(skidder(60), [marker('o1', 'obstacle', [1, 3], 4)], none, [3, 1, 1, 2]);
    expect(events.find((e) => e.type === 'obstacleHit')).toMatchObject({ vehicle: 'a', kind: 'sideswipe' });
    const hits = events.filter((e) => e.type === 'hit');
    expect(hits).toEqual([expect.objectContaining({ vehicle: 'a', damageBonus: 3, source: 'opposed sideswipe' })]);
    expect(v(s, 'a').cell).toEqual({ lane: 4, t0: 80, t1: 100 }); // the sideways part never happened
    expect(v(s, 'a').speed).toBe(30); // p56: -20 mph in an opposed sideswipe, then the drift skid's -10 (p43)
    expect(rolls(events, 'sideswipe lost to an obstacle')).toEqual([]); // out of control already: no roll (p41)
    expect(events.some((e) => e.type === 'sideswipeTest')).toBe(false); // no test: the obstacle always wins
  });

  it('p57, p76: a driver out of control after the obstacle sideswipe skids away from it on the next skid', () => {
    // Phase 1 as above at 100 mph (test 3 + 5 - 3 = 5: skid); 100 - 20 - 10 = 70 mph.
    const first = move(skidder(100), [marker('o1', 'obstacle', [1, 3], 4)], none, [3, 1, 1, 2]);
    expect(v(first.s, 'a').forcedSkid).toBe('right');
    // Phase 2: 'b' declares; 'a' tests 1 + 4 - 3 = 2: skid, then regain (p42); the forced skid is a drift skid to the right (p57).
    first.s.rng.forced = [1];
    const r = apply(first.s, { type: 'declare', vehicle: 'b', action: none });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.find((e) => e.type === 'skid')).toMatchObject({ vehicle: 'a', skid: 'drift', side: 'right', rule: 'p56' });
  });
});
