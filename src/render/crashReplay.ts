// "Show the crash" (ShowCrash.tsx) eases the camera to a crash that tumbled off the view while the
// next player decides; by then the car has left the road (p58) and its tumble is over. So the
// crash plays again there: the crashed car's tumble alone, with its skid, burst and smoke, after a
// short wait in which the camera arrives. Only what the board draws: the panels are not replayed.
// Between plays the wreck stays drawn where it came to rest, until the next command (crashWrecks).
import type { Effect, Keyframe, Slot, Timeline } from './animation';

/** Time steps the crashed car waits where it left the road before it tumbles again (the camera's glide there, GLIDE_MS, is under two). */
export const REPLAY_LEAD = 2;

const same = (a: Keyframe, b: Keyframe): boolean => a.lane === b.lane && a.tm === b.tm && a.heading === b.heading && a.flip === b.flip;

/** The last crash of a command's animation, alone, to be played again where it happened; null when the command crashed nothing. */
export function crashReplay(tl: Timeline): Timeline | null {
  const crash = tl.effects.filter((e) => e.kind === 'crash').pop();
  // The tumble that ends in that burst (animation.ts `tumble`): its skid starts with it, the burst and smoke a step later.
  const slot = crash && tl.slots.find((s) => s.tumble && s.at + 1 === crash.at && same(s.to, crash.to));
  if (!slot) return null;
  const shift = REPLAY_LEAD - slot.at;
  const move = <T extends Slot | Effect>(x: T): T => ({ ...x, at: x.at + shift });
  const effects = tl.effects.filter((e) => (e.at === slot.at || e.at === crash.at) && same(e.to, slot.to)).map(move);
  const steps = Math.max(REPLAY_LEAD + (slot.len ?? 1), ...effects.map((e) => e.at + e.len));
  return { slots: [move(slot)], effects, msPerMove: tl.msPerMove, steps };
}

/** A car a command crashed off the road (p58) and where its tumble left it. */
export interface CrashWreck { vehicle: string; rest: Keyframe }

/**
 * Every car a command's animation crashes (a tumble ending in a crash's burst), where it ends: the
 * board keeps it drawn there as a wreck until the next command (viewModel.ts vehicleViews), so the
 * crash, shown or come upon, is a wreck in the verge and not bare road (issue 29).
 */
export function crashWrecks(tl: Timeline): CrashWreck[] {
  const ends = tl.effects.filter((e) => e.kind === 'crash');
  return tl.slots.filter((s) => s.tumble && ends.some((e) => e.at === s.at + 1 && same(e.to, s.to))).map((s) => ({ vehicle: s.vehicle, rest: s.to }));
}
