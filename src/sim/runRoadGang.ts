// `npm run sim` for a road-gang file (docs/sim.md, "The road-gang game"): the same file format
// and output as Dark Future's, the set-up telling the rulesets apart (`"ruleset": "roadGang"`).
import { newRoadGang, rgApply, rgDescribeEvent, rgLegalCommands, rgPending } from '../engine/roadGang';
import type { RgCommand, RgErrorCode, RgEvent, RgPending, RgState } from '../engine/roadGang';
import type { SimError, SimErrorCode, SimFile } from './format';
import { picker } from './prng';

export interface RgSimOutput {
  ok: boolean;
  error: SimError | null;
  events: (RgEvent & { text: string; command: number })[];
  pending: RgPending | null;
  winner: { player: string; reason: string } | null;
  final: RgState | null;
  played: RgCommand[];
}

export const isRoadGangSetup = (setup: unknown): boolean => (setup as { ruleset?: unknown }).ruleset === 'roadGang';

/** The sim's codes for the road-gang engine's refusals (its own code leads the message). */
const SIM_CODE: Record<RgErrorCode, SimErrorCode> = { BAD_COMMAND: 'BAD_COMMAND', NOT_YOUR_DECISION: 'NOT_PENDING', ILLEGAL: 'ILLEGAL_ACTION', GAME_OVER: 'GAME_OVER' };

const fail = (error: SimError): RgSimOutput => ({ ok: false, error, events: [], pending: null, winner: null, final: null, played: [] });

export function runRoadGang(f: SimFile): RgSimOutput {
  if (f.auto && f.auto.policy !== 'random' && f.auto.policy !== 'first') {
    return fail({ code: 'BAD_FILE', message: 'the road-gang game has no computer driver yet: auto.policy must be "first" or "random"', path: 'auto.policy', commandIndex: null });
  }
  const setup = f.setup as Record<string, unknown>;
  const g = newRoadGang(f.dice.length ? { ...setup, forcedDice: [...f.dice, ...((setup.forcedDice as number[]) ?? [])] } : setup, f.seed);
  if (!g.ok) return fail({ code: 'BAD_SETUP', message: g.error.message, path: 'setup', commandIndex: null });
  let s = g.value.state;
  const events: RgSimOutput['events'] = g.value.events.map((e) => ({ ...e, text: rgDescribeEvent(s, e), command: -1 }));
  const played: RgCommand[] = [];
  const step = (c: unknown): SimError | null => {
    const r = rgApply(s, c);
    if (!r.ok) return { code: SIM_CODE[r.error.code], message: `${r.error.code}: ${r.error.message}`, commandIndex: played.length, command: c };
    s = r.value.state;
    for (const e of r.value.events) events.push({ ...e, text: rgDescribeEvent(s, e), command: played.length });
    played.push(c as RgCommand);
    return null;
  };
  let error: SimError | null = null;
  for (const c of f.commands) if ((error = step(c))) break;
  if (!error && f.auto) {
    const chooser = picker(f.auto.seed);
    for (let k = 0; k < f.auto.maxCommands && s.flow.kind !== 'over'; k++) {
      const legal = rgLegalCommands(s);
      if ((error = step(f.auto.policy === 'first' ? legal[0] : chooser.pick(legal)))) break;
    }
  }
  const winner = s.flow.kind === 'over' ? { player: s.flow.winner, reason: s.flow.reason } : null;
  return { ok: !error, error, events, pending: rgPending(s), winner, final: s, played };
}
