// @vitest-environment happy-dom
// Every modal surface goes through the one Modal (issue 27): each is a <dialog>, named by its
// heading, opens and closes as its rules allow — settings, the rules reference, the
// pass-the-device cover (Escape withdraws a player's own request to peek, never a turn's
// hand-over), confirmations (Escape is "No"), the shared-game prompt and the other-tab stop.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentStep, useStore } from '../store';
import { saveProblemOf, useSession } from '../shell/sessionStore';
import { PassCover } from '../shell/PassCover';
import { SettingsDialog } from '../shell/SettingsDialog';
import { ConfirmButton } from './ConfirmButton';
import { PassDevice } from './PassDevice';
import { RulesReference } from './reference/RulesReference';
import { OtherTabPanel } from './SaveProblem';
import { SettingsPanel } from './SettingsPanel';
import { SharedGame } from './SharedGame';
import { byTestId, click, mount, need, unmount } from './testing/mount';
import { resetStores } from './testing/stores';

const get = () => useStore.getState();
beforeEach(resetStores);
afterEach(unmount);

const escape = (target: Element = document.activeElement!) => act(async () => {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
});

/** The dialog element of a test id, open, and the text of the heading that names it. */
function dialogOf(id: string): { dialog: HTMLDialogElement; name: string } {
  const dialog = need(id) as HTMLDialogElement;
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog.open).toBe(true);
  return { dialog, name: document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent ?? '' };
}

describe('settings', () => {
  it('the shell\'s dialog opens on its Close button and shuts on Close, Escape and nothing else', async () => {
    const onClose = vi.fn();
    await mount(<SettingsDialog open onClose={onClose} ruleOptions={[]} ruleValues={null} />);
    expect(dialogOf('settings').name).toBe('Settings');
    expect(document.activeElement).toBe(need('settings-close'));
    await click(need('settings-close'));
    await escape();
    expect(onClose).toHaveBeenCalledTimes(2);
    await mount(<SettingsDialog open={false} onClose={onClose} ruleOptions={[]} ruleValues={null} />);
    expect(byTestId('settings')).toBeNull();
  });

  it('Dark Future\'s settings open from the store and Escape closes them', async () => {
    useStore.setState({ settingsOpen: true });
    await mount(<SettingsPanel />);
    expect(dialogOf('settings').name).toBe('Settings');
    await escape();
    expect(get().settingsOpen).toBe(false);
    expect(byTestId('settings')).toBeNull();
  });
});

describe('the rules reference', () => {
  it('opens as a dialog named "Rules reference" and Escape closes it', async () => {
    await mount(<RulesReference />);
    await act(async () => get().openRules());
    expect(dialogOf('rules-reference').name).toBe('Rules reference');
    expect(document.activeElement).toBe(need('rules-search'));
    await escape();
    expect(get().rulesAt).toBeNull();
    expect(byTestId('rules-reference')).toBeNull();
  });
});

describe('the pass-the-device cover', () => {
  it('a turn\'s hand-over has no Cancel and ignores Escape', async () => {
    const onTake = vi.fn();
    await mount(<PassCover name="Bob" why="Bob's decision." shows="decision" mode="turn" onTake={onTake} />);
    const { dialog, name } = dialogOf('pass-device');
    expect(name).toBe('Pass the device to Bob');
    expect(dialog.dataset.mode).toBe('turn');
    expect(document.activeElement).toBe(need('pass-show'));
    expect(byTestId('pass-cancel')).toBeNull();
    await escape();
    expect(dialog.open).toBe(true);
    expect(onTake).not.toHaveBeenCalled();
  });

  it('a player\'s own request to peek at their markers is withdrawn by Escape, as by Cancel', async () => {
    get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 5);
    get().requestPeek('p1');
    await mount(<PassDevice player="p1" mode="peek" />);
    expect(dialogOf('pass-device').name).toBe('Pass the device to Ann');
    expect(byTestId('pass-cancel')).not.toBeNull();
    await escape();
    expect(get().peekRequest).toBeNull();
  });
});

describe('the pass cover during a lesson', () => {
  it('says the lesson step that the modal cover hides behind it (the lesson card lies under the dialog)', async () => {
    get().startLesson('gameOne', 0);
    const t = get().tutorial!;
    const step = currentStep(t)!;
    await mount(<PassDevice player="car1" mode="secret" />);
    expect(need('pass-note').textContent).toContain(step.text.slice(0, 40));
    useStore.setState({ tutorial: null });
    await mount(<PassDevice player="car1" mode="secret" />);
    expect(byTestId('pass-note')).toBeNull();
  });
});

describe('confirmations', () => {
  it('the question is an alert dialog: the focus on No, Escape is No (focus back on the button), Yes does it', async () => {
    const onConfirm = vi.fn();
    await mount(<ConfirmButton label="New game" question="Leave this game?" onConfirm={onConfirm} testId="new-game" />);
    need('new-game').focus();
    await click(need('new-game'));
    const { dialog, name } = dialogOf('new-game-confirm');
    expect(name).toBe('Leave this game?');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(document.activeElement).toBe(need('new-game-no'));
    await escape();
    expect(byTestId('new-game-confirm')).toBeNull();
    expect(document.activeElement).toBe(need('new-game'));
    expect(onConfirm).not.toHaveBeenCalled();
    await click(need('new-game'));
    await click(need('new-game-yes'));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(byTestId('new-game-confirm')).toBeNull();
  });
});

describe('the shared-game prompt and the other-tab stop', () => {
  it('a link that holds no game says so in a dialog, and Escape closes it', async () => {
    history.replaceState(null, '', '#game=not-a-game');
    await mount(<SharedGame />);
    expect(dialogOf('shared-game').name).toBe('A shared game');
    expect(need('shared-problem').textContent).toContain('could not be opened');
    await escape();
    expect(byTestId('shared-game')).toBeNull();
    expect(location.hash).toBe('');
  });

  it('another tab\'s game stops this tab in an alert dialog that Escape does not close', async () => {
    useSession.setState({ saveProblem: saveProblemOf('elsewhere') });
    await mount(<OtherTabPanel />);
    const { dialog, name } = dialogOf('other-tab');
    expect(name).toBe('This game is open in another tab');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(document.activeElement).toBe(need('other-tab-take-over'));
    await escape();
    expect(dialog.open).toBe(true);
    expect(useSession.getState().saveProblem?.code ?? null).toBe('elsewhere');
  });
});
