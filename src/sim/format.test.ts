// The sim file format (docs/sim.md): what parseSimFile accepts, its defaults, and the coded
// error (with the path of the bad part) for each kind of bad file.
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_MAX, DEFAULT_SEED, parseSimFile } from './format';

const setup = { scenario: 'gameOne', players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] };

describe('parseSimFile', () => {
  it('fills in the documented defaults', () => {
    const r = parseSimFile({ setup });
    expect(r).toEqual({ ok: true, value: { setup, seed: DEFAULT_SEED, dice: [], commands: [], auto: null } });
  });

  it('takes the auto seed from the file seed unless given, and maxCommands from the default', () => {
    const r = parseSimFile({ setup, seed: 9, auto: { policy: 'random' } });
    expect(r.ok && r.value.auto).toEqual({ policy: 'random', policies: null, maxCommands: DEFAULT_AUTO_MAX, seed: 9 });
    const s = parseSimFile({ setup, seed: 9, auto: { policy: 'first', maxCommands: 5, seed: 3 } });
    expect(s.ok && s.value.auto).toEqual({ policy: 'first', policies: null, maxCommands: 5, seed: 3 });
  });

  it('keeps commands unchecked, for the engine to judge one by one', () => {
    const r = parseSimFile({ setup, commands: [42, { type: 'nonsense' }] });
    expect(r.ok && r.value.commands).toEqual([42, { type: 'nonsense' }]);
  });

  // Each bad file and the path its error names.
  const cases: [string, unknown, string | undefined][] = [
    ['not an object', 42, undefined],
    ['a list', [setup], undefined],
    ['null', null, undefined],
    ['no setup', { seed: 1 }, 'setup'],
    ['setup not an object', { setup: 'gameOne' }, 'setup'],
    ['unknown key (typo)', { setup, command: [] }, 'command'],
    ['negative seed', { setup, seed: -1 }, 'seed'],
    ['fractional seed', { setup, seed: 1.5 }, 'seed'],
    ['seed as a string', { setup, seed: '1' }, 'seed'],
    ['die of 7', { setup, dice: [1, 7] }, 'dice[1]'],
    ['die of 0', { setup, dice: [0] }, 'dice[0]'],
    ['dice not a list', { setup, dice: 3 }, 'dice'],
    ['commands not a list', { setup, commands: { type: 'rollForLead' } }, 'commands'],
    ['description not a string', { setup, description: 3 }, 'description'],
    ['auto not an object', { setup, auto: 'random' }, 'auto'],
    ['unknown policy', { setup, auto: { policy: 'best' } }, 'auto.policy'],
    ['negative maxCommands', { setup, auto: { policy: 'first', maxCommands: -1 } }, 'auto.maxCommands'],
    ['bad auto seed', { setup, auto: { policy: 'random', seed: 'x' } }, 'auto.seed'],
    ['unknown auto key', { setup, auto: { policy: 'random', max: 3 } }, 'auto.max'],
  ];
  it.each(cases)('refuses %s with BAD_FILE', (_label, file, path) => {
    const r = parseSimFile(file);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('BAD_FILE');
    expect(r.error.commandIndex).toBeNull();
    expect(r.error.path).toBe(path);
    expect(r.error.message.length).toBeGreaterThan(10);
  });
});
