// The sim examples of Games Six to Eight (p88, docs/sim.md) play to a winner under `auto` random
// play, and the played list replays the same game as a script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSim } from './runSim';

const DIR = fileURLToPath(new URL('../../sim-examples', import.meta.url));
const FILES: [string, string, string | null][] = [
  ['game-six.json', 'gameSix', null],
  ['game-seven-op.json', 'gameSeven', 'op'],
  ['game-seven-gangs.json', 'gameSeven', 'gang'],
  ['game-eight-intercept.json', 'gameEight', 'intercept'],
  ['game-eight-pursuit.json', 'gameEight', 'pursuit'],
];

describe('the examples of Games Six to Eight', () => {
  it.each(FILES)('%s (%s) plays to a winner', (name, scenario, variant) => {
    const file = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Record<string, unknown>;
    const out = runSim(file);
    expect(out.error).toBeNull();
    expect(out.final!.scenario).toBe(scenario);
    expect(out.winner).not.toBeNull();
    expect(out.final!.flow.kind).toBe('over');
    const sides = out.final!.sides!;
    if (variant === 'op') expect(sides.map((x) => x.role).sort()).toEqual(['gang', 'op']);
    if (variant === 'gang') expect(sides.map((x) => x.role)).toEqual(['gang', 'gang']);
    if (variant === 'intercept' || variant === 'pursuit') expect(sides.find((x) => x.id === 'attacker')!.approach).toBe(variant);
    // The game as a script replays to the same end (docs/sim.md: drop auto, commands = played).
    const again = runSim({ setup: file.setup, seed: file.seed, dice: file.dice, commands: out.played });
    expect(again.winner).toEqual(out.winner);
  });
});
