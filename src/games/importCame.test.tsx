// @vitest-environment happy-dom
// A file chosen on a game's own form is an import, in every game: its form tells the one store so
// (loadText's `came`), and the notice of a game of older rules then says "the file you imported",
// as Dark Future's import does (src/store/store.test.ts), not "the file you loaded".
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGame, registerGame, rulesOf } from '../shell/games';
import { useSession } from '../shell/sessionStore';
import { writeGameFile } from '../shell/saves/gameFile';
import { resetStores } from '../ui/testing/stores';
import { fire, mount, need, unmount } from '../ui/testing/mount';
import { deathraceGame } from './deathrace';
import { DeathraceNewGame } from './deathrace/ui/NewGame';
import { roadGangGame } from './roadGang';
import { RoadGangNewGame } from './roadGang/ui/RoadGangNewGame';

registerGame(deathraceGame);
registerGame(roadGangGame);
await loadGame(deathraceGame.id);
await loadGame(roadGangGame.id);
beforeEach(resetStores);
afterEach(unmount);

/** Chooses a file of `text` in the form's file input, and waits until it is read. */
async function chooseFile(testId: string, text: string): Promise<void> {
  const input = need(`${testId}-input`) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File([text], 'game.json', { type: 'application/json' })], configurable: true });
  await fire(input, 'change');
  await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
}

describe("a game file chosen on a game's own form", () => {
  const loadText = useSession.getState().loadText;
  afterEach(() => useSession.setState({ loadText }));

  it.each([
    ['Deathrace', 'dr-load', 'deathrace', () => <DeathraceNewGame />],
    ['the road-gang game', 'rg-load', 'roadGang', () => <RoadGangNewGame />],
  ])('in %s is loaded as an import of that game', async (_game, testId, id, form) => {
    const spy = vi.fn(() => false);
    useSession.setState({ loadText: spy });
    await mount(form());
    await chooseFile(testId, '{"a game":1}');
    expect(spy).toHaveBeenCalledWith('{"a game":1}', { only: id, came: 'import' });
  });

  it('of older rules that now refuse part of it: the road-gang game goes on, and the notice says the file was imported', async () => {
    const RG = rulesOf('roadGang')!;
    const setup = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
    const old = writeGameFile(setup, 1, [{ type: 'attack', by: 'p1', target: 'p2.v1' }], {}, { ruleset: 'roadGang', rulesetVersion: RG.version - 1 });
    await mount(<RoadGangNewGame />);
    await chooseFile('rg-load', old);
    expect(useSession.getState().session?.ruleset).toBe('roadGang');
    expect(useSession.getState().problem?.message).toMatch(/earlier version of the rules.*kept aside \(the file you imported\)\.$/);
  });
});
