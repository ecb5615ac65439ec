// "Show the crash" plays the crash again where it happened (crashReplay.ts): from a real one, Game
// Seven with four players (sim-examples/game-seven-gangs.json played on by the random driver, seed
// 5), whose 66th command crashes target2 far behind the vehicle deciding next (e2e/show-crash.spec.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, geometry, newGame, type GameState } from '../engine';
import { runSim } from '../sim/runSim';
import { withDice } from '../shell/saves/gameFile';
import { buildTimeline, keyframePose, sampleVehicle, timelineDuration, type Timeline } from './animation';
import { crashReplay, crashWrecks, REPLAY_LEAD } from './crashReplay';
import { carLook } from './drawVehicles';
import { CRASHED, vehicleViews, type VehicleView } from './viewModel';

const example = JSON.parse(readFileSync(new URL('../../sim-examples/game-seven-gangs.json', import.meta.url), 'utf8'));

/** The animation of command `n` of the game, with the state after it. */
function timelineOf(n: number): { tl: Timeline; after: GameState } {
  const run = runSim({ ...example, auto: { ...example.auto, seed: 5, maxCommands: n + 1 - example.commands.length } });
  const g = newGame(withDice(example.setup, example.dice), example.seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  for (const c of run.played.slice(0, n)) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  const r = apply(s, run.played[n]);
  if (!r.ok) throw new Error(r.error.message);
  return { tl: buildTimeline(r.value.events, s, r.value.state), after: r.value.state };
}

describe('the crash played again where it happened (crashReplay)', () => {
  const { tl, after } = timelineOf(65);

  it('keeps the crashed car\'s tumble alone, after the wait for the camera, with its burst and smoke where it ends', () => {
    expect(after.vehicles.find((v) => v.id === 'target2')?.status).not.toBe('inPlay');
    const replay = crashReplay(tl)!;
    expect(replay.slots.map((s) => [s.vehicle, s.at, s.tumble])).toEqual([['target2', REPLAY_LEAD, true]]);
    const tumble = tl.slots.find((s) => s.vehicle === 'target2' && s.tumble)!;
    expect(replay.slots[0].to).toEqual(tumble.to);
    expect(replay.effects.map((e) => e.kind)).toEqual(expect.arrayContaining(['crash', 'smoke']));
    for (const e of replay.effects) expect(e.to).toEqual(tumble.to);
    // Waiting, the car stands where it left the road; the replay lasts until the smoke has risen.
    expect(sampleVehicle(replay, 'target2', 0)).toEqual(tumble.from);
    const smoke = replay.effects.find((e) => e.kind === 'smoke')!;
    expect(timelineDuration(replay)).toBe((smoke.at + smoke.len) * tl.msPerMove);
    // The panels are not played again: no table, no reveal.
    expect(replay.table).toBeUndefined();
    // Played again, it is found again where it is (the offer stays on the same spot).
    expect(crashReplay(replay)).toEqual(replay);
  });

  it('offers nothing to play again for a command that crashed nothing', () => {
    expect(crashReplay(timelineOf(64).tl)).toBeNull();
  });
});

describe('the crashed car stays drawn where it crashed until the next command (crashWrecks, issue 29)', () => {
  const { tl, after } = timelineOf(65);
  const poses = geometry.sectionPoses(after.track);
  const wrecks = crashWrecks(tl);

  it('finds the car the command crashed off the road (p58) and where its tumble ends', () => {
    const tumble = tl.slots.find((s) => s.vehicle === 'target2' && s.tumble)!;
    expect(wrecks).toEqual([{ vehicle: 'target2', rest: tumble.to }]);
    // The rest lies past the road's edge (lanes 0-8): the crash left the road.
    expect(wrecks[0].rest.lane < 0 || wrecks[0].rest.lane > 8).toBe(true);
  });

  it('after its animation the board draws it there, wrecked and badged CRASHED, instead of bare road; one car, not two, while the replay plays', () => {
    // Before: out of play, so not drawn once the tumble is over (the "moment after" of issue 29).
    expect(vehicleViews(after, poses, null, null, 0).some((v) => v.id === 'target2')).toBe(false);
    const wreck = vehicleViews(after, poses, null, null, 0, 'standard', wrecks).filter((v) => v.id === 'target2');
    expect(wreck).toHaveLength(1);
    expect(wreck[0]).toMatchObject({ wreck: true, badge: CRASHED, pending: false, pose: keyframePose(after.track, poses, wrecks[0].rest) });
    // Played again (ShowCrash), the replay draws it where it left the road, then tumbling.
    const replay = crashReplay(tl)!;
    const playing = vehicleViews(after, poses, null, replay, 0, 'standard', wrecks).filter((v) => v.id === 'target2');
    expect(playing).toHaveLength(1);
    expect(playing[0].pose).toEqual(keyframePose(after.track, poses, replay.slots[0].from));
    expect(playing[0].badge).not.toBe(CRASHED);
    // The cars still in play are drawn as before.
    expect(vehicleViews(after, poses, null, null, 0, 'standard', wrecks).filter((v) => v.id !== 'target2')).toEqual(vehicleViews(after, poses, null, null, 0));
  });

  it('the wreck wears no out-of-control ring: it is out of play; a car badged out of control still does', () => {
    const wreck = vehicleViews(after, poses, null, null, 0, 'standard', wrecks).find((v) => v.id === 'target2')!;
    expect(carLook(wreck).outOfControl).toBe(false);
    const sliding: VehicleView = { ...wreck, wreck: false, badge: 'OUT OF CONTROL' };
    expect(carLook(sliding).outOfControl).toBe(true);
  });

  it('a command that crashed nothing leaves no wreck', () => {
    expect(crashWrecks(timelineOf(64).tl)).toEqual([]);
  });
});
