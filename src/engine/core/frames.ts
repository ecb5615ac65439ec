// The turn as a stack of typed frames (types.ts `Frame`): turn, phase, the acting slot, and on top
// what that slot waits for or was interrupted by. An interrupt is a push, finishing a frame pops
// it, so a new decision (a bike abandoned before a turn, several drivers a side) is a new frame
// kind rather than a new flag. The stack is plain data in the state, so saves and replays keep it.
import type { Action, Frame, GameState, PhaseFlow } from '../types';

/**
 * The stack of a phase, bottom first. A phase built by hand (tests, tools) with only `queue` and
 * the `step`/`declared` shorthand reads as the stack those fields describe.
 */
export function stackOf(f: PhaseFlow, phase: number): Frame[] {
  if (f.frames) return f.frames;
  const head = f.queue[0];
  const out: Frame[] = [{ kind: 'turn' }, { kind: 'phase', n: phase }];
  if (head) out.push({ kind: 'slot', vehicle: head.vehicle });
  if (f.step === 'fireOrHold' && f.declared) out.push({ kind: 'fireOrHold', vehicle: head?.vehicle ?? '', action: f.declared });
  else if (head) out.push({ kind: 'declare', vehicle: head.vehicle });
  return out;
}

/** The stack the engine works on: a hand-built phase gets its frames written out first. */
export function framesOf(f: PhaseFlow, phase: number): Frame[] {
  if (!f.frames) {
    f.frames = stackOf(f, phase).map((x) => ({ ...x }));
    delete f.step;
    delete f.declared;
  }
  return f.frames;
}

const topOf = (st: Frame[]): Frame | undefined => st[st.length - 1];

/** The frame stack of the state, bottom first (empty outside the turns); read only. */
export function frameStack(s: GameState): readonly Frame[] {
  return s.flow.kind === 'phase' ? stackOf(s.flow, s.phase) : [];
}

/** The frame being played, or null outside the turns (set-up, game over). */
export function topFrame(s: GameState): Frame | null {
  return s.flow.kind === 'phase' ? (topOf(stackOf(s.flow, s.phase)) ?? null) : null;
}

export function push(f: PhaseFlow, frame: Frame): void {
  f.frames!.push(frame);
}

/** Pops the top frame, which must be of the kind the caller finished. */
export function pop<K extends Frame['kind']>(f: PhaseFlow, kind: K): Extract<Frame, { kind: K }> {
  const t = f.frames!.pop();
  if (!t || t.kind !== kind) throw new Error(`engine bug: finished a '${kind}' frame but the top was '${t?.kind ?? 'nothing'}'`);
  return t as Extract<Frame, { kind: K }>;
}

/** The acting slot is done: its frame pops and it leaves the move order. */
export function endSlot(f: PhaseFlow): void {
  pop(f, 'slot');
  f.queue.shift();
}

/** The cut-up waiting for the stationary car's early declaration (p13), if any. */
export function cutUpAsked(s: GameState): Extract<Frame, { kind: 'cutUpAnswer' }> | null {
  const t = topFrame(s);
  return t?.kind === 'cutUpAnswer' ? t : null;
}

/** The shot declared by the vehicle whose player is to fire or hold (p22), if any. */
export function declaredAction(s: GameState): Action | null {
  const t = topFrame(s);
  return t?.kind === 'fireOrHold' ? t.action : null;
}

/**
 * A shunt (p57) interrupts the phase: the target moves next, then the rammer completes its move.
 * The target's slot (and any frame of it still to come) leaves its old place first.
 */
export function pushShunt(f: PhaseFlow, rammer: string, target: string, targetMoves: { why: string } | null, rammerResumes: boolean): void {
  // Slot frames stand for the queue's head entries, top first: the target leaves both together.
  f.frames = f.frames!.filter((x) => !((x.kind === 'slot' && x.vehicle === target) || (x.kind === 'resumeAfterShunt' && x.rammer === target)));
  f.queue = f.queue.filter((q) => q.vehicle !== target);
  if (rammerResumes) push(f, { kind: 'resumeAfterShunt', rammer, shunted: target });
  if (targetMoves) {
    f.queue.unshift({ vehicle: target, mode: 'move', why: targetMoves.why });
    push(f, { kind: 'slot', vehicle: target });
  }
}
