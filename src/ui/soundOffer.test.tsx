// @vitest-environment happy-dom
// Issue 29: sound stays optional, but a first visit offers it once. The offer is answered (sound
// on, or no thanks) or passed over by a first move, and then it never comes back, reload or not.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { History, useStore } from '../store';
import { UI_KEPT } from '../store/settings';
import { SoundOffer } from './SoundOffer';
import { byTestId, click, mount, need, unmount } from './testing/mount';

const initial = useStore.getState();
beforeEach(() => useStore.setState(initial, true));
afterEach(unmount);

describe('the first visit\'s offer of sound', () => {
  it('is shown once: "Turn sound on" turns it on and the offer is over', async () => {
    await mount(<SoundOffer />);
    expect(need('sound-offer').textContent).toContain('Play with sound?');
    await click(need('sound-offer-on'));
    expect(useStore.getState().sound).toBe(true);
    expect(useStore.getState().soundOffered).toBe(true);
    expect(byTestId('sound-offer')).toBeNull();
    // Sound turned off again later: the offer does not come back.
    useStore.setState({ sound: false });
    await mount(<SoundOffer />);
    expect(byTestId('sound-offer')).toBeNull();
  });

  it('"No thanks" leaves sound off and ends the offer; so does a first move made without answering', async () => {
    await mount(<SoundOffer />);
    await click(need('sound-offer-off'));
    expect(useStore.getState()).toMatchObject({ sound: false, soundOffered: true });
    useStore.setState(initial, true);
    await mount(<SoundOffer />);
    expect(byTestId('sound-offer')).not.toBeNull();
    await act(async () => useStore.setState({ commands: History.of([{ type: 'rollForLead' }]) }));
    expect(byTestId('sound-offer')).toBeNull();
    expect(useStore.getState().soundOffered).toBe(true);
  });

  it('is kept with the settings across reloads', () => {
    expect(UI_KEPT.pick({ ...useStore.getState(), soundOffered: true })).toMatchObject({ soundOffered: true });
  });
});
