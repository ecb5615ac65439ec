// What the players are pointing at and who is looking: never saved, never undone.
import { legalCommands, pending } from '../engine';
import { HINT_LEVELS, type UiSlice } from './types';
import { placeAt } from './placeAt';
import { computerToMove } from './computerSlice';
import { holderNow } from './privacySlice';
import type { Slice } from './slice';
import { UI_DEFAULTS } from './settings';

export const uiSlice: Slice<UiSlice> = (set, get) => ({
  preview: null,
  // The players' settings, kept across reloads (settings.ts, the store's persist).
  ...UI_DEFAULTS,
  settingsOpen: false,
  viewer: null,
  peekRequest: null,
  secretRequest: null,
  rulesAt: null,

  setPreview: (p) => set({ preview: p }),
  setAnimations: (on) => set({ animations: on }),
  setReduceMotion: (on) => set({ reduceMotion: on }),
  openSettings: (open) => set({ settingsOpen: open }),
  setSound: (on) => set({ sound: on }),
  soundOfferDone: () => set({ soundOffered: true }),
  setVolume: (volume) => set({ volume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 0.6 }),
  setPalette: (palette) => set({ palette: palette === 'okabeIto' ? 'okabeIto' : 'standard' }),
  setAnimationPace: (pace) => set({ animationPace: Number.isFinite(pace) && pace > 0 ? pace : 1 }),
  setViewer: (player) => set({ viewer: player, peekRequest: null, secretRequest: null }),
  requestPeek: (player) => set({ peekRequest: player }),
  // The player already holding the device behind the cover sees their secret at once.
  requestSecret: (player) => set(player !== null && holderNow() === player ? { viewer: player } : { secretRequest: player }),
  openRules: (pageOrId) => set({ rulesAt: { at: pageOrId ?? null } }),
  closeRules: () => set({ rulesAt: null }),
  setHintLevel: (level) => set({ hintLevel: HINT_LEVELS.includes(level) ? level : 'full' }),

  boardClick: (at) => {
    const { game } = get();
    // A computer seat places its own car (computerSlice).
    if (!game || computerToMove(get())) return false;
    try {
      if (pending(game).kind !== 'place') return false;
      const cmd = placeAt(legalCommands(game), game.track, at);
      return cmd ? get().dispatch(cmd) : false;
    } catch {
      // An unfinished or failing engine: a click does nothing rather than crash the board.
      return false;
    }
  },
});
