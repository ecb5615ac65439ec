// @vitest-environment happy-dom
// Issue 32: an online table's computer plays on the game server, which refuses a level that
// searches for seconds (SLOW_LEVELS, ONLINE_SLOW_LEVEL in server/table.ts). The new-game form says
// so before the server has to: with "Play online" the hard level is shown but not offered, a seat
// already set to it is named with what to do, and Start waits; hot-seat offers every level.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLOW_LEVELS } from '../ai';
import { useStore } from '../store';
import { NewGameDialog } from './NewGameDialog';
import { byTestId, mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
beforeEach(() => useStore.setState(initial, true));
afterEach(unmount);

const option = (select: string, value: string) => (need(select) as HTMLSelectElement).querySelector<HTMLOptionElement>(`option[value="${value}"]`)!;

describe('the seats of an online table', () => {
  it('hot-seat: every level of the computer is offered', async () => {
    await mount(<NewGameDialog />);
    expect(option('ng-seat2', 'hard').disabled).toBe(false);
    expect(option('ng-seat2', 'hard').textContent).toBe('Computer — hard');
  });

  it("online: the slow level is shown with why, not offered; a seat set to it before is named and Start waits", async () => {
    expect(SLOW_LEVELS).toContain('hard');
    useStore.setState({ draft: { ...initial.draft, names: ['Ann', 'Bob'], seats: { p2: 'hard' } } });
    let started = 0;
    await mount(<NewGameDialog online start={() => { started++; return true; }} />);
    expect(option('ng-seat1', 'hard').disabled).toBe(true);
    expect(option('ng-seat1', 'hard').textContent).toMatch(/hard \(not online/);
    expect(option('ng-seat1', 'normal').disabled).toBe(false);
    expect(need('ng-slow-why').textContent).toMatch(/^Bob: the hard computer cannot play online/);
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(true);
    // Normal instead: nothing in the way.
    await act(async () => useStore.setState({ draft: { ...useStore.getState().draft, seats: { p2: 'normal' } } }));
    expect(byTestId('ng-slow-why')).toBeNull();
    expect((need('ng-start') as HTMLButtonElement).disabled).toBe(false);
    expect(started).toBe(0);
  });
});
