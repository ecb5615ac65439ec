// Turns save text into a running game, or a coded problem: the file's shape first (persistence.ts),
// then the shell's replay of its commands (gameSession.ts, src/shell/session.ts replaySession),
// under newer rules where the file is older (src/shell/saves/rulesChanged.ts), then Dark Future's
// invariants on the last position (src/sim/invariants).
import { replayUnderNewRules, type RulesChanged } from '../shell/saves/rulesChanged';
import type { Outcome, Problem } from './types';
import { parseSave, type SaveFile } from './persistence';
import { replayDf, type DfSession } from './gameSession';
import { checkInvariants } from '../sim/invariants';
import { darkFuture, type Command, type GameEvent, type GameState } from '../engine';

/**
 * A save as a game. `changed`: the save is of older rules that now refuse one of its commands, so
 * `save.commands` are those before it (rulesChanged.ts); the caller tells the players and keeps the text.
 */
export function loadSave(text: string): Outcome<{ save: SaveFile; session: DfSession; changed: RulesChanged | null }> {
  const parsed = parseSave(text);
  if (!parsed.ok) return parsed;
  const whole = parsed.value;
  const r = replayUnderNewRules(whole.rulesetVersion ?? darkFuture.version, darkFuture.version, whole.commands, (cs) => replayDf(whole.setup, whole.seed, cs as Command[]));
  if (!r.ok) {
    // Keep the engine's code visible: it tells a bug report which rule refused the game.
    return { ok: false, error: { code: `SAVE_UNREPLAYABLE/${r.error.code}`, message: r.error.message } };
  }
  const save: SaveFile = { ...whole, commands: r.commands as Command[], rulesetVersion: darkFuture.version };
  // The replayed game must make sense before play resumes: a file can be legal command by
  // command and still reach a state the rules never allow (an engine bug, or a file from one).
  const s = r.value;
  const n = s.commands.length;
  let broken: string[];
  try {
    broken = checkInvariants((n > 0 ? s.before.at(n - 1) : s.state) as GameState, s.state as GameState, (n > 0 ? s.lastEvents : []) as GameEvent[]);
  } catch (e) {
    broken = [`the check itself failed: ${e instanceof Error ? e.message : String(e)}`];
  }
  if (broken.length > 0) return { ok: false, error: { code: 'SAVE_BROKEN_STATE', message: `The game replays, but its last position breaks the rules: ${broken.slice(0, 3).join('; ')}. It was not loaded.` } };
  return { ok: true, value: { save, session: s, changed: r.changed } };
}

/** Would this text load (shape, replay, invariants)? With the game in words for a question ("Ann v Bob, turn 3"). */
export function checkSave(text: string): { ok: true; what: string } | { ok: false; error: Problem } {
  const r = loadSave(text);
  if (!r.ok) return r;
  const players = r.value.save.setup.players.map((p) => p.name).join(' v ');
  return { ok: true, what: `${r.value.save.name ? `"${r.value.save.name}" (${players})` : players}, turn ${(r.value.session.state as GameState).turn}` };
}
