// Dark Future's settings kept across reloads (issue 29), in the shared settings record
// (src/shell/settings.ts): each field's default is here once, for the slice and the schema.
import * as v from 'valibot';
import type { KeptSettings } from '../shell/gameSlices';
import { HINT_LEVELS, type Store } from './types';

export const UI_DEFAULTS = {
  animations: true,
  animationPace: 1,
  reduceMotion: false,
  sound: false,
  volume: 0.6,
  soundOffered: false,
  palette: 'standard' as 'standard' | 'okabeIto',
  hintLevel: 'full' as (typeof HINT_LEVELS)[number],
};

export type UiSettings = typeof UI_DEFAULTS;

/** The settings at the door: a field of the wrong kind or out of range is its default again. */
const SCHEMA = v.object({
  animations: v.fallback(v.boolean(), UI_DEFAULTS.animations),
  // The settings offer 0.5, 1 and 2 (SettingsPanel PACES); anything from a tenth to ten times plays.
  animationPace: v.fallback(v.pipe(v.number(), v.minValue(0.1), v.maxValue(10)), UI_DEFAULTS.animationPace),
  reduceMotion: v.fallback(v.boolean(), UI_DEFAULTS.reduceMotion),
  sound: v.fallback(v.boolean(), UI_DEFAULTS.sound),
  volume: v.fallback(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), UI_DEFAULTS.volume),
  soundOffered: v.fallback(v.boolean(), UI_DEFAULTS.soundOffered),
  palette: v.fallback(v.picklist(['standard', 'okabeIto']), UI_DEFAULTS.palette),
  hintLevel: v.fallback(v.picklist(HINT_LEVELS), UI_DEFAULTS.hintLevel),
});

const pick = (s: Store): UiSettings => ({
  animations: s.animations,
  animationPace: s.animationPace,
  reduceMotion: s.reduceMotion,
  sound: s.sound,
  volume: s.volume,
  soundOffered: s.soundOffered,
  palette: s.palette,
  hintLevel: s.hintLevel,
});

export const UI_KEPT: KeptSettings<Store> = { schema: SCHEMA, pick };
