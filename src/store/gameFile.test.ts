// The one game file: every version loads (migrated), the app's own files run in the sim, and the
// sim's scripts load in the app.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schema, type Command, type GameSetup } from '../engine';
import { runSimText } from '../sim/runSim';
import { FILE_WORDS } from '../sim/format';
import * as file from '../shell/saves/gameFile';
import { GAME_FILE_SCHEMA, MAX_LIST, parseGameFile } from '../shell/saves/gameFile';
import { migrate } from '../shell/saves/migrate';
import { makeSave as writeGameFile, parseGame } from './gameSession';

// The envelope with Dark Future's seat and policy words, as its store and the sim read it.
const parseGameText = (text: string) => file.parseGameText(text, FILE_WORDS);

const setup: GameSetup = { scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] } as GameSetup;
const commands: Command[] = [{ type: 'rollForLead' }];

describe('the game file', () => {
  it('writes version 3 with its ruleset, the same text JSON.stringify would', () => {
    const text = writeGameFile(setup, 7, commands);
    expect(JSON.parse(text)).toEqual({ schema: GAME_FILE_SCHEMA, ruleset: 'darkFuture', rulesetVersion: 3, setup, seed: 7, commands });
    expect(text).toBe(JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 3, setup, seed: 7, commands }));
  });

  it('a version-2 save (before rulesets) loads as Dark Future; a road-gang sim script as the road-gang game', () => {
    const v2 = JSON.stringify({ schema: 2, name: 'Old', setup, seed: 7, commands });
    expect(parseGame(v2)).toEqual({ ok: true, value: { name: 'Old', setup, seed: 7, commands, rulesetVersion: 2 } });
    // The envelope reads it as Dark Future's version 1; the ruleset's own door brings its command list up to version 2 (its upgrade, flow/abandonBeforeTurn.ts).
    expect(parseGameText(v2)).toMatchObject({ ok: true, value: { schema: 3, ruleset: 'darkFuture', rulesetVersion: 1, commands } });
    const script = readFileSync(new URL('../../sim-examples/road-gang.json', import.meta.url), 'utf8');
    expect(parseGameText(script)).toMatchObject({ ok: true, value: { ruleset: 'roadGang', rulesetVersion: 1 } });
  });

  it('Dark Future refuses another ruleset\'s file, naming it; a ruleset version from the future is refused', () => {
    const rg = file.writeGameFile({ ruleset: 'roadGang', players: [] }, 1, [], {}, { ruleset: 'roadGang', rulesetVersion: 1 });
    expect(parseGame(rg)).toMatchObject({ ok: false, error: { code: 'FILE_OTHER_RULESET', path: 'ruleset' } });
    // The envelope reads any game's id (the registry says which are in the house); the reader of a game refuses another's and a version from its future.
    expect(parseGame(JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 99, setup, seed: 1, commands: [] }))).toMatchObject({ ok: false, error: { code: 'FILE_NEWER', path: 'rulesetVersion' } });
    expect(parseGame(JSON.stringify({ schema: 3, ruleset: 'chess', rulesetVersion: 1, setup, seed: 1, commands: [] }))).toMatchObject({ ok: false, error: { code: 'FILE_OTHER_RULESET', path: 'ruleset' } });
    expect(parseGameText(JSON.stringify({ schema: 3, setup, seed: 1, commands: [] }))).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE' } });
    expect(parseGameText(JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 1, setup: { ruleset: 'roadGang' }, seed: 1, commands: [] }))).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE', path: 'setup.ruleset' } });
  });

  it('keeps the computer seats (issue 12: a reload lost who the computer drives); people only write no key', () => {
    const seats = { ann: 'person', bob: 'hard' } as const;
    const text = writeGameFile(setup, 7, commands, { seats });
    expect(JSON.parse(text)).toEqual({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 3, seats, setup, seed: 7, commands });
    expect(parseGame(text)).toEqual({ ok: true, value: { setup, seed: 7, commands, seats, rulesetVersion: 3 } });
    expect(JSON.parse(writeGameFile(setup, 7, commands, { seats: { ann: 'person', bob: 'person' } }))).not.toHaveProperty('seats');
    // The sim runs such a file as any other (it plays no seat by itself).
    expect(runSimText(text).error).toBeNull();
  });

  it('a seat that is neither a person nor a level is refused, naming it', () => {
    expect(parseGameText(JSON.stringify({ schema: 3, ruleset: 'darkFuture', rulesetVersion: 1, seats: { bob: 'genius' }, setup, seed: 7, commands }))).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE', path: 'seats.bob' } });
  });

  it('a version-2 save (before the seats) still loads, with people only; one with a seats key never was and is refused', () => {
    const v2 = JSON.stringify({ schema: 2, name: 'Friday night', setup, seed: 7, commands });
    expect(parseGame(v2)).toEqual({ ok: true, value: { name: 'Friday night', setup, seed: 7, commands, rulesetVersion: 2 } });
    expect(runSimText(v2).ok).toBe(true);
    expect(parseGameText(JSON.stringify({ schema: 2, seats: { bob: 'hard' }, setup, seed: 7, commands }))).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE', path: 'seats' } });
  });

  it('the app\'s own download runs in the sim (it was BAD_FILE "unknown key schema")', () => {
    const out = runSimText(writeGameFile(setup, 7, commands, { name: 'Friday night', savedAt: '2026-12-01T11:00:00.000Z' }));
    expect(out.error).toBeNull();
    expect(out.played).toEqual(commands);
  });

  it('a version-1 save (schema 1, before this module) still loads, in the app and the sim', () => {
    const v1 = JSON.stringify({ schema: 1, setup, seed: 7, commands });
    expect(parseGame(v1)).toEqual({ ok: true, value: { setup, seed: 7, commands, rulesetVersion: 2 } });
    expect(runSimText(v1).ok).toBe(true);
  });

  it('a version-1 save with a key version 1 never had is refused, naming it', () => {
    const r = parseGameText(JSON.stringify({ schema: 1, setup, seed: 7, commands, dice: [1] }));
    expect(r).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE', path: 'dice' } });
  });

  it('a sim script without a version (version 0) loads in the app, its dice put before the forced dice', () => {
    const text = readFileSync(new URL('../../sim-examples/game-one-opening.json', import.meta.url), 'utf8');
    const r = parseGame(text);
    expect(r.ok).toBe(true);
    const script = JSON.parse(text) as { commands: unknown[] };
    if (r.ok) expect(r.value.commands).toEqual(script.commands);
    const d = parseGame(JSON.stringify({ setup: { ...setup, forcedDice: [2] }, dice: [5, 1] }));
    expect(d.ok && d.value.setup.forcedDice).toEqual([5, 1, 2]);
    expect(d.ok && d.value.seed).toBe(1);
  });

  it('migrate: versions 0, 1 and 2 become version 3 (Dark Future); newer and nonsense versions are refused with a code', () => {
    const df = { ruleset: 'darkFuture', rulesetVersion: 1 };
    expect(migrate({ setup })).toEqual({ ok: true, value: { setup, schema: 3, seed: 1, commands: [], ...df } });
    expect(migrate({ schema: 1, setup, seed: 3, commands })).toEqual({ ok: true, value: { schema: 3, setup, seed: 3, commands, ...df } });
    expect(migrate({ schema: 2, setup, seed: 3, commands })).toEqual({ ok: true, value: { schema: 3, setup, seed: 3, commands, ...df } });
    expect(migrate({ schema: 4, setup })).toMatchObject({ ok: false, error: { code: 'FILE_NEWER', path: 'schema' } });
    expect(migrate({ schema: 'two', setup })).toMatchObject({ ok: false, error: { code: 'FILE_BAD_VERSION' } });
    expect(migrate({ format: 'dark-future-design', design: {} })).toMatchObject({ ok: false, error: { code: 'FILE_NOT_A_GAME' } });
    expect(migrate([1])).toMatchObject({ ok: false, error: { code: 'FILE_NOT_OBJECT' } });
  });

  it('never throws on a hostile object (a throwing getter)', () => {
    const evil = new Proxy({}, { get: () => { throw new Error('boom'); }, has: () => { throw new Error('boom'); } });
    expect(parseGameFile(evil)).toMatchObject({ ok: false });
  });

  it('a `__proto__` key is refused as an unknown key and pollutes nothing', () => {
    const r = parseGameText(`{"schema":2,"setup":{},"seed":1,"commands":[],"__proto__":{"polluted":true}}`);
    expect(r).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('the app refuses a script that asks for auto play, saying what it is', () => {
    expect(parseGame(JSON.stringify({ schema: 2, setup, seed: 1, commands: [], auto: { policy: 'first' } }))).toMatchObject({ ok: false, error: { code: 'FILE_NOT_A_GAME', path: 'auto' } });
  });
});

describe('the app\'s door over the generic file', () => {
  it('caps a file\'s lists as the engine caps its forced dice', () => {
    expect(MAX_LIST).toBe(schema.MAX_DICE);
  });
});
