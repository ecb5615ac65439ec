// Issue 30's constructed position (src/ai/forcedLookahead.test.ts, src/sim/audit.test.ts): two of
// Ann's chase cars nose to tail in one lane, the rear one at 60 mph (three moves a turn, p12) a
// space behind the front one at 20 mph. Keeping its lane on its second move makes its third a
// compulsory ram into its own teammate (p52); drifting out of the shared lane or braking hard avoids it.
import { apply, legalCommands, newGame } from '../engine';
import type { Command, GameEvent, GameState } from '../engine';

const players = [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }];
const mg = [{ type: 'machineGun' as const, mount: 'hood' as const }];

/** Turn 1, phase 2: Ann's car2 (60 mph, lanes 4-5) to declare, a space behind her car1 (20 mph, lanes 3-4). */
export function noseToTail(): GameState {
  const g = newGame({
    scenario: 'custom',
    players,
    track: { sections: Array.from({ length: 7 }, () => ({ kind: 'straight' as const })), finish: true },
    vehicles: [
      { id: 'car1', kind: 'renegade', owner: 'ann', side: 'chase', driveSkill: 3, weapons: mg, lane: 3, t0: 40, speed: 20 },
      { id: 'car2', kind: 'renegade', owner: 'ann', side: 'chase', driveSkill: 3, weapons: mg, lane: 4, t0: 0, speed: 60 },
      { id: 'car3', kind: 'renegade', owner: 'bob', side: 'lead', driveSkill: 3, weapons: mg, lane: 7, t0: 300, speed: 20 },
    ],
  }, 1);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  // Phase 1: everybody keeps lane and speed (car2, then car3, then car1).
  for (let i = 0; i < 3; i++) s = play(s, keep(s)).state;
  return s;
}

export const keep = (s: GameState): Command => legalCommands(s).find((c) => c.type === 'declare' && c.action.kind === 'none') ?? legalCommands(s)[0];

export function play(s: GameState, c: Command): { state: GameState; events: GameEvent[] } {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

