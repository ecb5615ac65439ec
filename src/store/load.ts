// Turns save text into a running game, or a coded problem: shape first, then a full replay.
import type { Command, GameSetup } from '../engine';
import { replayUnderNewRules, type RulesChanged } from '../shell/saves/rulesChanged';
import { DARK_FUTURE } from './ruleset';
import type { Problem } from './types';
import { parseSave, type SaveFile } from './persistence';
import { replay, type Outcome, type Replayed } from './replay';
import { History } from '../shell/history';
import { checkInvariants } from '../sim/invariants';

/**
 * A save as a game. `changed`: the save is of older rules that now refuse one of its commands, so
 * `save.commands` are those before it (rulesChanged.ts); the caller tells the players and keeps the text.
 */
export function loadSave(text: string): Outcome<{ save: SaveFile; replayed: Replayed; changed: RulesChanged | null }> {
  const parsed = parseSave(text);
  if (!parsed.ok) return parsed;
  const whole = parsed.value;
  const r = replayUnderNewRules(whole.rulesetVersion ?? DARK_FUTURE.version, DARK_FUTURE.version, whole.commands, (cs) => replay(whole.setup, whole.seed, cs as Command[]));
  if (!r.ok) {
    // Keep the engine's code visible: it tells a bug report which rule refused the game.
    return { ok: false, error: { code: `SAVE_UNREPLAYABLE/${r.error.code}`, message: r.error.message } };
  }
  const save: SaveFile = { ...whole, commands: r.commands as Command[], rulesetVersion: DARK_FUTURE.version };
  // The replayed game must make sense before play resumes: a file can be legal command by
  // command and still reach a state the rules never allow (an engine bug, or a file from one).
  let broken: string[];
  try {
    broken = checkInvariants(r.value.before, r.value.game, r.value.lastEvents);
  } catch (e) {
    broken = [`the check itself failed: ${e instanceof Error ? e.message : String(e)}`];
  }
  if (broken.length > 0) return { ok: false, error: { code: 'SAVE_BROKEN_STATE', message: `The game replays, but its last position breaks the rules: ${broken.slice(0, 3).join('; ')}. It was not loaded.` } };
  return { ok: true, value: { save, replayed: r.value, changed: r.changed } };
}

/** The game fields of the store for a replayed game. */
export function gameFields(setup: GameSetup, seed: number, commands: SaveFile['commands'], r: Replayed) {
  return {
    setup,
    seed,
    commands: History.of(commands),
    game: r.game,
    log: History.of(r.log),
    lastEvents: r.lastEvents,
    undoable: History.of(r.undoable),
    lastFinal: r.lastFinal,
    error: null,
  };
}

/** Would this text load (shape, replay, invariants)? With the game in words for a question ("Ann v Bob, turn 3"). */
export function checkSave(text: string): { ok: true; what: string } | { ok: false; error: Problem } {
  const r = loadSave(text);
  if (!r.ok) return r;
  const players = r.value.save.setup.players.map((p) => p.name).join(' v ');
  return { ok: true, what: `${r.value.save.name ? `"${r.value.save.name}" (${players})` : players}, turn ${r.value.replayed.game.turn}` };
}
