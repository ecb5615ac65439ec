// @vitest-environment happy-dom
// The store over the real rules engine: a game played through legal commands survives a
// reload identically, and undo replays to the exact earlier state.
import { beforeEach, describe, expect, it } from 'vitest';
import { legalCommands, pending } from '../engine';
import { playRotation } from '../../tests/support/playRotation';
import { useStore, SAVE_KEY, canUndo } from './index';

const initial = useStore.getState();
const get = () => useStore.getState();
const setup = { scenario: 'gameOne' as const, players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };

const play = playRotation;

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});

describe('store over the real engine', () => {
  it.each([1, 2, 3])('seed %i: a reload resumes the identical game', (seed) => {
    expect(get().start(setup, seed)).toBe(true);
    play(40);
    expect(get().error).toBeNull();
    expect(get().commands.length).toBeGreaterThan(20);
    const { game, log, commands } = get();
    useStore.setState(initial, true);
    get().boot();
    expect(get().loadProblem).toBeNull();
    expect(get().commands.toArray()).toEqual(commands.toArray());
    expect(get().game).toEqual(game);
    expect(get().log).toEqual(log);
  });

  it('undo of a placement gives back the state before it', () => {
    get().start(setup, 9);
    get().dispatch({ type: 'rollForLead' });
    expect(canUndo(get())).toBe(false);
    const before = get().game;
    const place = legalCommands(before!)[0];
    get().dispatch(place);
    expect(canUndo(get())).toBe(true);
    get().undo();
    expect(get().game).toEqual(before);
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!).commands).toEqual([{ type: 'rollForLead' }]);
  });

  it('an illegal command is refused with the engine\'s code and changes nothing', () => {
    get().start(setup, 4);
    const before = get().game;
    expect(get().dispatch({ type: 'holdFire', vehicle: 'nobody' })).toBe(false);
    expect(get().error).toMatch(/^[A-Z_]+: /);
    expect(get().game).toBe(before);
  });

  it('issue 9: in Game One (a dummy could be laid) "Brake -5" rolls nothing and can be taken back; a dummy cannot', () => {
    get().start(setup, 9);
    while (pending(get().game!).kind !== 'declare') get().dispatch(legalCommands(get().game!)[0]);
    const before = get().game!;
    expect(pending(before).secret).toBe(true);
    const brake = legalCommands(before).find((c) => c.type === 'declare' && c.action.kind === 'brake' && c.action.by === 5)!;
    expect(get().dispatch(brake)).toBe(true);
    expect(canUndo(get())).toBe(true);
    expect(get().lastFinal).toBeNull();
    expect(get().undo()).toBe(true);
    expect(get().game).toEqual(before);
    const dummy = legalCommands(before).find((c) => c.type === 'declare' && c.action.kind === 'shootPassive' && c.action.dummy)!;
    get().dispatch(dummy);
    expect(canUndo(get())).toBe(false);
    expect(get().lastFinal).toBe('hiddenChoice');
  });
});
