// A game saved under older rules is never lost: it goes on from before the first command the rules
// now refuse (issue 26's corrections changed what some recorded commands mean).
import { describe, expect, it } from 'vitest';
import { replayUnderNewRules, rulesChangedWords } from './rulesChanged';

// A toy game: commands are numbers, and the rules refuse any command above 5.
const run = (commands: readonly unknown[]) => {
  const bad = commands.findIndex((c) => (c as number) > 5);
  return bad < 0 ? { ok: true as const, value: commands.length } : { ok: false as const, error: { code: 'TOO_BIG', message: `${String(commands[bad])} is too big`, at: bad } };
};

describe('replayUnderNewRules', () => {
  it('replays a file the rules accept whole, with no notice', () => {
    expect(replayUnderNewRules(1, 2, [1, 2, 3], run)).toEqual({ ok: true, value: 3, commands: [1, 2, 3], changed: null });
  });

  it('an older file refused at command 3 goes on after its first 2 commands, and says why', () => {
    const r = replayUnderNewRules(1, 2, [1, 2, 9, 4], run);
    expect(r).toEqual({ ok: true, value: 2, commands: [1, 2], changed: { kept: 2, of: 4, from: 1, to: 2, why: '9 is too big' } });
    if (r.ok && r.changed) {
      expect(rulesChangedWords(r.changed, 'dark-future/save-kept')).toMatch(/earlier version of the rules \(1; now 2\).*9 is too big.*after its first 2 of 4 decisions.*kept aside \(dark-future\/save-kept\)/);
    }
  });

  it('a refused file of the current version is still an error: the file is wrong, not the rules', () => {
    expect(replayUnderNewRules(2, 2, [1, 9], run)).toMatchObject({ ok: false, error: { code: 'TOO_BIG' } });
  });

  it('a refusal with no command number (a bad set-up) is passed on', () => {
    const noAt = () => ({ ok: false as const, error: { code: 'BAD_SETUP', message: 'no' } });
    expect(replayUnderNewRules(1, 2, [1], noAt)).toMatchObject({ ok: false, error: { code: 'BAD_SETUP' } });
  });
});
