// A game saved under an older version of a ruleset's rules may be refused partway by the rules as
// they are now (a reading corrected, a move order fixed: every command after the change can mean
// something else). No game in progress is lost for it: the game goes on from the position before
// the first command the rules now refuse, the players are told where and why, and the file as it
// was saved is kept aside. A file of the current version that is refused is still an error: there
// the rules did not change, so the file is wrong.

/** Where a save of older rules is kept as it was saved when the rules now refuse part of it: one key for every game. */
export const RULES_CHANGED_KEY = 'dark-future/session-before-rules-change';
/** Where the first game kept them until the key was one (issue 27): read once, moved to RULES_CHANGED_KEY. */
export const OLD_RULES_CHANGED_KEY = 'dark-future/save-before-rules-change';

export interface RulesChanged {
  /** How many commands of the file the rules still accept (the game goes on after them). */
  kept: number;
  /** How many the file had. */
  of: number;
  /** The version the file was saved under, and the rules' now. */
  from: number;
  to: number;
  /** The refusal, in the engine's words. */
  why: string;
}

type Replay<T> = (commands: readonly unknown[]) => { ok: true; value: T } | { ok: false; error: { code: string; message: string; at?: unknown } };

/**
 * Replays `commands` with `run`; when the file is of an older version and the rules refuse command
 * `at`, replays the first `at` commands instead and says so. Anything else is `run`'s answer.
 */
export function replayUnderNewRules<T>(fileVersion: number, rulesVersion: number, commands: readonly unknown[], run: Replay<T>):
  | { ok: true; value: T; commands: readonly unknown[]; changed: RulesChanged | null }
  | { ok: false; error: { code: string; message: string } } {
  const whole = run(commands);
  if (whole.ok) return { ok: true, value: whole.value, commands, changed: null };
  const at = whole.error.at;
  if (fileVersion >= rulesVersion || typeof at !== 'number' || at < 0 || at >= commands.length) return whole;
  const kept = commands.slice(0, at);
  const part = run(kept);
  if (!part.ok) return whole;
  return { ok: true, value: part.value, commands: kept, changed: { kept: at, of: commands.length, from: fileVersion, to: rulesVersion, why: whole.error.message } };
}

/** How a file the players hold came to be read, as its caller says (the shell names no game): its words in the notice, which say where the game as saved still is. */
export type FileCame = 'import' | 'link';
const CAME: Record<FileCame, string> = { import: 'the file you imported', link: 'the link you opened' };
/** Where the game as it was saved is, for a file read from the players' own copy: none said, "the file you loaded". */
export const heldBy = (came?: FileCame): string => (came ? CAME[came] : 'the file you loaded');

/** The players' notice: where the game goes on, why, and that the file was kept. */
export function rulesChangedWords(c: RulesChanged, keptAs: string | null): string {
  const where = c.kept === 0 ? 'from its start' : `after its first ${c.kept} of ${c.of} decisions`;
  const kept = keptAs ? ` The game as it was saved is kept aside (${keptAs}).` : '';
  return `This game was saved under an earlier version of the rules (${c.from}; now ${c.to}), and the rules as they are now refuse a later decision: ${c.why}. It goes on ${where}.${kept}`;
}
