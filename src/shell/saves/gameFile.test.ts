// The generic game file: one envelope for every ruleset, the set-up and commands judged by the
// ruleset's own schemas (Ruleset.setupSchema / commandSchema), reached by id as the shell does.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
// The games of the house, as the app registers them (src/games/registry.ts).
import '../../games/registry';
import type { Ruleset } from '../../engine';
import { loadGames, rulesOf } from '../games';

await loadGames({ boot: false });
import { parseGameText, parseRulesetGame, readRulesetGame, tagOf, writeGameFile } from './gameFile';

const RG: Ruleset = rulesOf('roadGang')!;
const DF: Ruleset = rulesOf('darkFuture')!;
const RG_SETUP = { ruleset: 'roadGang', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] };
const DF_SETUP = { scenario: 'gameOne', players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }] };

describe('the generic game file', () => {
  it('reads each ruleset\'s game through that ruleset\'s schemas, naming the place a command breaks them', () => {
    const rg = writeGameFile(RG_SETUP, 3, [{ type: 'ride', by: 'p1' }], {}, tagOf(RG));
    expect(parseRulesetGame(RG, rg)).toEqual({ ok: true, value: { setup: RG_SETUP, seed: 3, commands: [{ type: 'ride', by: 'p1' }], rulesetVersion: RG.version } });
    // Dark Future's command in a road-gang file: the envelope takes it, the road-gang door does not.
    const wrong = writeGameFile(RG_SETUP, 3, [{ type: 'rollForLead' }], {}, tagOf(RG));
    expect(parseGameText(wrong).ok).toBe(true);
    expect(parseRulesetGame(RG, wrong)).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE', path: 'commands[0].type' } });
    const df = writeGameFile(DF_SETUP, 3, [{ type: 'rollForLead' }], {}, tagOf(DF));
    expect(parseRulesetGame(DF, df)).toMatchObject({ ok: true, value: { commands: [{ type: 'rollForLead' }] } });
    expect(parseRulesetGame(DF, rg)).toMatchObject({ ok: false, error: { code: 'FILE_OTHER_RULESET', path: 'ruleset' } });
  });

  it('the door is the ruleset\'s: a ruleset that accepts less refuses more', () => {
    const strict: Ruleset = { ...RG, commandSchema: v.strictObject({ type: v.literal('pass'), by: v.string() }) };
    const f = parseGameText(writeGameFile(RG_SETUP, 3, [{ type: 'pass', by: 'p1' }, { type: 'ride', by: 'p1' }], {}, tagOf(RG)));
    if (!f.ok) throw new Error(f.error.message);
    expect(readRulesetGame(RG, f.value).ok).toBe(true);
    expect(readRulesetGame(strict, f.value)).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE', path: 'commands[1].type' } });
  });

  it('without the app\'s vocabulary any id is a seat; with one, only its words', () => {
    const text = writeGameFile(RG_SETUP, 3, [], { seats: { p2: 'genius' } }, tagOf(RG));
    expect(parseGameText(text)).toMatchObject({ ok: true, value: { seats: { p2: 'genius' } } });
    expect(parseGameText(text, { seatKinds: ['person', 'hard'], policies: [] })).toMatchObject({ ok: false, error: { code: 'FILE_BAD_SHAPE', path: 'seats.p2' } });
  });

  it('dice before the forced dice reach the ruleset\'s set-up; a sim script is not a game to hold', () => {
    const d = parseRulesetGame(RG, JSON.stringify({ setup: RG_SETUP, dice: [4, 2] }));
    expect(d.ok && d.value.setup.forcedDice).toEqual([4, 2]);
    expect(parseRulesetGame(RG, JSON.stringify({ setup: RG_SETUP, auto: { policy: 'random' } }))).toMatchObject({ ok: false, error: { code: 'FILE_NOT_A_GAME', path: 'auto' } });
  });
});
