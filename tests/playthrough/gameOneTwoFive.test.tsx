// @vitest-environment happy-dom
// Games One, Two and Five played to a result through the app's panels (issue 31: moved from
// e2e/game-one.spec.ts, e2e/game-two.spec.ts, e2e/game-five.spec.ts; the board's pixels stay there).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '../../src/ui/testing/stores';
import { click, unmount } from '../../src/ui/testing/mount';
import { check, clickAction, deciderSide, fill, fireOrHold, get, hover, need, newGameForm, pendingKind, playSetup, playToResult, q, qa, select, tid } from './dom';

vi.mock('../../src/render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

beforeEach(resetStores);
afterEach(unmount);

describe('Game One (p87) through the panels', { timeout: 600_000 }, () => {
  it('from the new-game screen to a winner: the lead roll, both cars placed, a preview on hover, the chase shooting, a result', async () => {
    await newGameForm({ seed: 42 });
    await click(need('ng-start'));
    await click(need('roll-for-lead'));
    expect(need('lead-result').textContent).toContain('lead car');
    expect(pendingKind()).toBe('place');
    await click(need('place-submit'));
    await click(need('place-submit'));
    expect(pendingKind()).toBe('declare');
    expect(tid('phase-die')).not.toBeNull();
    // Hovering an action tells the board its contact zone (through the store).
    await hover(q('[data-testid^="action-"]')!);
    expect(get().preview).not.toBeNull();
    for (let i = 0; i < 400; i++) {
      const kind = pendingKind();
      if (kind === 'gameOver') break;
      if (kind === 'fireOrHold') {
        await fireOrHold();
        continue;
      }
      expect(kind).toBe('declare');
      if (deciderSide() === 'lead') await clickAction(['ram', 'accelerate', 'moveOff', 'none', 'realign'], true);
      else await clickAction(['ram', 'shoot', 'accelerate', 'moveOff', 'none', 'realign'], true);
    }
    expect(pendingKind()).toBe('gameOver');
    expect(need('game-over').textContent).toMatch(/wins|crossed|wreck|halted|crashed|left play/i);
    expect(qa('[data-testid="log-entry"]').length).toBeGreaterThan(0);
    expect(get().commands.length).toBeGreaterThan(10);
  });
});

describe('Game Two (p87) through the panels', { timeout: 600_000 }, () => {
  it('a die picks a curving layout, the cars are placed and raced to a result, cars seen on the curves', async () => {
    // Seed 1 rolls layout 4 (corner right, bend right, corner left): the lead car starts on the corner.
    await newGameForm({ scenario: 'gameTwo', seed: 1 });
    await click(need('ng-start'));
    expect(need('roll-panel').getAttribute('data-step')).toBe('rollTrack');
    const steps = await playSetup();
    expect(steps).toEqual(['rollTrack', 'rollForLead', 'place', 'place']);
    expect(get().game!.track.sections.map((s) => s.kind)).toContain('corner');
    const result = await playToResult();
    expect(result.curveSeen, 'a decision was taken with a car on a curve').toBeGreaterThan(0);
    expect(tid('game-over')).not.toBeNull();
  });
});

/** Designs a Renegade with a hood machine gun and an oil layer for one player, in the garage (e2e game-five designCar). */
async function designCar(player: 'p1' | 'p2', name: string): Promise<void> {
  await click(need(`ng-design-now-${player}`));
  expect(tid('garage')).not.toBeNull();
  await fill('design-name', name);
  await check('chassis-renegade');
  await select(need('mount-hood-0'), 'machineGun');
  await select(need('mount-passive-0'), 'oil');
  expect(tid('design-ok')).not.toBeNull();
  await click(need('design-save'));
  expect(tid(`pick-ok-${player}`)).not.toBeNull();
}

describe('Game Five (p88) through the panels', { timeout: 600_000 }, () => {
  it('two cars designed in the garage, the set-up rolls, a generated road with hazards, played to a result', async () => {
    // Seed 46 generates straight x3, a bend right, two straights, a bend left, with obstacles and sand.
    await newGameForm({ scenario: 'gameFive', seed: 46 });
    await designCar('p1', 'Hawk');
    await designCar('p2', 'Viper');
    await click(need('ng-start'));
    const steps = await playSetup();
    expect(steps).toEqual(['rollDriveSkill', 'rollDriveSkill', 'rollForLead', 'generateTrack', 'place', 'place', 'rollStartSpeed', 'veto']);
    const g = get().game!;
    expect(g.track.sections.length).toBeGreaterThan(3);
    expect(g.track.sections.some((s) => s.kind !== 'straight'), 'the generated road has a curve').toBe(true);
    expect(g.roadHazards.length, 'the generated road has hazards').toBeGreaterThan(0);
    expect(g.vehicles.map((v) => v.name)).toEqual(expect.arrayContaining(['Hawk', 'Viper']));
    const result = await playToResult();
    expect(result.curveSeen, 'a decision was taken with a car on a curve').toBeGreaterThan(0);
    expect(pendingKind()).toBe('gameOver');
    expect(tid('game-over')).not.toBeNull();
  });
});
