// The sim's front door for every ruleset: the set-up's `ruleset` picks the engine (Dark Future
// when absent, so every older file runs as before). A game of another ruleset is played through
// the contract by runRuleset, from the rules the caller passes (scripts/sim.ts finds each game's
// rules in its folder), so the sim names no game but its first two.
import type { Ruleset } from '../engine';
import { parseSimFile } from './format';
import { isRoadGangSetup, runRoadGang, type RgSimOutput } from './runRoadGang';
import { rulesetIdOf, runRuleset, type RulesetSimOutput } from './runRuleset';
import { runSim, runSimText, type SimOutput } from './runSim';

export function runAny(file: unknown, rules: readonly Ruleset[] = []): SimOutput | RgSimOutput | RulesetSimOutput {
  const parsed = parseSimFile(file);
  if (parsed.ok && isRoadGangSetup(parsed.value.setup)) return runRoadGang(parsed.value);
  const id = parsed.ok ? rulesetIdOf(parsed.value.setup) : null;
  const other = id === null ? undefined : rules.find((r) => r.id === id && r.id !== 'darkFuture');
  if (parsed.ok && other) return runRuleset(other, parsed.value);
  return runSim(file);
}

export function runAnyText(text: string, rules: readonly Ruleset[] = []): SimOutput | RgSimOutput | RulesetSimOutput {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return runSimText(text);
  }
  return runAny(file, rules);
}
