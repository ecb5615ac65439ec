// @vitest-environment happy-dom
// Games Four, Six and Eight through the app's panels (issue 31: moved from e2e/game-four.spec.ts and
// e2e/game-six.spec.ts; the side names drawn on the board stay in the browser).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '../../src/ui/testing/stores';
import { click, unmount } from '../../src/ui/testing/mount';
import { check, clickAction, deciderSide, fill, fireOrHold, get, mountApp, need, pendingKind, q, qa, select, tid, uncover } from './dom';

vi.mock('../../src/render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

beforeEach(resetStores);
afterEach(unmount);

const text = (id: string) => need(id).textContent ?? '';

async function designAnnsHunter(): Promise<void> {
  await click(need('ng-design-now-p1'));
  expect(tid('garage')).not.toBeNull();
  await fill('design-name', "Ann's Hunter");
  // Heavy weapons never go on the wings (p82): the wing lists do not offer them.
  expect(need('mount-wingLeft-0').querySelector('option[value="chainGun"]')).toBeNull();
  await select(need('mount-hood-0'), 'machineGun');
  await select(need('mount-wingLeft-0'), 'machineGun');
  await select(need('mount-wingRight-0'), 'machineGun');
  await check('link-wingLeft-0');
  expect(text('design-problems')).toContain('joins only one weapon');
  await check('link-wingRight-0');
  expect(text('design-cost')).toContain('$50,000 of $50,000');
  expect(tid('design-ok')).not.toBeNull();
  // One more weapon breaks the budget, and the engine says so in words.
  await select(need('mount-passive-0'), 'oil');
  expect(text('design-problems')).toContain('Cost $53,000 is over the budget of $50,000');
  await select(need('mount-passive-0'), '');
  expect(tid('design-ok')).not.toBeNull();
  expect(text('mounts-preview')).toContain('Link');
  await click(need('design-save'));
  expect(text('pick-ok-p1')).toContain('$50,000 of $50,000');
}

async function designBobsBrick(): Promise<void> {
  await click(need('ng-design-now-p2'));
  await fill('design-name', "Bob's Brick");
  await select(need('mount-hood-0'), 'autocannon15');
  await select(need('mount-passive-0'), 'oil');
  expect(text('design-cost')).toContain('$47,000 of $50,000');
  await click(need('design-save'));
  expect(tid('pick-ok-p2')).not.toBeNull();
}

/** e2e game-four carefulAction: the first preferred action not marked risky; the chase car shoots when a target is in sight. */
async function carefulAction(side: string): Promise<void> {
  if (side === 'chase') {
    const shoot = qa('[data-testid^="action-"][data-kind="shoot"]').find((b) => b.textContent?.includes('exp. damage'));
    if (shoot) return click(shoot);
  }
  for (const kind of ['accelerate', 'none', 'moveOff', 'realign', 'brake', 'drift']) {
    const safe = qa(`[data-testid^="action-"][data-kind="${kind}"]:not(.risky)`);
    if (safe.length) return click(safe[kind === 'accelerate' || kind === 'brake' ? safe.length - 1 : 0]);
  }
  await clickAction(['ram', 'brake', 'none', 'realign'], true);
}

describe('Game Four (p88) through the panels', { timeout: 600_000 }, () => {
  it('two cars designed in the garage within $50,000, set up with the rolls and a veto, played to a result', async () => {
    await mountApp();
    await fill('ng-player1', 'Ann');
    await fill('ng-player2', 'Bob');
    await check('ng-scenario-gameFour');
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(true);
    expect(text('pick-problem-p1')).toContain('Choose or design a car for Ann');
    await designAnnsHunter();
    await designBobsBrick();
    // Seed 41 rolls a starting speed someone may object to.
    await fill('ng-seed', '41');
    await check('ng-animations', false);
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(false);
    await click(need('ng-start'));

    const steps: string[] = [];
    let objected = false, accepted = false;
    for (let i = 0; i < 40; i++) {
      const kind = pendingKind();
      if (kind === 'declare' || kind === 'gameOver') break;
      if (kind === 'roll') {
        steps.push(need('roll-panel').getAttribute('data-step') ?? '');
        await click(need('setup-roll'));
        // The dice just rolled, drawn as dice: on the next set-up panel, or in the log once play begins.
        const dice = pendingKind() === 'declare' ? q('[data-testid="log-entry"] svg.die') : q('[data-testid="setup-dice"] svg.die');
        expect(dice).not.toBeNull();
      } else if (kind === 'rollForLead') {
        steps.push(kind);
        await click(need('roll-for-lead'));
      } else if (kind === 'place') {
        steps.push(kind);
        await click(need('place-submit'));
      } else if (kind === 'veto') {
        steps.push(kind);
        expect(text('veto-speed')).toContain('mph');
        expect(text('veto-why')).toContain('object');
        if (!objected) {
          objected = true;
          await click(need('veto-object'));
        } else {
          accepted = true;
          await click(need('veto-accept'));
        }
      } else throw new Error(`unexpected set-up decision ${kind}`);
    }
    expect(steps.slice(0, 2)).toEqual(['rollDriveSkill', 'rollDriveSkill']);
    for (const s of ['rollForLead', 'rollTrack', 'place', 'rollStartSpeed', 'veto']) expect(steps).toContain(s);
    expect(objected && accepted).toBe(true);
    expect(qa('[data-testid="log-entry"][data-type="startSpeedAgreed"]')).toHaveLength(1);
    expect(qa('[data-testid="log-entry"][data-type="driveSkillRolled"]')).toHaveLength(2);
    // Every mount on the record sheets, the wing guns joined by their link (p82).
    expect(text('mounts-car1')).toContain('Link');
    expect(text('mounts-car2')).toContain('AC 8');

    for (let i = 0; i < 400; i++) {
      const kind = pendingKind();
      if (kind === 'gameOver') break;
      if (kind === 'fireOrHold') {
        await fireOrHold((f) => void expect(f.textContent).toContain('exp. damage'));
        continue;
      }
      expect(kind).toBe('declare');
      const shoot = q('[data-testid^="action-"][data-kind="shoot"]');
      if (shoot) expect(shoot.textContent).toMatch(/exp\. damage|no target/);
      await carefulAction(deciderSide());
    }
    expect(pendingKind()).toBe('gameOver');
    expect(text('game-over')).toMatch(/wins/);
  });
});

async function newGameOf(scenario: string, names: string[], teams: string[], seed: number): Promise<void> {
  await mountApp();
  await check(`ng-scenario-${scenario}`);
  for (let i = 2; i < names.length; i++) await click(need('ng-add-player'));
  for (let i = 0; i < names.length; i++) {
    await fill(`ng-player${i + 1}`, names[i]);
    await select(need(`ng-team${i + 1}`), teams[i]);
  }
  await fill('ng-seed', String(seed));
  await check('ng-animations', false);
  await click(need('ng-start'));
  expect(pendingKind()).not.toBe('');
}

const byLabel = async (id: string, label: string) => {
  const s = need(id) as HTMLSelectElement;
  const o = [...s.options].find((x) => x.textContent === label);
  expect(o, `${id} offers ${label}`).toBeTruthy();
  await select(s, o!.value);
};

/** One set-up answer by clicking: roll, place at the first legal spot, accept, or the first choice. */
async function setupAnswer(kind: string): Promise<boolean> {
  if (kind === 'roll') await click(need('setup-roll'));
  else if (kind === 'place') await click(need('place-submit'));
  else if (kind === 'veto') await click(need('veto-accept'));
  else if (kind === 'chooseApproach' || kind === 'setSpeed') await click(need('choice-0'));
  else return false;
  return true;
}

describe('Games Six and Eight (p88) through the panels', { timeout: 600_000 }, () => {
  it('Game Six, three players: the gang designed in the game with its drivers, every decision naming its driver, played to a winner', async () => {
    // Seed 10: team 1 (Ann) rolls lower and is the Op.
    await newGameOf('gameSix', ['Ann', 'Bob', 'Cy'], ['team1', 'team2', 'team2'], 10);
    let checked = false;
    for (let i = 0; i < 400; i++) {
      if (await uncover()) continue;
      // A compulsory ram into a teammate asks twice (issue 29).
      const own = tid('own-side-confirm');
      if (own) {
        expect(own.textContent).toContain('your own side');
        await click(need('own-side-yes'));
        continue;
      }
      const kind = pendingKind();
      if (kind === 'gameOver') break;
      if (kind === 'design') {
        const panel = need('side-design');
        if (tid('sd-preset-a-renegade-and-two-bikes')) {
          expect(panel.textContent).toContain('buys the outlaw gang for $100,000');
          await click(need('sd-preset-a-renegade-and-two-bikes'));
          expect(need('sd-list').querySelectorAll('li')).toHaveLength(3);
          // One bike short of the minimum: the engine's reason, and no buying.
          await click(need('sd-remove-2'));
          expect(panel.querySelector('[data-testid="sd-problem"]')?.textContent).toContain('The minimum is two Renegades, three Bikes, or one Renegade and two Bikes (p88)');
          expect((need('sd-buy') as HTMLButtonElement).disabled).toBe(true);
          await click(need('sd-preset-a-renegade-and-two-bikes'));
          await byLabel('sd-driver-0', 'Bob');
          await byLabel('sd-driver-1', 'Cy');
          await byLabel('sd-driver-2', 'Cy');
          expect(text('sd-total')).toBe('$86,000 of $100,000 (p88)');
          expect((need('sd-buy') as HTMLButtonElement).disabled).toBe(false);
          await click(need('sd-buy'));
        } else {
          // The Op: Ann, the lower roll (p88), buys the first ready-made Interceptor.
          expect(panel.textContent).toContain('Ann buys the Op for $100,000');
          await click(need('sd-buy'));
        }
        continue;
      }
      if (await setupAnswer(kind)) continue;
      if (!checked) {
        // Play has begun: every vehicle on the road with the driver chosen for it.
        expect(get().game!.vehicles.map((v) => [v.name, v.side, v.owner])).toEqual([
          ['Pursuit Special', 'op', 'p1'],
          ['Big Daddy', 'gang', 'p2'],
          ['Scratch', 'gang', 'p3'],
          ['Itch', 'gang', 'p3'],
        ]);
        checked = true;
      }
      // The decision names its driver: the banner shows the player chosen for the deciding vehicle.
      expect(text('pending-banner')).toMatch(/^(Ann: .*Pursuit Special|Bob: .*Big Daddy|Cy: .*(Scratch|Itch))/);
      if (kind === 'fireOrHold') {
        await click(need('hold-fire'));
        continue;
      }
      // The gang runs for it, the Op hangs back: one side is soon out of the fight.
      await clickAction(deciderSide() === 'gang' ? ['accelerate', 'none'] : ['brake', 'none']);
    }
    expect(checked).toBe(true);
    expect(pendingKind()).toBe('gameOver');
    expect(need('game-over').querySelector('h2')?.textContent).toMatch(/^(The outlaw gang \(Bob, Cy\)|Ann \(Pursuit Special\)) wins$/);
    expect(text('game-over')).toMatch(/is out of the fight: .* p88/);
  });

  it('Game Eight: two titled rolls, each side buys what Game Six\'s roll gave it, the attacker chooses an intercept; the target on section 3 at 60 mph, the attacker on 5-7 facing it', async () => {
    await newGameOf('gameEight', ['Ann', 'Bob'], ['team1', 'team2'], 10);
    let speedChosen = false;
    for (let i = 0; i < 60; i++) {
      if (await uncover()) continue;
      const kind = pendingKind();
      if (kind === 'declare') break;
      if (kind === 'roll') {
        expect(text('roll-panel')).toMatch(/Roll for the Op and the gang \(as Game Six\)|Roll for the attacker \(as Game Seven\)|drive skill|track/);
        await click(need('setup-roll'));
      } else if (kind === 'design') {
        expect(tid('sd-roles')).toBeNull();
        expect(text('side-design')).toMatch(/^(Ann buys the attacker for \$100,000: an Interceptor \(the Op\)|Bob buys the target for \$100,000: an outlaw gang)/);
        await click(need('sd-buy'));
      } else if (kind === 'chooseApproach') {
        expect(text('choice-panel')).toContain('the attacker, chooses');
        await click(qa('[data-testid="choice-panel"] .action-label').find((b) => /^Choose an intercept/.test(b.textContent ?? ''))!.closest('button'));
      } else if (kind === 'setSpeed') {
        expect(text('choice-panel')).toContain('any speed from 0 to its maximum');
        await click(qa('[data-testid="choice-panel"] .action-label').find((b) => b.textContent === 'Start at 40 mph')!.closest('button'));
        speedChosen = true;
      } else if (kind === 'place') {
        expect(tid('place-form')).not.toBeNull();
        await click(need('place-submit'));
      } else if (!(await setupAnswer(kind))) throw new Error(`unexpected decision ${kind}`);
    }
    expect(speedChosen).toBe(true);
    const g = get().game!;
    expect(g.flow.kind).toBe('phase');
    const attacker = g.vehicles.filter((v) => v.side === 'attacker');
    const target = g.vehicles.filter((v) => v.side === 'target');
    expect(attacker.map((v) => v.owner)).toEqual(['p1']);
    expect(target.length).toBeGreaterThanOrEqual(2);
    for (const v of target) expect([Math.floor(v.cell.t0 / 60), v.heading, v.speed]).toEqual([2, 0, 60]);
    for (const v of attacker) {
      expect([4, 5, 6]).toContain(Math.floor(v.cell.t0 / 60));
      expect([v.heading, v.speed]).toEqual([4, 40]);
    }
    // The mini-map has the target's vehicles on section 3 and the attacker on 5-7; the record sheets show the speeds.
    expect(need('mini-map').querySelectorAll('.mini-section')).toHaveLength(7);
    for (const v of target) expect(need('mini-section-3').querySelector(`[data-testid="mini-dot-${v.id}"]`)).not.toBeNull();
    const on = Math.floor(attacker[0].cell.t0 / 60) + 1;
    expect(need(`mini-section-${on}`).querySelector(`[data-testid="mini-dot-${attacker[0].id}"]`)).not.toBeNull();
    for (const v of [...target, ...attacker]) expect(text(`sheet-${v.id}`)).toContain(`${v.speed} mph`);
  });
});
