// Hot-seat privacy: a player may ask that the device be passed to them before each of their
// decisions, even public ones (docs/architecture.md "pass-the-device"). The holder, the player who
// last took the device behind the cover, is the one store's (`holder`, src/shell/sessionStore.ts),
// as for every game; when someone else decides, nobody is known to hold it any more.
// Not saved: a resumed or loaded game starts with nobody asking.
import { useSession } from '../shell/sessionStore';
import { seatsNow } from './computerSlice';
import { deciderOf } from './decider';
import type { Slice } from './slice';
import type { PrivacySlice, Store } from './types';

/** Who holds the device now (the one store's holder). */
export const holderNow = (): string | null => useSession.getState().holder;

/** The player the device must be passed to before the decision the game waits for, or null (`holder`: who holds the device; `seats`: the one store's). */
export function handoffTo(s: Pick<Store, 'game' | 'privacy'>, holder: string | null = holderNow(), seats: Readonly<Record<string, string>> = seatsNow()): string | null {
  const player = deciderOf(s.game);
  if (!player || !s.privacy[player]) return null;
  // A computer seat needs no cover; nor does the player already holding the device.
  if ((seats[player] ?? 'person') !== 'person' || holder === player) return null;
  return player;
}

export const privacySlice: Slice<PrivacySlice> = (set) => ({
  privacy: {},
  setPrivacy: (privacy) => {
    set({ privacy: { ...privacy } });
    useSession.getState().take(null);
  },
  askPrivacy: (player, on) => set((s) => void (s.privacy[player] = on)),
  takeDevice: (player) => useSession.getState().take(player),
});
