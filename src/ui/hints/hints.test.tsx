// @vitest-environment happy-dom
// Hints on the board (issue 10): tooltips open by tap and keyboard with their pages as badges;
// the options not offered say why on request; each roll of a result says why; the hint level
// in the settings turns them down or off.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPhase } from '../../engine/flow/turn';
import { applyOk, testState } from '../../engine/testkit';
import type { Command } from '../../engine';
import { History } from '../../shell/history';
import { useStore } from '../../store';
import { DeclarePanel } from '../DeclarePanel';
import { Recap } from '../Recap';
import { SettingsPanel } from '../SettingsPanel';
import { Tip } from '../Tip';
import { RulesReference } from '../reference/RulesReference';
import { click, key, mount, need, unmount } from '../testing/mount';

const initial = useStore.getState();
const get = () => useStore.getState();

beforeEach(() => useStore.setState(initial, true));
afterEach(unmount);

describe('Tip details (tap and keyboard)', () => {
  it('opens on click and on Enter, shows the pages as badges that open the reference, closes on Escape', async () => {
    await mount(<><Tip text="Braking 30 mph (p16, p41)." testId="t">30</Tip><RulesReference /></>);
    const tip = need('t');
    expect(tip.getAttribute('title')).toBe('Braking 30 mph (p16, p41).');
    await click(tip);
    const details = need('t-details');
    expect(details.textContent).toContain('Braking 30 mph');
    const badges = [...details.querySelectorAll<HTMLButtonElement>('button.page-badge')].map((b) => b.dataset.page);
    expect(badges).toEqual(['p16', 'p41']);
    await key('Escape', tip);
    expect(document.querySelector('[data-testid="t-details"]')).toBeNull();
    await key('Enter', tip);
    expect(need('t-details')).toBeTruthy();
    await click(need('t-details').querySelector('button.page-badge'));
    expect(need('rules-reference').dataset.at).toBe('brake');
  });
});

describe('why not (issue 10)', () => {
  it('p13: lists "no drift right: lane 8 is the road\'s edge" for a car on lanes 7-8, with its page', async () => {
    useStore.setState({ game: startPhase(testState({ vehicles: [{ id: 'a', lane: 7, space: 3, speed: 40 }] }), 1) });
    await mount(<DeclarePanel />);
    await click(need('why-not-toggle'));
    const item = need('why-not-drift-right');
    expect(item.textContent).toContain("No drift right: lane 8 is the road's edge");
    expect(item.querySelector('button.page-badge')?.getAttribute('data-page')).toBe('p13');
    // Offered options are not listed.
    expect(document.querySelector('[data-testid="why-not-drift-left"]')).toBeNull();
  });

  it('hint level off hides it', async () => {
    useStore.setState({ game: startPhase(testState({ vehicles: [{ id: 'a', lane: 7, space: 3, speed: 40 }] }), 1), hintLevel: 'off' });
    await mount(<DeclarePanel />);
    expect(document.querySelector('[data-testid="why-not"]')).toBeNull();
  });
});

describe('why after a result', () => {
  const drift = () => {
    const s = startPhase(testState({ vehicles: [{ id: 'a', name: 'Ann\'s car', lane: 3, space: 3, speed: 90 }], dice: [6] }), 1);
    const r = applyOk(s, { type: 'declare', vehicle: 'a', action: { kind: 'drift', side: 'left' } });
    useStore.setState({ game: r.s, lastEvents: r.events, commands: History.of<Command>([{ type: 'declare', vehicle: 'a', action: { kind: 'drift', side: 'left' } }]) });
  };

  it('the recap says why the panic brake came out as it did, p38', async () => {
    drift();
    await mount(<Recap />);
    const line = need('why-line');
    expect(line.textContent).toContain('rolled 6 + 1 for 10 mph over the 80 mph limit − 4 optimum control = 3, so brake 15 mph');
    expect(line.querySelector('button.page-badge')?.getAttribute('data-page')).toBe('p38');
  });

  it('the settings switch hints to brief and off', async () => {
    drift();
    await mount(<><SettingsPanel /><Recap /></>);
    get().openSettings(true);
    await mount(<><SettingsPanel /><Recap /></>);
    await click(need('settings-hints-off'));
    expect(get().hintLevel).toBe('off');
    expect(document.querySelector('[data-testid="why-lines"]')).toBeNull();
    await click(need('settings-hints-brief'));
    expect(get().hintLevel).toBe('brief');
    expect(document.querySelectorAll('[data-testid="why-line"]')).toHaveLength(1);
  });
});
