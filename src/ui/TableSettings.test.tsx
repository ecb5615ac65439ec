// @vitest-environment happy-dom
// The settings panel's table options (issue 9): sound off by default with its volume, the
// colour-blind-safe palette applied to the panel's side swatches, the set-up rules options shown
// read-only with their pages, the keyboard shortcuts listed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testState } from '../engine/testkit';
import { OKABE_ITO, OWNER_COLOURS, hex } from '../render/palette';
import { useStore } from '../store';
import { SettingsPanel } from './SettingsPanel';
import { SideSwatch } from './SideSwatch';
import { click, mount, need, type, unmount } from './testing/mount';

const initial = useStore.getState();
function withGame(measure: boolean) {
  const base = testState({ vehicles: [{ id: 'car1', lane: 3, space: 0, owner: 'p1' }, { id: 'car2', lane: 5, space: 4, owner: 'p2' }] });
  const game = { ...base, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], options: { ...base.options, measureOnlyWhenCommitted: measure } };
  useStore.setState({ game, settingsOpen: true });
}
beforeEach(() => {
  useStore.setState(initial, true);
  withGame(true);
});
afterEach(unmount);

const view = () => (
  <>
    <SettingsPanel />
    <SideSwatch owner="p1" />
    <SideSwatch owner="p2" />
  </>
);

describe('settings: sound', () => {
  it('is off by default, its volume control idle until it is turned on', async () => {
    await mount(view());
    const sound = need('settings-sound') as HTMLInputElement;
    const volume = need('settings-volume') as HTMLInputElement;
    expect(sound.checked).toBe(false);
    expect(useStore.getState().sound).toBe(false);
    expect(volume.disabled).toBe(true);
    await click(sound);
    expect(useStore.getState().sound).toBe(true);
    expect(volume.disabled).toBe(false);
    await type(volume, '25');
    expect(useStore.getState().volume).toBeCloseTo(0.25);
    expect(volume.getAttribute('aria-valuetext')).toBe('25%');
  });
});

describe('settings: side colours', () => {
  it('the colour-blind-safe palette changes the side swatches beside names from the standard colours to Okabe-Ito', async () => {
    await mount(view());
    expect(need('side-swatch-p1').dataset.colour).toBe(hex(OWNER_COLOURS[0]));
    expect(need('side-swatch-p2').dataset.colour).toBe(hex(OWNER_COLOURS[1]));
    expect((need('settings-palette-standard') as HTMLInputElement).checked).toBe(true);
    await click(need('settings-palette-okabeIto'));
    expect(useStore.getState().palette).toBe('okabeIto');
    expect(need('side-swatch-p1').dataset.colour).toBe(hex(OKABE_ITO[0]));
    expect(need('side-swatch-p2').dataset.colour).toBe(hex(OKABE_ITO[1]));
    expect(need('side-swatch-p1').dataset.colour).not.toBe(hex(OWNER_COLOURS[0]));
  });
});

describe('settings: rules options and shortcuts', () => {
  it('p22: "measure only when committed" is shown as the game was set up, read-only, with its page', async () => {
    await mount(view());
    const box = need('settings-rule-measureOnlyWhenCommitted') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    const label = box.closest('label')!;
    expect(label.textContent).toContain('Measure only when committed');
    expect(label.textContent).toContain('p22');
    expect(label.getAttribute('title')).toContain('committed to firing');
    await click(box);
    expect(useStore.getState().game?.options.measureOnlyWhenCommitted).toBe(true);
  });

  it('p22: off in a game set up without it', async () => {
    withGame(false);
    await mount(view());
    expect((need('settings-rule-measureOnlyWhenCommitted') as HTMLInputElement).checked).toBe(false);
  });

  it('lists the keyboard shortcuts, skipping an animation among them', async () => {
    await mount(view());
    const t = need('settings-shortcuts').textContent ?? '';
    for (const k of ['1 – 9', 'Escape', 'Arrow keys', 'skip the animation']) expect(t).toContain(k);
  });
});
