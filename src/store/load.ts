// Turns save text into a running game, or a coded problem: shape first, then a full replay.
import type { GameSetup } from '../engine';
import { parseSave, type SaveFile } from './persistence';
import { replay, type Outcome, type Replayed } from './replay';
import { History } from './history';

export function loadSave(text: string): Outcome<{ save: SaveFile; replayed: Replayed }> {
  const parsed = parseSave(text);
  if (!parsed.ok) return parsed;
  const save = parsed.value;
  const r = replay(save.setup, save.seed, save.commands);
  if (!r.ok) {
    // Keep the engine's code visible: it tells a bug report which rule refused the game.
    return { ok: false, error: { code: `SAVE_UNREPLAYABLE/${r.error.code}`, message: r.error.message } };
  }
  return { ok: true, value: { save, replayed: r.value } };
}

/** The game fields of the store for a replayed game. */
export function gameFields(setup: GameSetup, seed: number, commands: SaveFile['commands'], r: Replayed) {
  return {
    setup,
    seed,
    commands,
    game: r.game,
    log: History.of(r.log),
    lastEvents: r.lastEvents,
    undoable: r.undoable,
    lastFinal: r.lastFinal,
    error: null,
  };
}
