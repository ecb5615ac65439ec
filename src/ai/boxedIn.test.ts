// Issue 30: a car boxed in by a road obstacle (p76) on the rolling road. Both positions are from
// `npm run arena -- --scenario gameSix --a bot:normal --b random --seed 60001 --audit` with the
// driver before this fix (the fixtures keep the game's commands, so the position does not depend
// on the driver): in game 10 a gang car standing a space behind an obstacle moved off into it
// (its next declaration a compulsory ram, p17) three times in one game; in game 33 a gang car stood
// behind one at 0 mph while its teammate waited beside it, until the game hit the command cap at
// turn 473.
import { describe, expect, it, vi } from 'vitest';
import { apply, grid, legalCommands, pending, plan } from '../engine';
import type { Command, GameState } from '../engine';
import { decide } from '.';
import { replay } from './fixtures/replay';
import { collisionsIn } from './collisions';
import { blockerIn, lanesToClear } from './wayOut';
import crawl from './fixtures/crawlIntoObstacle.json';
import stuck from './fixtures/stuckBehindObstacle.json';
import curve from './fixtures/curveBoxedIn.json';
import beside from './fixtures/besideStalledAttacker.json';
import { escapeField } from './escape';

vi.setConfig({ testTimeout: 120_000 });

/** The car would be moving after `c` with something it cannot drive through in the next space: a compulsory ram at its next declaration (p17). */
function rams(s: GameState, c: Command): boolean {
  if (c.type !== 'declare') return false;
  const car = s.vehicles.find((v) => v.id === c.vehicle)!;
  const p = plan(s, c.vehicle, c.action)!;
  const next = grid.cellAhead(s.track, p.end ?? car.cell, grid.headingDir(p.heading));
  return p.speedAfter > 0 && next !== null && blockerIn(s, next, p.heading, car.id);
}

/** Plays on: `me` by the normal level, everybody else standing still where they may (the Op in these games did). Counts the obstacles `side`'s cars hit head-on. */
function playOn(s: GameState, me: string, side: string, maxTurns: number): { s: GameState; headOn: number } {
  let headOn = 0;
  const last = s.turn + maxTurns;
  while (s.flow.kind !== 'over' && s.turn <= last) {
    const legal = legalCommands(s);
    const c = pending(s).player === me ? decide(s, me, 'normal').command : (legal.find((x) => x.type === 'declare' && x.action.kind === 'none') ?? legal[0]);
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.error.message);
    for (const b of collisionsIn(s, r.value.events)) if (b.kind === 'hazardHeadOn' && s.vehicles.find((v) => v.id === b.vehicle)?.side === side) headOn++;
    s = r.value.state;
  }
  return { s, headOn };
}

/** The fixture's position: p2's car `id` standing still, to declare. */
function standing(f: { setup: unknown; seed: number; commands: unknown[] }, id: string): { s: GameState; car: GameState['vehicles'][number] } {
  const s = replay(f);
  expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: id });
  const car = s.vehicles.find((v) => v.id === id)!;
  expect(car.speed).toBe(0);
  return { s, car };
}

/** p2's gang, by the normal level, wins within `turns` with no obstacle hit head-on. */
function gangWins(s: GameState, turns: number): void {
  const { s: end, headOn } = playOn(s, 'p2', 'gang', turns);
  expect([end.flow.kind, end.winner?.side, headOn]).toEqual(['over', 'gang', 0]);
}

describe('a car boxed in by an obstacle gets out sideways (issue 30, p17, p76)', () => {
  it('game 10: standing a space behind an obstacle, it does not move off into it', () => {
    const s = replay(crawl);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p1', vehicle: 'gang1' });
    const moveOff = legalCommands(s).find((c) => c.type === 'declare' && c.action.kind === 'moveOff' && !c.action.manoeuvre)!;
    // The old answer: moving off straight ahead leaves a compulsory ram into the obstacle.
    expect(rams(s, moveOff)).toBe(true);
    const d = decide(s, 'p1', 'normal');
    expect([JSON.stringify(d.command), rams(s, d.command)]).toEqual([JSON.stringify(d.command), false]);
    // Played on for six turns, the gang's cars hit no obstacle head-on.
    expect(playOn(s, 'p1', 'gang', 6).headOn).toBe(0);
  });

  it('game 33: stopped behind an obstacle with everybody standing still, the gang gets out and wins within 40 turns', () => {
    const { s, car } = standing(stuck, 'gang2');
    expect(lanesToClear(s, car.cell, car.id)).toBeGreaterThan(0);
    gangWins(s, 40);
  });

  it('seed 60019: on a curve behind an obstacle, every lane near blocked further on, the gang backs off the curve, gets past and wins within 15 turns (p14, p17)', () => {
    // The old driver crept up, braked, reversed and crept up again until the command cap (turn
    // 927): on the curve it may drift only outwards, into the obstacle's lanes (escape.ts).
    const { s, car } = standing(curve, 'gang1');
    expect(lanesToClear(s, car.cell, car.id)).toBe(5);
    // There is a way past, and the field knows it from where the car stands.
    expect(escapeField(s, car.id, car.cell).get(`${car.cell.lane}:${car.cell.t0}`)).toBeGreaterThan(0);
    gangWins(s, 15);
  });

  it('Game Seven seed 60002: a space past the stalled attacker, everybody standing still, the target drives on rather than back (p75)', () => {
    // The old driver moved off, braked, reversed out of the attacker's fire corridor and moved off
    // again until the command cap (turn 455): a space along the road was worth too little.
    const { s, car } = standing(beside, 'target1');
    const attacker = s.vehicles.find((v) => v.id === 'attacker1')!;
    expect([attacker.speed, car.cell.t0 > attacker.cell.t0]).toEqual([0, true]);
    const d = decide(s, 'p2', 'normal');
    const p = d.command.type === 'declare' ? plan(s, 'target1', d.command.action) : null;
    expect([JSON.stringify(d.command), (p?.end?.t0 ?? car.cell.t0) > car.cell.t0]).toEqual([JSON.stringify(d.command), true]);
  });
});
