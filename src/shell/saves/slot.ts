// The one autosave (issue 27): one key holds the game in progress, whichever game it is, so the
// app has one game in progress at a time. The key is the first game's historic one, so its saves
// need no move; the shell's session kept its games under a second key until now, read once here,
// moved and kept (migrateOldSlots). The one store (../sessionStore.ts) writes it; a holder of a game
// registered here is asked to let go (claimSlot) before another starts, and keeps its game on the
// saved-games list before leaving it. Which store a text belongs to is read from its
// ruleset; a text with none, or not JSON, is the first game's (its files before rulesets had none).
import { FIRST_RULESET } from './migrate';
import { readKey, removeKey } from './storage';

/** The one autosave key. */
export const AUTOSAVE_KEY = 'dark-future/save';
/** Where the shell's session autosaved until the slots were one; read once, then removed. */
export const OLD_SESSION_KEY = 'dark-future/session';
/** Where an autosave that could not be resumed is kept aside (keepAside.ts), whichever game's it is: one key for every game. */
export const UNREADABLE_KEY = 'dark-future/session-unreadable';
/** Where the first game kept its own until the key was one (issue 27): read once, moved to UNREADABLE_KEY. */
export const OLD_UNREADABLE_KEY = 'dark-future/save-unreadable';

export interface SlotHolder {
  /** A name for the holder ('session', or a game with a house of its own). */
  id: string;
  /** Whether a save text is this holder's game (by its ruleset). */
  owns(rulesetId: string): boolean;
  /** Keeps its game (if any) on the saved-games list and leaves it; false when it could not be kept (then nothing changes). */
  release(): boolean;
}

const holders: SlotHolder[] = [];

export function registerSlotHolder(h: SlotHolder): void {
  const at = holders.findIndex((x) => x.id === h.id);
  if (at >= 0) holders[at] = h;
  else holders.push(h);
}

/** Every other holder lets go of its game, kept on the saved-games list; false when one could not be kept. */
export function claimSlot(by: string): boolean {
  return holders.every((h) => h.id === by || h.release());
}

/** The ruleset a save text is for: its `ruleset`, else the first game's (older files, and text that is not a game at all). */
export function rulesetOfText(text: string): string {
  try {
    const j = JSON.parse(text) as { ruleset?: unknown };
    return typeof j === 'object' && j !== null && typeof j.ruleset === 'string' ? j.ruleset : FIRST_RULESET;
  } catch {
    return FIRST_RULESET;
  }
}

/** Whether the slot holds a game of `owns` (nothing in it: false). */
export function slotHolds(owns: (rulesetId: string) => boolean): boolean {
  const text = readKey(AUTOSAVE_KEY);
  return text !== null && owns(rulesetOfText(text));
}

/** Clears the slot only if it holds a game of `owns`: one store's clearing never drops another's game. */
export function clearSlotIf(owns: (rulesetId: string) => boolean): void {
  if (slotHolds(owns)) removeKey(AUTOSAVE_KEY);
}

/**
 * The old second key, read once: its game goes into the slot when the slot is empty, else onto the
 * saved-games list through `keep` (which says whether it was kept); kept or moved, the old key goes.
 * A text `keep` cannot keep stays where it was.
 */
export function migrateOldSlots(moveIn: (text: string) => boolean, keep: (text: string) => boolean): void {
  const old = readKey(OLD_SESSION_KEY);
  if (old === null) return;
  const done = readKey(AUTOSAVE_KEY) === null ? moveIn(old) : keep(old);
  if (done) removeKey(OLD_SESSION_KEY);
}
