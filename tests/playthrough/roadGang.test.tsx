// @vitest-environment happy-dom
// The road-gang game chosen on the new-game screen and played to a result through its screen's
// buttons in happy-dom (issue 31: moved from e2e/road-gang.spec.ts and e2e/road-gang-saves.spec.ts,
// which keep the board's pixels, placing and choosing by tapping the board, and a reload).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, sessionFromText, useSession } from '../../src/shell/sessionStore';
import { resetStores } from '../../src/ui/testing/stores';
import { click, unmount } from '../../src/ui/testing/mount';
import { check, fill, mountApp, need, q, qa, tid, uncover } from './dom';
import { rank } from '../support/roadGangRank';

vi.mock('../../src/render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));
vi.mock('../../src/games/roadGang/board/RoadGangBoard', () => ({ RoadGangBoard: () => <div data-testid="rg-board" /> }));

beforeEach(resetStores);
afterEach(unmount);

const commandsPlayed = () => Number(need('rg-game').getAttribute('data-commands'));
const pendingOf = () => need('rg-game').getAttribute('data-pending');
const choiceTexts = () => qa('.rg-choices button').map((b) => b.textContent ?? '');

async function placeOnStart(): Promise<void> {
  const input = q('.rg-place input') as HTMLInputElement;
  const { type } = await import('../../src/ui/testing/mount');
  await type(input, '1');
  await click(q('.rg-place button'));
}

describe('road gangs through the screen', { timeout: 600_000 }, () => {
  it('chosen on the new-game screen, every decision a click on an offered button with its odds, no cover between the players (nothing is private), undo of a choice, the autosave resumable, to a result', async () => {
    await mountApp();
    // The new-game screen offers both rulesets; Dark Future's form is the one shown first.
    expect((need('ng-ruleset-darkFuture') as HTMLInputElement).checked).toBe(true);
    expect(tid('new-game-form')).not.toBeNull();
    await check('ng-ruleset-roadGang');
    expect(tid('rg-new-game')).not.toBeNull();
    await fill('rg-name-1', 'Ann');
    await fill('rg-name-2', 'Bob');
    await fill('rg-seed', '27');
    // The text has no time limit: none is the default, and the form says what a limit would do.
    expect((need('rg-round-limit') as HTMLInputElement).value).toBe('');
    expect(need('rg-round-limit-text').textContent).toContain("the Fast Gang wins by the table's house rule");
    await click(need('rg-start'));

    let covers = 0, undone = false, choseSlowGang = false, resumable = false;
    for (let step = 0; step < 600; step++) {
      if (tid('rg-over')) break;
      // No cover at any pass (issue 29): nothing this game asks is private.
      if (tid('pass-device')) covers++;
      expect(tid('rg-screen')).not.toBeNull();
      const pending = pendingOf();
      if (pending === 'slowGang') {
        // "Designate one player as the Slow Gang": the players choose, the engine's suggestion first and explained.
        choseSlowGang = true;
        expect(q('.rg-decision')!.textContent).toContain('The engine suggests');
        expect(choiceTexts()[0]).toContain('is the Slow Gang (suggested)');
      }
      const n = commandsPlayed();
      if (pending === 'place') {
        await placeOnStart();
        expect(commandsPlayed()).toBe(n + 1);
        continue;
      }
      const texts = choiceTexts();
      expect(texts.length, `a decision (${pending}) offers buttons`).toBeGreaterThan(0);
      // Every offered choice shows its odds, or says why no die decides it; those with a die behind them, a chance.
      for (const t of texts) expect(t).toMatch(/\d+%|No dice|so no dice|Rolls (2D6|1D3)/);
      for (const t of texts) if (/^(Fire the|Ram |Fight |Try to avoid|Stand and fight)/.test(t)) expect(t).toMatch(/\d+%/);
      let best = 0;
      texts.forEach((t, i) => {
        if (rank(t) < rank(texts[best])) best = i;
      });
      await click(qa('.rg-choices button')[best]);
      expect(commandsPlayed()).toBe(n + 1);
      if (!undone && pending === 'activate') {
        // Choosing which vehicle goes rolls no dice: Undo takes it back, and the choice is offered again.
        undone = true;
        await click(need('rg-undo'));
        expect(commandsPlayed()).toBe(n);
        expect(choiceTexts()).toEqual(texts);
        await click(qa('.rg-choices button')[best]);
        expect(commandsPlayed()).toBe(n + 1);
      }
      // A ride rolls its dice: never taken back.
      if (pending === 'ride' && texts[best].startsWith('Ride')) expect((need('rg-undo') as HTMLButtonElement).disabled, 'a roll is never taken back').toBe(true);
      if (!resumable && n + 1 >= 20) {
        // Mid-game: the autosave holds the same game, which a reload resumes (sessionStore's autoload).
        resumable = true;
        const saved = sessionFromText(localStorage.getItem(SESSION_KEY)!);
        expect(saved.ok).toBe(true);
        const now = useSession.getState().session!;
        if (saved.ok) {
          expect(saved.value.commands).toEqual(now.commands);
          expect(saved.value.state).toEqual(now.state);
        }
      }
    }
    expect(tid('rg-over')).not.toBeNull();
    expect(undone).toBe(true);
    expect(choseSlowGang).toBe(true);
    expect(resumable).toBe(true);
    expect(covers).toBe(0);
    expect(need('rg-over').textContent).toMatch(/(Ann|Bob) wins, as the (Slow|Fast) Gang/);
    // Dice were shown as dice in the log (svg faces with pips), not as digits only.
    expect(qa('.shell-log svg.die[data-value]').length).toBeGreaterThan(10);
  });

  it('the shell log, dice tray, settings and replay of a game started with the gyrocopter: its settings say so, stepping back a round shortens the log, closing restores it', async () => {
    await mountApp();
    await check('ng-ruleset-roadGang');
    await check('rg-gyro');
    await fill('rg-seed', '206');
    await click(need('rg-start'));
    for (let i = 0; i < 40; i++) {
      if (await uncover()) continue;
      if (commandsPlayed() > 8 && tid('dice-tray')) break;
      const n = commandsPlayed();
      if (pendingOf() === 'place') await placeOnStart();
      else await click(q('.rg-choices button'));
      expect(commandsPlayed()).toBeGreaterThan(n);
    }
    expect(need('dice-tray').querySelector('[data-testid="tray-dice"] svg.die[data-value]')).not.toBeNull();
    const log = q('section.shell-log')!;
    expect(log.querySelectorAll('svg.die[data-value]').length).toBeGreaterThan(0);
    await click(need('rg-settings'));
    expect((need('settings-rule-gyrocopter') as HTMLInputElement).checked).toBe(true);
    expect((need('settings-rule-train') as HTMLInputElement).checked).toBe(false);
    await click(need('settings-close'));
    expect(tid('settings')).toBeNull();
    const n = commandsPlayed();
    await click(need('rg-watch'));
    expect(need('replay-position').textContent).toContain(`Decision ${n} of ${n}`);
    const entries = () => q('section.shell-log')!.querySelectorAll('[data-testid="log-entry"]').length;
    const all = entries();
    await click(need('replay-back-round'));
    expect(need('replay-position').textContent).not.toContain(`Decision ${n} of`);
    expect(entries(), 'the log stops at the position shown').toBeLessThan(all);
    await click(need('replay-close'));
    expect(tid('replay-panel')).toBeNull();
    expect(entries()).toBe(all);
  });
});
