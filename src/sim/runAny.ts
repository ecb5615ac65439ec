// The sim's front door for every ruleset: the set-up's `ruleset` picks the engine (Dark Future
// when absent, so every older file runs as before).
import { parseSimFile } from './format';
import { isRoadGangSetup, runRoadGang, type RgSimOutput } from './runRoadGang';
import { runSim, runSimText, type SimOutput } from './runSim';

export function runAny(file: unknown): SimOutput | RgSimOutput {
  const parsed = parseSimFile(file);
  if (parsed.ok && isRoadGangSetup(parsed.value.setup)) return runRoadGang(parsed.value);
  return runSim(file);
}

export function runAnyText(text: string): SimOutput | RgSimOutput {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return runSimText(text);
  }
  return runAny(file);
}
