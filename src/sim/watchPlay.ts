// One random game watched command by command (issue 15's declaration oracle and the ordinary
// invariants), shared by the fuzz suites so each suite only adds its own checks. The first problem
// stops the watching (later ones would be its echoes) and carries a sim file that replays it.
import type { Command, GameSetup } from '../engine';
import { checkDeclaration } from './declarationOracle';
import { checkInvariants } from './invariants';
import { playRandom, type Step } from './playout';
import { haltOnStall } from './stall';

export interface Watched {
  problems: string[];
  played: Command[];
  play: ReturnType<typeof playRandom>;
}

/** `extra` adds a suite's own checks of a step; `at` names the command for the message. */
export function watchPlay(seed: number, setup: GameSetup, extra: (step: Step, at: string, played: Command[]) => string[] = () => []): Watched {
  const problems: string[] = [];
  const played: Command[] = [];
  const play = playRandom(seed, {
    setup,
    freeze: true,
    // The no-progress oracle (stall.ts): a game nothing changes in for many turns can never end.
    halt: haltOnStall(problems, () => JSON.stringify({ setup, seed, commands: played })),
    onStep: (step) => {
      if (problems.length === 0) {
        const at = `command ${played.length} ${JSON.stringify(step.command)}`;
        const repro = JSON.stringify({ setup, seed, commands: [...played, step.command] });
        for (const v of [...checkInvariants(step.before, step.after, step.events), ...checkDeclaration(step.before, step.command, step.after, step.events)])
          problems.push(`${at}: ${v}\n  repro: ${repro}`);
        problems.push(...extra(step, at, played));
      }
      played.push(step.command);
    },
  });
  return { problems, played, play };
}
