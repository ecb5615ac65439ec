// @vitest-environment happy-dom
// Dark Future's store plays one shell session (gameSession.ts, issue 27): undo gives back the very
// state kept from before the command (nothing replayed), cuts the log where that command's entries
// began, and shows the command now last again (its events, why it is final); the store's fields
// are views of the session; and the session's refusal keeps the engine's dice request.
import { beforeEach, describe, expect, it } from 'vitest';
import { legalCommands, pending, type Command, type GameState } from '../engine';
import { useStore, canUndo } from './index';
import { replayDf } from './gameSession';

const initial = useStore.getState();
const get = () => useStore.getState();
const setup = { scenario: 'gameOne' as const, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});

/** Plays the first legal command until one that may be taken back has just been played (seed 9 places its cars first). */
function toUndoable(): { before: GameState; logBefore: number; prev: { events: unknown; final: unknown } } {
  for (let i = 0; i < 200; i++) {
    const before = get().game!;
    const logBefore = get().log.length;
    const prev = { events: get().lastEvents, final: get().lastFinal };
    expect(get().dispatch(legalCommands(before)[0])).toBe(true);
    if (canUndo(get())) return { before, logBefore, prev };
  }
  throw new Error('no command that may be taken back');
}

describe('the store on one shell session', () => {
  it('keeps the game as one session whose fields the store shows', () => {
    get().start(setup, 9);
    for (let i = 0; i < 12; i++) get().dispatch(legalCommands(get().game!)[0]);
    const s = get();
    expect(s.session).not.toBeNull();
    expect(s.session!.state).toBe(s.game);
    expect(s.session!.commands).toBe(s.commands);
    expect(s.session!.log).toBe(s.log);
    expect(s.session!.takeBack).toBe(s.undoable);
    expect(s.session!.before).toHaveLength(s.commands.length);
  });

  it('undo gives back the very state kept before the command, the log cut where it began, and the command before shown again', () => {
    get().start(setup, 9);
    const { before, logBefore, prev } = toUndoable();
    const commands = get().commands.toArray();
    expect(get().undo()).toBe(true);
    // The same object, not a replayed copy: nothing was played again.
    expect(get().game).toBe(before);
    expect(get().log.length).toBe(logBefore);
    expect(get().commands.toArray()).toEqual(commands.slice(0, -1));
    expect(get().lastEvents).toEqual(prev.events);
    expect(get().lastFinal).toBe(prev.final);
    // And it is what a replay of the shorter game gives.
    const again = replayDf(get().setup!, get().seed, commands.slice(0, -1) as Command[]);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.state).toEqual(get().game);
    expect(again.value.log.toArray()).toEqual(get().log.toArray());
  });

  it('real dice: the engine\'s request for dice comes through the session\'s refusal to the dice tray', () => {
    get().start({ ...setup, options: { realDice: true } }, 9);
    expect(pending(get().game!).kind).toBe('rollForLead');
    expect(get().dispatch({ type: 'rollForLead' })).toBe(false);
    expect(get().diceAsk).toMatchObject({ command: { type: 'rollForLead' }, need: { count: 1 } });
    expect(get().error).toBeNull();
  });
});
