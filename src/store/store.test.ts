// @vitest-environment happy-dom
// The store's mechanics against a toy engine (tests/support/fakeEngine.ts): dispatch, errors,
// autosave and reload, bad saves, import, undo rules, board clicks.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Command, GameSetup } from '../engine';

vi.mock('../engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('../engine')>();
  const { fake } = await import('../../tests/support/fakeEngine');
  return { ...real, ...fake };
});

const { useStore, SAVE_KEY, canUndo } = await import('./index');
const { OLD_RULES_CHANGED_KEY, RULES_CHANGED_KEY } = await import('../shell/saves/rulesChanged');
const initial = useStore.getState();
const setup: GameSetup = { scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
const get = () => useStore.getState();
const place = (vehicle: string, lane: number, t0: number): Command => ({ type: 'place', vehicle, lane, t0 });
const declare = (vehicle: string, action: Extract<Command, { type: 'declare' }>['action']): Command => ({ type: 'declare', vehicle, action });

/** Roll for the lead and place both cars: the lead car is then to declare (not secret). */
function toFirstDeclare() {
  get().start({ ...setup, forcedDice: [3] }, 7);
  get().dispatch({ type: 'rollForLead' });
  get().dispatch(place('chase', 3, 0));
  get().dispatch(place('lead', 3, 40));
}

beforeEach(() => {
  localStorage.clear();
  useStore.setState(initial, true);
});

describe('game slice', () => {
  it('starts a game and applies commands, logging their events', () => {
    expect(get().start(setup, 42)).toBe(true);
    const flow = get().game?.flow;
    expect(flow?.kind === 'setup' ? flow.steps[0].kind : flow?.kind).toBe('rollForLead');
    expect(get().dispatch({ type: 'rollForLead' })).toBe(true);
    expect(get().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
    expect(get().log.map((l) => l.event.type)).toEqual(['leadRolled']);
    expect(get().lastEvents[0].type).toBe('leadRolled');
  });

  it('a rejected setup sets an error and starts nothing', () => {
    expect(get().start({ ...setup, players: [] }, 1)).toBe(false);
    expect(get().game).toBeNull();
    expect(get().error).toMatch(/^BAD_SETUP/);
  });

  it('an illegal command leaves the state unchanged and says why, with its code', () => {
    toFirstDeclare();
    const before = get();
    expect(get().dispatch(place('lead', 1, 0))).toBe(false);
    const after = get();
    expect(after.game).toBe(before.game);
    expect(after.commands).toBe(before.commands);
    expect(after.log).toBe(before.log);
    expect(after.error).toMatch(/^ILLEGAL_ACTION: /);
  });

  it('an engine that throws becomes an ENGINE_CRASH error, not a crash', async () => {
    toFirstDeclare();
    // The store plays Dark Future's ruleset (the engine's darkFuture, the fake's here).
    const { darkFuture } = await import('../engine');
    const spy = vi.spyOn(darkFuture, 'apply').mockImplementation(() => { throw new Error('boom'); });
    const before = get().game;
    expect(get().dispatch(declare('lead', { kind: 'none' }))).toBe(false);
    expect(get().error).toMatch(/^ENGINE_CRASH: .*boom/);
    expect(get().game).toBe(before);
    spy.mockRestore();
  });

  it('restart keeps the setup with a new seed; newGame clears the game and the save', () => {
    toFirstDeclare();
    get().restart();
    expect(get().commands.toArray()).toEqual([]);
    expect(get().setup?.players).toEqual(setup.players);
    get().newGame();
    expect(get().game).toBeNull();
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
  });

  it('hides the secrets again after a command (viewer back to null)', () => {
    toFirstDeclare();
    get().setViewer('p1');
    get().setPreview({ vehicle: 'lead', action: { kind: 'none' } });
    get().dispatch(declare('lead', { kind: 'none' }));
    expect(get().viewer).toBeNull();
    expect(get().preview).toBeNull();
  });

  it('a new game or an undo closes an open pass-the-device screen (p22 secrecy)', () => {
    toFirstDeclare();
    get().requestSecret('p1');
    get().undo();
    expect(get().secretRequest).toBeNull();
    get().requestSecret('p1');
    get().newGame();
    expect(get().secretRequest).toBeNull();
  });
});

describe('persistence', () => {
  it('autosaves {schema, ruleset, rulesetVersion, setup, seed, commands} after every command, and never UI state', () => {
    toFirstDeclare();
    const save = JSON.parse(localStorage.getItem(SAVE_KEY)!);
    expect(Object.keys(save).sort()).toEqual(['commands', 'ruleset', 'rulesetVersion', 'schema', 'seed', 'setup']);
    expect(save.schema).toBe(3);
    expect(save.ruleset).toBe('darkFuture');
    expect(save.commands).toHaveLength(3);
  });

  it('a reload resumes an identical state', () => {
    toFirstDeclare();
    get().dispatch(declare('lead', { kind: 'drift', side: 'right' }));
    const { game, log, undoable } = get();
    useStore.setState(initial, true);
    get().boot();
    expect(get().game).toEqual(game);
    expect(get().log).toEqual(log);
    expect(get().undoable).toEqual(undoable);
    expect(get().loadProblem).toBeNull();
  });

  it.each([
    ['not JSON', '{oops', 'SAVE_NOT_JSON'],
    ['a version that never was', JSON.stringify({ schema: 0, setup, seed: 1, commands: [] }), 'SAVE_BAD_VERSION'],
    ['a newer version', JSON.stringify({ schema: 4, setup, seed: 1, commands: [] }), 'SAVE_NEWER'],
    ['another ruleset', JSON.stringify({ schema: 3, ruleset: 'roadGang', rulesetVersion: 1, setup, seed: 1, commands: [] }), 'SAVE_OTHER_RULESET'],
    ['a bad shape', JSON.stringify({ schema: 1, setup: { scenario: 'gameOne' }, seed: 1, commands: [] }), 'SAVE_BAD_SHAPE'],
    ['a bad command', JSON.stringify({ schema: 1, setup, seed: 1, commands: [{ type: 'teleport' }] }), 'SAVE_BAD_SHAPE'],
    // Of the rules' current version: the file is wrong, not the rules (an older one goes on: below).
    ['an unreplayable game', JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 3, setup, seed: 1, commands: [{ type: 'place', vehicle: 'x', lane: 1, t0: 0 }] }), 'SAVE_UNREPLAYABLE/ILLEGAL_ACTION'],
    ['a setup of the wrong shape', JSON.stringify({ schema: 1, setup: { ...setup, players: [] }, seed: 1, commands: [] }), 'SAVE_BAD_SHAPE'],
    ['a command of the wrong shape', JSON.stringify({ schema: 1, setup, seed: 1, commands: [{ type: 'declare', vehicle: 'car1', action: { kind: 'accelerate' } }] }), 'SAVE_BAD_SHAPE'],
    ['a seed that is not a safe integer', JSON.stringify({ schema: 1, setup, seed: 1e300, commands: [] }), 'SAVE_BAD_SHAPE'],
    ['a rejected setup (three players for a two-player game)', JSON.stringify({ schema: 1, setup: { ...setup, players: [...setup.players, { id: 'p3', name: 'Cy' }] }, seed: 1, commands: [] }), 'SAVE_UNREPLAYABLE/BAD_SETUP'],
  ])('a save with %s shows a problem with code %s and keeps the raw text', (_name, raw, code) => {
    localStorage.setItem(SAVE_KEY, raw);
    get().boot();
    expect(get().game).toBeNull();
    expect(get().loadProblem?.code).toBe(code);
    expect(get().loadProblem?.raw).toBe(raw);
  });

  it('a save of older rules that the rules now refuse at its second command goes on after the first, says so, and keeps the text aside', () => {
    const raw = JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 2, setup, seed: 1, commands: [{ type: 'rollForLead' }, { type: 'place', vehicle: 'x', lane: 1, t0: 0 }] });
    localStorage.setItem(SAVE_KEY, raw);
    get().boot();
    expect(get().loadProblem).toBeNull();
    expect(get().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
    expect(get().error).toMatch(/earlier version of the rules \(2; now 3\).*after its first 1 of 2 decisions.*kept aside/);
    expect(localStorage.getItem(RULES_CHANGED_KEY)).toBe(raw);
    const now = JSON.parse(localStorage.getItem(SAVE_KEY)!);
    expect([now.rulesetVersion, now.commands]).toEqual([3, [{ type: 'rollForLead' }]]);
  });

  it('a save kept aside under Dark Future\'s own key before the key was one is read once, moved under the one key and kept, and the next goes beside it', () => {
    const before = JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 1, setup, seed: 5, commands: [{ type: 'place', vehicle: 'x', lane: 1, t0: 0 }] });
    localStorage.setItem(OLD_RULES_CHANGED_KEY, before);
    const raw = JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 2, setup, seed: 1, commands: [{ type: 'rollForLead' }, { type: 'place', vehicle: 'x', lane: 1, t0: 0 }] });
    localStorage.setItem(SAVE_KEY, raw);
    get().boot();
    expect(localStorage.getItem(OLD_RULES_CHANGED_KEY)).toBeNull();
    expect(localStorage.getItem(RULES_CHANGED_KEY)).toBe(before);
    expect(localStorage.getItem(`${RULES_CHANGED_KEY}-2`)).toBe(raw);
    expect(get().error).toMatch(new RegExp(`kept aside \\(${RULES_CHANGED_KEY}-2\\)`));
  });

  it('an imported file of older rules that the rules now refuse partway goes on, and the notice says it was imported', () => {
    const raw = JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 2, setup, seed: 1, commands: [{ type: 'rollForLead' }, { type: 'place', vehicle: 'x', lane: 1, t0: 0 }] });
    expect(get().importGame(raw)).toBe(true);
    expect(get().commands.toArray()).toEqual([{ type: 'rollForLead' }]);
    expect(get().error).toMatch(/earlier version of the rules \(2; now 3\).*after its first 1 of 2 decisions.*kept aside \(the file you imported\)/);
  });

  it('export then import round-trips the game', () => {
    toFirstDeclare();
    const text = get().exportGame()!;
    const game = get().game;
    get().newGame();
    expect(get().importGame(text)).toBe(true);
    expect(get().game).toEqual(game);
  });

  it('a bad import shows a clear error and changes nothing', () => {
    toFirstDeclare();
    const before = get();
    expect(get().importGame('not a save')).toBe(false);
    expect(get().error).toMatch(/Import failed.*SAVE_NOT_JSON/);
    expect(get().game).toBe(before.game);
    expect(get().commands).toBe(before.commands);
  });
});

describe('undo (only what rolled no dice and revealed nothing hidden)', () => {
  it('takes back a placement and replays to the state before it', () => {
    get().start(setup, 3);
    get().dispatch({ type: 'rollForLead' });
    const before = get().game;
    get().dispatch(place('chase', 2, 20));
    expect(canUndo(get())).toBe(true);
    expect(get().undo()).toBe(true);
    expect(get().game).toEqual(before);
    expect(get().commands).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(SAVE_KEY)!).commands).toHaveLength(1);
  });

  it.each([
    ['a command that rolled dice', [] as Command[], { type: 'rollForLead' } as Command, false],
    ['a declaration that rolls no dice', ['toDeclare'], declare('lead', { kind: 'none' }), true],
    ['a declaration that rolled a die', ['toDeclare'], declare('lead', { kind: 'drift', side: 'right' }), false],
    ['a declaration that revealed a marker', ['toDeclare'], declare('lead', { kind: 'switchOff', weapon: 'lead.w2' }), false],
    ['a plain declaration where a dummy could have been laid (issue 9: not final)', ['toDeclare', 'leadStraight'], declare('chase', { kind: 'none' }), true],
  ])('%s', (_name, prep, cmd, expected) => {
    get().start({ ...setup, forcedDice: [3] }, 7);
    if ((prep as string[]).includes('toDeclare')) toFirstDeclare();
    if ((prep as string[]).includes('leadStraight')) get().dispatch(declare('lead', { kind: 'none' }));
    expect(get().dispatch(cmd)).toBe(true);
    expect(canUndo(get())).toBe(expected);
    const n = get().commands.length;
    expect(get().undo()).toBe(expected);
    expect(get().commands.length).toBe(expected ? n - 1 : n);
  });
});

describe('board clicks', () => {
  it('places the car in the clicked cell, preferring the clicked lane as the left lane', () => {
    get().start({ ...setup, forcedDice: [3] }, 7);
    get().dispatch({ type: 'rollForLead' });
    expect(get().boardClick({ lane: 4, t: 25 })).toBe(true);
    expect(get().commands.at(1)).toEqual(place('chase', 4, 20));
  });

  it('on the right-hand lane takes the pair to its left', () => {
    get().start({ ...setup, forcedDice: [3] }, 7);
    get().dispatch({ type: 'rollForLead' });
    expect(get().boardClick({ lane: 8, t: 59 })).toBe(true);
    expect(get().commands.at(1)).toEqual(place('chase', 7, 40));
  });

  it('does nothing when no placement is pending', () => {
    toFirstDeclare();
    expect(get().boardClick({ lane: 3, t: 10 })).toBe(false);
    expect(get().commands).toHaveLength(3);
  });
});
