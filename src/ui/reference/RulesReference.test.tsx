// @vitest-environment happy-dom
// The rules reference opens from every page badge (log, record sheet, set-up panels) landing on
// that rule, from the menu at its start, searches, traps the focus and closes on Escape, giving
// the focus back (issue 10).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalCommands, pending } from '../../engine';
import { slowDriver } from '../../sim/slowDriver';
import { useStore } from '../../store';
import { OptionsBar } from '../OptionsBar';
import { SidePanel } from '../SidePanel';
import { RulesReference } from './RulesReference';
import { click, key, mount, need, type, unmount } from '../testing/mount';
import { findEntry } from './entries';

const initial = useStore.getState();
const get = () => useStore.getState();

function play(n: number) {
  const choose = slowDriver(1, 0, false);
  for (let i = 0; i < n && get().game!.flow.kind !== 'over'; i++) expect(get().dispatch(choose(get().game!, legalCommands(get().game!)))).toBe(true);
}

function Screen() {
  return (
    <>
      <OptionsBar />
      <SidePanel pending={pending(get().game!)} />
      <RulesReference />
    </>
  );
}

const badges = () => [...document.querySelectorAll<HTMLButtonElement>('button.page-badge')];

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
  get().start({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 5);
  play(40);
});
afterEach(unmount);

describe('RulesReference', () => {
  it('every page badge on the game screen opens the reference on its rule', async () => {
    await mount(<Screen />);
    const all = badges();
    // The log, the record sheets' criticals and the set-up dice all carry badges.
    expect(all.length).toBeGreaterThan(10);
    const pages = [...new Set(all.map((b) => b.dataset.page!))];
    expect(pages.length).toBeGreaterThan(3);
    // Every distinct page lands on its entry (findEntry covers them all: reference.test.ts); here
    // the first three are clicked through the real badges, to keep the test quick.
    for (const page of pages.slice(0, 3)) {
      const badge = badges().find((b) => b.dataset.page === page)!;
      await click(badge);
      const dialog = need('rules-reference');
      const landed = findEntry(page)!;
      expect(dialog.dataset.at).toBe(landed.id);
      expect(need(`rule-${landed.id}`).classList.contains('current')).toBe(true);
      expect(landed.pages).toContain(page);
      expect(document.activeElement).toBe(need(`rule-${landed.id}`));
      await key('Escape', document.activeElement!);
      expect(document.querySelector('[data-testid="rules-reference"]')).toBeNull();
      // The focus goes back to the badge that opened it.
      expect(document.activeElement?.getAttribute('data-page')).toBe(page);
    }
  });

  it('opens from the menu at its start with the search focused; search filters, table words too', async () => {
    await mount(<Screen />);
    await click(need('open-rules'));
    expect(need('rules-reference').dataset.at).toBe('');
    expect(document.activeElement).toBe(need('rules-search'));
    await type(need('rules-search') as HTMLInputElement, 'carburettor');
    expect(document.querySelector('[data-testid="rule-critical-results"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="rule-drift"]')).toBeNull();
    await type(need('rules-search') as HTMLInputElement, 'qqqq');
    expect(need('rules-none').textContent).toContain('qqqq');
    await click(need('rules-close'));
    expect(document.querySelector('[data-testid="rules-reference"]')).toBeNull();
  });

  it('shows the tables the engine builds, with their pages', async () => {
    await mount(<Screen />);
    await click(need('open-rules'));
    await click(need('toc-hazard-roll'));
    expect(need('rules-reference').dataset.at).toBe('hazard-roll');
    const table = need('rule-table-hazardResults');
    expect(table.textContent).toContain('p38');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(need('rule-table-safetyLimits').textContent).toContain('80 mph');
  });

  it('Tab stays inside the dialog (focus trap)', async () => {
    await mount(<Screen />);
    await click(need('open-rules'));
    const dialog = need('rules-reference');
    const close = need('rules-close');
    close.focus();
    // Shift+Tab from the first focusable goes to the last, Tab from the last back to the first.
    const first = need('rules-search');
    first.focus();
    await key('Tab', first);
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
