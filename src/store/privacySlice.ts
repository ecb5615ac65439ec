// Hot-seat privacy: a player may ask that the device be passed to them before each of their
// decisions, even public ones (docs/architecture.md "pass-the-device"). `holder` is the player who last took
// the device behind the cover; when someone else decides, nobody is known to hold it any more.
// Not saved: a resumed or loaded game starts with nobody asking.
import { deciderOf } from './decider';
import type { Slice } from './slice';
import type { PrivacySlice, Store } from './types';

/** The player the device must be passed to before the decision the game waits for, or null. */
export function handoffTo(s: Pick<Store, 'game' | 'seats' | 'privacy' | 'holder'>): string | null {
  const player = deciderOf(s.game);
  if (!player || !s.privacy[player]) return null;
  // A computer seat needs no cover; nor does the player already holding the device.
  if ((s.seats[player] ?? 'person') !== 'person' || s.holder === player) return null;
  return player;
}

export const privacySlice: Slice<PrivacySlice> = (set) => ({
  privacy: {},
  holder: null,
  setPrivacy: (privacy) => set({ privacy: { ...privacy }, holder: null }),
  askPrivacy: (player, on) => set((s) => void (s.privacy[player] = on)),
  takeDevice: (player) => set({ holder: player }),
});
