// `npm run sim` on road-gang files: the example plays to a winner, a listed command that is not
// offered is reported with its index, and the output's `played` replays the same game.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runAny } from './runAny';

const example = JSON.parse(readFileSync('sim-examples/road-gang.json', 'utf8'));

describe('road-gang sim files', () => {
  it('sim-examples/road-gang.json plays to a winner under auto random play', () => {
    const out = runAny(example);
    expect(out.ok).toBe(true);
    expect(out.winner).not.toBeNull();
    expect(out.events.at(-1)?.type).toBe('gameOver');
  });

  it('played, as a script without auto, replays the identical game', () => {
    const a = runAny(example);
    const b = runAny({ ...example, auto: undefined, commands: a.played });
    expect(b.final).toEqual(a.final);
  });

  it('a command not offered is refused with its index and the engine\'s code', () => {
    const out = runAny({ setup: example.setup, seed: 1, commands: [{ type: 'ride', by: 'ann' }] });
    expect(out.ok).toBe(false);
    expect(out.error).toMatchObject({ commandIndex: 0 });
    expect(out.error?.message).toMatch(/^(ILLEGAL|NOT_YOUR_DECISION)/);
  });

  it('a Dark Future file still runs as before', () => {
    const df = JSON.parse(readFileSync('sim-examples/game-one-opening.json', 'utf8'));
    const out = runAny(df);
    expect(out.ok).toBe(true);
    expect((out.final as { scenario?: string }).scenario).toBe('gameOne');
  });
});
