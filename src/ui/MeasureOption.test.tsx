// @vitest-environment happy-dom
// The rules option "measure only when committed" (p22, p25) against the real engine: the
// new-game screen offers it with the rule it concerns, and with it on neither the declare
// panel nor the fire-or-hold panel shows a range or a hit chance before the shot.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RULE_OPTIONS, type GameState } from '../engine';
import { testState } from '../engine/testkit';
import { startPhase } from '../engine/flow/turn';

vi.mock('../render/Board', () => ({ Board: () => <div data-testid="board-stub" /> }));

const { App, preloadScreens } = await import('../App');
// The game's screens load lazily in the page; here they are loaded first, so a click switches screens in one render.
await preloadScreens();
const { useStore, History } = await import('../store');
const { click, mount, need, unmount } = await import('./testing/mount');

const { getState: get, setState } = useStore;
const initial = get();
const fresh = () => {
  localStorage.clear();
  setState(initial, true);
};
beforeEach(fresh);
afterEach(unmount);

/** Ann's car three spaces behind Bob's, which stands still: Ann declares. */
function atDeclare(committed: boolean): GameState {
  const base = testState({ vehicles: [
    { id: 'car1', lane: 3, space: 0, owner: 'p1', side: 'chase', name: "Ann's Renegade" },
    { id: 'car2', lane: 3, space: 4, owner: 'p2', side: 'lead', name: "Bob's Renegade", speed: 0 },
  ] });
  base.players = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }];
  base.options = { ...base.options, measureOnlyWhenCommitted: committed };
  const s = startPhase(base, 1);
  setState({ game: s, setup: { scenario: 'custom', players: s.players, options: { measureOnlyWhenCommitted: committed } }, seed: 1, commands: History.of(), log: History.of(), lastEvents: [], undoable: History.of() });
  return s;
}

const shootButton = () => [...need('declare-panel').querySelectorAll('button')].find((b) => b.textContent?.includes('Shoot'))!;

describe('measure only when committed (p22, p25)', () => {
  it('p22: the new-game screen shows the option, off by default, with the rule it relaxes; starting sends it in the setup', async () => {
    await mount(<App />);
    const box = need('ng-measure') as HTMLInputElement;
    expect(box.checked).toBe(false);
    const label = box.closest('label')!;
    expect(label.textContent).toContain('Measure only when committed');
    expect(label.textContent).toContain('p22');
    expect(label.getAttribute('title')).toBe(RULE_OPTIONS.find((o) => o.key === 'measureOnlyWhenCommitted')!.text);
    await click(box);
    await click(need('ng-start'));
    expect(get().setup?.options?.measureOnlyWhenCommitted).toBe(true);
    expect(get().game?.options.measureOnlyWhenCommitted).toBe(true);
  });

  it('off (for learning): the shoot button gives the range and the hit chance', async () => {
    atDeclare(false);
    await mount(<App />);
    expect(shootButton().textContent).toMatch(/range 4/);
    expect(shootButton().textContent).toMatch(/hit \d+%/);
  });

  it('p22: on: the shoot button and the fire-or-hold choice show no range and no hit chance', async () => {
    atDeclare(true);
    await mount(<App />);
    expect(shootButton().textContent).not.toMatch(/range \d|hit \d+%/);
    expect(shootButton().textContent).toContain('p22');
    await click(shootButton());
    const panel = need('fire-car2').closest('section')!;
    expect(panel.textContent).not.toMatch(/range \d|hit \d+%/);
    expect(need('fire-car2').getAttribute('title')).not.toMatch(/\+2|\+1/);
    expect(panel.textContent).toContain('firing commits you (p22, p25)');
  });
});
