// Issue 30: a car boxed in by a road obstacle (p76) on the rolling road. Both positions are from
// `npm run arena -- --scenario gameSix --a bot:normal --b random --seed 60001 --audit` with the
// driver before this fix (the fixtures keep the game's commands, so the position does not depend
// on the driver): in game 10 a gang car standing a space behind an obstacle moved off into it
// (its next declaration a compulsory ram, p17) three times in one game; in game 33 a gang car stood
// behind one at 0 mph while its teammate waited beside it, until the game hit the command cap at
// turn 473.
import { describe, expect, it, vi } from 'vitest';
import { apply, grid, legalCommands, newGame, pending, plan } from '../engine';
import type { Command, GameSetup, GameState } from '../engine';
import { decide } from '.';
import { collisionsIn } from './collisions';
import { blockerIn, lanesToClear } from './wayOut';
import crawl from './fixtures/crawlIntoObstacle.json';
import stuck from './fixtures/stuckBehindObstacle.json';

vi.setConfig({ testTimeout: 120_000 });

function replay(f: { setup: unknown; seed: number; commands: unknown[] }): GameState {
  const g = newGame(f.setup as GameSetup, f.seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  for (const c of f.commands) {
    const r = apply(s, c as Command);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

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
    const s = replay(stuck);
    expect(pending(s)).toMatchObject({ kind: 'declare', player: 'p2', vehicle: 'gang2' });
    const car = s.vehicles.find((v) => v.id === 'gang2')!;
    expect(car.speed).toBe(0);
    expect(lanesToClear(s, car.cell, car.id)).toBeGreaterThan(0);
    const { s: end, headOn } = playOn(s, 'p2', 'gang', 40);
    expect([end.flow.kind, end.winner?.side, headOn]).toEqual(['over', 'gang', 0]);
  });
});
