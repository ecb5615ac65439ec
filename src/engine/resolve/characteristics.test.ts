// The one module that changes the record sheet (issue 15): speed and characteristics change only
// through characteristics.ts, so its rules (handling 0 loses control, p40; speed never below 0)
// hold for every cause.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveMarkerHits } from './passives';
import { setSpeed } from './characteristics';
import { testCtx, testState, v } from '../testkit';

const ENGINE = fileURLToPath(new URL('..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));

/** Set-up steps that write a starting value (not a change in play), and a crash that takes the car off the board. */
const ALLOWED = ['resolve/characteristics.ts', 'design/design.ts', 'steps/startSpeed.ts', 'steps/driveSkill.ts', 'resolve/crash.ts', 'resolve/bikeCriticals.ts', 'testkit.ts'];

describe('one door to the record sheet', () => {
  it('no other engine module assigns a speed or a characteristic in play', () => {
    const writes = /\.(handling|maxSpeed|acceleration|braking|driveSkill|speed)\s*(=(?!=)|-=|\+=)/;
    const offenders = sources(ENGINE)
      .map((f) => f.slice(ENGINE.length))
      .filter((f) => !ALLOWED.includes(f))
      .filter((f) => readFileSync(join(ENGINE, f), 'utf8').split('\n').some((line) => writes.test(line) && !line.trim().startsWith('//')));
    expect(offenders).toEqual([]);
  });

  it('p40: oil that takes handling to 0 loses control at once (the handling change goes through characteristics.ts)', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 40, patch: { handling: 1 } }] });
    s.markers.push({ id: 'm1', kind: 'oil', dummy: false, faceUp: false, owner: 'x', cell: { lane: 3, t0: 60, t1: 80 }, underVehicle: null });
    const ctx = testCtx(s);
    resolveMarkerHits(ctx, 'a', ['m1'], 'straight');
    expect(v(s, 'a')).toMatchObject({ handling: 0, outOfControl: true });
    expect(ctx.events.map((e) => e.type)).toEqual(expect.arrayContaining(['oilHit', 'characteristic', 'controlLoss']));
  });

  it('a speed never falls below 0, and a car off the road keeps the speed it left at', () => {
    const s = testState({ vehicles: [{ id: 'a', lane: 3, space: 3, speed: 20 }] });
    const ctx = testCtx(s);
    setSpeed(ctx, v(s, 'a'), -15, 'test', 'p38', { halted: true });
    expect(v(s, 'a').speed).toBe(0);
    expect(ctx.events.map((e) => e.type)).toEqual(['speedChanged', 'halted']);
    v(s, 'a').status = 'leftPlay';
    setSpeed(ctx, v(s, 'a'), 50, 'test', 'p38');
    expect(v(s, 'a').speed).toBe(0);
  });
});
