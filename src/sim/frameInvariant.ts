// The turn's frame stack (engine types.ts `Frame`) is well formed whenever the engine rests: turn
// at the bottom, the phase above it, slot frames standing for the head of the move order, and on
// top the decision `pending` reports; or, before the turn's first phase, the before-turn frame
// with only riders' abandon questions above it (p69). Checked after every random command by the fuzz tests.
import { frameStack } from '../engine';
import type { Command, Frame, GameState } from '../engine';

const ABOVE_PHASE: Frame['kind'][] = ['slot', 'declare', 'cutUpAnswer', 'fireOrHold', 'resumeAfterShunt'];

/** Before the first phase the engine rests only on a rider's question, one per bike, nothing else above. */
function beforeTurnProblems(st: readonly Frame[], legal: Command[]): string[] {
  const out: string[] = [];
  const asked = st.slice(2);
  const stray = asked.filter((x) => x.kind !== 'abandonBike');
  if (stray.length) out.push(`frames ${stray.map((x) => x.kind).join(', ')} above the before-turn frame`);
  const ids = asked.map((x) => ('vehicle' in x ? x.vehicle : ''));
  if (new Set(ids).size !== ids.length) out.push(`a rider is asked twice before the turn: ${ids.join(', ')}`);
  const t = st[st.length - 1];
  if (t.kind !== 'abandonBike') out.push(`the engine rests on a '${t.kind}' frame before the turn, which is no decision`);
  else if (legal.length === 0 || legal.some((c) => c.type !== 'abandonBike' || c.vehicle !== t.vehicle)) out.push(`the top frame asks ${t.vehicle} to abandon or keep but the game offers ${JSON.stringify(legal[0])}`);
  return out;
}

function below(st: readonly Frame[], i: number): Frame | undefined {
  return i > 0 ? st[i - 1] : undefined;
}

/**
 * What is wrong with the frame stack of `s`; empty when it is well formed (or the game is not in
 * its turns). `legal` is `legalCommands(s)`, which answers the decision `pending` waits for.
 */
export function frameProblems(s: GameState, legal: Command[]): string[] {
  const f = s.flow;
  if (f.kind !== 'phase') return [];
  // A phase built by hand (a test's toy engine) reads as the stack its shorthand describes.
  const st = frameStack(s);
  if (st.length === 0) return ['the game is in its turns but the frame stack is empty'];
  const out: string[] = [];
  if (st[0].kind !== 'turn') out.push(`the bottom frame is '${st[0].kind}', not the turn`);
  if (st[1]?.kind === 'beforeTurn') return [...out, ...beforeTurnProblems(st, legal)];
  const ph = st[1];
  if (ph?.kind !== 'phase' || ph.n !== s.phase) out.push(`the frame above the turn is ${JSON.stringify(ph)}, not phase ${s.phase}`);
  const rest = st.slice(2);
  const stray = rest.filter((x) => !ABOVE_PHASE.includes(x.kind));
  if (stray.length) out.push(`frames ${stray.map((x) => x.kind).join(', ')} above the phase`);
  // The k-th slot frame from the top is queue[k - 1].
  const slots = rest.filter((x): x is Extract<Frame, { kind: 'slot' }> => x.kind === 'slot').reverse();
  slots.forEach((x, k) => {
    if (f.queue[k]?.vehicle !== x.vehicle) out.push(`slot frame ${k + 1} from the top is ${x.vehicle} but the move order has ${f.queue[k]?.vehicle ?? 'nothing'} there`);
  });
  st.forEach((x, i) => {
    const b = below(st, i);
    if ((x.kind === 'declare' || x.kind === 'fireOrHold') && !(b?.kind === 'slot' && b.vehicle === x.vehicle)) out.push(`a ${x.kind} frame of ${x.vehicle} is not on its slot`);
    if (x.kind === 'cutUpAnswer' && !(b?.kind === 'declare' && b.vehicle === x.by)) out.push(`the cut-up answer of ${x.target} is not on ${x.by}'s declaration`);
  });
  const t = st[st.length - 1];
  const want = t.kind === 'cutUpAnswer' ? { kind: 'declare', vehicle: t.target } : t.kind === 'declare' || t.kind === 'fireOrHold' ? { kind: t.kind, vehicle: t.vehicle } : null;
  const asked = (c: Command): { kind: string; vehicle: string } | null => (c.type === 'declare' ? { kind: 'declare', vehicle: c.vehicle } : c.type === 'fire' || c.type === 'holdFire' ? { kind: 'fireOrHold', vehicle: c.vehicle } : null);
  if (!want) out.push(`the engine rests on a '${t.kind}' frame, which is no decision`);
  else if (legal.some((c) => asked(c)?.kind !== want.kind || asked(c)?.vehicle !== want.vehicle)) out.push(`the top frame waits for ${want.vehicle}'s '${want.kind}' but the game offers ${JSON.stringify(legal[0])}`);
  return out;
}
